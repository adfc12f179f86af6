"""The Belote side of ``director rule``, ``director replay`` and ``director score`` (called
from those commands when the edition is ``belote-contree``)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from director.belote.options import InvalidBeloteError, Options
from director.belote.record import BeloteRecord
from director.belote.ruling import BeloteRuling, Question

if TYPE_CHECKING:
    from director.cli.ruling_run import LogOptions
    from director.log.session import LogSession

__all__ = ["is_belote_record", "replay_belote", "rule_belote", "score_belote"]


def _show(ruling: BeloteRuling, json_: bool) -> None:
    from director.belote.render import ruling_text

    sys.stdout.write((ruling.model_dump_json(indent=2) if json_ else ruling_text(ruling)) + "\n")


def is_belote_record(path: Path) -> bool:
    from director.belote.record import is_belote_record as check

    return check(path)


def _options(pairs: list[str] | None, where: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep:
            raise InvalidBeloteError(f"{where} {p!r}: expected KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def replay_belote(
    path: Path, answers: dict[str, str], json_: bool, log: LogOptions | None = None
) -> None:
    from director.belote.log import save_ruling
    from director.belote.record import load_mapping, record_from
    from director.belote.table import replay_record
    from director.cli.errors import reported_errors

    with reported_errors():
        data = load_mapping(path)
        ruling = replay_record(record_from(data, str(path)), answers)
    _show(ruling, json_)
    if log is not None:
        save_ruling(ruling, data, answers, log)


def rule_belote(request: dict[str, Any], json_: bool, log: LogOptions) -> None:
    """``director rule ... --edition belote-contree``, or ``--resume`` of a Belote draft
    (``log.draft``). ``request`` (notation, dealer, deal, options, the ``--answer`` values
    as ``flat``, event, session, table, note, corrects) is kept as the draft, as for bridge:
    at a terminal every answer typed is journaled, and a ruling left with a question open
    (``stop``, Ctrl-C) is a draft, resumed by ``director rule --resume``."""
    from director.belote.log import save_ruling
    from director.cli.errors import reported_errors
    from director.cli.ruling_run import interrupted, open_session, warn
    from director.errors import DirectorError

    interactive = sys.stdin.isatty() and not json_
    log.request = request
    log.event, log.session, log.table = (request.get(k) for k in ("event", "session", "table"))
    log.note, log.corrects = request.get("note"), request.get("corrects")
    given = dict(request.get("flat") or {})
    draft = log.draft.answers if log.draft is not None else []
    resumed = {_answer_key(a.irregularity, a.question): str(a.answer) for a in draft}
    session = open_session(log, interactive)
    try:
        with reported_errors():
            try:
                data, ruling = _replay_live(request, {**resumed, **given}, session, interactive)
            except (KeyboardInterrupt, EOFError):
                interrupted(session)  # exits (130), keeping the draft unless told not to
                raise
            except DirectorError:
                if session is not None:
                    session.close_draft("failed")
                raise
        unused = sorted(set(resumed) - _answered(ruling))
        if unused:
            warn("journaled answers not asked for again: " + ", ".join(unused))
        if ruling.status == "open" and interactive and session is not None:
            session.start_draft()
            if session.draft_id is not None:
                sys.stderr.write(
                    f"draft #{session.draft_id} kept: resume it with "
                    f"'director rule --resume {session.draft_id}'\n"
                )
        _show(ruling, json_)
        save_ruling(ruling, data, given, log, session, journaled=set(resumed) - set(given))
    finally:
        if session is not None:
            session.close()


def _replay_live(
    request: dict[str, Any],
    answers: dict[str, str],
    session: LogSession | None,
    interactive: bool,
) -> tuple[dict[str, Any], BeloteRuling]:
    """The record of ``request`` and its ruling; at a terminal each open question is put
    (its choices first) and the answer journaled in the draft, started before the first."""
    from director.belote.record import record_from
    from director.belote.table import replay_record

    if request.get("corrects") is not None and session is not None:
        session.require(request["corrects"])
    data: dict[str, Any] = {
        "dealer": request.get("dealer"),
        "deal": request.get("deal"),
        "options": _options(request.get("options"), "--option"),
        "events": request["notation"],
    }
    record = record_from(data, "command line")
    if not interactive:
        return data, replay_record(record, answers)

    def ask(question: Question, number: int | None) -> str | None:
        if session is not None:
            session.start_draft()
        value = _prompt(question, number)
        if value is not None and session is not None:
            session.journal(number or 0, question.id, value)
        return value

    return data, answer_open(record, answers, ask)


def _answered(ruling: BeloteRuling) -> set[str]:
    """The keys of the questions answered in ``ruling`` (``N.id``; a score question's id)."""
    keys = {
        f"{n}.{q.id}"
        for n, irr in enumerate(ruling.irregularities, 1)
        for q in irr.questions
        if q.answer is not None
    }
    score = ruling.score.questions if ruling.score is not None else []
    return keys | {q.id for q in score if q.answer is not None}


def _answer_key(irregularity: int, question: str) -> str:
    """The key of an answer journaled for irregularity N (0: a question of the score)."""
    return f"{irregularity}.{question}" if irregularity else question


Ask = Callable[[Question, int | None], str | None]


def answer_open(record: BeloteRecord, answers: dict[str, str], ask: Ask) -> BeloteRuling:
    """At the table: put each open question in turn (``ask`` returns the answer, or
    ``None`` to stop), replaying the deal after each answer."""
    from director.belote.table import replay_record

    while True:
        ruling = replay_record(record, answers)
        found = _first_open(ruling)
        if found is None:
            return ruling
        number, question = found
        value = ask(question, number)
        if value is None:
            return ruling
        answers[f"{number}.{question.id}" if number is not None else question.id] = value


def _first_open(ruling: BeloteRuling) -> tuple[int | None, Question] | None:
    for n, irr in enumerate(ruling.irregularities, 1):
        for q in irr.questions:
            if q.answer is None:
                return n, q
    if ruling.score is not None:
        for q in ruling.score.questions:
            if q.answer is None:
                return None, q
    return None


def _prompt(question: Question, number: int | None) -> str | None:
    from rich.console import Console
    from rich.prompt import Prompt

    err = Console(stderr=True, highlight=False)
    err.print(f"[bold]{question.asked_of}[/bold] [{question.law}] {question.text}")
    for key, text in question.choices.items():
        err.print(f"  {key}: {text}")
    picked = Prompt.ask(
        "answer ('stop' keeps the draft)", choices=[*question.choices, "stop"], console=err
    )
    return None if picked == "stop" else picked


_RESULT = re.compile(
    r"^(?P<level>\d{2,3}|capot)\s*(?P<suit>TA|SA|[SHDC])\s*(?P<x>XX|X)?\s+by\s+(?P<seat>[NESW])\s+"
    r"(?P<points>\d{1,3})(?P<rest>(?:\s+\S+)*)$",
    re.IGNORECASE,
)


def score_belote(text: str, json_: bool) -> None:
    """``director score '100H by N 110' --edition belote-contree``: the takers' card points
    (with the last trick: 0-162, or 252 when they took every trick; 0 means the defence
    took every trick), then optional ``belote NS|EW`` and ``KEY=VALUE`` options."""
    from director.belote.calls import CAPOT, Call
    from director.belote.render import score_text
    from director.belote.scoring import DealResult, other, score_deal
    from director.cli.errors import reported_errors
    from director.model.seat import Seat

    with reported_errors():
        m = _RESULT.match(text.strip())
        if m is None:
            raise InvalidBeloteError(
                f"RESULT {text!r}: expected e.g. '100H by N 110', '90SX by E 70 belote NS', "
                "'capotH by W 252'"
            )
        level = CAPOT if m["level"].lower() == "capot" else int(m["level"])
        if level != CAPOT and not (80 <= level <= 160 and level % 10 == 0):
            raise InvalidBeloteError(
                f"RESULT {text!r}: a contract runs from 80 to 160 by tens, or capot"
            )
        takers = Seat.parse(m["seat"]).side
        points = int(m["points"])
        if points > 162 and points != 252:
            raise InvalidBeloteError(
                f"RESULT {text!r}: card points run from 0 to 162 (252 for all tricks)"
            )
        all_tricks = takers if points == 252 else other(takers) if points == 0 else None
        pts = {
            takers: points,
            other(takers): 252 if points == 0 else 162 - points if points <= 162 else 0,
        }
        belote: list[str] = []
        opts: list[str] = []
        words = m["rest"].split()
        i = 0
        while i < len(words):
            if (
                words[i].lower() == "belote"
                and i + 1 < len(words)
                and words[i + 1].upper() in ("NS", "EW")
            ):
                belote.append(words[i + 1].upper())
                i += 2
            elif "=" in words[i]:
                opts.append(words[i])
                i += 1
            else:
                raise InvalidBeloteError(
                    f"RESULT {text!r}: {words[i]!r} (expected 'belote NS|EW' or KEY=VALUE)"
                )
        given = _options(opts, "RESULT option")
        answers = {k: v for k, v in given.items() if k == "capot-failed"}
        options = Options.from_mapping(
            {k: v for k, v in given.items() if k not in answers}, "RESULT"
        )
        multiplier = {None: 1, "X": 2, "XX": 4}[m["x"].upper() if m["x"] else None]
        result = DealResult(
            contract=Call("bid", level, m["suit"].upper()),
            takers=takers,
            multiplier=multiplier,
            trick_points=pts,
            all_tricks=all_tricks,
            belote=tuple(belote),
        )
        sheet = score_deal(result, options, answers)
    sys.stdout.write(
        (
            sheet.model_dump_json(indent=2)
            if json_
            else "\n".join(score_text(sheet, "add to RESULT: "))
        )
        + "\n"
    )
