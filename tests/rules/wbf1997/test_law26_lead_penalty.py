"""Law 26 (1997) against 2017: the lead penalty after a withdrawn call."""

from director.rules.wbf1997.law26_lead_penalty import LeadPenalty1997
from director.rules.wbf1997.law26_lead_penalty import rule as rule_1997
from director.rules.wbf2017.law26_lead_restriction import LeadRestriction
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_26A2_1997_declarer_may_require_the_suit_of_the_withdrawn_bid() -> None:
    play = "1S P 2S 1H N:P 4S AP S:HA"
    new = rule(NEW, play, "E", {"accept": False, "comparable": False},
               {"declarer_choice": "prohibit:H"})  # fmt: skip
    assert "require:H" not in [o.value for o in new.irregularities[1].questions[0].options]
    old = rule(OLD, play, "E", {"accept": False}, {"declarer_choice": "require:H"})
    choice = old.irregularities[1]
    assert choice.kind == "withdrawn-call-lead-options" and choice.law == "26"
    assert leads(choice) == {("require", "H", "26A2")}
    assert choice.rectification.lead_restrictions[0].duration == "for his next lead"


def test_26B_1997_declarer_may_prohibit_any_suit_even_one_the_offender_bid() -> None:
    # South doubles at North's turn (32A): North is barred; South had bid diamonds.
    play = "1S P 2S 3D 4S S:X N:P E:P S:P N:SA"
    old = rule(OLD, play, "W", {"accept": False}, {"declarer_choice": "prohibit:D"})
    assert leads(old.irregularities[0]) == {("prohibit", "any-one-suit", "26B")}
    offered = [o.value for o in old.irregularities[1].questions[0].options]
    assert offered == ["prohibit:S", "prohibit:H", "prohibit:D", "prohibit:C", "none"]
    assert leads(old.irregularities[1]) == {("prohibit", "D", "26B")}
    new = first(rule(NEW, "1S P 2S 3D 4S S:X", "W", {"accept": False}))
    assert not new.rectification.must_pass  # 2017 32B: partner may call freely


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, LeadRestriction) and type(rule_1997) is LeadPenalty1997
    assert LeadPenalty1997.steps()["26A"] == "related_suit"
