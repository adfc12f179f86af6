"""The ruling log: a SQLite file in WAL mode, one transaction per ruling.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "rulings.sqlite3"
>>> with LogStore.open(path) as log:
...     n = log.save(RulingRecord("replay", "wbf-2017", {"events": []}, {"irregularities": []}))
...     log.get(n).command
'replay'

Every error at the SQLite or file-system boundary becomes a :class:`~director.log.errors.
LogError` naming the file (see :func:`~director.log.errors.translate`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

from director.log.errors import (
    DraftDoneError,
    LogError,
    LogWriteError,
    NoSuchEntryError,
    translate,
)
from director.log.integrity import DamagedLogError, check_sound
from director.log.record import AnswerRecord, RulingRecord, kinds_of, laws_of, score_of
from director.log.schema import SCHEMA_VERSION, migrate, read_version

__all__ = ["BUSY_TIMEOUT_S", "LogEntry", "LogFilter", "LogStore", "Note", "connect", "utc_now"]

BUSY_TIMEOUT_S = 15.0


def utc_now() -> str:
    """Now, as stored: UTC, fixed width, so that text order is time order."""
    return to_stored(dt.datetime.now(dt.UTC))


def to_stored(moment: dt.datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is local time
    return moment.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_stored(text: str) -> dt.datetime:
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=dt.UTC)


def connect(path: Path) -> sqlite3.Connection:
    """The one place a connection is made (tests replace it to simulate a full disk)."""
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


def _connect_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection. A log in WAL mode needs its ``-shm`` file even to be read;
    where that cannot be made (read-only media) the file is read as immutable."""
    from urllib.parse import quote

    uri = f"file:{quote(str(path.resolve()))}"
    conn: sqlite3.Connection | None = None
    try:
        conn = sqlite3.connect(
            f"{uri}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None
        )
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError:
        if conn is not None:
            conn.close()
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)


def _use_wal(conn: sqlite3.Connection) -> None:
    """Switch to WAL mode (persistent). The switch needs the file to itself and SQLite does
    not wait for that, so retry while another process holds it, up to the busy timeout."""
    import time

    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e).lower() or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


@dataclasses.dataclass(frozen=True)
class Note:
    id: int
    created_at: dt.datetime
    text: str


@dataclasses.dataclass(frozen=True)
class LogEntry:
    """A saved ruling, read back."""

    id: int
    created_at: dt.datetime
    program: str
    command: str
    source: str | None
    edition: str
    event: str | None
    session: str | None
    table: str | None
    board: int | None
    incident: dict[str, Any]
    ruling: dict[str, Any]
    score: str | None
    corrects: int | None
    kinds: list[tuple[str, str]]
    laws: list[str]
    answers: list[AnswerRecord]
    notes: list[Note]
    corrected_by: list[int]


@dataclasses.dataclass(frozen=True)
class LogFilter:
    """Which rulings to list or export; ``until`` is exclusive. ``law`` matches every law
    section that starts with it (``27`` matches ``27B1(a)``, not ``2`` nor ``270``)."""

    since: dt.datetime | None = None
    until: dt.datetime | None = None
    board: int | None = None
    law: str | None = None
    kind: str | None = None
    limit: int | None = None

    def where(self) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if self.since is not None:
            clauses.append("r.created_at >= ?")
            params.append(to_stored(self.since))
        if self.until is not None:
            clauses.append("r.created_at < ?")
            params.append(to_stored(self.until))
        if self.board is not None:
            clauses.append("r.board = ?")
            params.append(key(self.board))
        if self.law:
            law = _glob_escape(self.law)
            sub = "law GLOB ?"  # a prefix GLOB is a range search on ruling_laws_by_law
            params.append(law + "*")
            if self.law[-1].isdigit():  # 27 is not a prefix of 270
                sub += " AND law NOT GLOB ?"
                params.append(law + "[0-9]*")
            clauses.append(f"r.id IN (SELECT ruling_id FROM ruling_laws WHERE {sub})")
        if self.kind:
            clauses.append("r.id IN (SELECT ruling_id FROM ruling_kinds WHERE kind = ?)")
            params.append(self.kind)
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


SQLITE_MAX = (1 << 63) - 1


