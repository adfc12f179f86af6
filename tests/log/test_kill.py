"""No data loss, proved by force: writers killed with SIGKILL at random moments lose no ruling
they reported saved, leave no half-saved ruling and no damage; two writers at once lose
nothing."""

import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from director.log.record import laws_of
from director.log.store import LogStore
from tests.log.helpers import sample_ruling

ROOT = Path(__file__).resolve().parents[2]
KILLS = 10
TIME_LIMIT_S = 20.0  # for the whole kill test, start-ups included


def _writer(path: Path, tag: str, count: int = 0) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.log.writer", str(path), tag, str(count)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _reported(proc: subprocess.Popen[bytes], lines: int, deadline: float) -> bytes:
    """Read the writer's output until ``lines`` ids have been reported (or the deadline)."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    seen = b""
    while seen.count(b"\n") < lines and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        seen += chunk
    return seen


def _ids(output: bytes) -> list[int]:
    """The ids on complete lines: a line cut by the kill was never reported."""
    complete = output[: output.rfind(b"\n") + 1]
    return [int(line) for line in complete.split()]


def _check_whole(path: Path) -> tuple[set[int], int]:
    """Every ruling has all its parts (one transaction each); the file is sound."""
    expected_laws = len(laws_of(sample_ruling()))
    with LogStore.open(path) as log:
        assert log.integrity_check() == "ok"
        db = log.conn
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        ids = {r[0] for r in db.execute("SELECT id FROM rulings")}
        for table, each in (("answers", 3), ("ruling_kinds", 1), ("ruling_laws", expected_laws),
                            ("notes", 1)):  # fmt: skip
            counts = dict(
                db.execute(f"SELECT ruling_id, count(*) FROM {table} GROUP BY ruling_id")
            )
            assert {i: counts.get(i, 0) for i in ids} == dict.fromkeys(ids, each), table
        return ids, log.count()


def test_sigkill_at_random_moments_loses_no_reported_ruling(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    seed = random.randrange(2**32)
    rng = random.Random(seed)
    start = time.monotonic()
    reported: list[int] = []
    for kill in range(KILLS):
        proc = _writer(path, f"kill-{kill}")
        try:
            if kill == 0:  # during start-up: opening, migrating the new file
                time.sleep(rng.uniform(0.0, 0.3))
                output = b""
            else:  # in the middle of the loop, after a random number of rulings
                output = _reported(proc, rng.randint(1, 40), time.monotonic() + 10)
                time.sleep(rng.uniform(0.0, 0.01))
            proc.send_signal(signal.SIGKILL)
            rest, _ = proc.communicate(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert proc.returncode == -signal.SIGKILL, (seed, proc.stderr)
        reported += _ids(output + rest)
    assert time.monotonic() - start < TIME_LIMIT_S
    assert len(reported) >= KILLS - 1, f"seed {seed}: the writers hardly wrote"
    present, count = _check_whole(path)
    missing = sorted(set(reported) - present)
    assert not missing, f"seed {seed}: rulings reported saved but lost: {missing}"
    assert len(set(reported)) == len(reported)  # no id handed out twice
    assert count >= len(reported)
    print(f"seed {seed}: {len(reported)} reported, {count} saved, {KILLS} kills")


@pytest.mark.parametrize(("writers", "each"), [(2, 120), (4, 10)])
def test_writers_at_once_lose_nothing(tmp_path: Path, writers: int, each: int) -> None:
    """Two writers (and four, to race harder on creating the file) at once."""
    path = tmp_path / "new" / "rulings.sqlite3"  # all start on a file that does not exist
    tags = [f"writer-{i}" for i in range(writers)]
    procs = [_writer(path, tag, each) for tag in tags]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()
        outputs.append(_ids(out))
    assert all(len(ids) == each for ids in outputs)
    reported = [i for ids in outputs for i in ids]
    assert len(set(reported)) == len(reported) == writers * each  # no id handed out twice
    present, count = _check_whole(path)
    assert present == set(reported) and count == writers * each
    with sqlite3.connect(path) as conn:
        per_tag = dict(conn.execute("SELECT event, count(*) FROM rulings GROUP BY event"))
    assert per_tag == dict.fromkeys(tags, each)
