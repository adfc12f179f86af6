"""Law 36 — inadmissible double or redouble.

Irregularity
    A double or redouble that Law 19 does not allow: not of the last bid, or of a bid by
    partner, or a redouble of no double or of partner's double (19A1, 19B1, Law 35A).

Rectification
    If the offender's LHO calls before rectification, the double or redouble and the calls after
    it are cancelled and the auction goes on from the player whose turn it was as if nothing had
    happened; no 26B (36A). Otherwise it is cancelled (36B1) and the offender makes a legal
    call, his partner passing for the rest of the auction (36B2), with 72C and 26B (36B3), and
    the withdrawn call's information authorised for the non-offending side, unauthorised for the
    offenders (16C); made out of turn, the auction first returns to the player whose turn it was
    (36B4). Found only after the opening lead is faced, the contract is scored as if the double
    or redouble had not been made (36C): unless the offender replaced it at once, the director
    is asked when it was found - only when the record goes on past a possible end of the auction
    (three passes in a row at its end, 'AP', or cards played); in mid-auction (an incident typed
    up to the double, or calls after it that cannot have ended the auction) the question does
    not arise.

Example
    Dealer N: ``1H P X`` — South doubles his partner's bid.

See also
    Laws 19, 26B, 35, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Redouble
from director.rules.base import Rule, step
from director.rules.common.auction import (
    called_before_rectification,
    later_calls_before_ruling,
    name,
    next_call_by,
    review_72c,
    unauthorised_to_offenders,
)


class InadmissibleDouble(Rule):
    """Law 36: found late (36C), called over by the LHO (36A), or cancelled and replaced
    with the partner barred (36B)."""

    law = "36"
    # The section and wording that name the infraction ({off}, {call}).
    infraction = ("19", "{off}'s {call} is not permitted by Law 19 (Law 35A).")
    # The offender's legal call in its place: its section and what follows it.
    substitute_law = "36B2"
    substituted = "It stands; his partner must pass whenever it is his turn."

    def run(self, ctx: Context) -> RuleGen | None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        self.announce(ctx, event)
        if self.found_late(ctx, event) or self.called_over(ctx, event):
            return None
        return self.cancel(ctx, event)

    def announce(self, ctx: Context, event: CallEvent) -> None:
        if isinstance(event.call, Redouble):
            ctx.out.kind = "inadmissible-redouble"
        law, text = self.infraction
        ctx.say(law, text.format(off=name(ctx.offender), call=event.call))

    @step("36C")
    def found_late(self, ctx: Context, event: CallEvent) -> bool:
        """Not replaced at once, and the record goes on past the end of the auction: was it
        found only after the opening lead?"""
        off, call = ctx.offender, event.call
        if next_call_by(ctx, off) is not None or not _auction_may_have_ended(ctx):
            return False
        late: bool = ctx.ask(
            "after_opening_lead",
            "director",
            "36C",
            "Was attention first drawn to it only after the opening lead was faced?",
            [(True, "yes", "36C: play on; score the contract as if it had not been made."),
             (False, "no", "36A or 36B.")],
        )  # fmt: skip
        if late:
            ctx.say(
                "36C",
                f"The board is played; the contract is scored as if {call} had not been made.",
            )
            ctx.accept(off, call, event.index)
            ctx.score_as_if_not_made(event.index)
        return late

    @step("36A")
    def called_over(self, ctx: Context, event: CallEvent) -> bool:
        off, call = ctx.offender, event.call
        turn = ctx.turn
        lho_call = next_call_by(ctx, off.lho)
        if lho_call is None or (
            off.lho == turn and not called_before_rectification(ctx, off.lho, "36A", str(call))
        ):
            return False
        ctx.take_next()
        later = [lho_call, *later_calls_before_ruling(ctx, lho_call, "36A")]
        ctx.cancel_event(event)
        for each in later:
            ctx.cancel_event(each)
        ctx.say(
            "36A",
            f"{name(off.lho)} called before rectification: {call} and every call after it "
            f"({', '.join(str(e) for e in later)}) are cancelled; the auction returns to "
            f"{name(turn)} and goes on as if there had been no irregularity. Law 26B does "
            "not apply.",
        )
        return True

    @step("36B")
    def cancel(self, ctx: Context, event: CallEvent) -> RuleGen | None:
        off, turn = ctx.offender, ctx.turn
        ctx.cancel_event(event)
        ctx.say("36B1", f"{event.call} is cancelled.")
        if off == turn:
            ctx.say("36B2", f"{name(off)} must substitute a legal call.")
            ctx.must_pass(off.partner, "rest-of-auction", "36B2")
        else:
            ctx.say(
                "36B4",
                f"It was also out of turn: the auction returns to {name(turn)}; "
                f"{name(off)} may make any legal call at his turn.",
            )
            ctx.must_pass(off.partner, "rest-of-auction", "36B4")
        ctx.lead_restriction_26b()
        self.withdrawn_information(ctx, event)
        review_72c(ctx)
        ctx.apply("36B3")
        return self.substitute(ctx) if off == turn else None

    @step("16C")
    def withdrawn_information(self, ctx: Context, event: CallEvent) -> None:
        """The cancelled double or redouble is a withdrawn call: its information is
        authorised for the non-offending side, unauthorised for the offenders (16C1)."""
        off = ctx.offender
        ctx.say(
            "16C1(a)",
            f"Information from the withdrawn {event.call} is authorised for {off.lho.side}, the "
            f"non-offending side, and unauthorised for {off.side}, the offenders (16C1(b)).",
        )
        unauthorised_to_offenders(
            ctx, "16C1(b)", f"the withdrawn {event.call} (16C1(a): authorised for {off.lho.side})"
        )

    def substitute(self, ctx: Context) -> RuleGen:
        repl = yield Wait(
            ctx.offender, self.substitute_law, (("any legal call", self.substituted),)
        )
        ctx.process(repl)


def _auction_may_have_ended(ctx: Context) -> bool:
    """Whether the events after the double could include the end of the auction and an
    opening lead (36C): cards, 'AP', or the last three calls all passes."""
    from director.engine.events import PLAY_EVENTS
    from director.model.call import Pass

    later = ctx.upcoming()
    if any(isinstance(e, PLAY_EVENTS) for e in later):
        return True
    calls = [e for e in later if isinstance(e, CallEvent)]
    if any(e.all_pass for e in calls):
        return True
    return len(calls) >= 3 and all(isinstance(e.call, Pass) for e in calls[-3:])


rule = InadmissibleDouble()
