"""``director replay RECORD``: replay an incident record, or one board of a PBN or LIN
file, and show the ruling, the result from the tricks played, and the score."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.rule import Corrects, EventName, LogPath, NoLog, NoteText, SessionName, TableName
from director.clip import clip

if TYPE_CHECKING:
    from director.cli.ruling_run import LogOptions
    from director.engine.ruling import Ruling
    from director.formats.record import HandRecord
    from director.model.deal import Deal

HELP = (
    "Replay an incident record (YAML or JSON), or one board of a hand-record file (PBN or "
    "LIN; --board N or --record K picks it): the deal, the auction with irregular calls "
    "marked, the play, and for each irregularity the ruling, or the open question with its "
    "branches; then the result from the tricks played and the score. A complete ruling is "
    "saved in the ruling log (see 'director log')."
)
INCIDENT_SUFFIXES = (".yaml", ".yml", ".json")
# What --dd and --regulator add under the ruling's text: (deal, ruling) -> printed lines.
Extra = Callable[["Deal | None", "Ruling"], None]


def replay(
    record: Annotated[
        Path,
        typer.Argument(help="Incident record (.yaml, .yml, .json) or hand record (.pbn, .lin)."),
    ],
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
    ] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print the ruling as JSON.")] = False,
    board: Annotated[
        str | None,
        typer.Option("--board", help="Hand-record files: the board to replay (as written)."),
    ] = None,
    record_no: Annotated[
        int | None,
        typer.Option(
            "--record",
            help="Hand-record files: the K-th record of the file (when a board repeats).",
            metavar="K",
        ),
    ] = None,
    log: LogPath = None,
    no_log: NoLog = False,
    event: EventName = None,
    session: SessionName = None,
    table: TableName = None,
    note: NoteText = None,
    corrects: Corrects = None,
    dd: Annotated[
        bool,
        typer.Option(
            "--dd",
            help="Also show double-dummy tricks at the start and at each irregularity of the "
            "play (needs: pip install \"director[dds]\"; text only, see 'director dd').",
        ),
    ] = False,
    regulator: Annotated[
        str | None,
        typer.Option(
            "--regulator",
            help="wbf, acbl, ebu or a profile .toml file: list the elections the ruling "
            "depends on (text; default: DIRECTOR_REGULATOR, the config file, else wbf).",
        ),
    ] = None,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.ruling_run import LogOptions, parse_answer_options, run

    extras: list[Extra] = []
    if dd:
        if json_:
            raise fail("--dd adds text under the ruling: for JSON use 'director dd RECORD --json'")
        from director.cli.dd import printer, require_solver

        require_solver()
        extras.append(printer)
    if regulator is not None and json_:
        raise fail(
            "--regulator lists the elections under the text ruling (the JSON ruling does not "
            "carry them): drop --json, or see 'director law REF --regulator X --json'"
        )
    from director.cli.regulated import printer as elections_printer

    extras.append(elections_printer(regulator))

    if no_log and (note is not None or corrects is not None):
        raise fail("--note and --corrects are saved in the log: drop --no-log")
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
    answers = parse_answer_options(answer or [])
    if record.suffix.lower() in INCIDENT_SUFFIXES:
        if board is not None or record_no is not None:
            raise fail(f"{record}: --board and --record pick a board of a PBN or LIN file")
        from director.record.incident import load_incident

        with reported_errors():
            incident = load_incident(record)
            events = incident.parsed_events()
            deal = incident.parsed_deal()

        def after(ruling: Ruling) -> None:
            for extra in extras:
                extra(deal, ruling)

        run(incident, events, answers, json_, False, options, after=after)
        return
    _replay_hand_record(record, board, record_no, answers, json_, options, extras)


def _replay_hand_record(
    path: Path,
    board: str | None,
    record_no: int | None,
    answers: dict[str, str],
    json_: bool,
    options: LogOptions,
    extras: list[Extra] | None = None,
) -> None:
    import sys

    from director.cli.errors import reported_errors
    from director.cli.ruling_run import run
    from director.formats.pick import pick_record
    from director.formats.to_incident import to_incident
    from director.review.run import RecordAnswers, read_records

    with reported_errors():
        hand = pick_record(read_records(path), str(path), board, record_no)
        incident, marks = to_incident(hand)
        events = incident.parsed_events()
    for issue in hand.issues:
        sys.stderr.write(f"warning: {clip(str(issue))}\n")
    options.source = f"{path}#{hand.index}"
    run(
        incident,
        events,
        answers,
        json_,
        False,
        options,
        record_answers=RecordAnswers(hand, marks),
        after=lambda ruling: _after_hand_record(hand, incident.parsed_deal(), ruling, extras),
    )


def _after_hand_record(
    hand: HandRecord, deal: Deal | None, ruling: Ruling, extras: list[Extra] | None
) -> None:
    _print_record_checks(hand, ruling)
    for extra in extras or []:
        extra(deal, ruling)


def _print_record_checks(hand: HandRecord, ruling: Ruling) -> None:
    """What the file states against what was replayed: contract, result, score."""
    from rich.console import Console

    from director.review.checks import check_record
    from director.review.outcome import outcome_of

    out = Console(highlight=False)
    stated = [
        f"{name} {value}"
        for name, value in (
            ("contract", hand.contract),
            ("declarer", hand.declarer.letter if hand.declarer is not None else None),
            ("result", hand.result),
            ("score", hand.score),
        )
        if value is not None
    ]
    out.print(f"[bold]Record[/bold] {hand.name}: " + (", ".join(stated) or "no result stated"))
    findings = [f for f in check_record(hand, outcome_of(ruling)) if f.code.startswith("REC")]
    for f in findings:
        out.print(f"  [yellow]{f.code}[/yellow] {f.message}")
    if not findings:
        out.print("  the record agrees with the replay")
