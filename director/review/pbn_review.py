"""Reviewing a PBN text game by game: each game is first screened
(:func:`~director.review.screen.clean_game`); a clean game counts as a board with nothing
to report, and every other game is read and reviewed in full.

A game that is not clean is read together with the games on either side of it (and any
run of such games as one stretch), so the reader sees what it would see reading the whole
text: text outside any game goes to the game after it (or the last one), and a tag that an
empty line cuts in two is read whole. Findings, board names and record numbers are those
of reading the whole text at once; a test compares the two on every real file and on
damaged copies of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.formats.pbn import read_pbn
from director.formats.pbn_lexer import Lines
from director.formats.pbn_split import game_chunks
from director.review.run import review_record
from director.review.screen import clean_game

if TYPE_CHECKING:
    from director.formats.record import HandRecord
    from director.review.findings import Finding

__all__ = ["review_pbn"]


def review_pbn(
    text: str,
    source: str,
    strict: bool = False,
    span: tuple[int, int] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
) -> tuple[list[Finding], int]:
    """The findings of the PBN ``text`` (of its games in ``span``) and how many boards it
    holds, ruled under ``edition``; ``inherit`` as in :func:`~director.formats.pbn.read_pbn`.
    The screen needs no edition: a clean game has no irregularity to rule under any code,
    and the record checks find the same things under each (only their citations differ).
    :raises ReadError: with ``strict=True``, at the first error."""
    start, end = span if span is not None else (0, len(text))
    chunks = game_chunks(text, start, end)
    if chunks is None:
        records = read_pbn(text, source, strict, span, inherit=inherit)
        found, count = _review(records, edition)
        return found + (_totals(records) if span is None else []), count
    clean = [clean_game(text, a, b) for a, b in chunks]
    n = len(chunks)
    full = [
        not clean[i] or (i > 0 and not clean[i - 1]) or (i + 1 < n and not clean[i + 1])
        for i in range(n)
    ]
    lines: Lines | None = None
    out: list[Finding] = []
    tables: list[HandRecord] = []  # records with score tables: the totals are checked
    boards = 0
    i = 0
    while i < n:
        if not full[i]:
            boards += 1
            i += 1
            continue
        j = i
        while j < n and full[j]:
            j += 1
        lines = lines if lines is not None else Lines(text)
        stretch = (chunks[i][0], chunks[j - 1][1])
        records = read_pbn(
            text, source, strict, stretch, lines=lines, first_index=boards + 1, inherit=inherit
        )
        found, count = _review(records, edition)
        out += found
        tables += [r for r in records if getattr(r, "sections", None)]
        boards += count
        i = j
    if span is None and tables:
        out += _totals(tables)
    return out, boards


def _totals(records: list[HandRecord]) -> list[Finding]:
    """The file's [TotalScoreTable] against its boards' [ScoreTable] rows (the whole
    file only: a part of it holds only some of the boards)."""
    from director.review.score_table import check_totals

    return check_totals(records)


def _review(records: list[HandRecord], edition: str) -> tuple[list[Finding], int]:
    out: list[Finding] = []
    for record in records:
        out += review_record(record, edition=edition)
    return out, len(records)
