"""A text made of stretches of another text (director.formats.text.PlacedIndex): each
offset maps to its line and column in the other text, as a LineIndex of that text gives."""

from __future__ import annotations

from director.formats.text import LineIndex, PlacedIndex


def test_every_offset_of_the_stretches_is_at_its_line_and_column_in_the_whole_text() -> None:
    whole = "ab|\ncd|ef|\n\n  gh|i\nj|\nkl|m|\n"
    stretches = [(0, 3), (7, 10), (14, 21), (22, 26)]  # ab| ef| gh|i(line end)j| kl|m
    text = "".join(whole[a:b] for a, b in stretches)
    full = LineIndex(whole)
    places, n = [], 0
    for a, b in stretches:
        places.append((n, *full.line_col(a)))
        n += b - a
    placed = PlacedIndex(text, places)
    offsets = [a + i for a, b in stretches for i in range(b - a)]
    expected = [full.line_col(at) for at in offsets]
    assert [placed.line_col(i) for i in range(len(text))] == expected
    found = placed.positions("f", list(range(len(text))))
    assert [(p.file, p.line, p.column) for p in found] == [("f", *lc) for lc in expected]
