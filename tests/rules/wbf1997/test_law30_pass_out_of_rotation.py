"""Law 30 (1997) against 2017: a pass out of rotation."""

import pytest

from director.engine.table import ContradictionError
from director.rules.wbf1997.law30_pass_out_of_rotation import PassOutOfRotation1997
from director.rules.wbf1997.law30_pass_out_of_rotation import rule as rule_1997
from director.rules.wbf2017.law30_pass_out_of_rotation import PassOutOfRotation
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_30B2_1997_pass_at_partners_turn_bars_the_offender_himself() -> None:
    new = first(rule(NEW, "1H P S:P", "S", {"accept": False, "artificial": False}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "1H P S:P", "S", {"accept": False, "conventional": False}))
    assert bars(old) == {("S", "rest-of-auction", "30B2(a)")}
    assert "30B2(b)" in old.rectification.laws


def test_30B2b_1997_the_partner_may_not_double_at_that_turn() -> None:
    rule(NEW, "1H 1S S:P N:X", "S", {"accept": False, "artificial": False})
    with pytest.raises(ContradictionError, match="30B2"):
        rule(OLD, "1H 1S S:P N:X", "S", {"accept": False, "conventional": False})


def test_30A_1997_pass_before_any_bid_at_partners_turn_bars_the_offender_once() -> None:
    new = first(rule(NEW, "S:P", "N", {"accept": False, "artificial": False}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "S:P", "N", {"accept": False, "conventional": False}))
    assert bars(old) == {("S", "next-turn", "30A")}
    assert old.rectification.adjusted_score_review.law == "72B1"  # type: ignore[union-attr]


def test_30B1_1997_a_pass_related_to_a_suit_brings_a_law_26_lead_penalty() -> None:
    new = first(rule(NEW, "1H N:P", "S", {"accept": False, "artificial": False}))
    assert bars(new) == {("N", "next-turn", "30A")}
    old = first(rule(OLD, "1H N:P 1S N:P 2S AP", "S",
                     {"accept": False, "conventional": False, "related_suit": "D"}))  # fmt: skip
    assert bars(old) == {("N", "next-turn", "30B1")}
    assert leads(old) == {("require-or-prohibit", "D", "26A2")}
    old = first(rule(OLD, "1H N:P", "S",
                     {"accept": False, "conventional": False, "related_suit": "none"}))  # fmt: skip
    assert not old.rectification.lead_restrictions


def test_30A_1997_a_second_pass_before_any_bid_is_not_a_30B3_change_of_call() -> None:
    r = rule(OLD, "P N:P", "N")
    assert first(r).steps[-1].law == "30A" and r.stopped_at == 2


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, PassOutOfRotation) and type(rule_1997) is PassOutOfRotation1997
    assert PassOutOfRotation1997.steps()["30B2"] == "at_partners_turn"
    assert "30B2" not in PassOutOfRotation.steps()
