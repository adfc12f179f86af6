"""Suits, ranks and cards."""

from __future__ import annotations

import enum
from typing import NamedTuple

from director.errors import InvalidCardError

__all__ = ["Card", "Rank", "Suit"]

_SUIT_NAMES = {
    "c": 0, "♣": 0, "♧": 0, "clubs": 0, "club": 0,
    "d": 1, "♦": 1, "♢": 1, "diamonds": 1, "diamond": 1,
    "h": 2, "♥": 2, "♡": 2, "hearts": 2, "heart": 2,
    "s": 3, "♠": 3, "♤": 3, "spades": 3, "spade": 3,
}  # fmt: skip
_RANK_NAMES = {
    "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
    "t": 10, "10": 10, "j": 11, "q": 12, "k": 13, "a": 14,
}  # fmt: skip


class Suit(enum.IntEnum):
    """A suit, ranked from clubs (lowest) to spades (highest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``S``, ``s``, ``♠``, ``spades`` ..."""
        try:
            return cls(_SUIT_NAMES[text.strip().lower()])
        except KeyError:
            raise InvalidCardError(
                f"invalid suit {text!r} (expected S, H, D, C or ♠ ♥ ♦ ♣)"
            ) from None

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(enum.IntEnum):
    """A card rank from two to ace."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse ``A K Q J T 10 9 ... 2`` (either case)."""
        try:
            return cls(_RANK_NAMES[text.strip().lower()])
        except KeyError:
            raise InvalidCardError(
                f"invalid rank {text!r} (expected A K Q J T/10 9 8 7 6 5 4 3 2)"
            ) from None

    @property
    def letter(self) -> str:
        """One character: ``T`` for the ten, as PBN writes it."""
        return "23456789TJQKA"[self - 2]

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


class Card(NamedTuple):
    """A playing card. Orders by suit, then rank. A named tuple: hashing, comparing and
    building one are done in C (cards are hashed in every hand and trick).

    >>> Card.parse("♥10")
    Card.parse('HT')
    >>> str(Card.parse("ks"))
    'SK'
    """

    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse suit-first (``SA``, ``♠A``, ``H10``) or rank-first (``AS``, ``10♥``) cards."""
        s = text.strip()
        if len(s) < 2:
            raise InvalidCardError(f"invalid card {text!r} (expected e.g. SA, H10, ♦T)")
        first, last = s[0], s[-1]
        if first.lower() in _SUIT_NAMES:
            suit_text, rank_text = first, s[1:]
        elif last.lower() in _SUIT_NAMES:
            suit_text, rank_text = last, s[:-1]
        else:
            raise InvalidCardError(f"invalid card {text!r} (expected e.g. SA, H10, ♦T)")
        try:
            return cls(Suit.parse(suit_text), Rank.parse(rank_text))
        except InvalidCardError:
            raise InvalidCardError(f"invalid card {text!r} (expected e.g. SA, H10, ♦T)") from None

    @property
    def symbol(self) -> str:
        """``♠A``-style text."""
        return f"{self.suit.symbol}{self.rank.letter}"

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank.letter}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"
