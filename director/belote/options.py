"""The organiser's options (named variants of the rules), with the defaults this tool uses.

Defaults: the FFB's anticlockwise order (article 1C); the seed's game where it speaks: its
trick duties (article 9), melds (10C-10F), bids at all trumps and no trumps (3D), success
test (13A), every score multiplied by contre and surcontre (14C) and rounding down (14E);
160 for a lost deal (14B) and belote forfeited by a side that fails (10A). The FFB
competition values are named options: ``melds=none``, ``contre=ffb-2016``,
``success=ffb-2016``, ``all_trumps=no``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from director.errors import DirectorError
from director.model.seat import Seat

__all__ = ["OPTION_HELP", "InvalidBeloteError", "Options"]


class InvalidBeloteError(DirectorError, ValueError):
    """A Belote record, notation or result that cannot be read."""


OPTION_HELP: dict[str, tuple[tuple[str, ...], str]] = {
    "rotation": (("anticlockwise", "clockwise"), "order of dealing, calling and play (1C)"),
    "overtrump_partner": (("yes", "no"), "on a trump lead, beat partner's trump too (9B)"),
    "undertrump": (("yes", "no"), "void and unable to overtrump: still play a trump (9C)"),
    "trump_over_partner": (
        ("free", "must-beat"),
        "partner winning, void: a trump played must beat the trick (9D)",
    ),
    "success": (("seed", "ffb-2016"), "takers need more than the defence too (13A/13B)"),
    "rounding": (("down", "nearest", "none"), "rounding of points to tens (14E)"),
    "failure_points": (("160", "162"), "points for the side that wins a lost deal (14B)"),
    "belote_on_failure": (("lost", "kept"), "belote of a side whose contract fails (10A)"),
    "all_trumps": (("yes", "no"), "bids at all trumps (TA) and no trumps (SA) allowed (3D)"),
    "melds": (("seed", "none"), "melds announced at the first trick and scored (10C)"),
    "contre": (
        ("seed", "ffb-2016"),
        "contre, surcontre: every score multiplied, or the FFB table (14C, 14F)",
    ),
}


@dataclasses.dataclass(frozen=True)
class Options:
    rotation: str = "anticlockwise"
    overtrump_partner: str = "yes"
    undertrump: str = "yes"
    trump_over_partner: str = "free"
    success: str = "seed"
    rounding: str = "down"
    failure_points: str = "160"
    belote_on_failure: str = "lost"
    all_trumps: str = "yes"
    melds: str = "seed"
    contre: str = "seed"

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | None, where: str) -> Options:
        values: dict[str, str] = {}
        for key, raw in (data or {}).items():
            name = str(key).replace("-", "_")
            if name not in OPTION_HELP:
                known = ", ".join(OPTION_HELP)
                raise InvalidBeloteError(f"{where}: unknown option {key!r} (known: {known})")
            value = (
                {True: "yes", False: "no"}.get(raw, str(raw)) if isinstance(raw, bool) else str(raw)
            )
            allowed = OPTION_HELP[name][0]
            if value not in allowed:
                raise InvalidBeloteError(
                    f"{where}: option {key}={value!r} (expected {' or '.join(allowed)})"
                )
            values[name] = value
        return cls(**values)

    def changed(self) -> dict[str, str]:
        """The options that differ from the defaults."""
        base = Options()
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(base, f.name)
        }

    def after(self, seat: Seat) -> Seat:
        """The player who calls or plays after ``seat`` (article 1C)."""
        return seat.rho if self.rotation == "anticlockwise" else seat.lho

    def rounded(self, points: int) -> int:
        if self.rounding == "down":
            return points // 10 * 10
        if self.rounding == "nearest":
            return (points + 5) // 10 * 10
        return points
