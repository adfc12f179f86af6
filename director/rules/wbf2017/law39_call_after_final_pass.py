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
from director.rules.base import Rule, step
from director.rules.common.auction import called_before_rectification, name, next_call_by


class CallAfterFinalPass(Rule):
    """Law 39: the call is cancelled (39A); nothing more in the cases of 39B; a defender's
    bid, double or redouble gives declarer the 26B lead restrictions (39C)."""

    law = "39"
    # No further rectification: its section and the wordings for a passed-out board, a call
    # by the declaring side ({off}) and a defender's pass.
    no_further_law = "39B"
    passed_out = "The board was passed out: no further rectification."
    declaring = "{off} is on the declaring side: no further rectification."
    defenders_pass = "A pass by a defender: no further rectification."

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        self.announce(ctx, event)
        if self.called_over(ctx, event) or self.no_further(ctx, event):
            return
        self.lead_restriction(ctx, event)

    def announce(self, ctx: Context, event: CallEvent) -> None:
        ctx.cancel_event(event)
        ctx.say("39A", f"The auction had ended; {name(ctx.offender)}'s {event.call} is cancelled.")

    @step("39A")
    def called_over(self, ctx: Context, event: CallEvent) -> bool:
        """The LHO called before rectification: every later call goes too, and nothing
        more (39B)."""
        table, off = ctx.table, ctx.offender
        lho_call = next_call_by(ctx, off.lho)
        if lho_call is None or not called_before_rectification(
            ctx, off.lho, "39B", str(event.call)
        ):
            return False
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
        return True

    @step("39B")
    def no_further(self, ctx: Context, event: CallEvent) -> bool:
        """A passed-out board, a call by the declaring side, a defender's pass."""
        off, law = ctx.offender, self.no_further_law
        contract = ctx.table.auction.contract()
        if contract is None:
            ctx.say(law, self.passed_out)
        elif contract.declarer.side == off.side:
            ctx.say(law, self.declaring.format(off=name(off)))
        elif isinstance(event.call, Pass):
            ctx.say(law, self.defenders_pass)
        else:
            return False
        return True

    @step("39C")
    def lead_restriction(self, ctx: Context, event: CallEvent) -> None:
        off, call = ctx.offender, event.call
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


rule = CallAfterFinalPass()
