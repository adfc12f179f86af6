"""Law 59 — inability to lead or play as required.

Irregularity
    A lead or play restriction chosen in rectification is in force (26B, 50D2, 51B, 54D,
    56B, 57A), and the player cannot comply: he holds no card of the required suit, only
    cards of suits he is prohibited from leading, or he must follow suit (44C comes first).

Rectification
    None: he may play any otherwise legal card, and no revoke arises (61A). The play
    driver's check of the restriction already allows it; this module says so in the
    result's notes, naming the restriction.

Example
    After trick 3 West exposes H7 deliberately and declarer requires East to lead a heart
    (50D2(a)); East has none and leads CA: no revoke, and the result notes that he may lead
    any card (59).

See also
    Laws 44C, 50D1(b), 57B, 61A.
"""

from __future__ import annotations

from director.engine.play import PlayState
from director.model.card import Card
from director.model.seat import Seat
from director.rules.common.play import name, suit_word

__all__ = ["inability"]


def inability(st: PlayState, seat: Seat, card: Card) -> str | None:
    """The note to make when ``card`` departs from a restriction in force that ``seat``
    could not comply with; ``None`` when no restriction applies or the card complies.
    Call it only for a card the driver found legal."""
    held = st.holding(seat)
    if held is None:
        return None
    held = held | {card}
    trick = st.current
    if not trick.cards:
        for r in st.lead_suit_restriction(seat):
            if r.mode == "require" and card.suit is not r.suit:
                return (
                    f"{name(seat)} had no {suit_word(r.suit)} to lead as required ({r.law}): "
                    f"he may lead any card (59)."
                )
            if r.mode == "prohibit" and card.suit is r.suit:
                return (
                    f"{name(seat)} had only cards of suits he may not lead ({r.law}): he may "
                    f"lead any of them (59)."
                )
        return None
    led = trick.suit_led
    for pr in st.play_rules:
        if pr.seat != seat or pr.trick != trick.number:
            continue
        of_led = [c for c in held if c.suit is led]
        if pr.mode in ("highest", "lowest") and not of_led:
            return (
                f"{name(seat)} had no {suit_word(led)} to play as required ({pr.law}): he may "
                "play any card (59)."
            )
        if pr.mode == "play-suit" and pr.suit is not None and card.suit is not pr.suit:
            reason = "must follow suit" if of_led else f"had no {suit_word(pr.suit)}"
            return f"{name(seat)} {reason} ({pr.law}): he may play any legal card (59)."
        if pr.mode == "not-suit" and card.suit is pr.suit:
            reason = "must follow suit" if card.suit is led else "had only that suit"
            return f"{name(seat)} {reason} ({pr.law}): he may play any legal card (59)."
    return None
