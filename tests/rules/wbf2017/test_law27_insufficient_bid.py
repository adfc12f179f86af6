"""Law 27, insufficient bid: every branch, named by its section."""

import pytest

from director.engine.table import AnswerError
from tests.rules.auction.helpers import auction, bars, only, rule


def test_27A1_lho_accepts_by_calling_over_it() -> None:
    r = rule("1H 1S 1H E:P", "S")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender, irr.event) == ("insufficient-bid", "27", "N", 3)
    assert irr.rectification.laws == ["27A1"]
    assert auction(r) == "S:1H W:1S N:1H E:Pass"
    assert irr.questions == []


def test_27A1_lho_accepts_when_asked() -> None:
    irr = only(rule("1H 1S 1H", "S", {"accept": "yes"}))
    assert irr.questions[0].id == "accept" and irr.questions[0].asks == "offender's LHO"
    assert irr.questions[0].seat == "E" and irr.questions[0].answer is True
    assert "27A1" in irr.rectification.laws and not irr.rectification.must_pass


def test_27_without_an_answer_the_question_stays_open_with_its_branches() -> None:
    r = rule("1H 1S 1H 2H", "S")
    irr = only(r)
    assert irr.open_questions == ["accept"]
    assert [o.outcome[:4] for o in irr.questions[0].options] == ["27A1", "27B:"]
    assert r.stopped_at == 3


def test_27B1a_lowest_sufficient_bid_same_denomination() -> None:
    r = rule("1H 1S 1H 2H", "S", {"accept": False, "artificial": False})
    irr = only(r)
    assert irr.rectification.laws == ["27B", "27B1(a)", "27D"]
    assert irr.rectification.must_pass == [] and irr.rectification.lead_restrictions == []
    assert irr.rectification.unauthorised_information is None
    assert irr.rectification.adjusted_score_review.law == "27D"
    assert auction(r) == "S:1H W:1S N:2H"


def test_27B1a_artificial_bids_need_the_directors_judgement() -> None:
    irr = only(rule("1H 1S 1H 2H", "S", {"accept": False, "artificial": True}))
    assert irr.open_questions == ["same_denominations"]
    irr = only(rule("1H 1S 1H 2H", "S",
                    {"accept": False, "artificial": True, "same_denominations": False,
                     "comparable": False}))  # fmt: skip
    assert "27B2" in irr.rectification.laws


def test_27B1a_artificial_bid_replaced_in_another_strain_that_it_specified() -> None:
    # 1NT 2S 2D: South's 2D (a transfer showing hearts) is insufficient; 3H is the lowest
    # sufficient bid specifying hearts: 27B1(a), whatever strain the replacement names.
    r = rule("1NT 2S 2D 3H", "N",
             {"accept": False, "artificial": True, "same_denominations": True})  # fmt: skip
    irr = only(r)
    assert irr.rectification.laws == ["27B", "27B1(a)", "27D"]
    assert irr.rectification.must_pass == [] and irr.rectification.lead_restrictions == []
    assert irr.rectification.unauthorised_information is None
    assert auction(r) == "N:1NT E:2S S:3H"


def test_27B1a_another_strain_is_asked_about_before_partner_is_barred() -> None:
    irr = only(rule("1NT 2S 2D 3H", "N", {"accept": False, "comparable": False}))
    assert irr.open_questions == ["artificial"] and irr.rectification.must_pass == []
    artificial = irr.questions[-1]
    assert artificial.law == "27B1(a)" and artificial.asks == "director"
    assert "27B1(a) does not apply" in artificial.options[0].outcome


def test_27B1a_natural_bids_in_different_strains_go_to_27B1b() -> None:
    r = rule("1NT 2S 2D 3H", "N", {"accept": False, "artificial": False, "comparable": False})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["accept", "artificial", "comparable"]
    assert bars(irr) == {("N", "rest-of-auction", "27B2")}


def test_27B1b_comparable_call() -> None:
    r = rule("1NT 2S 2C S:X", "N", {"accept": False, "comparable": True})
    irr = only(r)
    assert "27B1(b)" in irr.rectification.laws and "27D" in irr.rectification.laws
    assert irr.rectification.must_pass == []
    assert irr.rectification.unauthorised_information is None
    assert auction(r) == "N:1NT E:2S S:X"


def test_27B2_not_comparable_partner_barred_lead_restriction() -> None:
    r = rule(
        "1S 1NT 1H S:3H 3NT AP", "N", {"accept": False, "artificial": False, "comparable": False}
    )
    irr = only(r)
    assert bars(irr) == {("N", "rest-of-auction", "27B2")}
    (lead,) = irr.rectification.lead_restrictions
    assert (lead.player, lead.declarer_may, lead.law, lead.condition) == (
        "N",
        "prohibit",
        "26B",
        None,
    )
    assert lead.offender_named == ["H"]
    assert irr.rectification.unauthorised_information.law == "16C"
    assert irr.rectification.adjusted_score_review.law == "72C"
    assert r.contract.text == "3NT by E"


