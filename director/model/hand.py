"""A hand: a set of cards held by one player."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from director.errors import InvalidCardError, InvalidDealError
from director.model.card import Card, Rank, Suit

__all__ = ["Hand"]

_PBN_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# each suit's cards by the rank letters PBN deals use ('T' and '10' both ten)
_PLAIN = {
    suit: {**{r.letter: Card(suit, r) for r in Rank}, "10": Card(suit, Rank.TEN)} for suit in Suit
}


@dataclasses.dataclass(frozen=True)
class Hand:
    """The cards of one hand, any number of them (a full hand has 13).

    >>> h = Hand.from_pbn("AKQ2.J54.T98.432")
    >>> len(h), h.to_pbn()
    (13, 'AKQ2.J54.T98.432')
    """

    cards: frozenset[Card]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        return cls(frozenset(cards))

    @classmethod
    def from_pbn(cls, text: str) -> Hand:
        """Parse ``S.H.D.C`` holdings (spades first), e.g. ``AKQ2.J54.T98.32``; ``10`` may
        stand for ``T``; a void is an empty holding.

        :raises InvalidDealError: wrong number of suits, a bad rank, or a card given twice.
        """
        holdings = text.strip().split(".")
        if len(holdings) != 4:
            raise InvalidDealError(
                f"invalid hand {text!r}: expected 4 suits separated by dots (S.H.D.C), "
                f"found {len(holdings)}"
            )
        cards: list[Card] = []
        for suit, holding in zip(_PBN_SUIT_ORDER, holdings, strict=True):
            plain = _PLAIN[suit]
            ranks = holding.strip()
            for rank_text in _split_ranks(ranks) if "10" in ranks else ranks:
                card = plain.get(rank_text)  # the usual letters, without Rank.parse
                if card is None:
                    _twice(cards, text)  # a card given twice before this rank is said first
                    try:
                        rank = Rank.parse(rank_text)
                    except InvalidCardError:
                        raise InvalidDealError(
                            f"invalid hand {text!r}: {rank_text!r} is not a rank in "
                            f"{suit.name.lower()}"
                        ) from None
                    card = Card(suit, rank)
                cards.append(card)
        held = frozenset(cards)
        if len(held) != len(cards):
            _twice(cards, text)
        return cls(held)

    def to_pbn(self) -> str:
        return ".".join("".join(c.rank.letter for c in self.in_suit(s)) for s in _PBN_SUIT_ORDER)

    def in_suit(self, suit: Suit) -> list[Card]:
        """The cards of ``suit``, highest first."""
        return sorted((c for c in self.cards if c.suit == suit), key=lambda c: -c.rank)

    def has_suit(self, suit: Suit) -> bool:
        return any(c.suit == suit for c in self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[Card]:
        return iter(sorted(self.cards, key=lambda c: (-c.suit, -c.rank)))

    def __len__(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Hand.from_pbn({self.to_pbn()!r})"


def _split_ranks(holding: str) -> list[str]:
    """The ranks of a holding that writes a ten as ``10``."""
    out: list[str] = []
    i = 0
    while i < len(holding):
        if holding.startswith("10", i):
            out.append("10")
            i += 2
        else:
            out.append(holding[i])
            i += 1
    return out


def _twice(cards: list[Card], text: str) -> None:
    """Raise :class:`InvalidDealError` naming the first card of ``cards`` given twice."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InvalidDealError(f"invalid hand {text!r}: {card} is given twice")
        seen.add(card)
