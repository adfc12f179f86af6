"""One ruling session, for any game: replay the incident (the answers taken in order, the
director asked at a terminal and each answer journaled), show the ruling, and log it when
it is complete.

Logging never stands in the way of the ruling: the ruling is shown first; if the log cannot
be written the session then raises :class:`NotLoggedError` (one line naming the file).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from director.errors import DirectorError
from director.session.answers import Prompter
from director.session.terminal import StopAsked, interrupted, warn

if TYPE_CHECKING:
    from director.log.record import RulingRecord
    from director.log.session import LogSession
    from director.session.options import LogOptions

__all__ = ["NotLoggedError", "RulingSession", "open_journal"]

R = TypeVar("R")
# The record of the hand (e.g. a ``^L`` lead accepted) answering a question: (ctx, question)
RecordAnswers = Callable[[Any, Any], Any]


class NotLoggedError(DirectorError):
    """The ruling was shown but the log could not be written."""


def open_journal(log: LogOptions | None, interactive: bool) -> LogSession | None:
    """The log's side of a session (drafts, the journal of answers, the saved ruling), or
    ``None`` without logging. The store opens on first need."""
    if log is None or not log.enabled:
        return None
    from director.log.paths import resolve_log_path
    from director.log.session import LogSession

    request = log.request if interactive else None
    return LogSession(resolve_log_path(log.path), warn, request, log.draft)


class RulingSession:
    """A ruling at the table or from a record. ``flat``: the ``--answer`` values (``id`` or
    ``N.id``); ``record``: answers the hand record states; ``interactive``: the director
    answers the rest at the terminal, each answer journaled in the log's draft.

    :meth:`run` takes the game's own parts: ``replay(session)`` rules on the incident with
    ``session.prompter`` answering its questions; ``render(ruling)`` shows it;
    ``record(session, ruling)`` gives the log entry, or why the ruling is not logged (a
    draft); ``waits(ruling)``: the ruling waits for the table, its draft is kept.
    """

    def __init__(
        self,
        log: LogOptions | None,
        interactive: bool,
        flat: Mapping[str, Any] | None = None,
        record: RecordAnswers | None = None,
    ) -> None:
        self.log = log
        self.interactive = interactive
        self.journal = open_journal(log, interactive)
        resumed = {a.key: a.answer for a in log.draft.answers} if log and log.draft else {}
        self.prompter = Prompter(dict(flat or {}), interactive, resumed, self.journal, record)

    def run(
        self,
        replay: Callable[[RulingSession], R],
        render: Callable[[R], None],
        record: Callable[[RulingSession, R], RulingRecord | str] | None = None,
        waits: Callable[[R], bool] | None = None,
    ) -> R:
        """Replay, render and log the ruling; the log is closed at the end.

        Ctrl-C (or end of input) at a question exits 130, keeping the draft unless the
        director says not to; an error closes the draft as failed and is raised again.
        :raises NotLoggedError: after the ruling is shown, when the log cannot be written.
        """
        journal = self.journal
        try:
            if self.log is not None and self.log.corrects is not None and journal is not None:
                journal.require(self.log.corrects)
            try:
                ruling = replay(self)
            except StopAsked:  # 'stop' at a question: the draft is kept, to be resumed
                if journal is None or journal.draft_id is None:
                    sys.stderr.write("stopped: nothing was logged\n")
                self.keep_draft()
                raise SystemExit(0) from None
            except (KeyboardInterrupt, EOFError):
                interrupted(journal)
                raise
            except (DirectorError, SystemExit):
                if journal is not None:
                    journal.close_draft("failed")
                raise
            if self.prompter.resumed:
                warn("journaled answers not asked for again: " + ", ".join(self.prompter.resumed))
            if self.interactive and waits is not None and waits(ruling):
                self.keep_draft()
            render(ruling)
            if record is not None and journal is not None:
                self.save(record(self, ruling))
            return ruling
        finally:
            if journal is not None:
                journal.close()

    def keep_draft(self) -> None:
        """The ruling waits for the table: its draft is kept, to be resumed."""
        if self.journal is None:
            return
        self.journal.start_draft()
        if self.journal.draft_id is not None:
            draft = self.journal.draft_id
            sys.stderr.write(
                f"draft #{draft} kept: resume it with 'director rule --resume {draft}'\n"
            )

    def update_request(self, changes: Mapping[str, Any]) -> None:
        """The request a draft resumes from, changed as the incident goes on (a call typed
        live is added to the notation)."""
        if self.log is None or self.log.request is None:
            return
        self.log.request.update(changes)
        if self.journal is not None:
            self.journal.update_request(self.log.request)

    def save(self, entry: RulingRecord | str) -> None:
        """Log ``entry``, or say why the ruling is not logged (``entry`` the reason)."""
        if self.journal is None or self.log is None:
            return
        if isinstance(entry, str):
            sys.stderr.write(f"not logged: {entry}\n")
            return
        from director.log.errors import DraftDoneError, LogError

        try:
            ruling_id = self.journal.save(entry)
        except DraftDoneError as e:
            if not e.same:
                raise NotLoggedError(f"the ruling above was not logged: {e}") from None
            sys.stderr.write(f"already logged: {e}\n")
            return
        except LogError as e:
            raise NotLoggedError(f"the ruling above was not logged: {e}") from None
        sys.stderr.write(f"logged as #{ruling_id} in {self.journal.path}\n")
