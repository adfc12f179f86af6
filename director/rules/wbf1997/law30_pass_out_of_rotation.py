"""Law 30 (1997 code) — pass out of rotation.

Irregularity
    A pass out of turn, not a convention (30C), that the LHO did not accept (29A) and so
    cancelled.

Rectification
    Before any player has bid, at any player's turn: the offender must pass at his next
    turn; 72B1 may apply (30A). After a bid: at the RHO's turn the offender must pass at
    his next turn, and if the pass related by convention to a particular suit - the director
    says which - Law 26 lead penalties may apply (30B1, as for a withdrawn call in that
    suit); at the partner's turn the offender must pass for the rest
    of the auction and his partner, at that turn, may bid or pass but may not double or
    redouble; 72B1 may apply (30B2); at the LHO's turn it is a change of call under Law 25
    (30B3), which the table routes there before this Law is reached.

Example
    Dealer N: ``E:pass`` — East passed at North's turn before anyone bid (30A).

See also
    1997 Laws 23, 25, 26, 29, 31, 72B1; ``director law 30 --compare``.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import ContradictionError, RuleGen, Wait
from director.model.call import Bid, Double, Redouble
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import lead_penalties_26, not_ruled, review_72b1
from director.rules.wbf2017.law30_pass_out_of_rotation import PassOutOfRotation


class PassOutOfRotation1997(PassOutOfRotation):
    """Law 30 (1997): before any bid the offender passes once; after one, the offender (at
    partner's turn) or his partner (at RHO's) is barred, by whose turn it was."""

    def rectify(self, ctx: Context, position: str) -> RuleGen | None:
        if not any(isinstance(c, Bid) for _, c in ctx.auction.calls):
            self.before_any_bid(ctx)
            return None
        if position == "rho":
            self.at_rhos_turn(ctx)
            return None
        if position == "partner":
            return self.at_partners_turn(ctx)
        self.at_lhos_turn(ctx)

    @step("30A")
    def before_any_bid(self, ctx: Context) -> None:
        ctx.say("30A", "No player had bid: the offender must pass when next it is his turn.")
        ctx.must_pass(ctx.offender, "next-turn", "30A")
        review_72b1(ctx)

    @step("30B1")
    def at_rhos_turn(self, ctx: Context) -> None:
        ctx.must_pass(ctx.offender, "next-turn", "30B1")
        self.suit_related(ctx)

    @step("30B2")
    def at_partners_turn(self, ctx: Context) -> RuleGen:
        off, partner = ctx.offender, ctx.offender.partner
        ctx.must_pass(off, "rest-of-auction", "30B2(a)")
        ctx.say(
            "30B2(b)",
            f"{name(partner)} may make any sufficient bid or pass at this turn, but may not "
            "double or redouble.",
        )
        review_72b1(ctx)
        call = yield Wait(
            partner,
            "30B2(b)",
            (("a sufficient bid or a pass", "30B2(b): allowed."),
             ("a double or redouble", "30B2(b): not allowed at this turn.")),
        )  # fmt: skip
        if isinstance(call.call, Double | Redouble):
            raise ContradictionError(
                f"event {call.index}: 30B2(b) (1997) forbids {name(partner)} to double or "
                f"redouble at this turn, but the record has {call.call}"
            )
        ctx.process(call)

    @step("30B3")
    def at_lhos_turn(self, ctx: Context) -> NoReturn:
        not_ruled(
            ctx, "30B3", "A pass out of rotation at the LHO's turn is a change of call (Law 25)."
        )

    def suit_related(self, ctx: Context) -> None:
        """30B1: a pass that by agreement related to a particular suit conveyed information,
        and Law 26 lead penalties may apply; only the director can say whether it did."""
        suit = ctx.ask(
            "related_suit",
            "director",
            "30B1",
            f"Did {name(ctx.offender)}'s pass relate by agreement to a particular suit (and so "
            "convey information)? If so, which?",
            [("none", "no", "30B1: no lead penalty."),
             *((s, f"yes: {word}", f"30B1: Law 26 lead penalties may apply ({word}: 26A).")
               for s, word in (("S", "spades"), ("H", "hearts"), ("D", "diamonds"),
                               ("C", "clubs")))],
        )  # fmt: skip
        if suit == "none":
            ctx.say("30B1", "The pass related to no particular suit: no lead penalty.")
            return
        event = ctx.event
        assert isinstance(event, CallEvent)
        lead_penalties_26(ctx, event.call, frozenset({str(suit)}))


rule = PassOutOfRotation1997()
