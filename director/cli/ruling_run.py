"""``director replay`` and ``director rule`` on a bridge incident: the ruling session
(:mod:`director.session`) with the bridge replay, the ruling written in the format asked
for, and every error as one line (exit 2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from director.cli.errors import reported_errors
from director.session.answers import Prompter
from director.session.options import LogOptions
from director.session.ruling import open_journal as open_session
from director.session.terminal import interrupted, warn

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.engine.ruling import Ruling
    from director.games.base import Terminal
    from director.record.incident import Incident
    from director.regulator.profile import Profile

# The session's parts, kept here for the commands that import them (director.belote.cli).
__all__ = ["LogOptions", "Prompter", "interrupted", "open_session", "parse_answer_options", "run"]
__all__ += ["terminal", "warn"]


def parse_answer_options(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping (exit 2 on one
    that is not KEY=VALUE)."""
    from director.session.answers import parse_answers

    with reported_errors():
        return parse_answers(values)


def run(
    incident: Incident,
    events: list[Event],
    flat_answers: dict[str, str],
    fmt: str,
    interactive: bool,
    log: LogOptions | None = None,
    record_answers: Callable[[Any, Any], Any] | None = None,
    after: Callable[[Ruling], None] | None = None,
    live: bool = False,
    regulator: Profile | None = None,
) -> None:
    """Replay, write in format ``fmt`` (``after`` adds to the text), and log the ruling.
    ``live`` (at a terminal): the incident goes on as the director types what was done at
    the table. ``regulator``: the profile whose elections the rules apply."""
    from director.catalog.catalog import get_edition
    from director.output.formats import RULING
    from director.session.bridge import BridgeIncident
    from director.session.ruling import RulingSession

    emit = RULING.emitter(fmt)

    def render(ruling: Ruling) -> None:
        emit.emit(ruling)
        if fmt == "text" and after is not None:
            after(ruling)

    with reported_errors():
        get_edition(incident.edition)
        if regulator is not None:
            from director.regulator.apply import check_edition

            check_edition(regulator, incident.edition)
        game = BridgeIncident(incident, events, live and interactive, regulator)
        session = RulingSession(log, interactive, flat_answers, record_answers)
        session.run(game.replay, render, game.record, game.waits)


def terminal() -> Terminal:
    """What a game's own flow (director.games) borrows from this command line: the log
    session, Ctrl-C at a question, warnings (all from director.session)."""
    from director.games.base import Terminal

    return Terminal(open_session, interrupted, warn)