def key(number: int) -> int:
    """``number`` as a value SQLite can compare: one past its 64-bit range (an id or board
    number typed with 35 digits) matches no row instead of raising ``OverflowError``."""
    return number if -SQLITE_MAX <= number <= SQLITE_MAX else 0


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in text)


class LogStore:
    """An open ruling log. Use :meth:`open` (a context manager closes it)."""

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.conn = conn
        self.damage: DamagedLogError | None = None
        """Met by :meth:`find`, which then reads the log ruling by ruling."""
        self.unreadable: list[int] = []
        """Rulings :meth:`find` could not read (on a damaged page of the file)."""

    # ---------------------------------------------------------------- opening
    @classmethod
    def open_readonly(cls, path: Path) -> LogStore:
        """Open an existing log only to read it (listing, showing, exporting): nothing is
        created, switched or migrated, so a log on read-only media can still be read.

        :raises LogError: a corrupt or foreign file, a log of another schema version.
        """
        conn: sqlite3.Connection | None = None
        try:
            if path.is_file() and path.stat().st_size == 0:
                raise LogError(
                    f"{path}: an empty file: no ruling is logged in it yet (the first ruling "
                    "logged there makes it a ruling log)"
                )
            conn = _connect_readonly(path)
            version = read_version(conn, str(path))
            if version != SCHEMA_VERSION:
                raise LogError(
                    f"{path}: this log has schema version {version}, this director reads "
                    f"{SCHEMA_VERSION}; open it once where it can be written to upgrade it"
                )
        except (sqlite3.Error, OSError, LogError) as e:
            if conn is not None:
                conn.close()
            raise translate(path, e) from None
        return cls(path, conn)

    @classmethod
    def open(cls, path: Path) -> LogStore:
        """Open (creating the file and its directory if needed) and migrate the log.

        :raises LogError: a corrupt or foreign file, a newer log, a read-only directory, a
            full disk; the message names the file and what to do.
        """
        conn: sqlite3.Connection | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise LogWriteError(
                f"{path}: cannot create the directory {path.parent} ({e.strerror or e}); "
                "pass --log PATH (or set DIRECTOR_LOG) to use another file"
            ) from None
        try:
            conn = connect(path)
            conn.execute("PRAGMA foreign_keys = ON")
            read_version(conn, str(path))  # before anything writes to a foreign file
            check_sound(conn, path)  # nor to a damaged one
            _use_wal(conn)
            conn.execute("PRAGMA synchronous = FULL")
            migrate(conn, str(path))
        except (sqlite3.Error, OSError, LogError) as e:
            if conn is not None:
                conn.close()
            raise translate(path, e) from None
        return cls(path, conn)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> LogStore:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``: all or nothing; errors become
        :class:`LogError`."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
                self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
        except (sqlite3.Error, OSError) as e:
            raise translate(self.path, e) from None

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Reads in one snapshot; errors become :class:`LogError`."""
        try:
            self.conn.execute("BEGIN")
            try:
                yield self.conn
            finally:
                if self.conn.in_transaction:
                    self.conn.execute("COMMIT")
        except (sqlite3.Error, OSError) as e:
            raise translate(self.path, e) from None

    # ----------------------------------------------------------------- writing
    def save(
        self,
        record: RulingRecord,
        *,
        at: dt.datetime | None = None,
        finishing_draft: int | None = None,
    ) -> int:
        """Save a completed ruling with its answers, laws, kinds and first note in one
        transaction; mark the draft it finishes as done in the same one. Return its id."""
        from director import __version__

        created = to_stored(at) if at is not None else utc_now()
        with self.transaction() as db:
            if finishing_draft is not None:  # under the write lock: one finisher logs it
                self._check_unfinished(db, finishing_draft, record)
            if record.corrects is not None:
                self._require(db, record.corrects, "to correct")
            cur = db.execute(
                "INSERT INTO rulings (created_at, program, command, source, edition, event, "
                "session, table_label, board, incident, ruling, score, corrects) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    created,
                    f"director {__version__}",
                    record.command,
                    record.source,
                    record.edition,
                    record.event,
                    record.session,
                    record.table,
                    record.board,
                    json.dumps(record.incident, ensure_ascii=False),
                    json.dumps(record.ruling, ensure_ascii=False),
                    score_of(record.ruling),
                    record.corrects,
                ),
            )
            rid = int(cur.lastrowid or 0)
            db.executemany(
                "INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        rid,
                        i,
                        a.irregularity,
                        a.question,
                        a.law,
                        a.asks,
                        a.seat,
                        json.dumps(a.answer),
                        a.source,
                    )
                    for i, a in enumerate(record.answers, start=1)
                ],
            )
            db.executemany(
                "INSERT INTO ruling_laws VALUES (?, ?)",
                [(rid, law) for law in laws_of(record.ruling)],
            )
            db.executemany(
                "INSERT INTO ruling_kinds VALUES (?, ?, ?, ?)",
                [(rid, i, k, law) for i, (k, law) in enumerate(kinds_of(record.ruling), 1)],
            )
            if record.note and record.note.strip():
                db.execute(
                    "INSERT INTO notes (ruling_id, created_at, text) VALUES (?, ?, ?)",
                    (rid, created, record.note.strip()),
                )
            if finishing_draft is not None:
                db.execute(
                    "UPDATE drafts SET status = 'done', ruling_id = ?, updated_at = ? "
                    "WHERE id = ? AND status <> 'done'",
                    (rid, created, finishing_draft),
                )
        return rid

    def _check_unfinished(self, db: sqlite3.Connection, draft: int, record: RulingRecord) -> None:
        """:raises DraftDoneError: the draft was finished first, by another session (the
        same draft resumed in two terminals); the message says as which ruling, and
        whether it is the one ``record`` holds."""
        row = db.execute(
            "SELECT d.ruling_id, r.ruling, r.score FROM drafts d JOIN rulings r "
            "ON r.id = d.ruling_id WHERE d.id = ? AND d.status = 'done'",
            (key(draft),),
        ).fetchone()
        if row is None:
            return
        rid, ruling, score = int(row[0]), json.loads(row[1]), row[2]
        same = ruling == json.loads(json.dumps(record.ruling, ensure_ascii=False))
        kinds = ", ".join(f"{kind} {law}" for kind, law in kinds_of(ruling)) or "no irregularity"
        what = f"{kinds}; score {score}" if score else kinds
        if same:
            rest = "the same ruling as this one, which is not logged twice"
        else:
            rest = (
                "a different ruling from this one, which is not logged: compare them with "
                f"'director log show {rid}', and log this one with --corrects {rid} if it "
                "is the right one"
            )
        raise DraftDoneError(
            f"{self.path}: draft #{draft} was finished first in another session and logged "
            f"as #{rid} ({what}), {rest}",
            rid,
            same,
        )

    def add_note(self, ruling_id: int, text: str, *, at: dt.datetime | None = None) -> int:
        """Append a note to a ruling (the ruling itself never changes); return its id."""
        if not text.strip():
            raise LogError("a note needs some text")
        with self.transaction() as db:
            self._require(db, ruling_id)
            cur = db.execute(
                "INSERT INTO notes (ruling_id, created_at, text) VALUES (?, ?, ?)",
                (ruling_id, to_stored(at) if at else utc_now(), text.strip()),
            )
            return int(cur.lastrowid or 0)

    def _require(self, db: sqlite3.Connection, ruling_id: int, why: str = "") -> None:
        if db.execute("SELECT 1 FROM rulings WHERE id = ?", (key(ruling_id),)).fetchone() is None:
            why = f" {why}" if why else ""
            raise NoSuchEntryError(f"{self.path}: no ruling #{ruling_id}{why}")

    # ----------------------------------------------------------------- reading
    def exists(self, ruling_id: int) -> bool:
        with self.reading() as db:
            row = db.execute("SELECT 1 FROM rulings WHERE id = ?", (key(ruling_id),)).fetchone()
        return row is not None

    def get(self, ruling_id: int) -> LogEntry:
        """The ruling ``ruling_id`` with its answers, notes and corrections.

        :raises NoSuchEntryError: naming the file.
        """
        entries = self._entries("WHERE r.id = ?", [key(ruling_id)])
        if not entries:
            raise NoSuchEntryError(f"{self.path}: no ruling #{ruling_id}")
        return entries[0]

    def find(self, where: LogFilter | None = None) -> list[LogEntry]:
        """The rulings that pass the filter, newest first."""
        clause, params = (where or LogFilter()).where()
        limit, extra = "", []
        if where is not None and where.limit is not None:
            limit, extra = " LIMIT ?", [min(where.limit, SQLITE_MAX)]
        try:
            return self._entries(f"{clause} ORDER BY r.id DESC{limit}", params + extra)
        except DamagedLogError as e:
            self.damage = e
            return self._readable(clause, params, where.limit if where else None)

    def _readable(self, clause: str, params: list[Any], limit: int | None) -> list[LogEntry]:
        """A damaged log read ruling by ruling, newest first: those on a damaged page are
        left out and their numbers kept in :attr:`unreadable`."""
        with self.reading() as db:
            top = int(db.execute("SELECT max(id) FROM rulings").fetchone()[0] or 0)
        glue = " AND " if clause else " WHERE "
        entries: list[LogEntry] = []
        for rid in range(top, 0, -1):
            if limit is not None and len(entries) >= limit:
                break
            try:
                entries += self._entries(f"{clause}{glue}r.id = ?", [*params, rid])
            except DamagedLogError:
                self.unreadable.append(rid)
        return entries

    def count(self) -> int:
        with self.reading() as db:
            return int(db.execute("SELECT count(*) FROM rulings").fetchone()[0])

    def integrity_check(self) -> str:
        """``PRAGMA integrity_check`` (``'ok'`` when the file is sound)."""
        with self.reading() as db:
            return "\n".join(str(r[0]) for r in db.execute("PRAGMA integrity_check"))

    def _entries(self, tail: str, params: list[Any]) -> list[LogEntry]:
        with self.reading() as db:
            rows = db.execute(
                "SELECT r.id, r.created_at, r.program, r.command, r.source, r.edition, "
                "r.event, r.session, r.table_label, r.board, r.incident, r.ruling, r.score, "
                f"r.corrects FROM rulings r {tail}",
                params,
            ).fetchall()
            return [self._entry(db, row) for row in rows]

    @staticmethod
    def _entry(db: sqlite3.Connection, row: tuple[Any, ...]) -> LogEntry:
        rid = row[0]
        answers = [
            AnswerRecord(n, q, law, asks, seat, json.loads(value), source)
            for n, q, law, asks, seat, value, source in db.execute(
                "SELECT irregularity, question, law, asks, seat, answer, source FROM answers "
                "WHERE ruling_id = ? ORDER BY position",
                (rid,),
            )
        ]
        notes = [
            Note(nid, from_stored(at), text)
            for nid, at, text in db.execute(
                "SELECT id, created_at, text FROM notes WHERE ruling_id = ? ORDER BY id", (rid,)
            )
        ]
        kinds = [
            (str(k), str(law))
            for k, law in db.execute(
                "SELECT kind, law FROM ruling_kinds WHERE ruling_id = ? ORDER BY position",
                (rid,),
            )
        ]
        laws = [str(r[0]) for r in db.execute(
            "SELECT law FROM ruling_laws WHERE ruling_id = ?", (rid,)
        )]  # fmt: skip
        corrected_by = [
            int(r[0])
            for r in db.execute("SELECT id FROM rulings WHERE corrects = ? ORDER BY id", (rid,))
        ]
        return LogEntry(
            id=rid,
            created_at=from_stored(row[1]),
            program=row[2],
            command=row[3],
            source=row[4],
            edition=row[5],
            event=row[6],
            session=row[7],
            table=row[8],
            board=row[9],
            incident=json.loads(row[10]),
            ruling=json.loads(row[11]),
            score=row[12],
            corrects=row[13],
            kinds=kinds,
            laws=_law_order(laws),
            answers=answers,
            notes=notes,
            corrected_by=corrected_by,
        )


def _law_order(laws: list[str]) -> list[str]:
    """Laws in the Laws' own order when they parse as references, text order otherwise."""
    from director.catalog.ref import LawRef
    from director.errors import DirectorError

    def key(law: str) -> tuple[int, Any, str]:
        try:
            return (0, LawRef.parse(law), law)
        except DirectorError:
            return (1, 0, law)

    try:
        return sorted(laws, key=key)
    except TypeError:
        return sorted(laws)
