"""``director log``: the rulings saved by ``director rule`` and ``director replay``.

``list`` (filters by date, board, law, kind), ``show ID`` (the ruling panel again, with its
answers, notes and corrections), ``export`` (JSON, CSV or PBN), ``note ID TEXT`` (a note
added later; a ruling itself never changes), ``path`` (where the log is).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.options import LogPath
from director.cli.output_option import FormatOption, JsonAlias, format_option
from director.cli.report_option import ReportPath
from director.output.formats import LOG_EXPORT

if TYPE_CHECKING:
    from director.log.store import LogEntry, LogFilter, LogStore

HELP = (
    "The ruling log: list, show, export and annotate the rulings saved by 'director rule' "
    "and 'director replay'."
)
Since = Annotated[
    str | None,
    typer.Option(
        "--since",
        help="From this day or time on: 2025-05-01, 2025-05-01T14:00, today, yesterday, 7d.",
    ),
]
Until = Annotated[
    str | None, typer.Option("--until", help="Up to this day (inclusive) or time (exclusive).")
]
Board = Annotated[int | None, typer.Option("--board", help="Only this board.")]
Law = Annotated[
    str | None,
    typer.Option("--law", help="Only rulings citing this law or a section of it (27, 27B)."),
]
Kind = Annotated[
    str | None, typer.Option("--kind", help="Only this kind of irregularity (insufficient-bid).")
]


def build_app() -> typer.Typer:
    app = typer.Typer(
        name="log",
        help=HELP,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.command(name="list", help="List the logged rulings, newest first.")(list_)
    app.command(name="show", help="Show a logged ruling again, with answers and notes.")(show)
    app.command(name="export", help="Export the log as JSON, CSV or PBN.")(export)
    app.command(name="note", help="Add a note to a logged ruling.")(note)
    app.command(name="path", help="Print where the ruling log is.")(path)
    return app


def list_(
    since: Since = None,
    until: Until = None,
    board: Board = None,
    law: Law = None,
    kind: Kind = None,
    limit: Annotated[int, typer.Option("--limit", "-n", help="At most this many.")] = 50,
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
    log: LogPath = None,
) -> None:
    from director.cli.errors import reported_errors
    from director.cli.output_option import chosen
    from director.output.formats import DOCUMENT, Document

    fmt = chosen(DOCUMENT, format_, json_alias)
    with reported_errors():
        where = _filter(since, until, board, law, kind, limit)
        entries = _find(log, where)

    def rows() -> object:
        from director.log.export import entry_dict

        return [_summary(entry_dict(e)) for e in entries]

    def show() -> None:
        from director.log.paths import resolve_log_path
        from director.log.render import print_list

        print_list(entries, resolve_log_path(log))

    DOCUMENT.emit(fmt, Document(rows, show))


def show(
    ruling_id: Annotated[int, typer.Argument(help="The ruling number (see 'director log list').")],
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
    log: LogPath = None,
    report: ReportPath = None,
) -> None:
    from director.cli.errors import reported_errors
    from director.cli.output_option import chosen
    from director.cli.report_option import check_report
    from director.games import game_named
    from director.log.export import entry_dict
    from director.log.render import print_entry
    from director.output.formats import DOCUMENT, Document

    fmt = chosen(DOCUMENT, format_, json_alias)
    check_report(report)
    with reported_errors(), _open(log, must_exist=True) as store:
        entry = store.get(ruling_id)
    game = game_named(entry.edition)
    DOCUMENT.emit(fmt, Document(lambda: entry_dict(entry), lambda: print_entry(entry, game)))
    if report is not None:
        _report(entry, report)


def _report(entry: LogEntry, path: Path) -> None:
    """``log show N --report FILE``: the ruling replayed (with its deal and every call as
    made) when that reproduces the stored one, else as stored."""
    from pydantic import ValidationError

    from director.cli.errors import fail, reported_errors
    from director.editions import family_of
    from director.engine.ruling import Ruling
    from director.games import game_named
    from director.games.bridge_report import write_report
    from director.report import About

    if family_of(entry.edition) != "bridge":
        raise fail(f"ruling #{entry.id}: --report writes a bridge ruling")
    fresh = game_named(entry.edition).rerun(entry.incident, entry.ruling)
    if isinstance(fresh, Ruling):
        ruling = fresh
    else:
        try:
            ruling = Ruling.model_validate(entry.ruling)
        except ValidationError:
            why = f"ruling #{entry.id}: {fresh}, and its stored form is not a ruling"
            raise fail(why) from None
    when = entry.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
    about = About(entry.event, entry.session, entry.table, f"Ruling #{entry.id}, {when}")
    with reported_errors():
        write_report(path, ruling, about)


def export(
    format_: Annotated[str | None, format_option(LOG_EXPORT, "-f")] = None,
    json_alias: JsonAlias = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file (default: stdout).")
    ] = None,
    since: Since = None,
    until: Until = None,
    board: Board = None,
    law: Law = None,
    kind: Kind = None,
    log: LogPath = None,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.output_option import chosen

    fmt = chosen(LOG_EXPORT, format_, json_alias, default="json")
    with reported_errors():
        where = _filter(since, until, board, law, kind, None)
        text = LOG_EXPORT.dumps(fmt, _find(log, where))
    if output is None:
        sys.stdout.write(text)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as e:
        raise fail(f"{output}: cannot write the export ({e.strerror})") from None


def note(
    ruling_id: Annotated[int, typer.Argument(help="The ruling number.")],
    text: Annotated[list[str], typer.Argument(help="The note.")],
    log: LogPath = None,
) -> None:
    from director.cli.errors import fail, reported_errors

    words = " ".join(text).strip()
    if not words:
        raise fail("a note needs some text", "director log note 12 'appeal lodged by NS'")
    with reported_errors(), _open(log, must_exist=True, write=True) as store:
        note_id = store.add_note(ruling_id, words)
    sys.stderr.write(f"note {note_id} added to ruling #{ruling_id} in {store.path}\n")


def path(log: LogPath = None) -> None:
    from director.log.paths import resolve_log_path

    where = resolve_log_path(log)
    sys.stdout.write(f"{where}\n")
    if not where.exists():
        sys.stderr.write("(no ruling logged yet: the file is made by the first one)\n")


# --------------------------------------------------------------------------- helpers
def _open(log: Path | None, must_exist: bool, write: bool = False) -> LogStore:
    """The log; opened read-only unless ``write`` (so that a log on read-only media can
    still be listed, shown and exported)."""
    from director.log.errors import NoSuchEntryError
    from director.log.paths import resolve_log_path
    from director.log.store import LogStore

    where = resolve_log_path(log)
    if must_exist and not where.exists():
        raise NoSuchEntryError(f"{where}: no ruling log here yet (no ruling was logged)")
    return LogStore.open(where) if write else LogStore.open_readonly(where)


def _find(log: Path | None, where: LogFilter) -> list[LogEntry]:
    from director.log.paths import resolve_log_path

    if not resolve_log_path(log).exists():
        return []
    with _open(log, must_exist=True) as store:
        found = store.find(where)
    if store.damage is not None:
        lost = ", ".join(f"#{n}" for n in store.unreadable[:10])
        lost += ", ..." if len(store.unreadable) > 10 else ""
        read = (
            f"{len(store.unreadable)} ruling(s) could not be read and are left out ({lost})"
            if store.unreadable
            else "every ruling was read from it, one by one"
        )
        sys.stderr.write(f"warning: {store.damage}; {read}\n")
    return found


def _filter(
    since: str | None,
    until: str | None,
    board: int | None,
    law: str | None,
    kind: str | None,
    limit: int | None,
) -> LogFilter:
    from director.log.dates import parse_moment
    from director.log.store import LogFilter

    return LogFilter(
        since=parse_moment(since, "--since") if since else None,
        until=parse_moment(until, "--until", end_of_day=True) if until else None,
        board=board,
        law=_law(law) if law else None,
        kind=kind.strip().lower() if kind else None,
        limit=limit,
    )


def _law(text: str) -> str:
    """``27b1a`` → ``27B1(a)``: the canonical form the log stores."""
    from director.catalog.ref import LawRef

    return str(LawRef.parse(text))


def _summary(row: dict[str, object]) -> dict[str, object]:
    keys = ("id", "time", "command", "edition", "event", "session", "table", "board", "kinds",
            "laws", "score", "corrects", "corrected_by")  # fmt: skip
    out = {k: row[k] for k in keys}
    notes = row["notes"]
    out["notes"] = len(notes) if isinstance(notes, list) else 0
    return out
