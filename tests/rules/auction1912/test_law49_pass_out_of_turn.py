"""Auction Bridge 1912, Law 49: a pass out of turn - no penalty, the auction goes on."""

from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import facts, items, rule, score


def test_49_a_pass_out_of_turn_is_reported_with_no_penalty() -> None:
    r = rule("1H S:P")
    irr = only(r)
    assert facts(r) == ("pass-out-of-rotation", "49", "S", None)
    assert "prescribes no penalty" in irr.steps[0].text and irr.questions == []
    assert irr.rectification.must_pass == [] and r.stopped_at is None


def test_49_the_rightful_player_calls_next_the_pass_has_no_effect() -> None:
    r = rule("1H S:P E:P S:2C P P P")
    irr = only(r)
    assert "has no effect" in irr.steps[-1].text and irr.rectification.cancelled_events == [2]
    assert auction(r) == "N:1H E:Pass S:2C W:Pass N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"
    assert items(score(r, 8)) == [("NS", 12, "47")]  # 2C made: 2 x 6 toward game


def test_49_the_table_went_on_from_the_offender_the_pass_stands() -> None:
    r = rule("1H S:P W:1RS N:2H E:P S:P W:P")
    irr = only(r)
    assert "stands as if made in turn" in irr.steps[-1].text
    assert auction(r) == "N:1H S:Pass W:1RS N:2H E:Pass S:Pass W:Pass"
    assert r.contract is not None and r.contract.text == "2H by N"
    assert items(score(r, 7)) == [("EW", 50, "47")]  # one trick short: 50 to the adversaries


def test_49_a_pass_before_the_dealer_has_declared_has_no_effect() -> None:
    r = rule("E:P 1H P P P")
    assert "the dealer, North," in only(r).steps[-1].text
    assert r.contract is not None and r.contract.text == "1H by N"