def test_27B2_barred_partner_passes_through_the_auction() -> None:
    r = rule(
        "1S 1NT 1H S:3H 3NT N:P AP",
        "N",
        {"accept": False, "artificial": False, "comparable": False},
    )
    assert len(r.irregularities) == 1
    assert auction(r).endswith("N:Pass E:Pass S:Pass")


def test_26_no_lead_restriction_when_the_offender_declares() -> None:
    irr = only(
        rule("1H 1S 1H 3H AP", "S", {"accept": False, "artificial": False, "comparable": False})
    )
    assert irr.rectification.lead_restrictions == []
    assert any(s.law == "26" for s in irr.steps)


def test_27B3_attempted_double_not_comparable() -> None:
    r = rule("1D 1S 1H W:X W:P", "E", {"accept": False, "comparable": False})
    irr = only(r)
    assert "27B3" in irr.rectification.laws
    assert bars(irr) == {("E", "rest-of-auction", "27B3")}
    assert sorted(irr.rectification.cancelled_events) == [3, 4]
    assert auction(r) == "E:1D S:1S W:Pass"


def test_27B3_double_that_is_not_even_legal() -> None:
    irr = only(rule("1H 1S 1H N:XX N:2H", "S", {"accept": False}))
    assert "27B3" in irr.rectification.laws


def test_27B4_second_insufficient_bid_not_accepted() -> None:
    r = rule("1S 2H 1NT S:1D S:3C", "N", {"accept": False, "accept_second": False})
    irr = only(r)
    assert "27B4" in irr.rectification.laws
    assert bars(irr) == {("N", "rest-of-auction", "27B4")}
    assert auction(r) == "N:1S E:2H S:3C"


def test_27B4_second_insufficient_bid_accepted() -> None:
    r = rule("1S 2H 1NT S:1D", "N", {"accept": False, "accept_second": True})
    assert "27B4" in only(r).rectification.laws
    assert auction(r) == "N:1S E:2H S:1D"


def test_27C_premature_replacement_cancelled_when_lho_accepts() -> None:
    r = rule("1H 1S 1H N:2H", "S", {"accept": True, "north_called_first": True})
    irr = only(r)
    assert irr.questions[-1].id == "north_called_first" and irr.questions[-1].law == "27C"
    assert "27C" in irr.rectification.laws
    assert auction(r) == "S:1H W:1S N:1H"
    assert irr.rectification.cancelled_events == [4]


def test_27C_a_call_after_the_acceptance_is_a_change_of_call_not_a_replacement() -> None:
    # North's 1H stands once accepted; his 2H after the ruling, at East's turn, is a later
    # bid at his LHO's turn: 31C, Law 25.
    r = rule("1H 1S 1H N:2H", "S", {"accept": True, "north_called_first": False}, {})
    first, second = r.irregularities
    assert first.kind == "insufficient-bid" and "27C" not in first.rectification.laws
    assert second.kind == "change-of-call" and second.event == 4
    assert "31C" in second.rectification.laws


def test_27C_premature_replacement_not_accepted_is_judged_under_27B_and_cited() -> None:
    r = rule("1H 1S 1H N:2H", "S", {"accept": False, "artificial": False})
    irr = only(r)
    assert irr.rectification.laws == ["27B", "27C", "27B1(a)", "27D"]
    (c,) = [s for s in irr.steps if s.law == "27C"]
    assert c.text.startswith("If North made 2H before the director ruled")
    assert auction(r) == "S:1H W:1S N:2H"


def test_27A2_insufficient_bid_out_of_rotation_goes_to_law_31() -> None:
    irr = only(rule("1S 2H W:1H", "N", {"accept": False}))
    assert irr.kind == "bid-out-of-rotation" and "27A2" in irr.rectification.laws


@pytest.mark.parametrize(
    "bad", [{"accept": "maybe"}, {"accept": False, "artificial": False, "comparable": "perhaps"}]
)
def test_answers_that_do_not_fit_are_errors_naming_the_answer(bad: dict[str, object]) -> None:
    with pytest.raises(AnswerError, match=r"answer 1 .*does not fit"):
        rule("1H 1S 1H 3H", "S", bad)


def test_an_answer_to_a_question_never_asked_is_an_error() -> None:
    with pytest.raises(AnswerError, match="'comparible' is not a question here"):
        rule("1H 1S 1H 2H", "S", {"accept": False, "artificial": False, "comparible": True})
