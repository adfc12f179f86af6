"""Law 34 (1997 code) — retention of the right to call.

Situation
    A call was followed by three passes, one of them out of rotation, so that a player lost
    his turn to call (an accepted call out of rotation, 29A, skipped him).

Penalty
    None: the auction has not ended; it reverts to the player who missed his turn, every
    later pass is cancelled, and the auction proceeds as though there had been no
    irregularity. (2017 moves this to 17D3 and adds Law 16C.)

See also
    1997 Laws 17E, 29; ``director law 34 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.rules.common.auction import name, reopen_at


def rule(ctx: Context) -> None:
    seat = ctx.skipped
    assert seat is not None
    position = ctx.position
    ctx.out.law = "34"
    ctx.say(
        "34",
        f"Three passes followed a call, but one was out of rotation and deprived {name(seat)} "
        "of his turn: the auction has not ended.",
    )
    reopen_at(ctx, seat, position)
    ctx.say(
        "34",
        f"The later passes are cancelled; the auction reverts to {name(seat)} and proceeds as "
        "though there had been no irregularity.",
    )
