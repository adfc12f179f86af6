"""One game interface: what a command needs of a game, whatever its cards and laws.

A :class:`Game` recognises and loads its records, replays a record (with answers and,
at a terminal, a prompt) to a ruling - a pydantic model, so JSON is its own dump -, scores
a result as scorers write it, renders a ruling (or a score) as text, and replays a ruling
the log holds. Its :class:`Flow` is what ``director rule`` and ``director replay`` run on
it: the ruling session (:mod:`director.session`) with the game's own replay.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

from director.errors import DirectorError

if TYPE_CHECKING:
    from director.output.formats import Output
    from director.regulator.select import Selection
    from director.session.options import LogOptions

__all__ = ["Flow", "Game", "OptionError", "Prompt", "ReplayRequest", "RuleRequest"]

# Asked for an open question at a terminal; returns the answer (None: stop, the ruling stays
# open). Its arguments are the game's own (bridge: context, question; Belote: question, N).
Prompt = Callable[[Any, Any], Any]


class OptionError(DirectorError, ValueError):
    """An option of ``rule``/``replay`` the game (or the record) does not take, or one it
    needs and lacks: ``--option`` for bridge, ``--vul`` for Belote, ``--dd`` without a deal."""


class Game(Protocol):
    """A game director rules: bridge, Belote contrée."""

    @property
    def id(self) -> str:
        """The game's name: the ``family`` of its editions (``bridge``, ``belote``)."""
        ...

    @property
    def title(self) -> str: ...

    @property
    def flow(self) -> Flow:
        """``director rule`` and ``director replay`` on this game."""
        ...

    @property
    def output(self) -> Output[Any]:
        """The formats its rulings are written in (``text``, ``json``)."""
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

    def rerun(self, incident: Mapping[str, Any], ruling: Mapping[str, Any]) -> BaseModel | str:
        """A logged ruling (its stored incident and ruling) replayed, when this director
        reproduces it; otherwise why it is shown as stored."""
        ...

    def show(self, ruling: BaseModel) -> None:
        """A ruling :meth:`rerun` gave, printed at the terminal."""
        ...


@dataclasses.dataclass(frozen=True)
class RuleRequest:
    """``director rule`` as typed: the events in compact notation and every option (each
    game takes those it has and refuses the others). ``answer``: the ``--answer`` values;
    ``answers``: an ``--answers`` file; ``report``: a file for the written ruling. What the
    ruling is noted with in the log (event, session, table, note, corrects) is the log
    options'."""

    notation: str
    edition: str
    dealer: str | None = None
    vul: str | None = None
    board: int | None = None
    deal: str | None = None
    answer: Mapping[str, str] = dataclasses.field(default_factory=dict)
    answers: Path | None = None
    options: tuple[str, ...] = ()
    regulator: str | None = None
    dd: bool = False
    report: Path | None = None
    field: Path | None = None  # the board's other results (a PBN or LIN file)
    scoring: str = "mp"  # against the field: mp (pairs) or imp (teams)


@dataclasses.dataclass(frozen=True)
class ReplayRequest:
    """``director replay RECORD`` as typed: ``answers`` the ``--answer`` values; for a hand
    record, the ``board`` (or ``record``-th game) and ``inherit``; ``edition`` to rule
    under; ``regulator`` the profile chosen; ``dd`` the double-dummy tricks under the text;
    ``report`` a file for the written ruling (``--report``)."""

    path: Path
    answers: Mapping[str, str] = dataclasses.field(default_factory=dict)
    board: str | None = None
    record: int | None = None
    inherit: bool = False
    edition: str | None = None
    regulator: Selection | None = None
    dd: bool = False
    report: Path | None = None
    field: Path | None = None  # the board's other results (a PBN or LIN file)
    scoring: str = "mp"  # against the field: mp (pairs) or imp (teams)


class Flow(Protocol):
    """A game's ``director replay`` / ``director rule``: the ruling session (print in format
    ``fmt``, prompt, journal, log) on the game's replay."""

    def replay(self, request: ReplayRequest, fmt: str, log: LogOptions) -> None: ...

    def rule(self, request: RuleRequest, fmt: str, log: LogOptions) -> None: ...

    def resume(self, request: dict[str, Any], log: LogOptions) -> None:
        """Go on with a draft (its request as :meth:`rule` kept it; ``log.draft``), at a
        terminal, in text."""
        ...
