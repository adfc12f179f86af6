"""Law 47 — a played card taken back.

Situation
    A player takes back a card he played to the trick in progress.

Rectification
    After a revoke is corrected the non-offenders may take back cards played after it
    (62C1), and then the offending side's next player (62C2; a defender's card becomes a
    penalty card). Otherwise a played card may be withdrawn only as Law 47A-E allow (a
    rectification, correcting an illegal play, a permitted change of designation, after an
    opponent's change, or after misinformation) — the director's finding; else it stands
    (47F). Information from a withdrawn card: Law 16C.

See also
    Laws 16C, 45C4(b), 58B3, 62C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError, RetractEvent
from director.rules.play._common import driver, name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, RetractEvent)
    st = ctx.play
    drv = driver(ctx)
    seat, card = ctx.offender, event.card
    trick = st.current if st.current.played_by(seat) else (st.tricks[-1] if st.tricks else None)
    played = trick.played_by(seat) if trick else None
    if trick is None or played is None or played.card != card:
        raise InvalidEventError(
            f"event {event.index} ({event}): {name(seat)} has no {card} on the trick in progress"
        )
    after_correction = drv.corrected_trick == trick.number
    off = drv.correction_offender
    if after_correction and off is not None and seat.side != off.side:
        law = "62C1"
        ctx.say(
            law,
            f"{name(seat)} takes back {card}, played after the revoke; he may "
            "substitute another card.",
        )
    elif after_correction and off is not None:
        law = "62C2"
        ctx.say(law, f"{name(seat)} takes back {card} after a non-offender did so.")
    else:
        allowed = ctx.ask(
            "allowed",
            "director",
            "47",
            f"Does Law 47 allow {name(seat)} to take back {card}?",
            [
                (
                    True,
                    "yes",
                    "The card goes back to his hand (47A-E); Law 16C governs the information.",
                ),
                (False, "no", "The card stays played (47F)."),
            ],
        )
        if not allowed:
            ctx.say("47F", f"{card} stays played.")
            return
        law = "47"
        ctx.say(law, f"{card} goes back to {name(seat)}'s hand.")
    st.take_back(seat, card)
    if law == "62C2" and not st.is_declaring_side(seat):
        ctx.play_penalty(seat, card, True, "62C2")
    ctx.unauthorised(
        "16C",
        f"{seat.side if law != '62C1' else 'the offending side'}",
        f"the withdrawn card {card}",
    )
