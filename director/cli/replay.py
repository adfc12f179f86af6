"""``director replay RECORD``: replay an incident record and show the ruling."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

HELP = (
    "Replay an incident record (YAML or JSON): the deal, the auction with irregular calls "
    "marked, and for each irregularity the ruling, or the open question with its branches."
)


def replay(
    record: Annotated[Path, typer.Argument(help="Incident record (.yaml, .yml or .json).")],
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
    ] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print the ruling as JSON.")] = False,
) -> None:
    from director.cli.errors import reported_errors
    from director.cli.ruling_run import parse_answer_options, run
    from director.record.incident import load_incident

    with reported_errors():
        incident = load_incident(record)
        events = incident.parsed_events()
    run(incident, events, parse_answer_options(answer or []), json_, interactive=False)
