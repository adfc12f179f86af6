"""The scorer's check of [ScoreTable] rows (REC008): each row's score against Law 77 for
its contract, declarer, result and the board's vulnerability, and its matchpoints against
the other rows by Law 78A; a wrong row is reported with its line."""

from pathlib import Path

import pytest

from director.formats.pbn import read_pbn
from director.formats.text import read_text
from director.review.board import review_record
from director.review.findings import Finding
from director.review.score_table import Table, Totals, read_table, rows
from director.review.table_rows import Section, cut_rows
from tests.realdata import handrecord

# North-South's 450, 420 and -50: 4, 2 and 0 matchpoints of 4 (78A: 2 per score beaten)
TRAVELLER = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[ScoreTable "Table\\\\1R;Contract\\\\4L;Declarer\\\\1R;Result\\\\2R;Score_NS\\\\6R;Score_EW\\\\6R;MP_NS\\\\4R;MP_EW\\\\4R;Percentage_NS\\\\3R"]
1 4S   N 11  "450"     -  4.0  0.0 100
2 4S   N 10  "420"     -  2.0  2.0  50
3 4S   N  9      -  "50"  0.0  4.0   0
"""


def test_a_row_is_cut_into_cells_at_spaces_a_quoted_cell_whole() -> None:
    """A quoted cell is one cell (spaces kept inside, stripped at its ends; ``""`` and
    ``"-"`` empty); a quote inside a bare cell belongs to that cell; a row with too many
    or too few cells is left out."""
    section = "\n".join([
        '"a""b" c',  # quoted cells side by side
        'x"a" "b" c',  # a quote inside a bare cell
        '"a"x y',  # a bare cell right after a quoted one
        '"a" " - " ""',  # " - " is a dash, not an empty cell
        '"abc d e',  # a quote never closed
        '"a"x"b" c d',  # x"b" is one cell: four cells, left out
        '"  " - "p q "',
        "1 2 3",
    ])  # fmt: skip
    read = [(r.line, list(r.cells.values())) for r in rows("A;B;C", section, 10)]
    assert read == [
        (10, ["a", "b", "c"]),
        (11, ['x"a"', "b", "c"]),
        (12, ["a", "x", "y"]),
        (13, ["a", "-", None]),
        (14, ['"abc', "d", "e"]),
        (16, ["", None, "p q"]),
        (17, ["1", "2", "3"]),
    ]
    words = '"a" b "-"\n"c"\t"d" -\n"e" f'  # every quoted cell a word
    assert [list(r.cells.values()) for r in rows("A;B;C", words, 1)] == [
        ["a", "b", None],
        ["c", "d", None],
    ]


TEAMS = "Round;TeamId_Home;TeamId_Away;VP_Home;VP_Away"
# a teams table's rows (a Ruter export's): quoted cells with spaces, some in the columns
# the totals read, next to rows of dashes; each as the reader reads it (its line, cells)
MATCHES = [
    (' 1 "Team A" "B C"  12.5 "7.5" ', ["1", "Team A", "B C", "12.5", "7.5"]),
    (' 1 "Team A" "B C" 12.5 7.5 "too many"', None),  # six cells: left out
    (' 1 "Team A"  12.5 7.5', None),  # four cells
    (' 2 "-"  ""   -   "  "', ["2", None, None, None, ""]),  # "  " is no dash
    (' 2 "x y"z 1 2', ["2", "x y", "z", "1", "2"]),  # a bare cell right after a quoted one
    (" 5\t6 7 - -", ["5", "6", "7", None, None]),
    ("", None),
]
# lines whose quotes are not around cells (a quote never closed, one inside a bare cell,
# an escaped one, which the reader does not undo) and a quoted dash with spaces (a dash)
ODD = [
    (' 3 a"b c" 1 2', ["3", 'a"b', 'c"', "1", "2"]),
    (' 3 "a \\" b" 1 2', ["3", "a \\", 'b"', "1", "2"]),
    (' 4 "open 1 2 3', ["4", '"open', "1", "2", "3"]),
    (' 4 " - " "q" 1 2', ["4", "-", "q", "1", "2"]),
]


@pytest.mark.parametrize("odd", [None, *ODD])
def test_a_teams_row_with_quoted_cells_is_read_cell_by_cell(
    odd: tuple[str, list[str | None]] | None,
) -> None:
    lines = MATCHES if odd is None else [*MATCHES[:3], odd, *MATCHES[3:]]
    section = "\n".join(line for line, _ in lines)
    expected = [(20 + i, cells) for i, (_, cells) in enumerate(lines) if cells is not None]
    assert [(r.line, list(r.cells.values())) for r in rows(TEAMS, section, 20)] == expected
    table = read_table(TEAMS, section, 20)
    assert table.column("TeamId_Home") == tuple(cells[1] for _, cells in expected)
    away = [cells[4] for _, cells in expected]
    assert table.numbers("VP_Away") == [float(vp) if vp else None for vp in away]


def test_a_table_in_wide_padded_columns_is_read_row_by_row_as_any_other() -> None:
    """A Ruter match table pads its columns wide: a row is cut after its first cells and
    its rest, when the row before's, taken from it; every row still reads as its own."""
    pad = " " * 200
    dashes = f"-{pad}-   - -{pad}-"
    section = "\n".join([
        f" 1 4 6 1 {dashes}",
        f" 2 4 2 6 {dashes}",  # the same rest
        f" 2 5 1 {dashes}",  # the same rest after only three cells: eight, left out
        f"10 6 2 3 -{pad}- 1.5 -{pad}-",  # another rest
        f" 3 4 6 3 -{pad}- 1.5 -{pad}-",
        f" 3 4 6 3 -{pad}- 1.5 -{pad}- x",  # ten cells, left out
        f" 3 {pad}",
        "",
    ])  # fmt: skip
    names = "Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away;L_Home;L_Away"
    table = read_table(names, section, 1)
    assert table.lines == (1, 2, 4, 5)
    assert table.column("Round") == ("1", "2", "10", "3")
    assert table.numbers("VP_Away") == [None, None, 1.5, 1.5]
    assert table.raw("L_Away") == ("-", "-", "-", "-")


