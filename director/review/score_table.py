"""The scorer's check of a board's ``[ScoreTable]`` (PBN 2.1 section 5): every row's
contract, declarer and result against its score (Law 77, the board's vulnerability),
and its matchpoints against the other rows (Law 78A).

The tag's value defines the columns (``Name\\widthAlign`` separated by ``;``, a ``+`` or
``-`` before a name for sorting); each line of the section is a row, its cells separated
by spaces, a quoted string being one cell and ``-`` an empty one. The columns read are
``Contract``, ``Declarer``, ``Result`` (tricks), ``Score_NS``/``Score_EW`` (or ``Score``,
read as the ``[Score]`` tag is), ``MP_NS``/``MP_EW`` and ``Percentage_NS``/
``Percentage_EW``; rows of other tables (a teams match summary, say) are not checked.

Matchpoints are checked only when every row of the board has a score to compare: two
units per score beaten and one per tie (78A), or a half of that when the table's top
says so. IMP columns are not checked: whom a row's IMPs compare with (the other room,
every other table, a datum) is the event's regulation, not the table's.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
import operator
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from director.formats.pbn_values import parse_contract, parse_seat
from director.review.findings import Finding
from director.review.rec_codes import CHECKS, make_finding
from director.review.stated_score import score_mismatch
from director.review.table_flat import Flat, flat_rows
from director.review.table_rows import HEAD, WIDE, Section
from director.scoring.contract import ContractResult
from director.scoring.law77 import side_score
from director.scoring.matchpoints import matchpoints

if TYPE_CHECKING:
    from director.formats.record import HandRecord
    from director.model.board import Vulnerability
    from director.model.seat import Seat

__all__ = [
    "SECTIONS",
    "Problem",
    "Row",
    "Table",
    "Totals",
    "check_score_table",
    "check_table",
    "check_totals",
    "columns",
    "read_table",
    "row_score",
    "rows",
    "table_findings",
]

SECTIONS = ("ScoreTable", "TotalScoreTable")
"""The table sections a board's checks read (of a record's ``sections``)."""

_CELL = re.compile(r'"([^"]*)"|(\S+)')
# every quote of a text around a word, with a space or an end on either side (or none);
# possessive: one pass, no step back
_WORDS_ONLY = re.compile(r'(?:[^"]*+"(?<!\S")[^"\s]++"(?!\S))*+[^"]*+\Z')
_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")

Cells = tuple[str | None, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Row:
    """One row: its line in the file and its cells by column name (``None``: empty)."""

    line: int
    cells: dict[str, str | None]

    def get(self, name: str) -> str | None:
        return self.cells.get(name)


class Table:
    """A table section read by column: each column's cells in row order, each row's line
    in the file; a row with more or fewer cells than columns is left out (it cannot be
    read by column). A name given twice names its last column. An empty cell is ``None``
    as a column is asked for (``dashes``: its ``-`` cells are read so then). Its columns
    are made as they are asked for when read at once (``flat``): a check reads a few."""

    __slots__ = ("_by_column", "_flat", "cells", "dashes", "index", "lines", "read")

    def __init__(
        self,
        index: dict[str, int],  # column name: its place
        lines: tuple[int, ...],
        by_column: tuple[Cells, ...] = (),
        dashes: bool = False,
        flat: Flat | None = None,
    ) -> None:
        assert flat is None or not by_column  # the columns, or how to make them: not both
        self.index, self.lines, self.dashes = index, lines, dashes
        self._by_column = by_column if flat is None else None
        self._flat = flat
        # the columns asked for so far, and those read as numbers (by the check, then the
        # totals)
        self.cells: dict[str, Cells] = {}
        self.read: dict[str, list[float | None]] = {}

    @property
    def by_column(self) -> tuple[Cells, ...]:
        """Every column's cells as read, in order (none without rows)."""
        if self._by_column is None:
            assert self._flat is not None
            self._by_column = self._flat.columns()
        return self._by_column

    def _at(self, i: int) -> Cells:
        """The cells of the column in place ``i`` as read (the table has rows)."""
        return self._flat.column(i) if self._flat is not None else self.by_column[i]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Table:
            return NotImplemented
        assert isinstance(other, Table)
        return (self.index, self.lines, self.by_column, self.dashes) == (
            other.index, other.lines, other.by_column, other.dashes,
        )  # fmt: skip

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Table({self.index!r}, {self.lines!r}, {self.by_column!r}, {self.dashes!r})"

    def __reduce__(self) -> tuple[type[Table], tuple[object, ...]]:
        # pickled (a part's totals, from a worker) with its columns made
        return Table, (self.index, self.lines, self.by_column, self.dashes)

    def __len__(self) -> int:
        return len(self.lines)

    def numbers(self, name: str) -> list[float | None]:
        """The cells of column ``name`` as numbers (``None``: empty or not a number)."""
        numbers = self.read.get(name)
        if numbers is None:
            i = self.index.get(name)
            if i is None or not self.lines:
                numbers = [None] * len(self.lines)
            else:
                flat = self._flat  # (its column asked for directly: a call less)
                numbers = _numbers(flat.column(i) if flat is not None else self.by_column[i])
            self.read[name] = numbers
        return numbers

    def column(self, name: str) -> Cells:
        """The cells of column ``name``, row by row (all empty when there is none)."""
        cells = self.cells.get(name)
        if cells is None:
            i = self.index.get(name)
            cells = self._cells(i) if i is not None and self.lines else (None,) * len(self.lines)
            self.cells[name] = cells
        return cells

    def raw(self, name: str) -> Cells:
        """The cells of column ``name`` as read, an empty one ``None`` or, as written, ``-``
        (for a reader to which the two are the same)."""
        i = self.index.get(name)
        if i is None or not self.lines:
            return (None,) * len(self.lines)
        flat = self._flat
        return flat.column(i) if flat is not None else self.by_column[i]

    def columns(self) -> list[Cells]:
        """Every column's cells, in order."""
        return [self._cells(i) for i in range(len(self.by_column))]

    def _cells(self, i: int) -> Cells:
        flat = self._flat
        cells = flat.column(i) if flat is not None else self.by_column[i]
        return _dashes(cells) if self.dashes else cells

    def counted(self, names: tuple[str, ...]) -> Table:
        """The table of the rows that may hold a number in a column of ``names``: a table
        read at once whose last rows are alike, with a cell that is not a number in each
        of these columns (a match not yet played: dashes), without them; else this one."""
        flat = self._flat
        if flat is None or not flat.alike:
            return self
        for name in names:
            i = self.index.get(name)  # (a column not there has no number)
            if i is not None and (i < flat.head or _float(flat.tail[i - flat.head]) is not None):
                return self
        lead = len(self.lines) - flat.alike
        return Table(self.index, self.lines[:lead], dashes=self.dashes, flat=flat.lead())

    def moved(self, shift: int) -> Table:
        """The table ``shift`` lines further down the file."""
        lines = tuple(n + shift for n in self.lines)
        if self._flat is not None:
            return Table(self.index, lines, dashes=self.dashes, flat=self._flat)
        return Table(self.index, lines, self.by_column, self.dashes)


