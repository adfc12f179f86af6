"""Laws 41A, 54, 57 and 60B: face-down and opening leads out of turn, premature plays, a
play before declarer's lead from the correct hand (leads out of turn during the play, Laws
53, 55 and 56: tests/rules/wbf2017/test_law53_lead_out_of_turn.py)."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.play.helpers import first, kinds, laws, play, tricks

# North declares 1S; East is the opening leader, West his partner.


def test_54B_declarer_accepts_the_opening_lead_and_plays_second() -> None:
    r = play("W:H2 N:H4 E:HA S:H8", {"could_see_dummy": "no", "declarer_choice": "accept"})
    irr = first(r, "opening-lead-out-of-turn")
    assert (irr.law, irr.offender) == ("54", "W")
    seen, choice = irr.questions
    assert (seen.id, seen.asks, seen.law) == ("could_see_dummy", "director", "54C")
    assert (choice.asks, choice.seat) == ("declarer", "N")
    assert [o.value for o in choice.options] == ["accept", "dummy"]
    assert "54B" in laws(irr)
    assert r.play[0].leader == "W" and r.play[0].winner == "E"


def test_54_all_five_choices_are_offered_when_nobody_has_played() -> None:
    r = play("W:H2", {"could_see_dummy": "no"})
    irr = first(r, "opening-lead-out-of-turn")
    assert [o.value for o in irr.questions[1].options] == ["accept", "dummy", "refuse"]
    assert irr.open_questions == ["declarer_choice"] and r.stopped_at == 3


def test_54C_the_directors_finding_comes_before_declarers_choice() -> None:
    irr = first(play("W:H2"), "opening-lead-out-of-turn")
    assert irr.open_questions == ["could_see_dummy"] and len(irr.questions) == 1


def test_54A_declarer_who_began_to_spread_his_hand_becomes_dummy_unasked() -> None:
    r = play("W:H2 N:spread N:H4 E:HA S:H8")
    irr = first(r, "opening-lead-out-of-turn")
    assert irr.questions == [] and "54A" in laws(irr)
    dc = irr.rectification.declarer_change
    assert dc is not None and (dc.was, dc.now, dc.law) == ("N", "S", "54A")
    assert kinds(r) == ["opening-lead-out-of-turn"]  # no Law 24 for the spread cards


def test_54C_dummy_faced_his_cards_declarer_must_accept_unasked() -> None:
    r = play("W:H2 S:spread N:H4 E:HA S:H8")
    irr = first(r, "opening-lead-out-of-turn")
    assert irr.questions == [] and "54C" in laws(irr)
    assert irr.rectification.declarer_change is None and r.play[0].leader == "W"


def test_54_spread_elsewhere_is_a_one_line_error() -> None:
    with pytest.raises(InvalidEventError, match=r"event 4 .*'spread' records"):
        play("E:HA N:spread")


def test_54B2_declarer_plays_second_from_dummy_accepts_without_question() -> None:
    r = play("W:H2 S:H8 E:HA N:H4")
    irr = first(r, "opening-lead-out-of-turn")
    assert irr.questions == [] and "54B2" in laws(irr)


def test_54B1_option_text_dummy_spread_then_declarer_plays_second_from_his_hand() -> None:
    irr = first(play("W:H2", {"could_see_dummy": "no"}), "opening-lead-out-of-turn")
    accept = irr.questions[1].options[0]
    assert accept.value == "accept"
    assert accept.outcome.index("dummy is spread") < accept.outcome.index("second card")


def test_54B1_accepted_the_ruling_waits_for_declarers_second_card() -> None:
    r = play("W:H2", {"could_see_dummy": "no", "declarer_choice": "accept"})
    assert r.pending is not None
    assert (r.pending.seat, r.pending.awaits, r.pending.law) == ("N", "play", "54B1")
    assert [o.outcome[:4] for o in r.pending.options] == ["54B1", "54B2"]


def test_54B2_dummy_card_played_second_one_panel_no_57C3_and_shown_in_the_trick() -> None:
    r = play("W:H2 S:H8")
    assert kinds(r) == ["opening-lead-out-of-turn"]  # no 57C3 premature play
    irr = first(r, "opening-lead-out-of-turn")
    text = " ".join(s.text for s in irr.steps)
    assert "second card from dummy" in text and "from his own hand" not in text
    assert [(c.seat, c.card) for c in r.play[0].cards] == [("W", "H2"), ("S", "H8")]
    done = play("W:H2 S:H8 N:H4 E:HA")
    assert kinds(done) == ["opening-lead-out-of-turn"] and done.play[0].winner == "E"
    assert len(done.play[0].cards) == 4


def test_54A_declarer_spreads_his_hand_and_becomes_dummy() -> None:
    r = play("W:H2 N:H4 E:HA S:H8", {"declarer_choice": "dummy", "could_see_dummy": "no"})
    irr = first(r, "opening-lead-out-of-turn")
    dc = irr.rectification.declarer_change
    assert dc is not None and (dc.was, dc.now, dc.law) == ("N", "S", "54A")
    assert r.result is not None and r.result.declarer == "S"


def test_54C_declarer_who_could_have_seen_dummy_must_accept() -> None:
    r = play("W:H2 N:H4 E:HA S:H8", {"could_see_dummy": "yes"})
    irr = first(r, "opening-lead-out-of-turn")
    assert "54C" in laws(irr) and irr.rectification.declarer_change is None
    assert [q.id for q in irr.questions] == ["could_see_dummy"]
    assert r.play[0].leader == "W"


def test_54D_refused_lead_becomes_major_penalty_card_then_50D2_options() -> None:
    r = play(
        "W:H2 E:CA",
        {"declarer_choice": "refuse", "could_see_dummy": "no"},
        {"declarer_choice": "prohibit:H"},
    )
    irr = first(r, "opening-lead-out-of-turn")
    assert [(p.seat, p.card, p.kind, p.law) for p in irr.rectification.penalty_cards] == [
        ("W", "H2", "major", "54D")
    ]
    options = first(r, "penalty-card-lead-options")
    assert (options.law, options.offender) == ("50D2", "W")
    lr = options.rectification.lead_restrictions[0]
    assert (lr.player, lr.declarer_may, lr.suit, lr.law) == ("E", "prohibit", "H", "50D2(a)")
    assert options.rectification.unauthorised_information is not None
    assert options.rectification.unauthorised_information.law == "50E2"


def test_50D2a_required_suit_not_led_when_able_is_a_revoke() -> None:
    r = play(
        "W:H2 E:CA",
        {"declarer_choice": "refuse", "could_see_dummy": "no"},
        {"declarer_choice": "require:H"},
    )
    assert kinds(r) == ["opening-lead-out-of-turn", "penalty-card-lead-options", "revoke"]
    assert "61A" in laws(first(r, "revoke"))


def test_50D2b_neither_card_stays_and_must_be_played_at_first_opportunity() -> None:
    # West's H2 stays a major penalty card; East leads a heart and West must play H2.
    r = play(
        "W:H2 E:HA S:H8 W:H3 N:H4",
        {"declarer_choice": "refuse", "could_see_dummy": "no"},
        {"declarer_choice": "neither"},
        {"accept": "no"},
    )
    assert kinds(r) == [
        "opening-lead-out-of-turn",
        "penalty-card-lead-options",
        "penalty-card-not-played",
    ]
    nope = first(r, "penalty-card-not-played")
    assert "52B2" in laws(nope)
    assert [(p.card, p.kind) for p in nope.rectification.penalty_cards] == [("H3", "major")]
    assert [(c.seat, c.card) for c in r.play[0].cards][2] == ("W", "H2")


def test_52B1_declarer_accepts_the_wrong_card() -> None:
    r = play(
        "W:H2 E:HA S:H8 W:H3 N:H4",
        {"declarer_choice": "refuse", "could_see_dummy": "no"},
        {"declarer_choice": "neither"},
        {"accept": "yes"},
    )
    nope = first(r, "penalty-card-not-played")
    assert "52B1(c)" in laws(nope)
    review = nope.rectification.adjusted_score_review
    assert review is not None and review.law == "64C"


def test_52B1b_the_question_names_the_obligation_to_accept() -> None:
    r = play(
        "W:H2 E:HA S:H8 W:H3 N:H4",
        {"declarer_choice": "refuse", "could_see_dummy": "no"},
        {"declarer_choice": "neither"},
        {"accept": "yes"},
    )
    nope = first(r, "penalty-card-not-played")
    assert "52B1(b)" in nope.questions[0].text and nope.questions[0].asks == "declarer"


def test_54E_opening_lead_by_declaring_side_is_law_24() -> None:
    r = play("S:H8 E:HA S:H8 W:H2 N:H4")
    irr = first(r, "card-exposed-during-auction")
    assert irr.offender == "S" and "24D" in laws(irr)
    assert not irr.rectification.penalty_cards


def test_41A_face_down_lead_out_of_turn_goes_back() -> None:
    r = play("W:facedown:H2 E:HA S:H8 W:H2 N:H4", {"face_seen": "no"})
    irr = first(r, "face-down-lead-out-of-turn")
    assert (irr.law, irr.offender) == ("41A", "W") and "41A" in laws(irr)
    assert kinds(r) == ["face-down-lead-out-of-turn"]
    assert r.play[0].leader == "E"


def test_41A_face_down_lead_seen_by_partner_is_law_24_penalty_card() -> None:
    r = play("W:facedown:H2", {"face_seen": "yes"}, {})
    assert kinds(r) == ["face-down-lead-out-of-turn", "card-exposed-during-auction"]
    assert r.irregularities[1].rectification.penalty_cards[0].kind == "major"


def test_41A_24B_seen_face_down_lead_enforces_no_pass_so_no_72C_review() -> None:
    # The auction has ended: 24B's pass does not arise, nor the 72C review of it.
    r = play("W:facedown:DJ", {"face_seen": "yes"}, {})
    rect = r.irregularities[1].rectification
    assert rect.must_pass == [] and "72C" not in rect.laws
    assert rect.adjusted_score_review is None
    assert [(p.card, p.kind, p.law) for p in rect.penalty_cards] == [("DJ", "major", "24E")]


def test_54_correct_leaders_face_down_lead_goes_back_when_partner_faces_a_lead() -> None:
    r = play("E:facedown:HA W:H2", {})
    assert r.result is not None and any(n.law == "54" for n in r.result.notes)
    assert kinds(r) == ["opening-lead-out-of-turn"]


def test_60B_defender_plays_before_declarer_leads_from_the_right_hand() -> None:
    r = play(tricks(upto=6) + " N:SA W:S3", {"west_played_first": "no", "accept": "no"}, {})
    irr = first(r, "play-before-declarer-lead")
    assert irr.rectification.penalty_cards[0].law == "60B"


def test_57A_defender_plays_ahead_of_partner_declarer_chooses_highest() -> None:
    r = play(tricks(upto=6) + " S:S4 E:S8 W:S3 N:SA E:S8", {"declarer_choice": "highest"})
    irr = first(r, "premature-play")
    assert (irr.law, irr.offender) == ("57A", "E")
    assert irr.rectification.penalty_cards[0].kind == "major"
    pr = irr.rectification.play_restrictions[0]
    assert (pr.player, pr.must, pr.trick, pr.law) == ("W", "highest-of-suit-led", 7, "57A1")
    assert kinds(r) == ["premature-play"] and r.play[6].winner == "N"


def test_57A2_partner_not_playing_lowest_when_able_is_a_revoke() -> None:
    r = play(tricks(upto=6) + " S:DA E:D5 W:DJ", {"declarer_choice": "lowest"}, {})
    assert kinds(r) == ["premature-play", "revoke"]
    assert first(r, "revoke").steps[0].text.endswith("though able to comply.")


def test_57A3_57A4_options_name_the_other_suits() -> None:
    r = play(tricks(upto=6) + " S:DA E:D5")
    values = [o.value for o in first(r, "premature-play").questions[0].options]
    assert values == ["highest", "lowest", "play:S", "play:H", "play:C", "not:S", "not:H", "not:C"]


def test_57D_legal_card_before_rho_is_played_at_its_turn() -> None:
    r = play("E:HA W:H2 S:H8 N:H4")
    irr = first(r, "premature-play")
    assert irr.law == "57D" and not irr.rectification.penalty_cards
    assert [c.seat for c in r.play[0].cards] == ["E", "S", "W", "N"]


def test_57D_illegal_card_before_rho_is_a_major_penalty_card() -> None:
    r = play("E:HA W:C7")
    irr = first(r, "premature-play")
    assert irr.law == "57D" and irr.rectification.penalty_cards[0].card == "C7"


def test_57C3_declarer_plays_early_from_dummy_card_stands() -> None:
    r = play("E:HA N:H4 S:H8 W:H2")
    irr = first(r, "premature-play")
    assert irr.law == "57C3" and [c.seat for c in r.play[0].cards] == ["E", "S", "W", "N"]


# Dummy won trick 6, so the lead is in dummy; declarer leads SA from his own hand, then
# plays dummy's S4, and a defender plays: the lead stands, every card stays played.


def test_24D_24E_after_the_auction_the_offenders_role_is_stated_not_conditional() -> None:
    # Law 24 applied after the auction (41A, 54E): the contract is known, so the statements
    # say what is, not "until the auction ends" or "if he becomes a defender".
    r = play("W:facedown:DJ", {"face_seen": "yes"}, {})
    texts = [s.text for s in r.irregularities[1].steps]
    assert any("West is a defender: each exposed card is a major penalty card" in t for t in texts)
    assert not any("until the auction ends" in t or "becomes a defender" in t for t in texts)
    r = play("S:H8 E:HA S:H8 W:H2 N:H4")
    irr = first(r, "card-exposed-during-auction")
    texts = [s.text for s in irr.steps]
    assert any(t.startswith("South is dummy: the exposed cards go back") for t in texts)
    assert not any("becomes a defender" in t for t in texts)
    assert [q.id for q in irr.questions] == []  # no 50B question: no penalty card can arise


def test_54A_the_new_declarer_is_declarer_in_contract_result_and_score() -> None:
    r = play(tricks((1, "W:H2 N:spread N:H4 E:HA S:H8")))
    assert r.contract is not None and (r.contract.declarer, r.contract.text) == ("S", "1S by S")
    assert r.result is not None and r.result.declarer == "S"
    assert r.score is not None and r.score.declarer == "S" and r.score.ns == 80
    data = r.model_dump(mode="json")
    assert data["contract"]["text"] == "1S by S" and data["score"]["declarer"] == "S"
