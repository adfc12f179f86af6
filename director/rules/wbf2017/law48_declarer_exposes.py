"""Law 48 — declarer exposes a card.

Irregularity
    Declarer exposed a card of his hand (or of dummy's) other than by playing it.

Rectification
    None: declarer is not restricted, no card of declarer or dummy ever becomes a penalty
    card, and he need not play a card he dropped by accident (48A) — unless the director
    finds under 45C2 that the card was held or placed so as to count as played. Declarer
    facing his remaining cards (other than just after an opening lead out of turn, 48B1)
    may be a claim or concession, unless he demonstrably did not mean one (48B2): then the
    record continues with the claim (Law 68).

Example
    North declares 1S and wins trick 7. Reaching for the king of spades to lead to trick 8,
    he drops the queen face up: no rectification (48A); it is no penalty card and he need
    not play it.

See also
    Laws 45C2, 54 (48B1), 68.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ExposeEvent
from director.rules.common.play import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ExposeEvent)
    st = ctx.play
    seat = ctx.offender
    shown = " ".join(map(str, event.cards))
    whose = "dummy's" if seat == st.dummy else "declarer's"
    ctx.say(
        "48A",
        f"{shown} ({whose} hand): no penalty card and no restriction; declarer need not "
        "play a card he dropped by accident.",
    )
    ctx.say(
        "45C2",
        "Unless the director finds that a card of declarer's was held face up touching or "
        "nearly touching the table, or kept where it shows it was played: then it is played.",
    )
    held = st.holding(seat)
    if seat == st.declarer and held is not None and len(held) > 1 and held <= set(event.cards):
        ctx.say(
            "48B2",
            f"{name(seat)} faced all his remaining cards: this may be a claim or concession "
            "(Law 68) unless he demonstrably did not intend one; record it as 'claim' or "
            "'concede'.",
        )
