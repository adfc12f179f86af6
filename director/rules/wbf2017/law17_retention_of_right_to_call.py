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

from director.engine.context import Context
from director.rules.common.auction import name, reopen_at


def rule(ctx: Context) -> None:
    seat = ctx.skipped
    assert seat is not None
    position = ctx.position
    ctx.out.law = "17D3"
    ctx.say(
        "17D3",
        f"The passes that seemed to end the auction include a call out of rotation "
        f"that deprived {name(seat)} of his turn: the auction has not ended.",
    )
    reopen_at(ctx, seat, position)
    ctx.say(
        "17D3",
        f"The passes after {name(seat)}'s missed turn are cancelled; the auction "
        f"returns to {name(seat)} and continues normally.",
    )
    ctx.unauthorised("16C", "both sides (16C1/16C2 by side)", "the cancelled passes")
    ctx.apply("34")
