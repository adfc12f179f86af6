"""Law 32 (1997) against 2017: a double or redouble out of rotation."""

from director.rules.wbf1997.law32_double_out_of_rotation import DoubleOutOfRotation1997
from director.rules.wbf1997.law32_double_out_of_rotation import rule as rule_1997
from director.rules.wbf2017.law32_double_out_of_rotation import DoubleOutOfRotation
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_32A_1997_double_at_partners_turn_bars_partner_for_the_rest_of_the_auction() -> None:
    new = first(rule(NEW, "1H 1S S:X", "S", {"accept": False}))
    assert "32B1" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H 1S S:X", "S", {"accept": False}))
    assert bars(old) == {("N", "rest-of-auction", "32A")}
    assert leads(old) == {("prohibit", "any-one-suit", "26B")}


def test_32B2_1997_rho_bids_partner_barred_for_the_rest_of_the_auction() -> None:
    answers = {"south_called_first": False, "accept": False}
    new = first(rule(NEW, "1H P W:X S:2H W:P", "N", {**answers, "comparable": False}))
    assert bars(new) == {("E", "next-turn", "32A2(b)")}
    old = first(rule(OLD, "1H P W:X S:2H", "N", answers))
    assert bars(old) == {("E", "rest-of-auction", "32B2")}


def test_32B1_1997_repeated_double_no_penalty_and_no_lead_penalty() -> None:
    old = first(rule(OLD, "1H P W:X S:P W:X", "N", {"south_called_first": False,
                                                      "accept": False}))  # fmt: skip
    assert "32B1" in old.rectification.laws
    assert not old.rectification.must_pass and not old.rectification.lead_restrictions


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, DoubleOutOfRotation) and type(rule_1997) is DoubleOutOfRotation1997
    assert DoubleOutOfRotation1997.steps()["32A"] == "at_partners_turn"
    # The 1997 letters swap the 2017 ones: 32A is the partner's turn, 32B the RHO's.
    assert DoubleOutOfRotation.steps()["32A"] == "at_rhos_turn"
    assert DoubleOutOfRotation1997.steps()["32B"] == "at_rhos_turn"
