"""Law 25, legal and illegal changes of call: every branch, named by its section."""

import pytest

from tests.rules.auction.helpers import auction, only, rule


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


def test_25A1_unintended_call_needs_no_acceptance() -> None:
    irr = only(rule("N:1H N:P", "N", {"unintended": True}))
    assert [q.id for q in irr.questions] == ["unintended"]
    assert "25A1" in irr.rectification.laws


def test_25B1_accepted_change_withdraws_the_first_call() -> None:
    r = rule("N:1H N:P", "N", {"unintended": False, "accept": True, "comparable": False})
    irr = only(r)
    assert auction(r) == "N:Pass" and irr.rectification.cancelled_events == [1]
    assert "25B1" in irr.rectification.laws


def test_25B1_lho_calling_over_the_change_asks_whether_he_called_before_the_ruling() -> None:
    r = rule("N:1H N:change:P E:1S", "N", {"unintended": False})
    irr = only(r)
    assert irr.open_questions == ["east_called_first"] and irr.questions[-1].law == "25B1"
    r = rule("N:1H N:change:P E:1S", "N",
             {"unintended": False, "east_called_first": True, "comparable": True})  # fmt: skip
    assert "accept" not in [q.id for q in only(r).questions]
    assert auction(r) == "N:Pass E:1S"
    r = rule("N:1H N:change:P E:1S", "N",
             {"unintended": False, "east_called_first": False, "accept": False,
              "comparable": True})  # fmt: skip
    assert auction(r) == "N:1H E:1S"
