"""Law 39 (1997) against 2017: a call after the final pass."""

from director.rules.wbf1997.law39_call_after_final_pass import CallAfterFinalPass1997
from director.rules.wbf1997.law39_call_after_final_pass import rule as rule_1997
from director.rules.wbf2017.law39_call_after_final_pass import CallAfterFinalPass
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_39B_1997_defenders_bid_after_the_final_pass_require_or_prohibit() -> None:
    new = first(rule(NEW, "1S P P P W:2H", "N"))
    assert "39C" in new.rectification.laws and leads(new) == {
        ("prohibit", "any-one-suit-not-bid-by-offender", "26B")
    }
    old = first(rule(OLD, "1S P P P W:2H", "N", {"withdrawn_conventional": False}))
    assert "39B" in old.rectification.laws and leads(old) == {("require-or-prohibit", "H", "26A2")}


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, CallAfterFinalPass) and type(rule_1997) is CallAfterFinalPass1997
    assert CallAfterFinalPass1997.steps()["35D"] == "called_over"
    assert "35D" not in CallAfterFinalPass.steps()
