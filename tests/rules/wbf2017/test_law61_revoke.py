"""Laws 61-63: revoke detected from the hands, established and corrected (the trick transfer
at the end of play is Law 64's, test_law64_revoke_transfer)."""

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from director.rules.base import Rule
from director.rules.wbf2017.law61_revoke import RevokeRule, rule
from tests.rules.play.helpers import DEAL, first, kinds, laws, play, tricks

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


# 62B: a lead that broke a lead restriction (here 26B, a prohibited suit) is a revoke the
# offender corrects with a legal lead; the follow-suit test does not apply to a lead.
IB_BY_WEST = "N:1S E:pass S:pass W:1H W:pass"  # East barred; 26B at his opening lead
ANSWERS = [{"accept": "no", "comparable": "no"}, {"declarer_choice": "prohibit:H"}]


def replay(events: str) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    return table.replay(parse_notation(events), [dict(a) for a in ANSWERS])


def test_62B_prohibited_lead_corrected_by_a_legal_lead() -> None:
    r = replay(f"{IB_BY_WEST} E:HA E:correct:CA S:C6")
    revoke = first(r, "revoke")
    assert "62B" in laws(revoke)
    # a defender's revoke card becomes a major penalty card (62B1)
    (pc,) = revoke.rectification.penalty_cards
    assert (pc.seat, pc.card, pc.kind, pc.law) == ("E", "HA", "major", "62B1")
    assert [c.card for c in r.play[0].cards][:2] == ["CA", "C6"]


def test_62B_correction_in_the_prohibited_suit_again_is_refused() -> None:
    with pytest.raises(InvalidEventError, match="breaks the lead restriction too"):
        replay(f"{IB_BY_WEST} E:HA E:correct:HK")


def test_the_rule_is_a_rule_with_the_laws_steps() -> None:
    assert isinstance(rule, RevokeRule) and isinstance(rule, Rule)
    assert {"61A", "62B", "62D1"} <= set(RevokeRule.steps())


# 62D1 / 63B: West revokes on trick 12 (no deal: the record marks it), which North wins;
# followed, West's DJ would have won it and his CT then taken trick 13.
REVOKE_12_FOUND_LATE = tricks(
    (11, "E:DA S:D7 W:D4 N:D8"), (12, "E:D6 S:D9 W:revoke:CT N:DT"), (13, "N:D5 E:DQ S:DK W:DJ")
)


def test_62D1_revoke_on_trick_12_found_after_trick_13_asks_whether_the_hands_were_returned() -> (
    None
):
    r = play(REVOKE_12_FOUND_LATE, deal=None)
    assert first(r, "revoke").open_questions == ["hands_returned"]
    assert r.score is None


def test_62D1_hands_still_out_the_revoke_is_corrected_and_trick_13_played_again() -> None:
    r = play(REVOKE_12_FOUND_LATE, {"hands_returned": "no"}, deal=None)
    irr = first(r, "revoke")
    assert "Found before the hands went back" in next(
        s.text for s in irr.steps if s.law == "62D1" and "Found" in s.text
    )
    assert r.play[11].winner == "W" and r.play[12].winner == "W"
    assert r.result is not None and r.result.after_transfer == 4
    assert r.score is not None and r.score.ns == -150


def test_63B_hands_returned_the_revoke_stands_with_no_transfer_64B6() -> None:
    r = play(REVOKE_12_FOUND_LATE, {"hands_returned": "yes"}, deal=None)
    irr = first(r, "revoke")
    assert "64B6" in laws(irr) and "63B" in " ".join(s.text for s in irr.steps if s.law == "62D1")
    assert r.play[11].winner == "N"
    assert r.result is not None and r.result.after_transfer == 6
    assert r.score is not None and r.score.ns == -50
