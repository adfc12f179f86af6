"""Law 32 (2017): a double or redouble out of rotation, by whose turn it was."""

from tests.rules.auction.helpers import auction, bars, only, rule


def test_32B_redouble_at_partners_turn() -> None:
    r = rule("1H X N:XX S:P W:P N:1NT", "N", {"accept": False, "comparable": False})
    irr = only(r)
    assert irr.kind == "redouble-out-of-rotation"
    assert {"32B1", "32B2", "32A2(b)"} <= set(irr.rectification.laws)


def test_32A1_double_repeated_after_rho_passes() -> None:
    r = rule("1H P W:X S:P W:X", "N", {"south_called_first": False, "accept": False})
    irr = only(r)
    assert irr.kind == "double-out-of-rotation" and "32A1" in irr.rectification.laws
    assert auction(r) == "N:1H E:Pass S:Pass W:X"


def test_32A2b_double_not_comparable() -> None:
    irr = only(rule("1H P W:X S:2H W:2S", "N",
                    {"south_called_first": False, "accept": False,
                     "comparable": False}))  # fmt: skip
    assert bars(irr) == {("E", "next-turn", "32A2(b)")}
