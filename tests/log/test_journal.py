"""``director rule`` at a terminal journals each answer; Ctrl-C keeps (or drops) the draft;
``--resume`` goes on from the next question, also after the process was killed."""

import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from director.log.journal import load_draft, unfinished
from director.log.store import LogStore
from tests.conftest import Run
from tests.log.helpers import ScriptedTTY

INCIDENT = ("rule", "1H 1S 1H 2H", "--dealer", "S")  # asks East (accept), then the director
ACCEPT_Q = "Does East accept the insufficient bid 1H?"
ARTIFICIAL_Q = "Could 1H or its replacement 2H be artificial?"


def _type(monkeypatch: pytest.MonkeyPatch, *script: str | BaseException) -> None:
    monkeypatch.setattr(sys, "stdin", ScriptedTTY(*script))


def test_interrupted_then_resumed_from_the_next_question(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    _type(monkeypatch, "2", KeyboardInterrupt(), "")  # do not accept; Ctrl-C; Enter = keep
    code, out, err = run(*INCIDENT, "--event", "Club night")
    assert code == 130 and out == ""
    assert "draft #1 kept: resume it with 'director rule --resume 1'" in err
    with LogStore.open(ruling_log) as log:
        (draft,) = unfinished(log)
        assert [(a.key, a.answer) for a in draft.answers] == [("1.accept", False)]
        assert draft.request["notation"] == "1H 1S 1H 2H" and draft.request["event"] == "Club night"
        assert log.count() == 0

    _type(monkeypatch, "", "1")  # Enter = resume the latest; natural
    code, out, err = run("rule", "--resume")
    assert code == 0, err
    assert "#1" in err and "1 answer(s), last 1.accept=False\n      1H 1S 1H 2H\n" in err
    assert ACCEPT_Q not in err and ARTIFICIAL_Q in err  # only the unanswered one is asked
    assert "27B1(a)" in out and "logged as #1" in err
    with LogStore.open(ruling_log) as log:
        assert unfinished(log) == []
        assert load_draft(log, 1).status == "done" and load_draft(log, 1).ruling_id == 1
        entry = log.get(1)
    assert entry.event == "Club night"
    assert [(a.question, a.answer, a.source) for a in entry.answers] == [
        ("accept", False, "journal"),
        ("artificial", False, "terminal"),
    ]


def test_completed_at_the_terminal_in_one_go(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    _type(monkeypatch, "2", "1")
    code, out, err = run(*INCIDENT, "--note", "asked twice")
    assert code == 0, err
    assert "27B1(a)" in out
    assert ACCEPT_Q in err and ARTIFICIAL_Q in err and "logged as #1" in err
    with LogStore.open(ruling_log) as log:
        draft = load_draft(log, 1)
        assert draft.status == "done" and [a.key for a in draft.answers] == [
            "1.accept",
            "1.artificial",
        ]
        assert [a.source for a in log.get(1).answers] == ["terminal", "terminal"]
        assert [n.text for n in log.get(1).notes] == ["asked twice"]


@pytest.mark.parametrize(
    ("script", "kept"),
    [
        ((KeyboardInterrupt(), "n"), False),
        ((KeyboardInterrupt(), "y"), True),
        ((KeyboardInterrupt(), KeyboardInterrupt()), True),  # Ctrl-C again keeps it
        ((), True),  # Ctrl-D at the question
    ],
)
def test_ctrl_c_asks_whether_to_keep_the_draft(
    run: Run,
    monkeypatch: pytest.MonkeyPatch,
    ruling_log: Path,
    script: tuple[str | BaseException, ...],
    kept: bool,
) -> None:
    _type(monkeypatch, *script)
    code, _, err = run(*INCIDENT)
    assert code == 130
    with LogStore.open(ruling_log) as log:
        assert load_draft(log, 1).status == ("open" if kept else "discarded")
        assert len(unfinished(log)) == int(kept)
    assert ("kept" in err) == kept and ("discarded" in err) == (not kept)


def test_resume_a_chosen_draft_and_refuse_a_finished_one(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    _type(monkeypatch, KeyboardInterrupt(), "y")
    run(*INCIDENT)
    _type(monkeypatch, "2", KeyboardInterrupt(), "y")
    run(*INCIDENT, "--board", "4")
    _type(monkeypatch, "2", "1")
    code, out, err = run("rule", "--resume", "1")
    assert code == 0 and "resuming draft #1" in err and "logged as #1" in err
    assert "Auction continues" in out
    _type(monkeypatch)
    code, _, err = run("rule", "--resume", "#1")
    assert code == 2 and "draft #1 is done, not open" in err
    _type(monkeypatch, "n")
    code, _, err = run("rule", "--resume")
    assert code == 0 and "#2" in err and "board 4" in err and "nothing resumed" in err
    _type(monkeypatch)
    code, _, err = run("rule", "--resume", "9")
    assert code == 2 and "no draft #9" in err


def test_resume_with_nothing_to_resume(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    _type(monkeypatch)
    code, _, err = run("rule", "--resume")
    assert code == 0 and "no unfinished incident to resume" in err
    run("rule", "1H 2H", "--dealer", "S")  # makes the log, no draft
    code, _, err = run("rule", "--resume")
    assert code == 0 and "no unfinished incident to resume in" in err


def test_no_log_keeps_no_draft(run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path) -> None:
    _type(monkeypatch, KeyboardInterrupt())
    code, _, err = run(*INCIDENT, "--no-log")
    assert code == 130 and "interrupted: nothing was logged" in err
    assert not ruling_log.exists()


def test_bad_input_after_answers_fails_the_draft(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    _type(monkeypatch, "2")  # West did not call first; then North does not repeat 1S
    code, _, err = run("rule", "1H N:1S W:P N:2S", "--dealer", "S", "-a", "accept=no")
    assert code == 2 and "Law 31A1 requires North to repeat 1S" in err
    with LogStore.open(ruling_log) as log:
        assert load_draft(log, 1).status == "failed" and unfinished(log) == []


def test_unusable_log_warns_once_and_still_rules(
    run: Run, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("not a database at all\n" * 100)
    _type(monkeypatch, "2", "1")
    code, out, err = run(*INCIDENT, "--log", str(bad))
    assert code == 2
    assert "27B1(a)" in out  # the ruling, printed in full
    assert err.count("warning: answers are not journaled") == 1
    assert f"error: the ruling above was not logged: {bad}: not a director" in err.splitlines()[-1]


# ------------------------------------------------------------------ a real process death
def _read_until(fd: int, needle: bytes, count: int, deadline: float) -> bytes:
    seen = b""
    while seen.count(needle) < count:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"timed out waiting for {needle!r}; got: {seen[-500:]!r}"
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    return seen


def test_resume_after_the_process_is_killed(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    """``director rule`` in a real terminal (a pty), killed with SIGKILL while the second
    question waits: the first answer was journaled, and ``--resume`` goes on from there."""
    master, slave = pty.openpty()
    env = {**os.environ, "DIRECTOR_LOG": str(ruling_log), "COLUMNS": "200"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "director", *INCIDENT],
        stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
    )  # fmt: skip
    os.close(slave)
    try:
        deadline = time.monotonic() + 30
        _read_until(master, b"choice", 1, deadline)
        os.write(master, b"2\r")
        _read_until(master, b"choice", 1, deadline)  # the second question waits
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=10) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    with LogStore.open(ruling_log) as log:
        (draft,) = unfinished(log)
        assert [(a.key, a.answer) for a in draft.answers] == [("1.accept", False)]
        assert log.integrity_check() == "ok"
    _type(monkeypatch, "y", "1")
    code, out, err = run("rule", "--resume")
    assert code == 0, err
    assert ACCEPT_Q not in err and "logged as #1" in err and "27B1(a)" in out
