"""Putting a Belote ruling's open questions at the table: in turn, the deal replayed after
each answer (``director rule`` at a terminal). The command's flow around it (journal, draft,
log) is director/games/belote.py's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from director.belote.record import BeloteRecord, record_from
from director.belote.result import parse_options
from director.belote.ruling import BeloteRuling, Question
from director.belote.table import replay_record

__all__ = ["Ask", "answer_key", "answer_open", "answered", "ask_at_terminal", "request_data"]

Ask = Callable[[Question, int | None], str | None]


def request_data(request: dict[str, Any]) -> tuple[dict[str, Any], BeloteRecord]:
    """The record that ``director rule`` describes (notation, dealer, deal, ``--option``s):
    as a mapping (the log's incident) and as read."""
    data: dict[str, Any] = {
        "dealer": request.get("dealer"),
        "deal": request.get("deal"),
        "options": parse_options(request.get("options"), "--option"),
        "events": request["notation"],
    }
    return data, record_from(data, "command line")


def answered(ruling: BeloteRuling) -> set[str]:
    """The keys of the questions answered in ``ruling`` (``N.id``; a score question's id)."""
    keys = {
        f"{n}.{q.id}"
        for n, irr in enumerate(ruling.irregularities, 1)
        for q in irr.questions
        if q.answer is not None
    }
    score = ruling.score.questions if ruling.score is not None else []
    return keys | {q.id for q in score if q.answer is not None}


def answer_key(irregularity: int, question: str) -> str:
    """The key of an answer journaled for irregularity N (0: a question of the score)."""
    return f"{irregularity}.{question}" if irregularity else question


def answer_open(record: BeloteRecord, answers: dict[str, str], ask: Ask) -> BeloteRuling:
    """At the table: put each open question in turn (``ask`` returns the answer, or
    ``None`` to stop), replaying the deal after each answer."""
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


def ask_at_terminal(question: Question, number: int | None) -> str | None:
    """The question on stderr, its choices first; ``stop`` (``None``) keeps the draft."""
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
