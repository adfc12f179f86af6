"""Law 17D3, retention of the right to call."""

from tests.rules.auction.helpers import rule


def test_17D3_passes_after_a_missed_turn_are_cancelled() -> None:
    r = rule("1H P W:P N:P S:2S AP", "N")
    assert [i.kind for i in r.irregularities] == [
        "pass-out-of-rotation",
        "retention-of-right-to-call",
    ]
    assert r.irregularities[1].rectification.laws == ["17D3", "16C", "34"]
    assert r.contract.text == "2S by S"
