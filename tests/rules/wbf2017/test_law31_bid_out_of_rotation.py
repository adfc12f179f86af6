"""Law 31 (2017): a bid out of rotation, by whose turn it was."""

import pytest

from director.engine.table import ContradictionError
from tests.rules.auction.helpers import auction, bars, only, rule


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


def test_31C_and_32C_later_bid_or_double_at_lhos_turn() -> None:
    bid = only(rule("N:1H N:2H", "N", {"unintended": True}))
    assert bid.kind == "change-of-call" and "31C" in bid.rectification.laws
    double = only(rule("N:1H E:1S S:2H W:P W:X", "N", {"unintended": True}))
    assert double.kind == "change-of-call" and "32C" in double.rectification.laws


def test_31B2_cited_with_what_it_says() -> None:
    # Dealer South; North bids 1S at his partner's turn; not accepted.
    irr = only(rule("N:1S", "S", {"accept": False}))
    (step,) = [s for s in irr.steps if s.law == "31B2"]
    assert "any legal call at his proper turn" in step.text and "31A2(b)" in step.text
