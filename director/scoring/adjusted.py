"""Adjusted scores (Law 12C): artificial scores (12C2) and weighted assigned scores (12C1(c)).

Artificial scores follow responsibility for the irregularity (12C2(a)): average plus to a
contestant in no way at fault, average to one only partly at fault, average minus to one
directly at fault. In pairs they are at least 60%, 50% and at most 40% of the matchpoints; at
IMPs average plus and minus are +3 and -3 IMPs (12C2(b)). The Regulating Authority, or the
Tournament Organizer with its approval, may vary these (12C2(b), 12C2(d), 78D, 86B3).

A weighted assigned score (12C1(c)) mixes several results that could legally have been
reached, each with a probability. Each result is scored by Law 77; the weighted score in
points is their weighted mean. For matchpoints and IMPs each result is compared on its own
with the other results of the board (or the other table's score) and the matchpoints or IMPs
are then weighted: comparing the mean in points instead would give a different, wrong answer.
Every score here is North-South's; East-West's is the complement.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Literal

from director.errors import DirectorError
from director.model.board import Vulnerability
from director.model.seat import Seat
from director.scoring.contract import ContractResult
from director.scoring.imps import imps
from director.scoring.law77 import ns_score
from director.scoring.matchpoints import matchpoints_against, top

__all__ = [
    "ArtificialKind",
    "ArtificialScore",
    "InvalidAdjustmentError",
    "Scoring",
    "WeightedOutcome",
    "WeightedScore",
    "artificial",
    "parse_outcomes",
    "weighted",
]

ArtificialKind = Literal["avg+", "avg", "avg-"]
Scoring = Literal["mp", "imp"]
KINDS: tuple[ArtificialKind, ...] = ("avg+", "avg", "avg-")
SCORINGS: tuple[Scoring, ...] = ("mp", "imp")


class InvalidAdjustmentError(DirectorError, ValueError):
    """An adjusted score that cannot be given as asked (weights not adding to 100 ...)."""


@dataclasses.dataclass(frozen=True)
class ArtificialScore:
    """An artificial adjusted score (12C2) with the laws it rests on and its caveats."""

    kind: ArtificialKind
    scoring: Scoring
    name: str  # "average plus"
    responsibility: str  # to whom it goes
    value: float  # percent of the matchpoints (mp) or IMPs (imp)
    unit: str  # "%" or "IMPs"
    bound: str  # "at least", "exactly" or "at most" (the Law's wording of the pairs values)
    law: str
    notes: tuple[str, ...]

    @property
    def amount(self) -> str:
        """The score in its own units: ``at least 60%``, ``50%``, ``-3 IMPs``, ``0 IMPs``."""
        if self.unit == "%":
            amount = f"{self.value:g}%"
            return amount if self.bound == "exactly" else f"{self.bound} {amount}"
        return f"{self.value:+g} IMPs" if self.value else "0 IMPs"

    @property
    def text(self) -> str:
        """``average plus: at least 60% (12C2(a))``, ``average minus: -3 IMPs (12C2(b))``."""
        return f"{self.name}: {self.amount} ({self.law})"

    def to_dict(self) -> dict[str, Any]:
        return {**dataclasses.asdict(self), "notes": list(self.notes), "text": self.text}


_NAMES: dict[ArtificialKind, tuple[str, str]] = {
    "avg+": ("average plus", "a contestant in no way at fault"),
    "avg": ("average", "a contestant only partly at fault"),
    "avg-": ("average minus", "a contestant directly at fault"),
}
_PAIRS: dict[ArtificialKind, tuple[float, str]] = {
    "avg+": (60.0, "at least"),
    "avg": (50.0, "exactly"),
    "avg-": (40.0, "at most"),
}
_IMPS: dict[ArtificialKind, float] = {"avg+": 3.0, "avg": 0.0, "avg-": -3.0}
_SESSION_NOTE = {
    "avg+": "12C2(c): a non-offending contestant whose session score is above 60%{e} gets "
    "its own percentage on the session's other boards instead",
    "avg-": "12C2(c): an offending contestant whose session score is below 40%{e} gets its "
    "own percentage on the session's other boards instead",
}
_MULTIPLE_NOTE = (
    "12C2(d): the Regulating Authority may set other scores for a contestant that misses "
    "results on several boards in one session"
)
_VARY_NOTE = (
    "12C2(b): the Tournament Organizer may vary the IMP values with the Regulating "
    "Authority's approval (see 78D, 86B3)"
)
_TEAMS_NOTE = (
    "86B2(b): in team play, when only one side was at fault, the non-offenders get average "
    "plus or an assigned score, whichever is better, and the offenders the complement"
)
_REGULATION_NOTE = (
    "a Regulating Authority may vary these values by regulation: check the event's "
    "conditions of contest"
)
_IMP_AVERAGE_NOTE = (
    "12C2(b) gives IMP values only for average plus and minus; average is taken as 0 IMPs, "
    "the neutral result"
)


def artificial(kind: ArtificialKind, scoring: Scoring) -> ArtificialScore:
    """The artificial adjusted score ``kind`` in a matchpoint (``mp``) or IMP (``imp``) event.

    >>> artificial("avg+", "imp").text
    'average plus: +3 IMPs (12C2(b))'
    """
    if kind not in KINDS:
        raise InvalidAdjustmentError(
            f"invalid artificial score {kind!r} (expected avg+, avg or avg-)"
        )
    if scoring not in SCORINGS:
        raise InvalidAdjustmentError(f"invalid scoring {scoring!r} (expected mp or imp)")
    name, responsibility = _NAMES[kind]
    notes: list[str] = []
    if scoring == "mp":
        value, bound = _PAIRS[kind]
        unit, law = "%", "12C2(a)"
        if kind in _SESSION_NOTE:
            notes.append(_SESSION_NOTE[kind].format(e=""))
    else:
        value, bound, unit = _IMPS[kind], "exactly", "IMPs"
        if kind == "avg":
            law = "12C2(a)"
            notes.append(_IMP_AVERAGE_NOTE)
        else:
            law = "12C2(b)"
            notes.append(_SESSION_NOTE[kind].format(e=" (or the IMP equivalent)"))
            notes.append(_VARY_NOTE)
            if kind == "avg+":
                notes.append(_TEAMS_NOTE)
    notes.append(_MULTIPLE_NOTE)
    notes.append(_REGULATION_NOTE)
    return ArtificialScore(
        kind, scoring, name, responsibility, value, unit, bound, law, tuple(notes)
    )


@dataclasses.dataclass(frozen=True)
class WeightedOutcome:
    """One result of a weighted score: its weight (percent) and North-South's score for it."""

    result: ContractResult
    weight: float
    score: int  # North-South's Law 77 score
    matchpoints: int | None = None  # North-South's, against the field
    imps: int | None = None  # North-South's, against the other table

    def to_dict(self) -> dict[str, Any]:
        return {
            "result": str(self.result),
            "weight": self.weight,
            "score": self.score,
            "matchpoints": self.matchpoints,
            "imps": self.imps,
        }


