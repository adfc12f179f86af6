"""Law 39 (1997 code) — call after the final pass.

Irregularity
    A call made after the auction has ended.

Rectification
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
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import lead_penalties_26, unauthorised_16c2
from director.rules.wbf1997.law35_inadmissible_condoned import (
    condone_after_final_pass,
    lho_called,
)
from director.rules.wbf2017.law39_call_after_final_pass import CallAfterFinalPass


class CallAfterFinalPass1997(CallAfterFinalPass):
    """Law 39 (1997): condoned by the LHO's call (35D); otherwise the 2017 steps in the
    1997 words, and a defender's bid, double or redouble brings the Law 26 lead penalties."""

    no_further_law = "39A"
    passed_out = "The board was passed out: there is no play, hence no penalty."
    declaring = "{off} is on the declaring side: no penalty."
    defenders_pass = "A pass by a defender: no penalty."

    def announce(self, ctx: Context, event: CallEvent) -> None:
        """Said before the 35D question: the call is cancelled only after it."""
        ctx.say("39", f"The auction had ended; {name(ctx.offender)}'s {event.call} is cancelled.")

    @step("35D")
    def called_over(self, ctx: Context, event: CallEvent) -> bool:
        lho_call = lho_called(ctx, "35D")
        if lho_call is not None:
            condone_after_final_pass(ctx, lho_call)
            return True
        ctx.cancel_event(event)
        return False

    @step("39A")
    def no_further(self, ctx: Context, event: CallEvent) -> bool:
        return super().no_further(ctx, event)

    @step("39B")
    def lead_restriction(self, ctx: Context, event: CallEvent) -> None:
        call = event.call
        ctx.say("39B", f"A {call.kind} by a defender: Law 26 lead penalties may apply.")
        lead_penalties_26(ctx, call)
        unauthorised_16c2(ctx, f"the cancelled {call}")


rule = CallAfterFinalPass1997()
