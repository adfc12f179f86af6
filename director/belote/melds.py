"""Melds (annonces, article 10C-10F): sequences of three, four and five cards of one suit and
fours of a kind, their values, and the comparison that decides which side scores them.

Values (10C): the classic Belote ones, as Encyclopaedia Britannica's article "belote" (the
source the seed paraphrases) and the public rulebooks (belotegame.fr "avec les annonces")
give them: tierce 20, quarte 50, quinte 100; four jacks 200, four nines 150, four aces,
tens, kings or queens 100; at no trumps (Britannica) four aces 200, four tens 150, four
kings, queens or jacks 100, four nines nothing. Fours of eights or sevens are no meld.
"""

from __future__ import annotations

import dataclasses
import re

from director.belote.cards import Card, Rank, Suit, Trump
from director.errors import InvalidCardError
from director.model.seat import Seat

__all__ = ["Announcement", "Meld", "best_announcement", "parse_melds"]

# the natural order of sequences, highest first (A K Q J 10 9 8 7)
SEQUENCE_ORDER = (
    Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN
)  # fmt: skip
LENGTH = {"tierce": 3, "quarte": 4, "quinte": 5}
SEQUENCE_VALUE = {"tierce": 20, "quarte": 50, "quinte": 100}
# the type announced first ("a four", "a hundred"...): a higher type beats a lower (10E)
TYPE_ORDER = {"tierce": 0, "quarte": 1, "quinte": 2, "carre": 3}
CARRE_VALUE = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100,
               Rank.QUEEN: 100}  # fmt: skip
CARRE_VALUE_NO_TRUMPS = {Rank.ACE: 200, Rank.TEN: 150, Rank.KING: 100, Rank.QUEEN: 100,
                         Rank.JACK: 100, Rank.NINE: 0}  # fmt: skip
# equal fours of a kind by value: the higher card (plain order) is higher
CARRE_HEIGHT = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)
_MELD = re.compile(
    r"^(?:(?P<seq>tierce|quarte|quinte)(?P<suit>[SHDC])(?P<top>10|[AKQJT987])"
    r"|carr[eé](?P<rank>10|[AKQJT9]))$",
    re.IGNORECASE,
)


@dataclasses.dataclass(frozen=True)
class Meld:
    """``tierce``, ``quarte``, ``quinte`` (a sequence to ``rank`` in ``suit``) or ``carre``
    (four cards of ``rank``)."""

    kind: str
    rank: Rank
    suit: Suit | None = None

    def __str__(self) -> str:
        return f"{self.kind}{self.suit}{self.rank}" if self.suit else f"carre{self.rank}"

    @property
    def cards(self) -> frozenset[Card]:
        if self.suit is None:
            return frozenset(Card(s, self.rank) for s in Suit)
        top = SEQUENCE_ORDER.index(self.rank)
        ranks = SEQUENCE_ORDER[top : top + LENGTH[self.kind]]
        return frozenset(Card(self.suit, r) for r in ranks)

    def value(self, trump: Trump) -> int:
        if self.suit is not None:
            return SEQUENCE_VALUE[self.kind]
        table = CARRE_VALUE_NO_TRUMPS if trump is None else CARRE_VALUE
        return table[self.rank]

    def key(self, trump: Trump) -> tuple[int, int, int, int]:
        """Higher is better (10E): the type, then "how high?" (the value and rank of a four,
        the top card of a sequence), then a sequence in trumps over one in a plain suit."""
        if self.suit is None:
            height = len(CARRE_HEIGHT) - CARRE_HEIGHT.index(self.rank)
            return (TYPE_ORDER["carre"], self.value(trump), height, 0)
        height = len(SEQUENCE_ORDER) - SEQUENCE_ORDER.index(self.rank)
        in_trumps = int(self.suit is trump)
        return (TYPE_ORDER[self.kind], self.value(trump), height, in_trumps)


def parse_melds(text: str) -> tuple[Meld, ...]:
    """One announcement: melds joined by ``+`` (``tierceHK+carreJ``); a sequence is named by
    its suit and top card.

    >>> [str(m) for m in parse_melds("quarteSA+carre9")]
    ['quarteSA', 'carre9']
    """
    out: list[Meld] = []
    for part in text.split("+"):
        m = _MELD.match(part.strip())
        if m is None:
            raise InvalidCardError(
                f"invalid meld {part!r} (expected e.g. tierceHK, quarteSA, quinteDK, carreJ)"
            )
        if m["rank"]:
            out.append(Meld("carre", _rank(m["rank"])))
            continue
        kind, top = m["seq"].lower(), _rank(m["top"])
        if SEQUENCE_ORDER.index(top) + LENGTH[kind] > len(SEQUENCE_ORDER):
            raise InvalidCardError(f"invalid meld {part!r}: no {kind} runs down from {top}")
        out.append(Meld(kind, top, Suit(m["suit"].upper())))
    return tuple(out)


def _rank(text: str) -> Rank:
    return Rank("T" if text.upper() in ("10", "T") else text.upper())


@dataclasses.dataclass
class Announcement:
    """What one player announced at the first trick (10D), and what became of it:
    ``counted`` is cleared when a ruling voids it, ``requested``/``shown`` follow 10F."""

    seat: Seat
    melds: tuple[Meld, ...]
    event: int
    counted: bool = True
    requested: bool = False
    shown: bool = False

    def best_key(self, trump: Trump) -> tuple[int, int, int, int]:
        return max(m.key(trump) for m in self.melds)


def best_announcement(found: list[Announcement], trump: Trump) -> Announcement | None:
    """The announcement with the best meld (10E); between melds equal in every respect the
    one announced first has priority (at all trumps and no trumps no suit is preferred)."""
    best: Announcement | None = None
    for a in found:
        if not a.counted:
            continue
        if best is None or a.best_key(trump) > best.best_key(trump):
            best = a
    return best
