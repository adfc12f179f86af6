"""Cards exposed (24), changes of call (25), inadmissible calls (36-39): every branch."""

import pytest

from tests.rules.auction.helpers import auction, bars, only, rule


def test_24A_single_low_card_no_rectification_then_24E_minor_penalty_card() -> None:
    r = rule("1H E:expose:S2 P P P", "N", {"unintentional": True})
    irr = only(r)
    assert irr.kind == "card-exposed-during-auction" and "24A" in irr.rectification.laws
    assert irr.rectification.must_pass == []
    assert irr.questions[0].id == "unintentional" and irr.questions[0].law == "50B"
    assert [(p.card, p.kind, p.law, p.condition) for p in irr.rectification.penalty_cards] == [
        ("S2", "minor", "24E", None)  # East defends 1H: the condition is met
    ]


def test_50B_single_low_card_exposed_deliberately_is_a_major_penalty_card() -> None:
    irr = only(rule("1H E:expose:S2 P P P", "N", {"unintentional": False}))
    assert [(p.card, p.kind) for p in irr.rectification.penalty_cards] == [("S2", "major")]


def test_24E_penalty_card_is_conditional_until_the_offender_defends() -> None:
    irr = only(rule("1H E:expose:SK", "N"))
    (pc,) = irr.rectification.penalty_cards
    assert (pc.kind, pc.condition) == ("major", "East becomes a defender")
    assert irr.questions == []  # an honour: major however exposed, nothing to ask
    (step,) = [s for s in irr.steps if s.law == "24E"]
    assert step.text.startswith("If East becomes a defender")


def test_24A_the_question_is_asked_before_the_auction_goes_on() -> None:
    irr = only(rule("1H E:expose:S2 P", "N"))
    assert irr.open_questions == ["unintentional"]


def test_24B_honour_partner_passes_once_then_major_penalty_card() -> None:
    irr = only(rule("1H E:expose:SK P P P", "N"))
    assert bars(irr) == {("W", "next-turn", "24B")}
    assert [(p.card, p.kind) for p in irr.rectification.penalty_cards] == [("SK", "major")]
    assert irr.rectification.adjusted_score_review.law == "72C"
    assert irr.rectification.unauthorised_information.law == "16C"


def test_24B_card_led_prematurely() -> None:
    irr = only(rule("1H E:lead:S3", "N"))
    assert bars(irr) == {("W", "next-turn", "24B")}
    assert irr.rectification.penalty_cards[0].kind == "major"


def test_24C_two_cards_partner_passes_once_all_major() -> None:
    irr = only(rule("1H E:expose:S2,D3", "N"))
    assert bars(irr) == {("W", "next-turn", "24C")}
    assert {p.kind for p in irr.rectification.penalty_cards} == {"major"}


def test_24D_offender_declares_cards_go_back() -> None:
    irr = only(rule("1H E:expose:SK 1S AP", "N"))
    assert irr.rectification.penalty_cards == []
    assert any(s.law == "24D" for s in irr.steps)


def test_24B_partner_who_bids_at_his_barred_turn_breaks_law_37() -> None:
    r = rule("1H E:expose:SK 1S P W:2S N:P", "N", {}, {"north_called_first": False})
    assert [i.kind for i in r.irregularities] == [
        "card-exposed-during-auction", "call-by-player-required-to-pass",
    ]  # fmt: skip


def test_25A_unintended_call_replaced() -> None:
    r = rule("1C N:change:1NT", "N", {"unintended": True})
    irr = only(r)
    assert "25A1" in irr.rectification.laws and irr.rectification.lead_restrictions == []
    assert auction(r) == "N:1NT"


def test_25A6_lho_withdraws_his_call_over_the_unintended_one() -> None:
    r = rule("1C 1S N:change:1NT", "N", {"unintended": True, "lho_withdraws": True})
    assert "25A6" in only(r).rectification.laws
    assert auction(r) == "N:1NT"


def test_25A4_too_late_once_partner_has_called() -> None:
    r = rule("1C P 1D P N:change:1NT", "N", {"accept": False, "comparable": True})
    irr = only(r)
    assert "25A4" in irr.rectification.laws and "25B2" in irr.rectification.laws


def test_25B1_change_of_mind_accepted() -> None:
    r = rule("1C N:change:1NT", "N", {"unintended": False, "accept": True, "comparable": False})
    irr = only(r)
    assert "25B1" in irr.rectification.laws and irr.rectification.lead_restrictions
    assert irr.rectification.lead_restrictions[0].law == "26B"
    assert auction(r) == "N:1NT"


def test_25B2_change_of_mind_not_accepted() -> None:
    r = rule("1C N:change:1NT", "N", {"unintended": False, "accept": False, "comparable": True})
    irr = only(r)
    assert "25B2" in irr.rectification.laws and "26A" in irr.rectification.laws
    assert irr.rectification.lead_restrictions == []
    assert auction(r) == "N:1C"


def test_25B_law_26_asks_whether_the_standing_call_is_comparable() -> None:
    irr = only(rule("1C N:change:1NT", "N", {"unintended": False, "accept": True}))
    assert irr.open_questions == ["comparable"] and irr.questions[-1].law == "26A"


def test_25A5_no_substitution_once_the_opening_lead_is_faced() -> None:
    r = rule("1S P P P E:DA W:change:2H", "N")
    irr = only(r)
    assert irr.questions == [] and "25A5" in irr.rectification.laws
    assert r.contract.text == "1S by N" and irr.rectification.cancelled_events == [6]


def test_25A5_clarification_period_still_allows_an_unintended_call_to_be_replaced() -> None:
    r = rule("1S P P P W:change:2H", "N", {"unintended": True})
    assert "25A1" in only(r).rectification.laws and "25A5" not in only(r).rectification.laws
    assert auction(r).endswith("W:2H")


@pytest.mark.parametrize(("returned", "outcome"), [(True, "Pass"), (False, "1H")])
def test_25A5_passed_out_board_until_the_hands_are_back_in_the_board_17D2(
    returned: bool, outcome: str
) -> None:
    answers = {"hands_returned": returned} | ({} if returned else {"unintended": True})
    r = rule("P P P P W:change:1H", "N", answers)
    irr = only(r)
    assert irr.questions[0].id == "hands_returned" and irr.questions[0].law == "17D2"
    assert ("25A5" in irr.rectification.laws) is returned
    assert auction(r).endswith(f"W:{outcome}")
