"""A season of hand records reviewed as a stream: findings come out before the file is read
whole, memory does not grow with the boards, parts reviewed side by side come back in
board order, a [TotalScoreTable] is checked across parts, and a directory is reviewed file
by file with one summary."""

from __future__ import annotations

import json
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from director.formats.text import TextStream
from director.review.findings import Finding
from director.review.parallel import review_files
from director.review.stream import WINDOW, review_stream, review_whole
from tests.conftest import Run
from tests.realdata import TESTS_DATA, all_handrecords

CLEAN = """[Board "{n}"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Contract "1S"]
[Declarer "N"]
[Result "7"]
[Auction "N"]
1S Pass Pass Pass
"""
WRONG = CLEAN.replace('[Declarer "N"]', '[Declarer "S"]')  # PBN031: the auction says N
TOTALS = """[Board "1"]
[Vulnerable "None"]
[TotalScoreTable "PairId;TotalScoreMP;TotalPercentage"]
1 {total} 51.28
2 76.0 48.72
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW"]
1 2 4S N 10 "420" - 2.0 0.0
2 1 4S N 9 - "50" 0.0 2.0
"""
BOARD_2 = """[Board "{n}"]
[Vulnerable "NS"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW"]
1 2 3NT S 9 "600" - 1.0 1.0
2 1 3NT S 9 "600" - 1.0 1.0
"""


def _games(n: int, wrong: tuple[int, ...] = ()) -> str:
    return "\n".join((WRONG if i in wrong else CLEAN).format(n=i) for i in range(1, n + 1))


def test_the_first_finding_comes_before_the_file_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "season.pbn"
    path.write_text(_games(4000, wrong=(2,)))
    read = [0]
    blocks = TextStream.__iter__

    def counted(self: TextStream) -> Iterator[str]:
        for block in blocks(self):
            read[0] += len(block)
            yield block

    monkeypatch.setattr(TextStream, "__iter__", counted)
    monkeypatch.setattr(TextStream, "__init__", _small_blocks(TextStream.__init__))
    stream = review_stream([str(path)], window=16 * 1024)
    first = next(item for item in stream if item.findings)
    assert [(f.code, f.board) for f in first.findings] == [("PBN031", "2")]
    assert read[0] < path.stat().st_size // 10  # the rest of the file not read yet
    rest = list(stream)
    assert sum(item.boards for item in rest) == 4000 - 2 and rest[-1].end
    assert read[0] == path.stat().st_size


def _small_blocks(init: Callable[..., None]) -> Callable[..., None]:
    """``TextStream.__init__`` reading blocks of 8 KB."""

    def small(self: TextStream, path: Path, block: int = 1 << 20) -> None:
        init(self, path, 8 * 1024)

    return small


