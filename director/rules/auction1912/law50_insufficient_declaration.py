"""Auction Bridge 1912, Law 50 — an insufficient declaration.

Irregularity
    A declaration that does not exceed the last one by the code's count (44).

Rectification
    Either adversary may demand the penalty, but only before an adversary of the offender has
    passed, doubled or declared over it (50). On demand the offender must make his
    declaration sufficient (our reading: the same denomination, at a sufficient number of
    tricks), and his partner may make no further declaration unless an adversary afterwards
    bids or doubles (the bar lifts then). Without a demand, or once an adversary has called
    over it, no penalty can be exacted: the declaration stands as made and the auction goes
    on with the calls as made; a later declaration must be sufficient over both it and the
    higher declaration it failed to overcall (44: the game's ``to_overcall``).

    Three-handed Auction (its L4: the bidding as in Auction, each on his own account): the
    adversaries are the two other players and either may demand; "before an adversary has
    passed, doubled or declared" is before the next player calls; there is no partner to
    debar, so the penalty is the sufficient declaration alone (the ruling says so).

Example
    Dealer N: ``1H 1S`` (1S is worth 2, 1H 8).

See also
    Law 44 (what a declaration is worth); the impossible declaration
    (:mod:`director.rules.auction1912.law50_impossible_declaration`); ``director law 50
    --edition auction-bridge-1912``.
"""

from __future__ import annotations

from collections.abc import Generator

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Wait
from director.game.auction_bridge_1912 import AuctionBridge1912
from director.model.call import Bid
from director.rules.auction1912._common import ask_adversary, debar_partner, not_ruled, too_late
from director.rules.common.auction import name


def rule(ctx: Context) -> Generator[Wait, CallEvent, None]:
    event = ctx.event
    assert isinstance(event, CallEvent) and isinstance(event.call, Bid)
    off, bid = ctx.offender, event.call
    partner = ctx.game.partner(off)
    bar = (
        f"{name(partner)} may make no further declaration unless an adversary later bids or doubles"
        if partner is not None
        else "there is no partner to debar (4)"
    )
    pending_bar = (
        f"{name(partner)} may not declare until an adversary bids or doubles"
        if partner is not None
        else "there is no partner to debar (4)"
    )
    top = ctx.game.to_overcall(ctx.auction.calls)  # 44: the declaration to overcall
    lowest = ctx.game.lowest_sufficient(bid.strain, top, bid.royal)
    if too_late(ctx, str(bid)):
        _stands(
            ctx,
            event,
            f"{name(ctx.game.next_seat(off))} called over {bid} before any demand: the "
            "penalty can no longer be exacted (50).",
        )
        return
    if not ctx.game.is_legal_level(lowest):
        ctx.cancel_event(event)
        game = ctx.game
        assert isinstance(game, AuctionBridge1912)
        highest = Bid(game.max_level, bid.strain, bid.royal)
        assert top is not None
        not_ruled(
            ctx,
            "50",
            f"{name(off)}'s {bid} is insufficient and no declaration in its denomination is "
            f"sufficient: {highest}, the highest, is worth {game.points(highest)} points, "
            f"{top} {game.points(top)} (44). The penalty of Law 50, making it "
            "sufficient, cannot be applied as the law states it.",
        )
    demand = ask_adversary(
        ctx,
        "demand",
        "50",
        f"{name(off)}'s {bid} is insufficient. Demand the penalty?",
        [(True, "demand it", f"50: {name(off)} must make it sufficient ({lowest} or more); "
          f"{bar}."),
         (False, "no demand",
          f"50: no penalty; {bid} stands as made and the auction goes on (a later declaration "
          "must be sufficient over every declaration made, 44).")],
    )  # fmt: skip
    if not demand:
        _stands(ctx, event, f"No adversary demanded the penalty for {bid}.")
        return
    ctx.cancel_event(event)
    ctx.say("50", f"{name(off)} must make his declaration sufficient: {lowest} or more.")
    replacement = yield Wait(
        off,
        "50",
        ((f"{lowest} or more in the same denomination",
          f"50: it stands; {pending_bar}."),
         ("any other call",
          "50: the law names only the declaration made sufficient: the ruling stops and the "
          "director rules."),),
    )  # fmt: skip
    call = replacement.call
    if not (
        isinstance(call, Bid)
        and call.denomination == bid.denomination
        and ctx.auction.is_sufficient(call)
        and ctx.game.is_legal_level(call)
    ):
        ctx.cancel_event(replacement)
        not_ruled(
            ctx,
            "50",
            f"{name(off)} put {call} in place of {bid}, not {bid} made sufficient in its "
            "denomination.",
        )
    ctx.accept(off, call, replacement.index)
    ctx.say("50", f"{name(off)} made his declaration sufficient: {call}.")
    debar_partner(ctx, "50")


def _stands(ctx: Context, event: CallEvent, why: str) -> None:
    """50: no penalty exacted (none demanded, or too late): the declaration stands as made
    and the auction goes on; a later declaration must be sufficient over it and over the
    higher one it failed to overcall (44)."""
    assert isinstance(event.call, Bid)
    top = ctx.game.to_overcall(ctx.auction.calls)
    ctx.accept(ctx.offender, event.call, event.index)
    ctx.say(
        "50",
        f"{why} The code prescribes no other penalty: {event.call} stands as made and the "
        f"auction goes on with the calls as made; a later declaration is sufficient only "
        f"over both {event.call} and {top} (44).",
    )
