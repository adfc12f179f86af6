"""One format registry for every command (director/output/formats.py): each command takes
``--format NAME`` with ``--json`` as its alias, and an unknown name is a one-line error."""

import json
from pathlib import Path

import pytest

from director.output.formats import (
    DOCUMENT,
    FINDINGS,
    LOG_EXPORT,
    RULING,
    STATISTICS,
    Document,
    Output,
    UnknownFormatError,
)
from tests.conftest import Run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "examples" / "incidents" / "01-insufficient-bid-accepted.yaml")
REVOKE = str(ROOT / "examples" / "incidents" / "21-revoke-one-trick-transferred.yaml")
HAND_RECORD = str(ROOT / "tests" / "data" / "timheilman__bridge-pbn" / "correct_10.pbn")

COMMANDS = {
    "replay": ["replay", EXAMPLE, "--no-log"],
    "rule": ["rule", "1H 1S 1H", "--dealer", "S", "--answer", "accept=no", "--no-log"],
    "review": ["review", HAND_RECORD, "--exit-zero"],
    "review --statistics": ["review", HAND_RECORD, "--statistics", "--exit-zero"],
    "law": ["law", "27B1(b)"],
    "law --brief": ["law", "27", "--brief"],
    "law search": ["law", "search", "huddle"],
    "law list": ["law", "list"],
    "law --compare": ["law", "27", "--compare"],
    "log list": ["log", "list"],
    "log show": ["log", "show", "1"],
    "log export": ["log", "export"],
    "dd": ["dd", REVOKE],
    "score": ["score", "4HX-2", "--declarer", "S", "--vul", "ns"],
    "score 1912": ["score", "2H+1", "--declarer", "S", "--edition", "auction-bridge-1912"],
    "score three-hand": ["score", "2H+1", "--declarer", "S", "--edition", "three-hand-auction"],
    "adjust": ["adjust", "--weighted", "4S= 40%", "4S-1 60%", "--declarer", "S", "--vul", "ns"],
    "adjust --artificial": ["adjust", "--artificial", "avg+"],
}


@pytest.fixture
def logged(run: Run) -> None:
    """One ruling in the log, for ``log show 1``."""
    code, _, err = run("replay", EXAMPLE)
    assert code == 0 and "logged as #1" in err, err


@pytest.mark.parametrize("command", COMMANDS, ids=str)
def test_json_is_the_alias_of_format_json(run: Run, logged: None, command: str) -> None:
    args = COMMANDS[command]
    by_alias = run(*args, "--json")
    by_name = run(*args, "--format", "json")
    assert by_alias == by_name
    code, out, err = by_name
    if command == "dd" and code == 2:  # endplay not installed: the install hint, both ways
        assert "pip install" in err
        return
    assert code == 0, err
    json.loads(out)


@pytest.mark.parametrize("command", COMMANDS, ids=str)
def test_an_unknown_format_is_a_one_line_error(run: Run, command: str) -> None:
    code, out, err = run(*COMMANDS[command], "--format", "xml")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: --format 'xml': expected ")
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["replay", "law", "score", "log export"])
def test_json_against_another_format_is_a_one_line_error(run: Run, command: str) -> None:
    other = "csv" if command == "log export" else "text"
    code, out, err = run(*COMMANDS[command], "--json", "--format", other)
    assert code == 2 and out == ""
    assert err == f"error: --json and --format '{other}': give one of them\n"


def test_text_is_the_default_and_can_be_named(run: Run) -> None:
    assert run("law", "27B1(b)") == run("law", "27B1(b)", "--format", "text")
    assert run(*COMMANDS["replay"]) == run(*COMMANDS["replay"], "--format", "text")


def test_the_format_name_is_read_in_any_case(run: Run) -> None:
    assert run("score", "3NT+1", "--format", "JSON") == run("score", "3NT+1", "--json")


@pytest.mark.parametrize(
    ("output", "names", "expected"),
    [
        (RULING, ("text", "json"), "text or json"),
        (FINDINGS, ("text", "json", "jsonl", "csv"), "text, json, jsonl or csv"),
        (STATISTICS, ("text", "json", "jsonl", "csv"), "text, json, jsonl or csv"),
        (LOG_EXPORT, ("json", "csv", "pbn"), "json, csv or pbn"),
        (DOCUMENT, ("text", "json"), "text or json"),
    ],
    ids=lambda v: v.name if isinstance(v, Output) else "",
)
def test_each_output_lists_its_formats(
    output: Output[object], names: tuple[str, ...], expected: str
) -> None:
    assert output.names == names
    assert output.expected() == expected
    with pytest.raises(UnknownFormatError, match=f"--format 'yaml': expected {expected}$"):
        output.check("yaml")


def test_a_document_is_made_only_in_the_format_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    made: list[str] = []

    def data() -> object:
        made.append("data")
        return {"é": [1, 2]}

    document = Document(data, lambda: made.append("text"))
    DOCUMENT.emit("json", document)
    assert capsys.readouterr().out == '{\n  "é": [\n    1,\n    2\n  ]\n}\n'
    DOCUMENT.emit("text", document)
    assert made == ["data", "text"]


def test_the_log_export_always_ends_with_a_newline() -> None:
    assert LOG_EXPORT.dumps("json", []) == "[]\n"
    assert LOG_EXPORT.dumps("csv", []).endswith("corrects\n")
