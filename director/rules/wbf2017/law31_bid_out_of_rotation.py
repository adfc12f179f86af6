"""Law 31 — bid out of rotation.

Irregularity
    A bid out of turn (or an artificial pass out of turn, 30C), not accepted (29A) and so
    cancelled.

Rectification
    At RHO's turn: if RHO passes, the offender must repeat his call, and a legal repeat
    ends the matter (31A1); if RHO bids, doubles or redoubles, the offender may make any
    legal call: comparable, no further rectification (31A2(a), 23C); not comparable, partner
    must pass at his next turn, with 16C, 26B and 72C (31A2(b)). At partner's turn, or at
    LHO's turn before the offender has called: partner may call freely (16C2 for the
    cancelled bid, 31B1) and the offender's call is judged as in 31A2 (31B2). At LHO's turn
    after the offender has called: a change of call, Law 25 (31C).

Example
    Dealer S: ``1H N:1S W:pass N:1S`` — North bid at West's turn; West passed; North repeats.

See also
    Laws 16C, 23, 25, 26B, 29, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import RuleGen
from director.rules.base import Rule, step
from director.rules.common.auction import name
from director.rules.common.out_of_rotation import (
    judge_offenders_call,
    partner_may_call,
    position_of,
    rhos_call,
)


class BidOutOfRotation(Rule):
    """Law 31: a bid out of rotation that Law 29 cancelled, by whose turn it was. Law 32
    words a double or redouble out of rotation the same way under its own sections."""

    law = "31"
    # The sections: the repeat after RHO's pass, the offender's call judged comparable or
    # not, partner's free call and the offender's call at his turn (at partner's turn).
    repeat, comparable, not_comparable = "31A1", "31A2(a)", "31A2(b)"
    partner_free, judged = "31B1", "31B2"
    # What follows the repeat (A1).
    repeated = "The repeated call is made; if it is legal there is no rectification."

    def run(self, ctx: Context) -> RuleGen | None:
        return self.rectify(ctx, position_of(ctx))

    def rectify(self, ctx: Context, position: str) -> RuleGen | None:
        """A call at the LHO's turn after the offender has called never reaches here: the
        table treats it as a change of call (31C, 32C; Law 25)."""
        if position == "rho":
            return self.at_rhos_turn(ctx)
        return self.at_partners_turn(ctx)

    @step("31A")
    def at_rhos_turn(self, ctx: Context) -> RuleGen:
        off = ctx.offender
        repeat, law_yes, law_no = self.repeat, self.comparable, self.not_comparable
        rho_call = yield from rhos_call(
            ctx, repeat[:-1], f"{repeat}: {{off}} must repeat {{call}}; no rectification.",
            ("a legal bid, double or redouble",
             f"{law_no[:-3]}: {{off}} may make any legal call, judged comparable or not "
             f"({law_yes} / {law_no})."),
            repeat, self.repeated,
        )  # fmt: skip
        if rho_call is None:
            return
        ctx.table.process_call(rho_call)
        ctx.say(
            law_no[:-3],
            f"{name(off.rho)} called {rho_call.call}: {name(off)} may make any legal call at "
            "his turn.",
        )
        yield from judge_offenders_call(ctx, law_yes, law_no)

    @step("31B")
    def at_partners_turn(self, ctx: Context) -> RuleGen | None:
        """At partner's turn, or at LHO's before the offender has called: partner may call
        freely and the offender's call is judged as at RHO's turn."""
        partner_may_call(ctx, self.partner_free)
        yes, no, then = self.comparable, self.not_comparable, self.judged
        ctx.say(
            then,
            f"{name(ctx.offender)} may make any legal call at his proper turn; it is judged as "
            f"in {yes} (a comparable call: no further rectification) or {no} (otherwise: his "
            "partner must pass at his next turn).",
        )
        return judge_offenders_call(ctx, yes, no, cite=then)


rule = BidOutOfRotation()
