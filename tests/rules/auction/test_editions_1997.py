"""The same incident under both editions, both rulings checked: situations whose ruling
differs between the 1997 and 2017 codes, each test named for its 1997 section."""

import pytest

from director.engine.table import ContradictionError
from director.errors import UnknownEditionError
from tests.rules.auction.helpers import auction, bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule

# ----------------------------------------------------------------- Law 27


def test_27B2_1997_a_comparable_call_does_not_free_the_partner() -> None:
    new = first(rule(NEW, "1H 1S 1H 2NT", "S",
                     {"accept": False, "artificial": False, "comparable": True}))
    assert "27B1(b)" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H 1S 1H 2NT", "S", {"accept": False}))
    assert bars(old) == {("S", "rest-of-auction", "27B2")}
    assert leads(old) == {("require-or-prohibit", "H", "26A2")}
    assert old.rectification.adjusted_score_review.law == "23"  # type: ignore[union-attr]


def test_27B1a_1997_a_conventional_bid_is_never_a_free_correction() -> None:
    new = first(rule(NEW, "1NT 2C 2C 3C", "S",
                     {"accept": False, "artificial": True, "same_denominations": True}))  # fmt: skip
    assert "27B1(a)" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1NT 2C 2C 3C", "S", {"accept": False, "conventional": True}))
    assert "27B2" in old.rectification.laws
    assert bars(old) == {("S", "rest-of-auction", "27B2")}
    # North specified clubs with 3C in the legal auction: 26A1, no lead penalty.
    assert "26A1" in old.rectification.laws and not old.rectification.lead_restrictions


def test_27B1a_1997_natural_cheapest_correction_is_free_with_27B1b_review() -> None:
    old = first(rule(OLD, "1H 1S 1H 2H", "S", {"accept": False, "conventional": False}))
    assert old.rectification.laws == ["27B", "27B1(a)", "27B1(b)"]
    assert not old.rectification.must_pass and old.rectification.unauthorised_information is None
    new = first(rule(NEW, "1H 1S 1H 2H", "S", {"accept": False, "artificial": False}))
    assert new.rectification.adjusted_score_review.law == "27D"  # type: ignore[union-attr]


def test_27B3_1997_a_comparable_double_is_still_cancelled() -> None:
    new = rule(NEW, "1H 1S 1H X", "S", {"accept": False, "comparable": True})
    assert "27B1(b)" in first(new).rectification.laws and auction(new).endswith("N:X")
    old = rule(OLD, "1H 1S 1H X P", "S", {"accept": False})
    assert "27B3" in first(old).rectification.laws
    assert bars(first(old)) == {("S", "rest-of-auction", "27B3")}
    assert auction(old) == "S:1H W:1S N:Pass"


def test_27B_1997_has_no_27B4_a_second_insufficient_bid_is_no_correction() -> None:
    new = first(rule(NEW, "1H 1S 1H 1D", "S", {"accept": False, "accept_second": True}))
    assert "27B4" in new.rectification.laws
    r = rule(OLD, "1H 1S 1H 1D 2D", "S", {"accept": False})
    old = first(r)
    assert "27B4" not in old.rectification.laws and old.rectification.cancelled_events == [3, 4]
    assert auction(r) == "S:1H W:1S N:2D" and bars(old) == {("S", "rest-of-auction", "27B2")}


def test_26A2_1997_declarer_may_require_the_suit_of_the_withdrawn_bid() -> None:
    play = "1S P 2S 1H N:P 4S AP S:HA"
    new = rule(NEW, play, "E", {"accept": False, "comparable": False},
               {"declarer_choice": "prohibit:H"})  # fmt: skip
    assert "require:H" not in [o.value for o in new.irregularities[1].questions[0].options]
    old = rule(OLD, play, "E", {"accept": False}, {"declarer_choice": "require:H"})
    choice = old.irregularities[1]
    assert choice.kind == "withdrawn-call-lead-options" and choice.law == "26"
    assert leads(choice) == {("require", "H", "26A2")}
    assert choice.rectification.lead_restrictions[0].duration == "for his next lead"


def test_26B_1997_declarer_may_prohibit_any_suit_even_one_the_offender_bid() -> None:
    # South doubles at North's turn (32A): North is barred; South had bid diamonds.
    play = "1S P 2S 3D 4S S:X N:P E:P S:P N:SA"
    old = rule(OLD, play, "W", {"accept": False}, {"declarer_choice": "prohibit:D"})
    assert leads(old.irregularities[0]) == {("prohibit", "any-one-suit", "26B")}
    offered = [o.value for o in old.irregularities[1].questions[0].options]
    assert offered == ["prohibit:S", "prohibit:H", "prohibit:D", "prohibit:C", "none"]
    assert leads(old.irregularities[1]) == {("prohibit", "D", "26B")}
    new = first(rule(NEW, "1S P 2S 3D 4S S:X", "W", {"accept": False}))
    assert not new.rectification.must_pass  # 2017 32B: partner may call freely


