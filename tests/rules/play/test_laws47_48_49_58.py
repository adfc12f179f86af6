"""Laws 47 (a played card taken back; 62C after a revoke's correction), 48 (declarer
exposes a card), 49 and 50B/50C/50E (a defender's exposed card becomes a penalty card) and
58A (simultaneous plays)."""

import re

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Irregularity, Ruling
from tests.rules.play.helpers import TRICKS, first, kinds, laws, play, tricks

# North declares 1S; East leads. West holds 3.7632.J432.T987 (clubs T987).
T1 = "E:HA S:H8 W:H2 N:H4"
T2 = "E:HK S:H9 W:H3 N:H5"
T3 = "E:HQ S:HT W:H6 N:HJ"


def cards(r: Ruling, n: int) -> list[tuple[str, str]]:
    return [(c.seat, c.card) for c in r.play[n - 1].cards]


def pcs(irr: Irregularity) -> list[tuple[str, str, str, str]]:
    return [(p.seat, p.card, p.kind, p.law) for p in irr.rectification.penalty_cards]


def steps(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


# --------------------------------------------------------------------------- Law 48


def test_48A_declarer_exposed_card_is_no_penalty_card_and_no_restriction() -> None:
    # North drops SA; he later plays other cards first with no irregularity.
    r = play(f"{T1} N:expose:SA {T2} {T3}")
    irr = first(r, "card-exposed-by-declarer")
    assert (irr.law, irr.offender, irr.event) == ("48", "N", 7)
    assert irr.questions == [] and pcs(irr) == []
    assert steps(irr) == ["48A", "45C2"]
    assert kinds(r) == ["card-exposed-by-declarer"] and len(r.play) == 3


def test_48A_dummys_exposed_card_is_no_penalty_card() -> None:
    irr = first(play(f"{T1} S:expose:DA"), "card-exposed-by-declarer")
    assert irr.offender == "S" and pcs(irr) == []
    assert "dummy's hand" in irr.steps[0].text


def test_48B2_declarer_facing_his_remaining_cards_may_be_a_claim() -> None:
    r = play(f"{tricks(upto=11)} N:expose:D9,DT")
    irr = first(r, "card-exposed-by-declarer")
    assert steps(irr) == ["48A", "45C2", "48B2"]


def test_48B2_not_stated_for_a_single_card() -> None:
    irr = first(play(f"{T1} N:expose:SA"), "card-exposed-by-declarer")
    assert "48B2" not in steps(irr)


# ----------------------------------------------------------------- Laws 49, 50B, 50E


def test_49_50B_single_low_card_exposed_unintentionally_is_minor() -> None:
    r = play(f"{T1} W:expose:C7", {"unintentional": "yes"})
    irr = first(r, "card-exposed-by-defender")
    assert (irr.law, irr.offender, irr.event) == ("49", "W", 7)
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("unintentional", "director", "50B")
    assert pcs(irr) == [("W", "C7", "minor", "50B")]
    assert steps(irr) == ["49", "50B", "50C", "50E1"]


def test_49_50B_single_low_card_exposed_deliberately_is_major() -> None:
    irr = first(play(f"{T1} W:expose:C7", {"unintentional": "no"}), "card-exposed-by-defender")
    assert pcs(irr) == [("W", "C7", "major", "50B")]


def test_49_50B_question_open_without_an_answer() -> None:
    r = play(f"{T1} W:expose:C7")
    irr = first(r, "card-exposed-by-defender")
    assert irr.open_questions == ["unintentional"] and r.stopped_at == 7
    assert [o.value for o in irr.questions[0].options] == [True, False]


def test_49_50B_an_honour_is_major_without_a_question() -> None:
    irr = first(play(f"{T1} W:expose:CT"), "card-exposed-by-defender")
    assert irr.questions == [] and pcs(irr) == [("W", "CT", "major", "50B")]
    assert "honour rank" in irr.steps[1].text


def test_49_50B_two_cards_exposed_together_are_both_major() -> None:
    irr = first(play(f"{T1} W:expose:C7,C8"), "card-exposed-by-defender")
    assert irr.questions == []
    assert pcs(irr) == [("W", "C7", "major", "50B"), ("W", "C8", "major", "50B")]


def test_50B_a_second_penalty_card_makes_the_first_major() -> None:
    r = play(f"{T1} W:expose:C7 W:expose:D2", {"unintentional": "yes"}, {})
    one, two = [i for i in r.irregularities if i.kind == "card-exposed-by-defender"]
    assert pcs(one) == [("W", "C7", "minor", "50B")]
    assert two.questions == []
    assert pcs(two) == [("W", "D2", "major", "50B"), ("W", "C7", "major", "50B")]
    assert "C7, a minor penalty card until now, becomes a major one." in [s.text for s in two.steps]


def test_50B_the_upgrade_binds_play_the_first_major_card_at_the_first_opportunity() -> None:
    # With C7 now major, West must play it to East's club lead: the C8 is a failure to
    # play a penalty card (50D1, Law 52).
    # East, on lead at tricks 2-4, first gets declarer's 50D2/51B2 choice: "neither".
    neither = {"declarer_choice": "neither"}
    events = f"{T1} W:expose:C7 W:expose:D2 {T2} {T3} E:CA S:C6 W:C8"
    r = play(events, {"unintentional": "yes"}, {}, neither, neither, neither)
    assert kinds(r)[-1] == "penalty-card-not-played"
    assert "C7" in first(r, "penalty-card-not-played").steps[0].text


def test_50C_minor_penalty_card_owner_plays_another_low_card_of_its_suit() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:C8", {"unintentional": "yes"})
    irr = first(r, "penalty-card-not-played")
    assert (irr.law, irr.offender, irr.event) == ("52", "W", 18)
    assert irr.open_questions == ["accept"]


def test_50C_minor_penalty_card_owner_may_play_an_honour_of_its_suit_instead() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:CT N:C2", {"unintentional": "yes"})
    assert kinds(r) == ["card-exposed-by-defender"]
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("W", "CT"), ("N", "C2")]


