"""What a ruling session asks of the ruling log (``director rule`` and ``replay``, any
game): where it is, what to note with the ruling, the request a draft is resumed from."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from director.log.journal import Draft
    from director.log.record import AnswerRecord, RulingRecord

__all__ = ["LogOptions"]


@dataclasses.dataclass
class LogOptions:
    """What ``rule``/``replay`` ask of the ruling log.

    ``request`` (the notation and options of ``director rule``, JSON-ready) turns on the
    journal of answers typed at the terminal; ``draft`` is the draft being resumed.
    """

    enabled: bool = True
    path: Path | None = None
    command: str = "replay"
    source: str | None = None
    answers_source: str = "record"
    event: str | None = None
    session: str | None = None
    table: str | None = None
    note: str | None = None
    corrects: int | None = None
    request: dict[str, Any] | None = None
    draft: Draft | None = None

    NOTED: ClassVar[tuple[str, ...]] = ("event", "session", "table", "note", "corrects")

    def noted(self) -> dict[str, Any]:
        """What the ruling is to be noted with (event, session, table, note, corrects), for
        the request a draft keeps."""
        return {key: getattr(self, key) for key in self.NOTED}

    def take_notes(self, request: dict[str, Any]) -> None:
        """``request`` (a new one or a resumed draft's) becomes the session's request, and
        what it notes the ruling with is taken from it."""
        self.request = request
        for key in self.NOTED:
            setattr(self, key, request.get(key))

    def ruling_record(
        self,
        edition: str,
        incident: dict[str, Any],
        ruling: dict[str, Any],
        answers: list[AnswerRecord],
        board: int | None = None,
    ) -> RulingRecord:
        """The log entry of a finished ruling, with what this command was asked to note."""
        from director.log.record import RulingRecord as Record

        return Record(
            command=self.command,
            edition=edition,
            incident=incident,
            ruling=ruling,
            answers=answers,
            source=self.source,
            board=board,
            event=self.event,
            session=self.session,
            table=self.table,
            note=self.note,
            corrects=self.corrects,
        )
