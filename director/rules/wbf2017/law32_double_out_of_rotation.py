"""Law 32 — double or redouble out of rotation.

Irregularity
    A double or redouble out of turn, not accepted (29A; an inadmissible one can never be
    accepted, Law 36) and so cancelled.

Rectification
    At RHO's turn: if RHO passes, the offender must repeat the double or redouble (Law 36
    if it is then inadmissible) (32A1); if RHO bids, doubles or redoubles, the offender's
    call is judged comparable (32A2(a), 23C) or not, when partner must pass at his next
    turn with 16C, 26B and 72C (32A2(b)). At partner's turn: partner may call freely (16C2,
    32B1); the offender's call is judged as in 32A2 (32B2). At LHO's turn after the offender
    has called: a change of call, Law 25 (32C).

Example
    Dealer N: ``1H S:X`` — South doubled at East's turn (his RHO's).

See also
    Laws 16C, 23, 25, 26B, 29, 36, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import RuleGen
from director.rules.base import step
from director.rules.wbf2017.law31_bid_out_of_rotation import BidOutOfRotation


class DoubleOutOfRotation(BidOutOfRotation):
    """Law 32: Law 31's steps under Law 32's sections."""

    law = "32"
    repeat, comparable, not_comparable = "32A1", "32A2(a)", "32A2(b)"
    partner_free, judged = "32B1", "32B2"

    @step("32A")
    def at_rhos_turn(self, ctx: Context) -> RuleGen:
        return super().at_rhos_turn(ctx)

    @step("32B")
    def at_partners_turn(self, ctx: Context) -> RuleGen | None:
        return super().at_partners_turn(ctx)


rule = DoubleOutOfRotation()
