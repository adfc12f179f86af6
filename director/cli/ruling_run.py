"""Shared by ``director replay`` and ``director rule``: run the table over an incident and
print the ruling, asking open questions at a terminal."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from director.cli.errors import fail, reported_errors

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.record.incident import Incident


def parse_answer_options(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping."""
    out: dict[str, str] = {}
    for i, value in enumerate(values, start=1):
        key, eq, answer = value.partition("=")
        if not eq or not key.strip() or not answer.strip():
            raise fail(f"--answer {value!r} (option {i}): expected KEY=VALUE, e.g. accept=no")
        out[key.strip()] = answer.strip()
    return out


def make_prompt(flat: dict[str, str], interactive: bool) -> Any:
    """Answers from ``--answer`` (``id`` or ``N.id``), then, at a terminal, from the user."""

    def prompt(ctx: Any, question: Any) -> Any:
        for key in (f"{ctx.number}.{question.id}", question.id):
            if key in flat:
                return flat.pop(key)
        if not interactive:
            return None
        from rich.console import Console
        from rich.prompt import Prompt

        err = Console(stderr=True, highlight=False)
        err.print(f"[bold]{ctx.out.summary}[/bold]")
        who = question.asks + (f" ({question.seat})" if question.seat else "")
        err.print(f"[cyan][{question.law}][/cyan] {question.text}  [dim]asks: {who}[/dim]")
        choices = []
        for i, option in enumerate(question.options, start=1):
            err.print(f"  {i}. [bold]{option.label}[/bold] — {option.outcome}")
            choices.append(str(i))
        picked = Prompt.ask("choice", choices=choices, console=err)
        return question.options[int(picked) - 1].value

    return prompt


def run(
    incident: Incident,
    events: list[Event],
    flat_answers: dict[str, str],
    json_: bool,
    interactive: bool,
) -> None:
    from director.catalog.catalog import get_edition
    from director.engine.table import Table

    with reported_errors():
        get_edition(incident.edition)
        table = Table(
            incident.seat_dealer(),
            incident.vulnerability(),
            incident.parsed_deal(),
            edition=incident.edition,
            board=incident.board,
        )
        ruling = table.replay(events, incident.answers, make_prompt(flat_answers, interactive))
        if flat_answers:
            key = next(iter(flat_answers))
            raise fail(f"--answer {key}: no question with that id was asked")
    if json_:
        sys.stdout.write(ruling.model_dump_json(indent=2) + "\n")
        return
    from director.render.ruling_text import print_ruling

    print_ruling(table, ruling)
