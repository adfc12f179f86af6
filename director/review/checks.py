"""Record checks: does what the file states agree with the deal, the auction and the play?

Each check has a ``REC`` code, listed with its kind and severity in
:mod:`director.review.rec_codes`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.formats.pbn_auction import auction_contract
from director.formats.pbn_values import parse_contract
from director.formats.record import HandRecord
from director.model.trick import trick_winner
from director.review.findings import Finding
from director.review.rec_codes import CHECKS, make_finding
from director.review.score_table import check_score_table
from director.review.stated_score import score_mismatch

if TYPE_CHECKING:
    from director.review.outcome import Outcome

__all__ = ["check_record"]


def check_record(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    """Every record check on ``record``; ``ruling`` is what its replay found (``None`` if
    it failed)."""
    if _unplayed(record):
        return [make_finding("REC013", record, "not played: no auction, play, contract or result")]
    out = check_score_table(record)
    out += _deal(record)
    out += _completed(record, ruling)
    out += _contract(record, ruling)
    if ruling is not None:
        out += _result(record, ruling)
    out += _score(record)
    out += _claim(record)
    return out


def _unplayed(record: HandRecord, tables: bool = True) -> bool:
    """No auction, play, contract, declarer, result or score, nor (``tables``) a table of
    the scores at the board's tables (``[ScoreTable]``): a board no one here played."""
    return not (
        record.calls or record.plays or record.contract or record.result is not None
        or record.score or record.declarer is not None  # (North is seat 0: falsy)
        or (tables and getattr(record, "sections", {}))
    )  # fmt: skip


_ADJUST = (
    "if no result was obtained at the table, the director awards an artificial adjusted "
    "score by each side's share of responsibility (12C2(a))"
)


