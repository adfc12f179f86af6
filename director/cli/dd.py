"""``director dd RECORD`` and ``director replay RECORD --dd``: double-dummy tricks at the
start of play and at each irregularity of the play, beside the ruling's result.

endplay is an optional extra: without it both say in one line how to install it (exit 2)
before anything is replayed.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from director.cli.options import INCIDENT_SUFFIXES, Answers, RecordPath
from director.cli.output_option import FormatOption, JsonAlias

HELP = (
    "Double-dummy analysis of one board (needs the optional extra: pip install "
    '"director[dds]"): the tricks declarer\'s side takes from the start, and from the '
    "position just before each irregularity of the play (a revoke, a lead out of turn, a "
    "claim), each legal card's outcome and 12C1(c) starting weights, beside the ruling's "
    "result after the automatic rectification. Information for the director's 64C / 12C1 "
    "/ 70 judgement, never the ruling itself."
)
EXAMPLES = (
    "Examples: director dd examples/incidents/21-revoke-one-trick-transferred.yaml | "
    "director dd night.pbn --board 7 --json"
)


def require_solver() -> None:
    """Exit 2 with the one-line install hint when endplay is missing."""
    from director.cli.errors import reported_errors
    from director.games.bridge_extras import require_solver as required

    with reported_errors():
        required()


def dd(
    record: RecordPath,
    answer: Answers = None,
    board: Annotated[
        str | None, typer.Option("--board", help="Hand-record files: the board (as written).")
    ] = None,
    record_no: Annotated[
        int | None,
        typer.Option("--record", help="Hand-record files: the K-th record.", metavar="K"),
    ] = None,
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
) -> None:
    import copy

    from director.cli.errors import fail, reported_errors
    from director.cli.options import parse_answer_options
    from director.cli.output_option import chosen
    from director.dd.analysis import analyse
    from director.dd.render import print_report, to_json
    from director.games.bridge_extras import full_deal
    from director.output.formats import DOCUMENT, Document
    from director.session.answers import Prompter

    fmt = chosen(DOCUMENT, format_, json_alias)
    require_solver()
    answers: dict[str, Any] = dict(parse_answer_options(answer or []))
    record_answers = None
    with reported_errors():
        if record.suffix.lower() in INCIDENT_SUFFIXES:
            if board is not None or record_no is not None:
                raise fail(f"{record}: --board and --record pick a board of a PBN or LIN file")
            from director.record.incident import load_incident

            incident = load_incident(record)
        else:
            from director.formats.pick import pick_record
            from director.formats.to_incident import to_incident
            from director.review.answers import RecordAnswers
            from director.review.run import read_records

            hand = pick_record(read_records(record), str(record), board, record_no)
            incident, marks = to_incident(hand)
            record_answers = RecordAnswers(hand, marks)
        events = incident.parsed_events()
        table = incident.new_table()
        prompter = Prompter(answers, False, None, None, record_answers)
        ruling = table.replay(events, copy.deepcopy(incident.answers), prompter)
        report = analyse(full_deal(incident.parsed_deal()), ruling)
    DOCUMENT.emit(
        fmt, Document(lambda: to_json(report, ruling), lambda: print_report(report, ruling))
    )
