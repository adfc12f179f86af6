"""Law 37 (1997 code) — action violating an obligation to pass.

Irregularity
    A bid, double or redouble by a player the Laws required to pass.

Rectification
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
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import penalise_withdrawn
from director.rules.wbf2017.law37_obligation_to_pass import ObligationToPass


class ObligationToPass1997(ObligationToPass):
    """Law 37 (1997): the LHO's call over it condones it (35B, the 2017 37A step in the 1997
    words); otherwise the offending side passes for the rest of the auction, with the Law 26
    lead penalties of the cancelled call."""

    condoned = "35B"
    called_first = (
        "{lho} called before a penalty was assessed: {call} and every later legal call stand, "
        "with no penalty (Law 26 does not apply)."
    )
    still_barred = (
        "{off} was barred for the rest of the auction: he must still pass at his later turns."
    )

    @step("35B")
    def stands(self, ctx: Context, event: CallEvent) -> None:
        super().stands(ctx, event)

    @step("37")
    def cancel(self, ctx: Context, event: CallEvent) -> None:
        off, call = ctx.offender, event.call
        ctx.cancel_event(event)
        ctx.say("37", f"{call} is cancelled; {name(off)}, required to pass, passes at this turn.")
        ctx.table.accept_call(off, Pass(), None)
        ctx.must_pass(off, "rest-of-auction", "37")
        penalise_withdrawn(ctx, "37", call, f"the cancelled {call}")


rule = ObligationToPass1997()
