"""Law 25 — legal and illegal changes of call.

Irregularity
    A player replaces a call he has made (recorded as ``change 2H``). A later call by a
    player who has already called, made at his LHO's turn, is a change of call too (30B2 for
    a pass, 31C for a bid, 32C for a double or redouble): ``N:1H N:P`` rules as
    ``N:1H N:change:P``.

Rectification
    No call can be substituted once the auction period has ended (25A5): with a contract,
    when the opening lead is faced (17D1); on a passed-out board, when the four hands are
    back in the board (17D2, asked). An unintended call (mechanical error or slip of the
    tongue, not a change of mind) may be replaced by the intended one until partner calls
    (25A1, 25A4); the intended call stands under whatever law applies to it and no Law 26
    restriction follows (25A1); the LHO may withdraw a call made over the unintended one
    (25A6). Any other change (25B): the LHO may accept the new call (calling over it before
    the director rules accepts; the director is asked whether the LHO's recorded call came
    first); then the original is withdrawn and Law 26 may apply (25B1); otherwise the new
    call is cancelled and the original stands (25B2). Law 16C governs any withdrawn or
    cancelled call (25B3).

Example
    Dealer N: ``1H N:change:1S``.

See also
    Laws 16C, 17D, 26.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Entry, RuleGen
from director.rules.base import Rule, step
from director.rules.common.auction import (
    Attempt,
    ask_comparable,
    attempt_to_change,
    called_before_rectification,
    lho_accepts,
    lho_withdraws,
    name,
    take_back,
    unauthorised_to_offenders,
)


class ChangeOfCall(Rule):
    """Law 25: too late (25A5); an unintended call replaced (25A); any other change (25B)."""

    law = "25"
    # A call at the LHO's turn by a player who has called: the section that makes it a
    # change of call, and what the ruling says of it.
    treated: ClassVar[str] = (
        "{off} had already called: his {call} at his LHO's turn is treated as a change of "
        "call, and Law 25 applies."
    )
    # The director's question whether the call was unintended, and the answers' labels and
    # consequences.
    unintended_question: ClassVar[tuple[str, str, str]] = (
        "unintended",
        "25A1",
        "Was {original} unintended: a mechanical error or slip of the tongue, not a change "
        "of mind?",
    )
    unintended_answers: ClassVar[tuple[tuple[str, str], tuple[str, str]]] = (
        ("yes, unintended", "25A: the intended call replaces it; no Law 26."),
        ("no, a change of mind", "25B: the LHO may accept the new call."),
    )
    # The intended call in place of the unintended one.
    replaced: ClassVar[tuple[str, str]] = (
        "25A1",
        "{new} replaces {original}; it stands subject to whatever law applies to it. No Law "
        "26 lead restriction.",
    )

    def run(self, ctx: Context) -> RuleGen | None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        if not event.change:
            law = self.at_lhos_turn(ctx, event)
            ctx.say(law, self.treated.format(off=name(ctx.offender), call=event.call))
        return self.attempted_change(ctx)

    def at_lhos_turn(self, ctx: Context, event: CallEvent) -> str:
        """The section that makes a call at the LHO's turn a change of call: 30B2 for a pass,
        31C for a bid, 32C for a double or redouble."""
        return {"pass": "30B2", "bid": "31C"}.get(event.call.kind, "32C")

    def attempted_change(self, ctx: Context, accepted: bool | None = None) -> RuleGen | None:
        """Rule on ``ctx.event`` as an attempt to change the offender's last call; ``accepted``
        is ``False`` when the LHO has already declined it (Laws 30B2, 31C, 32C after 29A)."""
        attempt = attempt_to_change(ctx, "changes his call")
        original = attempt.original
        ctx.say(
            "25",
            f"{name(ctx.offender)} wants to replace {original.call} (event {original.event}) "
            f"with {attempt.event.call}.",
        )
        return self.change(ctx, attempt, accepted)

    @step("25A")
    def change(self, ctx: Context, attempt: Attempt, accepted: bool | None) -> RuleGen | None:
        """Too late once the auction period has ended (25A5); an unintended call until
        partner calls (25A1, 25A4); else 25B."""
        off, original = ctx.offender, attempt.original
        if self.too_late(ctx, original):
            ctx.cancel_event(attempt.event)
            return None
        if any(e.seat == off.partner for e in attempt.since):
            ctx.say("25A4", f"{name(off.partner)} has called since: 25A no longer allows a change.")
        elif self.unintended(ctx, original):
            self.replace_unintended(ctx, attempt)
            return None
        self.intended(ctx, attempt, accepted)
        return None

    @step("25A1")
    def unintended(self, ctx: Context, original: Entry) -> bool:
        """The director judges whether the call was unintended."""
        qid, law, question = self.unintended_question
        yes, no = self.unintended_answers
        value: bool = ctx.ask(
            qid,
            "director",
            law,
            question.format(original=original.call, off=name(ctx.offender)),
            [(True, *yes), (False, *no)],
        )
        return value

    @step("25A5")
    def too_late(self, ctx: Context, original: Entry) -> bool:
        """25A5 with 17D: once the auction period has ended no call can be substituted - with a
        contract, when the opening lead is faced (17D1); on a passed-out board, when all four
        hands are back in the board (17D2), which a record does not show: the director is
        asked."""
        if not ctx.auction.is_complete:
            return False
        if ctx.play_started():
            ctx.say(
                "25A5",
                "The opening lead has been faced: the auction period is over (17D1) and no call "
                f"can be substituted; {original.call} stands.",
            )
            return True
        if ctx.auction.contract() is not None:
            return False
        returned = ctx.ask(
            "hands_returned",
            "director",
            "17D2",
            "The board was passed out: had all four hands been returned to the board before the "
            "attempt to change the call?",
            [(True, "yes, returned", f"25A5: the auction period had ended (17D2); "
              f"{original.call} stands and the board stays passed out."),
             (False, "no, not yet", "The auction period lasts until then: Law 25 applies.")],
        )  # fmt: skip
        if returned:
            ctx.say(
                "25A5",
                "All four hands were back in the board: the auction period had ended (17D2) and "
                f"no call can be substituted; {original.call} stands.",
            )
        return bool(returned)

    @step("25A6")
    def replace_unintended(self, ctx: Context, attempt: Attempt) -> None:
        """The intended call replaces the unintended one; the LHO may withdraw his call over
        it (25A6)."""
        off, original, since, event = ctx.offender, attempt.original, attempt.since, attempt.event
        if since:
            withdraw = lho_withdraws(
                ctx,
                "25A6",
                f"Does {name(off.lho)} withdraw the call he made over {original.call}?",
                "25A6: his call is withdrawn (authorised to his side, unauthorised to the other).",
            )
            if not withdraw:
                ctx.say("25A1", f"{event.call} replaces {original.call} where it was made.")
                ctx.amend_call(original, event.call)
                return
            ctx.say("25A6", f"{name(off.lho)}'s call is withdrawn.")
            ctx.unauthorised(
                "16C",
                f"{off.side} (the side of the unintended call)",
                f"{name(off.lho)}'s withdrawn call",
            )
        take_back(ctx, [original, *since])
        law, said = self.replaced
        ctx.say(law, said.format(new=event.call, original=original.call))
        ctx.process(CallEvent(event.index, off, event.call))

    @step("25B")
    def intended(self, ctx: Context, attempt: Attempt, accepted: bool | None) -> None:
        """The LHO may accept the new call (25B1); else it is cancelled (25B2); 16C (25B3)."""
        off, original, since, event = ctx.offender, attempt.original, attempt.since, attempt.event
        if accepted is not None:
            accept = accepted
        elif not since and called_before_rectification(
            ctx, off.lho, "25B1", f"{name(off)}'s change of call to {event.call}"
        ):
            accept = True
            ctx.say("25B1", f"{name(off.lho)} called over {event.call} and so accepted it.")
        else:
            accept = lho_accepts(
                ctx,
                "25B1",
                f"Does {name(off.lho)} accept {event.call} in place of {original.call}?",
                f"25B1: {original.call} is withdrawn; {event.call} stands; Law 26 may apply.",
                f"25B2: {event.call} is cancelled; {original.call} stands; Law 26 may apply.",
            )
        unauthorised_to_offenders(ctx, "16C", "the withdrawn or cancelled call")
        ctx.apply("25B3")
        if accept:
            take_back(ctx, [original, *since])
            ctx.say("25B1", f"{original.call} is withdrawn and {event.call} stands.")
            self.law26(ctx, str(original.call), CallEvent(event.index, off, event.call))
            ctx.process(CallEvent(event.index, off, event.call))
            return
        ctx.cancel_event(event)
        ctx.say("25B2", f"{event.call} is cancelled; {original.call} stands.")
        self.law26(ctx, str(event.call), CallEvent(original.event, off, original.call))

    @step("26")
    def law26(self, ctx: Context, withdrawn: str, standing: CallEvent) -> None:
        """Law 26: a lead restriction only if the call that stands is not comparable (26A/26B)."""
        comparable = ask_comparable(
            ctx, "26A", standing, withdrawn,
            yes="26A: no lead restrictions.",
            no="26B: declarer may prohibit one suit at the offender's partner's first lead.",
        )  # fmt: skip
        if comparable:
            ctx.say("26A", "The call that stands is comparable: no lead restrictions.")
        else:
            ctx.lead_restriction_26b()


rule = ChangeOfCall()