@dataclasses.dataclass(frozen=True)
class WeightedScore:
    """A weighted assigned score (12C1(c)), North-South's point of view.

    ``points`` is the weighted mean of the Law 77 scores. With a ``field`` (North-South's
    scores at the other tables) ``matchpoints`` are the weighted matchpoints out of ``top``;
    with ``other`` (North-South's score at the other table) ``imps`` are the weighted IMPs.
    """

    outcomes: tuple[WeightedOutcome, ...]
    vulnerability: Vulnerability
    points: float
    field: tuple[int, ...] | None = None
    top: int | None = None
    matchpoints: float | None = None
    other: int | None = None
    imps: float | None = None
    law: str = "12C1(c)"

    @property
    def percentage(self) -> float | None:
        if self.matchpoints is None or not self.top:
            return None
        return round(100.0 * self.matchpoints / self.top, 6)

    @property
    def ew_matchpoints(self) -> float | None:
        if self.matchpoints is None or self.top is None:
            return None
        return round(self.top - self.matchpoints, 6)

    @property
    def ew_percentage(self) -> float | None:
        pct = self.percentage
        return None if pct is None else round(100.0 - pct, 6)

    @property
    def ew_imps(self) -> float | None:
        return None if self.imps is None else 0.0 - self.imps

    def to_dict(self) -> dict[str, Any]:
        return {
            "law": self.law,
            "vulnerability": str(self.vulnerability),
            "outcomes": [o.to_dict() for o in self.outcomes],
            "points": {"NS": self.points, "EW": 0.0 - self.points},
            "field": list(self.field) if self.field is not None else None,
            "matchpoints": None
            if self.matchpoints is None
            else {
                "top": self.top,
                "NS": self.matchpoints,
                "EW": self.ew_matchpoints,
                "NS_percent": self.percentage,
                "EW_percent": self.ew_percentage,
            },
            "other": self.other,
            "imps": None if self.imps is None else {"NS": self.imps, "EW": self.ew_imps},
        }


