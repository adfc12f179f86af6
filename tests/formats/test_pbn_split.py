"""Where :func:`~director.formats.pbn_split.game_chunks` cuts a PBN text: at each of the
reader's semi-empty lines (nothing but spaces, tabs, CR, VT or FF), the last one ending
the text too; each chunk's text (the expected values are what 27aeec5 cut)."""

import pytest

from director.formats.pbn_split import game_chunks


@pytest.mark.parametrize(
    ("text", "chunks"),
    [
        ('[A "1"]\n \t\n[B "2"]\n\n\n[C "3"]\n\x0c', ['[A "1"]', '\n[B "2"]', '\n[C "3"]']),
        ("[A]\n\x1c\n[B]\n\x0b\r\n", ["[A]\n\x1c\n[B]"]),  # \x1c: no blank for the reader
        ("x\n\ny", ["x", "\ny"]),
        ("\n\n", []),
        ("[A]\n  ", ["[A]"]),  # a semi-empty line at the text's end
    ],
)
def test_games_are_cut_at_semi_empty_lines(text: str, chunks: list[str]) -> None:
    found = game_chunks(text)
    assert found is not None
    assert [text[a:b] for a, b in found] == chunks
