"""Law 49 (with 50B): a card a defender exposes becomes a penalty card, minor or major; not
when shown at a claim (68B2, 68D)."""

from tests.rules.play.helpers import TRICKS, first, kinds, play
from tests.rules.wbf2017.card_helpers import T1, T2, T3, pcs, steps


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
