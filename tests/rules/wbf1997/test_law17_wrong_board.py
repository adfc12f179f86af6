"""Law 17D (1997) against 2017 15A: a call made holding the cards of another board."""

import pytest

from director.engine.table import ContradictionError
from director.rules.wbf1997.law17_wrong_board import WrongBoard1997
from director.rules.wbf1997.law17_wrong_board import rule as rule_1997
from director.rules.wbf2017.law15_wrong_board import WrongBoard
from tests.rules.auction.helpers import auction
from tests.rules.wbf1997.editions import NEW, OLD, first, rule

LATER = {"other_board": "later"}


def test_17D_1997_no_significant_difference_lho_must_repeat_his_call() -> None:
    new = rule(NEW, "1H 1S N:wrong-board 1H", "N")
    assert "15A1" in first(new).rectification.laws and auction(new) == "N:1H"
    old = rule(OLD, "1H 1S N:wrong-board 1H 1S", "N", {**LATER, "differs_significantly": False})
    assert auction(old) == "N:1H E:1S" and first(old).rectification.laws == ["17D"]
    assert old.not_played is None and first(old).rectification.adjusted_score_review is None
    with pytest.raises(ContradictionError, match="17D"):
        rule(OLD, "1H 1S N:wrong-board 1H 2S", "N", {**LATER, "differs_significantly": False})


def test_17D_1997_significant_difference_after_lho_called_artificial_scores_board_stops() -> None:
    old = rule(OLD, "1H 1S N:wrong-board 1NT", "N", {**LATER, "differs_significantly": True})
    irr = first(old)
    assert old.not_played == "17D" and old.turn is None
    said = " ".join(s.text for s in irr.steps)
    assert "artificial adjusted scores on this board" in said and "Law 90" in said
    assert "must repeat" not in said  # the auction does not go on
    with pytest.raises(ContradictionError, match="not played on"):
        rule(OLD, "1H 1S N:wrong-board 1NT 1S", "N", {**LATER, "differs_significantly": True})


def test_17D_1997_lho_had_not_called_no_comparison_auction_goes_on() -> None:
    old = rule(OLD, "1H N:wrong-board 1NT P", "N", LATER)
    assert auction(old) == "N:1NT E:Pass" and old.not_played is None
    assert [q.id for q in first(old).questions] == ["other_board"]


@pytest.mark.parametrize(
    ("there", "said"),
    [
        ("same", "may let that board be played normally"),
        ("differs", "artificial adjusted scores on that board"),
        ("later", "if he repeats 1H there"),
    ],
)
def test_17D_1997_second_sentence_the_board_the_cards_came_from(there: str, said: str) -> None:
    old = rule(OLD, "1H N:wrong-board 1NT", "N", {"other_board": there})
    assert any(said in s.text for s in first(old).steps if s.law == "17D")


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, WrongBoard) and type(rule_1997) is WrongBoard1997
    assert "17D" in WrongBoard1997.steps() and "15A2(b)" not in WrongBoard1997.steps()
