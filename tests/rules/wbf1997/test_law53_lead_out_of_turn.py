"""A lead out of turn under the 1997 code (Law 53; 55 and 56 not read) beside 2017."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import parse_notation
from director.rules.wbf1997.law53_lead_out_of_turn import LeadOutOfTurn1997
from director.rules.wbf1997.law53_lead_out_of_turn import rule as rule_1997
from director.rules.wbf2017.law53_lead_out_of_turn import LeadOutOfTurn

OLD, NEW = "wbf-1997", "wbf-2017"
# Each hand one suit: in 1NT by North, East leads hearts and wins every trick.
DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
RANKS = "AKQJT98765432"
TWELVE = "1NT P P P " + " ".join(f"E:H{r} S:D{r} W:C{r} N:S{r}" for r in RANKS[:12])
ONE = "1NT P P P E:HA S:DA W:CA N:SA"


def rule(edition: str, notation: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=edition)
    return table.replay(parse_notation(notation), list(answers))


def first(r: Ruling) -> Irregularity:
    return r.irregularities[0]


def laws(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


def test_53A_1997_no_trick_13_exception_the_lead_is_accepted() -> None:
    new = first(rule(NEW, f"{TWELVE} W:C2"))
    assert "cannot be accepted" in {s.law: s.text for s in new.steps}["53A"]
    assert [(p.card, p.law) for p in new.rectification.penalty_cards] == [("C2", "56B")]
    r = rule(OLD, f"{TWELVE} W:C2 N:S2 E:H2 S:D2")
    old = first(r)
    assert laws(old) == ["56", "53A", "53A"] and not old.rectification.penalty_cards
    assert r.play[-1].winner == "W" and r.result is not None and r.result.tricks_played == 13


def test_56_1997_a_lead_not_accepted_is_not_ruled() -> None:
    """West leads at trick 2, East's turn; declarer does not accept."""
    refuse = {"accept": False}
    new = first(rule(NEW, f"{ONE} W:C2", refuse))
    assert [(p.card, p.law) for p in new.rectification.penalty_cards] == [("C2", "56B")]
    r = rule(OLD, f"{ONE} W:C2", refuse)
    assert first(r).not_ruled == "56" and r.not_ruled() is first(r)
    assert first(r).questions[0].law == "53A"
    r = rule(OLD, f"{ONE} W:C2", {"accept": True})
    assert laws(first(r)) == ["56", "53A"] and r.not_ruled() is None


def test_53C_1997_the_proper_leader_playing_next_is_not_ruled() -> None:
    """Declarer leads from his hand at trick 2 (East's lead); East plays next."""
    new = first(rule(NEW, f"{ONE} N:S2 E:H2"))
    assert new.open_questions == ["own_lead"]
    r = rule(OLD, f"{ONE} N:S2 E:H2")
    assert first(r).not_ruled == "53C" and first(r).law == "55"


def test_55_1997_declarers_lead_accepted_by_the_defenders() -> None:
    r = rule(OLD, f"{ONE} N:S2", {"accept": True})
    old = first(r)
    assert old.law == "55" and old.questions[0].asks == "defenders"
    assert laws(old) == ["55", "53A"] and r.not_ruled() is None


def test_the_1997_rule_overrides_the_2017_rule() -> None:
    assert isinstance(rule_1997, LeadOutOfTurn) and type(rule_1997) is LeadOutOfTurn1997
