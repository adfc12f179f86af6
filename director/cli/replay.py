"""``director replay RECORD``: replay an incident record, or one board of a PBN or LIN
file, and show the ruling, the result from the tricks played, and the score."""

from __future__ import annotations

from typing import Annotated

import typer

from director.cli.options import (
    Answers,
    Corrects,
    EventName,
    FieldPath,
    LogPath,
    NoLog,
    NoteText,
    RecordPath,
    ScoringName,
    SessionName,
    TableName,
    check_scoring,
    log_options,
)
from director.cli.output_option import JsonAlias, format_option
from director.cli.report_option import ReportPath, check_report
from director.output.formats import RULING

HELP = (
    "Replay an incident record (YAML or JSON), or one board of a hand-record file (PBN or "
    "LIN; --board N or --record K picks it): the deal, the auction with irregular calls "
    "marked, the play, and for each irregularity the ruling, or the open question with its "
    "branches; then the result from the tricks played and the score. A complete ruling is "
    "saved in the ruling log (see 'director log')."
)


def replay(
    record: RecordPath,
    answer: Answers = None,
    format_: Annotated[str | None, format_option(RULING)] = None,
    json_alias: JsonAlias = False,
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
    inherit: Annotated[
        bool,
        typer.Option(
            "--inherit",
            help="PBN: a game without Board/Dealer/Vulnerable/Deal takes them from the game "
            "before (an exporter's convention).",
        ),
    ] = False,
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
            help="wbf, acbl, ebu or a profile .toml file: the rulings apply its elections "
            "(12C2 values, 70E2, ...) and name them; the text lists the elections the ruling "
            "depends on (default: DIRECTOR_REGULATOR, the config file, else none).",
        ),
    ] = None,
    edition: Annotated[
        str | None,
        typer.Option(
            "--edition",
            help="Edition of the Laws to rule under (wbf-1997): a hand record's board "
            "(default wbf-2017), or an incident instead of the record's own edition.",
        ),
    ] = None,
    field: FieldPath = None,
    scoring: ScoringName = "mp",
    report: ReportPath = None,
) -> None:
    from director.cli.errors import reported_errors
    from director.cli.options import parse_answer_options
    from director.cli.output_option import chosen
    from director.cli.regulated import choose
    from director.games import ReplayRequest, game_of_record

    fmt = chosen(RULING, format_, json_alias)
    check_report(report)
    check_scoring(scoring)
    selection = choose(regulator)
    options = log_options("replay", log, no_log, event, session, table, note, corrects)
    options.source = str(record)
    request = ReplayRequest(
        path=record,
        answers=parse_answer_options(answer or []),
        board=board,
        record=record_no,
        inherit=inherit,
        edition=edition,
        regulator=selection,
        dd=dd,
        report=report,
        field=field,
        scoring=scoring,
    )
    with reported_errors():
        game_of_record(record).flow.replay(request, fmt, options)
