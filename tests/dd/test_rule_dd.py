"""``director rule --dd``: after the ruling typed at the table (and at the end of the live
session), the double-dummy report beside the 64A transfer, as ``replay --dd`` shows it;
without endplay, one line says how to install it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.cli.test_live_session import Terminal
from tests.conftest import Run

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# examples/incidents/21: West revokes at trick 4 (W:H7 on a club), established at trick 5.
PLAY = (
    "N:1S AP E:HA S:H8 W:H2 N:H4 E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ E:CA S:C6 W:H7 N:C2 "
    "E:CK S:CJ W:C8 N:C3 E:C5 S:CQ W:C9 N:C4 S:S4 W:S3 N:SA E:S8 N:SK E:S9 S:S5 W:C7 N:SQ "
    "E:ST S:S6 W:D2 N:S2 E:SJ S:S7 W:D3 E:D7 S:DA W:D4 N:D8 S:DK W:DJ N:D9 E:D6"
)
LAST_TRICK = "S:DQ W:CT N:DT E:D5"
HEADING = "Double dummy (endplay/DDS)"
MISSING = 'pip install "director[dds]"'


def test_64C_rule_dd_shows_the_tricks_beside_the_64A_transfer(run: Run) -> None:
    args = ("rule", f"{PLAY} {LAST_TRICK}", "--dealer", "N", "--deal", DEAL, "--no-log")
    code, out, err = run(*args, "-a", "attention_drawn=in-time", "--dd")
    assert code == 0, err
    assert out.index("Score: 1S+1 by N") < out.index(HEADING)  # after the ruling
    assert "revoke (event 17; 64C)" in out and "with best play NS take 7" in out
    assert "after the Law's automatic rectification (64A transfers, a claim's award): NS 8" in out
    code, out, err = run(*args, "-a", "attention_drawn=in-time")
    assert code == 0 and HEADING not in out  # only when asked


def test_rule_dd_without_endplay_is_one_line(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m == "endplay" or m.startswith("endplay.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "endplay", None)  # import endplay -> ImportError
    code, out, err = run("rule", PLAY, "--dealer", "N", "--deal", DEAL, "--no-log", "--dd")
    assert code == 2 and out == ""  # nothing ruled or printed before the hint
    assert err.count("\n") == 1 and MISSING in err


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--dd"], "--dd needs the full deal"), (["--dd", "--deal", DEAL, "--json"], "drop --json")],
)
def test_rule_dd_misuse_is_one_line(run: Run, args: list[str], message: str) -> None:
    code, out, err = run("rule", "1S AP", "--dealer", "N", "--no-log", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err


def test_the_live_session_prints_the_dd_report_after_the_final_ruling(tmp_path: Path) -> None:
    term = Terminal(tmp_path / "rulings.sqlite3", PLAY, "--dealer", "N", "--deal", DEAL, "--dd")
    assert "What does South lead to trick 13?" in term.until("What did South lead?")
    term.type("DQ CT DT D5")
    assert "When was attention first drawn to the revoke?" in term.until("choice")
    term.type("1")  # in time (64B)
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert screen.index("Score: 1S+1 by N") < screen.index(HEADING) < screen.index("logged as #1")
