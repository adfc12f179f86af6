"""Games with table sections (``[ScoreTable]``, ``[TotalScoreTable]``,
``[OptimumResultTable]`` rows) are screened: the review checks their tables as it checks a
record's, and reports exactly what reading and reviewing the whole text reports (REC008,
REC009, their lines and boards), on the real Ruter files and on damaged copies of them."""

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.formats.pbn import read_pbn
from director.formats.pbn_split import game_chunks
from director.formats.pbn_values import KNOWN_TAGS
from director.formats.text import read_text
from director.review import screen
from director.review.board import review_record
from director.review.findings import Finding
from director.review.pbn_review import review_pbn
from director.review.score_table import check_totals
from director.review.screen import Before, screen_game
from tests.realdata import handrecord
from tests.review import test_score_table as score_tables

RUTER = ("rkcb__pbnparser/sm1.pbn", "rkcb__pbnparser/div2.pbn")

DEAL = '[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]\n'
# test_score_table's two boards of a pairs event (pair 1: 6 of 8 matchpoints, 75%), with
# a header line, the deal and the column widths a scoring program writes
TWO_BOARDS = "% a header line\n" + (
    score_tables.TWO_BOARDS.replace('[Vulnerable "None"]\n', '[Vulnerable "None"]\n' + DEAL)
    .replace('[Vulnerable "NS"]\n', '[Vulnerable "NS"]\n' + DEAL)
    .replace("PairId;TotalScoreMP;TotalPercentage", "PairId\\2R;TotalScoreMP\\5R;TotalPercentage")
)


def _whole(text: str, edition: str = "wbf-2017") -> tuple[list[Finding], int]:
    records = read_pbn(text, "f.pbn")
    found = [f for r in records for f in review_record(r, edition=edition)]
    return found + check_totals(records), len(records)


def _screened(text: str) -> list[bool]:
    """Whether each game of ``text`` is screened with its tables."""
    out = []
    before: Before | None = Before()
    for a, b in game_chunks(text) or []:
        game = screen_game(text, a, b, before)
        out.append(game is not None and game.tables is not None)
        before = game.after if game is not None else None
    return out


@cache
def _ruter(name: str) -> str:
    return read_text(handrecord(name))[0]


@pytest.mark.parametrize("name", RUTER)
def test_every_game_of_a_ruter_file_is_screened_and_reviewed_as_the_whole_text(name: str) -> None:
    text = _ruter(name)
    assert all(_screened(text))
    assert review_pbn(text, "f.pbn") == _whole(text)


@pytest.mark.parametrize("edition", ["wbf-2017", "wbf-1997"])
def test_a_wrong_row_a_wrong_total_and_an_artificial_score_are_found_as_in_full(
    edition: str,
) -> None:
    """Each finding of the table checks (REC008 for a row's score, its matchpoints and an
    average-plus row's share; REC009 for a total) comes out of a screened game with the
    line, board and words of the full review, under each edition."""
    assert _screened(TWO_BOARDS) == [True, True]
    assert review_pbn(TWO_BOARDS, "f.pbn") == _whole(TWO_BOARDS) == ([], 2)
    for old, new, codes in (
        ('10 "420"', '10 "450"', ["REC008"]),  # 4S making 10 scores 420 (77)
        ('9 - "50" 0.0 2.0', '9 - "50" 1.0 2.0', ["REC008", "REC009"]),  # 78A, a sum
        ('9 "600" - 1.0 1.0\n2', "9 A+ - 1.0 1.0\n2", ["REC008"]),  # 12C2(a): 50% of the top
        ("1 6.0 75.00", "1 7.0 75.00", ["REC009"]),
    ):
        wrong = TWO_BOARDS.replace(old, new, 1)
        assert wrong != TWO_BOARDS and _screened(wrong) == [True, True]
        found, boards = review_pbn(wrong, "f.pbn", edition=edition)
        assert (found, boards) == _whole(wrong, edition)
        assert [f.code for f in found] == codes


def _with(old: str, new: str) -> str:
    """TWO_BOARDS with its first ``old`` made ``new``."""
    assert old in TWO_BOARDS
    return TWO_BOARDS.replace(old, new, 1)


# games the screen leaves to the full review, by what is in them
OTHER_FORMS = {
    "an escape line inside a table": _with("2 1 4S N 9", "%x\n2 1 4S N 9"),
    "a comment in a row": _with("2 1 4S N 9", "2 1 4S N 9 ;x"),
    "a closing brace in a row": _with("2 1 4S N 9", "2 1 } 4S N 9"),
    "a bracket in a row": _with("2 1 4S N 9", "2 1 ] 4S N 9"),
    "rows after an identification tag": _with('[Vulnerable "None"]', '[Vulnerable "None"]\n1 2'),
    "rows before any tag": _with('[Board "1"]', '1 2\n[Board "1"]'),
    "an escaped quote in a table's columns": _with("TotalScoreMP", 'Total\\"ScoreMP'),
    "an escaped backslash in them": _with("\\2R", "\\\\2R"),
    "a game of tables with a contract, no deal": _with(DEAL, '[Contract "4S"]\n'),
}


