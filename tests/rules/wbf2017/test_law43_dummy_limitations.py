"""Laws 42 and 43: dummy's rights need no ruling; a breach of 43A is ruled on (43B1), and
after a 43A2 breach dummy's warning (43B2(a)), revoke question (43B2(b)) and remark on a
defenders' irregularity (43B3) carry their own rectification."""

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Irregularity
from tests.rules.play.helpers import first, kinds, laws, play, tricks

T1 = "E:HA S:H8 W:H2 N:H4"
T2 = "E:HK S:H9 W:H3 N:H5"
T3 = "E:HQ S:HT W:H6 N:HJ"
REST_AFTER_T1 = tricks(upto=13).split(" ", 4)[4]


def steps(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


# ------------------------------------------------------------------------------ 43A/43B1


@pytest.mark.parametrize(
    ("what", "law"),
    [("exchange", "43A2(a)"), ("watch", "43A2(b)"), ("look", "43A2(c)"), ("call", "43A1(a)")],
)
def test_43A_43B1_a_breach_is_ruled_and_dummy_is_liable_to_a_procedural_penalty(
    what: str, law: str
) -> None:
    irr = first(play(f"{T1} S:dummy-breach:{what} {T2}"), "dummy-limitation-violated")
    assert (irr.law, irr.offender, irr.event) == (law, "S", 7)
    assert steps(irr)[:2] == [law, "43B1"] and irr.questions == []


def test_43A1c_dummy_taking_part_gives_declarer_UI_and_a_45F_review() -> None:
    irr = first(play(f"{T1} S:dummy-breach:participate"), "dummy-limitation-violated")
    assert irr.rectification.unauthorised_information is not None
    assert irr.rectification.unauthorised_information.whom == "declarer"
    review = irr.rectification.adjusted_score_review
    assert review is not None and review.law == "45F"


def test_43A_only_dummy_can_break_dummys_limitations() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 \(W:dummy-breach:look\).*not dummy"):
        play(f"{T1} W:dummy-breach:look")


# ---------------------------------------------------------------------------- 43B2(a)

# Dummy (South) won trick 6; declarer (North) is about to lead from his own hand.
SIX = tricks(upto=6)


def test_43B2a_after_a_breach_the_defenders_choose_the_hand_declarer_leads_from() -> None:
    events = f"{tricks(upto=5)} S:dummy-breach:exchange E:C5 S:CQ W:C9 N:C4 S:dummy-warns"
    r = play(f"{events} N:SA E:S8 S:S4 W:S3", {}, {"hand": "declarer"})
    irr = first(r, "dummy-warns-lead-from-wrong-hand")
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("hand", "defenders", "43B2(a)")
    assert "43B2(a)" in laws(irr)
    # The lead from declarer's hand now stands: no lead-from-wrong-hand ruling.
    assert kinds(r) == ["dummy-limitation-violated", "dummy-warns-lead-from-wrong-hand"]
    assert r.play[6].leader == "N"


def test_43B2a_the_defenders_may_keep_the_lead_in_dummy() -> None:
    events = f"{tricks(upto=5)} S:dummy-breach:look E:C5 S:CQ W:C9 N:C4 S:dummy-warns N:SA"
    r = play(events, {}, {"hand": "dummy"})
    assert "lead-from-wrong-hand" in kinds(r)


def test_42B2_without_a_recorded_breach_the_warning_is_dummys_right_not_an_irregularity() -> None:
    r = play(f"{SIX} S:dummy-warns S:S4")
    assert kinds(r) == []  # no irregularity, no 43A2 question
    assert r.result is not None and any(n.law == "42B2" for n in r.result.notes)


def test_43B2a_with_a_recorded_breach_the_defenders_choose_the_hand() -> None:
    r = play(f"{SIX} S:dummy-breach:look S:dummy-warns S:S4", {}, {"hand": "dummy"})
    irr = first(r, "dummy-warns-lead-from-wrong-hand")
    assert [q.id for q in irr.questions] == ["hand"] and "43B2(a)" in laws(irr)


def test_43B2a_a_warning_while_a_defender_is_on_lead_is_an_error() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 \(S:dummy-warns\)"):
        play(f"{T1} S:dummy-warns")


# ---------------------------------------------------------------------------- 43B2(b)

# North ruffs the first heart with S2 while holding hearts: a revoke.
REVOKE = "S:dummy-breach:look E:HA S:H8 W:H2 N:S2 S:dummy-asks"


def test_43B2b_dummy_first_to_ask_declarer_corrects_and_law64_applies_as_if_established() -> None:
    answers = ({}, {"attention_drawn": "in-time"}, {"dummy_first": "yes"})
    r = play(f"{REVOKE} N:correct:H4 {REST_AFTER_T1}", *answers)
    asks = first(r, "dummy-asks-about-revoke")
    assert (asks.law, asks.offender) == ("43B2(b)", "S")
    assert asks.questions[0].id == "dummy_first"
    assert [(c.seat, c.card) for c in r.play[0].cards][-1] == ("N", "H4")
    revoke = first(r, "revoke")
    transfer = revoke.rectification.trick_transfer
    assert transfer is not None and (transfer.tricks, transfer.law) == (1, "64A2")
    assert r.result is not None and r.result.after_transfer == 6


def test_43B2b_someone_else_asked_first_the_revoke_is_corrected_without_transfer() -> None:
    r = play(f"{REVOKE} N:correct:H4 {REST_AFTER_T1}", {}, {}, {"dummy_first": "no"})
    assert first(r, "revoke").rectification.trick_transfer is None
    assert r.result is not None and r.result.after_transfer == 7


def test_43B2b_declarer_must_correct_at_once() -> None:
    with pytest.raises(InvalidEventError, match=r"event 8 \(S:dummy-asks\).*N:correct"):
        play(f"{REVOKE} E:HK", {}, {}, {"dummy_first": "yes"})


def test_42B1_without_a_breach_asking_is_dummys_right_and_the_revoke_is_corrected() -> None:
    r = play("E:HA S:H8 W:H2 N:S2 S:dummy-asks N:correct:H4")
    assert kinds(r) == ["revoke"]  # dummy's question is no irregularity; nothing asked
    revoke = first(r, "revoke")
    assert "42B1" in laws(revoke) and "62B" in laws(revoke) and revoke.questions == []


def test_42B1_dummy_asks_only_when_declarer_showed_out() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 \(S:dummy-asks\).*followed suit"):
        play(f"{T1} S:dummy-asks")


# ------------------------------------------------------------------------------- 43B3


def test_43B3_after_a_breach_a_lead_out_of_turn_stands_without_rectification() -> None:
    r = play(f"{T1} S:dummy-breach:watch W:H3 S:dummy-attention N:H5 E:HK S:H9")
    irr = first(r, "dummy-draws-attention")
    assert (irr.law, irr.event) == ("43B3", 9)
    assert "lead-out-of-turn" not in kinds(r)
    assert [(c.seat, c.card) for c in r.play[1].cards] == [
        ("W", "H3"), ("N", "H5"), ("E", "HK"), ("S", "H9"),
    ]  # fmt: skip
    review = irr.rectification.adjusted_score_review
    assert review is not None and review.law == "43B3" and "defenders" in review.reason


def test_43B3_a_revoke_pointed_out_by_dummy_stands_and_transfers_nothing() -> None:
    events = f"{tricks(upto=3)} S:dummy-breach:look E:CA S:C6 W:H7 S:dummy-attention N:C2"
    r = play(f"{events} E:CK S:CJ W:C8 N:C3")
    assert "revoke" not in kinds(r)
    assert "43B3" in laws(first(r, "dummy-draws-attention"))


def test_43B3_an_exposed_card_is_no_penalty_card() -> None:
    r = play(f"{T1} S:dummy-breach:look W:expose:DJ S:dummy-attention")
    assert "card-exposed-by-defender" not in kinds(r)
    assert first(r, "dummy-draws-attention").rectification.penalty_cards == []


def test_43A1b_without_a_43A2_breach_the_irregularity_is_rectified_as_usual() -> None:
    r = play(f"{T1} W:H3 S:dummy-attention", {"dummy_breach": "no"}, {"accept": "no"})
    assert kinds(r) == ["dummy-draws-attention", "lead-out-of-turn"]
    assert steps(first(r, "dummy-draws-attention")) == ["43A1(b)", "43B1"]
    pcs = first(r, "lead-out-of-turn").rectification.penalty_cards
    assert [(p.seat, p.card, p.kind) for p in pcs] == [("W", "H3", "major")]


def test_43A1b_dummy_remarking_on_declarers_irregularity_is_no_43B3_case() -> None:
    r = play(f"{T1} N:SA S:dummy-attention")
    irr = first(r, "dummy-draws-attention")
    assert steps(irr) == ["43A1(b)", "43B1"] and irr.questions == []
