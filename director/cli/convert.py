"""``director convert FILE --to pbn|lin|json``: hand records and incident records between
formats. An incident record is replayed first (its answers, and ``--answer``) so that the
output holds the legal auction, the play, the result and the ruling's comments."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.options import INCIDENT_SUFFIXES
from director.clip import clip

if TYPE_CHECKING:
    from director.formats.record import HandRecord

HELP = (
    "Convert records: a PBN or LIN file (or one board of it, --board/--record) to PBN, "
    "LIN or JSON; an incident record (YAML/JSON) to PBN, LIN or JSON after replaying it, "
    "with its irregularities as PBN ^ tokens where PBN has one and as comments under the "
    "[Application] tag. JSON is a list of records for a whole file, one record otherwise."
)
EXAMPLES = "Example: director convert session.lin --to pbn -o session.pbn"
FORMATS = ("pbn", "lin", "json")


def convert(
    source: Annotated[
        Path, typer.Argument(help="Hand record (.pbn, .lin) or incident record (.yaml, .json).")
    ],
    to: Annotated[
        str | None,
        typer.Option(
            "--to",
            help="pbn, lin or json (default: json for a hand record, pbn for an incident).",
        ),
    ] = None,
    board: Annotated[
        str | None, typer.Option("--board", help="Only this board (as written).")
    ] = None,
    record_no: Annotated[
        int | None, typer.Option("--record", help="Only the K-th record.", metavar="K")
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write here instead of stdout.")
    ] = None,
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Incident records: answer a question (ID=VALUE)."),
    ] = None,
) -> None:
    from director.cli.errors import fail, reported_errors

    is_incident = source.suffix.lower() in INCIDENT_SUFFIXES
    fmt = (to or ("pbn" if is_incident else "json")).lower()
    if fmt not in FORMATS:
        raise fail(f"--to {to!r}: expected one of {', '.join(FORMATS)}")
    single = is_incident or board is not None or record_no is not None
    with reported_errors():
        if is_incident:
            if board is not None or record_no is not None:
                raise fail(f"{source}: --board and --record pick a board of a PBN or LIN file")
            records = [_incident_record(source, answer or [])]
        else:
            if answer:
                raise fail("--answer applies to incident records only")
            records = _hand_records(source, board, record_no)
        text = _write(records, fmt, single)
        if output is None:
            sys.stdout.write(text)
        else:
            try:
                output.write_text(text, encoding="utf-8", newline="\r\n" if fmt == "pbn" else None)
            except OSError as e:
                raise fail(f"{output}: cannot write: {e.strerror or e}") from None


def _hand_records(path: Path, board: str | None, record_no: int | None) -> list[HandRecord]:
    from director.formats.pick import pick_record
    from director.review.run import read_records

    records = read_records(path)
    if board is not None or record_no is not None:
        records = [pick_record(records, str(path), board, record_no)]
    for record in records:
        for issue in record.issues:
            sys.stderr.write(f"warning: {clip(str(issue))}\n")
    return records


def _incident_record(path: Path, answers: list[str]) -> HandRecord:
    import copy

    from director.cli.errors import fail
    from director.cli.options import parse_answer_options
    from director.formats.from_incident import from_incident
    from director.record.incident import load_incident
    from director.session.answers import Prompter

    incident = load_incident(path)
    table = incident.new_table()
    prompt = Prompter(parse_answer_options(answers), False)
    ruling = table.replay(incident.parsed_events(), copy.deepcopy(incident.answers), prompt)
    if prompt.flat:
        raise fail(f"--answer {next(iter(prompt.flat))}: no question with that id was asked")
    if ruling.stopped_at is not None:
        unruled = ruling.not_ruled()
        why = (
            "an open question"
            if unruled is None
            else f"Law {unruled.not_ruled}, not ruled by this tool under {ruling.edition}"
        )
        sys.stderr.write(
            f"warning: {path}: the replay stopped at event {ruling.stopped_at} for {why}; "
            "the output holds what came before it\n"
        )
    return from_incident(incident, ruling, str(path))


def _write(records: list[HandRecord], fmt: str, single: bool) -> str:
    if fmt == "pbn":
        from director.formats.pbn_writer import write_pbn

        return write_pbn(records)
    if fmt == "lin":
        from director.formats.lin_writer import write_lin_records

        return write_lin_records(records)
    import json

    from director.formats.record_json import record_data

    data = [record_data(r) for r in records]
    return json.dumps(data[0] if single else data, indent=2, ensure_ascii=False) + "\n"
