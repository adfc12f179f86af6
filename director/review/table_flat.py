"""A table section with a few quoted rows (Ruter's teams tables: a match's details and
line-ups quoted, then its last rows alike) read at once: every row's cells one after
another in one list (:class:`Flat`), each column a step slice of it.

Cutting row by row, quoted cell by quoted cell, costs a Python step a cell (about a
microsecond a row); here the rows are joined and cut at their quotes once, and every rule
of the cut row by row (:func:`~director.review.score_table._quoted_row`) is checked on
the whole at once. Only a table whose every row has a cell for each column is read so;
any other (a row left out, a quote the cut cannot read) is read row by row."""

from __future__ import annotations

import re
from typing import cast

__all__ = ["Flat", "flat_rows"]

Cells = tuple[str | None, ...]

_MARK = "\x00"  # between two rows: a word of its own, a line end either side
_SEP = "\n" + _MARK + "\n"
_QUOTED = "\x01"  # in place of a quoted cell: a word of its own (a space after it)
_CELL = "\x02"  # between two quoted cells, to look at each whole
# a quoted dash with white space (a dash, not an empty cell: the rows read one by one)
_SPACED_DASH = re.compile(r"\x02(?:\s++-\s*+|-\s++)\x02")


class Flat:
    """The cells of a table's rows, each of ``width`` cells: the ``rows``' cells in one
    list, a mark between two rows, a quoted cell's place marked (its text in ``quoted``,
    in order); then (``alike`` of them) the last rows alike, each its head's ``head``
    cells (in one list, a mark between two) and ``tail``."""

    __slots__ = ("alike", "head", "heads", "made", "quoted", "rows", "tail", "texts", "width")

    def __init__(
        self, width: int, rows: list[str], quoted: list[str], heads: list[str], tail: list[str]
    ) -> None:
        self.width, self.rows, self.quoted = width, rows, quoted
        self.heads, self.tail = heads, tail
        self.head = width - len(tail)
        self.alike = (len(heads) + 1) // (self.head + 1) if heads else 0
        self.made: dict[int, Cells] = {}
        self.texts: list[str | None] | None = None  # the rows' cells, quoted ones put in

    def column(self, i: int) -> Cells:
        """The cells of the column in place ``i``, row by row."""
        made = self.made.get(i)
        if made is None:
            cells = cast("list[str | None]", self.rows[i :: self.width + 1])  # a new list
            if _QUOTED in cells:  # the quoted cells' text put in
                cells = self._cells()[i :: self.width + 1]
            if self.alike:
                if i < self.head:
                    cells += self.heads[i :: self.head + 1]
                else:
                    cells += (self.tail[i - self.head],) * self.alike
            made = self.made[i] = tuple(cells)
        return made

    def _cells(self) -> list[str | None]:
        """The rows' cells, each quoted cell its text (see :func:`_quoted_cell`), made once
        (every column with a quoted cell is cut from them)."""
        if self.texts is None:
            quoted = map(_quoted_cell, self.quoted)
            self.texts = [next(quoted) if w == _QUOTED else w for w in self.rows]
        return self.texts

    def lead(self) -> Flat:
        """The rows before the alike ones, alone."""
        return Flat(self.width, self.rows, self.quoted, [], [])

    def columns(self) -> tuple[Cells, ...]:
        """Every column's cells, in order."""
        return tuple(map(self.column, range(self.width)))


def flat_rows(
    width: int, section: str, lines: list[str], heads: str, alike: int, tail: str
) -> Flat | None:
    """The cells of the rows ``lines`` (then ``alike`` rows, each its head, of ``heads``
    with a line end between two, then ``tail``) of a table of
    ``width`` columns, the text of ``section``, cut as a row with a quote is (a quoted
    cell whole, stripped, ``""`` and ``"-"`` empty; the words outside), when every row
    has ``width`` cells and every quote is read so (``None``: the rows are to be read one
    by one)."""
    if _MARK in section or _QUOTED in section or _CELL in section:
        return None
    parts = _SEP.join(lines).split('"')
    quoted = parts[1::2]
    # a quote not closed on its line (a cell across a row's end), a quoted dash with white
    # space (a dash, not an empty cell)
    cells = _CELL.join(quoted)  # (one text for both)
    if not len(parts) % 2 or "\n" in cells:
        return None
    # (a cell stripped to a dash first: the cells' names often hold a dash, seldom so)
    if (
        "-" in cells
        and "-" in map(str.strip, quoted)
        and _SPACED_DASH.search(_CELL + cells + _CELL)
    ):
        return None
    # each quoted cell a word of its own, right after the text before it: a quote right
    # after a bare word (a cell the rows read one by one cut otherwise) glues to it
    rows = (_QUOTED + " ").join(parts[::2]).split()
    if rows.count(_QUOTED) != len(quoted) or not _marked(rows, len(lines), width):
        return None
    tail_cells = tail.split()
    if not alike:
        return Flat(width, rows, quoted, [], tail_cells)
    head = width - len(tail_cells)
    if head < 1:
        return None
    head_cells = heads.replace("\n", _SEP).split()
    if not _marked(head_cells, alike, head):
        return None
    return Flat(width, rows, quoted, head_cells, tail_cells)


def _quoted_cell(text: str) -> str | None:
    """A quoted cell's text stripped, ``""`` and ``"-"`` empty (``None``)."""
    return None if text in ("", "-") else text.strip()


def _marked(cells: list[str], rows: int, width: int) -> bool:
    """Whether ``cells`` are ``rows`` rows of ``width`` cells, a mark between two (the
    text holds no mark: the marks found are those put)."""
    return (
        len(cells) == rows * (width + 1) - 1 and cells[width :: width + 1].count(_MARK) == rows - 1
    )
