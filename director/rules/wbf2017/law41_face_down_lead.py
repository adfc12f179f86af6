"""Law 41A — face-down opening lead out of turn.

Irregularity
    The defender who was not the opening leader led face down.

Rectification
    The card has not been faced, so the auction period has not ended (17D1) and Law 54 does
    not apply: the director has the card returned to the player's hand (41A) and the
    correct defender leads. If the offender's partner could have seen its face, the card is
    one exposed during the auction period and Law 24 applies — a fact the director is asked.

Example
    North declares 1S. Before East, the opening leader, has led, West leads H2 face down: it
    was never faced, so at the director's instruction H2 goes back to West's hand (41A) and
    East leads.

See also
    Laws 17D1, 24, 47E, 54.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ExposeEvent, PlayEvent
from director.model.kind import Kind
from director.rules.common.play import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    off = ctx.offender
    leader = ctx.play.current.leader
    ctx.say(
        "41A",
        f"{name(off)} led {event.card} face down out of turn; the card goes back to his hand "
        f"and {name(leader)} makes the opening lead.",
    )
    seen = ctx.ask(
        "face_seen",
        "director",
        "24",
        f"Could {name(off.partner)} have seen the face of {event.card}?",
        [
            (True, "yes", "The card was exposed during the auction period: Law 24 applies."),
            (False, "no", "No further rectification."),
        ],
    )
    if seen:
        exposed = ExposeEvent(event.index, off, (event.card,), led=True)
        sub = ctx.rule_on(Kind.CARD_EXPOSED, exposed, off)
        for pc in sub.auction_penalty_cards(ctx.play.contract):
            ctx.play.add_penalty(off, event.card, pc.kind == "major", pc.law)
