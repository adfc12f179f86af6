"""Picking one board of a hand-record file: ``--board N`` (the board as written, or its
number) and ``--record K`` (the K-th record of the file, for files where a board number
repeats, e.g. a vugraph's open and closed rooms)."""

from __future__ import annotations

from collections.abc import Sequence

from director.digits import small_int
from director.errors import DirectorError
from director.formats.record import HandRecord

__all__ = ["RecordNotFoundError", "pick_record"]


class RecordNotFoundError(DirectorError, LookupError):
    """No record, or several, for what ``--board``/``--record`` asked."""


def _names(records: Sequence[HandRecord], limit: int = 8) -> str:
    names = [f"{r.index}: {r.name}" for r in records[:limit]]
    more = len(records) - limit
    return ", ".join(names) + (f" and {more} more" if more > 0 else "")


def pick_record(
    records: Sequence[HandRecord], source: str, board: str | None = None, record: int | None = None
) -> HandRecord:
    """The one record of ``records`` that ``board`` and/or ``record`` name.

    With neither, the file must hold a single record.

    :raises RecordNotFoundError: naming the file, what was asked, and what the file holds.
    """
    if not records:
        raise RecordNotFoundError(f"{source}: no board in the file")
    pool = list(records)
    if record is not None:
        if not 1 <= record <= len(records):
            raise RecordNotFoundError(
                f"{source}: --record {record}: the file holds records 1-{len(records)}"
            )
        pool = [records[record - 1]]
    if board is not None:
        wanted = board.strip()
        number = small_int(wanted)
        pool = [
            r for r in pool
            if r.board == wanted or r.name == wanted
            or (number is not None and r.board_number == number)
        ]  # fmt: skip
        if not pool:
            boards = sorted({r.board or f"#{r.index}" for r in records}, key=_board_order)
            shown = ", ".join(boards[:20]) + (" ..." if len(boards) > 20 else "")
            raise RecordNotFoundError(f"{source}: no board {wanted!r} (boards: {shown})")
    if len(pool) > 1:
        what = (
            f"board {board!r} is in {len(pool)} records"
            if board is not None
            else (f"the file holds {len(pool)} records")
        )
        raise RecordNotFoundError(
            f"{source}: {what} ({_names(pool)}): pick one with --board N or --record K"
        )
    return pool[0]


def _board_order(name: str) -> tuple[int, str]:
    digits = "".join(ch for ch in name if "0" <= ch <= "9")
    number = small_int(digits)
    return (number if number is not None else 10**9, name)
