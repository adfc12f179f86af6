"""``director law N`` at first sight: the Law's outline on one 80x24 screen for every Law of
every edition, the table's choices marked; ``--full`` the whole Law, through the pager when
it is longer than the terminal (a real pty), never when piped."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from director.catalog.catalog import get_edition
from director.editions import EDITIONS
from tests.conftest import Run

PAGER = "sed s/^/PAGED:/"  # a pager whose every line shows that it ran


@pytest.fixture
def screen_80x24(monkeypatch: pytest.MonkeyPatch) -> None:
    """The renderers' console made anew for an 80x24 terminal."""
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "24")
    monkeypatch.setattr("director.render.console._console", None)


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_law_fits_one_80x24_screen(run: Run, screen_80x24: None, edition: str) -> None:
    for law in get_edition(EDITIONS[edition].catalog):
        code, out, err = run("law", str(law.number), "--edition", edition)
        assert code == 0, err
        lines = out.splitlines()
        where = f"{edition} law {law.number}"
        assert len(lines) <= 23, where  # the 24th line is the shell's prompt
        assert max(len(line) for line in lines) <= 80, where
        assert lines[0].startswith(f"Law {law.number}") or lines[0].startswith("Art"), where


def test_the_outline_shows_each_section_once_and_marks_the_tables_choices(
    run: Run, screen_80x24: None
) -> None:
    _, out, _ = run("law", "27")
    refs = [line[2:].split()[0] for line in out.splitlines() if line[2:3].isdigit()]
    assert refs == ["27A", "27A1", "27A2", "27B", "27B1", "27B1(a)", "27B1(b)", "27B2",
                    "27B3", "27B4", "27C", "27D"]  # fmt: skip
    marked = [line[2:].split()[0] for line in out.splitlines() if line.startswith("▸ 27")]
    assert "27A1" in marked  # the LHO's acceptance: the first choice at the table
    assert out.splitlines()[-1].startswith("▸ the table's choices · law 27A: one section")


def test_a_long_law_folds_its_deepest_sections_and_counts_them(
    run: Run, screen_80x24: None
) -> None:
    _, out, _ = run("law", "12")
    line = next(x for x in out.splitlines() if x[2:].startswith("12C1 "))
    assert "(+7)" in line  # 12C1(a)-(e) and their parts, folded
    _, full, _ = run("law", "12", "--full")
    shown = [x[2:].split()[0] for x in out.splitlines() if x[2:4] == "12"]
    assert "12C1(c)" in full and "12C1(c)" not in shown


def _terminal(*args: str, rows: int = 24) -> tuple[int, str]:
    """``director ARGS`` in a pty of ``rows`` x 80 with the test pager; its screen."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, 80, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env["PAGER"] = PAGER
    proc = subprocess.Popen(
        [sys.executable, "-m", "director", *args],
        stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
    )  # fmt: skip
    os.close(slave)
    seen, deadline = b"", time.monotonic() + 60
    while True:
        ready, _, _ = select.select([master], [], [], max(deadline - time.monotonic(), 0))
        if not ready:
            proc.kill()
            raise AssertionError("no answer in time: " + seen.decode(errors="replace")[-500:])
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    code = proc.wait(timeout=30)
    os.close(master)
    return code, seen.decode(errors="replace")


def test_a_law_in_full_longer_than_the_terminal_goes_through_the_pager() -> None:
    code, screen = _terminal("law", "27", "--full")
    assert code == 0
    lines = [x for x in screen.splitlines() if x.strip()]
    assert lines and all(x.startswith("PAGED:") for x in lines)
    assert any("27B1(a)" in x for x in lines)


def test_what_fits_the_terminal_is_not_paged() -> None:
    code, screen = _terminal("law", "27")  # the outline: one screen
    assert code == 0 and "27B2" in screen and "PAGED:" not in screen
    code, screen = _terminal("law", "27", "--full", rows=200)
    assert code == 0 and "27B2" in screen and "PAGED:" not in screen


def test_piped_output_is_never_paged(tmp_path: Path) -> None:
    env = {**os.environ, "PAGER": PAGER}
    done = subprocess.run(
        [sys.executable, "-m", "director", "law", "27", "--full"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0 and "PAGED:" not in done.stdout and "27B1(a)" in done.stdout
