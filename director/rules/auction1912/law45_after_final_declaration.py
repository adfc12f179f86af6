"""Auction Bridge 1912, Law 45 — a call after the final declaration.

Irregularity
    A call after a declaration has been passed by the three other players; most often the
    maker of that declaration overbidding it.

Rectification
    45: a player may not overbid his own declaration once the three others have passed it;
    that declaration is final (46 names who plays it). The late call is of no effect (our
    reading of "cannot": the seed names no penalty).

    Three-handed Auction: a declaration passed by both other players is final (its L7, with
    45 by its L4); the ruling counts the others by the game.

Example
    Dealer N: ``1H P P P 2H``.

See also
    Law 46 (who plays the final declaration); three-handed Auction Laws 4 and 7;
    ``director law 45 --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Bid
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    ctx.cancel_event(event)
    last = ctx.auction.last_bid()
    if last is None:  # pragma: no cover - the dealer must declare (42)
        ctx.say("45", f"The auction has ended; {name(off)}'s {call} does not count.")
        return
    seat, final = last
    others = {3: "three", 2: "two"}[len(ctx.game.seats) - 1]
    closed = ctx.auction.final
    if closed is not None:  # 50: an adversary made an earlier declaration final
        seat, made = ctx.auction.calls[closed]
        ctx.say(
            "50",
            f"The auction ended when {name(seat)}'s {made} was made final (50): "
            f"{name(off)}'s {call} after it does not count.",
        )
    elif seat == off and isinstance(call, Bid):
        ctx.say(
            "45",
            f"{name(off)} may not overbid his own declaration {final} once the {others} others "
            f"have passed it: {final} is the final declaration and {call} does not count.",
        )
    else:
        ctx.say(
            "45",
            f"The {others} others passed {name(seat)}'s {final}: it is the final declaration, and "
            f"{name(off)}'s {call} after it does not count.",
        )
