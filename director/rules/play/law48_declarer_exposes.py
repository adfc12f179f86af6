"""Law 48 — declarer exposes a card.

Irregularity
    Declarer (or dummy's hand through declarer) exposed a card other than by playing it.

Rectification
    None: declarer is not restricted and no card of declarer or dummy becomes a penalty
    card (48A); Law 45C2 decides whether a card of his is played. Declarer facing his hand
    may be a claim or concession (48B2, Law 68).

See also
    Laws 45C2, 54 (48B1), 68.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ExposeEvent


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ExposeEvent)
    shown = " ".join(map(str, event.cards))
    ctx.say(
        "48A",
        f"{shown}: declarer's exposed cards are not penalty cards and impose no "
        "restriction; he need not play a card dropped by accident.",
    )
    ctx.say(
        "45C2",
        "A card held face up touching or nearly touching the table, or in a "
        "position showing it is played, counts as played: the director judges.",
    )
