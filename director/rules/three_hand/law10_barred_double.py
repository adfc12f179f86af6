"""Three-handed Auction, Law 10 — a double by the player barred from doubling.

Irregularity
    After a double out of turn was disallowed (10), the other player doubles that same
    declaration before any new declaration is made.

Rectification
    Law 10 forbids the double but gives no rectification for it: the ruling names 10 and
    stops, the director applying the code himself.

Example
    Dealer N: ``1H S:X E:X`` with South's double disallowed.

See also
    The double out of turn (:mod:`director.rules.three_hand.law10_double_out_of_turn`);
    ``director law 10 --edition three-hand-auction``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.rules.auction1912._common import not_ruled
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    ctx.cancel_event(event)
    last = ctx.auction.last_bid()
    what = f"{name(last[0])}'s {last[1]}" if last is not None else "the declaration"
    not_ruled(
        ctx,
        "10",
        f"{name(ctx.offender)} doubled {what}, which he may not double: an earlier double "
        "out of turn of it was disallowed (10). Law 10 names no rectification for it.",
    )
