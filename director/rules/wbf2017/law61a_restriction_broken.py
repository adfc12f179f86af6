"""Law 61A — a card against a lead or play restriction in force is a revoke: what the
awaited card sets off when it breaks one (the table states it while the card is awaited).

An older code whose own revoke law does not govern a lead against a call names its law
instead (``citations.lead_against_restriction``).

See also
    Laws 26B, 50D2, 51B, 54D, 56B, 57A (the restrictions), 59 (inability), 61-64.
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