@pytest.mark.parametrize("what", OTHER_FORMS)
def test_a_table_in_another_form_is_left_to_the_full_review(what: str) -> None:
    text = OTHER_FORMS[what]
    assert _screened(text)[0] is False, what
    assert review_pbn(text, "f.pbn") == _whole(text), what


def test_a_game_of_tables_only_has_no_deal_to_report() -> None:
    """A game with a table and no deal nor result (a league's match table) is screened: the
    full review reports no REC002 (nothing was played in it) and no REC013 (its table is
    checked)."""
    text = TWO_BOARDS.replace(DEAL, "")
    assert _screened(text) == [True, True]
    assert review_pbn(text, "f.pbn") == _whole(text) == ([], 2)


PIECES = [
    "-", '"', '""', '" x "', "A+", "A-", "%", "% line", ";", "{", "}", "[", "]", "\\", "\xa0",
    "\u2028", "\t", "  ", "0", "1.5", "99", "3NTX", "7C", "N", "Z", "13", '[Note "1:x"]',
    '[Event "e"]', "\n", "\n\n",
]  # fmt: skip


@st.composite
def damaged_ruter(draw: st.DrawFn) -> str:
    """A few games of a Ruter file, their rows edited now and then."""
    text = _ruter(draw(st.sampled_from(RUTER)))
    chunks = game_chunks(text) or []
    first = draw(st.integers(0, max(0, len(chunks) - 3)))
    games = [text[a:b].strip("\n") for a, b in chunks[first : first + 3]]
    out = []
    for game in games:
        lines = game.split("\n")
        for _ in range(draw(st.integers(0, 3))):
            at = draw(st.integers(0, len(lines) - 1))
            words = lines[at].split(" ")
            k = draw(st.integers(0, len(words) - 1))
            piece = draw(st.sampled_from(PIECES))
            if draw(st.booleans()):
                words[k] = piece
            else:
                words.insert(k, piece)
            lines[at] = " ".join(words)
        out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_ruter())
def test_same_as_the_whole_text_on_damaged_ruter_games(text: str) -> None:
    assert review_pbn(text, "f.pbn") == _whole(text)


@pytest.mark.parametrize(
    ("rows", "screened"),
    [
        ("2 1\n  \n3 1", False),  # a semi-empty line ends the game: not one game
        ("2 1\n\n3 1", False),
        ("2 1\n\t\x0b", False),  # at the span's end
        ("2 1\n\x1c\n3 1", True),  # \x1c: white space to Python, not to the reader
        ("2 1\n3 1\n  ", False),
    ],
)
def test_a_semi_empty_line_among_a_table_s_rows(rows: str, screened: bool) -> None:
    """A span holding a semi-empty line among a table's rows (a caller's span, not a game
    of :func:`game_chunks`) is left to the full review, as the reader ends the game there."""
    text = '[Board "1"]\n[ScoreTable "Table;Round"]\n' + rows
    game = screen_game(text, 0, len(text), Before())
    assert (game is not None and game.tables is not None) is screened


def test_a_screened_section_is_read_from_its_lines_as_its_text_is() -> None:
    """The screen hands a table's section with its lines cut (``Section``); the table read
    from them is the table read from the section's text."""
    from director.review.score_table import Section, _read_table

    text = _ruter("rkcb__pbnparser/div2.pbn")
    sections = []
    for a, b in game_chunks(text) or []:
        game = screen_game(text, a, b, Before())
        assert game is not None and game.tables is not None
        sections += [(game.tables.tags[k], rows) for k, (_, rows) in game.tables.sections.items()]
    assert len(sections) == 2
    for definition, section in sections:
        assert type(section) is Section
        rows = section.lines + [head + section.tail for head in section.heads]
        assert rows == section.split("\n")
        assert _read_table(definition, section, 7) == _read_table(definition, str(section), 7)


def test_a_section_is_pickled_and_copied_with_its_lines() -> None:
    import copy
    import pickle

    from director.review.score_table import Section

    section = Section("1 2\n3 4", ["1 2"], ["3 "], "4")
    for made in (pickle.loads(pickle.dumps(section)), copy.deepcopy(section)):
        assert type(made) is Section and made == section and made.lines == ["1 2"]
        assert made.heads == ["3 "] and made.tail == "4"


TEAMS = """[Event "League"]
[Board "7"]
[TotalScoreTable "Rank\\1R;TeamId\\1R;Direction\\5R;TotalScoreVP\\5R;TeamName\\8L"]
1 2 "Hemma" 15.00 "THE TWOS"
2 1 "Borta"  5.00 "ONES"
3 3 "Borta"  0.00 "-"

[ScoreTable "Round\\2R;TeamId_Home\\1R;TeamId_Away\\1R;VP_Home\\5R;VP_Away\\4R;Details\\9L"]
 1 2 1 15.00 5.00 "1,31,29|2,79,2"
 2 3 2 -     -    -
"""


