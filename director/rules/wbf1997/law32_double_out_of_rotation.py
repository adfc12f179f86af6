"""Law 32 (1997 code) — double or redouble out of rotation.

Irregularity
    A double or redouble out of turn that the next opponent did not accept (29A) and so
    cancelled. (An inadmissible one may never be accepted; not ruled here.)

Rectification
    Law 26B lead penalties may apply, and: at the partner's turn the partner must pass for
    the rest of the auction (32A); at the RHO's turn, if the RHO passes the offender must
    repeat his double or redouble, with no penalty (32B1; Law 26 needs a different final
    call, so none arises from a repeat); if the RHO bids, the offender may make any legal
    call and his partner must pass for the rest of the auction (32B2). Law 23 reviews each
    enforced pass. The 1997 Law says nothing of an RHO who doubles or redoubles, or of a
    double at the LHO's turn before the offender has called: not ruled here.

Example
    Dealer S: ``1H N:X E:pass`` — North doubled at East's turn; East passed; North repeats.

See also
    1997 Laws 23, 26B, 29, 35A, 36; ``director law 32 --compare``.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.ruling import LeadRestriction
from director.engine.table import RuleGen
from director.model.call import Bid
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.common.out_of_rotation import rhos_call
from director.rules.wbf1997._common import (
    UNTIL_LOSES_LEAD,
    bar_partner,
    not_ruled,
    unauthorised_16c2,
)
from director.rules.wbf2017.law32_double_out_of_rotation import DoubleOutOfRotation


class DoubleOutOfRotation1997(DoubleOutOfRotation):
    """Law 32 (1997): partner barred for the rest of the auction with a Law 26B lead penalty,
    at partner's turn (32A) or after the RHO's bid (32B2); repeated after his pass (32B1)."""

    repeated = (
        "{call} is repeated: no penalty (Law 26 does not arise, the final call at that turn "
        "being the same); if it is inadmissible, Law 36 applies."
    )

    def rectify(self, ctx: Context, position: str) -> RuleGen | None:
        if position == "partner":
            self.at_partners_turn(ctx)
            return None
        if position == "rho":
            return self.at_rhos_turn(ctx)
        self.at_lhos_turn(ctx)

    @step("32A")
    def at_partners_turn(self, ctx: Context) -> None:
        ctx.say("32A", f"Made at {name(ctx.offender.partner)}'s turn: he is barred.")
        _penalise(ctx, "32A")

    @step("32B")
    def at_rhos_turn(self, ctx: Context) -> RuleGen:
        rho_call = yield from rhos_call(
            ctx, "32B", "32B1: {off} must repeat {call}; no penalty.",
            ("a bid", "32B2: {off} may make any legal call; his partner must pass for the "
             "rest of the auction."),
            "32B1", self.repeated, " (1997)",
        )  # fmt: skip
        if rho_call is None:
            return
        off, rho = ctx.offender, ctx.offender.rho
        if not isinstance(rho_call.call, Bid):
            not_ruled(
                ctx,
                "32B",
                f"{name(rho)} answered with {rho_call.call}: 32B covers only an RHO who passes "
                "(32B1) or bids (32B2).",
            )
        ctx.table.process_call(rho_call)
        ctx.say("32B2", f"{name(rho)} bid {rho_call.call}: {name(off)} may make any legal call.")
        _penalise(ctx, "32B2")

    def at_lhos_turn(self, ctx: Context) -> NoReturn:
        not_ruled(
            ctx,
            "32",
            "A double or redouble at the LHO's turn before the offender has called is not one "
            "of the cases 32A and 32B set out.",
        )


def _penalise(ctx: Context, law: str) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    bar_partner(ctx, "rest-of-auction", law)
    ctx.lead_restriction(
        LeadRestriction(
            player=ctx.offender.partner.letter,
            declarer_may="prohibit",
            suit="any-one-suit",
            duration=UNTIL_LOSES_LEAD,
            law="26B",
            condition="the offender becomes a defender",
        )
    )
    ctx.say(
        "26B",
        f"Lead penalty (32, 26B): if {name(ctx.offender)} becomes a defender, declarer may "
        f"prohibit {name(ctx.offender.partner)} from leading any one suit at his first turn "
        "to lead, for as long as he keeps the lead.",
    )
    unauthorised_16c2(ctx, f"the cancelled {event.call} out of rotation")


rule = DoubleOutOfRotation1997()
