"""One ruling's use of the log, for ``director rule`` and ``director replay``: the store is
opened on first need, the draft is started before the first question asked at the terminal
and every answer journaled, and the completed ruling saved (finishing the draft).

A log that cannot be opened never stops the ruling: journaling is skipped with one warning,
and :meth:`LogSession.save` raises the :class:`~director.log.errors.LogError` afterwards, so
that the command prints the ruling first and then says it was not logged.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from director.log.errors import LogError
from director.log.journal import Draft, Journal
from director.log.record import RulingRecord
from director.log.store import LogStore

__all__ = ["LogSession"]


class LogSession:
    """``request`` (the notation and options of ``director rule``) enables journaling;
    ``draft`` is the open draft being resumed."""

    def __init__(
        self,
        path: Path,
        warn: Callable[[str], None],
        request: dict[str, Any] | None = None,
        draft: Draft | None = None,
    ) -> None:
        self.path = path
        self.warn = warn
        self.request = request
        self.draft = draft
        self._store: LogStore | None = None
        self._error: LogError | None = None
        self._journal: Journal | None = None
        self._journal_broken = False

    @property
    def store(self) -> LogStore:
        """The open store. :raises LogError: (the same one on every call)."""
        if self._store is None:
            if self._error is not None:
                raise self._error
            try:
                self._store = LogStore.open(self.path)
            except LogError as e:
                self._error = e
                raise
        return self._store

    @property
    def draft_id(self) -> int | None:
        """The draft this ruling journals to, once started (or the one resumed)."""
        if self._journal is not None:
            return self._journal.id
        return self.draft.id if self.draft is not None else None

    def start_draft(self) -> None:
        """Before the first question asked at the terminal: start (or reopen) the draft."""
        if self._journal is not None or self._journal_broken:
            return
        if self.request is None and self.draft is None:
            return
        try:
            if self.draft is not None:
                self._journal = Journal.reopen(self.store, self.draft)
            else:
                assert self.request is not None
                self._journal = Journal.start(self.store, self.request)
        except LogError as e:
            self._journal_broken = True
            self.warn(f"answers are not journaled: {e}")

    def journal(self, irregularity: int, question: str, answer: Any) -> None:
        """Journal one answer typed at the terminal."""
        if self._journal is None:
            return
        try:
            self._journal.record(irregularity, question, answer)
        except LogError as e:
            self._journal = None
            self._journal_broken = True
            self.warn(f"answers are no longer journaled: {e}")

    def update_request(self, request: dict[str, Any]) -> None:
        """Keep the draft's incident in step with what was typed live at the table."""
        self.request = request
        self.start_draft()
        if self._journal is None:
            return
        try:
            self._journal.update_request(request)
        except LogError as e:
            self.warn(f"the draft's incident is not updated: {e}")

    def close_draft(self, status: str) -> None:
        """Mark the draft ``discarded`` or ``failed`` (nothing to do without one)."""
        draft_id = self.draft_id
        if draft_id is None:
            return
        try:
            journal = self._journal or Journal(self.store, draft_id)
            journal.close(status)
        except LogError as e:
            self.warn(f"draft #{draft_id} not marked {status}: {e}")

    def save(self, record: RulingRecord) -> int:
        """Save the ruling (finishing the draft); return its id.

        :raises LogError: naming the file and what to do.
        """
        return self.store.save(record, finishing_draft=self.draft_id)

    def require(self, ruling_id: int) -> None:
        """Check that ruling ``ruling_id`` exists, when the log can be opened at all.

        :raises NoSuchEntryError: when the log opens and has no such ruling.
        """
        try:
            store = self.store
        except LogError:
            return  # reported when saving, after the ruling is printed
        if not store.exists(ruling_id):
            from director.log.errors import NoSuchEntryError

            raise NoSuchEntryError(f"{self.path}: no ruling #{ruling_id} to correct")

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None
