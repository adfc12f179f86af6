"""Reviewing a PBN text game by game: each game is first screened
(:func:`~director.review.screen.screen_game`); a screened game counts as a board whose
findings the screen knows (none, or the reader's known defects of archive exports) but
for those of its score tables, which are checked here from the rows the screen kept (as
a record's, and counted for the file's totals); every other game is read and reviewed
in full.

A game that is not screened is read together with the games on either side of it (and any
run of such games as one stretch), so the reader sees what it would see reading the whole
text: text outside any game goes to the game after it (or the last one), and a tag that an
empty line cuts in two is read whole. A stretch never starts at a table that takes the
board's tags from the game before it (``PBN033``, ``--inherit``): it starts at that game.
Findings, board names and record numbers are those of reading the whole text at once; a
test compares the two on every real file and on damaged copies of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from director.formats.board_name import ByOrder
from director.formats.pbn import read_pbn
from director.formats.pbn_game import PbnRecord
from director.formats.pbn_issues import severity
from director.formats.pbn_lexer import Lines
from director.formats.pbn_split import game_end, holds_text, next_game, splits
from director.formats.record import Position
from director.review.board import review_record
from director.review.edition import in_edition
from director.review.findings import Finding
from director.review.rec_codes import CHECKS
from director.review.score_table import (
    SECTIONS,
    Totals,
    check_table,
    read_table,
    table_findings,
)
from director.review.screen import (
    NO_MEMORY,
    Before,
    Screened,
    Tables,
    screen_game,
    screen_open,
)

if TYPE_CHECKING:
    from director.formats.record import HandRecord

__all__ = ["pbn_boards", "review_pbn"]

# a well-formed tag other than [Note] on a line of its own: the text around it is a game
_TAG_LINE = re.compile(r'^[ \t\r\v\f]*\[(?!Note ")[A-Za-z0-9_]+ "[^"\\\n]*"\]', re.MULTILINE)


def review_pbn(
    text: str,
    source: str,
    strict: bool = False,
    span: tuple[int, int] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
    totals: Totals | None = None,
) -> tuple[list[Finding], int]:
    """The findings of the PBN ``text`` (of its games in ``span``) and how many boards it
    holds, ruled under ``edition``; ``inherit`` as in :func:`~director.formats.pbn.read_pbn`.
    The screen needs no edition: a clean game has no irregularity to rule under any code,
    and the record checks find the same things under each (only their citations differ).
    ``totals``: where the boards' score tables are counted, for a part of a file (whose
    totals the caller checks when the whole file is read); without it the totals of the
    whole ``text`` are checked (none for a ``span``).
    :raises ReadError: with ``strict=True``, at the first error."""
    tables = totals if totals is not None else Totals()
    out: list[Finding] = []
    boards = 0
    for found, n in pbn_boards(text, source, strict, span, inherit, edition, tables):
        out += found
        boards += n
    if span is None and totals is None:
        out += tables.findings()
    return out, boards


def pbn_boards(
    text: str,
    source: str,
    strict: bool,
    span: tuple[int, int] | None,
    inherit: bool,
    edition: str,
    totals: Totals,
    shorthand: bool = True,
) -> Iterator[tuple[list[Finding], int]]:
    """:func:`review_pbn` board by board, as it goes: each board's findings (or those of a
    stretch of games read together) and how many boards they are; the score tables are
    counted in ``totals``, not checked. ``shorthand``: whether the text may hold ``"#``
    (``False``: known not to, as a file's :class:`~director.formats.text.TextStream` tells
    from its bytes, which hold the pair where its text does; not sought again)."""
    start, end = span if span is not None else (0, len(text))
    if not (splits(text, start, end) if shorthand else text.find("{", start, end) < 0):
        for record in read_pbn(text, source, strict, span, inherit=inherit):
            yield _review(record, edition, totals), 1
        return
    chunks, screened = _screen(text, start, end, strict, inherit)
    full = _full(text, chunks, screened)
    n = len(chunks)
    lines: Lines | None = None
    counted = _Counted(text)
    boards = 0
    i = 0
    while i < n:
        if not full[i]:
            boards += 1
            game = screened[i]
            tables = []
            if game is not None and game.tables is not None:
                tables = _tables_checked(game.tables, game.board, source, boards, counted, totals)
            if game is not None and (game.issues or game.checks or tables):
                lines = lines if lines is not None else Lines(text)
                found = _findings(game, lines, source, ByOrder(f"#{boards}"), tables)
                yield in_edition(found, edition), 1
            else:
                yield [], 1
            i += 1
            continue
        j = i
        while j < n and full[j]:
            j += 1
        lines = lines if lines is not None else Lines(text)
        stretch = (chunks[i][0], chunks[j - 1][1])
        previous = screened[i - 1] if i > 0 else None  # not read in full: screened
        memory = previous.after if previous is not None else NO_MEMORY
        records = read_pbn(
            text, source, strict, stretch, lines=lines, first_index=boards + 1,
            inherit=inherit, before=(memory.previous, memory.in_run),
        )  # fmt: skip
        for record in records:
            yield _review(record, edition, totals), 1
        boards += len(records)
        i = j


def _screen(
    text: str, start: int, stop: int, strict: bool, inherit: bool
) -> tuple[list[tuple[int, int]], list[Screened | None]]:
    """The games of ``text[start:stop]`` as :func:`~director.formats.pbn_split.game_chunks`
    cuts them, each screened as it is found (a screened game's end found by its screen),
    the reader's memory passed on from game to game (not known after a game that is not
    screened). In strict mode a game with an issue of severity ``error`` is read in full
    (the reader raises it)."""
    chunks: list[tuple[int, int]] = []
    out: list[Screened | None] = []
    before: Before | None = NO_MEMORY
    at = start
    while at < stop:
        try:
            game, end = screen_open(text, at, stop, before, inherit)
        except Exception:  # never lose a game to the shortcut: it is read in full
            game, end = None, -1
        if end >= 0 and text.startswith("\n\n", end, stop):  # an empty line after the game
            after = end + 1  # (else the semi-empty line that ends it read)
        elif end == stop - 1 and text.startswith("\n", end):  # the text's last line end
            after = stop
        else:
            after = next_game(text, end, stop) if end >= 0 else -1
        if after < 0:  # not screened before its end was found (or a bug): sought here,
            end = game_end(text, at, stop)  # the game screened again within it
            after = next_game(text, end, stop)
            try:
                game = screen_game(text, at, end, before, inherit)
            except Exception:
                game = None
        if game is not None or holds_text(text, at, end):  # else white space between games
            if strict and game is not None and any(severity(c) == "error" for c, *_ in game.issues):
                game = None
            chunks.append((at, end))
            out.append(game)
            before = game.after if game is not None else None
        at = after
    return chunks, out


def _full(text: str, chunks: list[tuple[int, int]], screened: list[Screened | None]) -> list[bool]:
    """Which games are read in full: those not screened and, for a stretch of text with
    no game of its own (no tag), the game its text goes to: the next one, or at the end
    the last one. A game that is a game of its own is read alone: the reader closes it
    at its empty line, and what it remembers of the games before is passed to it."""
    n = len(screened)
    if None not in screened:  # every game screened (a clean file): none read in full
        return [False] * n
    full = [game is None for game in screened]
    for i in range(n):
        if screened[i] is None and i + 1 < n and not _TAG_LINE.search(text, *chunks[i]):
            full[i + 1] = True
    k = n - 1
    while k >= 0 and screened[k] is None and not _TAG_LINE.search(text, *chunks[k]):
        k -= 1
    if 0 <= k < n - 1:
        full[k] = True
    return full


def _findings(
    game: Screened, lines: Lines, source: str, name: str, tables: list[Finding]
) -> list[Finding]:
    """A screened game's reader issues, ``tables``' findings and record checks as the full
    review reports them."""
    out = []
    board = game.board or name
    for code, offset, message in game.issues:
        line, column = lines.line_col(offset)
        out.append(Finding(code, "format", message, severity(code), source, line, column, board))
    out += tables
    for code, offset, message, event in game.checks:
        line, column = lines.line_col(offset)
        kind, level = CHECKS[code]
        out.append(Finding(code, kind, message, level, source, line, column, board, event))
    return out


def _tables_checked(
    tables: Tables,
    board: str | None,
    source: str,
    index: int,
    counted: _Counted,
    totals: Totals,
) -> list[Finding]:
    """The findings of a screened game's ``[ScoreTable]``, its rows counted in ``totals``
    (and the file's ``[TotalScoreTable]``, the first, kept there). The game's record is
    made only for findings: its tables are read and checked without one."""
    sections, tags = tables.sections, tables.tags
    total = sections.get("TotalScoreTable")
    if total is not None and totals.table is None:
        name = board if board is not None else ByOrder(f"#{index}")  # the record's name
        offset, rows = total
        # read from line 0: where it and its record are, counted only for a finding (rare)
        table = read_table(tags["TotalScoreTable"], rows, 0)
        totals.keep_in(table, source, name, counted.text, tables.start, offset)
    section = sections.get("ScoreTable")
    definition = tags.get("ScoreTable")
    if section is None or definition is None:
        return []
    offset, rows = section
    # its rows' lines counted from the section's first (0): the file's line, counted on
    # from the last one asked, is needed only for a finding
    table = read_table(definition, rows, 0)
    totals.count(table)
    problems = check_table(table, tables.vulnerable)
    if not problems:
        return []
    first = counted.line_col(offset)[0]
    placed = [(n, first + line, message) for n, line, message in problems]
    return table_findings(_tables_record(tables, board, source, index, counted), table, placed)


def _tables_record(
    tables: Tables, board: str | None, source: str, index: int, counted: _Counted
) -> PbnRecord:
    """The record of a screened game as far as its tables' checks read it."""
    line, column = counted.line_col(tables.start)
    record = PbnRecord(source, index, Position(source, line, column), board)
    record.tags = tables.tags
    record.vulnerable = tables.vulnerable
    for name, (offset, rows) in tables.sections.items():
        if name in SECTIONS:  # the others are not read
            # as written: a row's cells are read the same with the spaces around it
            record.sections[name] = rows
            record.section_lines[name] = counted.line_col(offset)[0]
    return record


class _Counted:
    """1-based line and column of offsets asked for mostly in file order: the line ends
    counted on (or back) from the last one asked (no index of the whole text)."""

    __slots__ = ("at", "line", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0
        self.line = 1

    def line_col(self, offset: int) -> tuple[int, int]:
        if offset < self.at:
            self.line -= self.text.count("\n", offset, self.at)
        else:
            self.line += self.text.count("\n", self.at, offset)
        self.at = offset
        return self.line, offset - self.text.rfind("\n", 0, offset)


def _review(record: HandRecord, edition: str, totals: Totals) -> list[Finding]:
    if getattr(record, "sections", None):
        totals.add(record)
    return review_record(record, edition=edition)
