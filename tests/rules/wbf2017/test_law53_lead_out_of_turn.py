"""Laws 53, 55 and 56: a lead out of turn during the play - accepted by a statement or by
the next card, retracted (55B) or a penalty card (56B)."""

from director.rules.base import Rule
from director.rules.wbf2017.law53_lead_out_of_turn import LeadOutOfTurn, rule
from tests.rules.play.helpers import first, kinds, laws, play, tricks

# North declares 1S; East is the opening leader, West his partner.


def test_56A_declarer_accepts_defenders_lead_out_of_turn() -> None:
    r = play(tricks(upto=1) + " W:H3", {"accept": "yes"})
    irr = first(r, "lead-out-of-turn")
    assert (irr.law, irr.offender, irr.questions[0].asks) == ("56", "W", "declarer")
    assert "53A" in laws(irr) and r.play[1].leader == "W"


def test_56B_refused_lead_is_a_major_penalty_card_and_50D2_follows() -> None:
    r = play(tricks(upto=1) + " W:H3 E:HK", {"accept": "no"}, {"declarer_choice": "neither"})
    irr = first(r, "lead-out-of-turn")
    assert [(p.card, p.kind, p.law) for p in irr.rectification.penalty_cards] == [
        ("H3", "major", "56B")
    ]
    assert "penalty-card-lead-options" in kinds(r)


def test_53A_lead_accepted_by_a_play_from_the_next_hand() -> None:
    r = play(tricks(upto=1) + " W:H3 N:H5")
    irr = first(r, "lead-out-of-turn")
    assert irr.questions == [] and "53A" in laws(irr)


def test_53A_lead_out_of_turn_at_trick_13_must_be_retracted() -> None:
    r = play(tricks(upto=12) + " W:CT", {})
    irr = first(r, "lead-out-of-turn")
    assert irr.questions == [] and irr.rectification.penalty_cards[0].card == "CT"


def test_55B1_declarer_leads_when_a_defender_should() -> None:
    r = play(tricks(upto=1) + " N:SA", {"accept": "no"})
    irr = first(r, "lead-out-of-turn")
    assert (irr.law, irr.offender, irr.questions[0].asks) == ("55", "N", "defenders")
    assert "55B1" in laws(irr) and not irr.rectification.penalty_cards
    assert irr.rectification.unauthorised_information is not None


def test_55B2_declarer_leads_from_the_wrong_hand() -> None:
    r = play(tricks(upto=6) + " N:SA", {"accept": "no"})
    irr = first(r, "lead-from-wrong-hand")
    assert (irr.law, irr.offender) == ("55", "N") and "55B2" in laws(irr)


def test_53B_correct_leaders_own_lead_stands_after_declarers_lead_out_of_turn() -> None:
    r = play(tricks(upto=1) + " N:SA E:HK", {"own_lead": "yes"})
    irr = first(r, "lead-out-of-turn")
    assert "53B" in laws(irr) and "55B1" in laws(irr)
    assert r.play[1].leader == "E" and [c.card for c in r.play[1].cards] == ["HK"]


def test_53A_correct_leader_played_to_the_irregular_lead_accepts_it() -> None:
    r = play(tricks(upto=1) + " N:SA E:S8", {"own_lead": "no"})
    irr = first(r, "lead-out-of-turn")
    assert "53A" in laws(irr) and r.play[1].leader == "N"


def test_53C_defender_on_the_right_plays_to_declarers_irregular_lead() -> None:
    r = play(tricks(upto=6) + " N:SA W:S3", {"west_played_first": "yes"}, {})
    irr = first(r, "lead-from-wrong-hand")
    assert "53C" in laws(irr) and r.play[6].leader == "N"
    assert "premature-play" in kinds(r)


def test_53C_declarers_wrong_hand_lead_played_to_stands_under_53C_nobody_accepted_it() -> None:
    r = play(tricks(upto=6) + " N:SA W:S3", {"west_played_first": "yes"}, {})
    irr = first(r, "lead-from-wrong-hand")
    assert irr.law == "53C" and "55A" not in laws(irr)
    text = " ".join(s.text for s in irr.steps)
    assert "accept" not in text.replace("accepted", "") and "SA stands as the lead" in text


def test_53A_declarers_wrong_hand_lead_played_to_by_next_hand_stands_under_53A() -> None:
    r = play(tricks(upto=6) + " N:SA E:S8")
    irr = first(r, "lead-from-wrong-hand")
    assert irr.law == "53A" and "55A" not in laws(irr)
    assert "defenders accept" not in " ".join(s.text for s in irr.steps)


def test_55A_declarers_lead_from_the_wrong_hand_accepted_by_the_defenders() -> None:
    r = play(tricks(upto=6) + " N:SA", {"accept": "yes"})
    irr = first(r, "lead-from-wrong-hand")
    assert irr.law == "55A" and "55A" in laws(irr) and "53A" not in laws(irr)
    assert "(as 53A provides)" in irr.steps[-1].text


def test_53A_declarer_played_from_both_hands_then_his_lho_played_the_lead_stands() -> None:
    r = play(tricks(upto=6) + " N:SA S:S4 E:S8 W:S3")
    irr = first(r, "lead-from-wrong-hand")
    assert irr.questions == [] and "53A" in laws(irr)
    assert [(c.seat, c.card) for c in r.play[6].cards] == [
        ("N", "SA"), ("E", "S8"), ("S", "S4"), ("W", "S3")
    ]
    assert not any(i.rectification.penalty_cards for i in r.irregularities)


def test_53C_57C1_declarer_played_from_both_hands_then_his_rho_played() -> None:
    r = play(tricks(upto=6) + " N:SA S:S4 W:S3 E:S8", {"west_played_first": "yes"})
    irr = first(r, "lead-from-wrong-hand")
    assert [q.id for q in irr.questions] == ["west_played_first"]
    assert {"53C", "57C1"} <= set(laws(irr)) and "accept" not in [q.id for q in irr.questions]
    assert not any(i.rectification.penalty_cards for i in r.irregularities)
    assert not any(i.rectification.play_restrictions for i in r.irregularities)
    assert len(r.play[6].cards) == 4


def test_the_rule_is_a_rule_with_the_laws_steps() -> None:
    assert isinstance(rule, LeadOutOfTurn) and isinstance(rule, Rule)
    assert {"53A", "53B", "53C", "55B"} <= set(LeadOutOfTurn.steps())
