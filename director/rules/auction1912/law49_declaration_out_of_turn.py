"""Auction Bridge 1912, Law 49 — a declaration out of turn.

Irregularity
    A declaration (a bid, not a pass) made when it was another player's turn.

Rectification
    Either adversary of the offender elects (49): a new deal, or the declaration stands and
    the bidding goes on as though it had been made in turn (the offender's left-hand
    adversary calls next). A pass out of turn is no declaration and has no penalty
    (:mod:`law49_pass_out_of_turn`); a double out of turn is Law 57's
    (:mod:`law57_double_out_of_turn`).

Example
    Dealer N: ``1H S:2C`` (South bid at East's turn).

See also
    Three-handed Auction Laws 5 and 6
    (:mod:`director.rules.three_hand.law05_declaration_out_of_turn`); ``director law 49
    --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Bid, Pass
from director.rules.auction1912 import law49_pass_out_of_turn, law57_double_out_of_turn
from director.rules.auction1912._common import ask_adversary, not_ruled
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    whose = name(ctx.turn)
    if isinstance(call, Pass):
        law49_pass_out_of_turn.rule(ctx)
        return
    if not isinstance(call, Bid):
        law57_double_out_of_turn.rule(ctx)
        return
    choice = ask_adversary(
        ctx,
        "election",
        "49",
        f"{name(off)} declared {call} at {whose}'s turn. A new deal, or let it stand?",
        [("new-deal", "a new deal", "49: the cards are dealt again; this deal is not played."),
         ("stand", "let it stand", f"49: {call} stands as if made in turn; {name(off.lho)} "
          "calls next.")],
    )  # fmt: skip
    if choice == "new-deal":
        ctx.cancel_event(event)
        ctx.deal_again("49")
        ctx.say("49", f"An adversary demanded a new deal: {call} and this deal are void.")
        return
    if not ctx.auction.is_sufficient(call):
        ctx.cancel_event(event)
        not_ruled(
            ctx,
            "49",
            f"{call} stands under 49, but it does not exceed the last declaration (44).",
        )
    ctx.accept(off, call, event.index)
    ctx.say(
        "49",
        f"{call} stands and the bidding continues as if it had been in order: "
        f"{name(off.lho)} calls next.",
    )
