"""Article 12: renonce."""

from tests.belote.helpers import AUCTION, DEAL, T1, kinds, replay


def test_12a_12b_renonce_by_the_defence_gives_the_takers_160_plus_contract() -> None:
    # trick 2: North leads the HJ; West follows HT; South HQ; East holds H8 H7 but plays D K
    r = replay(f"{AUCTION} {T1} N:HJ W:HT S:HQ E:DK", deal=DEAL)
    assert kinds(r) == ["renonce"] and r.irregularities[0].deal_lost_by == "EW"
    assert r.score is not None and r.score.total == {"NS": 260, "EW": 0}


def test_12b_failure_points_option_162() -> None:
    r = replay(f"{AUCTION} {T1} N:HJ W:HT S:HQ E:DK", deal=DEAL, options={"failure_points": 162})
    assert r.score is not None and r.score.total == {"NS": 262, "EW": 0}


def test_12c_a_second_fault_changes_nothing() -> None:
    # East, still holding H8 H7, fails to follow trumps a second time with the SK
    r = replay(f"{AUCTION} {T1} N:HJ W:HT S:HQ E:DK N:H9 W:DJ S:HA E:SK", deal=DEAL)
    assert kinds(r) == ["renonce", "renonce"]
    assert r.irregularities[1].steps[-1].law == "12C"
