"""Law 47E: a card taken back because of an opponent's misinformation. 47E1: a lead (or
play) out of turn made because an opponent mistakenly said it was the player's turn is
retracted with no rectification and cannot be accepted (no 53/54/55/56/57 options);
without that finding it stays an irregular card (47F). 47E2: a card played after an
opponent's mistaken explanation, taken back while no card has been played since (an
opening lead only while dummy has faced no card)."""

import re

import pytest

from director.engine.events import InvalidEventError
from tests.rules.play.helpers import first, kinds, laws, play, tricks
from tests.rules.wbf2017.card_helpers import T1, cards, pcs, steps

# North declares 1S; East is the opening leader, West his partner.


def test_47E1_opening_lead_out_of_turn_taken_back_the_director_is_asked() -> None:
    r = play("W:H2 W:retract:H2 E:HA")
    irr = first(r, "card-retracted")
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("ground", "director", "47E1")
    assert [o.value for o in q.options] == ["47E1", "no"]
    assert irr.open_questions == ["ground"] and kinds(r) == ["card-retracted"]


def test_47E1_opening_lead_induced_by_an_opponent_no_acceptance_no_penalty() -> None:
    r = play("W:H2 W:retract:H2 E:HA S:H8 W:H3 N:H4", {"ground": "47E1"})
    assert kinds(r) == ["card-retracted"]  # no Law 54 options for declarer
    irr = first(r, "card-retracted")
    assert (irr.law, irr.offender) == ("47E1", "W")
    assert irr.rectification.penalty_cards == []
    assert "53A does not apply" in irr.steps[1].text
    ui = irr.rectification.unauthorised_information
    assert ui is not None and (ui.law, ui.whom) == ("16C", "NS (the side that misinformed him)")
    assert r.play[0].leader == "E" and [c.card for c in r.play[0].cards] == [
        "HA",
        "H8",
        "H3",
        "H4",
    ]


def test_47F_no_misinformation_the_opening_lead_out_of_turn_is_ruled_under_54() -> None:
    r = play(
        "W:H2 W:retract:H2 N:H4 E:HA S:H8",
        {"ground": "no"},
        {"could_see_dummy": "no", "declarer_choice": "accept"},
    )
    assert kinds(r) == ["card-retracted", "opening-lead-out-of-turn"]
    assert first(r, "card-retracted").law == "47F"
    assert r.play[0].leader == "W" and r.play[0].cards[0].card == "H2"


def test_47E1_defenders_lead_out_of_turn_during_play() -> None:
    # East won trick 1 and is to lead; West leads C7 because declarer told him to.
    r = play(f"{tricks(upto=1)} W:C7 W:retract:C7 E:HK", {"ground": "47E1"})
    assert kinds(r) == ["card-retracted"]
    assert first(r, "card-retracted").rectification.penalty_cards == []
    assert r.play[1].leader == "E" and r.play[1].cards[0].card == "HK"


def test_47F_defenders_lead_out_of_turn_refused_is_a_penalty_card() -> None:
    r = play(f"{tricks(upto=1)} W:C7 W:retract:C7 E:HK", {"ground": "no"}, {"accept": "no"})
    loot = first(r, "lead-out-of-turn")
    assert [(p.card, p.law) for p in loot.rectification.penalty_cards] == [("C7", "56B")]


def test_47E1_declarers_lead_out_of_turn() -> None:
    # East won trick 1; a defender told declarer it was his lead and he led SA.
    r = play(f"{tricks(upto=1)} N:SA N:retract:SA E:HK", {"ground": "47E1"})
    irr = first(r, "card-retracted")
    assert irr.law == "47E1" and kinds(r) == ["card-retracted"]
    assert irr.rectification.unauthorised_information is not None
    assert irr.rectification.unauthorised_information.whom.startswith("EW")


def test_47E1_premature_play_taken_back_no_57_rectification() -> None:
    # Trick 7 led from dummy: East plays S8 before his partner West because declarer said
    # it was his turn.
    r = play(f"{tricks(upto=6)} S:S4 E:S8 E:retract:S8 W:S3 N:SA E:S8", {"ground": "47E1"})
    irr = first(r, "card-retracted")
    assert irr.law == "47E1" and "Law 57" in irr.questions[0].options[1].outcome
    assert kinds(r) == ["card-retracted"]
    assert [c.seat for c in r.play[6].cards] == ["S", "W", "N", "E"]


def test_47_a_card_taken_back_later_is_not_rerouted() -> None:
    # The retraction is not the next event: the lead out of turn is ruled first (54).
    r = play("W:H2 N:H4 W:retract:H2", {"declarer_choice": "accept"})
    assert kinds(r)[0] == "opening-lead-out-of-turn"


def test_47E2a_opening_lead_retracted_before_dummy_faced_a_card() -> None:
    r = play("E:HA E:retract:HA E:HK", {"ground": "47E2", "dummy_faced": "no"})
    irr = first(r, "card-retracted")
    assert [q.id for q in irr.questions] == ["ground", "dummy_faced"]
    assert "47E2" in laws(irr) and r.play[0].cards[0].card == "HK"


def test_47E2b_opening_lead_too_late_once_dummy_faced_a_card() -> None:
    r = play("E:HA E:retract:HA S:H8", {"ground": "47E2", "dummy_faced": "yes"})
    irr = first(r, "card-retracted")
    assert "47E2(b)" in laws(irr)
    review = irr.rectification.adjusted_score_review
    assert review is not None and review.law == "47E2(b)"
    assert [c.card for c in r.play[0].cards] == ["HA", "H8"]


