"""Law 45E — a fifth card played to a trick (``W:fifth:C7``, right after the trick's
fourth card).

Irregularity
    A player contributed a card to a trick that already held four cards (45C1 sends a
    defender's card held where his partner could see it, after he had played, here too).

Rectification
    The director first decides whether the card was in fact led to the next trick (asked).
    If it was, it is judged as a lead: in turn it simply stands; otherwise Law 53 or 56
    for a defender (45E1), Law 55 for declarer (45E2). If it was not, a defender's card is
    a penalty card under Law 50 (45E1): major if an honour or if he already has one, and
    for a single low card the director finds whether it was exposed unintentionally
    (minor) or not (major, 50B). Declarer's card, from his hand or from dummy, goes back
    with no rectification (45E2, 48A).

Example
    After trick 1 West adds C7 to the completed trick. The director finds it was not a lead:
    it is a penalty card (45E1), minor since it was exposed unintentionally (50B).

See also
    Laws 50, 53, 55, 56, 67A2 (too many cards to a trick).
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent
from director.engine.play import is_honour
from director.rules.common.play import driver, name
from director.rules.wbf2017.law58_simultaneous_play import defender_penalty_cards, play_card


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayActEvent)
    st = ctx.play
    off = ctx.offender
    card = event.cards[0]
    if st.current.cards or not st.tricks:
        raise InvalidEventError(
            f"event {event.index} ({event}): a fifth card is recorded right after the fourth "
            "card of a trick, before anyone leads to the next"
        )
    driver(ctx).check_held(off, card, event)
    trick = st.tricks[-1]
    defender = not st.is_declaring_side(off)
    law = "45E1" if defender else "45E2"
    ctx.out.law = law
    ctx.say(law, f"{name(off)} added {card} to trick {trick.number}, which had four cards.")
    then = "Law 53 or 56 applies" if defender else "Law 55 applies"
    led = ctx.ask(
        "led",
        "director",
        law,
        f"Does the director deem that {card} was led to trick {trick.number + 1}?",
        [
            (True, "yes", f"It is a lead: in turn it stands; out of turn {then} ({law})."),
            (
                False,
                "no",
                "It becomes a penalty card (45E1, Law 50)."
                if defender
                else "It goes back to the hand with no rectification (45E2).",
            ),
        ],
    )
    if led:
        correct = st.current.leader
        ctx.say(
            law,
            f"{card} is a lead to trick {trick.number + 1}"
            + (": it is in turn and stands." if correct == off else f" ({then})."),
        )
        play_card(ctx, off, card)
        return
    if not defender:
        ctx.say("45E2", f"{card} goes back to the hand with no further rectification.")
        ctx.say("48A", "No card of declarer or dummy becomes a penalty card.")
        return
    if not is_honour(card) and not st.penalty_of(off):
        unintended = ctx.ask(
            "unintentional",
            "director",
            "50B",
            f"Was {card} exposed unintentionally?",
            [
                (True, "yes", "A single card below honour rank: a minor penalty card (50B)."),
                (False, "no", "Played deliberately: a major penalty card (50B)."),
            ],
        )
        if not unintended:
            ctx.play_penalty(off, card, True, "45E1")
            return
    defender_penalty_cards(ctx, off, [card], "45E1")
