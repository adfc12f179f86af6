"""Laws 61-64: revoke detected from the hands, established, corrected, and the trick
transfer computed at the end of play."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.play.helpers import first, kinds, laws, play, tricks

# West holds clubs but shows out on trick 4 (H7); his partner East wins the trick.
REVOKE_T4 = tricks((4, "E:CA S:C6 W:H7 N:C2"), (8, "N:SK E:S9 S:S5 W:C7"))


def test_61A_failure_to_follow_suit_is_a_revoke() -> None:
    r = play(REVOKE_T4, {"attention_drawn": "in-time"})
    irr = first(r, "revoke")
    assert (irr.law, irr.offender, irr.event) == ("61", "W", 17)
    assert "61A" in laws(irr)


def test_63A1_established_when_the_offending_side_plays_to_the_next_trick() -> None:
    irr = first(play(REVOKE_T4, {"attention_drawn": "in-time"}), "revoke")
    est = [s for s in irr.steps if s.law == "63A1"]
    assert est and "event 19" in est[0].text  # East leads to trick 5


def test_64A2_revoker_did_not_win_the_revoke_trick_one_trick() -> None:
    r = play(REVOKE_T4, {"attention_drawn": "in-time"})
    irr = first(r, "revoke")
    tt = irr.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.from_side, tt.to_side, tt.law) == (
        1,
        "EW",
        "NS",
        "64A2",
    )
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (7, 8)
    assert r.score is not None and (r.score.result, r.score.ns) == ("1S+1", 110)
    assert irr.rectification.adjusted_score_review is not None
    assert irr.rectification.adjusted_score_review.law == "64C1"


@pytest.mark.parametrize(("when", "law"), [("next-deal", "64B4"), ("round-ended", "64B5")])
def test_64B4_64B5_attention_drawn_late_no_transfer(when: str, law: str) -> None:
    r = play(REVOKE_T4, {"attention_drawn": when})
    irr = first(r, "revoke")
    assert irr.rectification.trick_transfer is None and law in laws(irr)
    assert r.result is not None and r.result.after_transfer == 7


def test_64_without_an_answer_the_transfer_question_stays_open() -> None:
    r = play(REVOKE_T4)
    irr = first(r, "revoke")
    assert irr.open_questions == ["attention_drawn"]
    assert [o.value for o in irr.questions[0].options] == ["in-time", "next-deal", "round-ended"]


def test_64A1_revoker_won_the_revoke_trick_two_tricks() -> None:
    # North ruffs the heart lead at trick 1 while holding hearts, then draws a trump
    # (establishing the revoke) and claims the rest, agreed.
    events = "E:HA S:H8 W:H2 N:S2 N:SA E:S8 S:S4 W:S3 N:claim:all"
    r = play(events, {"attention_drawn": "in-time"}, {"opponents": "agreed"})
    irr = first(r, "revoke")
    tt = irr.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.from_side, tt.law) == (2, "NS", "64A1")
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (13, 11)
    assert r.score is not None and r.score.result == "1S+4"


def test_64A1_only_the_revoke_trick_when_nothing_later_is_won() -> None:
    # North ruffs trick 1 (revoke), then concedes everything else.
    events = "E:HA S:H8 W:H2 N:S2 N:H4 E:HK S:H9 W:H3 N:concede:all"
    r = play(events, {"attention_drawn": "in-time"}, {"opponents": "agreed"})
    tt = first(r, "revoke").rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.law) == (1, "64A1")
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (1, 0)


def test_64B1_offending_side_won_nothing_from_the_revoke_trick_on() -> None:
    # West shows out of diamonds at trick 11; North-South win tricks 11-13.
    events = tricks((11, "E:D7 S:DA W:CT N:D8"), (13, "S:DQ W:D4 N:DT E:D5"))
    r = play(events)
    irr = first(r, "revoke")
    assert irr.rectification.trick_transfer is None and "64B1" in laws(irr)
    assert irr.questions == []
    assert r.result is not None and r.result.after_transfer == 7


def test_64B6_and_62D1_revoke_on_trick_12() -> None:
    events = tricks((12, "S:DK W:CT N:D9 E:D6"), (13, "S:DQ W:DJ N:DT E:D5"))
    irr = first(play(events), "revoke")
    assert {"62D1", "64B6"} <= set(laws(irr)) and irr.rectification.trick_transfer is None


def test_64B2_second_revoke_in_the_same_suit_by_the_same_player() -> None:
    events = tricks(
        (4, "E:CA S:C6 W:H7 N:C2"),
        (5, "E:CK S:CJ W:D2 N:C3"),
        (8, "N:SK E:S9 S:S5 W:C7"),
        (9, "N:SQ E:ST S:S6 W:C8"),
    )
    r = play(events, {"attention_drawn": "in-time"})
    first_revoke, second = [i for i in r.irregularities if i.kind == "revoke"]
    assert first_revoke.rectification.trick_transfer is not None
    assert first_revoke.rectification.trick_transfer.tricks == 1
    assert second.rectification.trick_transfer is None and "64B2" in laws(second)
    review = second.rectification.adjusted_score_review
    assert review is not None and review.law == "64C2(a)"
    assert r.result is not None and r.result.after_transfer == 8


def test_64B7_both_sides_revoked_no_transfer() -> None:
    events = tricks(
        (4, "E:CA S:C6 W:H7 N:C2"),
        (6, "E:C5 S:CQ W:C9 N:D8"),
        (8, "N:SK E:S9 S:S5 W:C7"),
        (11, "E:D7 S:DA W:D4 N:D9"),
        (12, "S:DK W:DJ N:DT E:D6"),
        (13, "S:DQ W:CT N:C4 E:D5"),
    )
    r = play(events)
    revokes = [i for i in r.irregularities if i.kind == "revoke"]
    assert [i.offender for i in revokes] == ["W", "N"]
    for irr in revokes:
        assert "64B7" in laws(irr) and irr.rectification.trick_transfer is None
        assert irr.rectification.adjusted_score_review is not None
        assert irr.rectification.adjusted_score_review.law == "64C2(b)"


def test_64B3_revoke_by_dummy_no_transfer() -> None:
    events = tricks(upto=5) + " E:C5 S:DA W:C9 N:C4 N:claim:6"
    r = play(events, {}, {"opponents": "agreed"})
    irr = first(r, "revoke")
    assert irr.offender == "S" and "64B3" in laws(irr)
    assert irr.rectification.trick_transfer is None
    assert any(s.law == "63A3" for s in irr.steps)  # established by the claim


def test_62B1_defender_corrects_before_establishment_card_becomes_major_penalty_card() -> None:
    events = (
        tricks(upto=3)
        + " E:CA S:C6 W:H7 N:C2 W:correct:C7 "
        + " ".join(tricks(upto=13).split(" ")[16:])
    )
    r = play(events, {}, {"declarer_choice": "neither"}, {"declarer_choice": "neither"})
    irr = first(r, "revoke")
    assert "62B" in laws(irr) and "62B1" in laws(irr)
    pcs = irr.rectification.penalty_cards
    assert [(p.seat, p.card, p.kind) for p in pcs] == [("W", "H7", "major")]
    assert irr.rectification.trick_transfer is None
    # 50D2: East gets the lead twice while West's H7 lies on the table.
    assert kinds(r).count("penalty-card-lead-options") == 2
    assert r.result is not None and r.result.after_transfer == 7


def test_62B2_declarer_corrects_no_penalty_card() -> None:
    events = "E:HA S:H8 W:H2 N:S2 N:correct:H4"
    irr = first(play(events), "revoke")
    assert "62B2" in laws(irr) and not irr.rectification.penalty_cards


def test_63B_established_revoke_cannot_be_corrected() -> None:
    with pytest.raises(InvalidEventError, match=r"established \(63A1\).*63B"):
        play(REVOKE_T4.split(" E:CK")[0] + " E:CK W:correct:C7")


def test_62B_the_correction_must_itself_be_legal() -> None:
    with pytest.raises(InvalidEventError, match="does not follow"):
        play("E:HA S:H8 W:H2 N:S2 N:correct:D8")


def test_revoke_marked_in_a_record_without_the_deal() -> None:
    r = play("E:HA S:H8 W:revoke:C7 N:H4", deal=None)
    assert kinds(r) == ["revoke"]
    assert "the record marks it" in first(r, "revoke").steps[0].text


# 62D1: West revokes on trick 12 (CT while holding DJ); trick 13 is played; attention is drawn
# before the hands go back into the board.
REVOKE_12 = tricks((12, "S:DK W:CT N:D9 E:D6"), (13, "S:DQ W:DJ N:DT E:D5"))


def test_62D1_revoke_on_trick_12_corrected_after_trick_13_which_is_played_again() -> None:
    r = play(f"{REVOKE_12} W:correct:DJ")
    irr = first(r, "revoke")
    assert {"62D1", "62B1", "62C1", "62D2"} <= set(laws(irr))
    assert [(c.seat, c.card) for c in r.play[11].cards][1] == ("W", "DJ")
    assert [(c.seat, c.card) for c in r.play[12].cards][1] == ("W", "CT")
    assert irr.rectification.trick_transfer is None
    assert "63B, 62D1" in next(s.text for s in irr.steps if s.law == "63A1")


def test_62D1_the_correction_after_trick_13_is_his_trick_13_card() -> None:
    with pytest.raises(InvalidEventError, match=r"event 55 .*the card West played to trick 13"):
        play(f"{REVOKE_12} W:correct:D4")


def test_62C1_non_offender_changes_his_card_a_right_not_a_law_47_retraction() -> None:
    r = play(f"{REVOKE_12} W:correct:DJ N:retract:D9 N:DT")
    assert kinds(r) == ["revoke"]  # no card-retracted
    irr = first(r, "revoke")
    assert any(s.law == "62C1" and "North takes back D9" in s.text for s in irr.steps)
    assert [(c.seat, c.card) for c in r.play[11].cards][2] == ("N", "DT")
    assert [(c.seat, c.card) for c in r.play[12].cards][2] == ("N", "D9")


def test_62C1_not_stated_when_nobody_played_after_the_revoke() -> None:
    # West revokes on trick 2 and corrects at once, before North plays.
    r = play(tricks(upto=1) + " E:HK S:H9 W:C7 W:correct:H3 N:H5")
    irr = first(r, "revoke")
    assert "62C1" not in laws(irr) and "62B1" in laws(irr)
