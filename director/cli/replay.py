"""``director replay RECORD``: replay an incident record and show the ruling."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from director.cli.rule import Corrects, EventName, LogPath, NoLog, NoteText, SessionName, TableName

HELP = (
    "Replay an incident record (YAML or JSON): the deal, the auction with irregular calls "
    "marked, and for each irregularity the ruling, or the open question with its branches. "
    "A complete ruling is saved in the ruling log (see 'director log')."
)


def replay(
    record: Annotated[Path, typer.Argument(help="Incident record (.yaml, .yml or .json).")],
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
    ] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print the ruling as JSON.")] = False,
    log: LogPath = None,
    no_log: NoLog = False,
    event: EventName = None,
    session: SessionName = None,
    table: TableName = None,
    note: NoteText = None,
    corrects: Corrects = None,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.ruling_run import LogOptions, parse_answer_options, run
    from director.record.incident import load_incident

    if no_log and (note is not None or corrects is not None):
        raise fail("--note and --corrects are saved in the log: drop --no-log")
    with reported_errors():
        incident = load_incident(record)
        events = incident.parsed_events()
    options = LogOptions(
        enabled=not no_log,
        path=log,
        command="replay",
        source=str(record),
        answers_source="record",
        event=event,
        session=session,
        table=table,
        note=note,
        corrects=corrects,
    )
    run(incident, events, parse_answer_options(answer or []), json_, False, options)