def test_47E2b_too_late_after_a_card_was_played_since() -> None:
    r = play("E:HA S:H8 E:retract:HA", {"ground": "47E2"})
    irr = first(r, "card-retracted")
    assert [q.id for q in irr.questions] == ["ground"]  # no question about dummy
    assert "47E2(b)" in laws(irr)


def test_47_the_director_is_asked_on_what_ground() -> None:
    r = play("E:HA S:H8 W:H2 W:retract:H2")
    irr = first(r, "card-retracted")
    q = irr.questions[0]
    assert (irr.law, irr.offender, q.id, q.asks, q.law) == ("47", "W", "ground", "director", "47")
    assert [o.value for o in q.options] == ["47B", "47D", "47E1", "47E2", "no"]
    assert irr.open_questions == ["ground"]


def test_47C_offered_only_for_a_dummy_card() -> None:
    irr = first(play("E:HA S:H8 S:retract:H8"), "card-retracted")
    assert [o.value for o in irr.questions[0].options] == [
        "47B",
        "47C",
        "47D",
        "47E1",
        "47E2",
        "no",
    ]


def test_47F_not_allowed_the_card_stays_played() -> None:
    r = play("E:HA S:H8 W:H2 W:retract:H2 N:H4", {"ground": "no"})
    irr = first(r, "card-retracted")
    assert steps(irr) == ["47F"] and pcs(irr) == []
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H2"), ("N", "H4")]


def test_47E2a_allowed_the_card_goes_back_to_the_hand() -> None:
    r = play("E:HA S:H8 W:H2 W:retract:H2 W:H3 N:H4", {"ground": "47E2"})
    irr = first(r, "card-retracted")
    assert steps(irr) == ["47E2"] and pcs(irr) == []
    ui = irr.rectification.unauthorised_information
    assert ui is not None and ui.law == "16C" and ui.whom.startswith("NS")
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H3"), ("N", "H4")]
    assert kinds(r) == ["card-retracted"]


def test_47E2b_too_late_after_a_later_card_the_director_may_adjust() -> None:
    r = play(f"{T1} S:retract:H8", {"ground": "47E2"})
    irr = first(r, "card-retracted")
    e2 = next(o for o in irr.questions[0].options if o.value == "47E2")
    assert e2.outcome.startswith("Too late")
    review = irr.rectification.adjusted_score_review
    assert review is not None and review.law == "47E2(b)"
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H2"), ("N", "H4")]


def test_47B_defender_corrects_an_illegal_play_card_becomes_major_penalty_card() -> None:
    # West takes H2 back; it is now a major penalty card of the suit led, so he plays it.
    r = play("E:HA S:H8 W:H2 W:retract:H2 W:H2 N:H4", {"ground": "47B"})
    irr = first(r, "card-retracted")
    assert pcs(irr) == [("W", "H2", "major", "47B")]
    ui = irr.rectification.unauthorised_information
    assert ui is not None and ui.whom.startswith("EW")
    assert kinds(r) == ["card-retracted"]


def test_47B_declarers_card_goes_back_with_no_penalty_card() -> None:
    r = play("E:HA S:H8 W:H2 N:H5 N:retract:H5 N:H4", {"ground": "47B"})
    irr = first(r, "card-retracted")
    assert pcs(irr) == [] and "48A" in steps(irr)
    assert cards(r, 1)[-1] == ("N", "H4")


def test_47C_dummy_card_back_after_a_change_of_designation() -> None:
    r = play("E:HA S:H9 S:retract:H9 S:H8 W:H2 N:H4", {"ground": "47C"})
    irr = first(r, "card-retracted")
    assert steps(irr) == ["47C"] and irr.rectification.unauthorised_information is None
    assert cards(r, 1)[1] == ("S", "H8")


def test_47D_cards_played_after_the_withdrawn_one_rejoin_the_trick_in_order() -> None:
    r = play(f"{T1} S:retract:H8 S:H9", {"ground": "47D"})
    irr = first(r, "card-retracted")
    assert steps(irr) == ["47D"]
    assert cards(r, 1) == [("E", "HA"), ("S", "H9"), ("W", "H2"), ("N", "H4")]
    assert r.play[0].winner == "E"


def test_47E1_card_back_and_it_establishes_no_revoke() -> None:
    # West revoked at trick 4; East's lead to trick 5 is withdrawn under 47E1, so the
    # revoke is no longer established (63A1 does not apply) and may still be corrected.
    events = f"{tricks(upto=3)} E:CA S:C6 W:H7 N:C2 E:CK E:retract:CK W:correct:C7"
    r = play(events, {}, {"ground": "47E1"})
    revoke = first(r, "revoke")
    assert "47E1" in steps(revoke) and "62B" in laws(revoke)
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("W", "C7"), ("N", "C2")]


def test_47_retracting_a_card_not_on_the_trick_is_an_error() -> None:
    with pytest.raises(
        InvalidEventError, match=re.escape("event 6 (W:retract:H3): West has no H3")
    ):
        play("E:HA S:H8 W:H2 W:retract:H3")


def test_47_a_card_of_an_earlier_trick_cannot_be_taken_back_once_the_next_is_led() -> None:
    with pytest.raises(InvalidEventError, match="West has no H2 on the trick in progress"):
        play(f"{T1} E:HK W:retract:H2")


def test_47_retracting_an_uncorrected_revoke_card_points_to_correct() -> None:
    with pytest.raises(InvalidEventError, match="record its correction as 'correct <card>'"):
        play(f"{tricks(upto=3)} E:CA S:C6 W:H7 W:retract:H7")
