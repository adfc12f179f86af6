"""Law 31 (1997) against 2017: a bid out of rotation."""

from director.rules.wbf1997.law31_bid_out_of_rotation import BidOutOfRotation1997
from director.rules.wbf1997.law31_bid_out_of_rotation import rule as rule_1997
from director.rules.wbf2017.law31_bid_out_of_rotation import BidOutOfRotation
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_31A2a_1997_repeating_the_denomination_still_bars_partner_once() -> None:
    answers = {"west_called_first": False, "accept": False}
    new = first(rule(NEW, "1H N:1S W:2C N:2S", "S", {**answers, "comparable": True}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "1H N:1S W:2C N:2S", "S", {**answers, "conventional": False}))
    assert bars(old) == {("S", "next-turn", "31A2(a)")} and not old.rectification.lead_restrictions
    # A conventional call counts by the denominations it specified (29C): the director says.
    old = first(rule(OLD, "1H N:1S W:2C N:2S", "S",
                     {**answers, "conventional": True, "repeats_denomination": False}))  # fmt: skip
    assert bars(old) == {("S", "rest-of-auction", "31A2(b)")}


def test_31A2b_1997_another_denomination_bars_partner_for_the_rest_of_the_auction() -> None:
    answers = {"west_called_first": False, "accept": False}
    new = first(rule(NEW, "1H N:1S W:2C N:3C", "S", {**answers, "comparable": False}))
    assert bars(new) == {("S", "next-turn", "31A2(b)")}
    old = first(rule(OLD, "1H N:1S W:2C N:3C 3S P 4S AP", "S", {**answers, "conventional": False}))
    assert bars(old) == {("S", "rest-of-auction", "31A2(b)")}
    assert leads(old) == {("require-or-prohibit", "S", "26A2")}


def test_31A1_1997_rho_passes_offender_repeats_no_penalty_in_either_code() -> None:
    for edition, extra in ((OLD, {}), (NEW, {})):
        r = rule(edition, "1H N:1S W:P N:1S", "S", {"west_called_first": False, "accept": False,
                                                    **extra})  # fmt: skip
        assert "31A1" in first(r).rectification.laws and not first(r).rectification.must_pass


def test_31B_1997_bid_at_partners_turn_bars_partner_for_the_rest_of_the_auction() -> None:
    new = first(rule(NEW, "1H P S:2H", "S", {"accept": False}))
    assert "31B1" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H P S:2H N:P 2S AP", "S",
                     {"accept": False, "withdrawn_conventional": False}))  # fmt: skip
    assert bars(old) == {("N", "rest-of-auction", "31B")}
    assert "26A1" in old.rectification.laws  # South had specified hearts


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, BidOutOfRotation) and type(rule_1997) is BidOutOfRotation1997
    assert BidOutOfRotation1997.steps()["31A2"] == "offenders_call"
    assert "31A2" not in BidOutOfRotation.steps()
