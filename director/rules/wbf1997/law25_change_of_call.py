"""Law 25 (1997 code) — legal and illegal changes of call.

Irregularity
    A player replaces a call he has made (``N:change:2H``). A later pass or bid at the LHO's
    turn by a player who has called is a change of call too (30B3; the footnote to 31B).

Rectification
    25A: until his partner calls, an inadvertent call may be replaced by the intended one
    only if the player does so, or tries to, without pause for thought - the director
    judges that; the new call stands without penalty if legal, else its own Law applies.
    25B: otherwise, until the LHO calls, the LHO may accept the substitute: it stands
    without penalty (25B1); if the LHO called before attention was drawn and meant his call
    to apply over the original call, the substitute stands without penalty and the LHO may
    withdraw his call (25B1, 16C2). Not accepted (25B2): the substitute is cancelled and the
    offender chooses - let his first call stand, his partner passing once (25B2(b)(1), Law
    23), or make any other legal call, the auction going on normally but his side scoring
    no more than average minus while the non-offenders keep their table score
    (25B2(b)(2), 12C1); either way his partner is subject to a Law 26 lead penalty
    (25B2(c)). A change after the LHO has called (neither 25A nor 25B reaches it), or a
    double or redouble at the LHO's turn, is not ruled here. The first call is always legal
    here (an illegal one was ruled under its own Law when made; 25B2(a)).

Example
    Dealer N: ``1C N:change:1NT`` — North replaces 1C by 1NT on reflection.

See also
    1997 Laws 12C1, 16C, 23, 26, 27; ``director law 25 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Entry, RuleGen, Wait
from director.model.call import Bid
from director.rules.base import step
from director.rules.common.auction import (
    Attempt,
    called_before_rectification,
    lho_accepts,
    lho_withdraws,
    name,
    take_back,
)
from director.rules.wbf1997._common import (
    bar_partner,
    lead_penalties_26,
    not_ruled,
    unauthorised_16c2,
)
from director.rules.wbf2017.law25_change_of_call import ChangeOfCall


class ChangeOfCall1997(ChangeOfCall):
    """1997 Law 25: an inadvertent call corrected without pause for thought (25A); else the
    LHO's acceptance (25B1) or the offender's choice (25B2)."""

    treated = (
        "{off} had called: his {call} at his LHO's turn is treated as a change of call, and "
        "Law 25 applies."
    )
    unintended_question = (
        "inadvertent",
        "25A",
        "Was {original} inadvertent, and did {off} replace it (or try to) without pause for "
        "thought?",
    )
    unintended_answers = (
        ("yes", "25A: the intended call stands without penalty if legal; if illegal, its own "
         "Law applies."),
        ("no", "25B: delayed or purposeful; the LHO may accept the substitute."),
    )  # fmt: skip
    replaced = (
        "25A",
        "{new} replaces the inadvertent {original}: if legal it stands without penalty; if "
        "illegal, the Law that governs it applies.",
    )

    def at_lhos_turn(self, ctx: Context, event: CallEvent) -> str:
        """30B3 for a pass after a bid, the footnote to 31B for a bid; anything else is not
        ruled."""
        off, new = ctx.offender, event.call
        law = {"pass": "30B3", "bid": "31B"}.get(new.kind)
        if law == "30B3" and not any(isinstance(c, Bid) for _, c in ctx.auction.calls):
            not_ruled(ctx, "30A", f"No one has bid yet: {name(off)}'s pass at his LHO's turn is "
                      "a pass out of rotation before any bid (30A), not the change of call of "
                      "30B3.")  # fmt: skip
        if law is None:
            not_ruled(ctx, "32", f"{name(off)} had called: his {new} at his LHO's turn is not "
                      "a case Law 32 sets out.")  # fmt: skip
        return law

    @step("25")
    def change(self, ctx: Context, attempt: Attempt, accepted: bool | None) -> RuleGen | None:
        """Only until the LHO calls: an inadvertent call (25A), else a purposeful one (25B)."""
        off, original = ctx.offender, attempt.original
        if attempt.since:
            not_ruled(
                ctx,
                "25",
                f"{name(off.lho)} had called after {original.call}: 25B allows a substitution "
                "only until the LHO calls, and 25A only for an inadvertent call corrected "
                "without pause for thought; the 1997 Law says no more of a later attempt.",
            )
        if self.unintended(ctx, original):
            self.replace_unintended(ctx, attempt)
            return None
        return self.purposeful(ctx, original, attempt.event)

    @step("25B1")
    def purposeful(self, ctx: Context, original: Entry, event: CallEvent) -> RuleGen | None:
        """The LHO called over the substitute, or accepts it (25B1); else the offender's
        choice (25B2)."""
        off, new = ctx.offender, event.call
        lho = off.lho
        if called_before_rectification(ctx, lho, "25B1", f"{name(off)}'s change to {new}"):
            over_original = ctx.ask(
                "lho_meant_original",
                "director",
                "25B1",
                f"Did {name(lho)} mean his call to apply over {name(off)}'s original "
                f"{original.call} (not over {new})?",
                [(True, "over the original", f"25B1: {new} stands without penalty and {name(lho)} "
                  "may withdraw his call (16C2)."),
                 (False, "over the substitute", f"25B1: {name(lho)} accepted {new}: it stands "
                  "without penalty.")],
            )  # fmt: skip
            take_back(ctx, [original])
            ctx.accept(off, new, event.index)
            if not over_original:
                ctx.say("25B1", f"{name(lho)} called over {new} and so accepted it: it stands "
                        "without penalty.")  # fmt: skip
                return None
            ctx.say("25B1", f"{name(lho)} meant his call to apply over {original.call}: {new} "
                    "stands without penalty.")  # fmt: skip
            withdraw = lho_withdraws(
                ctx,
                "25B1",
                f"Does {name(lho)} withdraw his call?",
                "25B1: withdrawn without penalty (16C2 for his side).",
            )
            if withdraw:
                lho_call = ctx.take_next()
                assert isinstance(lho_call, CallEvent)
                ctx.cancel_event(lho_call, "withdrawn")
                ctx.say("25B1", f"{name(lho)} withdraws {lho_call.call} without penalty; for the "
                        "other side it is unauthorised information (16C2).")  # fmt: skip
            return None
        accept = lho_accepts(
            ctx,
            "25B1",
            f"Does {name(lho)} accept {new} in place of {original.call}?",
            f"25B1: {new} stands; the auction proceeds without penalty.",
            f"25B2: {new} is cancelled; {name(off)} lets {original.call} stand (partner passes "
            "once) or makes another call (average minus at best); Law 26 either way.",
        )
        if accept:
            take_back(ctx, [original])
            ctx.say("25B1", f"{name(lho)} accepts {new}: it stands and the auction proceeds "
                    "without penalty.")  # fmt: skip
            ctx.process(CallEvent(event.index, off, new))
            return None
        ctx.cancel_event(event)
        ctx.say("25B2", f"{new} is not accepted and is cancelled; {original.call} was legal "
                "(25B2(b)).")  # fmt: skip
        choice = ctx.ask(
            "offender_choice",
            "offender",
            "25B2(b)",
            f"Does {name(off)} let {original.call} stand, or make another legal call?",
            [("first", f"let {original.call} stand",
              f"25B2(b)(1): {name(off.partner)} must pass at his next turn; Law 26."),
             ("other", "another legal call",
              "25B2(b)(2): the auction proceeds normally; his side scores at most average "
              "minus; Law 26.")],
            seat=off,
        )  # fmt: skip
        if choice == "first":
            ctx.say("25B2(b)(1)", f"{original.call} stands.")
            bar_partner(ctx, "next-turn", "25B2(b)(1)")
            ctx.say("25B2(c)", "Lead penalty: see Law 26.")
            lead_penalties_26(ctx, new)
            unauthorised_16c2(ctx, f"the cancelled {new}")
            return None
        return self.another_call(ctx, original, event)

    @step("25B2(b)(2)")
    def another_call(self, ctx: Context, original: Entry, event: CallEvent) -> RuleGen:
        """Another legal call: average minus at best for the offending side."""
        off = ctx.offender
        take_back(ctx, [original])
        ctx.say("25B2(b)(2)", f"{original.call} is withdrawn too: {name(off)} makes any other "
                "legal call and the auction proceeds normally.")  # fmt: skip
        ctx.review(
            "25B2(b)(2)",
            "The offending side may receive no score greater than average minus (12C1); the "
            "non-offending side keeps the score obtained at the table.",
        )
        unauthorised_16c2(ctx, f"the withdrawn {original.call} and {event.call}")
        ctx.say(
            "25B2(c)",
            f"Lead penalty: see Law 26 (for the withdrawn {original.call}; the director applies "
            f"it to {event.call} too if that related to another suit).",
        )
        lead_penalties_26(ctx, original.call)
        final = yield Wait(
            off,
            "25B2(b)(2)",
            ((f"any legal call other than {original.call}",
              "It stands; average minus at best for his side."),),
        )  # fmt: skip
        ctx.process(final)


rule = ChangeOfCall1997()
