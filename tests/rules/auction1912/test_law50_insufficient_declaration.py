"""Auction Bridge 1912, Law 50: an insufficient declaration."""

from tests.rules.auction.helpers import auction, only
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


def test_50_no_demand_no_penalty_the_declaration_stands_as_made() -> None:
    r = rule("1H 1S 2H P P P", "N", {"demand": False})
    irr = only(r)
    assert r.stopped_at is None and irr.not_ruled is None
    assert irr.rectification.must_pass == [] and "stands as made" in irr.steps[-1].text
    assert auction(r) == "N:1H E:1S S:2H W:Pass N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2H by N"  # 46: North named hearts


def test_50_too_late_once_an_adversary_has_called_over_it() -> None:
    r = rule("1H 1S S:P W:P N:P", "N", {"south_called_first": True})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["south_called_first"]
    assert irr.not_ruled is None and "can no longer be exacted" in irr.steps[-1].text
    assert "sufficient only over both 1S and 1H" in irr.steps[-1].text
    # the calls as made: East's 1S is the final declaration
    assert r.contract is not None and r.contract.text == "1S by E"


def test_50_too_late_a_later_overbid_sufficient_over_both_stands() -> None:
    r = rule("1H 1S S:P W:2H P P P", "N", {"south_called_first": True})
    assert [i.kind for i in r.irregularities] == ["insufficient-bid"]
    assert auction(r) == "N:1H E:1S S:Pass W:2H N:Pass E:Pass S:Pass"
    assert r.contract is not None and r.contract.text == "2H by W"


def test_50_too_late_a_later_overbid_over_the_lower_only_is_insufficient() -> None:
    # 1D (7) beats East's standing 1S (2) but not North's 1H (8): a new Law 50 case.
    r = rule("1H 1S S:P W:1D", "N", {"south_called_first": True})
    second = r.irregularities[1]
    assert (second.kind, second.offender, second.law) == ("insufficient-bid", "W", "50")
    assert "2D or more" in second.questions[0].options[0].outcome