def columns(definition: str) -> list[str]:
    """The column names of a table tag's value: ``Table\\2R;Contract\\4L`` -> names."""
    out = []
    for part in definition.split(";"):
        name = part.split("\\", 1)[0].strip().lstrip("+-")
        out.append(name)
    return out


def rows(definition: str, section: str, first_line: int) -> list[Row]:
    """The rows of a table section whose first line is ``first_line``, each with its
    cells by name (see :class:`Table`)."""
    names = columns(definition)
    table = read_table(definition, section, first_line)
    cells = zip(*table.columns(), strict=True) if table.by_column else iter(())
    return [
        Row(line, dict(zip(names, row, strict=True)))
        for line, row in zip(table.lines, cells, strict=True)
    ]


class _Tables:
    """:func:`read_table` with the last few tables kept: a board's table is read by its
    check and again by the file's totals, given the same section (the same string: it is
    known by its identity, kept with it, not by a hash of its every character)."""

    __slots__ = ("kept",)

    def __init__(self) -> None:
        self.kept: dict[tuple[str, int, int], tuple[str, Table]] = {}

    def __call__(self, definition: str, section: str, first_line: int) -> Table:
        key = (definition, id(section), first_line)
        kept = self.kept.get(key)
        if kept is not None and kept[0] is section:
            return kept[1]
        table = _read_table(definition, section, first_line)
        if len(self.kept) >= 8:
            del self.kept[next(iter(self.kept))]
        self.kept[key] = (section, table)
        return table

    def cache_clear(self) -> None:
        self.kept.clear()


read_table = _Tables()
"""The table section whose first line is ``first_line``, read by column (the table is
shared: not to be changed)."""


