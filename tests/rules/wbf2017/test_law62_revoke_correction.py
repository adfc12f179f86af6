"""Law 62C: cards taken back after a revoke's correction."""

from tests.rules.play.helpers import first, kinds, play, tricks
from tests.rules.wbf2017.card_helpers import REVOKE_AT_4, cards, pcs, steps


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
