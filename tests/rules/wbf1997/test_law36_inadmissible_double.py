"""Law 36 (1997) against 2017: an inadmissible double or redouble."""

from director.rules.wbf1997.law36_inadmissible_double import InadmissibleDouble1997
from director.rules.wbf1997.law36_inadmissible_double import rule as rule_1997
from director.rules.wbf2017.law36_inadmissible_double import InadmissibleDouble
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, rule


def test_36_1997_has_no_36C_late_discovery_question() -> None:
    # 2017 asks 36C when the record goes on past a possible end of the auction.
    new = first(rule(NEW, "1S X P X P P P", "N"))
    assert new.open_questions == ["after_opening_lead"]
    assert "after_opening_lead" not in first(rule(NEW, "1S X P X", "N")).open_questions
    old = first(rule(OLD, "1S X P X", "N"))
    assert old.open_questions == [] and bars(old) == {("E", "rest-of-auction", "36")}


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, InadmissibleDouble) and type(rule_1997) is InadmissibleDouble1997
    assert InadmissibleDouble1997.steps()["35A"] == "called_over"
    assert "35A" not in InadmissibleDouble.steps()
