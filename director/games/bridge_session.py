"""One bridge ruling session (every code): the incident replayed through
:class:`~director.session.ruling.RulingSession`, the ruling written in the format asked
for (the text followed by what ``--dd`` and ``--regulator`` add), journaled and logged."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.engine.events import Event
    from director.engine.ruling import Ruling
    from director.engine.table import Propose
    from director.record.incident import Incident
    from director.regulator.profile import Profile
    from director.scoring.contract import ContractResult
    from director.session.options import LogOptions

__all__ = ["run"]


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
    report: Path | None = None,
) -> None:
    """Replay, write in format ``fmt`` (``after`` adds to the text), and log the ruling;
    ``report``: a file for the written ruling as well (``--report``), noted with the log's
    event, session and table.
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
        if report is not None:
            from director.games.bridge_report import write_report
            from director.report import About

            about = About(log.event, log.session, log.table) if log is not None else None
            write_report(report, ruling, about)

    get_edition(incident.edition)
    if regulator is not None:
        from director.regulator.apply import check_edition

        check_edition(regulator, incident.edition)
    game = BridgeIncident(incident, events, live and interactive, regulator, _proposer(incident))
    session = RulingSession(log, interactive, flat_answers, record_answers)
    session.run(game.replay, render, game.record, game.waits)


def _proposer(incident: Incident) -> Propose | None:
    """Double-dummy starting weights for a 12C1(c) score, when the deal is whole and the
    solver installed (looked for only when a weighted score is chosen: start-up never
    loads the solver)."""
    deal = incident.parsed_deal()
    if deal is None or not deal.is_complete:
        return None

    def propose(ctx: Context) -> tuple[list[tuple[ContractResult, float]], str] | None:
        from director.dd.solver import available

        if not available():
            return None
        from director.dd.offer import double_dummy_weights

        return double_dummy_weights(ctx)

    return propose
