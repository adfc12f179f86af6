"""Law 27 — insufficient bid.

Irregularity
    A bid, made in turn, that does not outrank the last bid (Law 18D). An insufficient bid
    out of rotation is dealt with under Law 31 (27A2).

Rectification
    27A1: the offender's LHO may accept it (calling over it accepts). Otherwise (27B) the
    offender replaces it with a legal call: the lowest sufficient bid specifying the same
    denomination(s) (27B1(a)) or a comparable call (27B1(b)) ends the matter, subject to
    27D; any other sufficient bid or pass bars his partner for the rest of the auction with
    Law 26B lead restrictions (27B2); an attempted double or redouble that is not comparable
    is cancelled and also bars partner (27B3); a second insufficient bid may be accepted,
    else as 27B3 (27B4). A replacement made before the director ruled stands unless the LHO
    accepts the insufficient bid (27C). A record cannot tell a premature replacement from
    one made after the ruling. Where that decides the ruling - the LHO accepts the
    insufficient bid and the offender's call follows it with its seat written - the director
    is asked (``<seat>_called_first``): a premature replacement is cancelled, a later call is
    a call out of rotation. Otherwise both are judged alike under 27B, and 27C is cited as a
    condition.

Example
    Dealer S: ``1H 1S 1H`` — North's 1H is insufficient over 1S.

See also
    Laws 16C, 23, 26, 72C.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Bid, Double, Pass, Redouble
from director.rules.base import Rule, step
from director.rules.common.auction import (
    ask_comparable,
    called_before_rectification,
    lho_accepts,
    name,
    next_call_by,
    review_72c,
    unauthorised_to_offenders,
)


class InsufficientBid(Rule):
    """Law 27: acceptance (27A1), else a replacement judged under 27B1-27B4."""

    law = "27"
    # The section of the LHO's acceptance, and what the ruling tells him of each answer.
    acceptance: ClassVar[str] = "27A1"
    accept_yes: ClassVar[str] = "{law}: {bid} stands as a legal bid; {lho} calls next."
    accept_no: ClassVar[str] = (
        "27B: {off} must replace {bid} with a legal call; what follows depends on the "
        "replacement (27B1-27B4)."
    )
    # The offender's obligation once the bid is withdrawn, and what his new call is called.
    must_replace: ClassVar[str] = "{bid} is withdrawn; {off} must replace it with a legal call."
    replacement: ClassVar[str] = "replacement"
    # 27B3: an attempted double or redouble cancelled.
    cancelled: ClassVar[str] = (
        "{call} is cancelled; {off} must now make a legal call (a sufficient bid or a pass)."
    )
    # 27B2: the replacement that stands and bars the partner.
    stands: ClassVar[str] = "{call} stands, but it is not comparable: {partner} is barred."

    def run(self, ctx: Context) -> RuleGen:
        event = ctx.event
        assert isinstance(event, CallEvent) and isinstance(event.call, Bid)
        if self.accepts(ctx, event, event.call):
            return
        yield from self.replace(ctx, event, event.call)

    @step("27A1")
    def accepts(self, ctx: Context, event: CallEvent, bid: Bid) -> bool:
        """The offender's LHO accepts the bid, by calling over it or when asked."""
        off, lho = ctx.offender, ctx.offender.lho
        law = self.acceptance
        if next_call_by(ctx, lho) is not None:
            ctx.say(law, f"{name(lho)} called over the insufficient bid {bid}, and so accepted it.")
            ctx.accept(off, bid, event.index)
            return True
        accept = lho_accepts(
            ctx,
            law,
            f"Does {name(lho)} accept the insufficient bid {bid}?",
            self.accept_yes.format(law=law, bid=bid, lho=name(lho)),
            self.accept_no.format(off=name(off), bid=bid),
        )
        if not accept:
            return False
        ctx.say(law, f"{name(lho)} accepts {bid}: it is treated as a legal bid.")
        ctx.accept(off, bid, event.index)
        self.premature_replacement_cancelled(ctx, bid)
        return True

    @step("27C")
    def premature_replacement_cancelled(self, ctx: Context, bid: Bid) -> None:
        """An accepted insufficient bid stands: a replacement made before the ruling goes."""
        off = ctx.offender
        if called_before_rectification(ctx, off, "27C", f"the insufficient bid {bid}"):
            replaced = ctx.take_next()
            assert isinstance(replaced, CallEvent)
            ctx.cancel_event(replaced, "withdrawn")
            ctx.say(
                "27C",
                f"{name(off)}'s premature replacement {replaced.call} is cancelled: "
                "the accepted insufficient bid stands.",
            )

    @step("27B")
    def replace(self, ctx: Context, event: CallEvent, bid: Bid) -> RuleGen:
        """Not accepted: the bid is withdrawn and the offender's next call judged."""
        off = ctx.offender
        ctx.cancel_event(event, "withdrawn")
        ctx.say("27B", self.must_replace.format(bid=bid, off=name(off)))
        self.premature_replacement_judged(ctx)
        replacement = yield Wait(off, "27B", self.replacement_options(ctx, bid))
        yield from self.judge(ctx, bid, replacement)

    @step("27C")
    def premature_replacement_judged(self, ctx: Context) -> None:
        """A replacement made before the ruling stands and is judged as one made after."""
        off = ctx.offender
        early = next_call_by(ctx, off)
        if early is not None:
            ctx.say(
                "27C",
                f"If {name(off)} made {early.call} before the director ruled, it is a premature "
                "replacement: being legal it stands, and it is judged under 27B as below (the "
                "same ruling as a replacement made after it).",
            )

    def replacement_options(self, ctx: Context, bid: Bid) -> tuple[tuple[str, str], ...]:
        """What the offender may do in place of his insufficient bid, as the 27B flowchart
        lays it out, with what follows from each."""
        partner = name(ctx.offender.partner)
        lowest = ctx.auction.lowest_sufficient(bid.strain)
        return (
            (f"{lowest}, or the lowest sufficient bid showing the same denomination(s) as {bid}",
             "27B1(a): no further rectification (27D review at the end)."),
            ("a comparable call (Law 23A: same or similar meaning, a subset of it, or the same "
             "purpose)", "27B1(b): no further rectification (27D review at the end)."),
            ("any other sufficient bid, or a pass",
             f"27B2: {partner} must pass for the rest of the auction; Law 26B lead restrictions "
             "may follow; 16C; 72C."),
            ("a double or redouble that is not comparable",
             f"27B3: cancelled; he must call again; {partner} must pass throughout."),
            ("another insufficient bid",
             "27B4: the LHO may accept it; otherwise as 27B3."),
        )  # fmt: skip

    def judge(self, ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
        """The replacement: another insufficient bid, a bid above seven (Law 38), or a
        legal call judged under 27B1-27B3."""
        call = repl.call
        if isinstance(call, Bid) and call.is_legal_level and not ctx.auction.is_sufficient(call):
            yield from self.second_insufficient(ctx, bid, repl)
            return
        if isinstance(call, Bid) and not call.is_legal_level:
            ctx.say(
                "27B", f"The {self.replacement} {call} is itself irregular; Law 38 deals with it."
            )
            ctx.process(repl)
            return
        yield from self.sufficient(ctx, bid, repl)

    @step("27B1")
    def sufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
        """A sufficient bid, a pass, a double or a redouble in place of the bid."""
        call = repl.call
        legal = isinstance(call, Pass | Bid) or ctx.auction.is_admissible(ctx.offender, call)
        if isinstance(call, Bid) and legal and self.lowest_sufficient(ctx, bid, repl):
            return
        if not legal:
            yield from self.cancel_and_bar(ctx, bid, repl, "27B3")
            return
        if self.comparable(ctx, bid, repl):
            return
        if isinstance(call, Double | Redouble):
            yield from self.cancel_and_bar(ctx, bid, repl, "27B3")
            return
        self.not_comparable(ctx, bid, repl)

    @step("27B1(a)")
    def lowest_sufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> bool:
        """The lowest sufficient bid specifying the same denomination(s): it stands."""
        call = repl.call
        assert isinstance(call, Bid)
        if not self.same_denominations(ctx, bid, call):
            return False
        ctx.say(
            "27B1(a)",
            f"{call} is the lowest sufficient bid specifying the same denomination(s) as "
            f"{bid}: the auction continues with no further rectification; Laws 26B and 16C "
            "do not apply.",
        )
        self.review_27d(ctx)
        ctx.accept(ctx.offender, call, repl.index)
        return True

    def same_denominations(self, ctx: Context, bid: Bid, call: Bid) -> bool:
        """27B1(a): is the replacement the lowest sufficient bid that specifies the same
        denomination(s) as the insufficient bid specified?

        Between natural bids that is the lowest sufficient bid in the same strain. When either
        bid may be artificial (a transfer, a relay), the denominations *specified* count, not
        the strain named - a 2D transfer showing hearts replaced by 3H may qualify - and only
        the director can judge that; he is asked.
        """
        lowest = ctx.auction.lowest_sufficient(bid.strain)
        natural = (
            f"27B1(a): {call} is the lowest sufficient bid in the same denomination; no further "
            "rectification."
            if call == lowest
            else f"27B1(a) does not apply ({call} names another denomination or is not the "
            "lowest); 27B1(b): the director judges whether it is a comparable call."
        )
        artificial = ctx.ask(
            "artificial",
            "director",
            "27B1(a)",
            f"Could {bid} or its replacement {call} be artificial?",
            [
                (False, "no, both natural", natural),
                (True, "yes, possibly artificial",
                 "27B1(a) looks at the denomination(s) each bid specifies, whatever strain it "
                 "names; the director judges that next."),
            ],
        )  # fmt: skip
        if not artificial:
            return bool(call == lowest)
        same: bool = ctx.ask(
            "same_denominations",
            "director",
            "27B1(a)",
            f"Is {call} the lowest sufficient bid that specifies the same denomination(s) as "
            f"{bid} specified?",
            [(True, "yes", "27B1(a): no further rectification."),
             (False, "no", "27B1(b): the director judges whether it is a comparable call.")],
        )  # fmt: skip
        return same

    @step("27B1(b)")
    def comparable(self, ctx: Context, bid: Bid, repl: CallEvent) -> bool:
        """A comparable call (Law 23A): it stands."""
        call = repl.call
        comparable = ask_comparable(
            ctx, "27B1(b)", repl, str(bid),
            yes="27B1(b): no further rectification; Law 16C does not apply; 27D review at the end.",
            no=("27B3: the double or redouble is cancelled and partner must pass for the rest "
                "of the auction." if isinstance(call, Double | Redouble) else
                "27B2: partner must pass for the rest of the auction; Law 26B lead restrictions; "
                "Law 72C."),
        )  # fmt: skip
        if not comparable:
            return False
        ctx.say(
            "27B1(b)",
            f"{call} is a comparable call: the auction continues with no "
            "further rectification; Law 16C does not apply (26A: no lead restrictions).",
        )
        self.review_27d(ctx)
        ctx.accept(ctx.offender, call, repl.index)
        return True

    @step("27D")
    def review_27d(self, ctx: Context) -> None:
        ctx.review(
            "27D",
            "If, at the end of play, the outcome could well have been different without the "
            "help the offending side gained from the insufficient bid, and the non-offenders "
            "were damaged, adjust (12C1(b)); the adjustment seeks the probable outcome had the "
            "insufficient bid not occurred.",
        )

    @step("27B2")
    def not_comparable(self, ctx: Context, bid: Bid, repl: CallEvent) -> None:
        """Any other sufficient bid or pass stands, and the partner is barred."""
        call = repl.call
        ctx.say(
            "27B2",
            self.stands.format(call=call, partner=name(ctx.offender.partner)),
        )
        ctx.accept(ctx.offender, call, repl.index)
        self.bar_partner(ctx, bid, "27B2")

    def bar_partner(self, ctx: Context, bid: Bid, law: str) -> None:
        """The partner passes for the rest of the auction, with what follows from it."""
        ctx.must_pass(ctx.offender.partner, "rest-of-auction", law)
        ctx.lead_restriction_26b()
        unauthorised_to_offenders(ctx, "16C", "the withdrawn insufficient bid")
        review_72c(ctx)

    @step("27B3")
    def cancel_and_bar(self, ctx: Context, bid: Bid, repl: CallEvent, law: str) -> RuleGen:
        """27B3 (and 27B4 by reference): the replacement is cancelled; a legal call follows;
        partner is barred for the rest of the auction."""
        off = ctx.offender
        ctx.cancel_event(repl)
        ctx.say(law, self.cancelled.format(call=repl.call, bid=bid, off=name(off)))
        self.bar_partner(ctx, bid, law)
        final = yield Wait(
            off,
            law,
            (("a sufficient bid or a pass", "It stands; his partner is already barred."),),
        )
        ctx.process(final)

    @step("27B4")
    def second_insufficient(self, ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
        """A second insufficient bid; the LHO may accept it, else as 27B3."""
        off, lho, call = ctx.offender, ctx.offender.lho, repl.call
        if next_call_by(ctx, lho) is not None:
            accept = True
            ctx.say(
                "27B4", f"{name(lho)} called over the second insufficient bid, and so accepted it."
            )
        else:
            accept = lho_accepts(
                ctx,
                "27B4",
                f"Does {name(lho)} accept the second insufficient bid {call}?",
                f"27A1: {call} stands as a legal bid.",
                "27B3: it is cancelled; the offender makes a legal call; partner must pass for "
                "the rest of the auction.",
                qid="accept_second",
            )
        if accept:
            ctx.say("27B4", f"{name(lho)} accepts {call} as under 27A1: it stands.")
            ctx.accept(off, call, repl.index)
            return
        yield from self.cancel_and_bar(ctx, bid, repl, "27B4")


rule = InsufficientBid()
