"""Auction Bridge 1912, Law 52 — a declaration altered.

Irregularity
    A player replaces his last call (recorded as ``change 2H``, or a second call of his at his
    left-hand adversary's turn).

Rectification
    52: once the next player (the offender's left-hand adversary) has passed, declared or
    doubled, the call can no longer be altered: the change does not count and the call
    stands. Before that, a call made inadvertently may be corrected: the director judges
    whether it was inadvertent (the seed leaves it to him, so the tool asks). If so the
    correction takes its place and is ruled as any call in turn (an insufficient correction
    falls under 50). If not, the call was made as meant and cannot be altered (our reading:
    the change does not count; the seed names no penalty).

    Three-handed Auction: the next player is the next of the three (the dummy packet never
    calls).

Example
    Dealer N: ``1H N:change:2H``.

See also
    Law 50 (an insufficient correction); ``director law 52 --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.rules.common.auction import last_call_of, name, take_back


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, new = ctx.offender, event.call
    original, since = last_call_of(ctx, "alters his declaration")
    ctx.say("52", f"{name(off)} wants to alter {original.call} (event {original.event}) to {new}.")
    following = ctx.game.next_seat(off)
    acted = next((e for e in since if e.seat == following), None)
    if acted is not None:
        ctx.cancel_event(event)
        ctx.say(
            "52",
            f"{name(following)}, the next player, has already called ({acted.call}, event "
            f"{acted.event}): {original.call} can no longer be altered; it stands and {new} "
            "does not count.",
        )
        return
    inadvertent = ctx.ask(
        "inadvertent",
        "director",
        "52",
        f"Was {name(off)}'s {original.call} made inadvertently (not meant), so that he may "
        "correct it before the next player acts?",
        [(True, "yes, inadvertent", f"52: {new} replaces {original.call} and is ruled as a call "
          "in turn."),
         (False, "no, made as meant", f"52: {original.call} cannot be altered; it stands and "
          f"{new} does not count.")],
    )  # fmt: skip
    if not inadvertent:
        ctx.cancel_event(event)
        ctx.say(
            "52",
            f"{original.call} was made as meant: it cannot be altered and stands; {new} does "
            "not count (the seed names no penalty).",
        )
        return
    take_back(ctx, [original, *since])
    ctx.say("52", f"{original.call} was inadvertent: {name(off)} corrects it to {new}.")
    ctx.process(CallEvent(event.index, off, new))
