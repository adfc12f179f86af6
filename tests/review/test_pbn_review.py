"""Reviewing a PBN text game by game (screened games skipped, the others read in
stretches) gives exactly what reading and reviewing the whole text gives: the same
findings, positions, board names and board count, on every real file and on damaged
multi-game texts; in strict mode, the same first error."""

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.formats.pbn import read_pbn
from director.formats.pbn_split import game_chunks
from director.formats.record import ReadError
from director.formats.text import read_text
from director.review.board import review_record
from director.review.findings import Finding
from director.review.pbn_review import review_pbn
from tests.realdata import all_handrecords, handrecord

PBN_FILES = all_handrecords(".pbn")

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def games() -> list[str]:
    """The first 40 games of a real club session (skips where the file is absent)."""
    text = read_text(handrecord("acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"))[0]
    return [text[a:b].strip("\n") for a, b in (game_chunks(text) or [])[:40]]


PIECES = [
    "\n", "\n\n", "\n \n", " ", "[", "]", '"', "; note", "% header", "^R", "^L", "-", "=1=",
    "=7=", "!", "X", "Pass", "AP", "SA", "H2", '[Note "1:x"]', '[Result "13"]',
    '[Event "again"]', "junk", '[Board\n\n"9"]',
]  # fmt: skip


def _whole(text: str, strict: bool = False) -> tuple[list[Finding], int]:
    records = read_pbn(text, "f.pbn", strict)
    return [f for r in records for f in review_record(r)], len(records)


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_same_as_the_whole_text_on_every_real_file(path: Path) -> None:
    text, _ = read_text(path)
    assert review_pbn(text, "f.pbn") == _whole(text)


@st.composite
def session(draw: st.DrawFn) -> str:
    """Several real games, some damaged, with text between them now and then."""
    chosen = draw(st.lists(st.sampled_from(games()), min_size=1, max_size=6))
    parts = []
    for game in chosen:
        if draw(st.booleans()):
            lines = game.split("\n")
            for _ in range(draw(st.integers(1, 3))):
                at = draw(st.integers(0, len(lines) - 1))
                kind = draw(st.sampled_from(["insert", "delete", "replace"]))
                piece = draw(st.sampled_from(PIECES))
                if kind == "insert":
                    lines.insert(at, piece)
                elif kind == "delete":
                    del lines[at]
                else:
                    words = lines[at].split(" ")
                    words[draw(st.integers(0, len(words) - 1))] = piece
                    lines[at] = " ".join(words)
                if not lines:
                    lines = [piece]
            game = "\n".join(lines)
        parts.append(game)
        if draw(st.integers(0, 4)) == 0:
            parts.append(draw(st.sampled_from(PIECES)))
    return "\n\n".join(parts) + draw(st.sampled_from(["", "\n", "\n\n", "\njunk"]))


@SETTINGS
@given(session())
def test_same_as_the_whole_text_on_damaged_sessions(text: str) -> None:
    assert review_pbn(text, "f.pbn") == _whole(text)


@SETTINGS
@given(session())
def test_strict_mode_raises_the_same_first_error(text: str) -> None:
    try:
        expected: object = _whole(text, strict=True)
    except ReadError as e:
        expected = str(e)
    try:
        got: object = review_pbn(text, "f.pbn", strict=True)
    except ReadError as e:
        got = str(e)
    assert got == expected


def test_text_between_games_goes_to_the_next_game_as_in_the_whole_text() -> None:
    text = games()[0] + "\n\nstray words\n\n" + games()[1] + "\n\nmore\n"
    found, boards = review_pbn(text, "f.pbn")
    assert (found, boards) == _whole(text)
    assert boards == 2 and {f.code for f in found} == {"PBN012"}


def test_a_span_is_numbered_from_its_first_record() -> None:
    """Games named by their order (no [Board]) keep the number they have in the span."""
    game = games()[0].replace('[Board "1"]\n', "").replace('[Result "10"]', '[Result "11"]')
    text = "\n\n".join([games()[1], games()[2], game])
    found, boards = review_pbn(text, "f.pbn")
    assert boards == 3 and {f.board for f in found} == {"#3"}
    assert (found, boards) == _whole(text)


def test_games_are_cut_unless_a_value_is_the_shorthand() -> None:
    from director.formats.pbn_split import game_chunks

    text = '[Event "Cup #2"]\n[Board "1"]\n\n[Board "2"]\n'
    assert game_chunks(text) == [(0, 28), (29, 41)]  # the empty line between
    assert game_chunks(text.replace('"2"]', '"#"]')) is None  # [Board "#"]: the one before


