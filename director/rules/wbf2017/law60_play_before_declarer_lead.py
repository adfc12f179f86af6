"""Law 60B — a defender plays before declarer leads from the correct hand.

Irregularity
    Declarer had to retract a lead out of turn (55B) and, before he led from the correct
    hand, a defender played a card.

Rectification
    The defender's card is a major penalty card (60B, Law 50).

Example
    Dummy wins trick 6, but North leads SA from his own hand; the defenders require him to
    lead from dummy (55B2). Before he does, West plays S3: a major penalty card (60B).

See also
    Laws 50D, 55.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.rules.common.play import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    ctx.say(
        "60B",
        f"{name(ctx.offender)} played {event.card} before declarer led from the correct hand.",
    )
    ctx.play_penalty(ctx.offender, event.card, True, "60B")


def declarer_lead_due() -> str:
    """Declarer retracted a lead out of turn and has still to lead from the correct hand."""
    return "55B2/60B: declarer leads from the hand that is to lead."
