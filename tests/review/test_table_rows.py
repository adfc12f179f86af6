"""The screen's cut of a table section's rows (:mod:`director.review.table_rows`): a wide
table's last rows alike are kept as their heads and one tail, and read as their text is."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.review import table_rows
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


def _cut_one_by_one(rows: str) -> Section:
    """:func:`cut_rows` with the alike rows' heads cut one by one (the general cut, not
    the struct's at once)."""
    most = table_rows._CUT_MOST
    table_rows._CUT_MOST = 0
    try:
        return _cut(rows)
    finally:
        table_rows._CUT_MOST = most


def _same_cut(rows: str) -> Section:
    section = _cut(rows)
    general = _cut_one_by_one(rows)
    assert (section.lines, section.heads, section.tail, section.alike) == (
        general.lines, general.heads, general.tail, general.alike,
    )  # fmt: skip
    assert section.lines + [h + section.tail for h in section.heads] == rows.split("\n")
    return section


@pytest.mark.parametrize(
    ("heads", "why"),
    [
        ([" 2 4 2 6 ", "10 5 1 3 ", " 3 6 5 4 ", " 4 4 6 3 "], "latin-1: cut at once"),
        ([" 2 4 2 6 ", "10 5 \u0151 3 ", " 3 6 5 4 ", " 4 4 6 3 "], "not latin-1: one by one"),
        ([f"{n % 100:2} 4 2 6 " for n in range(600)], "over 512 rows: one by one"),
        ([f"{n % 100:2} 4 \xe9 6 " for n in range(512)], "512 rows: at once"),
        ([" 2 4 2 6 ", " 3 5 1 3 ", " 4 6 5 4\n", " 5 4 6 3 "], "a line end in a head"),
    ],
)
def test_the_heads_cut_at_once_are_those_cut_one_by_one(heads: list[str], why: str) -> None:
    section = _same_cut(_rows(*heads, first=' 1 4 6 1 "x" 1 2 "y" "z"'))
    assert section.heads == ([] if "\n" in "".join(heads) else heads), why
    _same_read(section)


def test_a_tail_differing_in_a_middle_row_leaves_the_rows_as_lines() -> None:
    heads = [f"{n:2} 4 2 6 " for n in range(1, 9)]
    rows = _rows(*heads).split("\n")
    rows[4] = rows[4][:-1] + "x"
    section = _same_cut("\n".join(rows))
    assert section.alike == 0 and section.heads == []


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.lists(st.sampled_from(["1", "10", "-", "\xe9", "\u0151", "\u20ac", "x"]), max_size=6),
        min_size=1,
        max_size=40,
    ),
    st.integers(0, 3),
    st.sampled_from([TAIL, "- " * 90, TAIL.replace("-", "\u0151", 1)]),
)
def test_generated_alike_rows_are_cut_at_once_as_one_by_one(
    cells: list[list[str]], before: int, tail: str
) -> None:
    heads = [" ".join(row) for row in cells]
    cut = max(map(len, heads)) + 1
    rows = [head.ljust(cut) + tail for head in heads]
    first = ['"q" ' + " ".join(["1"] * 8)] * before
    width = max(map(len, rows))
    section = _same_cut("\n".join([row.ljust(width) for row in first] + rows))
    _same_read(section)


def test_a_section_with_heads_keeps_them_in_one_text_and_pickles() -> None:
    section = Section("a\nb1 t\nb2 t", ["a"], ["b1 ", "b2 "], "t")
    assert (section.head_text, section.alike, section.heads) == ("b1 \nb2 ", 2, ["b1 ", "b2 "])
    copy = pickle.loads(pickle.dumps(section))
    assert (copy, copy.lines, copy.heads, copy.tail) == (section, ["a"], ["b1 ", "b2 "], "t")
    plain = Section("a", ["a"])
    assert (plain.heads, plain.alike) == ([], 0)
