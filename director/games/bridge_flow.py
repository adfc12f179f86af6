"""``director rule`` and ``director replay`` on bridge (every code): an incident typed in
compact notation (live at a terminal, journaled as a draft), an incident record, or one
board of a hand-record file, each ruled in one session (:mod:`director.session`)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from director.games.base import OptionError, ReplayRequest, RuleRequest
from director.games.bridge_extras import (
    dd_printer,
    elections_printer,
    for_engine,
    require_solver,
)
from director.games.bridge_records import replay_hand_record
from director.games.bridge_session import run

if TYPE_CHECKING:
    from director.engine.ruling import Ruling
    from director.games.bridge_extras import Extra
    from director.model.deal import Deal
    from director.session.options import LogOptions

__all__ = ["HAND_RECORD_SUFFIXES", "INCIDENT_SUFFIXES", "BridgeFlow"]

INCIDENT_SUFFIXES = (".yaml", ".yml", ".json")
HAND_RECORD_SUFFIXES = (".pbn", ".lin")
_OPTIONS = {"dealer": "--dealer", "vulnerable": "--vul", "deal": "--deal", "board": "--board"}
"""The option of ``director rule`` each field of the incident comes from."""


class BridgeFlow:
    """The bridge session of ``rule`` and ``replay``: ``--dd`` and ``--regulator`` add
    their lines under the text."""

    def rule(self, request: RuleRequest, fmt: str, log: LogOptions) -> None:
        """A new incident: its request (the notation, the options, the answers of an
        ``--answers`` file) is kept as the draft, for ``--resume``."""
        from director.record.incident import loads_incident, read_record_text

        if request.options:
            raise OptionError(
                "--option sets a Belote organiser's option: add --edition belote-contree"
            )
        if request.dd:
            if fmt != "text":
                raise OptionError(
                    "--dd adds text under the ruling: drop --json (or see 'director dd')"
                )
            require_solver()
            if request.deal is None:
                raise OptionError("--dd needs the full deal: give --deal")
        listed: list[dict[str, Any]] = []
        if request.answers is not None:
            text = read_record_text(request.answers)
            where = str(request.answers)
            listed = loads_incident(f"events: []\nanswers:\n{_indent(text)}", where).answers
        draft: dict[str, Any] = {
            "notation": request.notation,
            "dealer": request.dealer,
            "vul": request.vul,
            "board": request.board,
            "deal": request.deal,
            "edition": request.edition,
            "answers": listed,
            "answers_file": None if request.answers is None else str(request.answers),
            "flat": dict(request.answer),
            **log.noted(),
        }
        if request.regulator is not None:  # kept with a draft, as --resume goes on with it
            draft["regulator"] = request.regulator
        if request.field is not None:  # read once: the draft keeps the results
            from director.games.bridge_field import field_of

            draft["field"] = field_of(request.field, request.board, request.scoring)
        if request.dd:
            draft["dd"] = True
        if request.report is not None:  # kept with a draft: --resume writes it at the end
            draft["report"] = str(request.report)
        self._rule(draft, log, fmt, sys.stdin.isatty() and fmt == "text")

    def resume(self, request: dict[str, Any], log: LogOptions) -> None:
        self._rule(dict(request), log, "text", True)

    def _rule(self, request: dict[str, Any], log: LogOptions, fmt: str, interactive: bool) -> None:
        """Rule on the incident that ``request`` describes (a new one or a resumed draft)."""
        from director.record.incident import InvalidRecordError, incident_from, parse_notation
        from director.regulator.select import selected

        selection = selected(request.get("regulator"))
        extras: list[Extra] = [elections_printer(selection)]
        if request.get("dd"):
            require_solver()
            extras.insert(0, dd_printer)
        if request.get("dealer") is None and request.get("board") is None:
            raise InvalidRecordError("give --dealer (or --board) so that the turn is known")
        incident = incident_from(
            {
                "edition": request.get("edition") or "wbf-2017",
                "board": request.get("board"),
                "dealer": request.get("dealer"),
                "vulnerable": request.get("vul"),
                "deal": request.get("deal"),
                "events": [],
                "answers": request.get("answers") or [],
                "field": request.get("field"),
            },
            "command line",
            _OPTIONS,
        )
        events = parse_notation(request["notation"])
        log.source = request["notation"]
        log.answers_source = "answers-file" if request.get("answers_file") else "record"
        log.take_notes(request)
        run(
            incident,
            events,
            dict(request.get("flat") or {}),
            fmt,
            interactive,
            log,
            after=_under(extras, incident.parsed_deal()),
            live=fmt == "text",
            regulator=for_engine(selection, incident.edition),
            report=Path(request["report"]) if request.get("report") else None,
        )

    def replay(self, request: ReplayRequest, fmt: str, log: LogOptions) -> None:
        """An incident record (under ``request.edition`` instead of its own, when given), or
        one board of a hand-record file (under ``request.edition``, else 2017)."""
        from director.editions import get_edition
        from director.regulator.select import selected

        if request.edition is not None:
            get_edition(request.edition, "bridge")  # an edition with rulings, else the error
        extras: list[Extra] = []
        if request.dd:
            if fmt != "text":
                raise OptionError(
                    "--dd adds text under the ruling: for JSON use 'director dd RECORD --json'"
                )
            require_solver()
            extras.append(dd_printer)
        selection = request.regulator if request.regulator is not None else selected(None)
        extras.append(elections_printer(selection))
        path = request.path
        if path.suffix.lower() not in INCIDENT_SUFFIXES:
            if request.field is not None:
                raise OptionError(
                    f"{path}: --field scores an incident record's adjusted score; for a hand "
                    "record, rule the board with director rule --from FILE --board N --field ..."
                )
            edition = request.edition or "wbf-2017"
            replay_hand_record(
                path,
                request.board,
                request.record,
                dict(request.answers),
                fmt,
                log,
                request.inherit,
                extras,
                for_engine(selection, edition),
                edition,
                request.report,
            )
            return
        if request.board is not None or request.record is not None:
            raise OptionError(f"{path}: --board and --record pick a board of a PBN or LIN file")
        from director.games.bridge_field import field_of, with_field
        from director.record.incident import FieldRecord, load_incident

        incident = with_field(load_incident(path), path.parent)
        if request.field is not None:
            found = field_of(request.field, incident.board, request.scoring)
            incident = incident.model_copy(update={"field": FieldRecord.model_validate(found)})
        if request.edition is not None:
            incident = incident.model_copy(update={"edition": request.edition})
        events = incident.parsed_events()
        run(
            incident,
            events,
            dict(request.answers),
            fmt,
            False,
            log,
            after=_under(extras, incident.parsed_deal()),
            regulator=for_engine(selection, incident.edition),
            report=request.report,
        )


def _under(extras: list[Extra], deal: Deal | None) -> Callable[[Ruling], None]:
    """What the extras print under the text of a ruling on ``deal``."""

    def after(ruling: Ruling) -> None:
        for extra in extras:
            extra(deal, ruling)

    return after


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
