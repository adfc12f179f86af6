"""Auction Bridge 1912, Law 42: the dealer passes."""

from tests.rules.auction.helpers import only
from tests.rules.auction1912.helpers import rule


def test_42_the_dealers_pass_names_law_42_and_stops() -> None:
    r = rule("P")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("dealer-passes", "42", "N")
    assert r.stopped_at == 1 and "may not pass" in irr.steps[0].text
    assert [i.kind for i in rule("1H P").irregularities] == []  # a later pass is a call