def _read_table(definition: str, section: str, first_line: int) -> Table:
    width, index = _columns(definition)
    head_text, alike, tail = "", 0, ""  # the last rows alike: none but in a Section
    if type(section) is Section:
        lines, tail = section.lines, section.tail
        head_text, alike = section.head_text, section.alike
    else:
        lines = section.split("\n")
    plain = lines  # the lines split at spaces: those with a quote cut at it first
    cut: list[tuple[int, list[str | None]]] = []
    if '"' in section:
        # few lines (a teams table's): every row read at once where each has a cell for
        # each column, before the lines with a quote are looked for (they are few too)
        few = len(lines) <= _FEW
        flat = flat_rows(width, section, lines, head_text, alike, tail) if few else None
        if flat is not None:
            return _flat_table(index, first_line, len(lines), flat)
        # the lines with a quote (a C-level test each)
        quoted = list(itertools.compress(range(len(lines)), map(operator.contains, lines, _QUOTE)))
        # many: all of them may quote words only (a pairs table's scores), told at once
        if len(quoted) > _FEW and _WORDS_ONLY.match(section):
            plain = lines.copy()
            for i in quoted:  # the cells are the words, the quotes dropped
                plain[i] = lines[i].replace('"', "")
        else:
            # every row read at once where each has a cell for each column (a teams table)
            flat = None if few else flat_rows(width, section, lines, head_text, alike, tail)
            if flat is not None:
                return _flat_table(index, first_line, len(lines), flat)
            for i in quoted:
                cells = _quoted_row(lines[i])
                if cells is None:  # a quote the cut cannot read as the reader does
                    return _read_cells(index, width, section.split("\n"), first_line)
                cut.append((i, cells))
            plain = lines.copy()
            for i, _ in cut:
                plain[i] = ""
    padded = len(section) > WIDE * (len(lines) + alike)  # every row, alike or not
    words = cast(
        "list[list[str | None]]", _split_padded(plain) if padded else list(map(str.split, plain))
    )
    for i, cells in cut:
        words[i] = cells
    if alike:  # the last rows, alike: each its head's cells, then the tail's
        heads = head_text.split("\n")
        words += map(operator.add, map(str.split, heads), itertools.repeat(tail.split()))
    at: Iterable[int] = range(first_line, first_line + len(words))
    widths = list(map(len, words))
    if widths.count(width) < len(words):  # a row left out: the others picked in C
        kept = list(map(width.__eq__, widths))
        at, words = itertools.compress(at, kept), list(itertools.compress(words, kept))
    return Table(index, tuple(at), tuple(zip(*words, strict=True)), dashes=True)


_FEW = 8  # lines with a quote, each cut alone rather than the whole section tested first


def _flat_table(index: dict[str, int], first_line: int, lines: int, flat: Flat) -> Table:
    """The table of ``flat``, the cells of a section's ``lines`` lines (and of its alike
    rows) read at once, its first line ``first_line``."""
    every = range(first_line, first_line + lines + flat.alike)
    return Table(index, tuple(every), dashes=True, flat=flat)


def _split_padded(lines: list[str]) -> list[list[str]]:
    """``str.split`` of each line of a table written in wide, padded columns: after its
    first few cells a row's text is often that of the row before (a match not yet played
    is dashes), and is then cut once (cutting runs of padding costs a step a character;
    comparing texts, a C ``memcmp``)."""
    out = []
    last = ""
    tail: list[str] = []
    for line in lines:
        cells = line.split(None, HEAD)  # the rest, a copy, is left whole
        if len(cells) > HEAD:
            rest = cells.pop()
            if rest != last:
                last, tail = rest, rest.split()
            cells += tail
        out.append(cells)
    return out


_QUOTE = itertools.repeat('"')


def _quoted_row(line: str) -> list[str | None] | None:
    """The cells of a line with a quote (the caller's test: a line without one is not
    read here), cut at its quotes: a quoted cell whole, stripped at its
    ends (``""`` and ``"-"`` empty), the words between them (a ``-`` kept, read as empty
    with the others); ``None`` for a quote not closed on its line, a quote right after a
    bare word (inside that cell) or a quoted ``" - "`` (a dash, not an empty cell): for
    :func:`_read_cells`."""
    parts = line.split('"')
    if not len(parts) % 2:
        return None
    outside = parts[0]
    if outside and not outside[-1].isspace():
        return None
    cells = cast("list[str | None]", outside.split())
    last = len(parts) - 1
    for k in range(1, last, 2):
        inside = parts[k]
        if inside == "-" or not inside:
            cells.append(None)
        else:
            value = inside.strip()
            if value == "-":
                return None
            cells.append(value)
        outside = parts[k + 1]
        if outside:
            if k + 1 < last and not outside[-1].isspace():
                return None
            cells += outside.split()
    return cells


def _read_cells(index: dict[str, int], width: int, lines: list[str], first_line: int) -> Table:
    """A table read line by line, each line with a quote tokenised as the reader does."""
    at: list[int] = []
    rows: list[Cells] = []
    for i, line in enumerate(lines):
        if '"' not in line:
            values = line.split()
            if len(values) == width:
                at.append(first_line + i)
                rows.append(tuple([None if v == "-" else v for v in values]))
            continue
        values = [q or b for q, b in _CELL.findall(line.strip())]
        if len(values) == width:
            at.append(first_line + i)
            rows.append(tuple(None if v in ("-", "") else v.strip() for v in values))
    return Table(index, tuple(at), tuple(zip(*rows, strict=True)))


@functools.lru_cache(maxsize=64)
def _columns(definition: str) -> tuple[int, dict[str, int]]:
    """How many columns a table tag's value defines, and each name's place (the last
    column of a name given twice)."""
    names = columns(definition)
    return len(names), {name: i for i, name in enumerate(names)}


def _dashes(cells: Cells) -> Cells:
    """A column's cells, ``-`` read as empty."""
    return cells if "-" not in cells else tuple([None if v == "-" else v for v in cells])


