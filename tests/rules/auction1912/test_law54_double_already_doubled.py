"""Auction Bridge 1912, Law 54 (the full code, not the seed): a declaration doubled again by
the doubler's partner stays merely doubled, with no penalty (Card Committee, Case 6)."""

from director.catalog.catalog import get_edition
from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import facts, items, rule, score


def test_54_the_doublers_partner_doubles_again_no_penalty_merely_doubled() -> None:
    r = rule("1H X P X P P P")
    irr = only(r)
    assert facts(r) == ("inadmissible-double", "54", "W", None)
    assert "Case 6" in irr.steps[-1].text and "stays merely doubled" in irr.steps[-1].text
    assert auction(r) == "N:1H E:X S:Pass W:X N:Pass E:Pass S:Pass"
    assert r.contract is not None and r.contract.text == "1HX by N"
    # made with an overtrick: tricks at 16 (doubled, not quadrupled), 50 + 50 (56)
    assert items(score(r, 8)) == [("NS", 32, "47"), ("NS", 50, "56"), ("NS", 50, "56")]


def test_54_the_declarer_may_still_redouble() -> None:
    r = rule("1H X P X XX P P P")
    assert r.contract is not None and r.contract.text == "1HXX by N"


def test_54_other_inadmissible_doubles_name_law_43_and_stop() -> None:
    irr = only(rule("1H P X"))  # South doubles his partner's declaration
    assert (irr.law, irr.not_ruled) == ("43", "43")


def test_54_the_catalog_gives_the_law_and_case_6_with_their_source() -> None:
    law = get_edition("auction-bridge-1912").law(54)
    assert "not in the seed" in law.source and "Case 6" in law.source
    assert "merely doubled" in law.sections[0].text
