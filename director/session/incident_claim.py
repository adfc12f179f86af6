"""The menu's claim (Laws 68-70): what the director is told at the table - who claimed,
how many of the tricks left, how many his side has won, and the statement - turned into the
claim stated without the play (``N:claim:all:of:7:won:1``), which the claim rules read as
they read a claim recorded card by card."""

from __future__ import annotations

from dataclasses import dataclass

from director.digits import small_int
from director.engine.events import parse_action
from director.errors import DirectorError
from director.model.seat import Seat

__all__ = ["CLAIM_PROMPT", "ClaimStated", "claim_notation", "read_claim"]

CLAIM_PROMPT = "claimer, claimed/left, his side's tricks, statement (e.g. N all/7 1)"
_EXPECTED = "expected the claimer, tricks claimed/left and his side's tricks, e.g. N all/7 1"


@dataclass(frozen=True)
class ClaimStated:
    """A claim as stated at the table."""

    seat: Seat
    claimed: str
    """``all`` or a number of the tricks left."""
    left: int
    won: int
    """Tricks the claimer's side won before the claim."""
    statement: str


def read_claim(text: str) -> ClaimStated:
    """``N all/7 1``, ``E 2/4 7 the last two hearts``: the claimer, the tricks he claims of
    those left, the tricks his side has won, then the statement (if any) as he made it."""
    words = text.split(maxsplit=3)
    if len(words) < 3 or words[1].count("/") != 1:
        raise DirectorError(_EXPECTED)
    seat = Seat.parse(words[0])
    claimed, _, left_text = words[1].lower().partition("/")
    claimed = "all" if claimed in ("all", "rest") else claimed
    count, left, won = small_int(claimed), small_int(left_text), small_int(words[2])
    if left is None or won is None or (count is None and claimed != "all"):
        raise DirectorError(_EXPECTED)
    if not 1 <= left <= 13:
        raise DirectorError(f"expected 1 to 13 tricks left, not {left}")
    if won > 13 - left:
        raise DirectorError(f"{won} tricks won with {left} left: more than 13 in all")
    if count is not None and count > left:
        raise DirectorError(f"{count} tricks claimed, but only {left} are left")
    statement = words[3].strip().strip('"').replace('"', "'") if len(words) > 3 else ""
    stated = ClaimStated(seat, claimed, left, won, statement)
    parse_action(1, seat, _event(stated))  # the event the notation will hold reads
    return stated


def _event(stated: ClaimStated) -> str:
    said = f':"{stated.statement}"' if stated.statement else ""
    return f"claim:{stated.claimed}:of:{stated.left}:won:{stated.won}{said}"


def claim_notation(contract: tuple[str, list[str], Seat], stated: ClaimStated) -> tuple[str, str]:
    """The contract's auction (declarer deals, so that he is declarer) and the claim."""
    bid, doubles, declarer = contract
    claim = f"{stated.seat.letter}:{_event(stated)}"
    return " ".join([bid, *doubles, "AP", claim]), declarer.letter