def _review(text: str) -> list[Finding]:
    (record,) = read_pbn(text, "t.pbn")
    return review_record(record)


def test_a_consistent_traveller_has_no_finding() -> None:
    assert _review(TRAVELLER) == []


def test_a_row_whose_score_is_not_law_77s_is_reported_with_its_line() -> None:
    wrong = TRAVELLER.replace('10  "420"', '10  "430"')
    found = _review(wrong)
    # one finding: the matchpoints are those of the scores as written (430 still beats
    # one score and loses to one: 2 of 4), so the wrong score is the only cause
    assert [(f.code, f.line, f.severity) for f in found] == [("REC008", 7, "error")]
    assert "4S by N taking 10 scores NS 420 (77), the row says NS 430" in found[0].message
    assert "row 2 (table 2)" in found[0].message


def test_matchpoints_not_law_78as_are_reported() -> None:
    wrong = TRAVELLER.replace('"420"     -  2.0  2.0', '"420"     -  3.0  1.0')
    found = _review(wrong)
    assert [f.line for f in found] == [7]
    assert "NS's 420 earns NS 2, EW 2 of 4 matchpoints" in found[0].message
    assert "78A" in found[0].message and "the row says NS 3, EW 1" in found[0].message


# four scores, each beating those below it: 6, 4, 2 and 0 of 6 matchpoints (78A), or 3, 2,
# 1 and 0 of 3 on a half scale; NS's shares 100%, 66.7%, 33.3% and 0% written to a tenth
FOUR_ROWS = TRAVELLER.replace(
    """1 4S   N 11  "450"     -  4.0  0.0 100
2 4S   N 10  "420"     -  2.0  2.0  50
3 4S   N  9      -  "50"  0.0  4.0   0
""",
    """1 4S   N 11  "450"     -  6.0  0.0 100
2 4S   N 10  "420"     -  4.0  2.0  66.7
3 4S   N  9      -  "50"  2.0  4.0  33.3
4 4S   N  8      - "100"  0.0  6.0   0
""",
)


def test_matchpoints_and_shares_written_rounded_or_on_a_half_scale_agree() -> None:
    """78A: a share written to a tenth is within the rounding of the matchpoints; a table
    of half units (1 per score beaten) is read as such."""
    assert _review(FOUR_ROWS) == []
    halves = FOUR_ROWS.replace("6.0  0.0", "3.0  0.0").replace("4.0  2.0", "2.0  1.0")
    halves = halves.replace("2.0  4.0", "1.0  2.0").replace("0.0  6.0", "0.0  3.0")
    assert _review(halves) == []


def test_a_share_not_that_of_the_matchpoints_is_reported() -> None:
    found = _review(FOUR_ROWS.replace("66.7", "60"))
    assert [f.line for f in found] == [7]
    assert "NS's 4 of 6 matchpoints is 66.7%, the row says 60%" in found[0].message


