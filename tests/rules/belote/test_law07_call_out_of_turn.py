"""Article 7A: a call out of turn."""

from tests.belote.helpers import kinds, replay


def test_7a_call_out_of_turn_void_and_the_side_silenced() -> None:
    r = replay("W:pass E:80S S:80H N:pass")
    assert kinds(r) == ["call-out-of-turn"] and r.irregularities[0].silenced_side == "EW"
    assert r.contract == "80H by S"
    later = replay("W:pass E:80S S:80H W:90S", answers={"penalty": "none"})
    assert kinds(later) == ["call-out-of-turn", "call-out-of-turn"]  # W's turn had passed
