"""Migrations: from nothing, from an empty file, from an older version; refusing files that
are not ours; the append-only tables."""

import sqlite3
from pathlib import Path

import pytest

from director.log.errors import ForeignLogError, LogError, NewerLogError
from director.log.schema import APPLICATION_ID, IMMUTABLE_TABLES, SCHEMA_VERSION, migrate
from director.log.store import LogStore
from tests.log.helpers import sample_record


def _pragma(path: Path, name: str) -> object:
    with sqlite3.connect(path) as conn:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def test_new_file_in_a_new_directory_is_migrated_to_the_current_version(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "rulings.sqlite3"
    with LogStore.open(path):
        pass
    assert _pragma(path, "user_version") == SCHEMA_VERSION == 2
    assert _pragma(path, "application_id") == APPLICATION_ID
    assert _pragma(path, "journal_mode") == "wal"
    assert {"rulings", "answers", "ruling_laws", "ruling_kinds", "notes", "drafts",
            "draft_answers"} <= _tables(path)  # fmt: skip


def test_empty_file_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    path.write_bytes(b"")
    with LogStore.open(path) as log:
        ruling_id = log.save(sample_record())
        assert log.get(ruling_id).event == "test"
    assert _pragma(path, "user_version") == SCHEMA_VERSION


def test_version_1_file_gains_the_drafts_and_keeps_its_rulings(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, str(path), target=1) == 1
    conn.execute(
        "INSERT INTO rulings (created_at, program, command, edition, incident, ruling) "
        "VALUES ('2024-01-01T10:00:00.000000Z', 'director 0.0.1', 'replay', 'wbf-2017', "
        "'{\"events\": []}', '{\"irregularities\": []}')"
    )
    conn.close()
    assert "drafts" not in _tables(path)
    with LogStore.open(path) as log:
        assert log.count() == 1
        assert log.get(1).program == "director 0.0.1"
    assert "drafts" in _tables(path)
    assert _pragma(path, "user_version") == 2


def test_reopening_does_not_migrate_again(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    with LogStore.open(path) as log:
        log.save(sample_record())
    with LogStore.open(path) as log:
        assert log.count() == 1
        assert log.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_text_file_is_refused_naming_the_path(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    path.write_text("these are my notes, not a database\n" * 50)
    with pytest.raises(ForeignLogError, match="not a director ruling log") as e:
        LogStore.open(path)
    assert str(path) in str(e.value) and "move it aside or pass --log PATH" in str(e.value)
    assert path.read_text().startswith("these are my notes")  # untouched


def test_another_programs_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE players (name TEXT)")
    before = path.read_bytes()
    with pytest.raises(ForeignLogError, match=r"another program; tables: players"):
        LogStore.open(path)
    assert path.read_bytes() == before
    assert _pragma(path, "journal_mode") == "delete"


def test_database_with_a_foreign_application_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA application_id = 1234")
    with pytest.raises(ForeignLogError):
        LogStore.open(path)


def test_log_of_a_newer_director_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "rulings.sqlite3"
    with LogStore.open(path):
        pass
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    with pytest.raises(NewerLogError, match=r"newer director \(log version 7; this one reads up to 2\)"):
        LogStore.open(path)


@pytest.mark.parametrize("table", IMMUTABLE_TABLES)
@pytest.mark.parametrize("verb", ["UPDATE {t} SET ruling_id = ruling_id", "DELETE FROM {t}"])
def test_rulings_and_their_parts_are_append_only(tmp_path: Path, table: str, verb: str) -> None:
    path = tmp_path / "rulings.sqlite3"
    with LogStore.open(path) as log:
        log.save(sample_record())
        if table == "rulings":
            verb = verb.replace("ruling_id = ruling_id", "board = 3")
        with pytest.raises(LogError, match="append-only"), log.transaction() as db:
            db.execute(verb.format(t=table))
        assert log.get(1).board is None and len(log.get(1).notes) == 1


def test_migration_failure_rolls_back_to_the_previous_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from director.log import schema

    path = tmp_path / "rulings.sqlite3"
    broken = [*schema.MIGRATIONS[1], "CREATE TABLE drafts (x)"]  # fails on the last statement
    monkeypatch.setattr(schema, "MIGRATIONS", [schema.MIGRATIONS[0], broken])
    with pytest.raises(LogError, match="already exists"):
        LogStore.open(path)
    assert _pragma(path, "user_version") == 1
    assert "draft_answers" not in _tables(path)