def test_memory_does_not_grow_with_the_boards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The peak of memory allocated while a file is reviewed, for 8x the boards (the file
    read in blocks of 8 KB, reviewed in parts of 32 KB)."""
    monkeypatch.setattr(TextStream, "__init__", _small_blocks(TextStream.__init__))
    warm = tmp_path / "warm.pbn"
    warm.write_text(_games(3, wrong=(1,)))
    review_files([str(warm)])  # modules imported and caches filled before measuring
    peaks = []
    for n in (500, 4000):
        path = tmp_path / f"{n}.pbn"
        path.write_text(_games(n, wrong=(n,)))
        tracemalloc.start()
        boards = found = 0
        for item in review_stream([str(path)], window=32 * 1024):
            boards += item.boards
            found += len(item.findings)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert (boards, found) == (n, 1)
    assert peaks[1] < 1.5 * peaks[0]


@pytest.mark.parametrize("jobs", [1, 2])
def test_parts_come_back_in_board_order_with_lines_of_the_whole_file(
    tmp_path: Path, jobs: int
) -> None:
    path = tmp_path / "season.pbn"
    wrong = (3, 150, 151, 299)
    path.write_text(_games(300, wrong=wrong))
    (whole,) = review_files([str(path)], window=1 << 20)
    assert [f.board for f in whole[0]] == [str(n) for n in wrong]
    assert [f.line for f in whole[0]] == [10 * (n - 1) + 8 for n in wrong]  # its [Auction]
    assert review_files([str(path)], jobs=jobs, window=2048) == [whole]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_long_message_in_a_later_part_says_what_it_says_in_one_part(
    tmp_path: Path, jobs: int
) -> None:
    """A finding whose message is clipped (a value of 1,600 characters) is clipped once,
    in whatever part of the file it is found: the count of characters left out is right."""
    game = (
        '[Event "x"]\n[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Contract "{contract}"]\n[Declarer "N"]\n[Result "7"]\n\n'
    )
    long = "Z" * 100 + " and " + "word " * 300
    games = [game.format(n=n, contract="1NT") for n in range(1, 41)]
    path = tmp_path / "long.pbn"
    path.write_text("".join(games) + game.format(n=99, contract=long))
    (whole,) = review_files([str(path)], window=1 << 20)
    clipped = [f.message for f in whole[0] if f.board == "99"]
    assert clipped and all("more characters)" in m for m in clipped)
    assert review_files([str(path)], jobs=jobs, window=300) == [whole]


@pytest.mark.parametrize("jobs", [1, 2])
def test_totals_are_checked_across_the_parts_of_a_file(tmp_path: Path, jobs: int) -> None:
    """The [TotalScoreTable] of the first game against the [ScoreTable] rows of every
    board, the file cut into parts of one game each: pair 1 has 4 of 4 on board 1 and 2
    of 4 on each of the 38 others, 80 of 156 (51.28%); pair 2 the rest."""
    boards = [BOARD_2.format(n=n) for n in range(2, 40)]
    rows = "\n".join(boards)
    for total, expected in (("80.0", []), ("81.0", [("REC009", 4)])):
        path = tmp_path / "t.pbn"
        path.write_text(TOTALS.format(total=total) + "\n" + rows)
        ((found, n, error),) = review_files([str(path)], jobs=jobs, window=64)
        assert error is None and n == 39
        assert [(f.code, f.line) for f in found if f.code == "REC009"] == expected


@pytest.mark.parametrize("strict", [False, True])
def test_totals_after_many_lines_are_placed_at_their_lines_whole_and_in_parts(
    tmp_path: Path, strict: bool
) -> None:
    """The [TotalScoreTable] in the 21st game, after some 140 lines: its REC009 finding is
    at its row's line and its board, the file reviewed whole, in parts of a game or so
    (the table's lines counted in its part, then placed) and by two processes."""
    boards = [BOARD_2.format(n=n) for n in range(2, 40)]
    path = tmp_path / "t.pbn"
    total = TOTALS.format(total="81.0")
    path.write_text("\n".join([*boards[:20], total, *boards[20:]]))
    text = path.read_text()
    line = text[: text.index("1 81.0 51.28")].count("\n") + 1
    assert line > 100
    for jobs, window in ((1, 1 << 20), (1, 64), (1, 300), (2, 64), (2, 300)):
        ((found, n, error),) = review_files([str(path)], strict, jobs=jobs, window=window)
        assert error is None and n == 39
        assert [(f.code, f.line, f.column, f.board) for f in found] == [("REC009", line, 1, "1")]


def test_a_directory_is_reviewed_file_by_file_with_one_summary(tmp_path: Path, run: Run) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one.pbn").write_text(_games(3, wrong=(2,)))
    (tmp_path / "two.PBN").write_text(_games(2))
    lin = TESTS_DATA / "forrestrice__bridge-bots" / "sample.lin"
    (tmp_path / "z.lin").write_bytes(lin.read_bytes())
    (tmp_path / "notes.txt").write_text("not a hand record")
    code, out, err = run("review", str(tmp_path))
    assert code == 1 and err == ""
    assert out.splitlines()[-1].startswith(
        "1 finding (0 errors, 1 warning) under wbf-2017 in 6 boards of 3 files"
    )
    assert out.index("one.pbn") < out.index("board 2") < out.index("1 finding")
    code, _, err = run("review", str(tmp_path / "a"), "--format", "jsonl")
    assert code == 1
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run("review", str(empty))
    assert code == 2 and out == "" and "no .pbn or .lin file" in err and len(err.splitlines()) == 1


def test_jobs_give_the_findings_of_one_process_in_order(tmp_path: Path, run: Run) -> None:
    for name in ("timheilman__bridge-pbn/correct_10.pbn", "forrestrice__bridge-bots/sample.pbn"):
        source = TESTS_DATA / name
        (tmp_path / source.name).write_bytes(source.read_bytes())
    (tmp_path / "big.pbn").write_text(_games(2000, wrong=(5, 1999)))
    outputs = []
    for jobs in ("1", "2"):
        code, out, _ = run("review", str(tmp_path), "--format", "jsonl", "--jobs", jobs)
        assert code == 1
        outputs.append(out)
    assert outputs[0] == outputs[1]
    rows = [json.loads(line) for line in outputs[0].splitlines()]
    big = [r["board"] for r in rows if r["file"].endswith("big.pbn")]
    assert big == ["5", "1999"]


@pytest.mark.parametrize("fmt", ["text", "json", "jsonl", "csv"])
def test_streamed_output_is_the_report_written_at_once(fmt: str, run: Run) -> None:
    """The writer's bytes, board by board, are those of the whole report rendered at once."""
    from director.output.formats import FINDINGS, Findings

    path = TESTS_DATA / "timheilman__bridge-pbn" / "correct_10.pbn"
    code, out, _ = run("review", str(path), "--format", fmt, "--jobs", "1")
    ((found, boards, _),) = review_files([str(path)])
    shown = [f for f in found if f.severity != "info"]
    hidden = len(found) - len(shown)
    assert code == 1 and out == FINDINGS.dumps(fmt, Findings(shown, boards, 1, hidden=hidden))


def test_a_jsonl_line_is_json_dumps_of_its_row() -> None:
    """The writer's own jsonl lines (strings, whole numbers and nulls in a template) are
    json.dumps's: quotes, backslashes, control and non-ASCII characters escaped alike."""
    import io

    from director.output.findings_stream import FindingsWriter
    from director.review.findings import Finding
    from director.review.render import rows

    odd = 'a "quote", a \\ back\tslash, \x00, ü € 日本 \u2028 😀, 100% %s'
    found = [
        Finding("PBN031", "format", odd, "warning", "dir/f\u00e9.pbn", 3, 1, "#2", None, "r"),
        Finding("REC005", odd, "m", "error", "f.pbn", None, None, None, odd, None),
        Finding("X", "k", "m", "info", "f.pbn", 10**30, -1, "", "", ""),
    ]
    for edition in ("wbf-1997", "a %s 100%"):  # a '%' of the edition is the template's text
        out = io.StringIO()
        FindingsWriter("jsonl", edition, out=out).write(found)
        assert out.getvalue() == "".join(json.dumps(row) + "\n" for row in rows(found, edition))


def test_stray_text_between_games_is_placed_alike_however_the_file_is_cut(tmp_path: Path) -> None:
    """A word between two games is reported with the game after it, in one part or cut into
    many, in one process or two (a part that ended with it gave it the game before)."""
    game = '[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n\n{stray}'
    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    text = "".join(
        game.format(n=n, deal=deal, stray="9\n\n" * (n % 2 and n < 299)) for n in range(1, 300)
    )
    path = tmp_path / "f.pbn"
    path.write_text(text)
    whole = review_files([str(path)], window=10**7)
    strays = [f.board for f in whole[0][0] if f.code == "PBN012"]
    assert strays == [str(n) for n in range(2, 300, 2)]  # each with the game after it
    for jobs, window in ((1, 500), (2, 500), (2, 20000)):
        assert review_files([str(path)], jobs=jobs, window=window) == whole


_GAME = """[Event "E"]
[Board "{n}"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Declarer "S"]
[Contract "1S"]
[Result "7"]
"""


def _braces(closes_none: str) -> str:
    """A '}' that closes no comment, then a comment that spans a hundred games."""
    games = [_GAME.replace("{n}", str(n)) for n in range(1, 300)]
    games[1] = games[1].replace('[Event "E"]', closes_none)
    games[2] += "{ a comment over games\n"
    games[150] = "}\n" + games[150]
    return "\n".join(games)


_BARE = '[Declarer "S"]\n{ the TD moved it from [Board "9"] }\n[Contract "2S"]\n[Result "8"]\n'
_CUT_ALIKE = {
    "a stray '}'": _braces('[Event "E"]\n}'),
    "a '}' in a value": _braces('[Event "}"]'),
    "a '}' after ';'": _braces('[Event "E"]\n; }'),
    "stray words with a '['": "\n".join(
        _GAME.replace("{n}", str(n)) + "\nHJ S3 - - ; see [note\n" * (n % 2) for n in range(1, 300)
    ),
    "'[Board' in a comment": "\n".join(
        _GAME.replace("{n}", str(n)) + "\n" + _BARE for n in range(1, 200)
    ),
}


@pytest.mark.parametrize("name", _CUT_ALIKE)
def test_a_file_is_never_cut_inside_a_comment_nor_before_a_game_that_inherits(
    tmp_path: Path, name: str
) -> None:
    """Where a file is cut into parts does not change what is found: a '}' that closes no
    comment (stray, in a tag's value, after ';') does not hide a later comment over games,
    a game whose '[Board' is only a comment's words still takes its board from the game
    before, and stray words go with the game after them though they hold a '['."""
    path = tmp_path / "f.pbn"
    path.write_text(_CUT_ALIKE[name])
    whole = review_files([str(path)], window=10**7)
    for jobs, window in ((1, 400), (2, 400), (2, 20000)):
        assert review_files([str(path)], jobs=jobs, window=window) == whole


def test_a_strict_review_names_the_line_in_the_whole_file_however_it_is_cut(
    tmp_path: Path,
) -> None:
    """--strict's one-line error names the first issue's line in the file, not in the part
    that holds it (a file over the window, or reviewed by two processes)."""
    games = [_GAME.replace("{n}", str(n)) for n in range(1, 600)]
    games[550] = games[550].replace('[Contract "1S"]', '[Contract "3NR"]')
    text = "\n".join(games)
    path = tmp_path / "f.pbn"
    path.write_text(text)
    line = text.split("\n").index('[Contract "3NR"]') + 1
    for jobs, window in ((1, 10**7), (1, 2000), (2, 2000), (2, 20000)):
        ((found, _, error),) = review_files([str(path)], strict=True, jobs=jobs, window=window)
        assert not found and error is not None and error.startswith(f"{path}:{line}:1: PBN006")


@pytest.mark.parametrize("board", ["{n}", " #{n}"])
def test_a_strict_review_names_the_board_as_its_tag_does_however_it_is_cut(
    tmp_path: Path, board: str
) -> None:
    """The board in --strict's error is the ``[Board]`` tag's value, never renumbered by
    the boards before it or before its part: a value that reads ``#551`` once stripped is
    a name, not an order (it was given as ``#1101``, 550 boards counted twice)."""
    games = [_GAME.replace('"{n}"', f'"{board}"').replace("{n}", str(n)) for n in range(1, 600)]
    games[550] = games[550].replace('[Contract "1S"]', '[Contract "3NR"]')
    path = tmp_path / "f.pbn"
    path.write_text("\n".join(games))
    name = board.strip().replace("{n}", "551")
    for jobs, window in ((1, 10**7), (1, 2000), (2, 2000), (2, 20000)):
        ((found, _, error),) = review_files([str(path)], strict=True, jobs=jobs, window=window)
        assert not found and error is not None and error.endswith(f"(board {name})")


@pytest.mark.parametrize(
    "name, data",
    [
        ("one.pbn", _games(3, wrong=(2,)).encode()),
        ("crlf.pbn", _games(3, wrong=(3,)).replace("\n", "\r\n").encode()),
        ("empty.pbn", b""),
        ("one.lin", b"pn|a,b,c,d|md|1SAKQJHAKQJDAKQJCA,,,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"),
        ("shorthand", ("%\n" + _games(2, wrong=(1,)) + '[Board "#"]\n[Dealer "#"]\n').encode()),
    ],
)
def test_a_file_reviewed_whole_is_reviewed_as_in_parts(
    tmp_path: Path, name: str, data: bytes
) -> None:
    """A file that one process reviews straight from its text (read in one block, within
    the window) gives what its review part by part gives (a window smaller than the
    file): its boards as they are found, in order, then its end, which counts every
    character read (the progress bar's); and review_whole gives them gathered."""
    path = tmp_path / name
    path.write_bytes(data)
    characters = len(data.replace(b"\r\n", b"\n").decode())
    whole = list(review_stream([str(path)]))
    assert whole[-1].end and [item for item in whole if item.end] == whole[-1:]
    assert sum(item.read for item in whole) == characters
    assert all(item.boards == 1 for item in whole[:-1])
    parts = list(review_stream([str(path)], window=200))
    assert sum(item.read for item in parts) == characters
    assert review_files([str(path)]) == review_files([str(path)], window=200)
    assert [f for item in whole for f in item.findings] == [
        f for item in parts for f in item.findings
    ]
    # review_files' way in one process: the file as one result, all its findings and boards
    assert review_whole(str(path), WINDOW, False, False, "wbf-2017") == (
        [f for item in whole for f in item.findings],
        sum(item.boards for item in whole),
        None,
    )


def test_a_board_tagged_like_one_named_by_its_order_keeps_its_name_however_it_is_cut(
    tmp_path: Path,
) -> None:
    """A finding's board named by a tag whose value reads ``#n`` once stripped
    (``[Board " #5"]``) keeps that name when the file is cut into parts; only a board
    named by its order (no ``[Board]``) is renumbered by the boards before its part (the
    tagged ones were renumbered too, as if named by their order)."""
    games = []
    for n in range(1, 400):
        game = _GAME.replace("{n}", f" #{n + 1000}").replace('"1S"', '"3NR"')  # a finding
        games.append(game if n % 2 else game.replace(f'[Board " #{n + 1000}"]\n', ""))
    path = tmp_path / "f.pbn"
    path.write_text("\n".join(games))
    ((found, boards, error),) = review_files([str(path)])
    assert error is None and boards == 399
    named = {f.board for f in found}
    tagged, by_order = range(1, 400, 2), range(2, 400, 2)
    assert named == {f"#{n + 1000}" for n in tagged} | {f"#{n}" for n in by_order}
    for jobs, window in ((1, 2000), (2, 2000), (2, 20000)):
        assert review_files([str(path)], jobs=jobs, window=window) == [(found, boards, None)]


def _streamed(path: str, window: int, strict: bool) -> tuple[list[Finding], int, str | None]:
    """One file's review gathered from the stream of its items, as review_files gathers
    several processes' items (the general road)."""
    found: list[Finding] = []
    boards = 0
    for item in review_stream([path], strict, 1, False, "wbf-2017", window):
        if item.error is not None:
            return [], 0, item.error
        found += item.findings
        boards += item.boards
    return found, boards, None


@pytest.mark.parametrize(
    "name, data",
    [
        ("one.pbn", _games(3, wrong=(2,)).encode()),
        ("crlf.pbn", _games(3, wrong=(3,)).replace("\n", "\r\n").encode()),
        ("totals.pbn", (TOTALS.format(total=80.0) + "\n" + BOARD_2.format(n=2)).encode()),
        ("empty.pbn", b""),
        ("blank.pbn", b"\n\n"),
        ("one.lin", b"pn|a,b,c,d|md|1SAKQJHAKQJDAKQJCA,,,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"),
        ("tagged", _games(2, wrong=(1,)).encode()),
        ("plain", b"pn|a,b,c,d|md|1SAKQJHAKQJDAKQJCA,,,|pg||\n"),
        ("shorthand", ("%\n" + _games(2, wrong=(1,)) + '[Board "#"]\n[Dealer "#"]\n').encode()),
        ("bad.pbn", _games(2).replace('"1S"', '"1X"', 1).encode()),
    ],
)
@pytest.mark.parametrize("window", [10**6, 200])
@pytest.mark.parametrize("strict", [False, True])
def test_a_file_reviewed_alone_as_one_result_is_its_stream_gathered(
    tmp_path: Path, name: str, data: bytes, window: int, strict: bool
) -> None:
    """review_whole (review_files' road in one process: a PBN file read in one block
    reviewed straight from its text, with no stream of items) gives the file's items
    gathered: the same findings, boards and error, for PBN within the window or not,
    LIN, a file with no suffix, an empty one, and a strict review's first issue."""
    path = tmp_path / name
    path.write_bytes(data)
    expected = _streamed(str(path), window, strict)
    assert review_whole(str(path), window, strict, False, "wbf-2017") == expected
    assert review_files([str(path)], strict, window=window) == [expected]
    if strict and name == "bad.pbn":  # the strict road's error is reached
        assert expected[2] is not None
    if not strict and name in ("one.pbn", "totals.pbn"):  # and findings are compared
        assert expected[0]


def test_an_unreadable_file_reviewed_alone_is_one_line_naming_it(tmp_path: Path) -> None:
    missing = str(tmp_path / "none.pbn")
    assert review_whole(missing, 10**6, False, False, "wbf-2017") == _streamed(
        missing, 10**6, False
    )
    assert review_whole(missing, 10**6, False, False, "wbf-2017")[2] is not None
    assert review_whole(str(tmp_path), 10**6, False, False, "wbf-2017") == _streamed(
        str(tmp_path), 10**6, False
    )


@pytest.mark.parametrize("path", all_handrecords(), ids=lambda p: p.name)
def test_a_real_file_reviewed_alone_is_its_stream_gathered(path: Path) -> None:
    for window in (WINDOW, 4096):
        expected = _streamed(str(path), window, False)
        assert review_whole(str(path), window, False, False, "wbf-2017") == expected
