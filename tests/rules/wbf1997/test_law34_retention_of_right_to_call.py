"""Law 34 (1997) against 2017 17D3: retention of the right to call."""

from director.rules.wbf1997.law34_retention_of_right_to_call import RetentionOfRightToCall1997
from director.rules.wbf1997.law34_retention_of_right_to_call import rule as rule_1997
from director.rules.wbf2017.law17_retention_of_right_to_call import RetentionOfRightToCall
from tests.rules.wbf1997.editions import NEW, OLD, rule


def test_34_1997_retention_of_the_right_to_call_without_16C() -> None:
    new = rule(NEW, "1H P W:P N:P S:2S AP", "N")
    assert new.irregularities[1].rectification.laws == ["17D3", "16C", "34"]
    old = rule(OLD, "1H P W:P N:P S:2S AP", "N")
    assert old.irregularities[1].law == "34"
    assert old.irregularities[1].rectification.laws == ["34"]
    assert old.contract is not None and old.contract.text == "2S by S"


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert (
        isinstance(rule_1997, RetentionOfRightToCall)
        and type(rule_1997) is RetentionOfRightToCall1997
    )
    assert "16C" not in RetentionOfRightToCall1997.steps()
