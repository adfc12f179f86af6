"""Calls out of rotation (Laws 28-32) and simultaneous calls (33): every branch."""

import pytest

from director.engine.ruling import Ruling
from director.engine.table import ContradictionError
from tests.rules.auction.helpers import auction, bars, only, rule


def test_28A_call_at_barred_rhos_turn_is_in_rotation() -> None:
    # East passed out of turn at North's (his RHO's) turn: 30A bars him for his next turn.
    # North opens; South calls at East's turn: East must pass, so South is in rotation.
    r = rule(
        "E:P N:1H S:2H", "N", {"north_called_first": False, "accept": False, "artificial": False}
    )
    irr = only(r)
    assert auction(r) == "N:1H E:Pass S:2H"
    (step,) = [s for s in irr.steps if s.law == "28A"]
    assert "East is deemed to have passed" in step.text and "(30A)" in step.text
    assert "28A" in irr.rectification.laws


def test_28B_correct_player_calls_before_the_ruling() -> None:
    r = rule("1H N:1S W:P", "S", {"west_called_first": True})
    irr = only(r)
    assert "28B" in irr.rectification.laws
    assert irr.rectification.unauthorised_information.law == "16C2"
    assert irr.rectification.must_pass == []
    assert auction(r) == "S:1H W:Pass"


def test_29A_lho_accepts_by_calling() -> None:
    r = rule("1H S:P W:P", "N")
    irr = only(r)
    assert irr.kind == "pass-out-of-rotation" and "29A" in irr.rectification.laws
    assert auction(r) == "N:1H S:Pass W:Pass"


def test_29A_accepted_when_asked() -> None:
    r = rule("1H N:1S", "S", {"accept": True})
    assert "29A" in only(r).rectification.laws
    assert auction(r) == "S:1H N:1S" and r.turn == "E"


def test_30A_pass_at_rhos_turn_bars_offender_once() -> None:
    r = rule("1H N:P", "S", {"accept": False, "artificial": False})
    irr = only(r)
    assert bars(irr) == {("N", "next-turn", "30A")}
    assert r.turn == "W"


def test_30B1_pass_at_partners_turn_comparable() -> None:
    r = rule("S:P N:P E:P S:P W:P", "N",
             {"accept": False, "artificial": False, "comparable": True})  # fmt: skip
    irr = only(r)
    assert {"30B1(a)", "30B1(b)(i)", "23C"} <= set(irr.rectification.laws)
    assert irr.rectification.must_pass == []
    assert r.passed_out


def test_30B1bii_pass_not_comparable_partner_passes_once() -> None:
    r = rule("S:P N:1H E:P S:1S", "N", {"accept": False, "artificial": False, "comparable": False})
    irr = only(r)
    assert bars(irr) == {("N", "next-turn", "30B1(b)(ii)")}
    assert irr.rectification.lead_restrictions[0].law == "26B"


def test_30B2_pass_at_lhos_turn_after_having_called_is_a_change_of_call() -> None:
    irr = only(
        rule(
            "1H 1S 2H P W:P",
            "N",
            {"accept": False, "unintended": False, "comparable": True},
        )
    )
    assert {"30B2", "25", "25B2", "26A"} <= set(irr.rectification.laws)


def test_30C_artificial_pass_is_treated_under_law_31() -> None:
    irr = only(rule("1H N:P", "S", {"accept": False, "artificial": True}))
    assert irr.law == "31" and "30C" in irr.rectification.laws


def test_31A1_rho_passes_offender_repeats() -> None:
    r = rule("1H N:1S W:P N:1S", "S", {"west_called_first": False, "accept": False})
    irr = only(r)
    assert "31A1" in irr.rectification.laws and irr.rectification.must_pass == []
    assert auction(r) == "S:1H W:Pass N:1S"


def test_31A1_offender_must_repeat_or_the_record_contradicts_itself() -> None:
    with pytest.raises(ContradictionError, match="event 4: Law 31A1 requires North to repeat 1S"):
        rule("1H N:1S W:P N:2S", "S", {"west_called_first": False, "accept": False})


def test_31A2a_rho_bids_offender_makes_comparable_call() -> None:
    irr = only(rule("1H N:1S W:2C N:2S", "S",
                    {"west_called_first": False, "accept": False, "comparable": True}))  # fmt: skip
    assert "31A2(a)" in irr.rectification.laws and irr.rectification.must_pass == []
    assert irr.rectification.adjusted_score_review.law == "23C"


def test_31A2b_rho_bids_offender_call_not_comparable() -> None:
    irr = only(rule("1H N:1S W:2C N:3NT", "S",
                    {"west_called_first": False, "accept": False,
                     "comparable": False}))  # fmt: skip
    assert bars(irr) == {("S", "next-turn", "31A2(b)")}


def test_31B_bid_at_partners_turn() -> None:
    r = rule("S:1NT N:1D E:P S:2NT", "N", {"accept": False, "comparable": False})
    irr = only(r)
    assert {"31B1", "16C2", "31B2", "31A2(b)"} <= set(irr.rectification.laws)
    assert bars(irr) == {("N", "next-turn", "31A2(b)")}


