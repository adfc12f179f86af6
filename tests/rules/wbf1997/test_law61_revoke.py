"""Laws 61-63 under the 1997 code beside 2017: a correction (1997 62B) is not ruled."""

from director.rules.wbf1997.law61_revoke import RevokeRule1997
from director.rules.wbf1997.law61_revoke import rule as rule_1997
from director.rules.wbf2017.law61_revoke import RevokeRule
from tests.rules.wbf1997.test_law64_revoke_transfer import HEAD, NEW, OLD, revoke, rule


def test_62B_1997_a_corrected_revoke_is_not_ruled() -> None:
    play = f"{HEAD} E:correct:C5"
    new = revoke(rule(NEW, play))
    assert "62B1" in new.rectification.laws
    r = rule(OLD, play)
    assert revoke(r).not_ruled == "62B" and r.stopped_at == 17 and r.not_ruled() is revoke(r)


def test_the_1997_rule_overrides_the_2017_rule() -> None:
    assert isinstance(rule_1997, RevokeRule) and type(rule_1997) is RevokeRule1997
