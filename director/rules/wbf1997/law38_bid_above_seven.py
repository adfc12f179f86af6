"""Law 38 (1997 code) — bid of more than seven.

Irregularity
    A bid at a level above seven.

Rectification
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
from director.rules.base import step
from director.rules.wbf1997._common import penalise_withdrawn
from director.rules.wbf1997.law35_inadmissible_condoned import (
    condone_above_seven,
    lho_called,
)
from director.rules.wbf2017.law38_bid_above_seven import BidAboveSeven


class BidAboveSeven1997(BidAboveSeven):
    """Law 38 (1997): condoned by the LHO's call (35C: no bar at all); otherwise the 2017
    steps in the 1997 words, the partner's bar with the Law 26 lead penalties of the bid."""

    never_played = ("38", "{call} is above seven: no such contract may ever be played or scored.")
    substituted = ("38", "{off}, now required to pass, passes at this turn.")

    @step("35C")
    def condoned(self, ctx: Context, event: CallEvent) -> bool:
        lho_call = lho_called(ctx, "35C")
        if lho_call is None:
            return False
        condone_above_seven(ctx, lho_call)
        return True

    def cancel(self, ctx: Context, event: CallEvent) -> None:
        ctx.cancel_event(event)
        ctx.say("38", f"{event.call} is cancelled.")

    def bar(self, ctx: Context) -> None:
        """The offender passes for the rest of the auction; his partner with the
        penalties."""
        ctx.must_pass(ctx.offender, "rest-of-auction", "38")

    @step("38")
    def restrictions(self, ctx: Context, event: CallEvent, called_over: bool) -> None:
        """The partner passes for the rest of the auction; Law 26 lead penalties."""
        penalise_withdrawn(ctx, "38", event.call, f"the cancelled {event.call}")


rule = BidAboveSeven1997()
