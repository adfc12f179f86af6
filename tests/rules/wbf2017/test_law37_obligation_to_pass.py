"""Law 37 (2017): a call by a player required to pass."""

from tests.rules.auction.helpers import auction, bars, rule


def test_37A_lho_called_first_the_call_stands() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": True})  # fmt: skip
    irr = r.irregularities[1]
    assert irr.kind == "call-by-player-required-to-pass" and "37A" in irr.rectification.laws
    assert irr.rectification.lead_restrictions == []
    assert "N:4H E:Pass" in auction(r)


def test_37B_call_cancelled_both_pass_for_the_rest() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": False})  # fmt: skip
    irr = r.irregularities[1]
    assert bars(irr) == {("N", "rest-of-auction", "37B2"), ("S", "rest-of-auction", "37B2")}
    assert "N:Pass E:Pass" in auction(r)


def test_35B_barred_player_calling_out_of_turn_is_ruled_under_law_37() -> None:
    r = rule("1H 1S 1H P 2H P P S:3H", "S", {"accept": False, "comparable": False}, {})
    assert [i.kind for i in r.irregularities] == [
        "insufficient-bid",
        "call-by-player-required-to-pass",
    ]


def test_37B2_the_substituted_pass_in_the_record_is_taken_as_that_pass() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H N:P E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {})  # fmt: skip
    assert [i.kind for i in r.irregularities] == [
        "insufficient-bid",
        "call-by-player-required-to-pass",
    ]
    assert "N:Pass E:Pass" in auction(r)