def test_a_score_is_not_checked_without_the_vulnerability() -> None:
    unknown = TRAVELLER.replace('[Vulnerable "None"]\n', "").replace('"420"', '"430"')
    assert [f.code for f in _review(unknown) if f.message.find("(77)") >= 0] == []


def test_every_row_of_a_real_ruter_session_is_read_and_agrees() -> None:
    """sm1.pbn: 66 boards of 18 tables; then one row made wrong."""
    path = handrecord("rkcb__pbnparser/sm1.pbn")
    text, _ = read_text(path)
    records = read_pbn(text, "sm1.pbn")
    read = sum(
        len(rows(r.tags["ScoreTable"], r.sections["ScoreTable"], 1))  # type: ignore[attr-defined]
        for r in records
    )
    assert read == 66 * 18
    assert not [f for r in records for f in review_record(r) if f.code == "REC008"]
    assert _tables(path) == []  # and its [TotalScoreTable]: 36 pairs' totals (REC009)
    row = '15  1 15 22 6N   S 12 DA   "990"'
    assert text.count(row) == 1
    line = text[: text.index(row)].count("\n") + 1
    (board,) = read_pbn(text.replace(row, row.replace("990", "960")), "sm1.pbn")[:1]
    found = [f for f in review_record(board) if f.code == "REC008"]
    assert found[0].line == line
    assert "6NT by S taking 12 scores NS 990 (77), the row says NS 960" in found[0].message
    # the file's matchpoints were worked out from 990: those of this row, of the two rows
    # it tied with and of the 980 below it no longer follow from the scores written (78A)
    assert {f.line for f in found[1:]} == {line, line + 1, line + 2, line + 3}


def test_a_teams_total_not_the_sum_of_its_matches_is_reported(tmp_path: Path) -> None:
    """div2.pbn, a Ruter teams league: its match table has no contract rows; each team's
    total victory points is the sum of its matches' (one made wrong here)."""
    from director.review.run import review_file

    path = handrecord("rkcb__pbnparser/div2.pbn")
    assert review_file(path) == []
    data = path.read_bytes()
    row = b'2 6 4 "Hemma" 19.68'
    assert data.count(row) == 1
    line = data[: data.index(row)].count(b"\n") + 1
    wrong = tmp_path / "div2.pbn"
    wrong.write_bytes(data.replace(row, row.replace(b"19.68", b"19.86")))
    found = review_file(wrong)
    assert [(f.code, f.line) for f in found] == [("REC009", line)]
    assert "(team 6): its matches' [ScoreTable] rows give 19.68 victory points" in (
        found[0].message
    )


TWO_BOARDS = """[Board "1"]
[Vulnerable "None"]
[TotalScoreTable "PairId;TotalScoreMP;TotalPercentage"]
1 6.0 75.00
2 2.0 25.00
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW"]
1 2 4S N 10 "420" - 2.0 0.0
2 1 4S N 9 - "50" 0.0 2.0

[Board "2"]
[Vulnerable "NS"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW"]
1 2 3NT S 9 "600" - 1.0 1.0
2 1 3NT S 9 "600" - 1.0 1.0
"""


def _tables(path: Path) -> list[tuple[str, int | None]]:
    from director.review.run import review_file

    return [(f.code, f.line) for f in review_file(path) if f.code in ("REC008", "REC009")]


def test_a_total_not_the_sum_of_the_boards_is_reported(tmp_path: Path) -> None:
    """Pair 1: 2 + 2 on board 1 (NS, then EW), 1 + 1 on board 2: 6 of 8, 75%."""
    path = tmp_path / "t.pbn"
    path.write_text(TWO_BOARDS)
    assert _tables(path) == []
    path.write_text(TWO_BOARDS.replace("1 6.0 75.00", "1 7.0 75.00"))
    assert _tables(path) == [("REC009", 4)]
    path.write_text(TWO_BOARDS.replace("2 2.0 25.00", "2 2.0 30.00"))
    assert _tables(path) == [("REC009", 5)]


def test_a_score_cell_too_long_to_be_a_number_is_read_as_stating_none() -> None:
    """A ``Score_NS`` of 400 digits (infinite as a float) states no score, as a cell that
    is not a number: no finding of its own, and no crash; a long but finite one is still
    compared with Law 77's."""
    huge = TRAVELLER.replace('"420"', '"' + "9" * 400 + '"')
    assert all("9" * 400 not in f.message for f in _review(huge))
    long = TRAVELLER.replace('"420"', '"999999999999"')
    assert any("the row says NS 999999999999" in f.message for f in _review(long))


