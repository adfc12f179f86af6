"""The same incident under both editions, both rulings checked: situations whose ruling
differs between the 1997 and 2017 codes, each test named for its 1997 section."""

import pytest

from director.engine.table import ContradictionError
from director.errors import UnknownEditionError
from tests.rules.auction.helpers import auction, bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule

# ------------------------------------------------------------ Laws 29-32


def test_31A2a_1997_repeating_the_denomination_still_bars_partner_once() -> None:
    answers = {"west_called_first": False, "accept": False}
    new = first(rule(NEW, "1H N:1S W:2C N:2S", "S", {**answers, "comparable": True}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "1H N:1S W:2C N:2S", "S", {**answers, "conventional": False}))
    assert bars(old) == {("S", "next-turn", "31A2(a)")} and not old.rectification.lead_restrictions
    # A conventional call counts by the denominations it specified (29C): the director says.
    old = first(rule(OLD, "1H N:1S W:2C N:2S", "S",
                     {**answers, "conventional": True, "repeats_denomination": False}))  # fmt: skip
    assert bars(old) == {("S", "rest-of-auction", "31A2(b)")}


def test_31A2b_1997_another_denomination_bars_partner_for_the_rest_of_the_auction() -> None:
    answers = {"west_called_first": False, "accept": False}
    new = first(rule(NEW, "1H N:1S W:2C N:3C", "S", {**answers, "comparable": False}))
    assert bars(new) == {("S", "next-turn", "31A2(b)")}
    old = first(rule(OLD, "1H N:1S W:2C N:3C", "S", {**answers, "conventional": False}))
    assert bars(old) == {("S", "rest-of-auction", "31A2(b)")}
    assert leads(old) == {("require-or-prohibit", "S", "26A2")}


def test_31A1_1997_rho_passes_offender_repeats_no_penalty_in_either_code() -> None:
    for edition, extra in ((OLD, {}), (NEW, {})):
        r = rule(edition, "1H N:1S W:P N:1S", "S", {"west_called_first": False, "accept": False,
                                                    **extra})  # fmt: skip
        assert "31A1" in first(r).rectification.laws and not first(r).rectification.must_pass


def test_31B_1997_bid_at_partners_turn_bars_partner_for_the_rest_of_the_auction() -> None:
    new = first(rule(NEW, "1H P S:2H", "S", {"accept": False}))
    assert "31B1" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H P S:2H", "S", {"accept": False}))
    assert bars(old) == {("N", "rest-of-auction", "31B")}
    assert "26A1" in old.rectification.laws  # South had specified hearts


def test_30B2_1997_pass_at_partners_turn_bars_the_offender_himself() -> None:
    new = first(rule(NEW, "1H P S:P", "S", {"accept": False, "artificial": False}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "1H P S:P", "S", {"accept": False, "conventional": False}))
    assert bars(old) == {("S", "rest-of-auction", "30B2(a)")}
    assert "30B2(b)" in old.rectification.laws


def test_30B2b_1997_the_partner_may_not_double_at_that_turn() -> None:
    rule(NEW, "1H 1S S:P N:X", "S", {"accept": False, "artificial": False})
    with pytest.raises(ContradictionError, match="30B2"):
        rule(OLD, "1H 1S S:P N:X", "S", {"accept": False, "conventional": False})


def test_30A_1997_pass_before_any_bid_at_partners_turn_bars_the_offender_once() -> None:
    new = first(rule(NEW, "S:P", "N", {"accept": False, "artificial": False}))
    assert not new.rectification.must_pass
    old = first(rule(OLD, "S:P", "N", {"accept": False, "conventional": False}))
    assert bars(old) == {("S", "next-turn", "30A")}
    assert old.rectification.adjusted_score_review.law == "72B1"  # type: ignore[union-attr]


def test_32A_1997_double_at_partners_turn_bars_partner_for_the_rest_of_the_auction() -> None:
    new = first(rule(NEW, "1H 1S S:X", "S", {"accept": False}))
    assert "32B1" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H 1S S:X", "S", {"accept": False}))
    assert bars(old) == {("N", "rest-of-auction", "32A")}
    assert leads(old) == {("prohibit", "any-one-suit", "26B")}


def test_32B2_1997_rho_bids_partner_barred_for_the_rest_of_the_auction() -> None:
    answers = {"south_called_first": False, "accept": False}
    new = first(rule(NEW, "1H P W:X S:2H W:P", "N", {**answers, "comparable": False}))
    assert bars(new) == {("E", "next-turn", "32A2(b)")}
    old = first(rule(OLD, "1H P W:X S:2H", "N", answers))
    assert bars(old) == {("E", "rest-of-auction", "32B2")}


