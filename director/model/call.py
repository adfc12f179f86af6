"""Strains and calls: bids, passes, doubles and redoubles."""

from __future__ import annotations

import dataclasses
import enum
import re
from typing import ClassVar

from director.errors import InvalidCallError

__all__ = ["Bid", "Call", "Double", "Pass", "Redouble", "Strain", "parse_call"]

_STRAIN_NAMES = {
    "c": 0, "♣": 0, "d": 1, "♦": 1, "h": 2, "♥": 2, "s": 3, "♠": 3,
    "nt": 4, "n": 4, "sa": 4, "notrump": 4, "notrumps": 4,
}  # fmt: skip
_PASS = {"p", "pass", "passes", "-"}
_DOUBLE = {"x", "dbl", "d", "double"}
_REDOUBLE = {"xx", "rdbl", "r", "redouble", "rd", "xx."}
_ROYAL = {"rs", "r♠", "r♤"}  # royal spades (Auction Bridge, 1912)
_BID = re.compile(r"^(\d+)\s*([a-z♣♦♥♠♧♢♡♤]+)$")


class Strain(enum.IntEnum):
    """The denomination of a bid, ranked clubs < diamonds < hearts < spades < notrump."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @classmethod
    def parse(cls, text: str) -> Strain:
        key = text.strip().lower().translate(str.maketrans("♧♢♡♤", "♣♦♥♠"))
        try:
            return cls(_STRAIN_NAMES[key])
        except KeyError:
            raise InvalidCallError(f"invalid strain {text!r} (expected C, D, H, S or NT)") from None

    @property
    def letter(self) -> str:
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Strain.{self.name}"


class Call:
    """A call: :class:`Bid`, :class:`Pass`, :class:`Double` or :class:`Redouble`.

    >>> Call.parse("1nt")
    Call.parse('1NT')
    >>> Call.parse("Dbl")
    Call.parse('X')
    """

    __slots__ = ()
    kind: ClassVar[str]

    @staticmethod
    def parse(text: str) -> Call:
        return parse_call(text)

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"

    @property
    def symbol(self) -> str:
        return str(self)


@dataclasses.dataclass(frozen=True, repr=False)
class Pass(Call):
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "Pass"


@dataclasses.dataclass(frozen=True, repr=False)
class Double(Call):
    kind: ClassVar[str] = "double"

    def __str__(self) -> str:
        return "X"


@dataclasses.dataclass(frozen=True, repr=False)
class Redouble(Call):
    kind: ClassVar[str] = "redouble"

    def __str__(self) -> str:
        return "XX"


@dataclasses.dataclass(frozen=True, repr=False)
class Bid(Call):
    """A bid of ``level`` in ``strain``.

    The level is not limited to 1-7: a bid of eight or more can be recorded so that it can
    be ruled on (Law 38). :attr:`is_legal_level` tells whether the level exists.

    ``royal`` marks a bid in royal spades (Auction Bridge, 1912: spades as trumps at a higher
    trick value; written ``RS``, e.g. ``2RS``); only a game with that denomination accepts it.
    """

    kind: ClassVar[str] = "bid"
    level: int
    strain: Strain
    royal: bool = False

    def __post_init__(self) -> None:
        if self.level < 1:
            raise InvalidCallError(f"invalid bid level {self.level} (a bid names at least 1)")
        if self.royal and self.strain is not Strain.SPADES:
            raise InvalidCallError(f"invalid bid: only spades can be royal, not {self.strain}")

    @property
    def denomination(self) -> str:
        """The denomination's letters: ``C D H S NT``, or ``RS`` for royal spades."""
        return "RS" if self.royal else self.strain.letter

    @property
    def is_legal_level(self) -> bool:
        """``False`` for a bid of more than seven (Law 38)."""
        return self.level <= 7

    @property
    def rank(self) -> int:
        """Position in the order of bids: ``1C`` is 0, ``7NT`` is 34."""
        return (self.level - 1) * 5 + self.strain

    def is_sufficient_over(self, other: Bid | None) -> bool:
        """True when this bid supersedes ``other`` (Law 18B); any bid is sufficient over none."""
        return other is None or self.rank > other.rank

    def __lt__(self, other: Bid) -> bool:
        return self.rank < other.rank

    def __str__(self) -> str:
        return f"{self.level}{self.denomination}"

    @property
    def symbol(self) -> str:
        return f"{self.level}{'R' if self.royal else ''}{self.strain.symbol}"


PASS = Pass()
DOUBLE = Double()
REDOUBLE = Redouble()


def parse_call(text: str) -> Call:
    """Parse what directors type and files contain.

    Bids: ``1NT 1N 1nt 2♠ 3s``; passes: ``P Pass p``; doubles: ``X Dbl D``;
    redoubles: ``XX Rdbl R``.
    """
    key = text.strip().lower()
    if key in _PASS:
        return PASS
    if key in _DOUBLE:
        return DOUBLE
    if key in _REDOUBLE:
        return REDOUBLE
    m = _BID.match(key)
    if m and m.group(2) in _ROYAL:
        return Bid(int(m.group(1)), Strain.SPADES, royal=True)
    if not m:
        raise InvalidCallError(f"invalid call {text!r} (expected a bid like 1NT or 2♠, P, X or XX)")
    try:
        return Bid(int(m.group(1)), Strain.parse(m.group(2)))
    except InvalidCallError:
        raise InvalidCallError(
            f"invalid call {text!r} (expected a bid like 1NT or 2♠, P, X or XX)"
        ) from None
