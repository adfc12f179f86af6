"""Seats at the table: North, East, South, West, in clockwise order."""

from __future__ import annotations

import enum
from collections.abc import Iterator

from director.errors import InvalidSeatError
from director.model.board_number import check_board_number

__all__ = ["Seat"]

_NAMES = {"n": 0, "north": 0, "e": 1, "east": 1, "s": 2, "south": 2, "w": 3, "west": 3}


class Seat(enum.IntEnum):
    """A seat; arithmetic is clockwise (North, East, South, West).

    >>> Seat.parse("n").lho
    Seat.EAST
    >>> Seat.SOUTH.partner
    Seat.NORTH
    """

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N``, ``north``, ``North`` ... into a seat."""
        try:
            return cls(_NAMES[text.strip().lower()])
        except KeyError:
            raise InvalidSeatError(f"invalid seat {text!r} (expected N, E, S or W)") from None

    @classmethod
    def dealer_of_board(cls, board: int) -> Seat:
        """The dealer of a board number in the standard cycle (board 1: North)."""
        return cls((check_board_number(board) - 1) % 4)

    @property
    def letter(self) -> str:
        return "NESW"[self]

    @property
    def next(self) -> Seat:
        """The next seat clockwise (the same as the left-hand opponent)."""
        return _CLOCKWISE[(self + 1) % 4]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the player who calls or plays after this one."""
        return _CLOCKWISE[(self + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _CLOCKWISE[(self + 2) % 4]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the player who calls or plays before this one."""
        return _CLOCKWISE[(self + 3) % 4]

    @property
    def side(self) -> str:
        """``"NS"`` or ``"EW"``."""
        return "NS" if self % 2 == 0 else "EW"

    def is_partner_of(self, other: Seat) -> bool:
        return self.partner == other

    def is_opponent_of(self, other: Seat) -> bool:
        return (self - other) % 2 == 1

    def after(self, turns: int) -> Seat:
        """The seat ``turns`` seats clockwise from this one (``turns`` >= 0)."""
        return _CLOCKWISE[(self + turns) % 4]

    def turns_to(self, other: Seat) -> int:
        """How many seats clockwise from this seat to ``other`` (0 to 3)."""
        return (other - self) % 4

    def iter_from(self) -> Iterator[Seat]:
        """The four seats clockwise, starting with this one."""
        for i in range(4):
            yield _CLOCKWISE[(self + i) % 4]

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


# the seats by value, looked up without the enum's call (seats are turned in every trick)
_CLOCKWISE = tuple(Seat)
