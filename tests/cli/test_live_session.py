"""``director rule`` as a live walk-through, driven in a real terminal (a pty): the director
types the incident up to the irregularity, the tool states each option before the player
chooses, asks what was called, and goes on to the final ruling - no retyping. A ruling that
still waits for a call is a draft, never logged as a ruling."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

from director.log.journal import unfinished
from director.log.store import LogStore
from tests.conftest import Run

ANSI = re.compile(rb"\x1b\[[0-9;]*[A-Za-z]")


class Terminal:
    """``director rule ARGS`` (or ``command``) in a pty ``columns`` wide."""

    def __init__(self, log: Path, *args: str, command: str = "rule", columns: int = 120) -> None:
        self.master, slave = pty.openpty()
        env = {**os.environ, "DIRECTOR_LOG": str(log), "COLUMNS": str(columns)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "director", *command.split(), *args],
            stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
        )  # fmt: skip
        os.close(slave)
        self.seen = b""
        self.deadline = time.monotonic() + 60

    def until(self, text: str) -> str:
        """Everything shown since the last call, up to ``text``."""
        start = len(self.seen)
        while text.encode() not in ANSI.sub(b"", self.seen[start:]):
            chunk = self._read()
            if not chunk:
                break
            self.seen += chunk
        return ANSI.sub(b"", self.seen[start:]).decode(errors="replace")

    def _read(self) -> bytes:
        """The next output, or a failure naming what was on the screen when the program
        stopped answering (never a hang)."""
        left = self.deadline - time.monotonic()
        ready, _, _ = select.select([self.master], [], [], max(left, 0))
        if not ready:
            self.proc.kill()
            raise AssertionError("no answer in time; screen:\n" + self.screen()[-1500:])
        try:
            return os.read(self.master, 4096)
        except OSError:
            return b""

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\r")

    def finish(self) -> tuple[int, str]:
        while True:
            chunk = self._read()
            if not chunk:
                break
            self.seen += chunk
        code = self.proc.wait(timeout=30)
        os.close(self.master)
        return code, self.screen()

    def screen(self) -> str:
        return ANSI.sub(b"", self.seen).decode(errors="replace")


def test_27B_insufficient_bid_typed_up_to_the_bid_replacement_given_live(tmp_path: Path) -> None:
    log = tmp_path / "rulings.sqlite3"
    term = Terminal(log, "1H 1S 1H", "--dealer", "S")
    assert "Does East accept the insufficient bid 1H?" in term.until("choice")
    term.type("2")  # East does not accept
    before = term.until("What did North call?")
    # What North may do, and what follows, is stated before he chooses (27B flowchart).
    for branch in ("27B1(a)", "27B1(b)", "27B2", "27B3", "27B4", "South must pass"):
        assert branch in before, branch
    term.type("2H")
    assert "Could 1H or its replacement 2H be artificial?" in term.until("choice")
    term.type("1")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "2H is the lowest sufficient bid" in screen and "logged as #1" in screen
    assert "If North made 2H before the director ruled" not in screen  # made after it
    with LogStore.open(log) as store:
        (entry,) = store.find()
        assert "1H 1S 1H 2H" in json.dumps(entry.incident) or entry.incident["events"][-1]


def test_a_ruling_waiting_for_a_call_is_a_draft_not_a_logged_ruling(tmp_path: Path) -> None:
    log = tmp_path / "rulings.sqlite3"
    term = Terminal(log, "1H 1S 1H", "--dealer", "S", "--answer", "accept=no")
    term.until("What did North call?")
    term.type("stop")  # the players are thinking
    code, screen = term.finish()
    assert code == 0
    assert "not logged" in screen and "draft #1 kept" in screen
    with LogStore.open(log) as store:
        assert store.count() == 0
        (draft,) = unfinished(store)
        assert draft.request["notation"] == "1H 1S 1H"


def test_a_bid_out_of_rotation_then_the_offenders_later_call_live(tmp_path: Path) -> None:
    # Dealer South; North bids 1S at his partner's turn (31B), not accepted. South and West
    # call in turn, then North's own call is judged comparable or not (31B2).
    log = tmp_path / "rulings.sqlite3"
    term = Terminal(log, "N:1S", "--dealer", "S", "--answer", "accept=no")
    assert "the ruling waits for North's call" in term.until("What did South call?")
    term.type("1H")
    term.until("What did West call?")
    term.type("pass")
    before = term.until("What did North call?")
    assert "31B2" in before and "comparable call" in before and "31A2(b)" in before
    term.type("2S")
    assert "comparable call" in term.until("choice")
    term.type("2")  # not comparable
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "South must pass at his next turn" in screen and "logged as #1" in screen


def test_json_lists_the_pending_call_for_scripts(run: Run) -> None:
    code, out, err = run("rule", "1H 1S 1H", "--dealer", "S", "-a", "accept=no", "--json")
    assert code == 0, err
    pending = json.loads(out)["pending"]
    assert (pending["seat"], pending["awaits"], pending["law"]) == ("N", "call", "27B")
    assert [o["outcome"][:7] for o in pending["options"]][:3] == ["27B1(a)", "27B1(b)", "27B2: S"]
    assert "not logged" in err


DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
THREE_TRICKS = "1S AP E:HA S:H8 W:H2 N:H4 E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ"


def test_70_a_number_of_tricks_is_entered_as_itself_and_echoed(tmp_path: Path) -> None:
    # Declarer claims the rest after trick 3; disputed; the director awards 10 of the 10.
    log = tmp_path / "rulings.sqlite3"
    term = Terminal(
        log, f"{THREE_TRICKS} N:claim:all", "--deal", DEAL, "--dealer", "N",
        "--answer", "opponents=disputed",
    )  # fmt: skip
    term.until("number (0-10)")
    term.type("10")
    assert "credited with 10 of the remaining tricks" in term.until("Confirm?")
    term.type("y")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "1S+3" in screen and "1S-" not in screen  # 10 tricks, not the 10th option
