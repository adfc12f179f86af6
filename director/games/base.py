"""One game interface: what a command needs of a game, whatever its cards and laws.

A :class:`Game` recognises and loads its records, replays a record (with answers and,
at a terminal, a prompt) to a ruling - a pydantic model, so JSON is its own dump -, scores
a result as scorers write it, and renders a ruling (or a score) as text. A game whose
``rule``/``replay`` commands run a flow of their own (not the bridge session of
director/cli) exposes it as ``flow``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

if TYPE_CHECKING:
    from director.log.journal import Draft
    from director.log.record import AnswerRecord, RulingRecord
    from director.log.session import LogSession

__all__ = ["Flow", "Game", "LogTarget", "Prompt", "Terminal"]

# Asked for an open question at a terminal; returns the answer (None: stop, the ruling stays
# open). Its arguments are the game's own (bridge: context, question; Belote: question, N).
Prompt = Callable[[Any, Any], Any]
Data = dict[str, Any]  # JSON-ready


class Game(Protocol):
    """A game director rules: bridge, Belote contrée."""

    @property
    def id(self) -> str:
        """The game's name: the ``family`` of its editions (``bridge``, ``belote``)."""
        ...

    @property
    def title(self) -> str: ...

    @property
    def flow(self) -> Flow | None:
        """The game's own ``rule``/``replay`` flow, or None (the bridge session)."""
        ...

    def recognises(self, path: Path) -> bool:
        """Whether ``path`` holds a record of this game (read cheaply)."""
        ...

    def load(self, path: Path) -> Any:
        """The record in ``path``, checked (a DirectorError names the place)."""
        ...

    def replay(
        self, record: Any, answers: Mapping[str, str], prompt: Prompt | None = None
    ) -> BaseModel:
        """The ruling on ``record``: ``answers`` (``id`` or ``N.id``) before the record's
        own; each question still open is put to ``prompt`` when given, else left open."""
        ...

    def score(self, text: str) -> BaseModel:
        """A result as scorers write it (bridge ``4SX-1 by S``, Belote ``100H by N 110``),
        scored item by item."""
        ...

    def render(self, ruling: BaseModel) -> str:
        """A ruling (or a score) of this game as text."""
        ...


class LogTarget(Protocol):
    """What a game's flow reads of the command's log options (director.cli's LogOptions)."""

    enabled: bool
    path: Path | None
    request: dict[str, Any] | None
    draft: Draft | None
    event: str | None
    session: str | None
    table: str | None
    note: str | None
    corrects: int | None

    def ruling_record(
        self, edition: str, incident: Data, ruling: Data, answers: list[AnswerRecord]
    ) -> RulingRecord:
        """The log entry of a finished ruling, with what the command was asked to note."""
        ...


@dataclasses.dataclass(frozen=True)
class Terminal:
    """What a command lends a game's flow: it opens the log session (journal, drafts), it
    handles Ctrl-C at a question (exits), it warns."""

    open_session: Callable[[Any, bool], LogSession | None]
    interrupted: Callable[[LogSession | None], None]
    warn: Callable[[str], None]


class Flow(Protocol):
    """A game's own ``director replay`` / ``director rule`` (print, prompt, journal, log)."""

    def replay(
        self, path: Path, answers: dict[str, str], json_: bool, log: LogTarget, terminal: Terminal
    ) -> None: ...

    def rule(
        self, request: dict[str, Any], json_: bool, log: LogTarget, terminal: Terminal
    ) -> None: ...
