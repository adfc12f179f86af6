"""Law 17D (1997) against 2017 15A: a call made holding the cards of another board."""

import pytest

from director.engine.table import ContradictionError
from director.rules.wbf1997.law17_wrong_board import WrongBoard1997
from director.rules.wbf1997.law17_wrong_board import rule as rule_1997
from director.rules.wbf2017.law15_wrong_board import WrongBoard
from tests.rules.auction.helpers import auction
from tests.rules.wbf1997.editions import NEW, OLD, first, rule


def test_17D_1997_wrong_board_lho_must_repeat_his_call_no_cancelled_chain() -> None:
    new = rule(NEW, "1H 1S N:wrong-board 1H", "N")
    assert "15A1" in first(new).rectification.laws and auction(new) == "N:1H"
    old = rule(OLD, "1H 1S N:wrong-board 1H 1S", "N", {"differs_significantly": False})
    assert auction(old) == "N:1H E:1S" and first(old).rectification.laws == ["17D"]
    with pytest.raises(ContradictionError, match="17D"):
        rule(OLD, "1H 1S N:wrong-board 1H 2S", "N", {"differs_significantly": False})
    review = first(
        rule(OLD, "1H 1S N:wrong-board 1NT", "N", {"differs_significantly": True})
    ).rectification.adjusted_score_review
    assert review is not None and review.law == "17D" and "artificial" in review.reason


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, WrongBoard) and type(rule_1997) is WrongBoard1997
    assert "17D" in WrongBoard1997.steps() and "15A2(b)" not in WrongBoard1997.steps()
