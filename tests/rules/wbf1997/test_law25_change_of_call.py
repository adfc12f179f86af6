"""Law 25 (1997) against 2017: changes of call."""

from director.rules.wbf1997.law25_change_of_call import ChangeOfCall1997
from director.rules.wbf1997.law25_change_of_call import rule as rule_1997
from director.rules.wbf2017.law25_change_of_call import ChangeOfCall
from tests.rules.auction.helpers import auction, bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_25B2b1_1997_purposeful_change_first_call_stands_partner_passes_once() -> None:
    new = rule(NEW, "1C N:change:1NT", "N", {"unintended": False, "accept": False,
                                              "comparable": True})  # fmt: skip
    assert not first(new).rectification.must_pass and auction(new) == "N:1C"
    old = rule(OLD, "1C N:change:1NT 1S P 2S AP", "N",
               {"inadvertent": False, "accept": False, "offender_choice": "first",
                "withdrawn_conventional": False})  # fmt: skip
    assert bars(first(old)) == {("S", "next-turn", "25B2(b)(1)")}
    assert auction(old).startswith("N:1C E:1S")
    assert leads(first(old)) == {("prohibit", "any-one-suit", "26B")}


def test_25B2b2_1997_another_call_caps_the_offenders_at_average_minus() -> None:
    old = rule(OLD, "1C N:change:1NT N:2D", "N", {"inadvertent": False, "accept": False,
                                                   "offender_choice": "other"})  # fmt: skip
    review = first(old).rectification.adjusted_score_review
    assert review is not None and review.law == "25B2(b)(2)" and "average minus" in review.reason
    assert auction(old) == "N:2D" and not first(old).rectification.must_pass


def test_25A_1997_inadvertent_call_only_without_pause_for_thought() -> None:
    old = first(rule(OLD, "1C N:change:1NT", "N"))
    assert old.open_questions == ["inadvertent"] and "pause for thought" in old.questions[0].text
    new = first(rule(NEW, "1C N:change:1NT", "N"))
    assert new.open_questions == ["unintended"]


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, ChangeOfCall) and type(rule_1997) is ChangeOfCall1997
    assert ChangeOfCall1997.steps()["25B1"] == "purposeful"
