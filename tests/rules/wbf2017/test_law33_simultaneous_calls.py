"""Calls out of rotation (Laws 28-32) and simultaneous calls (33): every branch."""

from tests.rules.auction.helpers import auction, only, rule


def test_33_simultaneous_call_is_deemed_later() -> None:
    r = rule("1H E:simultaneous:1S", "N")
    irr = only(r)
    assert irr.kind == "simultaneous-call" and irr.rectification.laws == ["33"]
    assert auction(r) == "N:1H E:1S"


# A second call at the LHO's turn by a player who has already called (30B2, 31C, 32C) is a
# change of call: Law 25 directly, with no 29A acceptance, no 30C or 29C step.


# 28B with 29A: West, fourth in hand, bids at the dealer's turn; North (his LHO, whose turn
# it was) then calls before the director rules. Both laws describe North's call; the
# director finds which it was.
