"""The screen that finds each game's end as it reads it (:func:`director.review.screen.
screen_open`, driven by ``pbn_review._screen``): the games it finds are those of
:func:`~director.formats.pbn_split.game_chunks`, and what it says of each is what the screen
says of that game cut first, whatever ends the game (an empty or semi-empty line, the text's
end, table rows, escape lines, an auction), on every real file and on texts made to end a
game in each way."""

from pathlib import Path

import pytest

from director.formats.pbn_split import game_chunks
from director.formats.text import read_text
from director.review.pbn_review import _screen
from director.review.screen import Before, Screened, screen_game, screen_open
from tests.realdata import all_handrecords
from tests.review.boards import REGULAR

PBN_FILES = all_handrecords(".pbn")

TAGS = '[Event "Teams"]\n[Site "Club"]\n[Date "2024.01.01"]\n[Board "1"]\n[Dealer "N"]\n'
TAGS += '[Vulnerable "None"]\n[Deal ""]\n'
TOTALS = '[TotalScoreTable "Rank\\2R;TeamId\\2R;TotalScoreVP\\5R;TeamName\\8L"]\n'
TOTALS += ' 1  2  20.00 "Alpha"  \n 2  1  10.00 "Beta"   \n'
MATCHES = '[ScoreTable "Round\\2R;TeamId_Home\\2R;TeamId_Away\\2R"]\n 1  1  2\n 2  2  1 \n'
TRAVELLER = REGULAR[: REGULAR.index("[Auction")]  # a result with no auction nor play


def _cut_first(text: str, strict: bool = False) -> tuple[list[tuple[int, int]], list[object]]:
    """The games as game_chunks cuts them, each screened within its chunk."""
    chunks = game_chunks(text) or []
    out: list[object] = []
    before: Before | None = Before()
    for a, b in chunks:
        game = screen_game(text, a, b, before)
        out.append(game)
        before = game.after if game is not None else None
    return chunks, out


def _same(text: str) -> tuple[list[tuple[int, int]], list[Screened | None]]:
    found = _screen(text, 0, len(text), False, False)
    assert found == _cut_first(text), text
    return found


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_the_games_and_their_screens_are_those_of_the_cut_in_every_real_file(
    path: Path,
) -> None:
    text, _ = read_text(path)
    if game_chunks(text) is not None:
        _same(text)


@pytest.mark.parametrize(
    "gap", ["\n", " \n", "\t \n", "\n\n", " \n\n  \n", "\f\n", "\r\n"], ids=repr
)
@pytest.mark.parametrize(
    "game",
    [
        TRAVELLER,
        TAGS + TOTALS,
        TAGS + MATCHES,
        MATCHES,
        REGULAR + "\n",
        "% a\n" + TRAVELLER + "%x\n",
    ],
    ids=["traveller", "totals", "matches", "table alone", "auction", "escapes"],
)
def test_a_game_ends_where_the_cut_ends_it(game: str, gap: str) -> None:
    """Two games (and a third after them, at the text's end with and without its last line
    end), the gap between them an empty or semi-empty line or several."""
    for text in (game + gap + game + gap + game, game + gap + game + gap + game.rstrip("\n")):
        chunks, screened = _same(text)
        assert len(chunks) == 3
        assert screen_open(text, 0, len(text), Before())[1] == chunks[0][1]  # found reading
        if game != MATCHES:  # a table alone depends on the game before it: screened too
            assert all(s is not None for s in screened)


def test_a_semi_empty_line_in_the_rows_ends_the_game_there() -> None:
    """A table's rows cut by a semi-empty line: the rows after it are a game of their own
    (not screened: no tag), and the game of the table ends before it."""
    text = TAGS + MATCHES + "  \n 3  1  2\n\n" + TAGS
    chunks, screened = _same(text)
    assert len(chunks) == 3 and screened[0] is not None and screened[1] is None


def test_a_game_not_screened_before_its_end_is_found_is_cut_and_screened_again() -> None:
    """Rows that run into the next game's escape line (a '%' read as a row's): the screen
    that reads on cannot tell, so the game is cut first and screened again within it."""
    text = TAGS + MATCHES + "\n% next\n" + TAGS
    assert screen_open(text, 0, len(text), Before()) == (None, -1)
    chunks, screened = _same(text)
    assert len(chunks) == 2 and screened[0] is not None


def test_the_first_line_of_the_text_may_be_semi_empty() -> None:
    """A semi-empty first line does not end a game (the cut needs a line end before it)."""
    for text in ("  \n" + TRAVELLER, "\n" + TRAVELLER, "\n\n" + TRAVELLER + "\n\n"):
        chunks, screened = _same(text)
        assert len(chunks) == 1 and screened[0] is not None


@pytest.mark.parametrize("gap", ["\n", " \n", "\t\n\n"], ids=repr)
def test_a_table_tag_right_before_the_games_end_has_no_rows(gap: str) -> None:
    """A table's tag line that ends the game (a semi-empty line right after it): the table
    has no rows (the rows' reader is given where the game ends, before its first row)."""
    head = MATCHES.split("\n")[0] + "\n"
    chunks, screened = _same(TAGS + TOTALS + head + gap + TAGS + MATCHES)
    first = screened[0]
    assert len(chunks) == 2 and first is not None and first.tables is not None
    assert list(first.tables.sections) == ["TotalScoreTable"]
    chunks, screened = _same(head + gap + MATCHES)
    assert len(chunks) == 2 and screened[0] is None  # a table tag alone: nothing to check


@pytest.mark.parametrize("end", ["", "\n", "\n\n", "\n ", "\n%"], ids=repr)
def test_escape_lines_that_end_the_text_end_their_run_there(end: str) -> None:
    """A run of escape lines at the text's end (its last line end or none after it): the
    games and screens are those of the cut, with the run alone, after a game or within
    one."""
    for text in ("% a\n%b" + end, TRAVELLER + "% a\n%b" + end, TRAVELLER + "\n% a\n%b" + end):
        _same(text)
    assert _same(TRAVELLER + "% a\n%" + end)[1][0] is not None
