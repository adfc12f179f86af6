"""Law 49 — a defender exposes a card.

Irregularity
    Outside normal play a defender's card was placed where his partner could see its face,
    or he named a card as being in his hand.

Rectification
    Each card is a penalty card (49, 50). A single card below honour rank exposed
    unintentionally is minor; an honour, a card exposed deliberately, or any card of a
    defender who has two or more penalty cards is major (50B) — whether the exposure was
    unintentional is the director's finding. While it lies on the table its information
    is authorised for all (50E1).

See also
    Laws 50C, 50D, 51, 68 (statements about the current trick), 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ExposeEvent
from director.engine.play import is_honour
from director.rules.play._common import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ExposeEvent)
    off = ctx.offender
    cards = event.cards
    shown = " ".join(map(str, cards))
    ctx.say("49", f"{name(off)} exposed {shown}: each card becomes a penalty card.")
    major = len(cards) > 1 or any(is_honour(c) for c in cards) or bool(ctx.play.penalty_of(off))
    if not major:
        accidental = ctx.ask(
            "unintentional",
            "director",
            "50B",
            f"Was {shown} exposed unintentionally (dropped, or two cards played together)?",
            [
                (
                    True,
                    "yes",
                    "A single card below honour rank exposed unintentionally: a minor "
                    "penalty card (50B, 50C).",
                ),
                (False, "no", "Exposed deliberately: a major penalty card (50B, 50D)."),
            ],
        )
        major = not accidental
    for card in cards:
        ctx.play_penalty(off, card, major, "50B")
    ctx.say("50E1", "While the card lies face up its information is authorised for all players.")
