"""Auction Bridge 1912, Law 45: a call after the final declaration."""

from tests.rules.auction.helpers import only
from tests.rules.auction1912.helpers import rule


def test_45_overbidding_ones_own_declaration_after_three_passes_does_not_count() -> None:
    r = rule("1H P P P 2H")
    irr = only(r)
    assert (irr.kind, irr.law) == ("call-after-final-pass", "45")
    assert irr.rectification.cancelled_events == [5]
    assert r.contract is not None and r.contract.text == "1H by N"
    assert "his own declaration 1H" in irr.steps[0].text


def test_45_another_players_call_after_the_final_declaration_does_not_count() -> None:
    irr = only(rule("1H P P P E:2S"))
    assert irr.law == "45" and "it is the final declaration" in irr.steps[0].text
