"""Law 37 (1997) against 2017: a call by a player required to pass."""

from director.rules.wbf1997.law37_obligation_to_pass import ObligationToPass1997
from director.rules.wbf1997.law37_obligation_to_pass import rule as rule_1997
from director.rules.wbf2017.law37_obligation_to_pass import ObligationToPass
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, leads, rule


def test_37_1997_barred_players_bid_lead_penalty_follows_law_26() -> None:
    new = rule(NEW, "1H 1S 1H N:P E:2S S:3D", "S", {"accept": False, "comparable": False}, {})
    assert leads(new.irregularities[1]) == {("prohibit", "any-one-suit-not-bid-by-offender", "26B")}
    old = rule(OLD, "1H 1S 1H N:P E:2S S:3D AP", "S",
               {"accept": False, "withdrawn_conventional": False},
               {"withdrawn_conventional": False})  # fmt: skip
    barred = old.irregularities[1]
    assert barred.law == "37" and leads(barred) == {("require-or-prohibit", "D", "26A2")}
    assert ("N", "rest-of-auction", "37") in bars(barred)


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, ObligationToPass) and type(rule_1997) is ObligationToPass1997
    assert ObligationToPass1997.steps()["35B"] == "stands"
    assert "35B" not in ObligationToPass.steps()
