"""``--jobs``: files and the parts of a large PBN file reviewed in several processes give
exactly what one process gives, in the same order, with boards numbered across parts."""

import itertools
import os
import sys
from pathlib import Path

import pytest

from director.formats.pbn import read_pbn
from director.formats.pbn_split import split_games
from director.formats.text import read_text
from director.review import stream
from director.review.parallel import review_files
from tests.realdata import handrecord

SPEEDBALL = "jarekczek__pbntools/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"
WB = "jarekczek__pbntools/wb130801.pbn"
CORRECT = "timheilman__bridge-pbn/correct_10.pbn"

GAME = """[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Contract "1S"]
[Declarer "{declarer}"]
[Auction "N"]
1S Pass Pass Pass
"""


def test_parallel_review_equals_serial_review() -> None:
    files = [str(handrecord(SPEEDBALL)), str(handrecord(CORRECT)), str(handrecord(WB))]
    serial = review_files(files, jobs=1)
    assert review_files(files, jobs=3) == serial
    assert review_files(files, jobs=2, window=8192) == serial  # each file in many parts


@pytest.mark.parametrize(
    ("ends", "bom", "encoding"),
    [("\r\n", b"", "utf-8"), ("\r", b"\xef\xbb\xbf", "utf-8"), ("\r\n", b"", "cp1252")],
)
def test_parts_read_from_the_file_by_each_process_give_the_same(
    tmp_path: Path, ends: str, bom: bytes, encoding: str
) -> None:
    """Each part is read and decoded by the process that reviews it, from its bytes in
    the file: line ends, a BOM and the file's encoding as one process reads them (a
    finding's line and board in a later part included)."""
    games = (GAME.format(declarer="S" if i % 40 == 7 else "N") for i in range(300))
    text = '[Event "Jörg"]\n' + "\n".join(games)
    path = tmp_path / "big.pbn"
    path.write_bytes(bom + text.replace("\n", ends).encode(encoding))
    (whole,) = review_files([str(path)], jobs=1)
    assert sum(f.code == "PBN031" for f in whole[0]) == 8 and whole[1] == 300
    assert review_files([str(path)], jobs=2, window=len(GAME) * 4) == [whole]


def test_the_pool_of_concurrent_futures_gives_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where processes are not forked by the review's own pool (not Linux)."""
    import concurrent.futures.process  # noqa: F401 - imported for this platform, before

    files = [str(handrecord(SPEEDBALL)), str(handrecord(CORRECT))]
    serial = review_files(files, jobs=1)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert review_files(files, jobs=2, window=8192) == serial


def test_split_games_cuts_at_game_starts_only() -> None:
    text, _ = read_text(handrecord(SPEEDBALL))
    spans = split_games(text, 4)
    assert len(spans) == 4 and spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(text[a] == "[" for a, _ in spans[1:])
    parts = [r.board for a, b in spans for r in read_pbn(text, "x", span=(a, b))]
    assert parts == [r.board for r in read_pbn(text, "x")]


def test_export_shorthand_and_open_braces_are_never_cut() -> None:
    game = '[Event "#"]\n[Board "1"]\n\n'
    assert split_games(game * 10, 3) == [(0, len(game) * 10)]
    braced = '[Board "1"]\n{\n\n[Board "2"]\n}\n\n[Board "3"]\n'
    assert split_games(braced, 2) == [
        (0, braced.index('[Board "3"]')),
        (braced.index('[Board "3"]'), len(braced)),
    ]


def test_boards_named_by_their_order_are_numbered_across_parts(tmp_path: Path) -> None:
    """Games without a [Board] tag are named #n; a finding in a later part keeps the
    number and the line it has in the whole file (here PBN031 on the 4th game)."""
    text = "\n".join(GAME.format(declarer="S" if i == 3 else "N") for i in range(4))
    path = tmp_path / "big.pbn"
    path.write_text(text)
    (whole,) = review_files([str(path)], jobs=1, window=1 << 20)
    ((f,),) = [[f for f in whole[0] if f.code == "PBN031"]]
    assert f.board == "#4" and f.line == 30  # 3 games of 8 lines, then its [Auction]
    for jobs in (1, 2):
        assert review_files([str(path)], jobs=jobs, window=len(GAME)) == [whole]


def test_unreadable_file_is_an_error_result(tmp_path: Path) -> None:
    (result,) = review_files([str(tmp_path / "none.pbn")], jobs=2)
    assert result[0] == [] and result[1] == 0 and result[2] is not None


