"""Auction Bridge 1912, Law 42: the dealer passes."""

from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import rule


def test_42_the_dealers_pass_has_no_effect_and_he_declares() -> None:
    r = rule("P")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("dealer-passes", "42", "N")
    assert irr.not_ruled is None and r.stopped_at is None and r.turn == "N"
    assert "may not pass" in irr.steps[0].text and "no penalty" in irr.steps[-1].text
    assert irr.rectification.cancelled_events == [1]
    assert [i.kind for i in rule("1H P").irregularities] == []  # a later pass is a call


def test_42_the_auction_goes_on_to_a_contract() -> None:
    r = rule("P 1H P P P")
    assert auction(r) == "N:1H E:Pass S:Pass W:Pass"
    assert r.contract is not None and r.contract.text == "1H by N"
