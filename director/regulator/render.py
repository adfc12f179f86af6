"""Elections as text lines and JSON, and the elections a ruling depends on."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from director.catalog.ref import LawRef
from director.regulator.profile import STATUS_TEXT, Election, Profile

if TYPE_CHECKING:
    from director.engine.ruling import Ruling

__all__ = ["election_lines", "for_ruling", "to_json"]


def election_lines(profile: Profile, elections: Iterable[Election], heading: str) -> list[str]:
    """``heading`` then, per election: its section, topic, status, choice and source."""
    lines = [f"{heading} - regulator {profile.label}:"]
    for e in elections:
        lines.append(f"  {e.ref} {e.topic}: {STATUS_TEXT[e.status]}. {e.choice}")
        lines.append(f"    {e.cited}")
        if e.note:
            lines.append(f"    note: {e.note}")
    return lines


def to_json(profile: Profile, origin: str, elections: Iterable[Election]) -> dict[str, Any]:
    return {
        **profile.to_dict(),
        "origin": origin,
        "elections": [e.to_dict() for e in elections],
    }


def _refs(ruling: Ruling) -> set[str]:
    refs: set[str] = set()
    for irr in ruling.irregularities:
        refs.add(irr.law)
        refs.update(irr.rectification.laws)
        refs.update(step.law for step in irr.steps)
        refs.update(e.ref for e in irr.elections)  # the elections it applied
        if irr.rectification.adjusted_score_review is not None or ruling.not_played:
            refs.update(("12C1(c)", "12C2"))  # an adjusted score may follow
    if ruling.not_played:
        refs.add(ruling.not_played)
    return refs


def for_ruling(profile: Profile, ruling: Ruling) -> list[Election]:
    """The profile's elections that bear on the laws this ruling applies or cites."""
    cited = []
    for ref in _refs(ruling):
        try:
            cited.append(LawRef.parse(ref))
        except ValueError:
            continue
    out = []
    for e in profile.elections:
        at = LawRef.parse(e.ref)
        if any(at.contains(r) or r.contains(at) for r in cited):
            out.append(e)
    return out
