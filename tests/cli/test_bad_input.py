"""Bad input ends in one line naming its place and exit 2, never an internal error: files
that are not UTF-8, records nested too deeply, board numbers below 1 (from the command
line and from a LIN file)."""

from pathlib import Path

import pytest

from tests.conftest import Run


def _one_line_error(code: int, err: str, *names: str) -> None:
    assert code == 2, err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "internal error" not in err and "Traceback" not in err
    for name in names:
        assert name in err, err


def test_a_record_that_is_not_utf8_names_the_file_line_and_byte(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"dealer: N\nevents:\n  - N: 1H\n  - E: \"\xff\xfe\"\n")
    code, _, err = run("replay", str(path))
    _one_line_error(code, err, "bad.yaml:4:", "not UTF-8", "0xff")


def test_an_answers_file_that_is_not_utf8_is_one_line(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "answers.yaml"
    path.write_bytes(b"\xff\xfeaccept: yes\n")
    code, _, err = run("rule", "1H 1S 1H", "--dealer", "S", "--answers", str(path))
    _one_line_error(code, err, "answers.yaml:1:", "not UTF-8")


@pytest.mark.parametrize(
    ("name", "text"),
    [("deep.json", "[" * 100_000), ("deep.yaml", "a: " + "[" * 100_000), ("deep2.json", '{"a":' * 50_000)],
)
def test_a_record_nested_too_deeply_is_one_line(run: Run, tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text)
    code, _, err = run("replay", str(path))
    _one_line_error(code, err, name)


def test_deeply_nested_answers_file_is_one_line(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "answers.yaml"
    path.write_text("- " + "[" * 100_000)
    code, _, err = run("rule", "1H 1S 1H", "--dealer", "S", "--answers", str(path))
    _one_line_error(code, err, "answers.yaml")


@pytest.mark.parametrize("board", ["0", "-7"])
def test_a_board_number_below_one_on_the_command_line_is_one_line(run: Run, board: str) -> None:
    code, _, err = run("rule", "1H P", "--board", board)
    _one_line_error(code, err, "--board: must be at least 1")


def test_a_lin_board_0_is_an_unnumbered_board_not_a_crash(run: Run, tmp_path: Path) -> None:
    """LIN ``ah|Board 0|``: boards are numbered from 1, so the board keeps its name but no
    number; the dealer comes from ``md``."""
    path = tmp_path / "b0.lin"
    path.write_text(
        "pn|a,b,c,d|md|1S23456789TJQKA,H23456789TJQKA,D23456789TJQKA|ah|Board 0|"
        "mb|1S|mb|p|mb|p|mb|p|pg||\n"
    )
    code, out, err = run("replay", str(path), "--no-log")
    assert code == 0, err
    assert "Contract: 1S by S" in out
    code, _, err = run("review", str(path))
    assert code in (0, 1) and "internal error" not in err
