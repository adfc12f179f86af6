"""The board's other results (the field), against which an adjusted score is scored in the
event's own units: matchpoints and percentage in pairs (Law 78A), IMPs at teams (78B).

A weighted score (12C1(c)) is scored outcome by outcome against the field and the
matchpoints or IMPs are then weighted, as :mod:`director.scoring.adjusted` explains. At
IMPs one other result is the other table's; with several, each outcome is compared with a
datum: the mean of the other results, the highest and the lowest left out when there are
five or more, rounded to the nearest 10 (a common regulation; the event's own may differ).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from director.model.board import Vulnerability
from director.scoring.adjusted import Scoring, WeightedScore, weighted
from director.scoring.contract import ContractResult

__all__ = ["Field", "SideResult", "datum"]


def datum(scores: Sequence[int]) -> int:
    """The IMP datum of North-South's ``scores``.

    >>> datum([420, 450, -50, 170, 420])
    340
    """
    kept = sorted(scores)
    if len(kept) >= 5:
        kept = kept[1:-1]
    mean = sum(kept) / len(kept)
    return int(10 * round(mean / 10))


@dataclasses.dataclass(frozen=True)
class SideResult:
    """One side's adjusted score against the field, in its own point of view."""

    side: str  # NS or EW
    matchpoints: float | None = None
    top: int | None = None
    percent: float | None = None
    imps: float | None = None

    @property
    def text(self) -> str:
        if self.imps is not None:
            return f"{self.side} {self.imps:+g} IMPs" if self.imps else f"{self.side} 0 IMPs"
        return f"{self.side} {self.matchpoints:g} of {self.top} matchpoints ({self.percent:g}%)"


@dataclasses.dataclass(frozen=True)
class Field:
    """North-South's scores at the board's other tables (``results`` name them, e.g.
    ``4S= by S``), read from ``source``; ``scoring``: ``mp`` (pairs) or ``imp`` (teams)."""

    source: str
    board: int
    scores: tuple[int, ...]
    results: tuple[str, ...]
    scoring: Scoring = "mp"

    @property
    def top(self) -> int:
        """The matchpoint top with the adjusted table added to the field (78A)."""
        return 2 * len(self.scores)

    @property
    def other(self) -> int:
        """North-South's score the IMPs are counted against: the other table's, or the
        datum of several."""
        return self.scores[0] if len(self.scores) == 1 else datum(self.scores)

    @property
    def against(self) -> str:
        """What the score is compared with, in words."""
        listed = ", ".join(
            f"{r} (NS {s:+d})" for r, s in zip(self.results, self.scores, strict=True)
        )
        if self.scoring == "mp":
            return (
                f"matchpoints (78A) against the {len(self.scores)} other results of board "
                f"{self.board} in {self.source}: {listed}; top {self.top}"
            )
        if len(self.scores) == 1:
            return f"IMPs (78B) against the other table's result in {self.source}: {listed}"
        return (
            f"IMPs (78B) against a datum of NS {self.other:+d} (the mean of the "
            f"{len(self.scores)} other results of board {self.board} in {self.source}"
            f"{', the highest and lowest left out' if len(self.scores) >= 5 else ''}, rounded "
            f"to 10: check the event's regulations): {listed}"
        )

    def weighted(
        self, outcomes: Sequence[tuple[ContractResult, float]], vulnerability: Vulnerability
    ) -> WeightedScore:
        """``outcomes`` (result, percent) scored against this field, then weighted."""
        if self.scoring == "mp":
            return weighted(outcomes, vulnerability, field=self.scores)
        return weighted(outcomes, vulnerability, other=self.other)

    def side(self, scored: WeightedScore, side: str) -> SideResult:
        """``side``'s own share of ``scored`` (worked out against this field)."""
        if self.scoring == "imp":
            ns = scored.imps or 0.0
            return SideResult(side, imps=round(ns if side == "NS" else -ns, 6) + 0.0)
        mp = scored.matchpoints or 0.0
        own = mp if side == "NS" else self.top - mp
        percent = round(100.0 * own / self.top, 2) if self.top else 0.0
        return SideResult(side, matchpoints=round(own, 6), top=self.top, percent=percent)

    def artificial(self, side: str, value: float) -> SideResult:
        """An artificial score (12C2) in the field's units: ``value`` is percent in pairs,
        IMPs at teams."""
        if self.scoring == "imp":
            return SideResult(side, imps=value)
        return SideResult(
            side, matchpoints=round(value * self.top / 100, 6), top=self.top, percent=value
        )
