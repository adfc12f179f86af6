"""Law 17D3 (formerly Law 34) — retention of the right to call.

Irregularity
    Three passes that would end the auction, one of them made out of rotation so that a
    player lost his turn (after a call out of rotation was accepted).

Rectification
    The auction has not ended: it returns to the player who missed his turn; every pass
    after that point is cancelled and the auction continues normally. Law 16C covers the
    cancelled calls; whoever passed out of rotation is an offender (17D3).

Example
    Dealer N: ``1H P W:P`` accepted ... then ``P`` — North never had his turn back.

See also
    Laws 16C, 22, 29, 34.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.auction import name, reopen_at


class RetentionOfRightToCall(Rule):
    """Law 17D3: the auction goes back to the player who lost his turn."""

    law = "17D3"
    not_ended: ClassVar[str] = (
        "The passes that seemed to end the auction include a call out of rotation "
        "that deprived {seat} of his turn: the auction has not ended."
    )
    reverts: ClassVar[str] = (
        "The passes after {seat}'s missed turn are cancelled; the auction "
        "returns to {seat} and continues normally."
    )

    def run(self, ctx: Context) -> None:
        seat = ctx.skipped
        assert seat is not None
        ctx.out.law = self.law
        self.reopen(ctx, seat)
        self.cancelled_calls(ctx)

    @step("17D3")
    def reopen(self, ctx: Context, seat: Seat) -> None:
        """The auction has not ended: it returns to the skipped player."""
        ctx.say(self.law, self.not_ended.format(seat=name(seat)))
        reopen_at(ctx, seat, ctx.position)
        ctx.say(self.law, self.reverts.format(seat=name(seat)))

    @step("16C")
    def cancelled_calls(self, ctx: Context) -> None:
        """The cancelled passes are information for both sides (16C), the offender's rule 34."""
        ctx.unauthorised("16C", "both sides (16C1/16C2 by side)", "the cancelled passes")
        ctx.apply("34")


rule = RetentionOfRightToCall()
