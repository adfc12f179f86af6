"""The screen of clean PBN games: ``True`` only where the full review reports nothing, on
every game of the real files; and ``False`` for each kind of thing the review reports."""

from pathlib import Path

import pytest

from director.formats.pbn import read_pbn
from director.formats.pbn_lexer import Lines
from director.formats.pbn_split import game_chunks
from director.formats.text import read_text
from director.review.board import review_record
from director.review.screen import clean_game
from tests.realdata import all_handrecords
from tests.review.boards import REGULAR

PBN_FILES = all_handrecords(".pbn")

# the regular board with an [Event], a [Score] and an auction note
BOARD = (
    ('[Event "Club"]\n' + REGULAR)
    .replace('[Result "7"]', '[Result "7"]\n[Score "NS 80"]')
    .replace("1S Pass Pass Pass", '1S =1= Pass Pass Pass\n[Note "1:five cards"]')
)


def _review(text: str) -> list[object]:
    records = read_pbn(text, "f.pbn")
    assert len(records) == 1
    return list(review_record(records[0]))


def _clean(text: str) -> bool:
    return clean_game(text, 0, len(text))


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_a_screened_game_has_no_finding_in_every_real_file(path: Path) -> None:
    text, _ = read_text(path)
    chunks = game_chunks(text) or []
    lines = Lines(text)  # indexed once: the file is read game by game
    screened = 0
    for a, b in chunks:
        if clean_game(text, a, b):
            screened += 1
            records = read_pbn(text, "f.pbn", span=(a, b), lines=lines)
            assert len(records) == 1 and review_record(records[0]) == [], (a, b)
    if path.name.startswith("acbl_1607"):
        assert screened >= 570  # a club session: nearly every game is screened
    if path.name == "wb130801.pbn":
        assert screened == 351  # travellers: tags only, all clean


def test_the_regular_board_is_clean_both_ways() -> None:
    assert _review(BOARD) == [] and _clean(BOARD)


def test_a_claim_that_the_play_allows_is_clean() -> None:
    """Play stopped after 11 tricks, declarer won 6 of them: a result of 7 is possible
    (a claim of one more trick of the two left), 10 is not (REC005/REC007)."""
    lines = BOARD.splitlines(keepends=True)
    short = "".join(lines[:-2])
    assert _review(short) == [] and _clean(short)
    wrong = short.replace('[Result "7"]', '[Result "10"]').replace("NS 80", "NS -150")
    assert _review(wrong) != [] and not _clean(wrong)


def test_a_passed_out_board_and_a_tags_only_board_are_clean() -> None:
    passed = BOARD[: BOARD.index("[Declarer")] + '[Contract "Pass"]\n[Auction "N"]\nAP\n'
    assert _review(passed) == [] and _clean(passed)
    tags = BOARD[: BOARD.index("[Auction")]
    assert _review(tags) == [] and _clean(tags)


@pytest.mark.parametrize(
    ("what", "old", "new"),
    [
        ("REC005 result differs from the play", '[Result "7"]', '[Result "8"]'),
        ("REC006 score differs from Law 77", "NS 80", "NS 110"),
        ("REC003/PBN029 contract not the auction's", '[Contract "1S"]', '[Contract "2S"]'),
        ("REC004/PBN029 declarer not the auction's", '[Declarer "N"]', '[Declarer "S"]'),
        ("PBN029 contract stated without a declarer", '[Declarer "N"]\n', ""),
        ("PBN007 unknown tag", '[Event "Club"]', '[Event "Club"]\n[Colour "red"]'),
        ("PBN008 tag given twice", '[Board "1"]', '[Board "1"]\n[Board "2"]'),
        ("PBN009 note reference without a note", '[Note "1:five cards"]\n', ""),
        ("PBN025 two note references on one call", "1S =1= Pass", "1S =1= =1= Pass"),
        ("PBN013 a note reference before the first call", "1S =1= Pass", "=1= 1S Pass"),
        ("PBN030 auction does not start with the dealer", '[Auction "N"]', '[Auction "E"]'),
        ("PBN023 opening lead by the wrong seat", '[Play "E"]', '[Play "W"]'),
        ("PBN003 card not in the hand", "HA H8 H2 H4", "HA H8 H2 C4"),
        ("61 revoke: did not follow suit", "D5 DQ CT DT", "D5 DQ DT CT"),
        ("31 call out of rotation", "1S =1= Pass Pass Pass", "Pass 1S =1= Pass Pass Pass"),
        ("27 insufficient bid", "1S =1= Pass Pass Pass", "1S =1= 1H Pass Pass Pass"),
        ("PBN015 call after the end", "1S =1= Pass Pass Pass", "1S =1= Pass Pass Pass Pass"),
        ("PBN014 irregularity token", "1S =1= Pass", "1S =1= ^S Pass"),
        ("PBN011 comment", "[Play", "{ a comment }\n[Play"),
        ("REC001 invalid deal", "AKQ2.J54", "AKQ2.J5"),
        ("PBN031 the dealer's opening pass left out", '[Declarer "N"]', '[Declarer "E"]'),
        ("PBN032 a row in the order played", "HK H9 H3 H5", "H5 HK H9 H3"),
        ("REC012 auction without its final pass", "1S =1= Pass Pass Pass", "1S =1= Pass Pass"),
        (
            "REC008 a [ScoreTable] row not Law 77's",
            "[Play",
            '[ScoreTable "Table;Contract;Declarer;Result;Score_NS"]\n1 1S N 7 "90"\n[Play',
        ),
    ],
    ids=lambda v: v.split()[0] if " " in v else None,
)
def test_each_kind_of_finding_is_not_screened_clean(what: str, old: str, new: str) -> None:
    damaged = BOARD.replace(old, new, 1)
    assert damaged != BOARD
    assert _review(damaged) != [] or what.startswith("PBN011"), what
    assert not _clean(damaged), what


def test_a_game_in_another_form_is_left_to_the_full_review() -> None:
    """Forms the screen does not read answer False (not sure), even when clean."""
    spaced = BOARD.replace('[Board "1"]', '[Board  "1"]')
    side_result = BOARD.replace('[Result "7"]', '[Result "NS 7"]')
    for text in (spaced, side_result):
        assert _review(text) == [] and not _clean(text)


def test_a_game_the_screen_fails_on_is_read_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in the screen never loses a game (nor stops the review): the game is read and
    reviewed in full, with the findings the screen would have agreed with."""
    from director.review.run import review_text

    text, path = REGULAR + "\n" + REGULAR.replace('[Result "7"]', '[Result "9"]'), Path("f.pbn")
    expected = review_text(text, path)
    assert expected[0]  # the second game states more tricks than its play made

    def broken(*args: object) -> None:
        raise RuntimeError("a bug in the screen")

    monkeypatch.setattr("director.review.pbn_review.screen_open", broken)
    assert review_text(text, path) == expected