def _completed(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    """REC012: the record shows a board that was not finished - an auction without its
    final pass, or a contract with no result (no ``[Result]``, no claim, no ``*``, fewer
    than 13 tricks)."""
    if record.result is not None or record.irregular_result or record.score:
        return []
    ended = auction_contract([(c.seat, c.text) for c in record.calls]) if record.calls else None
    if record.calls and ended is None:
        where = f"after {len(record.calls)} call{'s' if len(record.calls) != 1 else ''}"
        message = f"the auction stops {where}, without its final pass; {_ADJUST}"
        return [make_finding("REC012", record, message, tag="Auction")]
    passed = (ended is not None and ended[0] == "Pass") or record.contract == "Pass"
    has_contract = (ended is not None and ended[0] != "Pass") or (
        record.contract is not None and not passed
    )
    if passed or not has_contract or record.claim is not None:
        return []
    if getattr(record, "play_ended", False) or len(record.plays) >= 52:
        return []
    tricks = len(record.plays) // 4
    what = (
        f"the play stops after {tricks} trick{'s' if tricks != 1 else ''}"
        if record.plays
        else "no play"
    )
    message = f"a contract with no result: {what}, no claim, no [Result]; {_ADJUST}"
    return [make_finding("REC012", record, message, tag="Play" if record.plays else None)]


def _reported(record: HandRecord, code: str) -> bool:
    """The reader already reported this mismatch: one finding is enough."""
    return any(issue.code == code for issue in record.issues)


def _deal(record: HandRecord) -> list[Finding]:
    deal = record.deal
    if deal is None:
        if "Deal" in getattr(record, "omitted", ()):
            return []  # the reader said so once for the run of such games (PBN033)
        if _unplayed(record, tables=False):
            return []  # a game of score tables only: no hands to know
        what = "the play cannot be checked" if record.plays else "the hands are not known"
        return [make_finding("REC002", record, f"no deal: {what}", tag="Deal")]
    seen: set[object] = set()
    total = 0
    for seat, hand in zip("NESW", deal.hands, strict=True):
        if hand is None:
            continue
        held = hand.cards
        if len(held) != 13:
            return [make_finding("REC001", record, f"{seat} holds {len(held)} cards, not 13")]
        seen.update(held)
        total += 13
    if len(seen) != total:
        return [make_finding("REC001", record, "a card is in two hands", tag="Deal")]
    if not deal.is_complete:
        unknown = [s for s, h in zip("NESW", deal.hands, strict=True) if h is None]
        return [
            make_finding(
                "REC002", record, f"hands unknown: {' '.join(unknown)} (the play cannot be checked)"
            )
        ]
    return []


def _contract(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    if record.contract is None or not record.calls or _reported(record, "PBN029"):
        return []
    found: tuple[str, str | None]
    if ruling is not None and ruling.contract is not None:
        found = ruling.contract
    elif ruling is not None and ruling.passed_out:
        found = ("Pass", None)
    elif ruling is not None and ruling.irregular:
        return []  # the legal auction is not known until the director rules
    else:
        outcome = auction_contract([(c.seat, c.text) for c in record.calls])
        if outcome is None:
            return []
        found = (outcome[0], outcome[1].letter if outcome[1] is not None else None)
    stated = parse_contract(record.contract)
    auction = parse_contract(found[0])
    if stated is None or auction is None or (stated.level is None and stated.text != "Pass"):
        return []
    out: list[Finding] = []
    if stated.text != auction.text:
        out.append(
            make_finding(
                "REC003",
                record,
                f"the auction ends in {auction.text}, the Contract tag says {stated.text}",
                tag="Contract",
            )
        )
    elif (
        record.declarer is not None
        and not record.irregular_declarer
        and found[1] is not None
        and record.declarer.letter != found[1]
    ):
        out.append(
            make_finding(
                "REC004",
                record,
                f"the auction's declarer is {found[1]}, the Declarer tag says "
                f"{record.declarer.letter}",
                tag="Declarer",
            )
        )
    return out


def _result(record: HandRecord, ruling: Outcome) -> list[Finding]:
    tricks = ruling.tricks
    if (
        tricks is None
        or record.result is None
        or record.irregular_result
        or ruling.stopped
        or _reported(record, "PBN028")
    ):
        return []
    if tricks == record.result:
        return []
    return [
        make_finding(
            "REC005",
            record,
            f"the play gives declarer {tricks} tricks, the Result tag says {record.result}",
            tag="Result",
        )
    ]


def _score(record: HandRecord) -> list[Finding]:
    wrong = score_mismatch(
        record.score, record.contract, record.declarer, record.result, record.vulnerable
    )
    if wrong is None:
        return []
    side, value, computed = wrong
    by = record.declarer.letter if record.declarer is not None else "?"
    return [
        make_finding(
            "REC006",
            record,
            f"Score says {side} {value}; {record.contract} by {by} taking {record.result} "
            f"scores {side} {computed} (77)",
            tag="Score",
        )
    ]


def _claim(record: HandRecord) -> list[Finding]:
    claim, declarer = record.claim, record.declarer
    if claim is None or declarer is None or record.irregular_result:
        return []
    contract = parse_contract(record.contract) if record.contract else None
    trump = contract.trump if contract is not None else None
    tricks: dict[int, list[tuple[object, object]]] = {}
    for card in record.plays[: claim.after_cards]:
        tricks.setdefault(card.trick, []).append((card.seat, card.card))
    won = complete = 0
    for cards in tricks.values():
        if len(cards) == 4:
            complete += 1
            winner = trick_winner(cards, trump)  # type: ignore[arg-type]
            won += winner % 2 == declarer % 2
    remaining = 13 - complete
    if won <= claim.tricks <= won + remaining:
        return []
    where = f"after {complete} tricks ({won} won by declarer's side, {remaining} to play)"
    pos = claim.position
    return [
        Finding(
            code="REC007",
            kind=CHECKS["REC007"][0],
            message=f"claim of {claim.tricks} tricks in all is impossible {where}",
            severity="error",
            file=pos.file,
            line=pos.line,
            column=pos.column,
            board=record.name,
            event=f"claim after card {claim.after_cards}",
        )
    ]
