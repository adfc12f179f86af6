"""Issue 27, messages: one line naming the file and the place, where an error once named
no file, spoke of schema version 0 or a disk I/O error, or reported "0 findings"; output
piped into a reader that stops early ends quietly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.one_line import one_line_error as _one_line


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("dealer: Q\nevents:\n  - N: 1H\n", "dealer: invalid seat 'Q'"),
        (
            "dealer: N\nvulnerable: XX\nevents:\n  - N: 1H\n",
            "vulnerable: invalid vulnerability 'XX'",
        ),
        ('dealer: N\ndeal: "N:AKQ"\nevents:\n  - N: 1H\n', "deal: invalid deal 'N:AKQ'"),
        # a field of the wrong kind in the director's words, not the validator's
        ("dealer: N\nanswers:\n  - x: [1]\nevents:\n  - N: 1H\n",
         "answers.1.x: an answer is yes or no, a word or a number"),
        ("dealer: N\nanswers:\n  - 5\nevents:\n  - N: 1H\n", "answers.1: expected a mapping"),
        ("dealer: N\nboard: 1.5\nevents:\n  - N: 1H\n", "board: expected a whole number"),
        ("dealer: N\nevents: 5\n", "events: expected a list"),
        ("dealer: N\nplace: x\nevents: []\n", "place: not a field of an incident record"),
    ],
)  # fmt: skip
def test_a_bad_field_of_a_record_names_the_file_and_the_field(
    run: Run, tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "q.yaml"
    path.write_text(text)
    code, _, err = run("replay", str(path))
    _one_line(code, err, "q.yaml: " + said)
    assert "Input should" not in err and ".bool" not in err


def test_an_empty_log_file_says_no_ruling_is_logged_in_it(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()
    for args in (("log", "list"), ("log", "show", "1"), ("log", "export")):
        code, _, err = run(*args, "--log", str(path))
        _one_line(code, err, "empty.sqlite3", "no ruling is logged in it yet")
        assert "schema version" not in err


def test_a_log_path_that_is_a_directory_says_so(run: Run, tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    code, _, err = run("log", "list", "--log", str(folder))
    _one_line(code, err, "logs: is a directory")
    assert "disk I/O" not in err
    code, _, err = run("rule", "1H P", "--dealer", "N", "--log", str(folder))
    assert "logs: is a directory" in err and "disk I/O" not in err


@pytest.mark.parametrize("name", ["empty.pbn", "empty.lin"])
def test_an_empty_hand_record_file_holds_no_board(run: Run, tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text("\n")
    code, out, err = run("review", str(path))
    _one_line(code, err, f"{name}: no board in the file")
    assert "0 findings" not in out


def test_output_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """``director review FILE | head``: the reader is gone before the findings are written;
    the command ends as SIGPIPE ends other tools (141), with nothing on stderr."""
    path = tmp_path / "bad.lin"
    path.write_text("pn|a,b,c,d|md|1XYZ|mb|1Z|pg||\n")
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run([sys.executable, "-m", "director", "review", str(path)],
                              stdout=write, stderr=subprocess.PIPE, text=True, timeout=120)  # fmt: skip
    finally:
        os.close(write)
    assert done.stderr == ""
    assert done.returncode == 141


def test_a_negative_adjust_weight_is_named_as_such(run: Run) -> None:
    code, _, err = run("adjust", "--weighted", "4S= -20%", "4S-1 120%", "-d", "N", "--vul", "none")
    _one_line(code, err, "--weighted", "'4S= -20%'", "the weight -20% is negative")


@pytest.mark.parametrize(
    ("option", "value", "said"),
    [
        ("--dealer", "Q", "--dealer: invalid seat 'Q'"),
        ("--vul", "XX", "--vul: invalid vulnerability 'XX'"),
        ("--deal", "N:AKQ", "--deal: invalid deal 'N:AKQ'"),
    ],
)
def test_a_bad_option_of_rule_is_named_as_typed(
    run: Run, option: str, value: str, said: str
) -> None:
    """Once 'command line: dealer: ...', a field name the director never typed."""
    args = ["--dealer", "N"] if option != "--dealer" else []
    code, _, err = run("rule", "1H AP", *args, option, value, "--no-log")
    _one_line(code, err, "error: " + said)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "an empty file: a record is a mapping with 'events'"),
        ("\ufeff", "an empty file"),
        ("[1, 2]", "holds a list, not a record"),
        ("5\n", "holds a number, not a record"),
        ("just words\n", "holds a line of text, not a record"),
    ],
)
def test_a_record_file_holding_no_mapping_says_what_it_holds(
    run: Run, tmp_path: Path, text: str, said: str
) -> None:
    """Once 'expected a mapping with 'events', found NoneType': Python's words."""
    path = tmp_path / "r.yaml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run("replay", str(path))
    _one_line(code, err, f"r.yaml: {said}")
    assert "NoneType" not in err and "found" not in err
