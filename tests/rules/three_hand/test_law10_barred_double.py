"""Three-handed Auction, Law 10: a double by the player barred from doubling."""

from tests.rules.auction.helpers import only
from tests.rules.three_hand.helpers import rule


def test_10_disallowed_withdrawn_and_the_other_player_may_not_double_it() -> None:
    r = rule("1H S:X E:X", "N", {"double_stands": False})
    first, barred = r.irregularities
    assert first.rectification.cancelled_events == [2]
    assert [(m.seat, m.scope) for m in first.rectification.must_pass] == [
        ("E", "no-double-until-new-declaration")
    ]
    assert (barred.offender, barred.not_ruled) == ("E", "10") and r.stopped_at == 3


def test_10_the_bar_forbids_only_the_double_and_ends_with_a_new_declaration() -> None:
    r = rule("1H S:X P 2C P X P P", "N", {"double_stands": False})
    assert only(r).law == "10"  # East passed, then doubled South's new 2C: legal
    assert r.contract is not None and r.contract.text == "2CX by S"
    # A call at East's turn is not a pass deemed made for him (he is not required to pass).
    r = rule("1H S:X S:2C", "N", {"double_stands": False}, {"correction": "correct"})
    assert [i.law for i in r.irregularities] == ["10", "5"] and r.turn == "E"
