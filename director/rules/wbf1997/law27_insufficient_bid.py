"""Law 27 (1997 code) — insufficient bid.

Irregularity
    A bid, made in rotation, that does not supersede the last bid (1997 18D). One made out
    of rotation is dealt with under Law 31 (1997 27C).

Rectification
    The offender's LHO may accept it; calling over it accepts it (27A). Otherwise (27B) the
    offender must put a sufficient bid or a pass in its place. Only one correction is
    free: the lowest sufficient bid in the same denomination, when neither bid is
    conventional - the director judges that (27B1(a)); he adjusts if the insufficient bid
    itself conveyed damaging information (27B1(b)). Any other sufficient bid or a pass, or
    either bid possibly conventional, bars the partner for the rest of the auction, with
    Law 26 lead penalties (27B2; Law 23 when the enforced pass damages). An attempted double
    or redouble is cancelled, bars the partner likewise, and the offender must still correct
    with a sufficient bid or a pass (27B3). The 1997 code has no comparable call (2017 27B1(b)
    and Law 23) and no rule for a second insufficient bid (2017 27B4): 27B requires a
    sufficient bid or a pass, so another insufficient bid is not a correction and the
    offender is asked again.

Example
    Dealer S: ``1H 1S 1H 2H`` — North corrects 1H by 2H, the lowest heart bid.

See also
    1997 Laws 16C, 23, 26, 31, 72B1; ``director law 27 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Bid, Double, Pass, Redouble
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import penalise_withdrawn
from director.rules.wbf2017.law27_insufficient_bid import InsufficientBid


class InsufficientBid1997(InsufficientBid):
    """1997 Law 27: only the lowest natural bid in the same denomination is a free
    correction; no comparable call, no 27B4, no 27C."""

    acceptance = "27A"
    accept_yes = "{law}: {bid} is treated as legal; {lho} calls next."
    accept_no = (
        "27B: {off} must correct {bid} with a sufficient bid or a pass; the penalty depends "
        "on the correction (27B1-27B3)."
    )
    must_replace = "{bid} is not accepted; {off} must correct it with a sufficient bid or a pass."
    replacement = "correction"
    cancelled = (
        "{off} tried to correct {bid} by {call}: the attempt is cancelled, and he must still "
        "correct with a sufficient bid or a pass."
    )
    stands = "{call} stands as the correction."

    def premature_replacement_cancelled(self, ctx: Context, bid: Bid) -> None:
        """The 1997 code has no 27C: an accepted bid simply stands."""

    def premature_replacement_judged(self, ctx: Context) -> None:
        """The 1997 code has no 27C: a correction is judged when it comes."""

    def replacement_options(self, ctx: Context, bid: Bid) -> tuple[tuple[str, str], ...]:
        partner = name(ctx.offender.partner)
        lowest = ctx.auction.lowest_sufficient(bid.strain)
        return (
            (f"{lowest}, the lowest sufficient bid in the same denomination, neither bid "
             "conventional", "27B1(a): no penalty (27B1(b): adjusted score if the insufficient "
             "bid conveyed damaging information)."),
            ("any other sufficient bid, or a pass (or either bid possibly conventional)",
             f"27B2: {partner} must pass for the rest of the auction; Law 26 lead penalties; "
             "Law 23."),
            ("a double or redouble",
             f"27B3: cancelled; {partner} must pass for the rest of the auction; Law 26 lead "
             "penalties; the offender must still correct with a sufficient bid or a pass."),
        )  # fmt: skip

    @step("27B")
    def second_insufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
        """Another insufficient bid is no correction: the offender is asked again."""
        ctx.cancel_event(repl, "withdrawn")
        ctx.say(
            "27B",
            f"{repl.call} is itself insufficient, so it is no correction: 27B requires a "
            "sufficient bid or a pass (the 1997 code has no rule for a second insufficient "
            "bid; 2017's 27B4 is new).",
        )
        again = yield Wait(ctx.offender, "27B", self.replacement_options(ctx, bid))
        yield from self.judge(ctx, bid, again)

    @step("27B1")
    def sufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
        """A double or redouble is cancelled (27B3); only the lowest sufficient bid in the
        same denomination is free (27B1(a)); any other correction bars the partner (27B2)."""
        if isinstance(repl.call, Double | Redouble):
            yield from self.cancel_and_bar(ctx, bid, repl, "27B3")
            return
        if self.lowest_sufficient(ctx, bid, repl):
            return
        self.not_comparable(ctx, bid, repl)

    @step("27B1(a)")
    def lowest_sufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> bool:
        """The lowest sufficient bid in the same denomination, neither bid conventional."""
        call = repl.call
        lowest = ctx.auction.lowest_sufficient(bid.strain)
        if not (isinstance(call, Bid) and call == lowest):
            what = "a pass" if isinstance(call, Pass) else f"{call}, not {lowest}"
            ctx.say(
                "27B2",
                f"The correction is {what}: the 1997 code frees only the lowest sufficient bid "
                "in the same denomination (it has no comparable call).",
            )
            return False
        conventional = ctx.ask(
            "conventional",
            "director",
            "27B1(a)",
            f"Could {bid} or its correction {call} have been conventional? (27B1(a) frees "
            "the correction only when both are incontrovertibly not conventional.)",
            [
                (False, "no, both incontrovertibly natural",
                 "27B1(a): no penalty; the auction proceeds as if there had been no "
                 "irregularity (27B1(b) review)."),
                (True, "either may have been conventional",
                 "27B2: the partner must pass for the rest of the auction; Law 26 lead "
                 "penalties."),
            ],
        )  # fmt: skip
        if conventional:
            ctx.say("27B2", f"{bid} or {call} may have been conventional: 27B1(a) does not apply.")
            return False
        ctx.say(
            "27B1(a)",
            f"{call} is the lowest sufficient bid in the same denomination and neither "
            "bid is conventional: no penalty; the auction proceeds as though the "
            "irregularity had not occurred, and Law 16C2 does not apply.",
        )
        ctx.review(
            "27B1(b)",
            "If the director judges that the insufficient bid conveyed information that "
            "damaged the non-offending side, he must assign an adjusted score (12C2).",
        )
        ctx.accept(ctx.offender, call, repl.index)
        return True

    def bar_partner(self, ctx: Context, bid: Bid, law: str) -> None:
        """27B2/27B3: partner passes for the rest of the auction (10C1, 23), Law 26, 16C2."""
        penalise_withdrawn(ctx, law, bid, f"the withdrawn insufficient bid {bid}")


rule = InsufficientBid1997()
