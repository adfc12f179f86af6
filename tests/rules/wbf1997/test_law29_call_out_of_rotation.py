"""Law 29 (1997) against 2017: a call out of rotation, in the 1997 words."""

from director.rules.wbf1997.law29_call_out_of_rotation import CallOutOfRotation1997
from director.rules.wbf1997.law29_call_out_of_rotation import rule as rule_1997
from director.rules.wbf2017.law29_call_out_of_rotation import CallOutOfRotation
from tests.rules.wbf1997.editions import NEW, OLD, first, rule


def test_30C_1997_the_conventional_pass_question_uses_the_1997_word() -> None:
    new = first(rule(NEW, "1H P S:P", "S", {"accept": False}))
    old = first(rule(OLD, "1H P S:P", "S", {"accept": False}))
    assert new.open_questions == ["artificial"] and old.open_questions == ["conventional"]


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, CallOutOfRotation) and type(rule_1997) is CallOutOfRotation1997
    assert CallOutOfRotation1997.steps()["29"] == "announce"
    # The 1997 step adds the inadmissible double out of rotation to the 2017 one.
    assert "announce" in vars(CallOutOfRotation1997)
    assert CallOutOfRotation.steps()["29"] == "announce"
