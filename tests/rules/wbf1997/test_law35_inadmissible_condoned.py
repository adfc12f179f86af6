"""Law 35 (1997): an inadmissible call condoned by the LHO's call."""

from tests.rules.auction.helpers import auction, bars
from tests.rules.wbf1997.editions import NEW, OLD, first, rule


def test_35C_1997_bid_above_seven_condoned_carries_no_penalty() -> None:
    new = rule(NEW, "1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    assert {("W", "rest-of-auction", "38C"), ("E", "rest-of-auction", "38C")} <= bars(first(new))
    old = rule(OLD, "1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    assert "35C" in first(old).rectification.laws and not first(old).rectification.must_pass
    assert auction(old) == "N:1S E:2H S:4S W:Pass"