def _board_table(record: HandRecord) -> Table | None:
    """``record``'s ``[ScoreTable]``, read (``None`` without one)."""
    sections: dict[str, str] = getattr(record, "sections", {})
    definition = record.tags.get("ScoreTable")
    if "ScoreTable" not in sections or definition is None:
        return None
    lines: dict[str, int] = getattr(record, "section_lines", {})
    return read_table(definition, sections["ScoreTable"], lines.get("ScoreTable", 0))


def check_score_table(record: HandRecord) -> list[Finding]:
    """REC008 findings for the rows of ``record``'s ``[ScoreTable]`` (none without one)."""
    table = _board_table(record)
    if table is None:
        return []
    return table_findings(record, table, check_table(table, record.vulnerable))


Problem = tuple[int, int, str]
"""What is wrong with a row of a board's table: the row (1-based), its line, and why."""


def table_findings(record: HandRecord, table: Table, problems: list[Problem]) -> list[Finding]:
    """REC008 findings of ``problems`` in ``record``'s ``[ScoreTable]``, ``table``."""
    return [_finding(record, table, line, n, message) for n, line, message in problems]


def check_table(table: Table, vulnerable: Vulnerability | None) -> list[Problem]:
    """What is wrong with the rows of a board's ``[ScoreTable]``, read: each row's score
    (77) on the board's ``vulnerable``ity, then the matchpoints (78A), then the artificial
    scores (12C2(a)). A finding needs the board's record, so is made only for these."""
    if not table or "Contract" not in table.index:
        return []
    # a row's contract, declarer, result and NS/EW scores read as written: to the check,
    # ``-`` is as empty as ``None`` is (not so for a [Score]-like ``Score``)
    checked = map(
        _score, table.raw("Contract"), table.raw("Declarer"), table.raw("Result"),
        table.raw("Score_NS"), table.raw("Score_EW"), table.column("Score"),
        itertools.repeat(vulnerable),
    )  # fmt: skip
    ns_scores, messages = zip(*checked, strict=True)
    out: list[Problem] = []
    if messages.count(None) < len(messages):
        out = [
            (n, line, message)
            for n, (line, message) in enumerate(zip(table.lines, messages, strict=True), start=1)
            if message is not None
        ]
    if "MP_NS" in table.index and None not in ns_scores:
        out += _matchpoints(table, cast("list[int]", list(ns_scores)))
    out += _artificial(table)
    return out


# Artificial adjusted scores as a scoring program writes them, and Law 12C2(a)'s bound on
# the share of the matchpoints each gives: (at least, at most)
_ARTIFICIAL = {"A+": (60.0, 100.0), "A": (50.0, 50.0), "A-": (0.0, 40.0)}


def _artificial(table: Table) -> list[Problem]:
    """A row scored average plus, average or average minus (``A+``/``A``/``A-``): its
    matchpoints are at least 60%, 50% and at most 40% of the top (12C2(a))."""
    marks = table.raw("Score_NS"), table.raw("Score_EW")  # a ``-`` is no mark
    if _ARTIFICIAL.keys().isdisjoint(marks[0]) and _ARTIFICIAL.keys().isdisjoint(marks[1]):
        return []
    top = _top(table)
    said_ns, said_ew = table.column("MP_NS"), table.column("MP_EW")
    out: list[Problem] = []
    for n, line in enumerate(table.lines, start=1):
        for side, mark, mp in (("NS", marks[0][n - 1], said_ns[n - 1]),
                               ("EW", marks[1][n - 1], said_ew[n - 1])):  # fmt: skip
            said = _float(mp)
            bounds = _ARTIFICIAL.get(mark or "")
            if bounds is None or said is None or not top:
                continue
            share = 100 * said / top
            low, high = bounds
            if low - 0.5 <= share <= high + 0.5:  # a table writes its matchpoints rounded
                continue
            rule = {"A+": "at least 60%", "A": "50%", "A-": "at most 40%"}[mark or ""]
            out.append(
                (n, line, f"{side}'s artificial score {mark} is {rule} "
                          f"of the matchpoints (12C2(a)); the row gives {said:g} of {top:g}, "
                          f"{share:.1f}% (unless a regulation under 12C2(d) sets another "
                          "score for a contestant's later board without a result)")
            )  # fmt: skip
    return out


def _top(table: Table) -> float:
    """The board's top: two units per other score (78A), or half that on a half scale."""
    full = 2 * (len(table) - 1)
    return full / 2 if _half_scale(table, full) else float(full)


def check_totals(records: list[HandRecord]) -> list[Finding]:
    """REC009 findings for the ``[TotalScoreTable]`` rows of a whole file (see
    :class:`Totals`), from its records at once."""
    totals = Totals()
    for record in records:
        totals.add(record)
    return totals.findings()


