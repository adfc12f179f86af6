"""The review's quick replay of regular boards gives the same findings as the engine, on
every real file, and gives up (hands the board to the engine) on anything irregular."""

import dataclasses
from pathlib import Path

import pytest

from director.formats.pbn import read_pbn
from director.review.board import review_record
from director.review.quick import quick_outcome
from director.review.run import read_records
from tests.realdata import all_handrecords
from tests.review.boards import REGULAR

FILES = all_handrecords()

BOARD = REGULAR


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_quick_and_engine_findings_agree_on_every_real_board(path: Path) -> None:
    """Every quick board, up to 600 a file with a deal and 400 without (example3.pbn,
    the archive, has thousands of each: a sample keeps the test short)."""
    quick = {True: 0, False: 0}
    for record in read_records(path):
        dealt = record.deal is not None
        if quick[dealt] >= (600 if dealt else 400) or quick_outcome(record) is None:
            continue
        quick[dealt] += 1
        assert review_record(record) == review_record(record, quick=False), record.name
    if path.name.startswith("acbl_1607"):
        assert quick[True] > 550  # nearly every board of a club session is regular
    if path.name == "example3.pbn":
        assert quick == {True: 600, False: 400}  # its second tables have no deal


def test_regular_board_outcome() -> None:
    (record,) = read_pbn(BOARD)
    outcome = quick_outcome(record)
    assert outcome is not None
    assert (outcome.contract, outcome.tricks, outcome.irregular) == (("1S", "N"), 7, False)


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("1S Pass Pass Pass", "1S Pass ^I 1H Pass\nPass Pass", "irregularity token"),
        ("1S Pass Pass Pass", "Pass 1S Pass Pass\nPass", "contract tag not the auction's"),
        ("1S Pass Pass Pass", "1S Pass Pass", "auction not complete"),
        ("1S Pass Pass Pass", "1S X XX X\nPass Pass Pass", "inadmissible double"),
        ("HK H9 H3 H5", "HK H9 C7 H5", "revoke: a club while holding hearts"),
        ("HA H8 H2 H4", "HA H8 ^L H2 H4", "lead mark"),
        ('[Result "7"]', '[Result "^7"]', "irregular result"),
        ("HA H8 H2 H4", "HA H8 H2 S7", "a card not in the hand"),
    ],
)
def test_anything_irregular_goes_to_the_engine(old: str, new: str, why: str) -> None:
    (record,) = read_pbn(BOARD.replace(old, new))
    assert quick_outcome(record) is None, why


def test_a_claim_the_record_leaves_open_goes_to_the_engine() -> None:
    rows = BOARD.split('[Play "E"]\n')
    (record,) = read_pbn(rows[0] + '[Play "E"]\nHA H8 H2 H4\n*\n')
    assert record.claim is not None
    outcome = quick_outcome(record)
    assert outcome is not None and outcome.tricks == 7  # claimed: 7 in all, as [Result]
    open_claim = dataclasses.replace(record.claim)
    record.result = None
    record.claim = open_claim
    assert quick_outcome(record) is None