def test_no_part_starts_at_a_game_that_may_inherit_its_board() -> None:
    """A game with neither [Board] nor [Deal] may take them from the game before
    (``--inherit``): a cut falls before the next game that has its own."""
    board = '[Board "1"]\n[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]\n'
    second = '[Contract "1S"]\n[Result "7"]\n'
    text = board + "\n" + second + "\n" + second + "\n" + board
    spans = split_games(text, 2)
    assert [text[a : a + 7] for a, _ in spans] == ["[Board ", "[Board "]


def test_parts_shrink_towards_the_end_so_that_the_processes_finish_together() -> None:
    """The guided sizes: each part a share of what is left (cut at game starts), the
    last parts the smallest allowed; the parts make up the text."""
    from director.formats.pbn_split import cut_stream
    from director.review.stream import _guided

    text, _ = read_text(handrecord(SPEEDBALL))
    text = text * 3
    blocks = [text[i : i + 65536] for i in range(0, len(text), 65536)]
    parts = list(cut_stream(blocks, _guided(len(text), 2, 1 << 20)))
    assert "".join(parts) == text
    assert all(p.startswith("[") for p in parts[1:])
    sizes = [len(p) for p in parts]
    assert len(parts) > 8 and sizes[0] > 4 * max(sizes[-3:])
    # never growing but by a game's length (a cut waits for the next game's start)
    assert all(b < a + 2000 for a, b in itertools.pairwise(sizes[:-1]))


_REVIEW_PART = stream.review_part


def _noted(*args: object) -> object:
    """A part's review, the process that does it noted in the file the test names (a
    function of the module, that the pool's processes find by name)."""
    with open(os.environ["DIRECTOR_TEST_PIDS"], "a") as f:
        f.write(f"{os.getpid()}\n")
    return _REVIEW_PART(*args)  # type: ignore[arg-type]


def test_this_process_reviews_parts_itself_while_the_pool_has_enough(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--jobs 2``: one process forked, this one reviewing parts too (as
    :func:`~director.review.share.mine` tells); the findings are those of one
    process, in order."""
    text = "\n".join(GAME.format(declarer="S" if i % 50 == 7 else "N") for i in range(400))
    path = tmp_path / "big.pbn"
    path.write_text(text)
    (whole,) = review_files([str(path)], jobs=1)
    assert sum(f.code == "PBN031" for f in whole[0]) == 8
    pids = tmp_path / "pids"
    monkeypatch.setenv("DIRECTOR_TEST_PIDS", str(pids))
    monkeypatch.setattr(stream, "review_part", _noted)
    assert review_files([str(path)], jobs=2, window=len(GAME) * 4) == [whole]
    seen = pids.read_text().split()
    assert len(seen) > 50 and str(os.getpid()) in seen and len(set(seen)) == 2


def _dies(*args: object) -> object:
    """A part's review whose forked process ends at once (killed, say); reviewed as
    usual in this process (a function of the module, found by name by the forked one)."""
    if str(os.getpid()) != os.environ["DIRECTOR_TEST_PARENT"]:
        os._exit(3)
    return _REVIEW_PART(*args)  # type: ignore[arg-type]


def test_a_review_process_that_ends_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A forked review process that ends before answering (the first part always goes to
    the pool) stops the review with an error the command line prints in one line, exit 2,
    not as a bug of its own ("internal error")."""
    from director.cli.app import main
    from director.errors import DirectorError
    from director.review.forked import ProcessEndedError

    path = tmp_path / "big.pbn"
    path.write_text("\n".join(GAME.format(declarer="N") for _ in range(200)))
    monkeypatch.setenv("DIRECTOR_TEST_PARENT", str(os.getpid()))
    monkeypatch.setattr(stream, "review_part", _dies)
    with pytest.raises(ProcessEndedError, match="ended unexpectedly") as raised:
        review_files([str(path)], jobs=2, window=len(GAME) * 4)
    assert isinstance(raised.value, DirectorError)
    with pytest.raises(SystemExit) as ended:
        main(["review", str(path), "--jobs", "2"])
    assert ended.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: a review process") and "internal error" not in err
    assert err.count("\n") == 0


def test_a_part_whose_bytes_changed_is_the_files_one_line_error(tmp_path: Path) -> None:
    """A file cut into parts, then cut short (or rewritten) before a part is read: the
    review of that part is the file's one-line error, not a traceback."""
    from director.formats.file_span import Span

    path = tmp_path / "big.pbn"
    path.write_text("\n".join(GAME.format(declarer="N") for _ in range(20)))
    size = path.stat().st_size
    path.write_bytes(path.read_bytes()[: size // 2])
    error = stream.review_part(str(path), Span(str(path), 0, size, "utf-8"), True, False, False,
                               "wbf-2017")  # fmt: skip
    assert error == f"{path}: the file changed while it was read: review it again"
