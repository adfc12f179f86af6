"""The screen's shortcut for a game with tables that was not played
(:meth:`~director.review.screen._Game.unplayed`: a Ruter pairs file's every game, the
first game of its teams file): its verdict is that of the screen's every step, on every
game of the real files and on generated games with tables around the shortcut's edges
(a tag of the play given, a value unknown or not, a deal, dealer or vulnerability that
is no such thing, with any memory of the games before)."""

from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.formats.pbn_split import game_chunks
from director.formats.pbn_values import KNOWN_TAGS
from director.formats.text import read_text
from director.model.board import Vulnerability
from director.review import screen
from director.review.screen import Before, Screened, Tables, screen_game, screen_open
from tests.realdata import all_handrecords, handrecord

PBN_FILES = all_handrecords(".pbn")
MEMORIES = [Before(), None, Before({"Board": "3"}, True), Before({"Board": "3"}, False)]

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
ROWS = '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R"]\n 1  2 4S   N\n 3  4 3NT  S\n'


Screens = list[tuple[Screened | None, tuple[Screened | None, int]]]


def _screens(text: str, before: Before | None, inherit: bool = False) -> Screens:
    """Each game of ``text`` screened, with ``before`` as the memory of the games before
    the first and then as the screen passes it on; each game read as cut and at once."""
    out: Screens = []
    memory = before
    for a, b in game_chunks(text) or []:
        game = screen_game(text, a, b, memory, inherit)
        opened = screen_open(text, a, len(text), memory, inherit)
        out.append((game, opened))
        memory = game.after if game is not None else None
    return out


def _general(
    monkeypatch: pytest.MonkeyPatch, text: str, before: Before | None, inherit: bool = False
) -> Screens:
    """:func:`_screens` by the screen's general steps (the shortcut never taken)."""
    with monkeypatch.context() as m:
        m.setattr(screen, "_PLAYED", frozenset(KNOWN_TAGS))  # every game has such a tag
        return _screens(text, before, inherit)


def _shortcut(
    monkeypatch: pytest.MonkeyPatch, text: str, before: Before | None, inherit: bool = False
) -> tuple[Screens, int]:
    """:func:`_screens`, and how many times the shortcut screened a game."""
    shortcut = screen._Game.unplayed
    games = 0

    def counted(game: screen._Game, values: list[str | None]) -> Screened | None:
        nonlocal games
        games += 1
        return shortcut(game, values)

    with monkeypatch.context() as m:
        m.setattr(screen._Game, "unplayed", counted)
        return _screens(text, before, inherit), games


@cache
def _text(path: Path) -> str:
    return read_text(path)[0]


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_every_game_of_the_real_files_is_screened_as_its_general_steps_screen_it(
    monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    text = _text(path)
    for before in MEMORIES[:2]:
        assert _shortcut(monkeypatch, text, before)[0] == _general(monkeypatch, text, before)


@pytest.mark.parametrize(("name", "games"), [("div2.pbn", 1), ("sm1.pbn", 66)])
def test_a_ruter_file_s_unplayed_games_take_the_shortcut(
    monkeypatch: pytest.MonkeyPatch, name: str, games: int
) -> None:
    """The shortcut is taken where it is meant to be (each game counted twice: cut, and
    read at once), with every memory of the games before, and gives the general verdict."""
    text = _text(handrecord(f"rkcb__pbnparser/{name}"))
    for before in MEMORIES:
        screened, taken = _shortcut(monkeypatch, text, before)
        assert taken == 2 * games
        assert screened == _general(monkeypatch, text, before)
        assert all(cut is not None and at_once is not None for cut, (at_once, _) in screened)


# the tags of a generated game with tables: each absent, or one of these values
_VALUES = {
    "Board": ["", "?", "7", " 12 ", "x"],
    "Dealer": ["", "?", "N", "w", " S ", "X", "north"],
    "Vulnerable": ["", "?", "None", "All", "NS", "e-w", "sometimes"],
    "Deal": ["", "?", DEAL, DEAL.replace("AKQ2", "AKQ3"), DEAL[:-4], "W:" + DEAL[2:]],
    "Declarer": ["", "?", " ", "N", "Z"],
    "Contract": ["", "?", "  ", "4S", "Pass", "9Z"],
    "Result": ["", "?", " ? ", "10", "14"],
    "Score": ["", " ", "?", "NS 420", "NS 50"],
    "Auction": ["N"],
    "Play": ["E"],
    "Event": ["", "Club"],
}


@st.composite
def _games(draw: st.DrawFn) -> str:
    """A game with a score table and some of the tags above, in some order; mostly a game
    the shortcut may take (none of the play's tags given, or with unknown values)."""
    names = draw(st.lists(st.sampled_from(sorted(_VALUES)), unique=True, max_size=8))
    if draw(st.booleans()):
        names = [n for n in names if n not in ("Auction", "Play", "Score")]
    lines = []
    for name in names:
        value = draw(st.sampled_from(_VALUES[name]))
        if name in ("Declarer", "Contract", "Result") and draw(st.booleans()):
            value = draw(st.sampled_from(["", "?", " "]))
        lines.append(f'[{name} "{value}"]\n')
        if name == "Auction":
            lines.append("1S Pass Pass Pass\n")
    at = draw(st.integers(0, len(lines)))
    return "".join(lines[:at]) + ROWS + "".join(lines[at:])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    games=st.lists(_games(), min_size=1, max_size=3),
    before=st.sampled_from(MEMORIES),
    inherit=st.booleans(),
)
def test_generated_games_with_tables_are_screened_as_the_general_steps_screen_them(
    games: list[str], before: Before | None, inherit: bool
) -> None:
    text = "\n".join(games)
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert _shortcut(monkeypatch, text, before, inherit)[0] == _general(
            monkeypatch, text, before, inherit
        )


