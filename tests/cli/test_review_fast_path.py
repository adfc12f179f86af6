"""``director review`` on its fast path (no typer) says what the full command line says, and
hands everything else to the full command line."""

import subprocess
import sys
from pathlib import Path

import pytest

from director.cli import review_run
from director.cli.app import build_app
from tests.realdata import TESTS_DATA

PBN = str(TESTS_DATA / "timheilman__bridge-pbn" / "correct_10.pbn")
LIN = str(TESTS_DATA / "forrestrice__bridge-bots" / "sample.lin")

SAME = [
    [PBN],
    [PBN, "--format", "json"],
    [PBN, "--json", LIN],
    ["--format=csv", LIN, PBN],
    [PBN, "--select", "REC", "--select=27,PBN", "--statistics"],
    [PBN, "--ignore", "REC002", "--ignore=61", "--exit-zero"],
    [LIN, "--jobs", "2", "--format", "jsonl"],
    [PBN, "-j", "1", "--strict"],
    [PBN, "--inherit", "--edition", "wbf-1997", "--format=text"],
    [PBN, "--format", "jsonl", "--format", "text"],  # the last one given counts
    [PBN, "--json", "--format", "text"],
    [PBN, "--jobs", "0"],
    [PBN, "--edition", "belote-contree"],
    [PBN, "--report", "page.txt"],
    [PBN, "--format", "xml"],
    [str(TESTS_DATA / "no-such-file.pbn")],
]


def _exit_code(e: SystemExit) -> int:
    return e.code if isinstance(e.code, int) else 0 if e.code is None else 2


def _fast(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = 0
    try:
        assert review_run.fast_path(["review", *args])
    except SystemExit as e:
        code = _exit_code(e)
    out, err = capsys.readouterr()
    return code, out, err


def _full(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = 0
    try:
        build_app()(args=["review", *args], prog_name="director")  # type: ignore[operator]
    except SystemExit as e:
        code = _exit_code(e)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("args", SAME, ids=lambda a: " ".join(Path(w).name for w in a))
def test_the_fast_path_answers_as_the_full_command_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    fast = _fast(args, capsys)
    assert fast == _full(args, capsys)
    assert fast[0] in (0, 1, 2) and "Traceback" not in fast[2]


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["--help"],
        [PBN, "-h"],
        ["--format", "json"],  # no file: the full command line says it is missing
        [PBN, "--jobs", "two"],
        [PBN, "-j2"],
        [PBN, "--jobs=-1"],
        [PBN, "--unknown"],
        ["--", PBN],
        [PBN, "--select"],
        [PBN, "--select", "--strict"],
        [PBN, "--statistics=yes"],
        [PBN, ""],
        [PBN, "--format="],
    ],
)
def test_anything_else_goes_to_the_full_command_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert review_run.fast_path(["review", *args]) is False
    assert capsys.readouterr() == ("", "")
    assert review_run.fast_path(["law", *args]) is False


def test_review_does_not_import_typer_or_pydantic() -> None:
    probe = (
        "import sys; from director.cli.app import main\n"
        "try:\n"
        f"    main(['review', {LIN!r}, '--format', 'jsonl'])\n"
        "except SystemExit as e:\n"
        "    print(e.code, sorted(m for m in ('typer', 'pydantic') if m in sys.modules),"
        " file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.stderr.strip() in ("0 []", "1 []"), done.stderr
    assert '"code"' in done.stdout or done.stdout == ""
