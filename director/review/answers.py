"""The answers a hand record gives the engine's questions by what it states."""

from __future__ import annotations

from typing import Any

from director.formats.record import HandRecord

__all__ = ["RecordAnswers"]


class RecordAnswers:
    """Answers what the file states: an insufficient bid marked ``^I`` was accepted; a lead
    out of turn marked ``^L`` was accepted; an opening lead out of turn was accepted, or
    declarer became dummy when the file's declarer is ``^``-marked (Law 54); a claim with a
    recorded result was agreed. Every other question is left to the director (``None``)."""

    def __init__(self, record: HandRecord, marks: dict[int, str]) -> None:
        self.record = record
        self.marks = marks

    def __call__(self, ctx: Any, question: Any) -> Any:
        mark = self.marks.get(ctx.event.index, "")
        if "^I" in mark and question.id == "accept":
            return True
        if "^L" in mark and question.id == "accept":
            return True
        if "^L" in mark and question.id == "declarer_choice":
            return "accept"
        if ctx.spec.kind == "opening-lead-out-of-turn":
            return self._opening_lead(ctx, question.id)
        if ctx.spec.kind == "claim" and question.id == "opponents":
            return "agreed" if self.record.result is not None else None
        return None

    def _opening_lead(self, ctx: Any, qid: str) -> Any:
        """Law 54: the file's play goes on from the card led, so the lead was not refused;
        a ``^`` declarer who is the auction declarer's partner says the auction declarer
        spread his hand and became dummy (54A), any other stated declarer that he accepted
        (54B). 54C then was no bar to declarer's choice."""
        stated = self.record.declarer
        if stated is None:
            return None
        declarer = ctx.play.declarer
        became_dummy = self.record.irregular_declarer and stated == declarer.partner
        if qid == "declarer_choice":
            if became_dummy:
                return "dummy"
            return "accept" if stated == declarer else None
        if qid == "could_see_dummy" and became_dummy:
            return False
        return None
