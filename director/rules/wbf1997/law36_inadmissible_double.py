"""Law 36 (1997 code) — inadmissible doubles and redoubles.

Irregularity
    A double or redouble, in turn, that Law 19 does not permit.

Penalty
    If the LHO called before a penalty was assessed: Law 35A, no penalty. Otherwise the call
    is cancelled, the offender must substitute a legal call, his partner must pass for the
    rest of the auction (Law 23 review) and Law 26 lead penalties may apply (26B: the
    withdrawn call named no suit). Out of turn: Law 32 (not ruled here for an inadmissible
    call). The 1997 code has no rule for one found only after the opening lead (2017 36C).

Example
    Dealer N: ``1S X P X`` — West doubles, but East's double came after North's bid.

See also
    1997 Laws 19, 23, 26, 32, 35A; ``director law 36 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Redouble
from director.rules.common.auction import name
from director.rules.wbf1997._common import not_ruled, penalise_withdrawn
from director.rules.wbf1997.law35_inadmissible_condoned import condone_double, lho_called


def rule(ctx: Context) -> RuleGen | None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    if isinstance(call, Redouble):
        ctx.out.kind = "inadmissible-redouble"
    ctx.say("36", f"{name(off)}'s {call} is not permitted by Law 19.")
    if off != table.turn:
        not_ruled(ctx, "32", f"The inadmissible {call} was also out of turn (36: see Law 32).")
    lho_call = lho_called(ctx, "35A")
    if lho_call is not None:
        condone_double(ctx, lho_call)
        return None
    ctx.cancel_event(event)
    ctx.say("36", f"{call} is cancelled; {name(off)} must substitute a legal call.")
    penalise_withdrawn(ctx, "36", call, f"the cancelled {call}")
    return _substitute(ctx)


def _substitute(ctx: Context) -> RuleGen:
    final = yield Wait(
        ctx.offender,
        "36",
        (("any legal call", "It stands; his partner is barred for the rest of the auction."),),
    )
    ctx.table.process_call(final)