def test_31C_bid_at_lhos_turn_after_having_called_is_a_change_of_call() -> None:
    irr = only(
        rule("1H 1S 2H P W:3C", "N", {"accept": False, "unintended": False, "comparable": False})
    )
    assert {"31C", "25B2", "26B"} <= set(irr.rectification.laws)


def test_32A1_double_repeated_after_rho_passes() -> None:
    r = rule("1H P W:X S:P W:X", "N", {"south_called_first": False, "accept": False})
    irr = only(r)
    assert irr.kind == "double-out-of-rotation" and "32A1" in irr.rectification.laws
    assert auction(r) == "N:1H E:Pass S:Pass W:X"


def test_32A2b_double_not_comparable() -> None:
    irr = only(rule("1H P W:X S:2H W:2S", "N",
                    {"south_called_first": False, "accept": False,
                     "comparable": False}))  # fmt: skip
    assert bars(irr) == {("E", "next-turn", "32A2(b)")}


def test_32B_redouble_at_partners_turn() -> None:
    r = rule("1H X N:XX S:P W:P N:1NT", "N", {"accept": False, "comparable": False})
    irr = only(r)
    assert irr.kind == "redouble-out-of-rotation"
    assert {"32B1", "32B2", "32A2(b)"} <= set(irr.rectification.laws)


def test_33_simultaneous_call_is_deemed_later() -> None:
    r = rule("1H E:simultaneous:1S", "N")
    irr = only(r)
    assert irr.kind == "simultaneous-call" and irr.rectification.laws == ["33"]
    assert auction(r) == "N:1H E:1S"


# A second call at the LHO's turn by a player who has already called (30B2, 31C, 32C) is a
# change of call: Law 25 directly, with no 29A acceptance, no 30C or 29C step.


def _facts(r: Ruling) -> tuple[object, ...]:
    (irr,) = r.irregularities
    rect = irr.rectification
    return (
        irr.kind,
        irr.law,
        [(q.id, q.answer) for q in irr.questions],
        rect.must_pass,
        rect.lead_restrictions,
        rect.cancelled_events,
        auction(r),
    )


@pytest.mark.parametrize(
    ("answers", "standing"),
    [
        ({"unintended": True}, "N:Pass"),
        ({"unintended": False, "accept": True, "comparable": True}, "N:Pass"),
        ({"unintended": False, "accept": False, "comparable": True}, "N:1H"),
    ],
)
def test_30B2_a_pass_after_his_own_call_rules_as_the_change_of_call_it_is(
    answers: dict[str, object], standing: str
) -> None:
    as_call = rule("N:1H N:P", "N", answers)
    as_change = rule("N:1H N:change:P", "N", answers)
    assert _facts(as_call) == _facts(as_change)
    irr = only(as_call)
    assert irr.kind == "change-of-call" and "30B2" in irr.rectification.laws
    assert "29A" not in irr.rectification.laws and "30C" not in irr.rectification.laws
    assert auction(as_call) == standing


def test_31C_and_32C_later_bid_or_double_at_lhos_turn() -> None:
    bid = only(rule("N:1H N:2H", "N", {"unintended": True}))
    assert bid.kind == "change-of-call" and "31C" in bid.rectification.laws
    double = only(rule("N:1H E:1S S:2H W:P W:X", "N", {"unintended": True}))
    assert double.kind == "change-of-call" and "32C" in double.rectification.laws


# 28B with 29A: West, fourth in hand, bids at the dealer's turn; North (his LHO, whose turn
# it was) then calls before the director rules. Both laws describe North's call; the
# director finds which it was.


def test_28B_lho_called_at_his_own_turn_the_call_out_of_rotation_is_cancelled() -> None:
    r = rule("W:1S N:1H", "N", {"north_called_first": True, "lho_called_over": "28B"})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["north_called_first", "lho_called_over"]
    assert irr.questions[1].law == "28B"
    assert "28B" in irr.rectification.laws and "29A" not in irr.rectification.laws
    assert irr.rectification.unauthorised_information.law == "16C2"
    assert irr.rectification.must_pass == [] and irr.rectification.cancelled_events == [1]
    assert auction(r) == "N:1H"


def test_29A_lho_called_over_it_the_call_out_of_rotation_stands() -> None:
    r = rule("W:1S N:2H", "N", {"north_called_first": True, "lho_called_over": "29A"})
    irr = only(r)
    assert "29A" in irr.rectification.laws and "28B" not in irr.rectification.laws
    assert auction(r) == "W:1S N:2H"


def test_29_lho_call_after_the_ruling_is_asked_as_acceptance() -> None:
    irr = only(rule("W:1S N:1H", "N", {"north_called_first": False}))
    assert irr.open_questions == ["accept"]


def test_31B2_cited_with_what_it_says() -> None:
    # Dealer South; North bids 1S at his partner's turn; not accepted.
    irr = only(rule("N:1S", "S", {"accept": False}))
    (step,) = [s for s in irr.steps if s.law == "31B2"]
    assert "any legal call at his proper turn" in step.text and "31A2(b)" in step.text