def test_50C_minor_penalty_card_played_itself_is_no_irregularity() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:C7 N:C2", {"unintentional": "yes"})
    assert kinds(r) == ["card-exposed-by-defender"]


def test_68D_a_defenders_card_shown_after_play_stopped_for_a_claim_is_no_penalty_card() -> None:
    r = play(f"{T1} {T2} N:claim:all W:expose:C7", {"opponents": "agreed"}, {})
    irr = first(r, "card-exposed-by-defender")
    assert irr.questions == [] and pcs(irr) == [] and steps(irr) == ["68D"]


def test_68B2_card_exposed_with_a_void_concession_is_no_penalty_card_16C_applies() -> None:
    events = f"{T1} {T2} E:concede:all E:expose:SJ {' '.join(TRICKS[2:])}"
    r = play(events, {"partner_objected": "yes"}, {})
    irr = first(r, "card-exposed-by-defender")
    assert pcs(irr) == [] and steps(irr) == ["68B2"]
    ui = irr.rectification.unauthorised_information
    assert ui is not None and (ui.law, ui.whom) == ("16C", "West")
    assert kinds(r) == ["claim", "card-exposed-by-defender"]  # SJ need not be played early
    assert r.score is not None and r.score.result == "1S="


def test_68D2b_card_shown_with_a_claim_played_on_is_no_penalty_card() -> None:
    events = f"{T1} {T2} E:claim:all E:expose:SJ {' '.join(TRICKS[2:])}"
    r = play(events, {"opponents": "played-on"}, {})
    irr = first(r, "card-exposed-by-defender")
    assert pcs(irr) == [] and steps(irr) == ["68D2(b)"]


def test_49_card_exposed_after_play_resumed_is_a_penalty_card_again() -> None:
    events = f"{T1} {T2} E:concede:all {T3} W:expose:C7"
    r = play(events, {"partner_objected": "yes"}, {"unintentional": "yes"})
    irr = first(r, "card-exposed-by-defender")
    assert pcs(irr) == [("W", "C7", "minor", "50B")]


# ------------------------------------------------------------------------- Law 58A


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


# --------------------------------------------------------------------------- Law 47


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


# ------------------------------------------------------------------- Law 62C (via 47)

REVOKE_AT_4 = f"{tricks(upto=3)} E:CA S:C6 W:H7 N:C2 W:correct:C7"


def test_62C1_non_offender_takes_back_his_card_after_the_correction_no_question() -> None:
    r = play(f"{REVOKE_AT_4} N:retract:C2 N:C3")
    assert "card-retracted" not in kinds(r)  # his right (62C1), not an irregularity
    irr = first(r, "revoke")
    (step,) = [s for s in irr.steps if s.law == "62C1" and "North takes back C2" in s.text]
    assert "not a retraction under Law 47" in step.text and "16C" in step.text
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("W", "C7"), ("N", "C3")]


def test_62C1_a_card_played_before_the_revoke_is_asked_under_47() -> None:
    r = play(f"{REVOKE_AT_4} S:retract:C6")
    irr = first(r, "card-retracted")
    assert irr.open_questions == ["ground"]


def test_62C2_offenders_next_player_then_takes_back_his_card_a_penalty_card() -> None:
    # West revokes (CT) at trick 12 in second seat; North and East play after it.
    # After the correction North takes his card back (62C1), then East (62C2).
    events = (
        f"{tricks(upto=11)} S:DK W:CT N:D9 E:D6 W:correct:DJ N:retract:D9 E:retract:D6 "
        "N:DT E:D6 S:DQ W:CT N:D9 E:D5"
    )
    r = play(events, {}, {})
    (east,) = [i for i in r.irregularities if i.kind == "card-retracted"]
    assert any(s.law == "62C1" for s in first(r, "revoke").steps)
    assert steps(east)[0] == "62C2" and east.questions == []
    assert pcs(east) == [("E", "D6", "major", "62C2")]
    assert cards(r, 12) == [("S", "DK"), ("W", "DJ"), ("N", "DT"), ("E", "D6")]
    assert r.score is not None and r.score.result == "1S="


def test_62C2_offending_side_first_without_a_non_offenders_withdrawal_is_asked_under_47() -> None:
    events = f"{tricks(upto=11)} S:DK W:CT N:D9 E:D6 W:correct:DJ E:retract:D6"
    irr = first(play(events, {}, {}), "card-retracted")
    assert irr.open_questions == ["ground"]
