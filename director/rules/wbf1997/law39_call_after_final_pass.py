"""Law 39 (1997 code) — call after the final pass.

Irregularity
    A call made after the auction has ended.

Penalty
    The call is cancelled. If the LHO called before a penalty was assessed: Law 35D - it and
    every later call are cancelled without penalty. A pass by a defender, or any call by the
    future declarer or dummy: no penalty (39A). A bid, double or redouble by a defender: Law
    26 lead penalties may apply (39B) - for a suit bid, 26A2 lets declarer require or
    prohibit that suit at the partner's first lead (2017 39C: prohibit only).

Example
    Dealer N: ``1S P P P W:2H`` — West, a defender, bids after the final pass.

See also
    1997 Laws 26, 35D; ``director law 39 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.common.auction import name
from director.rules.wbf1997._common import lead_penalties_26, unauthorised_16c2
from director.rules.wbf1997.law35_inadmissible_condoned import (
    condone_after_final_pass,
    lho_called,
)


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    ctx.say("39", f"The auction had ended; {name(off)}'s {call} is cancelled.")
    contract = table.auction.contract()
    lho_call = lho_called(ctx, "35D")
    if lho_call is not None:
        condone_after_final_pass(ctx, lho_call)
        return
    ctx.cancel_event(event)
    if contract is None:
        ctx.say("39A", "The board was passed out: there is no play, hence no penalty.")
        return
    if contract.declarer.side == off.side:
        ctx.say("39A", f"{name(off)} is on the declaring side: no penalty.")
        return
    if isinstance(call, Pass):
        ctx.say("39A", "A pass by a defender: no penalty.")
        return
    ctx.say("39B", f"A {call.kind} by a defender: Law 26 lead penalties may apply.")
    lead_penalties_26(ctx, call)
    unauthorised_16c2(ctx, f"the cancelled {call}")