@dataclasses.dataclass(slots=True)
class Totals:
    """A file's ``[TotalScoreTable]`` checked against its boards' ``[ScoreTable]`` rows,
    summed board by board as the file is read (:meth:`add`), so that no board is kept;
    the sums of the parts of a file read apart are joined with :meth:`merge`.

    A pairs table (``PairId``, ``TotalScoreMP``): each pair's ``TotalScoreMP`` against
    the sum of its matchpoints in the boards' rows, and its ``TotalPercentage`` against
    that sum over the tops of the boards it played. A board's matchpoints written with a
    fraction (factored, say) are rounded for display: each such board widens the
    tolerance by the rounding it may hide (0.05). A teams table (``TeamId``,
    ``TotalScoreVP``): each team's total against the sum of its victory points
    (``VP_Home``/``VP_Away``) in the match rows (a match not yet played, ``-``, adds
    nothing); the victory points of a match follow the event's scale, a regulation: only
    their sum is checked. Only the file's first ``[TotalScoreTable]`` is checked."""

    table: Table | None = None
    at: Finding | None = None  # where the totals' findings are placed (message unused)
    # or, until a finding needs it made, where that is: file, line, column and board
    where: tuple[str, int, int, str] | None = None
    # or, until a finding or a merge needs them counted, the text (not a copy: the one
    # being read) and the offsets of the record and of the table's first row, the table
    # read as if from line 0 (see :meth:`keep_in`)
    pending: tuple[str, int, int] | None = dataclasses.field(
        default=None, repr=False, compare=False
    )
    pairs: dict[str, float] = dataclasses.field(default_factory=dict)  # pair: matchpoints
    # pair: the sum of the tops of the boards it played (whole numbers: exact in any order)
    tops: dict[str, float] = dataclasses.field(default_factory=dict)
    # pair: how many of its boards' matchpoints have a fraction (a dict: a Counter costs
    # more to make than most files' totals take to count)
    rounded: dict[str, int] = dataclasses.field(default_factory=dict)
    vps: dict[str, float] = dataclasses.field(default_factory=dict)  # team: victory points

    def add(self, record: HandRecord) -> None:
        """Count ``record``'s ``[ScoreTable]`` rows (and keep its totals table, the first)."""
        sections: dict[str, str] = getattr(record, "sections", {})
        if self.table is None and "TotalScoreTable" in sections:
            lines: dict[str, int] = getattr(record, "section_lines", {})
            table = read_table(
                record.tags["TotalScoreTable"],
                sections["TotalScoreTable"],
                lines["TotalScoreTable"],
            )
            self.keep(table, make_finding("REC009", record, ""))
        board = _board_table(record)
        if board is not None:
            self.count(board)

    def keep(self, table: Table, at: Finding) -> None:
        """Keep the file's ``[TotalScoreTable]``, read, and ``at``, a finding placed where
        its findings go (at its record: the message is not used)."""
        self.table = table
        self.at = at

    def keep_in(
        self, table: Table, file: str, board: str, text: str, start: int, offset: int
    ) -> None:
        """:meth:`keep`, the finding that places the totals' findings made when one is:
        ``table`` read from line 0, with its record at ``start`` in ``text`` and its first
        row at ``offset``; their lines and column counted only
        when a finding or a merge needs them (counting the line ends up to a file's
        totals table costs more than checking it), or before these totals are sent to
        another process (see :meth:`__getstate__`)."""
        self.table = table
        self.where = (file, 0, 0, board)
        self.pending = (text, start, offset)

    def _counted(self) -> int:
        """Count the lines :meth:`keep_in` left to count: the record's line and column
        made, the table moved to its first line; how many lines it moved (0: none)."""
        if self.pending is None or self.where is None or self.table is None:
            return 0
        text, start, offset = self.pending
        self.pending = None
        line = text.count("\n", 0, start) + 1
        if offset >= start:  # the table in its record: its line ends counted on
            first = line + text.count("\n", start, offset)
        else:
            first = text.count("\n", 0, offset) + 1
        file, _, _, board = self.where
        self.where = (file, line, start - text.rfind("\n", 0, start), board)
        self.table = self.table.moved(first)
        return first

    def __getstate__(self) -> object:
        """The state pickled: the lines counted first (a part's text is never sent)."""
        self._counted()
        return object.__getstate__(self)

    def _at(self) -> Finding | None:
        """Where the totals' findings are placed (a finding; ``None``: no table kept)."""
        self._counted()
        if self.at is None and self.where is not None:
            kind, level = CHECKS["REC009"]
            file, line, column, board = self.where
            self.at = Finding("REC009", kind, "", level, file, line, column, board)
        return self.at

    def count(self, board: Table) -> None:
        """Count the rows of a board's ``[ScoreTable]``, read."""
        index = board.index
        if "PairId_NS" in index or "PairId_EW" in index:
            self._add_pairs(board)
        if "TeamId_Home" in index or "TeamId_Away" in index:
            self._add_teams(board)

    def _add_teams(self, board: Table) -> None:
        """Count a teams table's rows: row by row, the home team's victory points, then the
        away team's, where both the team and its points are written."""
        vps = self.vps
        board = board.counted(("VP_Home", "VP_Away"))  # the rows with points, maybe
        # the teams as read, a ``-`` told from a team (as :meth:`Table.column` does) only
        # where there are points
        dash = "-" if board.dashes else None
        cells = zip(
            board.raw("TeamId_Home"), board.numbers("VP_Home"),
            board.raw("TeamId_Away"), board.numbers("VP_Away"), strict=True,
        )  # fmt: skip
        for home, home_vp, away, away_vp in cells:
            if home_vp is not None and home is not None and home != dash:
                vps[home] = vps.get(home, 0.0) + home_vp
            if away_vp is not None and away is not None and away != dash:
                vps[away] = vps.get(away, 0.0) + away_vp

    def _add_pairs(self, board: Table) -> None:
        """Count a pairs table's rows: each pair's matchpoints, the board's top for it, and
        whether they have a fraction."""
        rows = len(board)
        # row by row, NS's then EW's: each side's pair and matchpoints where both are written
        names: list[str | None] = [None] * (2 * rows)
        units: list[float | None] = [None] * (2 * rows)
        names[0::2], names[1::2] = board.column("PairId_NS"), board.column("PairId_EW")
        units[0::2], units[1::2] = board.numbers("MP_NS"), board.numbers("MP_EW")
        top = _top(board)
        sums, tops = self.pairs, self.tops
        for pair, mp in zip(names, units, strict=True):
            if pair is None or mp is None:
                continue
            sums[pair] = sums.get(pair, 0.0) + mp
            tops[pair] = tops.get(pair, 0.0) + top
            if not mp.is_integer():
                self.rounded[pair] = self.rounded.get(pair, 0) + 1

    def merge(self, other: Totals, place: Callable[[Finding], Finding]) -> None:
        """Add the sums of a later part of the file; ``place`` puts a finding of that part
        where it is in the whole file (its line and board)."""
        at = other._at() if self.table is None and other.table is not None else None
        if at is not None and other.table is not None:
            self.at = place(at)
            self.table = other.table.moved((self.at.line or 0) - (at.line or 0))
        for key, value in other.vps.items():
            self.vps[key] = self.vps.get(key, 0.0) + value
        for key, units in other.pairs.items():
            self.pairs[key] = self.pairs.get(key, 0.0) + units
        for key, top in other.tops.items():
            self.tops[key] = self.tops.get(key, 0.0) + top
        for key, count in other.rounded.items():
            self.rounded[key] = self.rounded.get(key, 0) + count

    def findings(self) -> list[Finding]:
        """REC009 findings for the rows of the totals table that the boards contradict."""
        table = self.table
        if not table or (self.at is None and self.where is None):
            return []
        if {"TeamId", "TotalScoreVP"} <= table.index.keys():
            found = self._team_totals(table)
            return self._placed(found) if found else []
        if not {"PairId", "TotalScoreMP"} <= table.index.keys() or not self.pairs:
            return []
        out: list[tuple[int, str]] = []
        cells = zip(
            table.lines, table.column("PairId"), table.column("TotalScoreMP"),
            table.column("TotalPercentage"), strict=True,
        )  # fmt: skip
        for n, (line, pair, total_text, pct_text) in enumerate(cells, start=1):
            if pair is None:
                continue
            total, pct = _float(total_text), _float(pct_text)
            mine = self.pairs.get(pair, 0.0)
            top = self.tops.get(pair, 0.0)
            rounded = self.rounded.get(pair, 0)
            slack = 0.051 + 0.05 * rounded
            problems = []
            if total is not None and abs(total - mine) > slack:
                problems.append(f"its boards' [ScoreTable] rows give {mine:.1f} matchpoints, "
                                f"the row says {total:g}")  # fmt: skip
            if pct is not None and top and abs(pct - 100 * mine / top) > 0.0051 + 100 * slack / top:
                problems.append(f"{mine:.1f} of {top:g} is {100 * mine / top:.2f}%, the row says "
                                f"{pct:g}%")  # fmt: skip
            if problems:
                message = f"[TotalScoreTable] row {n} (pair {pair}): " + "; ".join(problems)
                out.append((line, message))
        return self._placed(out)

    def _team_totals(self, table: Table) -> list[tuple[int, str]]:
        out = []
        # (the totals as numbers: each text read once, a dash as empty as ``None`` is)
        cells = zip(table.lines, table.column("TeamId"), table.numbers("TotalScoreVP"), strict=True)
        for n, (line, team, total) in enumerate(cells, start=1):
            if team is None or total is None:
                continue
            mine = self.vps.get(team, 0.0)
            if abs(total - mine) > 0.0051:
                message = (
                    f"[TotalScoreTable] row {n} (team {team}): its matches' [ScoreTable] rows "
                    f"give {mine:.2f} victory points, the row says {total:g}"
                )
                out.append((line, message))
        return out

    def _placed(self, found: list[tuple[int, str]]) -> list[Finding]:
        """The findings of ``found``, each a row's line in the table as it was kept and a
        message: placed at their record, the lines counted now if not yet."""
        if not found:
            return []
        shift = self._counted()  # the table was kept ``shift`` lines too high
        at = self._at()
        assert at is not None  # a table kept, and where
        return [
            dataclasses.replace(at, message=message, line=line + shift, column=1)
            for line, message in found
        ]


