"""The screen's cut of a table section's rows (:mod:`director.review.table_rows`): a wide
table's last rows alike are kept as their heads and one tail, and read as their text is."""

from __future__ import annotations

import pytest

from director.review.score_table import _read_table
from director.review.table_rows import Section, cut_rows

DEFINITION = "Round\\2R;Table\\1R;Home\\1R;Away\\1R;A\\1R;B\\1R;C\\1R;D\\1R;E\\1R"
TAIL = "-" + " " * 60 + "-" + " " * 50 + "-" + " " * 40 + "-" + " " * 30 + "-" + " " * 20


def _rows(*heads: str, tail: str = TAIL, first: str = "") -> str:
    rows = [head + tail for head in heads]
    return "\n".join(([first.ljust(len(rows[0]))] if first else []) + rows)


def _cut(rows: str) -> Section:
    text = "[Board]\n" + rows + "\n[Next]"
    return cut_rows(text, 8, 8 + len(rows))


def _same_read(section: Section) -> None:
    assert section.lines + [h + section.tail for h in section.heads] == section.split("\n")
    assert _read_table(DEFINITION, section, 5) == _read_table(DEFINITION, str(section), 5)


def test_the_last_rows_alike_are_kept_as_their_heads_and_one_tail() -> None:
    first = ' 1 4 6 1 "1,2|3,4" 19.68 0.32 "a b" "c d"'
    section = _cut(_rows(" 2 4 2 6 ", "10 5 1 3 ", " 3 6 5 4 ", " 4 4 6 3 ", first=first))
    assert section.heads == [" 2 4 2 6 ", "10 5 1 3 ", " 3 6 5 4 ", " 4 4 6 3 "]
    assert section.tail == TAIL and section.lines == [first.ljust(len(TAIL) + 9)]
    _same_read(section)
    table = _read_table(DEFINITION, section, 5)
    assert table.lines == (5, 6, 7, 8, 9) and table.column("Round") == ("1", "2", "10", "3", "4")
    assert table.column("E") == ("c d", None, None, None, None)


def test_rows_alike_with_a_cell_less_are_all_left_out() -> None:
    section = _cut(_rows(" 2 4 2 ", " 3 5 1 ", " 4 6 5 ", " 5 4 6 ", " 6 1 \u017d "))
    assert len(section.heads) == 5
    _same_read(section)
    assert len(_read_table(DEFINITION, section, 1)) == 0


@pytest.mark.parametrize(
    ("rows", "why"),
    [
        (_rows(" 2 4 2 6 ", " 3 5 1 3 ", " 4 6 5 4 ", " 5 4 6 3 ")[:-1] + "x", "a tail differs"),
        (_rows(" 2 4 2 6 ", " 3 5 1 36", " 4 6 5 4 ", " 5 4 6 3 "), "a cell runs into the tail"),
        (_rows(" 2 4 2 6 ", " 3 5 1\n3 ", " 4 6 5 4 ", " 5 4 6 3 "), "a line end in a head"),
        (_rows(" 2 4 2 6 ", " 3 5 1 3 ", " 4 6 5 4 "), "too few rows"),
        (_rows(" 2 4 2 6 ", " 3 5 1 3 ", " 4 6 5 4 ", " 5 4 6 3 ", tail="- - -"), "narrow rows"),
        (_rows(" 2 4 2 6 ", " 3 5 1 3 ", " 4 6 5 4 ", " 5 4 6 3 ") + " ", "a row wider"),
    ],
)
def test_rows_not_alike_are_cut_into_lines(rows: str, why: str) -> None:
    section = _cut(rows)
    assert section.heads == [] and section.lines == rows.split("\n"), why
    _same_read(section)


def test_rows_alike_after_a_quoted_row_only() -> None:
    rows = _rows(" 2 4 2 6 ", ' 3 5 "1" ', " 4 6 5 4 ", " 5 4 6 3 ", " 6 4 6 3 ", " 7 4 6 3 ")
    section = _cut(rows)
    assert section.heads == [" 4 6 5 4 ", " 5 4 6 3 ", " 6 4 6 3 ", " 7 4 6 3 "]
    assert len(section.lines) == 2
    _same_read(section)
