"""Auction Bridge 1912, Law 49: a declaration out of turn."""

from tests.rules.auction.helpers import auction, only
from tests.rules.auction1912.helpers import rule


def test_49_either_adversary_elects_and_the_question_names_both() -> None:
    r = rule("1H S:2C")
    q = only(r).questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("election", "opponents", None, "49")
    assert "West or East" in q.text and [o.value for o in q.options] == ["new-deal", "stand"]
    assert r.stopped_at == 2


def test_49_the_declaration_stands_as_if_in_turn() -> None:
    r = rule("1H S:2C P P P", "N", {"election": "stand"})
    assert auction(r) == "N:1H S:2C W:Pass N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"


def test_49_a_new_deal() -> None:
    r = rule("1H S:2C", "N", {"election": "new-deal"})
    assert r.new_deal == "49" and r.contract is None and r.turn is None
    assert only(r).rectification.cancelled_events == [2]


def test_49_a_double_out_of_turn_is_not_ruled_under_49_but_57() -> None:
    irr = only(rule("1H 2C N:X"))
    assert (irr.kind, irr.law) == ("double-out-of-turn", "57")
    assert all(s.law != "49" for s in irr.steps) and "Law 49 does not apply" in irr.steps[0].text
