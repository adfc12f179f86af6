"""Three-handed Auction, Laws 5 and 6: a declaration out of turn."""

from tests.rules.auction.helpers import auction, only
from tests.rules.three_hand.helpers import honours, rule, steps


def test_5_fifty_honour_points_to_each_other_player_asked_of_both_before_they_call() -> None:
    r = rule("1H S:2C")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("call-out-of-rotation", "5", "S")
    assert honours(irr) == [("N", 50, "5"), ("E", 50, "5")]
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("correction", "other players", None, "5")
    assert "East, whose turn it was" in q.text and "North" in q.text
    assert [o.value for o in q.options] == ["correct", "accept"]  # the law's rule first
    assert r.stopped_at == 2 and r.turn == "E"


def test_5_accepted_the_declaration_stands_as_if_in_turn_the_next_player_calls() -> None:
    r = rule("1H S:2C", "N", {"correction": "accept"})
    assert auction(r) == "N:1H S:2C" and r.turn == "N"
    r = rule("1H S:2C N:P E:P", "N", {"north_called_first": False, "correction": "accept"})
    assert r.contract is not None and r.contract.text == "2C by S"
    assert honours(only(r)) == [("N", 50, "5"), ("E", 50, "5")]  # the penalty stays


def test_5_corrected_withdrawn_the_rightful_player_calls_and_the_offender_again_freely() -> None:
    r = rule("1H S:2C E:1NT S:2C P P", "N", {"east_called_first": False, "correction": "correct"})
    irr = only(r)
    assert irr.rectification.cancelled_events == [2] and irr.rectification.must_pass == []
    assert auction(r) == "N:1H E:1NT S:2C N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"


def test_5_the_rightful_player_called_over_it_before_the_ruling_is_not_named() -> None:
    r = rule("1H S:2C E:P", "N", {"east_called_first": True})
    irr = only(r)
    assert irr.not_ruled == "5" and r.stopped_at == 2 and "does not say which" in steps(irr)


def test_5_at_the_dealers_turn_the_dealer_keeps_his_right() -> None:
    r = rule("S:1H", "N", {"correction": "correct"})
    assert only(r).law == "5" and r.turn == "N" and auction(r) == ""


def test_5_an_accepted_insufficient_declaration_names_50_and_stops() -> None:
    r = rule("2H S:1C", "N", {"correction": "accept"})
    irr = only(r)
    assert irr.not_ruled == "50" and r.stopped_at == 2 and "insufficient" in steps(irr)


def test_6_the_next_player_called_over_it_only_the_third_may_demand_correction() -> None:
    r = rule("1H S:2C N:P", "N", {"north_called_first": True})
    q = only(r).questions[1]
    assert (q.id, q.asks, q.seat, q.law) == ("correction", "player", "E", "6")


def test_6_corrected_both_calls_withdrawn_and_only_the_first_offender_penalised() -> None:
    r = rule("1H S:2C N:P E:2H P P", "N", {"north_called_first": True, "correction": "correct"})
    irr = only(r)
    assert irr.rectification.cancelled_events == [2, 3]
    assert honours(irr) == [("N", 50, "5"), ("E", 50, "5")]  # no 50s for North's pass
    assert "Only South" in steps(irr)
    assert auction(r) == "N:1H E:2H S:Pass N:Pass"
    assert r.contract is not None and r.contract.text == "2H by E"


def test_6_accepted_both_calls_stand_and_the_third_calls_next() -> None:
    r = rule("1H S:2C N:P", "N", {"north_called_first": True, "correction": "accept"})
    assert auction(r) == "N:1H S:2C N:Pass" and r.turn == "E"


def test_6_a_double_by_the_next_player_is_not_named_by_law_6() -> None:
    r = rule("1H S:2C N:X", "N", {"north_called_first": True})
    irr = only(r)
    assert irr.not_ruled == "6" and r.stopped_at == 2
