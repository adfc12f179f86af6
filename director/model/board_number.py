"""Board numbers: the check that a board number is one (boards are numbered from 1)."""

from __future__ import annotations

from director.errors import InvalidBoardError

__all__ = ["check_board_number"]


def check_board_number(board: int) -> int:
    """``board`` itself if it is a board number, else an :class:`InvalidBoardError`."""
    if board < 1:
        raise InvalidBoardError(f"invalid board number {board} (boards are numbered from 1)")
    return board
