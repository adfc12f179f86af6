"""Law 37 — action violating an obligation to pass.

Irregularity
    A bid, double or redouble by a player who is required to pass (an inadmissible double
    or redouble goes to Law 36 instead).

Rectification
    If the offender's LHO calls before rectification, the offending call and all later calls
    stand; a player barred for the rest of the auction stays barred; no 26B (37A).
    Otherwise the call is cancelled (37B1), a pass is substituted and both the offender and
    his partner must pass for the rest of the auction, with 72C and 26B (37B2).

Example
    Dealer S: ``1H 1S 1H P 2H P P`` after 27B2 barred South ... South then bids.

See also
    Laws 26B, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.base import Rule, step
from director.rules.common.auction import (
    called_before_rectification,
    name,
    review_72c,
    substituted_pass,
)


class ObligationToPass(Rule):
    """Law 37: the call stands if the LHO called over it (37A); otherwise it is cancelled
    and the offending side passes for the rest of the auction (37B)."""

    law = "37"
    # 37A: the section and wordings of the call that stands ({lho}, {off}, {call}).
    condoned = "37A"
    called_first = (
        "{lho} called before rectification: {call} and every later call stand; Law 26B does "
        "not apply."
    )
    still_barred = "{off} must still pass at each later turn."

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        off = ctx.offender
        bar = ctx.bar_on(off)
        assert bar is not None
        ctx.say(
            bar.law, f"{name(off)} was required to pass (Law {bar.law}) but called {event.call}."
        )
        if called_before_rectification(ctx, off.lho, self.condoned, f"{name(off)}'s {event.call}"):
            self.stands(ctx, event)
            return
        self.cancel(ctx, event)

    @step("37A")
    def stands(self, ctx: Context, event: CallEvent) -> None:
        off = ctx.offender
        bar = ctx.bar_on(off)
        assert bar is not None
        words = {"lho": name(off.lho), "off": name(off), "call": event.call}
        ctx.say(self.condoned, self.called_first.format(**words))
        keep = bar.scope == "rest-of-auction"
        ctx.accept(off, event.call, event.index)
        if keep:
            ctx.bar(off, "rest-of-auction", bar.law, own=False)
            ctx.say(self.condoned, self.still_barred.format(**words))

    @step("37B")
    def cancel(self, ctx: Context, event: CallEvent) -> None:
        off = ctx.offender
        ctx.cancel_event(event)
        ctx.say("37B1", f"{event.call} is cancelled.")
        ctx.say("37B2", "A pass is substituted and the auction continues.")
        ctx.accept(off, Pass(), substituted_pass(ctx, off))
        ctx.must_pass(off, "rest-of-auction", "37B2")
        ctx.must_pass(off.partner, "rest-of-auction", "37B2")
        ctx.lead_restriction_26b()
        review_72c(ctx)


rule = ObligationToPass()
