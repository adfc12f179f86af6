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


def test_36A_lho_called_before_rectification() -> None:
    r = rule("1H P X W:1S S:P", "N", {"later_calls_before_ruling": 0})
    irr = only(r)
    assert irr.kind == "inadmissible-double" and "36A" in irr.rectification.laws
    assert irr.rectification.must_pass == [] and irr.rectification.lead_restrictions == []
    assert sorted(irr.rectification.cancelled_events) == [3, 4]
    assert auction(r) == "N:1H E:Pass S:Pass"


def test_36A_every_call_made_before_rectification_is_cancelled() -> None:
    r = rule("1H P X W:1S N:P E:P S:2H", "N", {"later_calls_before_ruling": 2})
    irr = only(r)
    q = irr.questions[-1]
    assert (q.id, q.law, [o.value for o in q.options]) == (
        "later_calls_before_ruling", "36A", ["0", "1", "2", "3"]
    )
    assert sorted(irr.rectification.cancelled_events) == [3, 4, 5, 6]
    assert auction(r) == "N:1H E:Pass S:2H"


def test_36C_the_director_is_asked_whether_it_was_found_after_the_opening_lead() -> None:
    # The record goes on past a possible end of the auction: was it found only then?
    irr = only(rule("1H P X P P P", "N"))
    assert irr.open_questions == ["after_opening_lead"]
    assert irr.questions[0].law == "36C"


def test_36C_is_not_asked_in_mid_auction() -> None:
    # Typed up to the double (the director is at the table now), or calls after it that
    # cannot have ended the auction: 36C cannot apply, 36B rules at once.
    for notation in ("1H P X", "1H P X W:P S:P"):
        irr = only(rule(notation, "N", {"later_calls_before_ruling": 1} if "W:P" in notation else {}))
        assert "after_opening_lead" not in [q.id for q in irr.questions], notation
        assert "36C" not in irr.rectification.laws


def test_36A_asked_when_the_lho_was_also_the_player_to_call() -> None:
    r = rule("1H 1S 2H P P N:XX E:P", "N", {"east_called_first": False})
    irr = only(r)
    assert "36B4" in irr.rectification.laws
    assert ("S", "rest-of-auction", "36B4") in bars(irr)


def test_36B2_in_turn_partner_passes_for_the_rest_of_the_auction() -> None:
    irr = only(rule("1H P X S:P", "N"))
    assert bars(irr) == {("N", "rest-of-auction", "36B2")}
    assert {"36B1", "36B3", "26B", "72C"} <= set(irr.rectification.laws)


def test_36B4_inadmissible_and_out_of_turn() -> None:
    r = rule("1H S:XX E:P S:P", "N")
    irr = only(r)
    assert irr.kind == "inadmissible-redouble" and "36B4" in irr.rectification.laws
    assert bars(irr) == {("N", "rest-of-auction", "36B4")}
    assert auction(r) == "N:1H E:Pass S:Pass"


def test_36C_found_after_the_opening_lead_scored_undoubled() -> None:
    r = rule("1H P X AP", "N", {"after_opening_lead": True})
    irr = only(r)
    assert "36C" in irr.rectification.laws
    assert r.contract.text == "1H by N" and r.contract.doubled == 0


def test_37A_lho_called_first_the_call_stands() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": True})  # fmt: skip
    irr = r.irregularities[1]
    assert irr.kind == "call-by-player-required-to-pass" and "37A" in irr.rectification.laws
    assert irr.rectification.lead_restrictions == []
    assert "N:4H E:Pass" in auction(r)


def test_37B_call_cancelled_both_pass_for_the_rest() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": False})  # fmt: skip
    irr = r.irregularities[1]
    assert bars(irr) == {("N", "rest-of-auction", "37B2"), ("S", "rest-of-auction", "37B2")}
    assert "N:Pass E:Pass" in auction(r)


def test_38_bid_above_seven_cancelled_both_barred() -> None:
    r = rule("1S 2H 4S 8H", "N")
    irr = only(r)
    assert {"38A", "38B", "38C", "38D", "26B", "72C"} <= set(irr.rectification.laws)
    assert bars(irr) == {("W", "rest-of-auction", "38C"), ("E", "rest-of-auction", "38C")}
    assert auction(r) == "N:1S E:2H S:4S W:Pass"


def test_38D_no_26B_or_72C_when_lho_called_first() -> None:
    r = rule("1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    irr = only(r)
    assert irr.rectification.lead_restrictions == []
    assert irr.rectification.adjusted_score_review is None
    assert sorted(irr.rectification.cancelled_events) == [4, 5]


def test_38B_bid_cancelled_together_with_every_later_call() -> None:
    # The incident: East's 8D, then South and West pass before the director rules.
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 1})  # fmt: skip
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [2, 3, 4]
    assert auction(r) == "N:7H E:Pass"
    assert {"38B", "38C", "38D"} <= set(irr.rectification.laws)
    assert irr.rectification.lead_restrictions == []  # 38D: the LHO had called
    assert ("E", "rest-of-auction", "38C") in bars(irr)


def test_38B_a_later_call_after_the_ruling_is_the_next_call() -> None:
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 0}, {})  # fmt: skip
    first, second = r.irregularities
    assert first.rectification.cancelled_events == [2, 3]
    assert second.kind == "pass-out-of-rotation" and second.event == 4


def test_39A_every_call_after_the_final_pass_is_cancelled() -> None:
    r = rule("1NT AP E:2S S:P W:P N:X", "N", {"south_called_first": True})
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [3, 4, 5, 6]
    assert "39B" in irr.rectification.laws and r.contract.text == "1NT by N"


def test_39B_pass_by_a_defender() -> None:
    irr = only(rule("1NT AP E:P", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39B_call_by_declaring_side() -> None:
    irr = only(rule("1NT AP S:2S", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39C_bid_by_a_defender_gives_26B() -> None:
    irr = only(rule("1NT AP E:2S", "N"))
    assert "39C" in irr.rectification.laws
    assert irr.rectification.lead_restrictions[0].player == "W"


def test_28A_deemed_pass_that_ends_the_auction_makes_the_next_call_late() -> None:
    r = rule("E:expose:SK 1H P P N:2H", "N")
    assert [i.kind for i in r.irregularities] == [
        "card-exposed-during-auction",
        "call-after-final-pass",
    ]
    assert r.contract.text == "1H by N"


def test_35B_barred_player_calling_out_of_turn_is_ruled_under_law_37() -> None:
    r = rule("1H 1S 1H P 2H P P S:3H", "S", {"accept": False, "comparable": False}, {})
    assert [i.kind for i in r.irregularities] == [
        "insufficient-bid",
        "call-by-player-required-to-pass",
    ]


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
