"""The trick duties (article 9): which cards a player may play to the trick as it stands.

A card outside that set is a *renonce* (article 12A). The named options of
:class:`~director.belote.options.Options` select the variants of 9B, 9C and 9D.
"""

from __future__ import annotations

from collections.abc import Iterable

from director.belote.cards import ALL_TRUMPS, Card, Trump, beats
from director.belote.options import Options
from director.model.seat import Seat

__all__ = ["allowed_cards", "winning"]

Played = tuple[Seat, Card]


def winning(trick: Iterable[Played], trump: Trump) -> Played:
    """The seat and card now winning a trick that has at least one card (article 8C)."""
    best: Played | None = None
    for seat, card in trick:
        if best is None or beats(card, best[1], trump):
            best = (seat, card)
    assert best is not None
    return best


def allowed_cards(
    hand: frozenset[Card], trick: list[Played], seat: Seat, trump: Trump, options: Options
) -> tuple[frozenset[Card], str, str]:
    """``(cards allowed, the duty in force, its article)``; on a lead every card is allowed."""
    if not trick:
        return hand, "any card may be led", "8A"
    led = trick[0][1].suit
    win_seat, win_card = winning(trick, trump)
    partner_wins = win_seat == seat.partner
    follow = frozenset(c for c in hand if c.suit is led)
    if trump == ALL_TRUMPS or trump is None:
        return _no_cutting(hand, follow, win_card, trump)
    trumps = frozenset(c for c in hand if c.suit is trump)
    higher = frozenset(c for c in trumps if beats(c, win_card, trump))
    if led is trump and follow:
        if higher and not (partner_wins and options.overtrump_partner == "no"):
            return higher, "trump led: beat the highest trump on the trick", "9B"
        return follow, "trump led: follow with a trump", "9B"
    if follow:
        return follow, "follow suit", "9A"
    if not trumps:
        return hand, "void in the suit led and in trumps: any card", "9C"
    if partner_wins:
        if options.trump_over_partner == "must-beat":
            rest = hand - (trumps - higher)
            if rest:
                return rest, "partner winning: a trump played must beat the trick", "9D"
        return hand, "partner winning: any card", "9D"
    if higher:
        duty = "overtrump" if win_card.suit is trump else "trump"
        return higher, f"void in the suit led, an opponent winning: {duty}", "9C"
    if options.undertrump == "yes":
        return trumps, "void, an opponent winning, unable to overtrump: still play a trump", "9C"
    return hand, "void, unable to overtrump: any card", "9C"


def _no_cutting(
    hand: frozenset[Card], follow: frozenset[Card], win_card: Card, trump: Trump
) -> tuple[frozenset[Card], str, str]:
    """All trumps and no trumps (article 9E): no suit cuts another; at all trumps a player
    must beat the winning card if he can, even his partner's."""
    if not follow:
        return hand, "void in the suit led: any card", "9E"
    higher = frozenset(c for c in follow if beats(c, win_card, trump))
    if trump == ALL_TRUMPS and higher:
        return higher, "all trumps: follow suit and beat the winning card", "9E"
    return follow, "follow suit", "9E"
