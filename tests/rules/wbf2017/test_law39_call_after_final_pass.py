"""Law 39 (2017): a call after the final pass."""

from tests.rules.auction.helpers import only, rule


def test_39A_every_call_after_the_final_pass_is_cancelled() -> None:
    r = rule("1NT AP E:2S S:P W:P N:X", "N", {"south_called_first": True})
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [3, 4, 5, 6]
    assert "39B" in irr.rectification.laws and r.contract.text == "1NT by N"


def test_39B_pass_by_a_defender() -> None:
    irr = only(rule("1NT AP E:P", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39B_call_by_declaring_side() -> None:
    irr = only(rule("1NT AP S:2S", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39C_bid_by_a_defender_gives_26B() -> None:
    irr = only(rule("1NT AP E:2S", "N"))
    assert "39C" in irr.rectification.laws
    assert irr.rectification.lead_restrictions[0].player == "W"


def test_28A_deemed_pass_that_ends_the_auction_makes_the_next_call_late() -> None:
    r = rule("E:expose:SK 1H P P N:2H", "N")
    assert [i.kind for i in r.irregularities] == [
        "card-exposed-during-auction",
        "call-after-final-pass",
    ]
    assert r.contract.text == "1H by N"
