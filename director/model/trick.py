"""Tricks: who wins one, given the trump suit (Law 44)."""

from __future__ import annotations

from collections.abc import Sequence

from director.model.call import Strain
from director.model.card import Card, Suit
from director.model.seat import Seat

__all__ = ["trick_winner", "trump_suit"]


def trump_suit(strain: Strain) -> Suit | None:
    """The trump suit of a contract's strain; ``None`` at notrump."""
    if strain is Strain.NOTRUMP:
        return None
    return Suit(int(strain))


def trick_winner(plays: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led
    (Law 44E/44F). ``plays`` are in the order played, the lead first.

    >>> from director.model.card import Card
    >>> trick_winner([(Seat.WEST, Card.parse("SK")), (Seat.NORTH, Card.parse("SA")),
    ...               (Seat.EAST, Card.parse("H2")), (Seat.SOUTH, Card.parse("S3"))], Suit.HEARTS)
    Seat.EAST
    """
    if not plays:
        raise ValueError("a trick needs at least one card")
    winner, top = plays[0]
    for seat, card in plays[1:]:  # a higher card of the winning suit, or a first trump
        if card.suit == top.suit:
            if card.rank > top.rank:
                winner, top = seat, card
        elif card.suit == trump:
            winner, top = seat, card
    return winner
