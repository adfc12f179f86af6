"""Law 30 — pass out of rotation.

Irregularity
    A pass out of turn, not accepted (29A) and so cancelled, that was not artificial (an
    artificial pass is dealt with under Law 31, 30C).

Rectification
    At RHO's turn: the offender must pass at his next turn (30A). At partner's turn, or at
    LHO's turn before the offender has called: partner may call freely but the pass is
    unauthorised information to him (30B1(a)); the offender's call at his turn, if
    comparable, ends the matter (30B1(b)(i), 23C); if not, partner must pass at his next turn
    and 16C, 26B and 72C may apply (30B1(b)(ii)). At LHO's turn after the offender has
    called: a change of call, Law 25 (30B2).

Example
    Dealer N: ``E:pass`` — East passed at North's turn (his RHO's).

See also
    Laws 16C, 23, 25, 26B, 29, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import RuleGen
from director.rules.base import Rule, step
from director.rules.common.auction import review_72c
from director.rules.common.out_of_rotation import (
    judge_offenders_call,
    partner_may_call,
    position_of,
)


class PassOutOfRotation(Rule):
    """Law 30: a pass out of rotation that Law 29 cancelled, by whose turn it was."""

    law = "30"

    def run(self, ctx: Context) -> RuleGen | None:
        return self.rectify(ctx, position_of(ctx))

    def rectify(self, ctx: Context, position: str) -> RuleGen | None:
        if position == "rho":
            self.at_rhos_turn(ctx)
            return None
        return self.at_partners_turn(ctx)

    @step("30A")
    def at_rhos_turn(self, ctx: Context) -> None:
        ctx.must_pass(ctx.offender, "next-turn", "30A")
        review_72c(ctx)

    @step("30B1")
    def at_partners_turn(self, ctx: Context) -> RuleGen | None:
        """At partner's turn, or at LHO's before the offender has called."""
        partner_may_call(ctx, "30B1(a)")
        return judge_offenders_call(ctx, "30B1(b)(i)", "30B1(b)(ii)")


rule = PassOutOfRotation()
