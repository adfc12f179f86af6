"""Board numbers: the check that a board number is one (boards are numbered from 1)."""

from __future__ import annotations

from director.errors import InvalidBoardError

__all__ = ["MAX_BOARD", "check_board_number"]

MAX_BOARD = 999_999_999
"""The highest board number read (nine digits: a season's numbering fits; a number typed
with 5,000 digits is refused as a number, not carried into scores or the log)."""


def check_board_number(board: int) -> int:
    """``board`` itself if it is a board number, else an :class:`InvalidBoardError`."""
    if board < 1:
        raise InvalidBoardError(f"invalid board number {board} (boards are numbered from 1)")
    if board > MAX_BOARD:
        raise InvalidBoardError(
            f"invalid board number {board} (at most {MAX_BOARD:,}: nine digits)"
        )
    return board