def test_the_shortcut_is_taken_by_a_generated_unplayed_game_and_its_verdicts_differ(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The comparison above can fail: the shortcut screens an unplayed game with a deal,
    and rejects it when its deal, dealer or vulnerability is wrong."""
    game = f'[Board "7"]\n[Dealer "N"]\n[Vulnerable "NS"]\n[Deal "{DEAL}"]\n[Result ""]\n' + ROWS
    screened, taken = _shortcut(monkeypatch, game, Before())
    ((first, (opened, _)),) = screened
    assert taken == 2 and first == opened
    assert first is not None and first.board == "7" and first.tables is not None
    for old, new in (("N:AKQ2", "N:AKQ3"), ('"N"', '"Z"'), ('"NS"', '"sometimes"')):
        ((first, (opened, _)),) = _screens(game.replace(old, new), Before())
        assert first is None and opened is None


def test_the_screen_s_tuples_hold_each_field_in_its_place() -> None:
    """The screen makes its tuples with ``tuple.__new__``, its fields by their order (no
    type checker checks them): each field read by name holds what it should, on each road
    (a played game, a game of tables only, an unplayed game, a table that needs the game
    before it, alone and in a run)."""
    assert Before._fields == ("previous", "in_run")
    assert Tables._fields == ("sections", "tags", "vulnerable", "start")
    assert Screened._fields == ("issues", "checks", "board", "after", "depends", "tables")
    played = f'[Board "7"]\n[Dealer "N"]\n[Vulnerable "NS"]\n[Deal "{DEAL}"]\n'
    played += '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]\n[Score "NS 620"]\n'
    played += '[Auction "N"]\n1S Pass 4S Pass\nPass Pass\n' + ROWS
    unplayed = f'% x\n[Board "8"]\n[Vulnerable "EW"]\n[Deal "{DEAL}"]\n' + ROWS
    only = "\n" + ROWS
    for text, board, vulnerable in (
        (played, "7", Vulnerability.NS),
        (unplayed, "8", Vulnerability.EW),
        (only, None, None),
    ):
        game = screen_game(text, 0, len(text) - 1, Before())  # the rows without their line end
        assert game is not None and isinstance(game, Screened)
        tags = game.after.previous
        assert game.issues == [] and game.checks == [] and game.board == board
        assert isinstance(game.after, Before) and game.after.in_run is False
        assert tags is not None and "ScoreTable" in tags and game.depends is False
        tables = game.tables
        assert isinstance(tables, Tables) and tables.tags is tags
        assert tables.vulnerable == vulnerable and tables.start == text.index("[")
        assert list(tables.sections) == ["ScoreTable"] and tables.sections["ScoreTable"][0] > 0
    # a table with a tag of the play and no board's tags, first in its file: it needs the
    # games before (none), nothing is taken from them
    text = ROWS + '[Result ""]'
    game = screen_game(text, 0, len(text), Before())
    assert game is not None and game.depends is True and game.tables is not None
    assert game.after.previous is game.tables.tags and game.after.in_run is False
    # a table with no board's tags after a game with them: PBN033 once, then in the run
    first = played[: played.index("[ScoreTable")].rstrip("\n")
    table = first[first.index("[Declarer") :].replace('[Score "NS 620"]\n', "")
    text = first + "\n\n" + table + "\n\n" + table
    games = [(a, b) for a, b in game_chunks(text) or []]
    memory: Before | None = Before()
    screened = []
    for a, b in games:
        game = screen_game(text, a, b, memory)
        assert game is not None
        screened.append(game)
        memory = game.after
    head, second, third = screened
    assert head.after.previous is not None and head.after.previous["Board"] == "7"
    assert head.after.in_run is False and not head.depends and head.tables is None
    assert [code for code, *_ in second.issues] == ["PBN033"] and second.depends
    assert second.after.previous is head.after.previous and second.after.in_run is True
    assert third.issues == [] and third.depends and third.after.in_run is True
