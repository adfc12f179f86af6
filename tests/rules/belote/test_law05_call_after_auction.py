"""Article 5D: a call after the end of the auction."""

from tests.belote.helpers import kinds, replay


def test_5d_raising_ones_own_bid_after_three_passes_is_void() -> None:
    r = replay("W:80H S:pass E:pass N:pass W:90H")
    assert r.contract == "80H by W" and kinds(r) == ["call-after-auction"]
