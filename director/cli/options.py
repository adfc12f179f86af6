"""The arguments and options several commands share, as typer annotations: the record that
``replay``, ``dd`` and ``convert`` read, and the ruling log's options of ``rule``,
``replay`` and ``log``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from director.session.options import LogOptions

__all__ = [
    "INCIDENT_SUFFIXES",
    "Answers",
    "Corrects",
    "EventName",
    "LogPath",
    "NoLog",
    "NoteText",
    "RecordPath",
    "SessionName",
    "TableName",
    "log_options",
]

# An incident record's suffixes; any other record is a hand record (PBN or LIN).
INCIDENT_SUFFIXES = (".yaml", ".yml", ".json")
# The record argument and --answer, as replay and dd take them.
RecordPath = Annotated[
    Path,
    typer.Argument(help="Incident record (.yaml, .yml, .json) or hand record (.pbn, .lin)."),
]
Answers = Annotated[
    list[str] | None,
    typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
]

LogPath = Annotated[
    Path | None,
    typer.Option(
        "--log",
        help="The ruling log (SQLite); default: $DIRECTOR_LOG, else rulings.sqlite3 in the "
        "user data directory.",
        show_default=False,
    ),
]
FieldPath = Annotated[
    Path | None,
    typer.Option(
        "--field",
        help="A PBN or LIN file with the board's other results (its games of the board, or "
        "a ScoreTable): an adjusted score is also given per side in matchpoints and percent, "
        "or in IMPs with --scoring imp.",
    ),
]
ScoringName = Annotated[
    str,
    typer.Option(
        "--scoring",
        help="Against --field: mp (pairs: matchpoints, percent) or imp (teams: IMPs against "
        "the other table, or a datum of several).",
    ),
]
SCORINGS = ("mp", "imp")


def check_scoring(scoring: str) -> None:
    """``--scoring`` is mp or imp, else one line and exit 2."""
    if scoring not in SCORINGS:
        from director.cli.errors import fail

        raise fail(
            f"--scoring {scoring!r}: expected mp or imp",
            "director rule ... --field FILE --scoring imp",
        )


NoLog = Annotated[bool, typer.Option("--no-log", help="Do not save the ruling in the log.")]
EventName = Annotated[str | None, typer.Option("--event", help="Event name, for the log.")]
SessionName = Annotated[str | None, typer.Option("--session", help="Session, for the log.")]
TableName = Annotated[str | None, typer.Option("--table", help="Table, for the log.")]
NoteText = Annotated[str | None, typer.Option("--note", help="A note saved with the ruling.")]
Corrects = Annotated[
    int | None,
    typer.Option("--corrects", help="This ruling corrects logged ruling ID.", metavar="ID"),
]


def log_options(
    command: str,
    log: Path | None,
    no_log: bool,
    event: str | None,
    session: str | None,
    table: str | None,
    note: str | None,
    corrects: int | None,
) -> LogOptions:
    """What ``rule`` and ``replay`` ask of the ruling log (``--note`` and ``--corrects``
    are saved in it: with ``--no-log``, exit 2)."""
    from director.cli.errors import fail
    from director.session.options import LogOptions

    if no_log and (note is not None or corrects is not None):
        raise fail("--note and --corrects are saved in the log: drop --no-log")
    return LogOptions(
        not no_log,
        log,
        command,
        event=event,
        session=session,
        table=table,
        note=note,
        corrects=corrects,
    )


def parse_answer_options(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping (exit 2 on one
    that is not KEY=VALUE)."""
    from director.cli.errors import reported_errors
    from director.session.answers import parse_answers

    with reported_errors():
        return parse_answers(values)
