"""Articles 13 and 14 (and 10A's belote) through ``director score --edition belote-contree``."""

import json
from typing import Any

import pytest

from tests.conftest import Run


def score(run: Run, result: str) -> dict[str, Any]:
    code, out, err = run("score", result, "--edition", "belote-contree", "--json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_14a_made_each_side_its_points_rounded_down_takers_add_the_bid(run: Run) -> None:
    s = score(run, "100H by N 118")
    assert s["made"] and s["total"] == {"NS": 210, "EW": 40}


def test_14e_rounding_nearest(run: Run) -> None:
    assert score(run, "100H by N 118 rounding=nearest")["total"] == {"NS": 220, "EW": 40}


def test_13a_seed_test_needs_more_than_the_defence_13b_ffb_only_the_bid(run: Run) -> None:
    assert score(run, "80S by E 81")["made"] is False  # 81 against 81
    assert score(run, "80S by E 81")["total"] == {"NS": 240, "EW": 0}
    assert score(run, "80S by E 81 success=ffb-2016")["made"] is True


def test_14b_failed_defence_160_plus_bid_and_10a_belote_forfeited(run: Run) -> None:
    s = score(run, "120D by W 90 belote EW")
    assert s["total"] == {"NS": 280, "EW": 0}
    kept = score(run, "120D by W 90 belote EW belote_on_failure=kept")
    assert kept["total"] == {"NS": 280, "EW": 20}


def test_14c_the_seed_multiplies_every_score_by_contre_and_surcontre(run: Run) -> None:
    s = score(run, "100HX by N 110")
    assert s["total"] == {"NS": 420, "EW": 100}  # (110 + 100) x 2; 50 x 2
    assert {i["law"] for i in s["items"]} == {"14C"}
    assert score(run, "100HXX by N 60 belote NS")["total"] == {"NS": 0, "EW": 1040}


def test_14f_ffb_contre_table_winner_takes_all(run: Run) -> None:
    s = score(run, "100HX by N 110 contre=ffb-2016")
    assert s["total"] == {"NS": 520, "EW": 0} and s["items"][0]["law"] == "14F"
    failed = score(run, "100HXX by N 60 belote NS contre=ffb-2016")
    assert failed["total"] == {"NS": 0, "EW": 1040}


def test_14d_capot_made_and_failed_asks(run: Run) -> None:
    assert score(run, "capotS by S 252 belote NS")["total"] == {"NS": 520, "EW": 0}
    failed = score(run, "capotS by S 150")
    assert failed["total"] == {} and failed["questions"][0]["id"] == "capot-failed"
    assert score(run, "capotS by S 150 capot-failed=660")["total"] == {"NS": 0, "EW": 660}


def test_2d_unbid_capot_counts_252(run: Run) -> None:
    assert score(run, "80C by E 252")["total"] == {"NS": 0, "EW": 330}


@pytest.mark.parametrize(
    "bad", ["85H by N 100", "100H by N 170", "100H by X 10", "100H by N 9 foo"]
)
def test_bad_result_is_one_line_exit_2(run: Run, bad: str) -> None:
    code, _out, err = run("score", bad, "--edition", "belote-contree")
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1


def test_10a_the_defence_keeps_its_belote_when_the_contract_is_made(run: Run) -> None:
    assert score(run, "100H by N 110 belote EW")["total"] == {"NS": 210, "EW": 70}


def test_score_refuses_bridge_options_with_belote_and_unknown_editions(run: Run) -> None:
    code, _out, err = run("score", "100H by N 110", "--edition", "belote-contree", "--vul", "ns")
    assert code == 2 and "for bridge" in err
    code, _out, err = run("score", "4H=", "--declarer", "N", "--edition", "klaverjas")
    assert code == 2 and "klaverjas" in err
