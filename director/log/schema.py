"""The log's schema as a list of migrations; ``PRAGMA user_version`` is the number applied.

A file is ours when its ``application_id`` is :data:`APPLICATION_ID`, or when it is empty
(a new or zero-length file). Migration ``n`` (1-based) takes the file from version ``n - 1``
to ``n`` in one ``BEGIN IMMEDIATE`` transaction, re-reading the version inside it, so two
processes opening a new file at once migrate it once. Never edit a released migration:
append a new one.
"""

from __future__ import annotations

import sqlite3

from director.log.errors import ForeignLogError, NewerLogError

__all__ = [
    "APPLICATION_ID",
    "IMMUTABLE_TABLES",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "check_ours",
    "migrate",
    "read_version",
]

APPLICATION_ID = 0x4449524C  # "DIRL": a director ruling log

#: Append-only tables: a ruling, its answers, laws, kinds and notes are never changed;
#: a correction is a new ruling whose ``corrects`` names the old one.
IMMUTABLE_TABLES = ("rulings", "answers", "ruling_laws", "ruling_kinds", "notes")


def _immutable(table: str) -> list[str]:
    return [
        f"CREATE TRIGGER {table}_no_{verb} BEFORE {verb.upper()} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{table} are append-only: add a note or a correction'); "
        "END"
        for verb in ("update", "delete")
    ]


_V1_RULINGS = [
    f"PRAGMA application_id = {APPLICATION_ID}",
    """CREATE TABLE rulings (
        id INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,   -- UTC, 'YYYY-MM-DDTHH:MM:SS.ffffffZ'
        program TEXT NOT NULL,      -- 'director 0.1.0'
        command TEXT NOT NULL,      -- 'rule' | 'replay'
        source TEXT,                -- the notation typed, or the record file
        edition TEXT NOT NULL,
        event TEXT,
        session TEXT,
        table_label TEXT,
        board INTEGER,
        incident TEXT NOT NULL,     -- JSON: a replayable incident record, answers included
        ruling TEXT NOT NULL,       -- JSON: the ruling as printed by --json, kept opaque
        score TEXT,                 -- the final score when the ruling states one
        corrects INTEGER REFERENCES rulings(id)
    )""",
    "CREATE INDEX rulings_by_time ON rulings(created_at)",
    "CREATE INDEX rulings_by_board ON rulings(board)",
    "CREATE INDEX rulings_by_corrects ON rulings(corrects)",
    """CREATE TABLE answers (
        ruling_id INTEGER NOT NULL REFERENCES rulings(id),
        position INTEGER NOT NULL,
        irregularity INTEGER NOT NULL,  -- 1-based, in order of occurrence
        question TEXT NOT NULL,
        law TEXT NOT NULL,
        asks TEXT NOT NULL,             -- offender's LHO, director, ...
        seat TEXT,
        answer TEXT NOT NULL,           -- JSON value
        source TEXT NOT NULL,           -- record, answers-file, option, terminal, journal
        PRIMARY KEY (ruling_id, position)
    ) WITHOUT ROWID""",
    """CREATE TABLE ruling_laws (
        ruling_id INTEGER NOT NULL REFERENCES rulings(id),
        law TEXT NOT NULL,
        PRIMARY KEY (ruling_id, law)
    ) WITHOUT ROWID""",
    "CREATE INDEX ruling_laws_by_law ON ruling_laws(law, ruling_id)",
    """CREATE TABLE ruling_kinds (
        ruling_id INTEGER NOT NULL REFERENCES rulings(id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,
        law TEXT NOT NULL,
        PRIMARY KEY (ruling_id, position)
    ) WITHOUT ROWID""",
    "CREATE INDEX ruling_kinds_by_kind ON ruling_kinds(kind, ruling_id)",
    """CREATE TABLE notes (
        id INTEGER PRIMARY KEY,
        ruling_id INTEGER NOT NULL REFERENCES rulings(id),
        created_at TEXT NOT NULL,
        text TEXT NOT NULL CHECK (length(trim(text)) > 0)
    )""",
    "CREATE INDEX notes_by_ruling ON notes(ruling_id)",
    *[sql for table in IMMUTABLE_TABLES for sql in _immutable(table)],
]

_V2_DRAFTS = [
    """CREATE TABLE drafts (
        id INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open'
            CHECK (status IN ('open', 'done', 'discarded', 'failed')),
        request TEXT NOT NULL,      -- JSON: the notation and options of 'director rule'
        ruling_id INTEGER REFERENCES rulings(id)
    )""",
    "CREATE INDEX drafts_by_status ON drafts(status, updated_at)",
    """CREATE TABLE draft_answers (
        draft_id INTEGER NOT NULL REFERENCES drafts(id),
        position INTEGER NOT NULL,
        irregularity INTEGER NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,       -- JSON value
        given_at TEXT NOT NULL,
        PRIMARY KEY (draft_id, position)
    ) WITHOUT ROWID""",
]

#: Migration ``i`` takes the file from version ``i`` to ``i + 1``.
MIGRATIONS: list[list[str]] = [_V1_RULINGS, _V2_DRAFTS]
SCHEMA_VERSION = len(MIGRATIONS)


def _pragma_int(conn: sqlite3.Connection, name: str) -> int:
    row = conn.execute(f"PRAGMA {name}").fetchone()
    return int(row[0]) if row else 0


def check_ours(conn: sqlite3.Connection, where: str) -> int:
    """The file's version, after checking that it is a ruling log (or empty).

    :raises ForeignLogError: a SQLite file of another program.
    :raises NewerLogError: a log written by a newer director.
    """
    version = _pragma_int(conn, "user_version")
    app_id = _pragma_int(conn, "application_id")
    tables = [
        r[0]
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "ORDER BY name"
        )
    ]
    if app_id != APPLICATION_ID and (app_id != 0 or version != 0 or tables):
        shown = ", ".join(tables[:4]) + (", ..." if len(tables) > 4 else "") or "none"
        raise ForeignLogError(
            f"{where}: not a director ruling log (a SQLite file of another program; "
            f"tables: {shown}); move it aside or pass --log PATH"
        )
    if version > SCHEMA_VERSION:
        raise NewerLogError(
            f"{where}: written by a newer director (log version {version}; this one reads up "
            f"to {SCHEMA_VERSION}); upgrade director or pass --log PATH"
        )
    return version


def read_version(conn: sqlite3.Connection, where: str) -> int:
    """:func:`check_ours` in one read transaction, so that a migration committed by another
    process meanwhile is seen whole or not at all."""
    conn.execute("BEGIN")
    try:
        return check_ours(conn, where)
    finally:
        conn.execute("COMMIT")


def migrate(conn: sqlite3.Connection, where: str, target: int = SCHEMA_VERSION) -> int:
    """Apply the missing migrations up to ``target``, one transaction each; return the
    version. ``conn`` must be in autocommit mode (``isolation_level=None``)."""
    version = read_version(conn, where)
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = check_ours(conn, where)  # another process may have done it meanwhile
            if version < target:
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                version += 1
                conn.execute(f"PRAGMA user_version = {version}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return version
