"""Law 21B (1997) against 2017: a call changed because of misinformation."""

from director.rules.wbf1997.law21_misinformation import Misinformation1997
from director.rules.wbf1997.law21_misinformation import rule as rule_1997
from director.rules.wbf2017.law21_misinformation import Misinformation
from tests.rules.auction.helpers import auction
from tests.rules.wbf1997.editions import NEW, OLD, first, rule

# 21B: N opens 1NT, E overcalls 2C, S bids 2D (explained wrongly by North), West passes on
# the strength of it, North rebids 2H; then West learns the truth and wants to double.
MI = "1NT 2C 2D P 2H W:misinformed:X"


def test_21B1_1997_the_change_needs_it_probable_that_misinformation_caused_the_call() -> None:
    new = first(rule(NEW, MI, "N"))
    assert new.open_questions == ["misinformed"] and new.questions[0].law == "21B1(b)"
    old = first(rule(OLD, MI, "N"))
    assert old.open_questions == ["probable"] and "probable" in old.questions[0].text
    r = rule(OLD, f"{MI} N:3H", "N", {"probable": True, "lho_changes": True})
    assert auction(r) == "N:1NT E:2C S:2D W:X N:3H"
    review = first(r).rectification.adjusted_score_review
    assert review is not None and review.law == "21B2"  # the LHO's withdrawn call


def test_21A_1997_own_misunderstanding_then_a_1997_change_of_call() -> None:
    r = rule(OLD, MI, "N", {"probable": False})
    irr = first(r)
    assert "21A" in irr.rectification.laws and irr.steps[-1].law == "25"
    assert r.stopped_at == 6  # North had called: neither 25A nor 25B reaches the change


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, Misinformation) and type(rule_1997) is Misinformation1997
    assert Misinformation1997.steps()["21B1"] == "no_right"
