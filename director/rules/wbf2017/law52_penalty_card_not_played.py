"""Law 52 — failure to lead or play a penalty card.

Irregularity
    A defender led or played another card when Law 50 or 51 obliged him to lead or play a
    penalty card (a major one at the first legal opportunity, 50D1; for a minor one, a
    non-honour of its suit, 50C).

Rectification
    He may not withdraw the card on his own (52A). Declarer may accept it (52B1(a)) and must
    if he has since played from his hand or dummy (52B1(b)); the penalty card stays one
    (52B1(c)). If declarer refuses, the penalty card is substituted and every card wrongly
    led or played becomes a major penalty card (52B2). Whether declarer had already played
    is a fact the answer carries: the question names 52B1(b). A failure that stands is a revoke
    with no automatic trick transfer (61A, 64B3); the director may adjust under 64C.

Example
    West drops H7 after trick 1, unintentionally: a minor penalty card. At trick 2 he plays
    H3 instead, another heart below honour rank (50C); declarer refuses it (52B2): H7 is
    played and H3 becomes a major penalty card.

See also
    Laws 50, 51A, 61A, 64B3, 64C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.rules.common.play import driver, name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    off, card = ctx.offender, event.card
    led = st.current.suit_led
    mine = st.penalty_of(off)
    if led is None:
        due = [p for p in mine if p.major]
    else:
        due = [p for p in mine if p.major and p.card.suit is led] or [p for p in mine if p.major]
    if not due:
        due = [p for p in mine if not p.major]
    designated = driver(ctx).designated.get((off, st.trick_number))
    if designated is not None:
        due = [p for p in mine if p.card == designated] or due
    shown = " ".join(str(p.card) for p in due)
    verb = "led" if led is None else "played"
    what = "the penalty card declarer designated (51A)" if designated else "his penalty card"
    ctx.say("52", f"{name(off)} {verb} {card} instead of {what} ({shown}).")
    ctx.say("52A", "He may not withdraw it on his own initiative.")
    accepted = ctx.ask(
        "accept",
        "declarer",
        "52B1",
        f"Does declarer accept {card}? He must if he has since played from his hand or "
        "dummy (52B1(b)).",
        [
            (True, "accept", "The card stands; the penalty card stays one (52B1(c))."),
            (
                False,
                "refuse",
                f"The penalty card is played instead and {card} "
                + (
                    "stays a penalty card, a major one (52B2)."
                    if any(p.card == card for p in mine)
                    else "becomes a major penalty card (52B2)."
                ),
            ),
        ],
        seat=st.declarer,
    )
    if accepted:
        ctx.say("52B1(c)", "Any unplayed penalty card remains a penalty card.")
        ctx.review(
            "64C",
            "The failure to play the penalty card is a revoke with no automatic "
            "trick transfer (64B3); adjust if the non-offenders were damaged (64C).",
        )
        driver(ctx).accept(off, card, event, check=False)
        return
    substitute = due[0].card
    if len(due) > 1:
        value = ctx.ask(
            "penalty_card",
            "declarer",
            "51A",
            "Which penalty card must be played?",
            [(str(p.card), str(p.card), "Played to the trick (51A).") for p in due],
            seat=st.declarer,
        )
        substitute = next(p.card for p in due if str(p.card) == value)
    ctx.say("52B2", f"{substitute} is played instead.")
    driver(ctx).accept(off, substitute, event, check=False)
    ctx.play_penalty(off, card, True, "52B2")


def major_not_played() -> str:
    """What follows when the holder of a major penalty card plays another card."""
    return (
        "52: declarer may accept it (52B1) or require the penalty card (52B2: the card "
        "wrongly played becomes a major penalty card too)."
    )


def minor_not_played() -> str:
    """What follows when the holder of a minor penalty card plays another card of its suit
    below honour rank."""
    return (
        "52: not allowed while the minor penalty card lies face up (50C); declarer may "
        "accept it (52B1) or require the penalty card (52B2)."
    )
