"""Law 15A, a call made holding the cards of another board: every branch, named by its section."""

import pytest

from director.engine.table import ContradictionError
from tests.rules.auction.helpers import auction, only, rule


def test_15A1_15A2a_partner_has_called_the_board_is_not_played_on() -> None:
    r = rule("1H P 2H N:wrong-board", "N")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("call-with-cards-from-wrong-board", "15A", "N")
    assert sorted(irr.rectification.cancelled_events) == [1, 2, 3]
    assert {"15A1", "15A2(a)", "15A2(c)", "15A3", "15A4"} <= set(irr.rectification.laws)
    assert irr.rectification.unauthorised_information.law == "15A2(c)"
    assert r.not_played == "15A2(a)" and r.contract is None and r.turn is None
    assert auction(r) == ""


def test_15A2a_a_record_that_goes_on_is_a_one_line_error() -> None:
    with pytest.raises(ContradictionError, match=r"event 5 .*not played on after 15A2\(a\)"):
        rule("1H P 2H N:wrong-board P", "N")


def test_15A2b_offender_calls_again_and_the_auction_goes_on_normally() -> None:
    r = rule("1H P N:wrong-board 1NT AP", "N")
    irr = only(r)
    assert "15A2(b)" in irr.rectification.laws and "15A2(a)" not in irr.rectification.laws
    assert sorted(irr.rectification.cancelled_events) == [1, 2]
    assert auction(r) == "N:1NT E:Pass S:Pass W:Pass"
    assert r.contract.text == "1NT by N" and r.not_played is None


def test_15A3_the_other_board_is_stated_as_a_condition() -> None:
    irr = only(rule("1H P N:wrong-board", "N"))
    (step,) = [s for s in irr.steps if s.law == "15A3"]
    assert "if North repeats his call there" in step.text and "1H" in step.text


def test_15A_no_call_made_yet_nothing_is_cancelled() -> None:
    irr = only(rule("1H E:wrong-board", "N"))
    assert irr.rectification.cancelled_events == []
    assert irr.rectification.laws == ["15A1"] and "16D" in irr.steps[0].text
