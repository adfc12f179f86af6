"""Law 39 — call after the final pass.

Irregularity
    Any call after the auction has ended.

Rectification
    The call is cancelled (39A). Nothing more if the offender's LHO has called before
    rectification, if it was a pass by a defender, or if it was any call by the declarer or
    dummy (39B). A bid, double or redouble by a defender, LHO not having called, lets
    declarer use the Law 26B lead restrictions (39C).

Example
    Dealer N: ``1NT P P P E:2S``.

See also
    Laws 16C, 22, 26B.
"""

from __future__ import annotations

import dataclasses

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Table
from director.model.call import Pass
from director.rules.common.auction import called_before_rectification, name, next_call_by


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    ctx.cancel_event(event)
    ctx.say("39A", f"The auction had ended; {name(off)}'s {call} is cancelled.")
    contract = table.auction.contract()
    lho_call = next_call_by(ctx, off.lho)
    if lho_call is not None and called_before_rectification(ctx, off.lho, "39B", str(call)):
        table.consume()
        later = [lho_call, *_calls_after(table, lho_call)]
        for each in later:
            ctx.cancel_event(each)
        ctx.say(
            "39A",
            f"Every later call is cancelled as well: {', '.join(str(e) for e in later)}.",
        )
        ctx.say(
            "39B",
            f"{name(off.lho)} called before rectification: no further rectification.",
        )
        return
    if contract is None:
        ctx.say("39B", "The board was passed out: no further rectification.")
        return
    declaring = contract.declarer.side == off.side
    if declaring:
        ctx.say("39B", f"{name(off)} is on the declaring side: no further rectification.")
        return
    if isinstance(call, Pass):
        ctx.say("39B", "A pass by a defender: no further rectification.")
        return
    ctx.say(
        "39C",
        f"A {call.kind} by a defender: declarer may use the Law 26B lead "
        f"restrictions on {name(off.partner)}.",
    )
    ctx.lead_restriction_26b()
    ctx.unauthorised("16C", f"{off.side} (the offending side)", f"the cancelled {call}")


def _calls_after(table: Table, lho_call: CallEvent) -> list[CallEvent]:
    """39A: every call after the final pass is cancelled - the calls recorded after the
    LHO's, up to the first event that is not a call, go with it."""
    out: list[CallEvent] = []
    seat = lho_call.seat
    while isinstance(table.peek(), CallEvent) and seat is not None:
        event = table.consume()
        assert isinstance(event, CallEvent)
        seat = event.seat if event.seat is not None else seat.lho
        out.append(dataclasses.replace(event, seat=seat))
    return out