def _finding(record: HandRecord, table: Table, line: int, n: int, message: str) -> Finding:
    """REC008 on row ``n`` of ``table``, at its ``line``."""
    number = table.column("Table")[n - 1]
    named = f" (table {number})" if number is not None else ""
    finding = make_finding("REC008", record, f"[ScoreTable] row {n}{named}: {message}")
    return dataclasses.replace(finding, line=line, column=1)


@functools.lru_cache(maxsize=4096)
def _score(
    contract_text: str | None,
    declarer_text: str | None,
    result: str | None,
    ns: str | None,
    ew: str | None,
    score: str | None,
    vulnerable: Vulnerability | None,
) -> tuple[int | None, str | None]:
    """North-South's score as a row states it (its ``Score_NS``/``Score_EW``, else its
    ``Score`` read as the ``[Score]`` tag is), and what is wrong when Law 77 gives
    another for its contract, declarer and result. Rows repeat the same few results:
    each is checked once."""
    stated = _stated_ns(ns, ew)
    if contract_text is None or vulnerable is None:
        return stated, None
    law77 = _law77(contract_text, declarer_text or "", result, vulnerable)
    if law77 is None:
        return stated, None
    computed, what, contract, declarer, tricks = law77
    if stated is None:
        if score is None:
            return None, None
        wrong = score_mismatch(score, contract, declarer, tricks, vulnerable)
        if wrong is None:
            return computed, None
        side, value, law = wrong
        return computed, f"{what} scores {side} {law} (77), the row says {side} {value}"
    if stated == computed:
        return stated, None
    return stated, f"{what} scores NS {computed} (77), the row says NS {stated}"


