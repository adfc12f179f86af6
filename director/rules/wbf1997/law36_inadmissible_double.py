"""Law 36 (1997 code) — inadmissible doubles and redoubles.

Irregularity
    A double or redouble, in turn, that Law 19 does not permit.

Rectification
    If the LHO called before a penalty was assessed: Law 35A, no penalty. Otherwise the call
    is cancelled, the offender must substitute a legal call, his partner must pass for the
    rest of the auction (Law 23 review) and Law 26 lead penalties may apply (26B: the
    withdrawn call named no suit). Out of turn: Law 32 (not ruled here for an inadmissible
    call). The 1997 code has no rule for one found only after the opening lead (2017 36C).

Example
    Dealer N: ``1S X P X`` — West doubles, but East's double came after North's bid.

See also
    1997 Laws 19, 23, 26, 32, 35A; ``director law 36 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import not_ruled, penalise_withdrawn
from director.rules.wbf1997.law35_inadmissible_condoned import condone_double, lho_called
from director.rules.wbf2017.law36_inadmissible_double import InadmissibleDouble


class InadmissibleDouble1997(InadmissibleDouble):
    """Law 36 (1997): in turn only (out of turn is Law 32's); condoned by the LHO's call
    (35A); otherwise cancelled and replaced, the partner barred, with Law 26 lead penalties.
    No rule for one found after the opening lead (2017 36C)."""

    infraction = ("36", "{off}'s {call} is not permitted by Law 19.")
    substitute_law = "36"
    substituted = "It stands; his partner is barred for the rest of the auction."

    def announce(self, ctx: Context, event: CallEvent) -> None:
        super().announce(ctx, event)
        if ctx.offender != ctx.table.turn:
            not_ruled(
                ctx, "32", f"The inadmissible {event.call} was also out of turn (36: see Law 32)."
            )

    def found_late(self, ctx: Context, event: CallEvent) -> bool:
        """The 1997 code has no rule for a call found only after the opening lead."""
        return False

    @step("35A")
    def called_over(self, ctx: Context, event: CallEvent) -> bool:
        lho_call = lho_called(ctx, "35A")
        if lho_call is None:
            return False
        condone_double(ctx, lho_call)
        return True

    @step("36")
    def cancel(self, ctx: Context, event: CallEvent) -> RuleGen:
        call = event.call
        ctx.cancel_event(event)
        ctx.say("36", f"{call} is cancelled; {name(ctx.offender)} must substitute a legal call.")
        penalise_withdrawn(ctx, "36", call, f"the cancelled {call}")
        return self.substitute(ctx)


rule = InadmissibleDouble1997()
