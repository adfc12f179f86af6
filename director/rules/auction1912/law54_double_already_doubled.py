"""Auction Bridge 1912, Law 54 — a double the code does not allow (the full code: not in
the seed).

Irregularity
    A double or redouble the auction does not admit (43: only an adversary's last
    declaration is doubled, only an adversary's double redoubled). Law 54 of the full code
    says a declaration is doubled once and redoubled once, no more, and forbids doubling
    one's partner's declaration or redoubling his double.

Rectification
    Neither law names a penalty. The case the code's Card Committee decided (Case 6, in the
    printing the catalog's laws 53-57 come from): the doubler's partner doubles the same
    declaration again, in his turn. The double is irregular but unpenalised: the
    prohibition exists so that the value is not raised, so the declaration stays merely
    doubled, the call counts in the rotation, and the auction goes on to a contract and a
    score. Any other inadmissible double or redouble: the ruling names Law 43 and stops (the
    director rules, as before).

Example
    Dealer N: ``1H X P X P P P`` (West doubles the 1H his partner East has doubled: 1HX by
    North).

See also
    Law 43 (the calls); ``director law 54 --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Double
from director.rules.auction1912._common import not_ruled
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    partner = ctx.game.partner(off)
    last = ctx.auction.last_action()
    bid = ctx.auction.last_bid()
    if not (
        isinstance(call, Double)
        and off is ctx.turn
        and partner is not None
        and last is not None
        and last[0] is partner
        and isinstance(last[1], Double)
        and bid is not None
    ):
        ctx.out.law = "43"
        not_ruled(ctx, "43", f"{ctx.spec.title} falls under Law 43.")
    assert bid is not None
    declaration = f"{name(bid[0])}'s {bid[1]}"
    ctx.out.law = "54"
    ctx.say(
        "54",
        f"{name(off)} doubled {declaration}, which his partner {name(partner)} had already "
        "doubled: Law 54 of the full code (not in the seed) allows a declaration one double.",
    )
    ctx.accept(off, call, event.index)
    ctx.say(
        "54",
        "The code prescribes no penalty (its Card Committee's decision, Case 6: the score "
        f"counts): {declaration} stays merely doubled, the second double adds nothing, and "
        f"the auction goes on: {name(ctx.game.next_seat(off))} calls next.",
    )
