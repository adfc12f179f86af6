"""Issue 27, crashes and unread costs: each of these was an internal error, a traceback or
gigabytes of memory; each is now one line naming the place, exit 2."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from director.limits import MAX_RECORD_BYTES
from tests.conftest import Run
from tests.one_line import one_line_error as _one_line

HUGE = "9" * 35



@pytest.mark.parametrize("digits", [40, 5000])
def test_a_board_number_of_many_digits_in_a_record_is_one_line(
    run: Run, tmp_path: Path, digits: int
) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(f"dealer: N\nboard: {'9' * digits}\nevents:\n  - N: 1H\n  - E: P\n")
    code, _, err = run("replay", str(path))
    _one_line(code, err, "big.yaml")


def test_a_board_number_of_many_digits_in_a_json_record_is_one_line(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"dealer": "N", "board": ' + "9" * 5000 + ', "events": [{"N": "1H"}]}')
    code, _, err = run("replay", str(path))
    _one_line(code, err, "big.json", "4,300 digits")


def test_a_board_number_of_35_digits_on_the_command_line_is_one_line(run: Run) -> None:
    code, _, err = run("rule", "1H P", "--dealer", "N", "--board", HUGE)
    _one_line(code, err, "board", "999999999")
    code, _, err = run("score", "4S=", "--board", HUGE)
    _one_line(code, err, "--board", "nine digits")


def test_a_ruling_number_past_sqlites_range_is_no_such_ruling(run: Run, ruling_log: Path) -> None:
    code, _, err = run("rule", "1H P", "--dealer", "N")
    assert code == 0, err
    for args in (("log", "show", HUGE), ("log", "note", HUGE, "hi")):
        code, _, err = run(*args)
        _one_line(code, err, f"no ruling #{HUGE}")
    code, _, err = run("rule", "1H P", "--dealer", "N", "--corrects", HUGE)
    _one_line(code, err, f"no ruling #{HUGE} to correct")
    code, out, err = run("log", "list", "--board", HUGE)
    assert code == 0 and "matches" in out, err
    code, out, err = run("log", "list", "-n", HUGE, "--json")
    assert code == 0 and len(json.loads(out)) == 1, err


def test_an_edition_name_10000_characters_long_is_one_line(run: Run) -> None:
    code, _, err = run("law", "12", "--edition", "x" * 10_000)
    _one_line(code, err, "unknown edition", "wbf-2017")
    assert "too long" not in err and "x" * 100 not in err


def test_an_edition_is_a_shipped_name_never_a_directory(run: Run, tmp_path: Path) -> None:
    """``--edition DIR`` (or a record's ``edition:``) once loaded any folder's TOML files and
    printed them as Laws."""
    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "edition.toml").write_text('title = "Fake Laws"\nlaws = 1\n')
    (fake / "01.toml").write_text('title = "Anything"\nsummary = "printed as a Law"\n')
    for where in (str(fake), os.path.relpath(fake)):
        code, out, err = run("law", "1", "--edition", where)
        _one_line(code, err, "unknown edition", "wbf-2017")
        assert "printed as a Law" not in out
    record = tmp_path / "r.yaml"
    record.write_text(f"dealer: N\nedition: {fake}\nevents:\n  - N: 1H\n")
    code, _, err = run("replay", str(record), "--no-log")
    _one_line(code, err, "unknown edition")


def test_a_json_record_with_a_byte_order_mark_is_read(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    # tab-indented: read as YAML (the BOM hid the '{'), the tab was refused
    path.write_bytes(b'\xef\xbb\xbf{\n\t"dealer": "N",\n\t"events": [{"N": "1H"}, {"E": "P"}]\n}')
    code, out, err = run("replay", str(path), "--no-log", "--json")
    assert code == 0, err
    assert json.loads(out)["dealer"] == "N"


def test_a_record_larger_than_the_limit_is_refused_unread(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text("dealer: N\nevents:\n" + "  - N: P\n" * (MAX_RECORD_BYTES // 9 + 1))
    code, _, err = run("replay", str(path))
    _one_line(code, err, "huge.yaml", "refused unread")


@pytest.mark.parametrize("command", ["replay", "review", "dd"])
def test_a_device_is_not_read(run: Run, tmp_path: Path, command: str) -> None:
    zero = tmp_path / "zero.yaml"
    zero.symlink_to("/dev/zero")
    code, _, err = run(command, str(zero))
    _one_line(code, err, "zero.yaml", "not a regular file")


def test_a_record_that_is_a_directory_is_one_line(run: Run, tmp_path: Path) -> None:
    folder = tmp_path / "r.yaml"
    folder.mkdir()
    code, _, err = run("replay", str(folder))
    _one_line(code, err, "r.yaml", "is a directory")
