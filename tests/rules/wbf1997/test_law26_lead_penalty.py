"""Law 26 (1997) against 2017: the lead penalty after a withdrawn call, decided when the
auction is over and applied at the partner's first lead."""

import pytest

from director.engine.table import AnswerError
from director.rules.wbf1997.law26_lead_penalty import LeadPenalty1997, read_suits
from director.rules.wbf1997.law26_lead_penalty import rule as rule_1997
from director.rules.wbf2017.law26_lead_restriction import LeadRestriction
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule

NATURAL = {"accept": False, "withdrawn_conventional": False}


def said(irr: object, law: str) -> str:
    return " ".join(s.text for s in irr.steps if s.law == law)  # type: ignore[attr-defined]


def test_26A2_1997_declarer_may_require_the_suit_of_the_withdrawn_bid() -> None:
    play = "1S P 2S 1H N:P 4S AP S:HA"
    new = rule(NEW, play, "E", {"accept": False, "comparable": False},
               {"declarer_choice": "prohibit:H"})  # fmt: skip
    assert "require:H" not in [o.value for o in new.irregularities[1].questions[0].options]
    old = rule(OLD, play, "E", NATURAL, {"declarer_choice": "require:H"})
    auction = old.irregularities[0]
    assert leads(auction) == {("require-or-prohibit", "H", "26A2")}
    assert auction.rectification.lead_restrictions[0].condition is None
    # Decided at the end of the auction, not left hanging on the rest of it.
    assert "did not specify hearts in the legal auction" in said(auction, "26A2")
    assert "does not specify" not in said(auction, "26A2")
    choice = old.irregularities[1]
    assert choice.kind == "withdrawn-call-lead-options" and choice.law == "26"
    assert leads(choice) == {("require", "H", "26A2")}
    assert choice.rectification.lead_restrictions[0].duration == "for his next lead"


@pytest.mark.parametrize(
    "play",
    [
        "1S P 2S 1H N:4H 4S AP S:SA",  # his replacement named hearts (27B2)
        "1S P 2S 1H N:P 3S P P N:4H 4S AP S:SA",  # his own later bid in turn
    ],
)
def test_26A1_1997_offender_named_the_suit_legally_no_lead_penalty(play: str) -> None:
    old = rule(OLD, play, "E", NATURAL)
    auction = first(old)
    assert not auction.rectification.lead_restrictions and "26A1" in auction.rectification.laws
    assert "no lead penalty" in said(auction, "26A1") and "4H" in said(auction, "26A1")
    assert [i.kind for i in old.irregularities] == ["insufficient-bid"]  # nothing at the lead


def test_26_1997_offender_declares_no_lead_penalty_and_no_question() -> None:
    old = first(rule(OLD, "1S P 2S 1H N:3C AP", "E", {"accept": False}))
    assert not old.rectification.lead_restrictions
    assert "North became declarer: no lead penalty" in said(old, "26")
    assert "withdrawn_conventional" not in [q.id for q in old.questions]


def test_26_1997_passed_out_no_lead_penalty() -> None:
    # North bids 1H at his partner's turn (31B): cancelled, South barred; all pass.
    r = rule(OLD, "P N:1H P P P", "E", {"accept": False})
    old = first(r)
    assert r.passed_out and not old.rectification.lead_restrictions
    assert "passed out: no lead penalty" in said(old, "26")


def test_26_1997_the_auction_not_over_says_it_is_decided_at_its_end() -> None:
    old = first(rule(OLD, "1S P 2S 1H N:P", "E", {"accept": False}))
    assert not old.rectification.lead_restrictions
    assert "at the end of the auction" in said(old, "26")


# A 2D transfer showing hearts, insufficient over 2S and corrected by 3D: the suit that
# counts is the one the call specified, not the one it named.
TRANSFER = "1NT 2S 2D 3D 4C AP"


def test_26A2_1997_a_conventional_call_relates_to_the_suits_it_specified() -> None:
    answers = {"accept": False, "conventional": True, "withdrawn_conventional": True}
    old = first(rule(OLD, TRANSFER, "N", {**answers, "withdrawn_suits": "H"}))
    assert leads(old) == {("require-or-prohibit", "H", "26A2")}  # 3D named diamonds only
    natural = first(rule(OLD, TRANSFER, "N", {**answers, "withdrawn_conventional": False}))
    assert not natural.rectification.lead_restrictions and "26A1" in natural.rectification.laws
    none = first(rule(OLD, TRANSFER, "N", {**answers, "withdrawn_suits": "none"}))
    assert leads(none) == {("prohibit", "any-one-suit", "26B")}
    with pytest.raises(AnswerError, match="withdrawn_suits"):
        rule(OLD, TRANSFER, "N", {**answers, "withdrawn_suits": "hearts and more"})


def test_26A2_1997_a_two_suited_call_declarer_chooses_one_of_its_suits() -> None:
    answers = {"accept": False, "conventional": True, "withdrawn_conventional": True,
               "withdrawn_suits": "S H"}  # fmt: skip
    old = rule(OLD, TRANSFER + " N:CA", "N", answers, {"declarer_choice": "prohibit:S"})
    assert leads(first(old)) == {("require-or-prohibit", s, "26A2") for s in "SH"}
    offered = [o.value for o in old.irregularities[1].questions[0].options]
    assert offered == ["require:S", "prohibit:S", "require:H", "prohibit:H", "none"]


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


def test_the_suits_the_director_names_are_read_strictly() -> None:
    assert read_suits("H") == {"H"} and read_suits("sh") == {"S", "H"}
    assert read_suits("spades, clubs") == {"S", "C"} and read_suits("none") == frozenset()


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, LeadRestriction) and type(rule_1997) is LeadPenalty1997
    steps = LeadPenalty1997.steps()
    assert steps["26A"] == "related_suits" and steps["26A1"] == "specified"
    assert steps["26B"] in ("any_suit", "other_call")
