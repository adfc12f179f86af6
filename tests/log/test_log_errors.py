"""A log that cannot be written never costs the ruling: it is printed first, then one line
names the file and what to do, and the command exits 2."""

import json
import sqlite3
from pathlib import Path

import pytest

from director.log import store as store_module
from director.log.store import LogStore
from tests.conftest import Run
from tests.log.helpers import ACCEPTED, sample_record


def _assert_printed_then_not_logged(code: int, out: str, err: str, path: Path, what: str) -> None:
    assert code == 2
    assert json.loads(out)["irregularities"][0]["kind"] == "insufficient-bid"  # the ruling
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"error: the ruling above was not logged: {path}: "), err
    assert what in err, err


def test_text_file_in_place_of_the_log(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    path.write_text("shopping list\n" * 100)
    code, out, err = run("replay", str(ACCEPTED), "--json", "--log", str(path))
    _assert_printed_then_not_logged(code, out, err, path, "move it aside or pass --log PATH")
    assert path.read_text().startswith("shopping list")


def test_foreign_sqlite_database(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "scores.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE results (pair INTEGER, score REAL)")
    code, out, err = run("replay", str(ACCEPTED), "--json", "--log", str(path))
    _assert_printed_then_not_logged(code, out, err, path, "another program; tables: results")


def test_truncated_log_file(run: Run, ruling_log: Path) -> None:
    run("replay", str(ACCEPTED))
    data = ruling_log.read_bytes()
    for suffix in ("-wal", "-shm"):
        Path(f"{ruling_log}{suffix}").unlink(missing_ok=True)
    ruling_log.write_bytes(data[:100] + b"\xff" * 3000)  # a damaged header and first page
    code, out, err = run("rule", "1H 1S 1H", "--dealer", "S", "-a", "accept=yes", "--json")
    _assert_printed_then_not_logged(code, out, err, ruling_log, "the ruling log is damaged")
    assert "move the file aside" in err


def test_log_of_a_newer_director(run: Run, ruling_log: Path) -> None:
    run("replay", str(ACCEPTED))
    with sqlite3.connect(ruling_log) as conn:
        conn.execute("PRAGMA user_version = 99")
    code, out, err = run("replay", str(ACCEPTED), "--json")
    _assert_printed_then_not_logged(code, out, err, ruling_log, "upgrade director")


@pytest.mark.parametrize(
    ("path", "what"),
    [
        # Linux's /proc takes no new files, not even from root (tests may run as root, for
        # whom a chmod-ed directory is still writable).
        (Path("/proc/rulings.sqlite3"), "check that the directory exists and is writable"),
        (Path("/proc/director-test/rulings.sqlite3"), "cannot create the directory /proc/"),
    ],
)
def test_read_only_directory(run: Run, path: Path, what: str) -> None:
    code, out, err = run("replay", str(ACCEPTED), "--json", "--log", str(path))
    _assert_printed_then_not_logged(code, out, err, path, what)


def test_directory_in_place_of_the_log(run: Run, tmp_path: Path) -> None:
    code, out, err = run("replay", str(ACCEPTED), "--json", "--log", str(tmp_path))
    _assert_printed_then_not_logged(code, out, err, tmp_path, "pass --log PATH")


def test_disk_full_at_the_sqlite_boundary(
    run: Run, ruling_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real SQLITE_FULL: the connection may not grow the file by a single page."""
    run("replay", str(ACCEPTED))
    real = store_module.connect

    def full_disk(path: Path) -> sqlite3.Connection:
        conn = real(path)
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")
        return conn

    monkeypatch.setattr(store_module, "connect", full_disk)
    code, out, err = run("replay", str(ACCEPTED), "--json", "--note", "x" * 20000)
    _assert_printed_then_not_logged(code, out, err, ruling_log, "the disk is full")
    assert "free some space" in err
    monkeypatch.undo()
    with LogStore.open(ruling_log) as log:  # nothing half-written
        assert log.count() == 1 and log.integrity_check() == "ok"


def test_disk_full_error_mocked_at_the_connection(
    run: Run, ruling_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = store_module.connect

    class FullConnection:
        def __init__(self, conn: sqlite3.Connection) -> None:
            self.conn = conn

        def __getattr__(self, name: str) -> object:
            return getattr(self.conn, name)

        def execute(self, sql: str, *args: object) -> object:
            if sql.startswith("INSERT"):
                raise sqlite3.OperationalError("database or disk is full")
            return self.conn.execute(sql, *args)

    monkeypatch.setattr(store_module, "connect", lambda path: FullConnection(real(path)))
    code, out, err = run("replay", str(ACCEPTED), "--json")
    _assert_printed_then_not_logged(code, out, err, ruling_log, "the disk is full")
    monkeypatch.undo()
    with LogStore.open(ruling_log) as log:
        assert log.count() == 0


def test_locked_log_waits_then_says_so(
    run: Run, ruling_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with LogStore.open(ruling_log) as log:
        log.save(sample_record())
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)
    holder = sqlite3.connect(ruling_log, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another director in the middle of a write
    try:
        code, out, err = run("replay", str(ACCEPTED), "--json")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    _assert_printed_then_not_logged(code, out, err, ruling_log, "locked by another program")
