"""Law 58B: two or more cards played at once by one player (58B1, 58B2, 58B3), and when
found too late, Law 67B2 (58B4)."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.play.helpers import first, kinds, laws, play
from tests.rules.wbf2017.card_helpers import T1, cards, pcs

KIND = "simultaneous-cards-from-one-hand"


def test_58B1_only_one_face_visible_that_card_is_played_no_rectification() -> None:
    r = play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7 N:H5", {"in_time": "yes", "visible": "H3"})
    irr = first(r, KIND)
    assert (irr.law, irr.offender, irr.event) == ("58B", "W", 9)
    assert [q.id for q in irr.questions] == ["in_time", "visible"]
    assert pcs(irr) == [] and "58B1" in laws(irr)
    assert cards(r, 2) == [("E", "HK"), ("S", "H9"), ("W", "H3"), ("N", "H5")]


def test_58B2_several_faces_the_defender_chooses_and_the_other_card_is_a_penalty_card() -> None:
    answers = {"in_time": "yes", "visible": "several", "designated": "H3"}
    r = play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7 N:H5", answers)
    irr = first(r, KIND)
    q = irr.questions[-1]
    assert (q.id, q.asks, q.seat, q.law) == ("designated", "offender", "W", "58B2")
    assert pcs(irr) == [("W", "C7", "minor", "58B2")]
    assert "58B3" in laws(irr)
    assert cards(r, 2)[2] == ("W", "H3")


def test_58B2_50B_two_other_cards_are_both_major() -> None:
    answers = {"in_time": "yes", "visible": "several", "designated": "H3"}
    irr = first(play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7,D2", answers), KIND)
    assert pcs(irr) == [("W", "C7", "major", "58B2"), ("W", "D2", "major", "58B2")]


def test_58B2_the_card_chosen_is_judged_like_any_card_a_revoke() -> None:
    answers = {"in_time": "yes", "visible": "several", "designated": "C7"}
    r = play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7", answers)
    assert kinds(r) == [KIND, "revoke"]
    assert pcs(first(r, KIND)) == [("W", "H3", "minor", "58B2")]


def test_58B2_48A_declarers_other_cards_go_back() -> None:
    answers = {"in_time": "yes", "visible": "several", "designated": "H5"}
    r = play(f"{T1} E:HK S:H9 W:H3 N:simultaneous:H5,SA", answers)
    irr = first(r, KIND)
    assert pcs(irr) == [] and "48A" in laws(irr)
    assert cards(r, 2)[3] == ("N", "H5")


def test_58B4_67B2_found_late_the_faced_card_stays_and_the_other_goes_back() -> None:
    answers = {"in_time": "no", "faced": "H3", "exposed": "no"}
    r = play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7 N:H5", answers)
    irr = first(r, KIND)
    assert irr.law == "67B2" and pcs(irr) == []
    assert [s.law for s in irr.steps][1:] == ["67B2(a)", "67B2(b)"]
    assert cards(r, 2)[2] == ("W", "H3")


def test_67B2a_director_cannot_tell_the_highest_legal_card_stays() -> None:
    answers = {"in_time": "no", "faced": "unknown", "exposed": "no"}
    r = play(f"{T1} E:HK S:H9 W:simultaneous:C7,H6,H3", answers)
    assert cards(r, 2)[2] == ("W", "H6")  # H6 and H3 were legal; C7 was not


def test_67B2_footnote_an_exposed_restored_card_of_a_defender_is_a_penalty_card() -> None:
    answers = {"in_time": "no", "faced": "H3", "exposed": "yes"}
    irr = first(play(f"{T1} E:HK S:H9 W:simultaneous:H3,C7", answers), KIND)
    assert pcs(irr) == [("W", "C7", "minor", "67B2")]


def test_58B_cards_must_be_held() -> None:
    with pytest.raises(InvalidEventError, match=r"event 9 \(W:simultaneous:H3,SA\)"):
        play(f"{T1} E:HK S:H9 W:simultaneous:H3,SA")


def test_58B2_the_designated_card_is_the_play_not_a_failure_to_play_a_penalty_card() -> None:
    # Two hearts at once: the other heart, now a penalty card, could have been played to the
    # trick - the designated card is still West's play (no Law 52).
    answers = {"in_time": "yes", "visible": "several", "designated": "H2"}
    r = play("E:HA S:H8 W:simultaneous:H2,H3 N:H4", answers)
    assert kinds(r) == [KIND]
    irr = first(r, KIND)
    assert pcs(irr) == [("W", "H3", "minor", "58B2")] and "50C" in laws(irr)
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H2"), ("N", "H4")]


def test_58B3_not_stated_when_the_offender_completed_the_trick() -> None:
    answers = {"in_time": "yes", "visible": "several", "designated": "H4"}
    r = play("E:HA S:H8 W:H2 N:simultaneous:H4,H5", answers)
    irr = first(r, KIND)
    assert "58B3" not in laws(irr) and "48A" in laws(irr)


def test_58A_simultaneous_play_counts_after_the_other_card() -> None:
    r = play("E:HA S:simultaneous:H8 W:H2 N:H4")
    irr = first(r, "simultaneous-play")
    assert (irr.law, irr.offender, irr.event) == ("58A", "S", 4)
    assert "played at the same moment as East's HA" in irr.steps[0].text
    assert pcs(irr) == [] and kinds(r) == ["simultaneous-play"]
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H2"), ("N", "H4")]


def test_58A_then_judged_in_that_order_a_premature_play() -> None:
    # West plays with East's lead: it counts after it, so before South's turn (57D).
    r = play("E:HA W:simultaneous:H2 S:H8 N:H4")
    assert kinds(r) == ["simultaneous-play", "premature-play"]
    assert first(r, "premature-play").law == "57D"
    assert cards(r, 1) == [("E", "HA"), ("S", "H8"), ("W", "H2"), ("N", "H4")]


def test_67B2_a_card_kept_from_a_simultaneous_play_after_his_own_card_is_held_as_a_lead() -> None:
    """West has played to trick 2 and then plays two cards at once, found too late: the card
    faced is a premature lead to trick 3 (57), made once the trick is complete - a lead out
    of turn since East won trick 2 (issue 27: an AssertionError in the play driver)."""
    answers = {"in_time": "no", "faced": "C8", "exposed": "no"}
    r = play(f"{T1} E:HK S:H9 W:H3 W:simultaneous:C8,D2 N:H5", answers)
    assert kinds(r) == [KIND, "premature-play", "lead-out-of-turn"]
    assert cards(r, 2) == [("E", "HK"), ("S", "H9"), ("W", "H3"), ("N", "H5")]
    assert first(r, "lead-out-of-turn").offender == "W"