@functools.lru_cache(maxsize=4096)
def _law77(
    contract_text: str, declarer_text: str, result: str | None, vulnerable: Vulnerability
) -> tuple[int, str, str, Seat | None, int | None] | None:
    """North-South's Law 77 score of a row's contract, declarer and result, how the
    message names them, and the contract, declarer and tricks read (``None``: not
    scored). Rows repeat the same few results: each is scored once."""
    contract = parse_contract(contract_text)
    declarer = parse_seat(declarer_text)
    tricks = int(result) if result is not None and result.isdigit() else None
    if contract is None:
        return None
    if contract.text == "Pass":
        return 0, "a passed-out board", contract.text, declarer, tricks
    if declarer is None or tricks is None or tricks > 13 or contract.level is None:
        return None
    assert contract.strain is not None
    outcome = ContractResult(
        contract.level, contract.strain, contract.text.count("X"), declarer, tricks
    )
    computed = side_score(outcome, vulnerable)["NS"]
    return (
        computed,
        f"{contract.text} by {declarer.letter} taking {tricks}",
        contract.text,
        declarer,
        tricks,
    )


def row_score(row: Row, vulnerable: Vulnerability) -> tuple[str, int] | None:
    """A row's result as named (``4S by S taking 10``) and North-South's score: by Law 77
    from its contract, declarer and result, else as the row states it (None: neither)."""
    contract = row.get("Contract")
    law77 = (
        _law77(contract, row.get("Declarer") or "", row.get("Result"), vulnerable)
        if contract is not None
        else None
    )
    if law77 is not None:
        return law77[1], law77[0]
    stated = _stated_ns(row.get("Score_NS"), row.get("Score_EW"))
    return None if stated is None else (contract or "a score", stated)


def _stated_ns(ns: str | None, ew: str | None) -> int | None:
    """North-South's score from ``Score_NS``/``Score_EW`` (one of them is written)."""
    stated = _score_cell(ns)
    if stated is not None:
        return stated
    stated = _score_cell(ew)
    return None if stated is None else -stated


def _score_cell(text: str | None) -> int | None:
    """A score cell's number; ``None``: empty, not a number, or too long to be read as one
    (its float infinite: read as a cell that states none, as text that is not a number)."""
    if text is None or not _NUMBER.fullmatch(text):
        return None
    value = float(text)
    return int(value) if math.isfinite(value) else None


