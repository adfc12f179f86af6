"""Replaying the play: tricks, result, score, and impossible records."""

import re

import pytest

from director.engine.events import InvalidEventError
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from tests.rules.play.helpers import DEAL, kinds, play, tricks


def test_complete_legal_play_gives_tricks_result_and_law_77_score() -> None:
    r = play(tricks())
    assert kinds(r) == []
    assert [t.winner for t in r.play] == list("EEEEESNNNESSS")
    assert r.result is not None and r.result.complete
    assert (r.result.won_in_play, r.result.after_transfer) == (7, 7)
    assert r.score is not None and (r.score.result, r.score.ns, r.score.ew) == ("1S=", 80, -80)


def test_vulnerable_score() -> None:
    r = play(tricks(), vul="both")
    assert r.score is not None and r.score.ns == 80 and r.score.vulnerable


def test_incomplete_play_has_no_result() -> None:
    r = play(tricks(upto=3))
    assert r.result is not None and not r.result.complete and r.score is None
    assert r.result.won_in_play == 0 and r.result.tricks_played == 3


def test_cards_without_seat_follow_the_turn() -> None:
    r = play("HA H8 H2 H4 HK")
    assert [(c.seat, c.card) for c in r.play[1].cards] == [("E", "HK")]


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ("W:HA", "West does not hold HA (the deal gives it to East)"),
        ("E:HA S:H8 W:H2 N:H4 E:HA", "HA was already played by East"),
        (tricks() + " S:SA", "no fourteenth trick"),
        ("E:facedown:HA S:H8 W:facedown:H2", "only the opening lead is made face down"),
    ],
)
def test_impossible_plays_are_errors_naming_the_event(events: str, message: str) -> None:
    with pytest.raises(InvalidEventError, match=re.escape(message)) as e:
        play(events)
    assert str(e.value).startswith("event ")


def test_a_card_before_the_auction_ended_is_an_error() -> None:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    with pytest.raises(InvalidEventError, match=r"event 2 .*before the auction ended"):
        table.replay(parse_notation("1S E:HA"))


def test_no_play_on_a_passed_out_board() -> None:
    table = Table(Seat.NORTH, Vulnerability.NONE, None)
    with pytest.raises(InvalidEventError, match="passed out"):
        table.replay(parse_notation("AP E:HA"))


def test_without_the_deal_a_card_played_twice_is_still_caught() -> None:
    with pytest.raises(InvalidEventError, match="already played"):
        play("E:HA S:H8 W:H2 N:HA", deal=None)


def test_54_face_down_correct_lead_is_an_ordinary_lead() -> None:
    r = play("E:facedown:HA S:H8 W:H2 N:H4")
    assert kinds(r) == [] and r.play[0].winner == "E"
