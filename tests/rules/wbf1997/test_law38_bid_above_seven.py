"""Law 38 (1997) against 2017: a bid of more than seven."""

from director.rules.wbf1997.law38_bid_above_seven import BidAboveSeven1997
from director.rules.wbf1997.law38_bid_above_seven import rule as rule_1997
from director.rules.wbf2017.law38_bid_above_seven import BidAboveSeven
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_38_1997_bid_above_seven_gives_a_lead_penalty_in_its_suit() -> None:
    new = first(rule(NEW, "1S 2H 4S 8H", "N"))
    assert leads(new) == {("prohibit", "any-one-suit-not-bid-by-offender", "26B")}
    old = first(rule(OLD, "1S 2H 4S 8H AP", "N", {"withdrawn_conventional": False}))
    assert bars(old) == {("W", "rest-of-auction", "38"), ("E", "rest-of-auction", "38")}
    assert leads(old) == {("require-or-prohibit", "H", "26A2")}


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, BidAboveSeven) and type(rule_1997) is BidAboveSeven1997
    assert BidAboveSeven1997.steps()["35C"] == "condoned"
    assert "35C" not in BidAboveSeven.steps()