def weighted(
    outcomes: Sequence[tuple[ContractResult, float]],
    vulnerability: Vulnerability,
    *,
    field: Sequence[int] | None = None,
    other: int | None = None,
) -> WeightedScore:
    """Weight ``outcomes`` (result, percent); the percentages must add up to 100.

    ``field``: North-South's scores at the other tables, to matchpoint each outcome against;
    ``other``: North-South's score at the other table, to IMP each outcome against.

    >>> s = weighted([(ContractResult.parse("4S= by S"), 60),
    ...               (ContractResult.parse("4S-1 by S"), 40)], Vulnerability.NONE, other=420)
    >>> s.points, s.imps
    (232.0, -4.0)
    """
    if not outcomes:
        raise InvalidAdjustmentError("a weighted score needs at least one outcome")
    for result, weight in outcomes:
        if not 0 < weight <= 100:
            raise InvalidAdjustmentError(
                f"weight {weight:g}% for {str(result)!r}: a weight is a percentage above 0, "
                "at most 100"
            )
    total = sum(weight for _, weight in outcomes)
    if abs(total - 100) > 1e-6:
        listed = " + ".join(f"{w:g}%" for _, w in outcomes)
        raise InvalidAdjustmentError(f"weights add up to {total:g}% ({listed}), not 100%")
    if field is not None and not field:
        raise InvalidAdjustmentError("the field is empty: give the other tables' scores")
    scored: list[WeightedOutcome] = []
    for result, weight in outcomes:
        ns = ns_score(result, vulnerability)
        scored.append(
            WeightedOutcome(
                result,
                weight,
                ns,
                matchpoints_against(ns, field) if field is not None else None,
                imps(ns - other) if other is not None else None,
            )
        )

    def mean(values: Sequence[float]) -> float:
        return round(sum(o.weight * v for o, v in zip(scored, values, strict=True)) / 100, 6)

    return WeightedScore(
        outcomes=tuple(scored),
        vulnerability=vulnerability,
        points=mean([o.score for o in scored]),
        field=tuple(field) if field is not None else None,
        top=top(len(field) + 1) if field is not None else None,
        matchpoints=mean([o.matchpoints or 0 for o in scored]) if field is not None else None,
        other=other,
        imps=mean([o.imps or 0 for o in scored]) if other is not None else None,
    )


def parse_outcomes(text: str, declarer: Seat | None = None) -> list[tuple[ContractResult, float]]:
    """Outcomes as a director gives them: results with percentages, separated by commas or
    semicolons (``'4S-1 by S 60%, 3S+1 by S 40%'``); one result alone is 100%. A result
    naming no declarer is ``declarer``'s.

    >>> [(str(r), w) for r, w in parse_outcomes("4S= 60%; 4S-1 40%", Seat.SOUTH)]
    [('4S= by S', 60.0), ('4S-1 by S', 40.0)]

    :raises InvalidAdjustmentError: naming the outcome at fault.
    """
    from director.scoring.contract import InvalidContractError, parse_result

    parts = [p.strip() for p in text.replace(";", ",").split(",")]
    if not any(parts):
        raise InvalidAdjustmentError("no outcome given (e.g. '4S-1 by S 60%, 3S+1 by S 40%')")
    out: list[tuple[ContractResult, float]] = []
    for part in parts:
        body, weight = part, 100.0
        if part.endswith("%"):
            head = part[:-1].rstrip()
            cut = len(head)
            while cut and head[cut - 1] in "0123456789.":
                cut -= 1
            number, body = head[cut:], head[:cut].rstrip(" \t@:")
            try:
                weight = float(number)
            except ValueError:
                raise InvalidAdjustmentError(
                    f"outcome {part[:60]!r}: expected a result and its weight, e.g. '4S= 40%'"
                ) from None
        elif len(parts) > 1:
            raise InvalidAdjustmentError(
                f"outcome {part[:60]!r}: several outcomes each need a percentage, e.g. '4S= 40%'"
            )
        try:
            result = parse_result(body)
        except InvalidContractError as e:
            raise InvalidAdjustmentError(str(e)) from None
        if result.declarer is None and not result.passed_out:
            result = result.with_declarer(declarer)
        out.append((result, weight))
    for result, weight in out:
        if not 0 < weight <= 100:
            raise InvalidAdjustmentError(
                f"weight {weight:g}% for {str(result)!r}: above 0, at most 100"
            )
    total = sum(w for _, w in out)
    if abs(total - 100) > 1e-6:
        raise InvalidAdjustmentError(f"weights add up to {total:g}%, not 100%")
    return out
