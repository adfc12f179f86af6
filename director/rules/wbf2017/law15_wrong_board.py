"""Law 15A — a call made holding the cards of another board.

Irregularity
    A player is found to have called holding cards he took from a wrong board (recorded as
    ``wrong-board`` at the moment it is found).

Rectification
    His call is cancelled together with every call after it (15A1) - he held the wrong cards
    from his first call on, so that is the call cancelled. If his partner has called since,
    the board cannot go on: the director awards an adjusted score (15A2(a)). Otherwise the
    offender looks at his own hand and calls again, and the auction goes on normally from
    there (15A2(b)). Law 16C governs every cancelled call (15A2(c)). On the board the cards
    came from, the director may let it be played normally if the offender repeats his call
    there, and adjusts that board's score if his call differs - a much different meaning,
    or a psychic (15A3). A procedural penalty may be added (15A4, Law 90).

Example
    Dealer N: ``1H P 2H N:wrong-board`` — South had called, so 15A2(a).

See also
    Laws 12C, 16C, 16D, 90.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.rules.common.auction import name, take_back


def rule(ctx: Context) -> RuleGen | None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off = ctx.table, ctx.offender
    legal = table.legal_entries()
    mine = [i for i, e in enumerate(legal) if e.seat == off and e.event]
    if not mine:
        ctx.say(
            "15A1",
            f"{name(off)} has not called yet: no call is cancelled; he takes his own cards "
            "before calling. What he saw of the other board is extraneous information (16D).",
        )
        return None
    first = legal[mine[0]]
    cancelled = legal[mine[0] :]
    partner_called = any(e.seat == off.partner for e in cancelled[1:])
    calls = ", ".join(f"{e.seat.letter}:{e.call}" for e in cancelled)
    take_back(ctx, cancelled, "cancelled")
    ctx.say(
        "15A1",
        f"{name(off)} called {first.call} (event {first.event}) holding the cards of another "
        f"board: it is cancelled together with every later call ({calls}).",
    )
    ctx.unauthorised(
        "15A2(c)",
        f"{off.side} (the offending side)",
        "the cancelled calls (Law 16C: authorised for the other side)",
    )
    if partner_called:
        table.not_played = "15A2(a)"
        ctx.say(
            "15A2(a)",
            f"{name(off.partner)} has called since: the auction cannot go on; the director "
            "awards an adjusted score (Law 12C: with no result obtained, an artificial "
            "adjusted score by each side's responsibility, 12C2).",
        )
    else:
        ctx.say(
            "15A2(b)",
            f"{name(off)} looks at his own hand and calls again; the auction goes on normally "
            "from there.",
        )
    _other_board(ctx, str(first.call))
    if partner_called:
        return None
    return _call_again(ctx)


def _call_again(ctx: Context) -> RuleGen:
    repl = yield Wait(
        ctx.offender,
        "15A2(b)",
        (("any legal call, with his own hand", "The auction goes on normally from there."),),
    )
    ctx.table.process_call(repl)


def _other_board(ctx: Context, call: str) -> None:
    off = ctx.offender
    ctx.say(
        "15A3",
        f"On the board the cards came from: if {name(off)} repeats his call there, the "
        f"director may let it be played normally; if his call there differs from the "
        f"cancelled {call} (a much different meaning, or a psychic), he awards an adjusted "
        "score on that board.",
    )
    ctx.say("15A4", "A procedural penalty (Law 90) may be assessed as well.")