# ------------------------------------------------------------ Laws 29-32


# ------------------------------------------------------------ Laws 34-39


def test_34_1997_retention_of_the_right_to_call_without_16C() -> None:
    new = rule(NEW, "1H P W:P N:P S:2S AP", "N")
    assert new.irregularities[1].rectification.laws == ["17D3", "16C", "34"]
    old = rule(OLD, "1H P W:P N:P S:2S AP", "N")
    assert old.irregularities[1].law == "34"
    assert old.irregularities[1].rectification.laws == ["34"]
    assert old.contract is not None and old.contract.text == "2S by S"


# ----------------------------------------------------------------- Law 25


def test_25B2b1_1997_purposeful_change_first_call_stands_partner_passes_once() -> None:
    new = rule(NEW, "1C N:change:1NT", "N", {"unintended": False, "accept": False,
                                              "comparable": True})  # fmt: skip
    assert not first(new).rectification.must_pass and auction(new) == "N:1C"
    old = rule(OLD, "1C N:change:1NT", "N", {"inadvertent": False, "accept": False,
                                              "offender_choice": "first"})  # fmt: skip
    assert bars(first(old)) == {("S", "next-turn", "25B2(b)(1)")} and auction(old) == "N:1C"
    assert leads(first(old)) == {("prohibit", "any-one-suit", "26B")}


def test_25B2b2_1997_another_call_caps_the_offenders_at_average_minus() -> None:
    old = rule(OLD, "1C N:change:1NT N:2D", "N", {"inadvertent": False, "accept": False,
                                                   "offender_choice": "other"})  # fmt: skip
    review = first(old).rectification.adjusted_score_review
    assert review is not None and review.law == "25B2(b)(2)" and "average minus" in review.reason
    assert auction(old) == "N:2D" and not first(old).rectification.must_pass


def test_25A_1997_inadvertent_call_only_without_pause_for_thought() -> None:
    old = first(rule(OLD, "1C N:change:1NT", "N"))
    assert old.open_questions == ["inadvertent"] and "pause for thought" in old.questions[0].text
    new = first(rule(NEW, "1C N:change:1NT", "N"))
    assert new.open_questions == ["unintended"]


# --------------------------------------------------- not ruled, never borrowed


@pytest.mark.parametrize(
    ("notation", "law", "event"),
    [("1H P P P W:SA", "54", 5), ("1H P P P E:SA S:S2 W:S3 N:S4 E:expose:HK", "49", 9)],
)
def test_a_kind_not_ruled_under_1997_names_its_1997_section_and_stops(
    notation: str, law: str, event: int
) -> None:
    r = rule(OLD, notation, "N")
    irr = first(r)
    assert irr.law == law and r.stopped_at == event
    assert "does not rule it under the 1997 code" in irr.steps[-1].text
    assert irr.rectification.must_pass == [] and irr.rectification.penalty_cards == []


def test_an_edition_without_rules_is_refused() -> None:
    with pytest.raises(UnknownEditionError, match="no rulings for edition"):
        rule("wbf-1850", "1H", "N")


def test_24B_1997_an_exposed_honour_is_a_penalty_card_only_at_declarers_option() -> None:
    new = first(rule(NEW, "1H E:expose:SK", "N"))
    assert [(p.card, p.kind, p.law) for p in new.rectification.penalty_cards] == [
        ("SK", "major", "24E")
    ]
    old = first(rule(OLD, "1H E:expose:SK", "N"))
    assert bars(old) == {("W", "next-turn", "24B")} and old.rectification.penalty_cards == []
    assert "declarer may treat" in old.steps[-1].text
    assert old.rectification.adjusted_score_review.law == "23"  # type: ignore[union-attr]


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


def test_17D_1997_wrong_board_lho_must_repeat_his_call_no_cancelled_chain() -> None:
    new = rule(NEW, "1H 1S N:wrong-board 1H", "N")
    assert "15A1" in first(new).rectification.laws and auction(new) == "N:1H"
    old = rule(OLD, "1H 1S N:wrong-board 1H 1S", "N", {"differs_significantly": False})
    assert auction(old) == "N:1H E:1S" and first(old).rectification.laws == ["17D"]
    with pytest.raises(ContradictionError, match="17D"):
        rule(OLD, "1H 1S N:wrong-board 1H 2S", "N", {"differs_significantly": False})
    review = first(rule(OLD, "1H 1S N:wrong-board 1NT", "N",
                        {"differs_significantly": True})).rectification.adjusted_score_review
    assert review is not None and review.law == "17D" and "artificial" in review.reason
