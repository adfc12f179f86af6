"""Board numbers: dealer and vulnerability in the standard 16-board cycle."""

from __future__ import annotations

import enum

from director.errors import InvalidBoardError
from director.model.board_number import MAX_BOARD, check_board_number
from director.model.seat import Seat

__all__ = ["MAX_BOARD", "Vulnerability", "check_board_number"]

_VUL_NAMES = {
    "none": 0, "-": 0, "love": 0, "nil": 0, "o": 0, "0": 0,
    "ns": 1, "n-s": 1, "n/s": 1, "n": 1,
    "ew": 2, "e-w": 2, "e/w": 2, "e": 2,
    "both": 3, "all": 3, "b": 3,
}  # fmt: skip


class Vulnerability(enum.IntEnum):
    """Which sides are vulnerable.

    >>> Vulnerability.of_board(7)
    Vulnerability.BOTH
    >>> Vulnerability.parse("n-s").is_vulnerable(Seat.SOUTH)
    True
    """

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Parse ``none``/``-``/``love``, ``ns``/``N-S``, ``ew``/``E-W``, ``both``/``all``."""
        try:
            return cls(_VUL_NAMES[text.strip().lower().replace(" ", "")])
        except KeyError:
            raise InvalidBoardError(
                f"invalid vulnerability {text!r} (expected none, ns, ew or both)"
            ) from None

    @classmethod
    def of_board(cls, board: int) -> Vulnerability:
        """Vulnerability of a board number in the standard 16-board cycle."""
        v = (check_board_number(board) - 1) % 16
        return cls((v + v // 4) % 4)

    def is_vulnerable(self, seat: Seat) -> bool:
        if self is Vulnerability.BOTH:
            return True
        if self is Vulnerability.NONE:
            return False
        return seat.side == self.name

    @property
    def pbn(self) -> str:
        """The PBN ``Vulnerable`` tag value."""
        return ("None", "NS", "EW", "All")[self]

    def __str__(self) -> str:
        return self.name.lower()

    def __repr__(self) -> str:
        return f"Vulnerability.{self.name}"
