"""``director log list`` and the ``director rule --resume`` list of drafts, in a terminal 80
columns wide (a pty): every line fits; a long field is cut with an ellipsis (the list) or
shortened in the middle (a draft's notation), and the full text stays in ``log show`` and
``--json``."""

from __future__ import annotations

import json
from pathlib import Path

from director.log.journal import Journal
from director.log.store import LogStore
from tests.cli.test_live_session import Terminal
from tests.conftest import Run

EXAMPLES = Path(__file__).parents[2] / "examples" / "incidents"
EVENT = "Spring Congress Swiss Teams Qualifying"
SESSION = "Saturday afternoon second session"


def test_log_list_fits_80_columns_each_irregularity_law_first(run: Run, tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    for name in (
        "44-call-with-cards-from-wrong-board",
        "46-hesitation-logical-alternative-weighted",
    ):
        code, _, err = run("replay", str(EXAMPLES / f"{name}.yaml"), "--log", str(log),
                           "--event", EVENT, "--session", SESSION, "--table", "12")  # fmt: skip
        assert code == 0, err
    code, screen = Terminal(log, "list", command="log", columns=80).finish()
    assert code == 0, screen
    lines = screen.splitlines()
    assert all(len(line.rstrip()) <= 80 for line in lines), screen
    assert lines[0].split() == ["#", "time", "board", "irregularities", "result", "notes", "where"]
    # A row's first line: its number, time, the law and the start of the kind (not folded).
    first = next(line for line in lines if line.startswith("2 "))
    assert " 16B unauthorised-" in first and "event Sp" in first and first.rstrip().endswith("…")
    assert any(line.rstrip() == "table 12" or line.rstrip().endswith(" table 12") for line in lines)
    assert f"event {EVENT}" not in screen  # cut; the full text stays in --json and log show
    row = json.loads(run("log", "list", "--json", "--log", str(log))[1])[0]
    assert row["event"] == EVENT and row["session"] == SESSION


def test_resume_list_of_drafts_fits_80_columns(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    notation = (
        "1S AP E:HA S:H8 W:H2 N:H4 E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ E:CA S:C6 W:C7 "
        "N:C2 W:expose:DJ"
    )
    with LogStore.open(log) as store:
        Journal.start(store, {"notation": notation, "board": 14}).record(
            2, "declarer_choice", "neither"
        )
    term = Terminal(log, "--resume", columns=80)
    listed = term.until("resume draft #1?")
    term.type("n")
    code, screen = term.finish()
    assert code == 0, screen
    lines = listed.splitlines()
    assert all(len(line.rstrip()) <= 80 for line in lines), listed
    assert len(notation) > 80
    assert any("#1" in line and "board 14" in line and "last 2.declarer_choice=neither" in line
               for line in lines)  # fmt: skip
    # The notation shortened in the middle: its start and its end (where it stopped).
    assert any(line.strip().startswith("1S AP E:HA") and " … " in line
               and line.rstrip().endswith("W:expose:DJ") for line in lines)  # fmt: skip
