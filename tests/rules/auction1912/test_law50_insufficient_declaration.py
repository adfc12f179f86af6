"""Auction Bridge 1912, Law 50: an insufficient declaration."""

from tests.rules.auction.helpers import only
from tests.rules.auction1912.helpers import rule


def test_50_insufficient_either_adversary_may_demand_the_penalty() -> None:
    q = only(rule("1H 1S")).questions[0]
    assert (q.id, q.asks, q.law) == ("demand", "opponents", "50")
    assert "South or North" in q.text and "4S or more" in q.options[0].outcome  # 44: 4S = 8 = 1H


def test_50_insufficient_penalised_waits_for_the_sufficient_declaration() -> None:
    r = rule("1H 1S", "N", {"demand": True})
    assert r.pending is not None and (r.pending.seat, r.pending.awaits, r.pending.law) == (
        "E",
        "call",
        "50",
    )


def test_50_insufficient_made_sufficient_and_partner_debarred_until_an_adversary_acts() -> None:
    r = rule("1H 1S 4S P P P", "N", {"demand": True})
    irr = only(r)
    assert [(m.seat, m.scope, m.law) for m in irr.rectification.must_pass] == [
        ("W", "until-adversary-bids-or-doubles", "50")
    ]
    assert r.contract is not None and r.contract.text == "4S by E"


def test_50_the_bar_lifts_when_an_adversary_bids() -> None:
    lifted = rule("1H 1S 4S 2NT 3H P P P", "N", {"demand": True})
    assert len(lifted.irregularities) == 1 and lifted.contract is not None
    assert lifted.contract.text == "3H by W"


def test_50_a_debarred_partners_declaration_names_law_50_and_stops() -> None:
    r = rule("1H 1S 4S P 5S", "N", {"demand": True})
    assert [(i.kind, i.law) for i in r.irregularities][1] == (
        "call-by-player-required-to-pass",
        "50",
    )
    assert r.stopped_at == 5


def test_50_insufficient_replaced_by_another_denomination_stops() -> None:
    r = rule("1H 1S 2D", "N", {"demand": True})
    assert (
        "not 1S made sufficient in its denomination" in only(r).steps[-1].text and r.stopped_at == 3
    )


def test_50_no_demand_no_penalty_and_the_director_decides() -> None:
    r = rule("1H 1S", "N", {"demand": False})
    assert r.stopped_at == 2 and only(r).rectification.must_pass == []


def test_50_too_late_once_an_adversary_has_called_over_it() -> None:
    r = rule("1H 1S S:P", "N", {"south_called_first": True})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["south_called_first"]
    assert "can no longer be demanded" in irr.steps[-1].text
