"""REC012 (board not completed: the director may have to award an artificial adjusted
score, Law 12C2(a)) and REC013 (a record of a board not played), each mirrored by the
review's screen: a game it reports on is never screened clean."""

import pytest

from director.formats.pbn import read_pbn
from director.review.board import review_record
from director.review.findings import Finding
from director.review.screen import clean_game
from tests.review.boards import REGULAR

NO_RESULT = REGULAR.replace('[Result "7"]\n', "")
PLAY_AT = NO_RESULT.index("[Play")


def _review(text: str) -> list[Finding]:
    (record,) = read_pbn(text, "t.pbn")
    return review_record(record)


def _codes(text: str) -> list[str]:
    return [f.code for f in _review(text)]


@pytest.mark.parametrize(
    ("what", "text", "says"),
    [
        (
            "12C2(a) an auction without its final pass",
            NO_RESULT[:PLAY_AT].replace("1S Pass Pass Pass", "1S Pass Pass"),
            "the auction stops after 3 calls, without its final pass",
        ),
        (
            "12C2(a) a play that stops with no claim or result",
            "".join(NO_RESULT.splitlines(keepends=True)[:-3]),
            "a contract with no result: the play stops after 10 tricks",
        ),
        (
            "12C2(a) an auction reaching a contract, no play and no result",
            NO_RESULT[:PLAY_AT],
            "a contract with no result: no play",
        ),
    ],
    ids=lambda v: v if " " not in v else v.split(" ", 2)[2][:30],
)
def test_a_board_not_completed_is_reported_and_not_screened(
    what: str, text: str, says: str
) -> None:
    found = _review(text)
    rec = [f for f in found if f.code == "REC012"]
    assert len(rec) == 1 and rec[0].severity == "warning", what
    assert says in rec[0].message and "12C2(a)" in rec[0].message
    assert rec[0].message.count("if no result was obtained at the table") == 1  # conditional
    assert not clean_game(text, 0, len(text)), what


def test_a_finished_board_is_not_reported() -> None:
    """A full play, a claim with a result, a '*' that ends the play, a passed-out board:
    none is 'not completed'."""
    assert _codes(REGULAR) == [] and clean_game(REGULAR, 0, len(REGULAR))
    short = "".join(REGULAR.splitlines(keepends=True)[:-3])  # a claim of the result
    assert "REC012" not in _codes(short)
    starred = "".join(NO_RESULT.splitlines(keepends=True)[:-3]) + "*\n"
    assert "REC012" not in _codes(starred)
    passed = NO_RESULT[:PLAY_AT].replace("1S Pass Pass Pass", "AP").replace("1S", "Pass")
    assert "REC012" not in _codes(passed)


def test_an_unplayed_record_is_one_informational_finding() -> None:
    deal_only = REGULAR[: REGULAR.index("[Declarer")]
    found = _review(deal_only)
    assert [(f.code, f.severity) for f in found] == [("REC013", "info")]
    assert not clean_game(deal_only, 0, len(deal_only))
    no_deal = '[Board "3"]\n[Dealer "S"]\n'
    assert [f.code for f in _review(no_deal)] == ["REC013"]  # not a REC002 beside it


def test_rec002_says_what_a_missing_deal_costs() -> None:
    """With play: the play cannot be checked; without: only the hands are not known."""
    no_deal = REGULAR.replace(REGULAR[REGULAR.index("[Deal") : REGULAR.index("[Declarer")], "")
    (with_play,) = [f.message for f in _review(no_deal) if f.code == "REC002"]
    assert with_play == "no deal: the play cannot be checked"
    without = no_deal[: no_deal.index("[Play")]
    (no_play,) = [f.message for f in _review(without) if f.code == "REC002"]
    assert no_play == "no deal: the hands are not known"
