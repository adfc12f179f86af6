"""The contract-bridge side of a ruling session (every bridge code): replay an incident on
a table, live at the table when asked, and the log entry of its ruling."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import TYPE_CHECKING, Any

from director.errors import DirectorError
from director.session.answers import InvalidAnswerError

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.engine.ruling import Ruling
    from director.engine.table import Propose, Table
    from director.log.record import RulingRecord
    from director.record.incident import Incident
    from director.regulator.profile import Profile
    from director.session.ruling import RulingSession

__all__ = ["BridgeIncident"]


@dataclasses.dataclass
class BridgeIncident:
    """An incident and its events, for :meth:`RulingSession.run`: ``replay``, ``record`` and
    ``waits``. ``live`` (at a terminal): when the ruling waits for a call at the table,
    state the options, ask what was called, and go on - as many times as the incident
    needs. ``regulator``: the profile whose elections the rules apply (None: the Laws' own
    provisions). ``events`` grows with what is typed live."""

    incident: Incident
    events: list[Event]
    live: bool = False
    regulator: Profile | None = None
    propose: Propose | None = None  # 12C1(c) starting weights offered (double dummy)

    def new_table(self) -> Table:
        table = self.incident.new_table(look_ahead=self.live, regulator=self.regulator)
        table.propose = self.propose
        return table

    def replay(self, session: RulingSession) -> Ruling:
        """The ruling, its questions answered by ``session.prompter`` (every ``--answer``
        must be asked for); live, the calls and cards typed at the terminal are taken one
        at a time, each checked before it is asked about."""
        from director.session.live import ask_live, refuse, typed_events

        prompter = session.prompter
        ruling = self.new_table().replay(self.events, self._answers(), prompter)
        if prompter.flat:
            key = next(iter(prompter.flat))
            raise InvalidAnswerError(f"--answer {key}: no question with that id was asked")
        typed: list[str] = []  # the events typed live not yet taken, in order
        asked: Ruling | None = None  # the ruling whose options were last stated
        while self.live and (typed or ruling.pending is not None):
            if not typed:
                line = ask_live(ruling, state_options=ruling is not asked)
                if line is None:
                    break
                from director.record.incident import notation_tokens

                typed, asked = notation_tokens(line), ruling
            token = typed.pop(0)
            added = typed_events(token, len(self.events))
            try:
                self.new_table().replay(self.events + added, self._answers(), prompter.trial())
            except DirectorError as e:
                refuse(e, typed)
                typed = []
                continue
            self.events = self.events + added
            if session.log is not None and session.log.request is not None:
                notation = f"{session.log.request['notation']} {token}".strip()
                session.update_request({"notation": notation})
            prompter = session.prompter = prompter.again()
            ruling = self.new_table().replay(self.events, self._answers(), prompter)
        return self._marked(ruling)

    def waits(self, ruling: Ruling) -> bool:
        """Live, the ruling waits for a call, lead or play at the table (a draft kept)."""
        return self.live and ruling.pending is not None

    def record(self, session: RulingSession, ruling: Ruling) -> RulingRecord | str:
        """The log entry of a complete ruling, or why it is not logged (a draft)."""
        from director.log.record import answers_of, complete_answers, events_as_record

        log = session.log
        assert log is not None
        data: dict[str, Any] = json.loads(ruling.model_dump_json())
        open_questions = [
            q for irr in data.get("irregularities", []) for q in irr.get("open_questions", [])
        ]
        if data.get("stopped_at") is not None or open_questions:
            unruled = ruling.not_ruled()
            if unruled is None:
                return "the ruling waits for an answer"
            law, edition = unruled.not_ruled, ruling.edition
            return f"this tool does not rule Law {law} under {edition} (a draft)"
        if data.get("pending") is not None:
            return f"the ruling waits for a {data['pending']['awaits']} at the table (a draft)"
        incident = self.incident
        record_incident = incident.model_dump(mode="json")
        if log.command == "rule":
            record_incident["events"] = events_as_record(self.events)
        record_incident["answers"] = complete_answers(data)
        return log.ruling_record(
            incident.edition,
            record_incident,
            data,
            answers_of(data, session.prompter.sources, log.answers_source),
            board=incident.board,
        )

    def _answers(self) -> list[dict[str, Any]]:
        return copy.deepcopy(self.incident.answers)

    def _marked(self, ruling: Ruling) -> Ruling:
        """``ruling`` with its text's note that the vulnerability is assumed, when the
        record states none (nor a board number for Law 2's rotation)."""
        view = ruling.table
        if view is None or self.incident.vulnerable is not None or self.incident.board is not None:
            return ruling
        marked = view.model_copy(update={"vulnerability_assumed": True})
        return ruling.model_copy(update={"table": marked})
