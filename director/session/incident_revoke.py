"""The incident menu's revoke, in the table's words: the contract with declarer's tricks, then
the revoke (its trick, the revoker, who won that trick, the tricks the revoking side won after
it), turned into the stated revoke of the notation (``W:revoked:4:won:E:after:2:made:7``): no
card is typed, and what the Law in force needs besides is asked by the ruling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.digits import small_int
from director.errors import DirectorError
from director.model.seat import Seat

__all__ = ["RESULT_PROMPT", "REVOKE_PROMPT", "build_revoke", "read_revoke", "with_total"]

RESULT_PROMPT = "contract, declarer and the tricks he took (e.g. 4S S 10)"
REVOKE_PROMPT = "revoke: trick, revoker, who won it, tricks his side won after it (e.g. 5 E E 1)"
UNKNOWN = "?"  # a fact the director does not know: the ruling asks the Law's question


def _number(word: str, low: int, high: int, what: str) -> int:
    number = small_int(word)
    if number is None or not low <= number <= high:
        raise DirectorError(f"expected {what} from {low} to {high}, not {word!r}")
    return number


def with_total(read: Callable[[str], Any]) -> Callable[[str], tuple[Any, int]]:
    """``read`` (the contract and declarer, ``4S S``), then declarer's tricks (``10``)."""

    def both(text: str) -> tuple[Any, int]:
        words = text.split()
        if len(words) < 3:
            raise DirectorError("expected the contract, declarer and his tricks, e.g. 4S S 10")
        return read(" ".join(words[:-1])), _number(words[-1], 0, 13, "declarer's tricks")

    return both


def read_revoke(text: str) -> tuple[int, Seat, Seat | None, int | None]:
    """``5 E E 1``: the revoke trick, the revoker, who won that trick, the tricks the
    revoking side won after it; ``?`` for either of the last two (not known: the ruling
    asks the Law's question)."""
    words = text.replace(":", " ").split()
    if len(words) != 4:
        raise DirectorError(
            "expected the trick, the revoker, who won it and the tricks his side won after "
            "it, e.g. 5 E E 1 ('?' for one not known)"
        )
    trick = _number(words[0], 1, 13, "a trick")
    winner = None if words[2] == UNKNOWN else Seat.parse(words[2])
    after = None if words[3] == UNKNOWN else _number(words[3], 0, 13 - trick, "the tricks after it")
    return trick, Seat.parse(words[1]), winner, after


def build_revoke(
    result: tuple[tuple[str, list[str], Seat], int],
    revoke: tuple[int, Seat, Seat | None, int | None],
) -> tuple[str, str]:
    """The notation (the contract bid by declarer, all pass, the stated revoke, without
    what is not known) and the dealer (declarer)."""
    (bid, doubles, declarer), made = result
    trick, revoker, winner, after = revoke
    facts = [f"{revoker.letter}:revoked:{trick}"]
    facts += [f"won:{winner.letter}"] if winner is not None else []
    facts += [f"after:{after}"] if after is not None else []
    stated = ":".join([*facts, f"made:{made}"])
    return " ".join([bid, *doubles, "AP", stated]), declarer.letter
