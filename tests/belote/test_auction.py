"""Articles 3-7: the contrée auction, its end, and the calls that are not allowed or out of
turn."""

import json

import pytest

from director.belote.options import InvalidBeloteError
from tests.belote.helpers import kinds, replay
from tests.conftest import Run


def test_1c_anticlockwise_by_default_clockwise_as_option() -> None:
    assert replay("80H").auction[0].seat == "W"  # dealer N: his right-hand neighbour
    assert replay("80H", options={"rotation": "clockwise"}).auction[0].seat == "E"


def test_5a_three_passes_after_a_bid_end_the_auction() -> None:
    r = replay("W:80H S:pass E:90S N:pass W:pass S:pass")
    assert r.contract == "90S by E" and not r.irregularities


def test_5b_surcontre_ends_at_once_and_5d_a_later_call_is_void() -> None:
    r = replay("W:80S S:X E:XX N:pass")
    assert r.contract == "80S surcontre by W"
    assert kinds(r) == ["call-after-auction"]


def test_5c_four_passes_throw_the_hands_in() -> None:
    assert replay("P P P P").status == "thrown-in"


def test_5c_after_four_passes_the_ruling_names_the_next_dealer(run: Run) -> None:
    assert replay("P P P P", dealer="N").next_dealer == "W"  # anticlockwise (1C)
    assert replay("P P P P", dealer="N", options={"rotation": "clockwise"}).next_dealer == "E"
    assert replay("W:pass S:80H E:pass N:pass W:pass").next_dealer is None
    args = ("rule", "P P P P", "--edition", "belote-contree", "--dealer", "S", "--no-log")
    code, out, err = run(*args, "--json")
    assert code == 0, err
    assert json.loads(out)["next_dealer"] == "E"
    code, out, err = run(*args)
    assert code == 0, err
    assert "E deals next (5C)" in out


def test_3a_a_player_who_passed_may_bid_later() -> None:
    r = replay("W:pass S:80H E:pass N:pass W:90S S:pass E:pass N:pass")
    assert r.contract == "90S by W" and not r.irregularities


def test_3b_a_bid_not_higher() -> None:
    r = replay("W:90H S:90S", answers={"penalty": "none"})
    assert kinds(r) == ["bid-not-higher"]


def test_3c_nothing_over_capot_but_a_contre() -> None:
    assert kinds(replay("W:capotH S:capotS", answers={"penalty": "none"})) == ["bid-over-capot"]
    assert replay("W:capotH S:contre E:P N:P W:P").contract == "capotH contre by W"


def test_4a_contre_of_ones_own_side_and_6b_silence() -> None:
    r = replay("W:90S S:pass E:contre N:100H S:pass", answers={"penalty": "silence"})
    assert kinds(r) == ["contre-own-side"] and r.contract == "100H by N"
    assert [c.status for c in r.auction].count("auto") == 3


def test_4a_contre_without_a_bid() -> None:
    assert kinds(replay("W:X")) == ["contre-not-allowed"]


def test_4b_no_bid_after_a_contre_and_the_contrers_partner_stays_silent() -> None:
    assert kinds(replay("W:80H S:X E:90S")) == ["bid-after-contre"]
    assert kinds(replay("W:80H S:X E:P N:XX")) == ["call-by-contrer-side"]


def test_4c_surcontre_only_by_the_contred_side_after_a_contre() -> None:
    assert kinds(replay("W:80H S:XX")) == ["surcontre-not-allowed"]
    r = replay("W:80H S:X E:XX")
    assert r.contract == "80H surcontre by W" and not r.irregularities


def test_a_card_before_the_end_of_the_auction_is_bad_input() -> None:
    with pytest.raises(InvalidBeloteError, match="event 2"):
        replay("W:80H S:HJ")


def test_4a_a_contre_by_north_counts_like_any_other() -> None:
    # North is seat 0: the contre must not be lost as a falsy value
    r = replay("W:80H S:pass E:pass N:X W:P S:P E:P")
    assert r.contract == "80H contre by W"
    r = replay("N:80H W:X S:P E:P N:XX", dealer="E")
    assert r.contract == "80H surcontre by N"
