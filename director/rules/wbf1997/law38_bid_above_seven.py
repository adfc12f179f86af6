"""Law 38 (1997 code) — bid of more than seven.

Irregularity
    A bid at a level above seven.

Penalty
    No contract above seven is ever played or scored. If the LHO called before a penalty was
    assessed: Law 35C - the bid and every later call are cancelled, the offender substitutes
    a pass, and the auction goes on with no penalty at all (2017 38C still bars both
    members of the offending side). Otherwise the bid is cancelled, each member of the
    offending side must pass for the rest of the auction (Law 23 review), and Law 26 lead
    penalties may apply.

Example
    Dealer N: ``1S 2H 4S 8H``.

See also
    1997 Laws 23, 26, 35C; ``director law 38 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.common.auction import name
from director.rules.wbf1997._common import penalise_withdrawn
from director.rules.wbf1997.law35_inadmissible_condoned import (
    condone_above_seven,
    lho_called,
)


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    ctx.say("38", f"{call} is above seven: no such contract may ever be played or scored.")
    lho_call = lho_called(ctx, "35C")
    if lho_call is not None:
        condone_above_seven(ctx, lho_call)
        return
    ctx.cancel_event(event)
    ctx.say("38", f"{call} is cancelled.")
    if off == table.turn:
        ctx.say("38", f"{name(off)}, now required to pass, passes at this turn.")
        table.accept_call(off, Pass(), None)
    ctx.must_pass(off, "rest-of-auction", "38")
    penalise_withdrawn(ctx, "38", call, f"the cancelled {call}")
