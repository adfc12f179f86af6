"""The 32-card pack (7 to ace of four suits), card ranks in and out of trumps, card points."""

from __future__ import annotations

import dataclasses
import enum
from typing import Final, Literal

from director.errors import InvalidCardError

__all__ = [
    "ALL_TRUMPS",
    "PACK",
    "Card",
    "Rank",
    "Suit",
    "Trump",
    "beats",
    "card_points",
    "parse_card",
]


class Suit(enum.Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise InvalidCardError(f"invalid suit {text!r} (expected S, H, D or C)") from None

    def __str__(self) -> str:
        return self.value


class Rank(enum.Enum):
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    def __str__(self) -> str:
        return "10" if self is Rank.TEN else self.value


# strongest first (article 2A, 2B)
TRUMP_ORDER = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
)
PLAIN_ORDER = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
TRUMP_POINTS = {
    Rank.JACK: 20,
    Rank.NINE: 14,
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
}
PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
# all trumps (FFB 2015, article 2E) and no trumps (article 2F): 152 in the pack, as in a suit
ALL_TRUMPS_POINTS = {
    Rank.JACK: 13, Rank.NINE: 9, Rank.ACE: 6, Rank.TEN: 5, Rank.KING: 3, Rank.QUEEN: 2
}  # fmt: skip
NO_TRUMPS_POINTS = {Rank.ACE: 19, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}


@dataclasses.dataclass(frozen=True, order=False)
class Card:
    """One card of the 32-card pack, written suit first: ``HJ``, ``S10`` (or ``ST``), ``C7``."""

    suit: Suit
    rank: Rank

    def __str__(self) -> str:
        return f"{self.suit}{self.rank}"

    def __repr__(self) -> str:
        return f"parse_card({str(self)!r})"


PACK = frozenset(Card(s, r) for s in Suit for r in Rank)


def parse_card(text: str) -> Card:
    """``HJ``, ``h10``, ``ST``, ``DA`` ... ; anything outside the 32-card pack is an error.

    >>> parse_card("s10"), parse_card("HJ")
    (parse_card('S10'), parse_card('HJ'))
    """
    t = text.strip().upper()
    if len(t) < 2:
        raise InvalidCardError(f"invalid card {text!r} (expected suit then rank, e.g. HJ, S10)")
    rank_text = "T" if t[1:] == "10" else t[1:]
    try:
        suit = Suit(t[0])
        rank = Rank(rank_text)
    except ValueError:
        raise InvalidCardError(
            f"invalid card {text!r}: not in the 32-card pack "
            "(suits S H D C, ranks 7 8 9 10 J Q K A)"
        ) from None
    return Card(suit, rank)


ALL_TRUMPS: Final = "TA"
Trump = Suit | Literal["TA"] | None
"""A contract's trump: a suit, ``"TA"`` (all trumps) or ``None`` (no trumps)."""


def strength(card: Card, trump: Trump) -> int:
    """Higher is stronger within its suit (trump order for the trump suit, and for every
    suit at all trumps)."""
    order = TRUMP_ORDER if card.suit is trump or trump == ALL_TRUMPS else PLAIN_ORDER
    return len(order) - order.index(card.rank)


def card_points(card: Card, trump: Trump) -> int:
    if trump == ALL_TRUMPS:
        table = ALL_TRUMPS_POINTS
    elif trump is None:
        table = NO_TRUMPS_POINTS
    else:
        table = TRUMP_POINTS if card.suit is trump else PLAIN_POINTS
    return table.get(card.rank, 0)


def beats(card: Card, best: Card, trump: Trump) -> bool:
    """Whether ``card`` wins over ``best``, the card now winning the trick (article 8C)."""
    if card.suit is best.suit:
        return strength(card, trump) > strength(best, trump)
    return trump != ALL_TRUMPS and card.suit is trump
