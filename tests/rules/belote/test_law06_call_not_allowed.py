"""Article 6: a call not allowed."""

import pytest

from tests.belote.helpers import kinds, replay


@pytest.mark.parametrize("bid", ["85H", "70S", "170D", "100TA"])
def test_3b_3d_6a_a_bid_not_allowed_is_cancelled_and_the_arbiter_asked(bid: str) -> None:
    ffb = {"all_trumps": "no"}  # all trumps and no trumps are the seed's, not the FFB's (3D)
    r = replay(f"W:{bid}", options=ffb)
    assert kinds(r) == ["bid-not-allowed"] and r.status == "open"
    assert r.irregularities[0].questions[0].id == "penalty"
    r = replay(f"W:{bid} W:80H S:P E:P N:P", answers={"penalty": "none"}, options=ffb)
    assert r.contract == "80H by W" and r.auction[0].status == "void"