def test_the_quick_78a_check_agrees_with_the_matchpoints_of_law_78a() -> None:
    """The quick check of a board's matchpoints (every row stating exactly what 78A gives)
    works out each score's units itself: on random boards, with ties, it accepts exactly
    the matchpoints :func:`~director.scoring.matchpoints.matchpoints` gives, and refuses
    one changed."""
    import random

    from director.review.score_table import _by_units, _exact
    from director.scoring.matchpoints import matchpoints

    rng = random.Random(78)
    for _ in range(500):
        scores = [rng.choice((-100, -50, 50, 110, 140, 420, 450)) for _ in range(rng.randint(2, 9))]
        top = 2.0 * (len(scores) - 1)
        ns = [float(units) for units in matchpoints(scores)]
        ew = [top - mp for mp in ns]
        share = [float(_by_units(len(scores), 1.0, top)[2][int(mp)]) for mp in ns]
        assert _exact(scores, 1.0, top, list(ns), list(ew), list(share))
        wrong = list(ns)
        wrong[rng.randrange(len(wrong))] += 1.0
        assert not _exact(scores, 1.0, top, wrong, list(ew), list(share))


def test_a_match_row_without_a_team_adds_its_points_to_no_team() -> None:
    """A teams table's ``-`` for a team is no team (as its column reads it): its victory
    points are not counted; a team's points from its home and away rows add up."""
    totals = Totals()
    totals.count(read_table(TEAMS, " 1 - B 12.5 7.5\n 2 A - 10 10\n 3 B A 3 -", 1))
    assert totals.vps == {"B": 10.5, "A": 10.0}


KEPT = '%\n[TotalScoreTable "TeamId;TotalScoreVP"]\nT1 5.0\n'  # a part's totals table


def test_totals_kept_with_where_their_findings_go_are_merged_and_placed() -> None:
    """The totals of a part of a file keep where their findings go (file, line, column,
    board); merged into the file's, the findings are placed where the whole file has
    them, the table moved with them."""
    part = Totals()
    start, offset = KEPT.index("[Total"), KEPT.index("T1")  # lines 2 and 3
    part.keep_in(read_table("TeamId;TotalScoreVP", "T1 5.0", 0), "f.pbn", "#1", KEPT, start, offset)
    whole = Totals()
    whole.merge(part, lambda f: f.placed((f.line or 0) + 10, f.board))
    [found] = whole.findings()
    assert (found.code, found.file, found.line, found.column, found.board) == (
        "REC009", "f.pbn", 13, 1, "#1",
    )  # fmt: skip
    assert "row 1 (team T1)" in found.message and "the row says 5" in found.message


def test_the_boards_with_a_fraction_counted_in_parts_widen_the_tolerance_once_merged() -> None:
    """Pair 1 has 2.5 on a board of one part and 1.5 on one of another: 4.0, written 4.1,
    within what its two boards' rounding may hide (0.05 each, beyond 0.051), once the
    parts are merged; 4.2 is not."""
    board = "PairId_NS;PairId_EW;MP_NS;MP_EW"
    found = {}
    for written in ("4.1", "4.2"):
        whole = Totals()
        text = f'%\n[TotalScoreTable "PairId;TotalScoreMP"]\n1 {written}\n2 1.0\n'
        kept = read_table("PairId;TotalScoreMP", f"1 {written}\n2 1.0", 0)
        whole.keep_in(kept, "f.pbn", "1", text, text.index("[Total"), text.index("1 4"))
        whole.count(read_table(board, "1 2 2.5 0.5", 5))
        part = Totals()
        part.count(read_table(board, "2 1 0.5 1.5", 1))
        whole.merge(part, lambda f: f)
        assert whole.rounded == {"1": 2, "2": 2}
        found[written] = [(f.line, f.message) for f in whole.findings()]
    assert found["4.1"] == []
    assert found["4.2"] == [(3, "[TotalScoreTable] row 1 (pair 1): its boards' [ScoreTable] "
                                "rows give 4.0 matchpoints, the row says 4.2")]  # fmt: skip