def test_32B1_1997_repeated_double_no_penalty_and_no_lead_penalty() -> None:
    old = first(rule(OLD, "1H P W:X S:P W:X", "N", {"south_called_first": False,
                                                      "accept": False}))  # fmt: skip
    assert "32B1" in old.rectification.laws
    assert not old.rectification.must_pass and not old.rectification.lead_restrictions


def test_30C_1997_the_conventional_pass_question_uses_the_1997_word() -> None:
    new = first(rule(NEW, "1H P S:P", "S", {"accept": False}))
    old = first(rule(OLD, "1H P S:P", "S", {"accept": False}))
    assert new.open_questions == ["artificial"] and old.open_questions == ["conventional"]


# ------------------------------------------------------------ Laws 34-39


def test_35C_1997_bid_above_seven_condoned_carries_no_penalty() -> None:
    new = rule(NEW, "1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    assert {("W", "rest-of-auction", "38C"), ("E", "rest-of-auction", "38C")} <= bars(first(new))
    old = rule(OLD, "1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    assert "35C" in first(old).rectification.laws and not first(old).rectification.must_pass
    assert auction(old) == "N:1S E:2H S:4S W:Pass"


def test_38_1997_bid_above_seven_gives_a_lead_penalty_in_its_suit() -> None:
    new = first(rule(NEW, "1S 2H 4S 8H", "N"))
    assert leads(new) == {("prohibit", "any-one-suit-not-bid-by-offender", "26B")}
    old = first(rule(OLD, "1S 2H 4S 8H", "N"))
    assert bars(old) == {("W", "rest-of-auction", "38"), ("E", "rest-of-auction", "38")}
    assert leads(old) == {("require-or-prohibit", "H", "26A2")}


def test_39B_1997_defenders_bid_after_the_final_pass_require_or_prohibit() -> None:
    new = first(rule(NEW, "1S P P P W:2H", "N"))
    assert "39C" in new.rectification.laws and leads(new) == {
        ("prohibit", "any-one-suit-not-bid-by-offender", "26B")
    }
    old = first(rule(OLD, "1S P P P W:2H", "N"))
    assert "39B" in old.rectification.laws and leads(old) == {("require-or-prohibit", "H", "26A2")}


def test_37_1997_barred_players_bid_lead_penalty_follows_law_26() -> None:
    new = rule(NEW, "1H 1S 1H N:P E:2S S:3D", "S", {"accept": False, "comparable": False}, {})
    assert leads(new.irregularities[1]) == {("prohibit", "any-one-suit-not-bid-by-offender", "26B")}
    old = rule(OLD, "1H 1S 1H N:P E:2S S:3D", "S", {"accept": False}, {})
    barred = old.irregularities[1]
    assert barred.law == "37" and leads(barred) == {("require-or-prohibit", "D", "26A2")}
    assert ("N", "rest-of-auction", "37") in bars(barred)


def test_36_1997_has_no_36C_late_discovery_question() -> None:
    # 2017 asks 36C when the record goes on past a possible end of the auction.
    new = first(rule(NEW, "1S X P X P P P", "N"))
    assert new.open_questions == ["after_opening_lead"]
    assert "after_opening_lead" not in first(rule(NEW, "1S X P X", "N")).open_questions
    old = first(rule(OLD, "1S X P X", "N"))
    assert old.open_questions == [] and bars(old) == {("E", "rest-of-auction", "36")}


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


def test_30B1_1997_a_pass_related_to_a_suit_brings_a_law_26_lead_penalty() -> None:
    new = first(rule(NEW, "1H N:P", "S", {"accept": False, "artificial": False}))
    assert bars(new) == {("N", "next-turn", "30A")}
    old = first(rule(OLD, "1H N:P", "S",
                     {"accept": False, "conventional": False, "related_suit": "D"}))  # fmt: skip
    assert bars(old) == {("N", "next-turn", "30B1")}
    assert leads(old) == {("require-or-prohibit", "D", "26A2")}
    old = first(rule(OLD, "1H N:P", "S",
                     {"accept": False, "conventional": False, "related_suit": "none"}))  # fmt: skip
    assert not old.rectification.lead_restrictions


def test_30A_1997_a_second_pass_before_any_bid_is_not_a_30B3_change_of_call() -> None:
    r = rule(OLD, "P N:P", "N")
    assert first(r).steps[-1].law == "30A" and r.stopped_at == 2
