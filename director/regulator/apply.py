"""Values a ruling takes from the regulator profile, checked against the Law's limits, and
how a ruling records the election it applied (named in its steps and its JSON)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, cast

from director.regulator.profile import STATUS_TEXT, Election, InvalidProfileError, Profile

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.scoring.adjusted import ArtificialScore

__all__ = ["applied", "artificial_value", "check_edition", "regulated_artificial"]

_KEYS = {"avg+": "avg_plus", "avg": "average", "avg-": "avg_minus"}
# 12C2(a): in pairs average plus is at least 60%, average 50%, average minus at most 40%.
_PAIRS_LIMIT = {"avg+": (60.0, 100.0), "avg": (50.0, 50.0), "avg-": (0.0, 40.0)}


def artificial_value(profile: Profile, kind: str, scoring: str) -> tuple[float, Election]:
    """The artificial adjusted score ``kind`` (avg+, avg, avg-) at ``scoring`` (mp, imp) in
    percent or IMPs, and the 12C2 election it comes from.

    :raises InvalidProfileError: the profile has no 12C2 value for it, or (pairs) a value
        outside what 12C2(a) allows.
    """
    try:
        election = profile.election("12C2")
        value = election.value(f"{scoring}_{_KEYS[kind]}")
    except InvalidProfileError as e:
        raise InvalidProfileError(f"regulator {profile.name!r}: {e}") from None
    if scoring == "mp":
        low, high = _PAIRS_LIMIT[kind]
        if not low <= value <= high:
            raise InvalidProfileError(
                f"regulator {profile.name!r}: 12C2 {scoring}_{_KEYS[kind]} = {value:g}% is "
                f"outside what Law 12C2(a) allows ({low:g}%-{high:g}%)"
            )
    return value, election


def regulated_artificial(
    profile: Profile, kind: str, scoring: str
) -> tuple[ArtificialScore, Election]:
    """The Law's artificial score (12C2(a)/(b)) with the profile's value where it sets
    another: that value exactly, with a note naming the regulator."""
    from director.scoring.adjusted import ArtificialKind, Scoring, artificial

    art = artificial(cast(ArtificialKind, kind), cast(Scoring, scoring))
    value, election = artificial_value(profile, kind, scoring)
    if value != art.value:
        amount = f"{value:g}%" if art.unit == "%" else f"{value:g} {art.unit}"
        note = f"{election.ref}: {amount} is the value of regulator {profile.label}"
        art = dataclasses.replace(art, value=value, bound="exactly", notes=(note, *art.notes))
    return art, election


def check_edition(profile: Profile, edition: str) -> None:
    """A profile records elections under one edition of the Laws: refuse it for another."""
    if profile.edition != edition:
        raise InvalidProfileError(
            f"regulator {profile.name!r} records elections under {profile.edition}; the "
            f"incident is ruled under {edition}"
        )


def applied(ctx: Context, ref: str, law: str, text: str) -> Election | None:
    """The selected profile's election under ``ref``, recorded in the ruling (its steps and
    ``elections``) as applied at step ``law``, after ``text`` (what it means here); None
    when no regulator was chosen or the profile has no election there."""
    from director.engine.ruling import ElectionApplied, ElectionSource

    profile: Profile | None = ctx.regulator
    if profile is None:
        return None
    found = [e for e in profile.elections if e.ref == ref]
    if not found:
        return None
    election = found[0]
    ctx.out.elections.append(
        ElectionApplied(
            profile=profile.name,
            profile_title=profile.title,
            ref=election.ref,
            law=law,
            topic=election.topic,
            status=election.status,
            choice=election.choice,
            values=dict(election.values),
            source=None
            if election.source is None
            else ElectionSource(**dataclasses.asdict(election.source)),
            unsourced=election.unsourced,
        )
    )
    ctx.say(
        law,
        f"{text} Regulator {profile.label}, election {election.ref} "
        f"({STATUS_TEXT[election.status]}): {election.choice.rstrip('.')} ({election.cited}).",
    )
    return election
