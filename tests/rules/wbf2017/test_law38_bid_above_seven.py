"""Law 38 (2017): a bid of more than seven."""

from tests.rules.auction.helpers import auction, bars, only, rule


def test_38_bid_above_seven_cancelled_both_barred() -> None:
    r = rule("1S 2H 4S 8H", "N")
    irr = only(r)
    assert {"38A", "38B", "38C", "38D", "26B", "72C"} <= set(irr.rectification.laws)
    assert bars(irr) == {("W", "rest-of-auction", "38C"), ("E", "rest-of-auction", "38C")}
    assert auction(r) == "N:1S E:2H S:4S W:Pass"


def test_38D_no_26B_or_72C_when_lho_called_first() -> None:
    r = rule("1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    irr = only(r)
    assert irr.rectification.lead_restrictions == []
    assert irr.rectification.adjusted_score_review is None
    assert sorted(irr.rectification.cancelled_events) == [4, 5]


def test_38B_bid_cancelled_together_with_every_later_call() -> None:
    # The incident: East's 8D, then South and West pass before the director rules.
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 1})  # fmt: skip
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [2, 3, 4]
    assert auction(r) == "N:7H E:Pass"
    assert {"38B", "38C", "38D"} <= set(irr.rectification.laws)
    assert irr.rectification.lead_restrictions == []  # 38D: the LHO had called
    assert ("E", "rest-of-auction", "38C") in bars(irr)


def test_38B_a_later_call_after_the_ruling_is_the_next_call() -> None:
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 0}, {})  # fmt: skip
    first, second = r.irregularities
    assert first.rectification.cancelled_events == [2, 3]
    assert second.kind == "pass-out-of-rotation" and second.event == 4


def test_38C_the_substituted_pass_in_the_record_is_taken_as_that_pass() -> None:
    r = rule("1S 2H 4S 8H W:P", "N")
    irr = only(r)
    assert "38C" in irr.rectification.laws
    assert auction(r) == "N:1S E:2H S:4S W:Pass"
    assert r.auction[-1].event == 5  # the record's own pass, not a change of call (25)
