"""Auction Bridge 1912, Law 52: a declaration altered."""

from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import rule


def test_52_the_director_judges_whether_the_declaration_was_inadvertent() -> None:
    r = rule("1H N:change:2H")
    q = only(r).questions[0]
    assert (only(r).law, q.id, q.asks, q.law, r.stopped_at) == (
        "52",
        "inadvertent",
        "director",
        "52",
        2,
    )


def test_52_an_inadvertent_declaration_is_corrected_before_the_next_player_acts() -> None:
    r = rule("1H N:change:2H P P P", "N", {"inadvertent": True})
    assert auction(r) == "N:2H E:Pass S:Pass W:Pass"
    assert r.contract is not None and r.contract.text == "2H by N"
    # The correction is ruled as a call in turn: 1S (2 points) over 1H (8) is insufficient (50).
    r = rule("1H 2C E:change:1S", "N", {"inadvertent": True})
    assert [(i.kind, i.law) for i in r.irregularities] == [
        ("change-of-call", "52"),
        ("insufficient-bid", "50"),
    ]


def test_52_a_declaration_made_as_meant_cannot_be_altered() -> None:
    r = rule("1H N:change:2H P P P", "N", {"inadvertent": False})
    assert r.contract is not None and r.contract.text == "1H by N"
    assert only(r).rectification.cancelled_events == [2]


def test_52_no_alteration_once_the_next_player_has_called() -> None:
    r = rule("1H P N:change:2H")
    irr = only(r)
    assert (
        irr.law == "52" and irr.questions == [] and "can no longer be altered" in irr.steps[-1].text
    )
    assert irr.rectification.cancelled_events == [3] and r.turn == "S"
