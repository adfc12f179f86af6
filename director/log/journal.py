"""Drafts of ``director rule``: the request (notation and options) and every answer typed
at the terminal, each committed as it is given, so that an incident interrupted by a crash,
a closed lid or Ctrl-C can be resumed from the next question (``director rule --resume``).

A draft is ``open`` until its ruling is saved (``done``, in the ruling's own transaction:
see :meth:`~director.log.store.LogStore.save`), or the director drops it (``discarded``),
or the incident turns out to be bad input (``failed``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import sqlite3
from typing import Any

from director.log.errors import LogError, NoSuchEntryError
from director.log.store import LogStore, from_stored, key, utc_now

__all__ = ["Draft", "DraftAnswer", "Journal", "load_draft", "unfinished"]


@dataclasses.dataclass(frozen=True)
class DraftAnswer:
    irregularity: int
    question: str
    answer: Any

    @property
    def key(self) -> str:
        """The ``--answer`` key: ``N.id``."""
        return f"{self.irregularity}.{self.question}"


@dataclasses.dataclass(frozen=True)
class Draft:
    id: int
    created_at: dt.datetime
    updated_at: dt.datetime
    status: str
    request: dict[str, Any]
    answers: list[DraftAnswer]
    ruling_id: int | None = None


class Journal:
    """The open draft of one ``director rule`` session."""

    def __init__(self, store: LogStore, draft_id: int, answered: int = 0) -> None:
        self.store = store
        self.id = draft_id
        self._position = answered

    @classmethod
    def start(cls, store: LogStore, request: dict[str, Any]) -> Journal:
        """Create an open draft holding ``request`` (JSON-serialisable)."""
        now = utc_now()
        with store.transaction() as db:
            cur = db.execute(
                "INSERT INTO drafts (created_at, updated_at, status, request) "
                "VALUES (?, ?, 'open', ?)",
                (now, now, json.dumps(request, ensure_ascii=False)),
            )
            return cls(store, int(cur.lastrowid or 0))

    @classmethod
    def reopen(cls, store: LogStore, draft: Draft) -> Journal:
        """Go on journaling an open draft after its recorded answers."""
        return cls(store, draft.id, answered=len(draft.answers))

    def record(self, irregularity: int, question: str, answer: Any) -> None:
        """Journal one answer (committed before this returns)."""
        now = utc_now()
        with self.store.transaction() as db:
            self._still_ours(db)
            self._position += 1
            db.execute(
                "INSERT INTO draft_answers VALUES (?, ?, ?, ?, ?, ?)",
                (self.id, self._position, irregularity, question, json.dumps(answer), now),
            )
            db.execute("UPDATE drafts SET updated_at = ? WHERE id = ?", (now, self.id))

    def _still_ours(self, db: sqlite3.Connection) -> None:
        """:raises LogError: the draft was finished, dropped or answered further by another
        session meanwhile (the same draft resumed in two terminals): this one journals no
        more, so that no answer of one session is mixed into the other's."""
        row = db.execute(
            "SELECT status, ruling_id, (SELECT count(*) FROM draft_answers WHERE draft_id = ?) "
            "FROM drafts WHERE id = ?",
            (self.id, self.id),
        ).fetchone()
        where = f"{self.store.path}: draft #{self.id}"
        if row is None:  # pragma: no cover - drafts are never deleted
            raise NoSuchEntryError(f"{where} is gone")
        status, ruling_id, answered = row
        if status == "done":
            raise LogError(f"{where} was finished in another session, logged as #{ruling_id}")
        if status != "open":
            raise LogError(f"{where} was marked {status} in another session")
        if answered != self._position:
            raise LogError(f"{where} was answered in another session meanwhile")

    def update_request(self, request: dict[str, Any]) -> None:
        """The incident grew at the table (a call typed live): keep the longer request."""
        with self.store.transaction() as db:
            db.execute(
                "UPDATE drafts SET request = ?, updated_at = ? WHERE id = ?",
                (json.dumps(request, ensure_ascii=False), utc_now(), self.id),
            )

    def close(self, status: str) -> None:
        """Mark the draft ``discarded`` or ``failed``."""
        with self.store.transaction() as db:
            db.execute(
                "UPDATE drafts SET status = ?, updated_at = ? WHERE id = ?",
                (status, utc_now(), self.id),
            )


def _draft(store: LogStore, row: tuple[Any, ...]) -> Draft:
    answers = [
        DraftAnswer(n, q, json.loads(value))
        for n, q, value in store.conn.execute(
            "SELECT irregularity, question, answer FROM draft_answers WHERE draft_id = ? "
            "ORDER BY position",
            (row[0],),
        )
    ]
    return Draft(
        id=row[0],
        created_at=from_stored(row[1]),
        updated_at=from_stored(row[2]),
        status=row[3],
        request=json.loads(row[4]),
        answers=answers,
        ruling_id=row[5],
    )


_COLUMNS = "id, created_at, updated_at, status, request, ruling_id"


def unfinished(store: LogStore) -> list[Draft]:
    """The open drafts, most recently touched first."""
    with store.reading() as db:
        rows = db.execute(
            f"SELECT {_COLUMNS} FROM drafts WHERE status = 'open' ORDER BY updated_at DESC, id DESC"
        ).fetchall()
        return [_draft(store, row) for row in rows]


def load_draft(store: LogStore, draft_id: int) -> Draft:
    """:raises NoSuchEntryError: no draft with that number."""
    with store.reading() as db:
        row = db.execute(f"SELECT {_COLUMNS} FROM drafts WHERE id = ?", (key(draft_id),)).fetchone()
        if row is None:
            raise NoSuchEntryError(f"{store.path}: no draft #{draft_id}")
        return _draft(store, row)
