"""One irregularity as the written ruling sets it out: the facts as found, each question
with who answered it and the answer, the statements of the ruling, the Law sections applied
with their summaries, the rectification, and an adjusted score with its arithmetic."""

from __future__ import annotations

import dataclasses

from director.engine.ruling import (
    AdjustedScore,
    Irregularity,
    Poll,
    Question,
    SideScore,
    Statement,
)
from director.report.laws import Applied, applied
from director.report.rectification import Item, items

__all__ = ["Answered", "Award", "Part", "Section", "section"]


@dataclasses.dataclass(frozen=True)
class Answered:
    law: str
    text: str
    who: str
    answer: str
    """The option chosen (its label), or what is still open."""
    open: bool = False
    poll: Poll | None = None


@dataclasses.dataclass(frozen=True)
class Part:
    """One outcome's share of a weighted score, from the side's point of view."""

    result: str
    weight: float
    points: int
    share: float


@dataclasses.dataclass(frozen=True)
class Award:
    side: str
    role: str
    law: str
    parts: tuple[Part, ...]
    total: str
    """The side's score: its points (signed) or the artificial score (avg+, avg, avg-) with
    its amount in the side's units."""
    text: str


@dataclasses.dataclass(frozen=True)
class Adjusted:
    kind: str
    law: str
    table: str
    awards: tuple[Award, ...]
    balanced: bool | None
    notes: tuple[tuple[str, str], ...]


@dataclasses.dataclass(frozen=True)
class Section:
    number: int
    irregularity: Irregularity
    title: str
    questions: tuple[Answered, ...]
    steps: tuple[Statement, ...]
    """The ruling's statements, less each side's award that the adjusted score's table
    shows."""
    laws: tuple[Applied, ...]
    imposed: tuple[Item, ...]
    adjusted: Adjusted | None


def signed(points: float) -> str:
    """``+305``, ``-50``, ``0``; a fraction as it is (``+12.5``)."""
    return f"{points:+g}" if points else "0"


def _answered(q: Question) -> Answered:
    who = q.asks + (f" ({q.seat})" if q.seat else "")
    if q.answer is None:
        return Answered(q.law, q.text, who, "open: to be answered", True, q.poll)
    chosen = next((o for o in q.options if o.value == q.answer), None)
    if chosen is not None:
        answer = chosen.label
    elif isinstance(q.answer, bool):
        answer = "yes" if q.answer else "no"
    else:
        answer = str(q.answer)
    return Answered(q.law, q.text, who, answer, poll=q.poll)


def _award(side: SideScore) -> Award:
    own = 1 if side.side == "NS" else -1
    parts = tuple(
        Part(o.result, o.weight, own * o.ns, own * o.ns * o.weight / 100) for o in side.outcomes
    )
    total = signed(side.points) if side.points is not None else _artificial_total(side)
    return Award(side.side, side.role, side.law, parts, total, side.text)


def _artificial_total(side: SideScore) -> str:
    """``avg-``, with the score in the side's own units when the ruling gives it:
    ``avg- (at most 40%)``, ``avg+ (63.5%)`` under 12C2(c), ``avg+ (+3 IMPs)``."""
    kind = side.artificial or ""
    return f"{kind} ({side.amount})" if side.amount else kind


def _adjusted(score: AdjustedScore | None) -> Adjusted | None:
    if score is None:
        return None
    table = score.table_result or ""
    if table and score.table_ns is not None:
        table += f" (NS {signed(score.table_ns)}, EW {signed(-score.table_ns)})"
    return Adjusted(
        score.kind,
        score.law,
        table,
        tuple(_award(s) for s in score.sides),
        score.balanced,
        tuple((n.law, n.text) for n in score.notes),
    )


def section(number: int, irr: Irregularity, edition: str) -> Section:
    title = f"{irr.kind.replace('-', ' ').capitalize()} (Law {irr.law})"
    score = irr.rectification.adjusted_score
    shown = {s.text for s in score.sides} if score is not None else set()
    return Section(
        number,
        irr,
        title,
        tuple(_answered(q) for q in irr.questions),
        tuple(s for s in irr.steps if s.text not in shown),
        tuple(applied(edition, irr.rectification.laws)),
        tuple(items(irr.rectification)),
        _adjusted(irr.rectification.adjusted_score),
    )
