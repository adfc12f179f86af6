"""The play period through the command line: rulings with tricks and score, bad input."""

import json

import pytest

from tests.conftest import Run
from tests.rules.play.helpers import DEAL, tricks


def test_rule_prints_tricks_result_and_score(run: Run) -> None:
    code, out, err = run("rule", f"1S AP {tricks()}", "--dealer", "N", "--deal", DEAL)
    assert code == 0, err
    assert "Declarer N: 7 in play = 7 tricks" in out
    assert "Score: 1S= by N  NS +80  EW -80" in out


def test_rule_json_has_play_result_and_score(run: Run) -> None:
    code, out, err = run(
        "rule", f"1S AP {tricks(upto=3)} W:C7", "--dealer", "N", "--deal", DEAL,
        "-a", "accept=yes", "--json",
    )  # fmt: skip
    assert code == 0, err
    ruling = json.loads(out)
    assert ruling["irregularities"][0]["kind"] == "lead-out-of-turn"
    assert ruling["play"][3]["leader"] == "W"
    assert ruling["result"]["complete"] is False and ruling["score"] is None


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        ("1S AP W:HA", "error: event 3 (W:HA): West does not hold HA"),
        ("1S E:HA", "error: event 2 (E:HA): a card played before the auction ended"),
        ("1S AP E:HA S:H8 W:H2 N:H4 E:HA", "error: event 7 (E:HA): HA was already played"),
        (f"1S AP {tricks()} E:HA", "error: event 55 (E:HA): all 13 tricks have been played"),
        ("1S AP E:claim:14", "error: event 3: 'claim 14'"),
        ("1S AP E:HA S:H8 W:H2 N:H4 E:claim:13", "error: event 7 (E:claim:13): only 12 tricks"),
    ],
)
def test_bad_play_input_is_one_line_and_exit_2(run: Run, notation: str, message: str) -> None:
    code, out, err = run("rule", notation, "--dealer", "N", "--deal", DEAL)
    assert code == 2 and out == ""
    assert err.startswith(message), err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
