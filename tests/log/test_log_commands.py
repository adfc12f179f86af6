"""``rule``/``replay`` save completed rulings; ``director log list|show|export|note|path``."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from director.log.paths import default_log_path, resolve_log_path
from director.log.store import LogStore
from tests.conftest import Run
from tests.log.helpers import ACCEPTED, NOT_COMPARABLE, sample_record


def _show(run: Run, ruling_id: int) -> dict[str, object]:
    code, out, err = run("log", "show", str(ruling_id), "--json")
    assert code == 0, err
    data: dict[str, object] = json.loads(out)
    return data


def test_replay_logs_the_ruling_with_where_and_a_note(run: Run, ruling_log: Path) -> None:
    code, out, err = run("replay", str(NOT_COMPARABLE), "--json", "--event", "Spring Pairs",
                         "--session", "2", "--table", "9", "--note", "NS may appeal")  # fmt: skip
    assert code == 0, err
    assert err.strip() == f"logged as #1 in {ruling_log}"
    entry = _show(run, 1)
    assert entry["ruling"] == json.loads(out)
    assert (entry["command"], entry["source"]) == ("replay", str(NOT_COMPARABLE))
    assert (entry["event"], entry["session"], entry["table"]) == ("Spring Pairs", "2", "9")
    assert [n["text"] for n in entry["notes"]] == ["NS may appeal"]  # type: ignore[attr-defined]
    assert {a["source"] for a in entry["answers"]} == {"record"}  # type: ignore[attr-defined]
    assert entry["incident"]["answers"] == [
        {"accept": False, "artificial": False, "comparable": False}
    ]  # type: ignore[index]


def test_rule_logs_events_and_who_answered(run: Run, tmp_path: Path) -> None:
    answers = tmp_path / "answers.yaml"
    answers.write_text("- accept: no\n")
    code, _, err = run("rule", "1H 1S 1H 2H", "--dealer", "S", "--board", "3",
                       "--answers", str(answers), "-a", "artificial=no")  # fmt: skip
    assert code == 0, err
    assert "logged as #1" in err
    entry = _show(run, 1)
    assert entry["command"] == "rule" and entry["source"] == "1H 1S 1H 2H"
    assert entry["board"] == 3
    incident = entry["incident"]
    assert incident["events"] == ["1H", "1S", "1H", "2H"]  # type: ignore[index]
    assert incident["answers"] == [{"accept": False, "artificial": False}]  # type: ignore[index]
    assert [(a["question"], a["asks"], a["source"]) for a in entry["answers"]] == [  # type: ignore[attr-defined]
        ("accept", "offender's LHO", "answers-file"),
        ("artificial", "director", "option"),
    ]


def test_show_prints_the_ruling_panel_again_with_answers_and_notes(run: Run) -> None:
    run("rule", "1H 1S 1H 2H", "--dealer", "S", "-a", "accept=no", "-a", "artificial=no",
        "--event", "Club night", "--note", "first")  # fmt: skip
    code, _, err = run("log", "note", "1", "East", "disputes", "the", "ruling")
    assert code == 0 and "note 2 added to ruling #1" in err
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    assert "Ruling #1" in out and "rule '1H 1S 1H 2H'" in out and "event Club night" in out
    assert "1. insufficient-bid — Law 27 — offender N, event 3" in out  # the replay panel
    assert "1.accept = no  [27A1]  offender's LHO (E), by --answer" in out
    assert "East disputes the ruling" in out and "first" in out
    assert "Shown as stored" not in out


def test_show_falls_back_to_the_stored_json_when_the_engine_cannot_replay_it(
    run: Run, ruling_log: Path
) -> None:
    ruling = {"edition": "wbf-2017", "dealer": "N", "vulnerable": "none", "future": 1,
              "irregularities": [{"kind": "revoke", "law": "64A", "offender": "E", "event": 9,
                                  "questions": [{"id": "established", "law": "63A",
                                                 "text": "Was it established?", "answer": True}],
                                  "steps": [{"law": "64A1", "text": "Two tricks go across."}]}],
              "contract": {"text": "4S by N"}}  # fmt: skip
    incident = {"dealer": "N", "events": [{"N": "1S"}, {"E": "play:HA"}]}
    with LogStore.open(ruling_log) as log:
        log.save(sample_record(ruling=ruling, incident=incident))
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    assert "Shown as stored: it cannot be replayed by this director" in out
    assert "1. revoke — Law 64A — offender E, event 9" in out
    assert "Two tricks go across." in out and "Contract: 4S by N" in out


def test_incomplete_ruling_and_no_log_are_not_logged(run: Run, ruling_log: Path) -> None:
    code, out, err = run("rule", "1H 1S 1H", "--dealer", "S")
    assert code == 0 and "open: accept" in out
    assert "not logged: the ruling waits for an answer" in err
    code, _, err = run("replay", str(ACCEPTED), "--no-log")
    assert code == 0 and "logged" not in err
    assert not ruling_log.exists()


def test_list_filters(run: Run) -> None:
    run("replay", str(ACCEPTED))
    run("rule", "1H 1S 1H 2H", "--board", "5", "-a", "accept=no", "-a", "artificial=no")
    run("rule", "1H 2S", "--dealer", "S", "--board", "5")
    code, out, err = run("log", "list")
    assert code == 0, err
    lines = [line.split()[0] for line in out.splitlines()[1:] if line.split()[0].isdigit()]
    assert lines == ["3", "2", "1"]

    def ids(*args: str) -> list[int]:
        code, out, err = run("log", "list", "--json", *args)
        assert code == 0, err
        return [row["id"] for row in json.loads(out)]

    assert ids("--board", "5") == [3, 2]
    assert ids("--law", "27B1a") == [2]
    assert ids("--law", "27") == [2, 1]
    assert ids("--kind", "insufficient-bid", "--board", "5") == [2]
    assert ids("--since", "today") == [3, 2, 1]
    assert ids("--until", "yesterday") == []
    assert ids("--limit", "1") == [3]
    row = json.loads(run("log", "list", "--json", "-n", "1")[1])[0]
    assert row["kinds"] == [] and row["notes"] == 0 and row["board"] == 5


def test_list_and_export_of_a_log_not_made_yet(run: Run, ruling_log: Path) -> None:
    code, out, _ = run("log", "list")
    assert code == 0 and "No ruling logged yet" in out
    code, out, _ = run("log", "export")
    assert code == 0 and json.loads(out) == []
    assert not ruling_log.exists()


def test_export_formats_and_output_file(run: Run, tmp_path: Path) -> None:
    run("replay", str(NOT_COMPARABLE), "--event", "Pairs")
    code, out, _ = run("log", "export", "--format", "csv")
    assert code == 0 and out.splitlines()[1].split(",")[3] == "Pairs"
    code, out, _ = run("log", "export", "-f", "pbn", "--law", "27")
    assert code == 0 and '[Event "Pairs"]' in out and "[Auction" in out
    target = tmp_path / "out.json"
    code, out, _ = run("log", "export", "-o", str(target), "--since", "2000-01-01")
    assert code == 0 and out == ""
    assert json.loads(target.read_text())[0]["event"] == "Pairs"
    code, out, _ = run("log", "export", "--until", "2000-01-01")
    assert code == 0 and json.loads(out) == []


def test_corrections(run: Run) -> None:
    run("replay", str(ACCEPTED))
    code, out, err = run("replay", str(ACCEPTED), "--corrects", "1", "--note", "wrong seat")
    assert code == 0 and "logged as #2" in err
    assert _show(run, 2)["corrects"] == 1 and _show(run, 1)["corrected_by"] == [2]
    code, out, err = run("log", "show", "1")
    assert "Corrected by ruling #2." in out
    code, out, err = run("replay", str(ACCEPTED), "--corrects", "99")
    assert code == 2 and out == ""
    assert err.startswith("error: ") and "no ruling #99 to correct" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["log", "show", "7"], "no ruling log here yet"),
        (["log", "note", "7", "x"], "no ruling log here yet"),
        (["log", "list", "--since", "last week"], "--since 'last week': expected a date"),
        (["log", "list", "--law", "Z9"], "invalid law reference 'Z9'"),
        (["log", "export", "--format", "xml"], "--format 'xml': expected json, csv or pbn"),
        (["replay", str(ACCEPTED), "--no-log", "--note", "x"], "drop --no-log"),
        (["rule", "--resume", "1H", "2H"], "--resume takes only a draft number"),
        (["rule", "--resume"], "--resume asks the remaining questions: run it at a terminal"),
        (["rule"], "give the events in compact notation"),
    ],
)  # fmt: skip
def test_bad_log_commands_are_one_line_errors(run: Run, args: list[str], message: str) -> None:
    code, _, err = run(*args)
    assert code == 2
    assert err.startswith("error: ") and message in err, err


def test_show_and_note_of_a_missing_ruling(run: Run, ruling_log: Path) -> None:
    run("replay", str(ACCEPTED))
    for args in (["log", "show", "5"], ["log", "note", "5", "late"]):
        code, _, err = run(*args)
        assert code == 2 and err == f"error: {ruling_log}: no ruling #5\n"


def test_log_option_beats_the_environment(run: Run, tmp_path: Path, ruling_log: Path) -> None:
    other = tmp_path / "other.sqlite3"
    code, _, err = run("replay", str(ACCEPTED), "--log", str(other))
    assert code == 0 and f"logged as #1 in {other}" in err
    assert other.exists() and not ruling_log.exists()
    assert run("log", "path")[1].strip() == str(ruling_log)
    assert run("log", "path", "--log", str(other))[1].strip() == str(other)
    assert json.loads(run("log", "list", "--json", "--log", str(other))[1])[0]["id"] == 1


def test_path_precedence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DIRECTOR_LOG")
    default = default_log_path()
    assert default.name == "rulings.sqlite3" and default.parent.name == "director"
    assert resolve_log_path() == default
    monkeypatch.setenv("DIRECTOR_LOG", str(tmp_path / "env.sqlite3"))
    assert resolve_log_path() == tmp_path / "env.sqlite3"
    assert resolve_log_path(tmp_path / "opt.sqlite3") == tmp_path / "opt.sqlite3"


def test_law_lookup_imports_neither_sqlite_nor_platformdirs() -> None:
    probe = (
        "import sys; from director.cli.app import main; main(['law', '27', '--json']);"
        "print(sorted(m for m in ('sqlite3', 'platformdirs', 'director.log') if m in sys.modules),"
        " file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip().splitlines()[-1] == "[]"


def test_help_imports_no_sqlite() -> None:
    probe = (
        "import sys; from director.cli.app import main\n"
        "try:\n    main(['log', '--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('sqlite3', 'platformdirs') if m in sys.modules), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert "export" in done.stdout
    assert done.stderr.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize(
    "record", sorted(NOT_COMPARABLE.parent.glob("*.yaml")), ids=lambda p: p.stem
)
def test_every_example_is_logged_and_replays_from_the_log_as_ruled(
    run: Run, ruling_log: Path, record: Path
) -> None:
    from director.games import game_named

    code, out, err = run("replay", str(record), "--json")
    assert code == 0, err
    ruling = json.loads(out)
    if ruling["stopped_at"] is not None or ruling["pending"] is not None:
        assert "not logged" in err  # a draft: an open question, or a card awaited
        return
    assert "logged as #1" in err
    with LogStore.open(ruling_log) as log:
        entry = log.get(1)
    assert entry.ruling == ruling
    replayed = game_named(entry.edition).rerun(entry.incident, entry.ruling)
    assert not isinstance(replayed, str), replayed
    code, out, err = run("log", "show", "1")
    assert code == 0 and "Shown as stored" not in out, err
