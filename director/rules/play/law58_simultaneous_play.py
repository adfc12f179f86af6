"""Law 58A — simultaneous leads or plays.

Irregularity
    A player led or played at the same moment as another player's legal lead or play.

Rectification
    His card counts as played after the other (58A); it is then judged in that order.

See also
    Law 58B (several cards from one hand), 67.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.rules.play._common import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    ctx.say(
        "58A",
        f"{name(ctx.offender)}'s {event.card} counts as played after the card "
        "played at the same moment.",
    )
