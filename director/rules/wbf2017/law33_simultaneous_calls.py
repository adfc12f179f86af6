"""Law 33 — simultaneous calls.

Irregularity
    A call made at the same moment as the call of the player whose turn it was.

Rectification
    The in-turn call is taken as made first; the other is deemed made after it and is dealt
    with as such (in rotation, or out of rotation under Laws 29-32).

Example
    Dealer N: ``1H E:simultaneous:1S`` (recorded after North's call).

See also
    Laws 29-32.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    ctx.say(
        "33",
        f"{name(ctx.offender)}'s {event.call} was simultaneous with the in-turn call: "
        "it is deemed made after it and is dealt with in that order.",
    )
