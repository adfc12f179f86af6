"""Auction Bridge 1912, Law 57 (the full code, not the seed): a double out of turn."""

from director.catalog.catalog import get_edition
from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import items, rule, score


def test_57_either_adversary_may_demand_a_new_deal() -> None:
    r = rule("1H 2C N:X")
    irr = only(r)
    q = irr.questions[0]
    assert (irr.kind, irr.law, q.id, q.asks, q.law) == (
        "double-out-of-turn",
        "57",
        "election",
        "opponents",
        "57",
    )
    assert "East or West" in q.text and [o.value for o in q.options] == ["new-deal", "stand"]
    assert r.stopped_at == 3


def test_57_a_new_deal() -> None:
    r = rule("1H 2C N:X", "N", {"election": "new-deal"})
    assert r.new_deal == "57" and r.contract is None
    assert only(r).rectification.cancelled_events == [3]


def test_57_no_demand_the_double_stands_and_the_hand_is_scored() -> None:
    r = rule("1H 2C N:X P P P", "N", {"election": "stand"})
    irr = only(r)
    assert irr.not_ruled is None and "prescribes no other penalty" in irr.steps[-1].text
    assert auction(r) == "N:1H E:2C N:X E:Pass S:Pass W:Pass"
    assert r.contract is not None and r.contract.text == "2CX by E"
    # two tricks short, doubled: 100 a trick to North-South (47)
    assert items(score(r, 6)) == [("NS", 200, "47")]


def test_57_the_catalog_names_the_source_outside_the_seed() -> None:
    law = get_edition("auction-bridge-1912").law(57)
    assert "not in the seed" in law.source and "Auction of To-day" in law.source
    assert "new deal" in law.summary