@given(st.lists(st.integers(min_value=0, max_value=60), max_size=12))
def test_lines_counted_on_or_back_from_the_last_offset_asked(offsets: list[int]) -> None:
    """A game's tables ask for their section's line before the game's own first line (a
    record is made only for findings): each offset's line and column, in any order, are
    those counted from the start of the text."""
    from director.review.pbn_review import _Counted

    text = "ab\n\ncd e\nf\n\n\ngh\r\nij\n" * 3
    counted = _Counted(text)
    for offset in offsets:
        line = text.count("\n", 0, offset) + 1
        assert counted.line_col(offset) == (line, offset - text.rfind("\n", 0, offset))


def _boards(text: str, shorthand: bool) -> list[tuple[list[Finding], int]]:
    from director.review.pbn_review import pbn_boards
    from director.review.score_table import Totals

    totals = Totals()
    out = list(pbn_boards(text, "f.pbn", False, None, False, "wbf-2017", totals, shorthand))
    return [*out, (totals.findings(), 0)]


@SETTINGS
@given(session(), st.sampled_from(["", "{ note }", '[Board "#"]', '"#', "#", "\r", "\r\n"]))
def test_a_text_known_to_hold_no_shorthand_is_cut_as_when_it_is_sought(
    text: str, piece: str
) -> None:
    """pbn_boards told that a text holds no ``"#`` (shorthand=False, as a file's stream
    knows it from its bytes) gives what it gives seeking it; the stream knows it as the
    text shows it, whatever the line ends, the encoding and the byte-order mark."""
    import tempfile

    from director.formats.text import TextStream, holds_pair

    lines = text.split("\n")
    lines.insert(len(lines) // 2, piece)  # a brace, the shorthand, or a CR, now and then
    text = "\n".join(lines)
    with tempfile.TemporaryDirectory() as tmp:
        for data in (text.encode(), b"\xef\xbb\xbf" + text.encode(), text.encode("latin-1")):
            for ends in (data, data.replace(b"\n", b"\r\n"), data.replace(b"\n", b"\r")):
                path = Path(tmp) / "f.pbn"
                path.write_bytes(ends)
                stream = TextStream(str(path))
                assert stream.text is not None
                assert stream.shorthand == holds_pair(stream.text, '"#')
                if not stream.shorthand:
                    assert _boards(stream.text, False) == _boards(stream.text, True)


def test_a_brace_alone_is_cut_as_when_the_shorthand_is_sought(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A text with a brace (a comment) and no shorthand is read whole both ways, never
    screened game by game; without the brace it is screened both ways."""
    from director.review import pbn_review

    screened: list[int] = []
    screen = pbn_review._screen

    def spy(*args: Any) -> Any:
        screened.append(1)
        return screen(*args)

    monkeypatch.setattr(pbn_review, "_screen", spy)
    plain = "\n\n".join(games()[:3])
    text = "\n\n".join([games()[0], "{ a note }\n" + games()[1], games()[2]])
    assert "{" in text and _boards(text, False) == _boards(text, True)
    assert sum(n for _, n in _boards(text, False)) == 3 and not screened
    assert _boards(plain, False) == _boards(plain, True) and len(screened) == 2


@given(
    st.text(alphabet="ab./\\pbnPBN", max_size=12),
    st.sampled_from([".pbn", ".PBN", ".lin", ""]),
    st.sampled_from(["", " [Event", "x"]),
)
def test_a_pbn_suffix_told_at_once_is_the_suffix_read(name: str, ending: str, text: str) -> None:
    """is_pbn's shortcut for a name ending ``.pbn`` says what reading the suffix says, for
    a name that is only the suffix, one after a separator, or one with dots before it."""
    from director.formats.text import suffix
    from director.review.run import is_pbn

    path = name + ending
    ending_read = suffix(path).lower()
    expected = ending_read == ".pbn" if ending_read in (".pbn", ".lin") else None
    if expected is None:
        expected = text.lstrip().startswith(("[", "%"))
    assert is_pbn(path, text) == expected
    assert is_pbn(Path(path or "."), text) == is_pbn(str(Path(path or ".")), text)


def test_a_name_that_is_only_the_pbn_suffix_has_none() -> None:
    from director.review.run import is_pbn

    assert not is_pbn(".pbn", "x") and not is_pbn("a/.pbn", "x") and is_pbn("a/..pbn", "x")
    assert is_pbn(".pbn", "[Event") and is_pbn("a/b.pbn", "x")
