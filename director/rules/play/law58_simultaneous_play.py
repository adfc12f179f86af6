"""Law 58A — simultaneous leads or plays.

Irregularity
    A player led or played at the same moment as another player's legal lead or play (the
    record puts it right after that card, marked ``simultaneous``).

Rectification
    None in itself: his card counts as led or played after the other (58A), and is then
    judged in that order like any other card — in turn and legal it simply stands; out of
    turn it is a premature play or a lead out of turn (Laws 53-57).

See also
    Law 58B (two or more cards from one hand at once), 67.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.rules.play._common import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    cards = st.current.cards or (st.tricks[-1].cards if st.tricks else [])
    other = f"{name(cards[-1].seat)}'s {cards[-1].card}" if cards else "the other card"
    ctx.say(
        "58A",
        f"{name(ctx.offender)}'s {event.card}, played at the same moment as {other}, counts "
        "as played after it and is judged in that order.",
    )
