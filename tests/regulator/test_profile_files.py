"""A regulator profile or the configuration that is not what it should be is one line
naming the file and exit 2, never a traceback (issue 27): nested 50,000 deep, a directory,
a device, and the wrong kind of value said in the file's words, not Python's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Run
from tests.one_line import one_line_error as _one_line

DEEP = "a = " + "[" * 50_000 + "]" * 50_000 + "\n"
HEAD = 'name = "club"\ntitle = "Club"\nedition = "wbf-2017"\n'
ELECTION = (
    '[[election]]\nref = "12C2"\ntopic = "t"\nstatus = "elected"\nchoice = "c"\n'
    'source = {{ title = "a", says = "b" }}\n{extra}\n'
)



def test_a_profile_nested_50000_deep_is_one_line(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(DEEP)
    code, _, err = run("law", "12C2", "--regulator", str(path))
    _one_line(code, err, "--regulator", "deep.toml", "nested")
    code, _, err = run("adjust", "4S= 60%", "4S-1 40%", "--regulator", str(path))
    _one_line(code, err, "deep.toml", "nested")


def test_deep_profile_named_by_the_environment_is_one_line(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(DEEP)
    monkeypatch.setenv("DIRECTOR_REGULATOR", str(path))
    code, _, err = run("rule", "1H P", "--no-log")
    _one_line(code, err, "DIRECTOR_REGULATOR", "deep.toml", "nested")


def test_a_config_nested_50000_deep_is_one_line(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config" / "director" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text(DEEP)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    code, _, err = run("rule", "1H P", "--no-log")
    _one_line(code, err, "config.toml", "nested")


def test_a_config_that_is_a_directory_is_one_line(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "config" / "director" / "config.toml").mkdir(parents=True)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    code, _, err = run("rule", "1H P", "--no-log")
    _one_line(code, err, "config.toml", "is a directory")


def test_a_profile_that_is_a_directory_or_a_device_is_one_line(run: Run, tmp_path: Path) -> None:
    folder = tmp_path / "club.toml"
    folder.mkdir()
    code, _, err = run("law", "12C2", "--regulator", str(folder))
    _one_line(code, err, "club.toml", "is a directory")
    device = tmp_path / "zero.toml"
    device.symlink_to("/dev/zero")
    code, _, err = run("law", "12C2", "--regulator", str(device))
    _one_line(code, err, "zero.toml", "not a regular file")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            HEAD + "election = 5\n",
            "'election' must be an array of tables ([[election]]), not an integer",
        ),
        (HEAD + "election = [5]\n", "election 1 must be a table, not an integer"),
        (
            HEAD + ELECTION.format(extra="values = 3"),
            "election 1 (12C2): 'values' must be a table, not an integer",
        ),
        (HEAD + ELECTION.format(extra="note = 3"), "'note' must be a string, not an integer"),
        (HEAD.replace('"Club"', "[1]"), "'title' must be a non-empty string"),
    ],
)
def test_a_value_of_the_wrong_kind_is_said_in_the_files_words(
    run: Run, tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "club.toml"
    path.write_text(text)
    code, _, err = run("law", "12C2", "--regulator", str(path))
    _one_line(code, err, "club.toml", said)
    assert "object" not in err
