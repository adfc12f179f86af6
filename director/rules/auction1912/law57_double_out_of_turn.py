"""Auction Bridge 1912, Law 57 — a double out of turn (the full code: not in the seed).

Irregularity
    A double of the last declaration, made when it was another player's turn. A double is
    no declaration, so Law 49 (declarations) does not govern it: the code's own law on it is
    57, in its chapter on doubling (catalog ``laws/auction-bridge-1912/57.toml``, read from
    the full 1912 code as Work printed it, 1913).

Rectification
    57: either adversary of the doubler may demand a new deal. The law gives nothing else:
    without the demand the double stands, and our reading of the rotation is Law 49's for a
    declaration let stand — the bidding goes on as if the double had been made in turn (the
    doubler's left-hand adversary calls next). A redouble out of turn: Law 57 names a double
    only and the seed nothing; the ruling names 57 and stops.

Example
    Dealer N: ``1H 2C N:X`` (North doubled East's 2C at South's turn).

See also
    Law 49 (:mod:`director.rules.auction1912.law49_declaration_out_of_turn`); three-hand
    Law 10 (:mod:`director.rules.three_hand.law10_double_out_of_turn`); ``director law 57
    --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Double
from director.model.kind import Kind
from director.rules.auction1912._common import ask_adversary, not_ruled
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call, turn = ctx.offender, event.call, ctx.turn
    ctx.out.kind, ctx.out.law = Kind.DOUBLE_OUT_OF_TURN, "57"
    what = "Double" if isinstance(call, Double) else "Redouble"
    ctx.out.summary = f"{what} out of turn: {name(off)}, event {event.index} ({event})"
    if not isinstance(call, Double):
        ctx.cancel_event(event)
        not_ruled(
            ctx,
            "57",
            f"{name(off)} redoubled at {name(turn)}'s turn. Law 57 names a double out of "
            "turn only, and Law 49 declarations.",
        )
    last = ctx.auction.last_bid()
    assert last is not None  # a double of nothing is inadmissible, ruled before (43)
    doubled = f"{name(last[0])}'s {last[1]}"
    ctx.say(
        "57",
        f"{name(off)} doubled {doubled} at {name(turn)}'s turn. A double is no declaration, "
        "so Law 49 does not apply: Law 57 of the full code (not in the seed) governs it.",
    )
    following = ctx.game.next_seat(off)
    choice = ask_adversary(
        ctx,
        "election",
        "57",
        f"{name(off)} doubled {doubled} out of turn. Does either adversary demand a new deal?",
        [("new-deal", "a new deal", "57: the cards are dealt again; this deal is not played."),
         ("stand", "no demand",
          f"57: no other penalty; the double stands as if made in turn and {name(following)} "
          "calls next.")],
    )  # fmt: skip
    if choice == "new-deal":
        ctx.cancel_event(event)
        ctx.deal_again("57")
        ctx.say("57", "An adversary demanded a new deal: the double and this deal are void.")
        return
    ctx.accept(off, call, event.index)
    ctx.say(
        "57",
        f"No new deal is demanded; the code prescribes no other penalty. It does not say what "
        f"becomes of the double: read as Law 49 reads a declaration out of turn that is let "
        f"stand, {doubled} is doubled as if in turn, and {name(following)} calls next.",
    )
