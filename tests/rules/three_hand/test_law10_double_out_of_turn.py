"""Three-handed Auction, Law 10: a double out of turn."""

from tests.rules.auction.helpers import auction, only
from tests.rules.three_hand.helpers import honours, rule, steps


def test_10_a_hundred_to_each_adversary_and_the_doubled_player_elects() -> None:
    r = rule("1H S:X")
    irr = only(r)
    assert (irr.kind, irr.law) == ("double-out-of-turn", "10")
    assert honours(irr) == [("N", 100, "10"), ("E", 100, "10")]
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat) == ("double_stands", "player", "N")
    assert [o.value for o in q.options] == [True, False]


def test_10_the_double_stands_and_the_director_says_who_resumes() -> None:
    q = only(rule("1H S:X", "N", {"double_stands": True})).questions[1]
    assert (q.id, q.asks, [o.value for o in q.options]) == ("resumes_with", "director", ["E", "N"])
    r = rule("1H S:X", "N", {"double_stands": True, "resumes_with": "E"})
    assert auction(r) == "N:1H S:X" and r.turn == "E"
    r = rule("1H S:X P P", "N", {"double_stands": True, "resumes_with": "N"})
    assert r.contract is not None and r.contract.text == "1HX by N"


def test_10_a_redouble_out_of_turn_is_not_named_by_the_seed() -> None:
    r = rule("1H X N:XX")  # North redoubles East's double at South's turn
    irr = only(r)
    assert (irr.offender, irr.law, irr.not_ruled) == ("N", "10", "10") and r.stopped_at == 3
    assert "a redouble out of turn" in steps(irr)
