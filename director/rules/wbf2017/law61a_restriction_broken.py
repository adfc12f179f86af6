"""Law 61A — a card against a lead or play restriction in force is a revoke: what the
awaited card sets off when it breaks one.

Irregularity
    A lead or play restriction chosen in rectification is in force (26B, 50D2, 51B, 54D,
    56B, 57A) and the next card is awaited.

Rectification
    A card that breaks it while the player could comply is a revoke (61A), ruled under
    Laws 62-64; one he could not comply with breaks nothing (59). The table states it while
    the card is awaited; an older code whose revoke law does not govern a lead against a
    call names its own law instead (``citations.lead_against_restriction``).

Example
    Declarer prohibits a spade lead (26B) and the record stops before it: "a spade while he
    holds another suit" would be "61A: a revoke (26B prohibits a spade lead ...)".

See also
    Laws 26B, 50D2, 51B, 54D, 56B, 57A, 59, 61-64.
"""

from __future__ import annotations

__all__ = ["lead_prohibited", "lead_required", "play_required"]


def lead_required() -> str:
    """A lead of another suit while he holds one of the suit required."""
    return "61A: a revoke (failing to lead as a rectification requires)."


def lead_prohibited(law: str, suit: str, span: str) -> str:
    """A lead of the ``suit`` prohibited under ``law`` (``span``: for how long) while he
    holds another suit."""
    return f"61A: a revoke ({law} prohibits a {suit} lead{span})."


def play_required() -> str:
    """Another card than the play declarer required, when he could comply."""
    return "61A: a revoke (failing to play as a rectification requires)."
