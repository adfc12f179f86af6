"""Belote contrée behind the game interface (director/belote plays it), and its own flow of
``director replay`` and ``director rule``: print, put the open questions at a terminal,
journal the answers in a draft, log the ruling when it is complete."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from director.belote.options import InvalidBeloteError
from director.belote.record import BeloteRecord
from director.belote.ruling import BeloteRuling, Question, ScoreSheet
from director.games.base import Flow, LogTarget, Prompt, Terminal

if TYPE_CHECKING:
    from director.log.session import LogSession

__all__ = ["BeloteFlow", "BeloteGame"]


class BeloteGame:
    """Belote contrée: records ``edition: belote-contree`` (director/belote/record.py)."""

    id = "belote"
    title = "Belote contrée"

    @property
    def flow(self) -> Flow:
        return BeloteFlow(self)

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


class BeloteFlow:
    """``director replay`` and ``director rule`` of a Belote deal."""

    def __init__(self, game: BeloteGame) -> None:
        self.game = game

    def _show(self, ruling: BeloteRuling, json_: bool) -> None:
        text = ruling.model_dump_json(indent=2) if json_ else self.game.render(ruling)
        sys.stdout.write(text + "\n")

    def replay(
        self, path: Path, answers: dict[str, str], json_: bool, log: LogTarget, terminal: Terminal
    ) -> None:
        from director.belote.record import load_mapping, record_from
        from director.games.belote_log import save_ruling

        data = load_mapping(path)
        ruling = self.game.replay(record_from(data, str(path)), answers)
        self._show(ruling, json_)
        save_ruling(ruling, data, answers, log)

    def rule(
        self, request: dict[str, Any], json_: bool, log: LogTarget, terminal: Terminal
    ) -> None:
        """``director rule ... --edition belote-contree``, or ``--resume`` of a Belote draft
        (``log.draft``). ``request`` (notation, dealer, deal, options, the ``--answer``
        values as ``flat``, event, session, table, note, corrects) is kept as the draft, as
        for bridge: at a terminal every answer typed is journaled, and a ruling left with a
        question open (``stop``, Ctrl-C) is a draft, resumed by ``director rule --resume``."""
        from director.belote.cli import answer_key, answered
        from director.errors import DirectorError
        from director.games.belote_log import save_ruling

        interactive = sys.stdin.isatty() and not json_
        log.request = request
        log.event, log.session, log.table = (request.get(k) for k in ("event", "session", "table"))
        log.note, log.corrects = request.get("note"), request.get("corrects")
        given = dict(request.get("flat") or {})
        draft = log.draft.answers if log.draft is not None else []
        resumed = {answer_key(a.irregularity, a.question): str(a.answer) for a in draft}
        session = terminal.open_session(log, interactive)
        try:
            try:
                data, ruling = self._replay_live(
                    request, {**resumed, **given}, session, interactive
                )
            except (KeyboardInterrupt, EOFError):
                terminal.interrupted(session)  # exits (130), keeping the draft unless told not to
                raise
            except DirectorError:
                if session is not None:
                    session.close_draft("failed")
                raise
            unused = sorted(set(resumed) - answered(ruling))
            if unused:
                terminal.warn("journaled answers not asked for again: " + ", ".join(unused))
            if ruling.status == "open" and interactive and session is not None:
                session.start_draft()
                if session.draft_id is not None:
                    sys.stderr.write(
                        f"draft #{session.draft_id} kept: resume it with "
                        f"'director rule --resume {session.draft_id}'\n"
                    )
            self._show(ruling, json_)
            save_ruling(ruling, data, given, log, session, journaled=set(resumed) - set(given))
        finally:
            if session is not None:
                session.close()

    def _replay_live(
        self,
        request: dict[str, Any],
        answers: dict[str, str],
        session: LogSession | None,
        interactive: bool,
    ) -> tuple[dict[str, Any], BeloteRuling]:
        """The record of ``request`` and its ruling; at a terminal each open question is put
        (its choices first) and the answer journaled in the draft, started before the first."""
        from director.belote.cli import ask_at_terminal, request_data

        if request.get("corrects") is not None and session is not None:
            session.require(request["corrects"])
        data, record = request_data(request)
        if not interactive:
            return data, self.game.replay(record, answers)

        def ask(question: Question, number: int | None) -> str | None:
            if session is not None:
                session.start_draft()
            value = ask_at_terminal(question, number)
            if value is not None and session is not None:
                session.journal(number or 0, question.id, value)
            return value

        return data, self.game.replay(record, answers, ask)
