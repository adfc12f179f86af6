"""What the record checks need from a board's replay, from either replay path: the full
engine's :class:`~director.engine.ruling.Ruling`, or the quick replay of a regular board
(:mod:`director.review.quick`)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.engine.ruling import Ruling

__all__ = ["Outcome", "outcome_of"]


@dataclasses.dataclass(frozen=True, slots=True)
class Outcome:
    """``contract`` is ``("4HX", "S")`` when the auction reached one; ``tricks`` is
    declarer's total after any trick transfer when all 13 tricks are accounted for."""

    contract: tuple[str, str] | None
    passed_out: bool
    irregular: bool  # the replay found an irregularity
    stopped: bool  # the replay waits for the director
    tricks: int | None


def outcome_of(ruling: Ruling) -> Outcome:
    c = ruling.contract
    result = ruling.result
    complete = result is not None and result.complete
    return Outcome(
        contract=(f"{c.level}{c.strain}{'X' * c.doubled}", c.declarer) if c is not None else None,
        passed_out=ruling.passed_out,
        irregular=bool(ruling.irregularities),
        stopped=ruling.stopped_at is not None,
        tricks=result.after_transfer if result is not None and complete else None,
    )
