"""Law 47E: a card taken back because of an opponent's misinformation. 47E1: a lead (or
play) out of turn made because an opponent mistakenly said it was the player's turn is
retracted with no rectification and cannot be accepted (no 53/54/55/56/57 options);
without that finding it stays an irregular card (47F). 47E2: a card played after an
opponent's mistaken explanation, taken back while no card has been played since (an
opening lead only while dummy has faced no card)."""

from tests.rules.play.helpers import first, kinds, laws, play, tricks

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
