"""Auction Bridge 1912, Law 49 — a pass out of turn (three-handed Auction too).

Irregularity
    A pass made when it was another player's turn. Law 49 covers declarations; a pass is
    none.

Rectification
    None: the code's table of penalties (same printing, under Law 49) lists no penalty for a
    pass out of turn, and three-hand Laws 5, 6 and 10 name declarations and doubles only. The
    ruling reports it and the auction goes on with the calls as the table made them:

    - if the table went on from the offender (the record's next call is by the offender's
      left-hand player; at three, the next player), the pass stands as if made in turn, as
      a declaration let stand does under 49;
    - otherwise the pass has no effect: the player whose turn it was calls, and the
      offender calls again at his own turn. Before the dealer has declared (42: he opens
      the auction) the pass always has no effect.

Example
    Dealer N: ``1H S:P W:P N:P E:P`` (South passed at East's turn; it stands).

See also
    Law 49 (:mod:`director.rules.auction1912.law49_declaration_out_of_turn`); Law 57
    (:mod:`director.rules.auction1912.law57_double_out_of_turn`).
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.kind import Kind
from director.rules.auction1912._common import say_for_both
from director.rules.common.auction import name, next_call_by


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, turn = ctx.offender, ctx.turn
    ctx.out.kind, ctx.out.law = Kind.PASS_OUT_OF_ROTATION, "49"
    ctx.out.summary = f"Pass out of turn: {name(off)}, event {event.index} ({event})"
    say_for_both(
        ctx,
        "49",
        f"{name(off)} passed at {name(turn)}'s turn. A pass is no declaration: the code "
        "prescribes no penalty for a pass out of turn (its table of penalties, under 49).",
        ("5", "Three-hand Laws 5 and 6 penalise declarations only: no honour points."),
    )
    following = ctx.game.next_seat(off)
    if ctx.auction.calls and next_call_by(ctx, following) is not None:
        ctx.accept(off, event.call, event.index)
        ctx.say(
            "49",
            f"The table went on from {name(off)}: the pass stands as if made in turn and "
            f"{name(following)} calls next.",
        )
        return
    ctx.cancel_event(event)
    who = f"the dealer, {name(turn)}," if not ctx.auction.calls else name(turn)
    ctx.say(
        "49",
        f"The pass has no effect: {who} calls in his turn and {name(off)} calls again at his "
        "own turn. The auction goes on.",
    )
