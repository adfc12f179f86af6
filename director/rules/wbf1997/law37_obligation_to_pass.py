"""Law 37 (1997 code) — action violating an obligation to pass.

Irregularity
    A bid, double or redouble by a player the Laws required to pass.

Penalty
    If the LHO called before a penalty was assessed: Law 35B, no penalty - the call and every
    later legal call stand, a rest-of-auction bar survives. Otherwise the call is cancelled
    (the offender, being barred, passes at that turn), each member of the offending side
    must pass for the rest of the auction (Law 23 review), and Law 26 lead penalties may
    apply.

Example
    Dealer S: ``1H 1S 1H 2H 2S 3H`` after a 27B2 bar on South — South's 3H is by a barred
    player.

See also
    1997 Laws 23, 26, 35B; ``director law 37 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.common.auction import called_before_rectification, name
from director.rules.wbf1997._common import penalise_withdrawn
from director.rules.wbf1997.law35_inadmissible_condoned import condone_barred_call


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    bar = table.bars[off]
    ctx.say(bar.law, f"{name(off)} was required to pass (Law {bar.law}) but called {call}.")
    if called_before_rectification(ctx, off.lho, "35B", f"{name(off)}'s {call}"):
        condone_barred_call(ctx)
        return
    ctx.cancel_event(event)
    ctx.say("37", f"{call} is cancelled; {name(off)}, required to pass, passes at this turn.")
    table.accept_call(off, Pass(), None)
    ctx.must_pass(off, "rest-of-auction", "37")
    penalise_withdrawn(ctx, "37", call, f"the cancelled {call}")
