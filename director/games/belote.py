"""Belote contrée behind the game interface (director/belote plays it), and its ``director
replay`` and ``director rule``: the ruling session (:mod:`director.session`) on a Belote
deal - print, put the open questions at a terminal, journal the answers in a draft, log the
ruling when it is complete."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from director.belote.options import InvalidBeloteError
from director.belote.record import BeloteRecord
from director.belote.ruling import BeloteRuling, Question, ScoreSheet
from director.games.base import OptionError, Prompt, ReplayRequest, RuleRequest
from director.output.formats import Emitter, Output

if TYPE_CHECKING:
    from director.belote.cli import Ask
    from director.log.record import RulingRecord
    from director.log.session import LogSession
    from director.session.options import LogOptions
    from director.session.ruling import RulingSession

__all__ = ["BeloteFlow", "BeloteGame", "BeloteIncident"]


class BeloteGame:
    """Belote contrée: records ``edition: belote-contree`` (director/belote/record.py)."""

    id = "belote"
    title = "Belote contrée"

    @property
    def flow(self) -> BeloteFlow:
        return BeloteFlow(self)

    @property
    def output(self) -> Output[BeloteRuling]:
        def text(ruling: BeloteRuling) -> str:
            return self.render(ruling) + "\n"

        def json(ruling: BeloteRuling) -> str:
            return ruling.model_dump_json(indent=2) + "\n"

        return Output("ruling", {"text": Emitter(dumps=text), "json": Emitter(dumps=json)})

    def recognises(self, path: Path) -> bool:
        from director.belote.record import is_belote_record

        return is_belote_record(path)

    def load(self, path: Path) -> BeloteRecord:
        from director.belote.record import load_record

        return load_record(path)

    def replay(
        self, record: BeloteRecord, answers: Mapping[str, str], prompt: Prompt | None = None
    ) -> BeloteRuling:
        from director.belote.cli import answer_open
        from director.belote.table import replay_record

        if prompt is None:
            return replay_record(record, dict(answers))
        return answer_open(record, dict(answers), prompt)

    def score(self, text: str) -> ScoreSheet:
        from director.belote.result import score_result

        return score_result(text)

    def render(self, ruling: BaseModel) -> str:
        from director.belote.render import ruling_text, score_text

        if isinstance(ruling, ScoreSheet):  # a score alone: its questions are answered
            return "\n".join(score_text(ruling, "add to RESULT: "))  # in the RESULT
        if not isinstance(ruling, BeloteRuling):
            raise InvalidBeloteError(f"not a Belote ruling: {type(ruling).__name__}")
        return ruling_text(ruling)

    def rerun(self, incident: Mapping[str, Any], ruling: Mapping[str, Any]) -> str:
        """A logged Belote ruling is shown as saved."""
        return f"a {self.title} ruling, shown as saved"

    def show(self, ruling: BaseModel) -> None:
        sys.stdout.write(self.render(ruling) + "\n")


@dataclasses.dataclass
class BeloteIncident:
    """A Belote deal, for :meth:`RulingSession.run`: ``replay``, ``record`` and ``waits``.
    ``read`` gives the record as a mapping (the log's incident) and as read."""

    game: BeloteGame
    read: Callable[[], tuple[dict[str, Any], BeloteRecord]]
    data: dict[str, Any] = dataclasses.field(default_factory=dict)
    given: Collection[str] = ()
    journaled: Collection[str] = ()

    def replay(self, session: RulingSession) -> BeloteRuling:
        """The ruling, the session's answers (``--answer``, then a resumed draft's) given
        to the Belote table in one mapping; at a terminal each question still open is put
        (its choices first) and the answer journaled in the draft, started before the first.
        The draft's answers not asked for again are left to the session's warning."""
        from director.belote.cli import answer_key, answered

        self.data, record = self.read()
        prompter = session.prompter
        given = dict(prompter.flat)
        prompter.flat.clear()
        log = session.log
        draft = log.draft.answers if log is not None and log.draft is not None else []
        resumed = {answer_key(a.irregularity, a.question): str(a.answer) for a in draft}
        self.given, self.journaled = set(given), set(resumed) - set(given)
        ask = _ask(session.journal) if session.interactive else None
        ruling = self.game.replay(record, {**resumed, **given}, ask)
        prompter.resumed = {k: resumed[k] for k in sorted(set(resumed) - answered(ruling))}
        return ruling

    def record(self, session: RulingSession, ruling: BeloteRuling) -> RulingRecord | str:
        from director.games.belote_log import log_entry

        assert session.log is not None
        return log_entry(ruling, self.data, self.given, session.log, self.journaled)

    def waits(self, ruling: BeloteRuling) -> bool:
        """A question is still open (``stop`` at the terminal): the draft is kept."""
        return ruling.status == "open"


def _ask(journal: LogSession | None) -> Ask:
    from director.belote.cli import ask_at_terminal

    def ask(question: Question, number: int | None) -> str | None:
        if journal is not None:
            journal.start_draft()
        value = ask_at_terminal(question, number)
        if value is not None and journal is not None:
            journal.journal(number or 0, question.id, value)
        return value

    return ask


_BRIDGE_REPORT = "--report writes a bridge ruling: drop it for a Belote deal"


class BeloteFlow:
    """``director replay`` and ``director rule`` of a Belote deal."""

    def __init__(self, game: BeloteGame) -> None:
        self.game = game

    def replay(self, request: ReplayRequest, fmt: str, log: LogOptions) -> None:
        from director.belote.record import load_mapping, record_from

        if request.report is not None:
            raise OptionError(_BRIDGE_REPORT)
        if request.field is not None:
            raise OptionError("--field scores a bridge adjusted score: not for Belote")
        data = load_mapping(request.path)
        record = record_from(data, str(request.path))
        self._run(BeloteIncident(self.game, lambda: (data, record)), request.answers, fmt, log)

    def rule(self, request: RuleRequest, fmt: str, log: LogOptions) -> None:
        """``director rule ... --edition belote-contree``: the request (notation, dealer,
        deal, options, the ``--answer`` values as ``flat``, and what the log notes: event,
        session, table, note, corrects) is kept as the draft, as for bridge."""
        bridge = (request.answers, request.vul, request.board, request.field)
        if request.report is not None:
            raise OptionError(_BRIDGE_REPORT)
        if any(v is not None for v in bridge) or request.regulator or request.dd:
            raise OptionError(
                "--answers, --vul, --board, --field, --regulator and --dd are for bridge: "
                "use --answer ID=VALUE"
            )
        draft: dict[str, Any] = {
            "edition": request.edition,
            "notation": request.notation,
            "dealer": request.dealer,
            "deal": request.deal,
            "options": list(request.options),
            "flat": dict(request.answer),
            **log.noted(),
        }
        self._rule(draft, fmt, log, sys.stdin.isatty() and fmt == "text")

    def resume(self, request: dict[str, Any], log: LogOptions) -> None:
        self._rule(dict(request), "text", log, True)

    def _rule(self, request: dict[str, Any], fmt: str, log: LogOptions, interactive: bool) -> None:
        """At a terminal every answer typed is journaled, and a ruling left with a question
        open (``stop``, Ctrl-C) is a draft, resumed by ``director rule --resume``."""
        from director.belote.cli import request_data

        log.source = "command line"
        log.take_notes(request)
        incident = BeloteIncident(self.game, lambda: request_data(request))
        self._run(incident, request.get("flat") or {}, fmt, log, interactive)

    def _run(
        self,
        incident: BeloteIncident,
        answers: Mapping[str, str],
        fmt: str,
        log: LogOptions,
        interactive: bool = False,
    ) -> None:
        from director.session.ruling import RulingSession

        emit = self.game.output.emitter(fmt)
        session = RulingSession(log, interactive, answers)
        session.run(incident.replay, emit.emit, incident.record, incident.waits)
