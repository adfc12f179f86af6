"""From an incident record and its ruling to a hand record, for the PBN and LIN writers.

The auction is the legal auction after rectification (cancelled calls are gone); the play
is the tricks as the engine replayed them. What PBN can say with its irregularity tokens
is said with them: ``^I`` on an insufficient bid that was accepted (27A1), ``^S`` before
a call out of rotation that stands (the writer adds it from the seats), ``^R`` on a
revoke card, ``^L`` on a lead out of turn that was accepted (also added by the writer),
``^`` on the declarer after 54A and on a result that a trick transfer changed. Every
irregularity, with its laws and rectification, is also written as a comment under the
``[Application "director"]`` tag, where any other program can read what was ruled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.formats.record import Claim, HandRecord, Position, RecordedCall, RecordedCard
from director.model.card import Card
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.ruling import Irregularity, Ruling
    from director.record.incident import Incident

__all__ = ["APPLICATION", "from_incident"]

APPLICATION = "director"


def from_incident(incident: Incident, ruling: Ruling, source: str = "<incident>") -> HandRecord:
    """The hand record of ``incident`` as ``ruling`` (its replay) leaves it."""
    at = Position(source, 1, 1)
    marks: dict[int, str] = {}
    for irr in ruling.irregularities:
        token = _token(irr)
        if token is not None:
            marks[irr.event] = token
    calls = [
        RecordedCall(
            Seat.parse(c.seat),
            "P" if c.call == "Pass" else c.call,
            at,
            irregular=marks.get(c.event or 0),
        )
        for c in ruling.auction
    ]
    plays = [
        RecordedCard(
            Seat.parse(card.seat), Card.parse(card.card), trick.number, at,
            irregular=marks.get(card.event or 0) if marks.get(card.event or 0) == "^R" else None,
        )
        for trick in ruling.play
        for card in trick.cards
    ]  # fmt: skip
    record = HandRecord(source=source, index=1, position=at)
    record.board = str(incident.board) if incident.board is not None else None
    record.board_number = incident.board
    record.dealer = incident.seat_dealer()
    record.vulnerable = incident.vulnerability()
    record.deal = incident.parsed_deal()
    record.calls = calls
    record.auction_ended = ruling.auction_complete
    record.plays = plays
    record.tags = {"Application": APPLICATION}
    record.tag_comments = {"Application": _comments(incident, ruling)}
    if ruling.passed_out:
        record.contract = "Pass"
    elif ruling.contract is not None:
        record.contract = ruling.contract.text.split(" ")[0]
        record.declarer = Seat.parse(ruling.contract.declarer)
    result = ruling.result
    if result is not None:
        declarer = Seat.parse(result.declarer)
        record.irregular_declarer = any(  # 54A: the presumed dummy became declarer
            i.rectification.declarer_change is not None for i in ruling.irregularities
        )
        record.declarer = declarer
        if result.claimed is not None:
            record.claim = Claim(result.won_in_play + result.claimed, len(plays), at, declarer)
        total = result.after_transfer if result.after_transfer is not None else None
        if total is None and result.complete:
            total = result.before_transfer
        if total is not None:
            record.result = total
            record.irregular_result = bool(result.transfers)
    if ruling.score is not None and ruling.score.ns is not None:
        record.score = f"NS {ruling.score.ns}"
    return record


def _token(irr: Irregularity) -> str | None:
    laws = irr.rectification.laws
    if irr.kind == "insufficient-bid" and "27A1" in laws:
        return "^I"
    if irr.kind == "revoke":
        return "^R"
    return None


def _comments(incident: Incident, ruling: Ruling) -> list[str]:
    from director.review.board import rectification_summary

    out = [f"{APPLICATION}: ruled under {ruling.edition}"]
    for n, irr in enumerate(ruling.irregularities, start=1):
        line = f"{n}. {irr.law} {irr.kind}, {irr.offender}, event {irr.event}"
        summary = rectification_summary(irr.rectification)
        if summary:
            line += f": {summary}"
        if irr.open_questions:
            line += "; open: " + ", ".join(irr.open_questions)
        out.append(line)
    if ruling.stopped_at is not None:
        unruled = ruling.not_ruled()
        why = (
            "an open question"
            if unruled is None
            else f"Law {unruled.not_ruled}, not ruled by this tool under {ruling.edition}"
        )
        out.append(f"replay stopped at event {ruling.stopped_at}: {why}")
    return out