@pytest.mark.parametrize("board", ['[Board "7"]\n', ""])
def test_a_teams_total_from_screened_games_is_placed_as_the_whole_review_places_it(
    board: str,
) -> None:
    """A teams league's totals (a game with [TotalScoreTable], then one of its match rows
    alone) come out of screened games as the whole review reports them: none when each
    team's total is the sum of its matches' victory points, else REC009 at the row's line,
    with the board of the totals' game (by its order in the file without [Board])."""
    text = TEAMS.replace('[Board "7"]\n', board)
    assert _screened(text) == [True, True]
    assert review_pbn(text, "f.pbn") == _whole(text) == ([], 2)
    wrong = text.replace("15.00 \"THE", "16.00 \"THE")
    found, boards = review_pbn(wrong, "f.pbn")
    assert (found, boards) == _whole(wrong)
    assert [(f.code, f.line, f.board) for f in found] == [
        ("REC009", 4 if board else 3, "7" if board else "#1")
    ]


@pytest.mark.parametrize("mark", ["]", "{", "}", ";", "%"])
@pytest.mark.parametrize("where", ["2 1 {} 4S", "2 1 4S\n{} note", "2 1 4S {}"])
def test_a_row_holding_what_ends_a_section_s_data_is_not_screened(mark: str, where: str) -> None:
    """A brace, a comment, a closing bracket or an escape line among a table's rows: the
    reader ends the rows' data there (the span is a caller's: a brace makes no game of
    :func:`game_chunks`), so the game is left to the full review; without it, screened."""
    head = '[Board "1"]\n' + DEAL + '[ScoreTable "Table;Round;Contract"]\n'
    clean = screen_game(head + "2 1 4S", 0, len(head) + 6, Before())
    assert clean is not None and clean.tables is not None
    text = head + where.format(mark) + "\n3 1 4S"
    assert screen_game(text, 0, len(text), Before()) is None


@pytest.mark.parametrize(
    "escapes",
    ["% one\n", "% one\n% two\n%\n", "%\n" * 3, '% a [bracket] and a quote "\n'],
)
@pytest.mark.parametrize("between", [False, True])
def test_escape_lines_before_a_game_s_tags_are_skipped_at_once(escapes: str, between: bool) -> None:
    """A run of ``%`` lines before the tags (a file's header) or between two runs of tags
    is skipped: the game is screened as without them, its table at its place."""
    head, table = '[Board "1"]\n' + DEAL, '[ScoreTable "Table;Round"]\n2 1\n3 1'
    plain = screen_game(head + table, 0, len(head + table), Before())
    text = head + escapes + table if between else escapes + head + table
    screened = screen_game(text, 0, len(text), Before())
    assert plain is not None and screened is not None
    assert screened.after == plain.after and screened.board == plain.board == "1"
    assert screened.tables is not None and plain.tables is not None
    assert screened.tables.start == plain.tables.start + (0 if between else len(escapes))
    at, rows = screened.tables.sections["ScoreTable"]
    assert (at - len(escapes), rows) == plain.tables.sections["ScoreTable"]
    assert rows == "2 1\n3 1"


def _general(monkeypatch: pytest.MonkeyPatch, text: str, before: Before | None) -> object:
    """The screen of each game of ``text`` by its general steps (the shortcut for a game
    of tables only never taken)."""
    with monkeypatch.context() as m:
        m.setattr(screen, "_PLAYING", frozenset(KNOWN_TAGS))  # every game has such a tag
        return [screen_game(text, a, b, before) for a, b in game_chunks(text) or []]


@pytest.mark.parametrize("before", [Before(), None, Before({"Board": "3"}, True)])
def test_a_game_of_tables_only_is_screened_at_once_as_its_general_steps_screen_it(
    monkeypatch: pytest.MonkeyPatch, before: Before | None
) -> None:
    """A game with tables and no tag of a board or of its play (a Ruter teams file's
    second game): the shortcut's verdict is that of the screen's every step, with any
    memory of the games before (none needed), on the real files and on such games with
    one tag of a board or of its play added (which the shortcut leaves to the steps)."""
    texts = [_ruter(name) for name in RUTER]
    tables = game_chunks(texts[1]) or []
    alone = texts[1][tables[1][0] : tables[1][1]].strip("\n")  # a game as the cut ends it
    texts.append(alone)
    texts += [tag + alone for tag in ('[Board "5"]\n', '[Result ""]\n', '[Score "NS 50"]\n')]
    for text in texts:
        screened = [screen_game(text, a, b, before) for a, b in game_chunks(text) or []]
        assert screened == _general(monkeypatch, text, before)
    assert screen_game(alone, 0, len(alone), None) is not None  # at once: no memory needed
