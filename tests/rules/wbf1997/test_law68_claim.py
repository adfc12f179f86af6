"""Claims under the 1997 code (Laws 68 and 70) beside the same claim under 2017; and what
a ruling says when it stops at an irregularity not ruled under 1997."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from director.rules.wbf1997.law68_claim import Claim1997
from director.rules.wbf1997.law68_claim import rule as rule_1997
from director.rules.wbf2017.law68_claim import Claim

OLD, NEW = "wbf-1997", "wbf-2017"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# 1H by North; East leads the spade jack, North wins the ace.
PLAY = "1H P P P E:SJ S:S4 W:S3 N:SA"


def rule(edition: str, notation: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, edition=edition, deal=_deal())
    return table.replay(parse_notation(notation), list(answers))


def _deal() -> Any:
    from director.model.deal import Deal

    return Deal.from_pbn(DEAL)


def claim(r: Ruling) -> Irregularity:
    (irr,) = [i for i in r.irregularities if i.kind == "claim"]
    return irr


def laws(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


def test_68D_1997_no_play_on_option_and_agreed_claim_names_69() -> None:
    new = claim(rule(NEW, f"{PLAY} N:claim:10"))
    assert [o.value for o in new.questions[0].options] == ["agreed", "disputed", "played-on"]
    old = claim(rule(OLD, f"{PLAY} N:claim:10"))
    assert old.open_questions == ["opponents"]
    assert [o.value for o in old.questions[0].options] == ["agreed", "disputed"]
    r = rule(OLD, f"{PLAY} N:claim:10", {"opponents": "agreed"})
    old = claim(r)
    assert laws(old) == ["68A", "68D", "69"] and "not read" in old.steps[-1].text
    assert old.rectification.claim is not None and old.rectification.claim.awarded == 10
    assert r.result is not None and r.result.after_transfer == 11
    assert r.score is not None and r.score.ns == 200


def test_70B2_1997_all_four_hands_are_faced_and_70E_keeps_the_irrational_exception() -> None:
    answers = {"opponents": "disputed", "tricks": "9"}
    new = claim(rule(NEW, f"{PLAY} N:claim:10", answers))
    old = claim(rule(OLD, f"{PLAY} N:claim:10", answers))
    new_steps = {s.law: s.text for s in new.steps}
    old_steps = {s.law: s.text for s in old.steps}
    assert "may have the remaining cards faced" in new_steps["70B3"]
    assert "requires all four players to face" in old_steps["70B2"]
    assert "objections" in old_steps["70B3"]
    assert "irrational" in old_steps["70E"] and "irrational" not in new_steps["70E1"]
    assert old.rectification.claim is not None and old.rectification.claim.awarded == 9
    # hearts are trumps and both opponents still hold some: 1997 70C lists them
    assert "hearts: East HA HK HQ; West H7 H6 H3 H2" in old_steps["70C"]


def test_70D_1997_has_no_rule_on_a_defenders_claim_relying_on_his_partner() -> None:
    """East, on lead after the first trick is his, claims all: 2017 70D2 applies, 1997
    has no counterpart."""
    play = "1H P P P E:HA S:H8 W:H2 N:H4 E:claim:all"
    answers = {"opponents": "disputed", "tricks": "5"}
    new = claim(rule(NEW, play, answers))
    old = claim(rule(OLD, play, answers))
    assert "70D2" in laws(new) and not any(law.startswith("70D2") for law in laws(old))
    assert "70D" in laws(old)


def test_68_1997_dummys_claim_and_a_defenders_concession_are_not_ruled() -> None:
    new = claim(rule(NEW, f"{PLAY} S:claim:10"))
    assert new.open_questions == ["declarer_adopted"]
    r = rule(OLD, f"{PLAY} S:claim:10")
    assert r.not_ruled() is claim(r) and claim(r).law == "68" and r.stopped_at == 9
    r = rule(OLD, f"{PLAY} E:concede:2")
    assert r.not_ruled() is not None and r.not_ruled().law == "68B"  # type: ignore[union-attr]


def test_the_stop_at_a_not_ruled_1997_irregularity_says_what_it_is() -> None:
    from director.render.ruling_text import stop_line

    r = rule(OLD, "1H P P P W:S3")
    line = stop_line(r)
    assert "does not rule the opening-lead-out-of-turn under wbf-1997" in line
    assert "applies Law 54 himself" in line and "open question" not in line
    r = rule(OLD, f"{PLAY} N:claim:10")
    assert r.not_ruled() is None and "depends on the open question" in stop_line(r)


def test_the_1997_rule_overrides_the_2017_rule() -> None:
    assert isinstance(rule_1997, Claim) and type(rule_1997) is Claim1997