def test_totals_kept_in_their_text_count_its_lines_when_asked_and_never_send_it() -> None:
    """Totals kept with the text they were read in (the table read from line 0) place a
    finding at its row's line in that text; merged, at its line in the whole file; pickled
    (sent back by a worker), with their lines counted and without the text."""
    import pickle

    text = "%\n" * 7 + '[Board "3"]\n[TotalScoreTable "TeamId;TotalScoreVP"]\nT1 5.0\n'
    start, offset = text.index("[Board"), text.index("T1")
    table = read_table("TeamId;TotalScoreVP", "T1 5.0", 0)

    def kept() -> Totals:
        totals = Totals()
        totals.keep_in(table, "f.pbn", "3", text, start, offset)
        return totals

    [found] = kept().findings()
    assert (found.code, found.file, found.line, found.column, found.board) == (
        "REC009", "f.pbn", 10, 1, "3",
    )  # fmt: skip
    whole = Totals()
    whole.merge(kept(), lambda f: f.placed((f.line or 0) + 100, f.board))
    assert [(f.line, f.board) for f in whole.findings()] == [(110, "3")]
    data = pickle.dumps(kept())
    assert b"%\n%\n" not in data
    sent = pickle.loads(data)
    assert sent.pending is None and sent.where == ("f.pbn", 8, 1, "3")
    assert [(f.line, f.message) for f in sent.findings()] == [(10, found.message)]
    assert table.lines == (0,)  # the table read (and shared) is not moved


MATCH_TABLE = "Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away;L_Home;L_Away"


def _tail(*cells: str) -> str:
    """The cells of a padded row's rest, each in a wide column."""
    return "".join(cell.ljust(40) for cell in cells)


_PAD = _tail("-", "-", "-", "-", "-")


def _match_section(tail: str = _PAD, heads: tuple[str, ...] = ()) -> Section:
    """A Ruter match table: two matches played (quoted details), then rows alike."""
    played = [' 1 4 A B "1,2|3" 12.5 7.5 "a b" "c"', ' 1 5 C "D E" "x" 20 0 "d" "-"']
    heads = heads or (" 2 4 A C ", " 2 5 B D ", " 3 4 D A ", "10 5 C B ")
    rows = [row.ljust(len(tail) + 9) for row in played] + [head + tail for head in heads]
    text = "\n".join(rows)
    return cut_rows("[S]\n" + text + "\n[N]", 4, 4 + len(text))


def _vps_by_rows(section: Section) -> dict[str, float]:
    """The teams' points counted from the table as the rows read one by one give it."""
    flat = read_table(MATCH_TABLE, section, 1)
    totals = Totals()
    totals.count(Table(flat.index, flat.lines, flat.by_column, flat.dashes))
    return totals.vps


@pytest.mark.parametrize(
    ("tail", "heads", "lead"),
    [
        (_PAD, (), True),  # the points of the rows alike dashes: the rows played alone
        (_tail("-", "1.5", "-", "-", "-"), (), False),  # a number in VP_Home: every row
        (_tail("-", "-", "2.5", "-", "-"), (), False),  # in VP_Away
        (_tail("7", "-", "-", "-", "8"), (), True),  # a number in another column
        (_PAD, (" 2 4 A C ", " 2 5 B D ", " 3 4 D - ", "10 5 - B "), True),  # no team
    ],
)
def test_a_teams_table_counts_its_rows_alike_only_when_they_may_hold_points(
    tail: str, heads: tuple[str, ...], lead: bool
) -> None:
    section = _match_section(tail, heads)
    assert section.alike == 4
    table = read_table(MATCH_TABLE, section, 1)
    assert table._flat is not None and len(table) == 6
    counted = table.counted(("VP_Home", "VP_Away"))
    assert (counted is not table) == lead
    if lead:
        assert counted.lines == (1, 2) and counted.column("TeamId_Away") == ("B", "D E")
    totals = Totals()
    totals.count(table)
    assert totals.vps == _vps_by_rows(section)
    assert (totals.vps["A"] == 12.5) == lead  # A plays in a row alike


def test_a_teams_total_written_as_a_dash_or_not_a_number_is_not_checked() -> None:
    totals = Totals()
    totals.count(read_table(TEAMS, " 1 A B 12.5 7.5", 1))
    table = read_table("TeamId;TotalScoreVP", 'A -\nB "7.5x"\nA 12.50\nB 7.4\n"-" 3', 1)
    totals.keep(table, Finding("REC009", "record", "", "warning", "f.pbn", 1, 1, "1"))
    found = totals.findings()
    assert [(f.line, f.message[:30]) for f in found] == [(4, "[TotalScoreTable] row 4 (team ")]
    assert "give 7.50 victory points, the row says 7.4" in found[0].message
