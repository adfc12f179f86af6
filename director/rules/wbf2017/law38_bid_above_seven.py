"""Law 38 — bid of more than seven.

Irregularity
    A bid at a level above seven.

Rectification
    No contract above seven is ever played (38A). The bid and any later calls are cancelled
    (38B); a pass is substituted and the offender and his partner must pass for the rest of
    the auction (38C). 72C and 26B may apply, but not if the offender's LHO called after the
    infraction and before rectification (38D).

Example
    Dealer N: ``1S 2H 4S 8H``.

See also
    Laws 26B, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.base import Rule, step
from director.rules.common.auction import (
    called_before_rectification,
    later_calls_before_ruling,
    name,
    next_call_by,
    review_72c,
    substituted_pass,
)


class BidAboveSeven(Rule):
    """Law 38: the bid (and any call over it before the ruling) is cancelled, a pass is
    substituted and the offending side barred; 26B and 72C unless the LHO called over it."""

    law = "38"
    # The section and wording that no such contract is played ({call}).
    never_played = ("38A", "{call} is above seven: no such contract may ever be played.")
    # The pass substituted at the offender's turn: its section and wording ({off}).
    substituted = ("38C", "A pass is substituted and the auction continues.")

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        self.announce(ctx, event)
        if self.condoned(ctx, event):
            return
        lho_call = self.cancel(ctx, event)
        self.substitute_pass(ctx)
        self.restrictions(ctx, event, called_over=lho_call is not None)

    def announce(self, ctx: Context, event: CallEvent) -> None:
        law, text = self.never_played
        ctx.say(law, text.format(call=event.call))

    def condoned(self, ctx: Context, event: CallEvent) -> bool:
        """The 2017 code condones no bid above seven: whoever called over it, 38B cancels
        it."""
        return False

    @step("38B")
    def cancel(self, ctx: Context, event: CallEvent) -> CallEvent | None:
        """The bid is cancelled, with every call the LHO and the others made over it before
        the ruling; the LHO's call, if any."""
        off, call = ctx.offender, event.call
        ctx.cancel_event(event)
        lho_call = next_call_by(ctx, off.lho)
        if lho_call is None or not called_before_rectification(ctx, off.lho, "38B", str(call)):
            ctx.say("38B", f"{call} is cancelled.")
            return None
        ctx.take_next()
        later = [lho_call, *later_calls_before_ruling(ctx, lho_call, "38B")]
        for each in later:
            ctx.cancel_event(each)
        ctx.say(
            "38B",
            f"{call} is cancelled together with every call after it: "
            f"{', '.join(str(e) for e in later)}.",
        )
        return lho_call

    @step("38C")
    def substitute_pass(self, ctx: Context) -> None:
        """At his own turn the offender's pass replaces the bid; he passes for the rest of
        the auction."""
        off = ctx.offender
        if off == ctx.turn:
            law, text = self.substituted
            ctx.say(law, text.format(off=name(off)))
            ctx.accept(off, Pass(), substituted_pass(ctx, off))
        self.bar(ctx)

    def bar(self, ctx: Context) -> None:
        """The offender and his partner must pass for the rest of the auction."""
        ctx.must_pass(ctx.offender, "rest-of-auction", "38C")
        ctx.must_pass(ctx.offender.partner, "rest-of-auction", "38C")

    @step("38D")
    def restrictions(self, ctx: Context, event: CallEvent, called_over: bool) -> None:
        if called_over:
            ctx.say(
                "38D",
                f"{name(ctx.offender.lho)} called before rectification: Laws 26B and 72C are "
                "not available.",
            )
            return
        ctx.apply("38D")
        ctx.lead_restriction_26b("26B")
        review_72c(ctx)


rule = BidAboveSeven()
