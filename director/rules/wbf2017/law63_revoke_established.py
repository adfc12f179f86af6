"""Law 63A1 — a revoke becomes established when the offender or his partner plays to a
later trick: what the play driver says when it happens, and what a revoke not yet settled
sets off while the next card is awaited (62A, 63A1, 64A).

Irregularity
    A revoke stands in the trick and play goes on.

Rectification
    Until it is established it must be corrected when attention is drawn to it (62A); once
    the offender or his partner plays to a later trick it is established (63A1) and stands
    (63B), but one on trick 12 may still be corrected (62D1); an established revoke's trick
    transfer is known when play ends (64A).

Example
    South revokes on trick 5 and North leads to trick 6: "The revoke became established
    when North played to trick 6 ...; it can no longer be corrected (63B)."

See also
    Laws 61, 62 (correction), 64 (trick transfer).
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.seat import Seat
from director.rules.common.play import name

__all__ = ["established", "established_awaited", "open_awaited"]


def established(ctx: Context, seat: Seat, trick: int, event: int, on_trick_12: bool) -> None:
    """The revoke of ``ctx`` became established when ``seat`` played to ``trick`` (event
    ``event``); one on trick 12 may still be corrected (the edition's sections)."""
    citations = ctx.edition.citations
    stands, trick_12 = citations.revoke_stands, citations.trick_12
    ctx.say(
        "63A1",
        f"The revoke became established when {name(seat)} played to trick {trick} (event "
        f"{event}); "
        + (
            "being on trick 12 it must still be corrected if found before the hands go back "
            f"into the board ({stands}, {trick_12})."
            if on_trick_12
            else f"it can no longer be corrected ({stands})."
        ),
    )


def open_awaited(offender: Seat) -> str:
    """A revoke by ``offender`` not yet established nor corrected."""
    return (
        f"62A: it must be corrected if attention is drawn now (record "
        f"'{offender.letter}:correct:CARD'); 63A1: it becomes established when "
        f"{name(offender)} or his partner plays to a later trick."
    )


def established_awaited() -> str:
    """An established revoke, its trick transfer due at the end of play."""
    return (
        "64A: the trick transfer is known when play ends - record the cards, or the claim "
        "or concession."
    )
