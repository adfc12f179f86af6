"""Law 38 — bid of more than seven.

Irregularity
    A bid at a level above seven.

Rectification
    No contract above seven is ever played (38A). The bid and any later calls are cancelled
    (38B); a pass is substituted and the offender and his partner must pass for the rest of
    the auction (38C). 72C and 26B may apply, but not if the offender's LHO called after the
    infraction and before rectification (38D).

Example
    Dealer N: ``1S 2H 4S 8H``.

See also
    Laws 26B, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.common.auction import (
    called_before_rectification,
    later_calls_before_ruling,
    name,
    next_call_by,
    review_72c,
)


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    ctx.say("38A", f"{call} is above seven: no such contract may ever be played.")
    ctx.cancel_event(event)
    lho_call = next_call_by(ctx, off.lho)
    if not called_before_rectification(ctx, off.lho, "38B", str(call)):
        lho_call = None
    if lho_call is not None:
        table.consume()
        later = [lho_call, *later_calls_before_ruling(ctx, lho_call, "38B")]
        for each in later:
            ctx.cancel_event(each)
        ctx.say(
            "38B",
            f"{call} is cancelled together with every call after it: "
            f"{', '.join(str(e) for e in later)}.",
        )
    else:
        ctx.say("38B", f"{call} is cancelled.")
    if off == table.turn:
        ctx.say("38C", "A pass is substituted and the auction continues.")
        table.accept_call(off, Pass(), None)
    ctx.must_pass(off, "rest-of-auction", "38C")
    ctx.must_pass(off.partner, "rest-of-auction", "38C")
    if lho_call is not None:
        ctx.say(
            "38D",
            f"{name(off.lho)} called before rectification: Laws 26B and 72C are not available.",
        )
        return
    ctx.apply("38D")
    ctx.lead_restriction_26b("26B")
    review_72c(ctx)
