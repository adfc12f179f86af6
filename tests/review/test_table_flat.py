"""A table section with a few quoted rows read at once (:mod:`director.review.table_flat`)
reads every cell as the cut row by row (:func:`_quoted_row`, ``str.split``) does, on the
real Ruter tables and on generated rows (quotes everywhere, empty and dashed quotes,
white space of every kind, rows of other widths); any doubt is left to the rows."""

from __future__ import annotations

import pickle
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.formats.text import read_text
from director.review.pbn_review import _screen
from director.review.score_table import Table, _columns, _quoted_row, _read_table
from director.review.table_rows import Section, cut_rows
from tests.realdata import handrecord


def _by_rows(
    definition: str, section: str
) -> tuple[tuple[int, ...], list[list[str | None]]] | None:
    """Each row's cells cut one by one (``None``: a row the cut leaves to the reader)."""
    width, _ = _columns(definition)
    heads, tail = [], ""
    lines = section.split("\n")
    if isinstance(section, Section):
        lines, heads, tail = section.lines, section.heads, section.tail
    rows: list[list[str | None]] = []
    for line in lines + [head + tail for head in heads]:
        cells = _quoted_row(line) if '"' in line else list(line.split())
        if cells is None:
            return None
        rows.append(cells)
    kept = tuple(i for i, row in enumerate(rows) if len(row) == width)
    return kept, [rows[i] for i in kept]


def _read_as_rows(definition: str, section: str) -> None:
    table = _read_table(definition, section, 3)
    by_rows = _by_rows(definition, section)
    if table._flat is None:  # read row by row (or by the reader): not this module's
        return
    assert by_rows is not None
    kept, rows = by_rows
    assert table.lines == tuple(3 + i for i in kept)
    assert [list(row) for row in zip(*table.by_column, strict=True)] == rows
    # a column asked for alone is the same, and so after a move and a pickle
    width, _ = _columns(definition)
    fresh = _read_table(definition, section, 3)
    assert [fresh._at(i) for i in reversed(range(width))][::-1] == list(table.by_column)
    assert pickle.loads(pickle.dumps(table)) == table == fresh.moved(0)
    assert fresh.moved(4).lines == tuple(n + 4 for n in table.lines)


@cache
def _ruter_sections() -> list[tuple[str, str]]:
    out = []
    for name in ("rkcb__pbnparser/sm1.pbn", "rkcb__pbnparser/div2.pbn"):
        text = read_text(handrecord(name))[0]
        for game in _screen(text, 0, len(text), False, False)[1]:
            if game is not None and game.tables is not None:
                for kind, (_, rows) in game.tables.sections.items():
                    out.append((game.tables.tags[kind], rows))
    return out


def test_the_ruter_tables_read_at_once_as_row_by_row() -> None:
    sections = _ruter_sections()
    flat = 0
    for definition, rows in sections:
        _read_as_rows(definition, rows)
        _read_as_rows(definition, str(rows))
        flat += _read_table(definition, rows, 0)._flat is not None
    assert flat >= 2  # div2's teams tables at least


DEFINITION = "Round\\2R;Table\\1R;Home\\1R;Away\\1R;Details\\28L;A\\5R;B\\4R;C\\9L;D\\9L"
TAIL = "-" + " " * 60 + "-" + " " * 50 + "-" + " " * 40 + "-" + " " * 30 + "-" + " " * 20


def test_a_teams_table_is_read_at_once_with_its_rows_alike() -> None:
    first = ' 1 4 6 1 "1,2|3,4" 19.68 0.32 "a - b" ""'
    heads = [" 2 4 2 6 ", "10 5 1 3 ", " 3 6 5 4 ", " 4 4 6 3 "]
    rows = "\n".join([first.ljust(len(TAIL) + 9)] + [head + TAIL for head in heads])
    section = cut_rows("[B]\n" + rows + "\n[N]", 4, 4 + len(rows))
    table = _read_table(DEFINITION, section, 5)
    assert table._flat is not None and table.lines == (5, 6, 7, 8, 9)
    assert table.raw("Home") == ("6", "2", "1", "5", "6")
    assert table.raw("A") == ("19.68", "-", "-", "-", "-")
    assert table.column("A") == ("19.68", None, None, None, None)
    assert table.raw("Details") == ("1,2|3,4", "-", "-", "-", "-")
    assert table.column("C") == ("a - b", None, None, None, None)
    assert table.raw("D") == (None, "-", "-", "-", "-")
    _read_as_rows(DEFINITION, section)


@pytest.mark.parametrize(
    ("row", "why"),
    [
        ('1 2 3 4 "x" 5 6 "y"', "a cell less"),
        ('1 2 3 4 "x" 5 6 "y" "z" 9', "a cell more"),
        ('1 2 3 4 "x" 5 6 "y" "z', "a quote not closed"),
        ('1 2 3 4 x"x" 5 6 "y" "z"', "a quote right after a word"),
        ('1 2 3 4 " - " 5 6 "y" "z"', "a quoted dash with spaces"),
        ('1 2 3 4 "\x00" 5 6 "y" "z"', "a mark in the text"),
    ],
)
def test_a_table_in_doubt_is_read_row_by_row(row: str, why: str) -> None:
    section = '1 2 3 4 "x" 5 6 "y" "z"\n' + row
    assert _read_table(DEFINITION, section, 1)._flat is None, why


_PIECES = st.sampled_from(
    ['"a b"', '""', '"-"', '" - "', '"  "', '"x"', '"', "-", "5", "ab", "\t", "\xa0", "\x1c",
     " ", "   ", '"\xa0-"', '"-\t"', '"R\xf6 - x"', '"\x02"', "\x01", "\r", "\x00"]
)  # fmt: skip
_CLEAN = st.sampled_from(['"Team A"', "3", '"-"', '""', "19.68", '"1,31|2,7"', "-", '"  "'])


@settings(max_examples=400, deadline=None)
@given(
    st.integers(1, 9),
    st.lists(
        st.lists(st.one_of(_CLEAN, _CLEAN, _CLEAN, _PIECES), min_size=0, max_size=11),
        min_size=1,
        max_size=6,
    ),
    st.sampled_from([" ", "  ", "\t", " \xa0"]),
)
def test_generated_rows_read_at_once_as_row_by_row(
    width: int, rows: list[list[str]], space: str
) -> None:
    definition = ";".join(f"C{i}" for i in range(width))
    section = "\n".join(space.join(row) for row in rows)
    _read_as_rows(definition, section)


def test_a_flat_table_is_a_table() -> None:
    table = _read_table("A;B", '"x" 1\n"" 2', 0)
    assert isinstance(table, Table) and table._flat is not None
    assert table == Table({"A": 0, "B": 1}, (0, 1), (("x", None), ("1", "2")), True)
