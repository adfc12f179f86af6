"""``--field FILE`` on ``director rule`` and ``director replay`` (and ``field:`` in an
incident record): a 16B ruling from a recorded poll (16B1(b)) to weights offered and
accepted (12C1(c)) and scored per side against the board's other results, logged with all
of it and shown by ``log show``; a bad field file is one line naming it, exit 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_live_session import Terminal
from tests.conftest import Run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "incidents" / "58-hesitation-poll-weights-against-the-field.yaml"
TRAVELLERS = EXAMPLE.parent / "58-board-5-travellers.pbn"
UI = "1S P 2S P N:hesitation 3S P S:questioned:4S P P P"
ANSWERS = ["extraneous=yes", "suggests=yes", "poll=8: pass 6/3, 4S 8/5",
           "logical_alternative=yes", "table_result=4S=", "damaged=yes", "score=weighted",
           "result_pass=3S+1", "outcomes=yes", "self_inflicted=no"]  # fmt: skip


def _answers() -> list[str]:
    return [x for a in ANSWERS for x in ("-a", a)]


def _sides(out: str) -> list[dict[str, Any]]:
    ruling = json.loads(out)
    sides: list[dict[str, Any]] = ruling["irregularities"][0]["rectification"]["adjusted_score"][
        "sides"
    ]
    return sides


def test_12C1c_rule_with_field_scores_each_side_in_matchpoints(run: Run) -> None:
    code, out, err = run("rule", UI, "--dealer", "N", "--board", "5", "--json",
                         "--field", str(TRAVELLERS), *_answers())  # fmt: skip
    assert code == 0, err
    assert [s["field"]["percent"] for s in _sides(out)] == [60.57, 39.43]


def test_12C1c_rule_with_field_at_imps_against_a_datum(run: Run) -> None:
    code, out, err = run("rule", UI, "--dealer", "N", "--board", "5", "--json",
                         "--field", str(TRAVELLERS), "--scoring", "imp", *_answers())  # fmt: skip
    assert code == 0, err
    adjusted = json.loads(out)["irregularities"][0]["rectification"]["adjusted_score"]
    assert adjusted["field"]["scoring"] == "imp" and "datum" in adjusted["field"]["against"]
    ns, ew = (s["field"]["imps"] for s in adjusted["sides"])
    assert ns == -ew and ns is not None


def test_16B1b_12C1c_the_log_keeps_the_poll_the_weights_offered_and_the_field(run: Run) -> None:
    code, _, err = run("rule", UI, "--dealer", "N", "--board", "5", "--field", str(TRAVELLERS),
                       *_answers())  # fmt: skip
    assert code == 0, err
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    flat = " ".join(out.replace("│", " ").split())  # the panel's lines joined
    assert "Poll of 8 players" in flat
    assert "Proposed from the poll: 3S+1 by N 38%, 4S= by N 62%" in flat
    assert "the director accepted them" in flat
    assert "NS 8.48 of 14 matchpoints (60.57%)" in flat
    assert "EW 5.52 of 14 matchpoints (39.43%)" in flat
    assert "against the 7 other results of board 5" in flat
    code, out, err = run("log", "list")
    assert code == 0, err
    listed = " ".join(out.split())
    assert "NS +449 (60.57%), EW -449 (39.43%)" in listed


def test_a_record_names_its_field_file_beside_it(run: Run, tmp_path: Path) -> None:
    for path in (EXAMPLE, TRAVELLERS):
        shutil.copy(path, tmp_path / path.name)
    code, out, err = run("replay", str(tmp_path / EXAMPLE.name), "--json", "--no-log")
    assert code == 0, err
    assert [s["field"]["matchpoints"] for s in _sides(out)] == [8.48, 5.52]


def test_replay_field_option_gives_the_record_another_field(run: Run, tmp_path: Path) -> None:
    other = tmp_path / "other.pbn"
    other.write_text('[Board "5"]\n[Vulnerable "NS"]\n[Contract "3S"]\n[Declarer "N"]\n'
                     '[Result "9"]\n')  # fmt: skip
    code, out, err = run("replay", str(EXAMPLE), "--json", "--no-log", "--field", str(other),
                         "--scoring", "imp")  # fmt: skip
    assert code == 0, err
    # against the other table's 3S= (+140): 3S+1 +1 IMP (38%), 4S= +10 (62%)
    assert [s["field"]["imps"] for s in _sides(out)] == [6.58, -6.58]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--board", "7"], "58-board-5-travellers.pbn: no board 7 in the file (boards: 5, 6)"),
        ([], "--field needs the board number (--board N)"),
        (["--board", "5", "--scoring", "matchpoints"], "--scoring 'matchpoints': expected mp"),
    ],
)
def test_a_bad_field_is_one_line_exit_2(run: Run, args: list[str], said: str) -> None:
    code, _, err = run("rule", "1S P", "--dealer", "N", "--field", str(TRAVELLERS), *args)
    assert code == 2 and said in err and "Traceback" not in err
    assert err.startswith("error: ")


def test_a_missing_field_file_is_one_line_exit_2(run: Run, tmp_path: Path) -> None:
    missing = tmp_path / "none.pbn"
    code, _, err = run("rule", "1S P", "--dealer", "N", "--board", "5", "--field", str(missing))
    assert code == 2 and f"{missing}: cannot read the file" in err


def test_a_record_with_a_field_and_no_board_is_one_line(run: Run, tmp_path: Path) -> None:
    record = tmp_path / "r.yaml"
    record.write_text("dealer: N\nfield: t.pbn\nevents:\n  - N: 1S\n")
    code, _, err = run("replay", str(record), "--no-log")
    assert code == 2 and "field: give the board number too" in err


def test_field_is_refused_for_a_hand_record(run: Run) -> None:
    code, _, err = run("replay", str(TRAVELLERS), "--board", "5", "--field", str(TRAVELLERS))
    assert code == 2 and "--field scores an incident record's adjusted score" in err


def test_16B1b_12C1c_live_the_weights_offered_from_the_poll_accepted_and_the_field_shown(
    tmp_path: Path,
) -> None:
    # At the table: the poll typed beside the logical-alternative question, the result of
    # the polled pass typed, the weights proposed from the poll accepted with Enter, and
    # each side's score against the travellers shown, logged.
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, UI, "--dealer", "N", "--board", "5", "--field", str(TRAVELLERS),
                    "-a", "extraneous=yes", "-a", "suggests=yes")  # fmt: skip
    assert "Did the director poll South's peers" in term.until("Enter for none:")
    term.type("8: pass 6/3, 4S 8/5")
    assert "Poll of 8 players" in term.until("choice [")
    term.type("1")  # a logical alternative
    term.until("or 'Pass'")
    term.type("4S=")
    term.until("choice [")
    term.type("1")  # damaged
    term.until("choice [")
    term.type("2")  # weighted
    assert "Which result would pass have led to" in term.until("e.g. '3S+1 by S'")
    term.type("3S+1")
    offered = " ".join(term.until("accept the proposal").split())
    assert "Proposed from the poll: 3S+1 by N 38%, 4S= by N 62%" in offered
    term.type("")  # Enter accepts it
    term.until("choice [")
    term.type("1")  # no self-inflicted damage
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    flat = " ".join(screen.replace("│", " ").split())
    assert "the director accepted them" in flat
    assert "against the field: NS 8.48 of 14 matchpoints (60.57%)" in flat
    assert "against the field: EW 5.52 of 14 matchpoints (39.43%)" in flat
    assert "logged as #1" in flat


def test_12C1c_a_draft_keeps_the_field_and_resumes_to_the_offer(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Interrupted at the weights (Ctrl-C, the draft kept); resumed: the proposal is made
    # again from the poll, Enter accepts it, and the field read before is used.
    import sys

    from tests.log.helpers import ScriptedTTY

    skip = ("outcomes", "self_inflicted")
    given = [x for a in ANSWERS if not a.startswith(skip) for x in ("-a", a)]
    monkeypatch.setattr(sys, "stdin", ScriptedTTY(KeyboardInterrupt(), ""))
    code, _, err = run("rule", UI, "--dealer", "N", "--board", "5", "--field", str(TRAVELLERS),
                       *given)  # fmt: skip
    assert code == 130 and "draft #1 kept" in err, err
    monkeypatch.setattr(sys, "stdin", ScriptedTTY("", "", "1"))  # resume; Enter; no 12C1(e)
    code, out, err = run("rule", "--resume")
    assert code == 0, err
    flat = " ".join(out.replace("│", " ").split())
    assert "the director accepted them" in flat
    assert "against the field: NS 8.48 of 14 matchpoints (60.57%)" in flat
