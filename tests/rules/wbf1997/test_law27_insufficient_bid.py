"""Law 27 (1997) against 2017: an insufficient bid."""

from director.rules.wbf1997.law27_insufficient_bid import InsufficientBid1997
from director.rules.wbf1997.law27_insufficient_bid import rule as rule_1997
from director.rules.wbf2017.law27_insufficient_bid import InsufficientBid
from tests.rules.auction.helpers import auction, bars
from tests.rules.wbf1997.editions import NEW, OLD, first, leads, rule


def test_27B2_1997_a_comparable_call_does_not_free_the_partner() -> None:
    new = first(
        rule(NEW, "1H 1S 1H 2NT", "S", {"accept": False, "artificial": False, "comparable": True})
    )
    assert "27B1(b)" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1H 1S 1H 2NT 3S P 4S AP", "S",
                     {"accept": False, "withdrawn_conventional": False}))  # fmt: skip
    assert bars(old) == {("S", "rest-of-auction", "27B2")}
    assert leads(old) == {("require-or-prohibit", "H", "26A2")}
    assert old.rectification.adjusted_score_review.law == "23"  # type: ignore[union-attr]


def test_27B1a_1997_a_conventional_bid_is_never_a_free_correction() -> None:
    new = first(rule(NEW, "1NT 2C 2C 3C", "S",
                     {"accept": False, "artificial": True, "same_denominations": True}))  # fmt: skip
    assert "27B1(a)" in new.rectification.laws and not new.rectification.must_pass
    old = first(rule(OLD, "1NT 2C 2C 3C 3S AP", "S",
                     {"accept": False, "conventional": True, "withdrawn_conventional": False}))  # fmt: skip
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


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, InsufficientBid) and type(rule_1997) is InsufficientBid1997
    assert (
        InsufficientBid1997.steps()["27B"] == "second_insufficient"
        and "27B4" not in InsufficientBid1997.steps()
    )
