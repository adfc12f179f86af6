"""Values a ruling takes from the regulator profile, checked against the Law's limits."""

from __future__ import annotations

from director.regulator.profile import Election, InvalidProfileError, Profile

__all__ = ["artificial_value"]

_KEYS = {"avg+": "avg_plus", "avg": "average", "avg-": "avg_minus"}
# 12C2(a): in pairs average plus is at least 60%, average 50%, average minus at most 40%.
_PAIRS_LIMIT = {"avg+": (60.0, 100.0), "avg": (50.0, 50.0), "avg-": (0.0, 40.0)}


def artificial_value(profile: Profile, kind: str, scoring: str) -> tuple[float, Election]:
    """The artificial adjusted score ``kind`` (avg+, avg, avg-) at ``scoring`` (mp, imp) in
    percent or IMPs, and the 12C2 election it comes from.

    :raises InvalidProfileError: the profile has no 12C2 value for it, or (pairs) a value
        outside what 12C2(a) allows.
    """
    election = profile.election("12C2")
    value = election.value(f"{scoring}_{_KEYS[kind]}")
    if scoring == "mp":
        low, high = _PAIRS_LIMIT[kind]
        if not low <= value <= high:
            raise InvalidProfileError(
                f"regulator {profile.name!r}: 12C2 {scoring}_{_KEYS[kind]} = {value:g}% is "
                f"outside what Law 12C2(a) allows ({low:g}%-{high:g}%)"
            )
    return value, election