def _matchpoints(table: Table, scores: list[int]) -> list[Problem]:
    if len(scores) < 2:
        return []
    full_top = 2 * (len(scores) - 1)
    half = _half_scale(table, full_top)
    scale, top = (0.5, full_top / 2) if half else (1.0, float(full_top))
    said_ns, said_ew = table.numbers("MP_NS"), table.numbers("MP_EW")
    pcts = table.numbers("Percentage_NS")
    if top and _exact(scores, scale, top, said_ns, said_ew, pcts):
        return []  # every row states what 78A gives (most tables): nothing to look at
    full = matchpoints(scores)  # 78A: two units per score beaten, one per tie
    mps = [units * scale for units in full]
    if (
        _within(said_ns, mps, 0.05)
        and _within(said_ew, [top - ns for ns in mps], 0.05)
        and (not top or _within(pcts, [100 * ns / top for ns in mps], 0.5 + 1e-9))
    ):
        return []  # every row agrees (within the rounding a table may write)
    out: list[Problem] = []
    rule = "1 per score beaten, 1/2 per tie" if half else "2 per score beaten, 1 per tie"
    cells = zip(table.lines, mps, scores, said_ns, said_ew, pcts, strict=True)
    for n, (line, ns, score, ns_mp, ew_mp, pct) in enumerate(cells, start=1):
        wrong_ns = ns_mp is not None and abs(ns_mp - ns) > 0.05
        wrong_ew = ew_mp is not None and abs(ew_mp - (top - ns)) > 0.05
        if wrong_ns or wrong_ew:
            said = ", ".join(
                f"{side} {value:g}" for side, value in (("NS", ns_mp), ("EW", ew_mp))
                if value is not None
            )  # fmt: skip
            out.append(
                (
                    n, line,
                    f"NS's {score} earns NS {ns:g}, EW {top - ns:g} of {top:g} matchpoints "
                    f"against the other rows (78A: {rule}), the row says {said}",
                )
            )  # fmt: skip
            continue
        if pct is not None and top and abs(pct - 100 * ns / top) > 0.5 + 1e-9:
            share = 100 * ns / top
            out.append(
                (n, line, f"NS's {ns:g} of {top:g} matchpoints is {share:.1f}%, the row says "
                          f"{pct:g}%")
            )  # fmt: skip
    return out


def _exact(
    scores: list[int],
    scale: float,
    top: float,
    said_ns: list[float | None],
    said_ew: list[float | None],
    pcts: list[float | None],
) -> bool:
    """Whether each row states exactly NS's matchpoints by 78A (on the ``scale`` of the
    table), EW's (the rest of the ``top``) and NS's share rounded to a whole percent, or
    a column states none of them: each score's units are worked out once, and the
    columns compared at once. (Where not, :func:`_within` allows for a table's rounding.)"""
    units: dict[int, int] = {}
    first: dict[int, int] = {}
    # two units per score below, one per other score tied: a score's first place in order
    # (the scores below) plus its last (those and the others tied)
    for place, score in enumerate(sorted(scores)):
        units[score] = first.setdefault(score, place) + place
    rows = operator.itemgetter(*scores)(units)  # at least two scores: a tuple
    ns, ew, share = map(operator.itemgetter(*rows), _by_units(len(scores), scale, top))
    return _states(said_ns, ns) and _states(said_ew, ew) and _states(pcts, share)


@functools.lru_cache(maxsize=64)
def _by_units(
    scores: int, scale: float, top: float
) -> tuple[tuple[float, ...], tuple[float, ...], tuple[int, ...]]:
    """For each count of units on a board of ``scores`` scores: NS's matchpoints on the
    table's ``scale``, EW's (the rest of the ``top``) and NS's share, rounded."""
    ns = tuple(float(units) * scale for units in range(2 * scores - 1))
    return ns, tuple(top - mp for mp in ns), tuple(round(100 * mp / top) for mp in ns)


def _states(said: list[float | None], expected: tuple[float, ...]) -> bool:
    """Whether a column states exactly the numbers expected, or none at all."""
    return tuple(said) == expected or said.count(None) == len(said)


def _within(said: list[float | None], expected: list[float], tolerance: float) -> bool:
    """Whether every number a column states (``None``: none) is within ``tolerance`` of
    the one expected (without a Python step per row where every row states one)."""
    if None in said:
        pairs = zip(said, expected, strict=True)
        return all(s is None or abs(s - e) <= tolerance for s, e in pairs)
    return not said or max(map(abs, map(operator.sub, said, expected))) <= tolerance


def _half_scale(table: Table, top: int) -> bool:
    """Whether the table writes half-matchpoints (1 per score beaten): its rows' NS and
    EW matchpoints add up to half the full top."""
    for ns, ew in zip(table.numbers("MP_NS"), table.numbers("MP_EW"), strict=True):
        if ns is not None and ew is not None:
            return abs(ns + ew - top / 2) < 0.05 and top > 0
    return False


# numbers as read, by their text (few: a table's matchpoints and percentages repeat)
_NUMBERS: dict[str | None, float | None] = {}


def _numbers(cells: Cells) -> list[float | None]:
    """``cells`` as numbers (``None``: empty or not a number), each text read once."""
    try:
        return list(map(_NUMBERS.__getitem__, cells))
    except KeyError:
        if len(_NUMBERS) > 4096:
            _NUMBERS.clear()
        for text in cells:
            _NUMBERS[text] = _float(text)
        return list(map(_NUMBERS.__getitem__, cells))


@functools.lru_cache(maxsize=1024)
def _float(text: str | None) -> float | None:
    if text is None or not _NUMBER.fullmatch(text):
        return None
    return float(text)
