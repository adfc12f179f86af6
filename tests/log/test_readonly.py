"""A log on read-only media can still be listed, shown and exported (opened read-only
when nothing is to be written), and ``DIRECTOR_LOG=""`` is an error, never a silent
fall-back to the user's own log."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from director.log import store as store_mod
from director.log.errors import LogError
from director.log.store import LogStore
from tests.conftest import Run
from tests.log.helpers import sample_record


def _logged(path: Path) -> Path:
    with LogStore.open(path) as store:
        store.save(sample_record())
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)  # as copied to a read-only medium: the file alone
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_read_only_store_refuses_to_write(tmp_path: Path) -> None:
    path = _logged(tmp_path / "r.sqlite3")
    with LogStore.open_readonly(path) as store, pytest.raises(sqlite3.OperationalError):
        store.conn.execute("DELETE FROM rulings")


def test_list_show_export_do_not_change_the_file(run: Run, tmp_path: Path) -> None:
    path = _logged(tmp_path / "r.sqlite3")
    before = _digest(path)
    for args in (["list"], ["show", "1"], ["export", "-f", "csv"], ["export", "-f", "json"]):
        code, out, err = run("log", *args, "--log", str(path))
        assert code == 0, (args, err)
        assert out.strip()
    assert _digest(path) == before


def test_read_only_media_cannot_make_the_wal_index_yet_the_log_is_read(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On read-only media SQLite cannot create the ``-shm`` file a WAL log needs even for
    reading; the connection then falls back to reading the file as immutable."""
    path = _logged(tmp_path / "r.sqlite3")
    real = sqlite3.connect

    def media(target: str, *args: object, **kwargs: object) -> sqlite3.Connection:
        if "immutable=1" not in target:
            raise sqlite3.OperationalError("unable to open database file")
        return real(target, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store_mod.sqlite3, "connect", media)
    code, out, err = run("log", "list", "--log", str(path))
    assert code == 0, err
    assert "insufficient-bid" in out
    code, out, err = run("log", "export", "-f", "csv", "--log", str(path))
    assert code == 0, err
    assert out.count("\n") == 2  # the header and the one ruling


def test_a_note_still_needs_a_writable_log(run: Run, tmp_path: Path) -> None:
    path = _logged(tmp_path / "r.sqlite3")
    code, _, err = run("log", "note", "1", "appeal lodged", "--log", str(path))
    assert code == 0, err


def test_a_log_of_another_schema_version_is_not_read_without_upgrading(tmp_path: Path) -> None:
    path = _logged(tmp_path / "r.sqlite3")
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 1")
    with pytest.raises(LogError, match="schema version 1"):
        LogStore.open_readonly(path)


@pytest.mark.parametrize("value", ["", "  "])
def test_an_empty_director_log_is_an_error_naming_the_variable(
    run: Run, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("DIRECTOR_LOG", value)
    for args in (("rule", "1H P", "--dealer", "N"), ("log", "list"), ("log", "path")):
        code, _, err = run(*args)
        assert code == 2, args
        assert err.startswith("error: DIRECTOR_LOG is set but empty") and err.count("\n") == 1


def test_an_empty_director_log_with_no_log_rules_without_logging(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DIRECTOR_LOG", "")
    code, out, err = run("rule", "1H P", "--dealer", "N", "--no-log")
    assert code == 0, err
    assert "S to call" in out
