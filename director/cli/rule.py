"""``director rule NOTATION``: at the table — type what happened, answer the questions.

At a terminal every answer is journaled in the ruling log as it is given; ``director rule
--resume [ID]`` continues an incident that was interrupted (a crash, a closed lid, Ctrl-C).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.options import (
    Corrects,
    EventName,
    FieldPath,
    LogPath,
    NoLog,
    NoteText,
    ScoringName,
    SessionName,
    TableName,
    check_scoring,
    log_options,
)
from director.cli.output_option import JsonAlias, format_option
from director.cli.report_option import ReportPath, check_report
from director.digits import small_int
from director.output.formats import RULING

if TYPE_CHECKING:
    from director.log.journal import Draft

HELP = (
    "Rule on an incident typed in compact notation: calls separated by spaces, each "
    "optionally prefixed by its seat ('1H S:2H'); 'E:expose:HK', 'W:lead:SK', 'N:change:2H', "
    "'E:simultaneous:1S', 'AP' (all pass). Asks each question in the Law's order at a "
    "terminal; --answer or --answers run it without prompts. The completed ruling is saved "
    "in the ruling log (see 'director log'); --resume continues an interrupted incident."
)
EXAMPLES = (
    "Example: director rule '1H 1S 1H' --dealer S --answer accept=no  ·  "
    "every event form (auction, play, information, dummy, Belote): director notation"
)


def rule(
    notation: Annotated[
        list[str] | None,
        typer.Argument(help="The events, in compact notation (with --resume: a draft number)."),
    ] = None,
    dealer: Annotated[str | None, typer.Option("--dealer", help="N, E, S or W.")] = None,
    vul: Annotated[str | None, typer.Option("--vul", help="none, ns, ew or both.")] = None,
    board: Annotated[int | None, typer.Option("--board", help="Board number.")] = None,
    deal: Annotated[str | None, typer.Option("--deal", help="PBN deal string.")] = None,
    from_file: Annotated[
        Path | None,
        typer.Option(
            "--from",
            help="A hand-record file (PBN or LIN): --board N gives its deal, dealer and "
            "vulnerability.",
        ),
    ] = None,
    edition: Annotated[str, typer.Option("--edition", help="Edition of the Laws.")] = "wbf-2017",
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
    ] = None,
    answers: Annotated[
        Path | None, typer.Option("--answers", help="YAML/JSON file: a list of mappings.")
    ] = None,
    format_: Annotated[str | None, format_option(RULING)] = None,
    json_alias: JsonAlias = False,
    log: LogPath = None,
    no_log: NoLog = False,
    event: EventName = None,
    session: SessionName = None,
    table: TableName = None,
    note: NoteText = None,
    corrects: Corrects = None,
    regulator: Annotated[
        str | None,
        typer.Option(
            "--regulator",
            help="wbf, acbl, ebu or a profile .toml file: the ruling applies its elections "
            "(12C2 values, 70E2, ...) and names them (default: DIRECTOR_REGULATOR, the config "
            "file, else none).",
        ),
    ] = None,
    dd: Annotated[
        bool,
        typer.Option(
            "--dd",
            help="After the ruling, double-dummy tricks at the start and at each irregularity "
            'of the play (needs --deal and: pip install "director[dds]"; text only).',
        ),
    ] = False,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", help="Belote: an organiser's option KEY=VALUE (README)."),
    ] = None,
    field: FieldPath = None,
    scoring: ScoringName = "mp",
    report: ReportPath = None,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            help="Continue an interrupted incident: the latest, or the draft number given "
            "as the argument.",
        ),
    ] = False,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.options import parse_answer_options
    from director.cli.output_option import chosen

    fmt = chosen(RULING, format_, json_alias)
    if resume:
        given = [dealer, vul, board, deal, answer, answers, event, session, table, note, corrects]
        given += [from_file, field]
        given += [regulator, option, format_, report]
        flags = json_alias or no_log or dd
        if any(v is not None for v in given) or flags or len(notation or []) > 1:
            raise fail(
                "--resume takes only a draft number (and --log): the draft holds the rest",
                "director rule --resume, or director rule --resume 3",
            )
        _resume(notation[0] if notation else None, log)
        return
    if not notation:
        if not sys.stdin.isatty() or fmt != "text":
            raise fail("give the events in compact notation", EXAMPLES)
        notation, dealer, stated = _from_menu(dealer)
        note = stated if note is None else f"{note} ({stated})"  # kept with the ruling
    check_report(report)
    check_scoring(scoring)
    options = log_options("rule", log, no_log, event, session, table, note, corrects)
    from director.games import RuleRequest, game_named

    if from_file is not None:
        with reported_errors():
            deal, dealer, vul = _from_hand_record(from_file, board, deal, dealer, vul)
    request = RuleRequest(
        notation=" ".join(notation),
        edition=edition,
        dealer=dealer,
        vul=vul,
        board=board,
        deal=deal,
        answer=parse_answer_options(answer or []),
        answers=answers,
        options=tuple(option or ()),
        regulator=regulator,
        dd=dd,
        report=report,
        field=field,
        scoring=scoring,
    )
    with reported_errors():
        game_named(edition).flow.rule(request, fmt, options)


def _from_menu(dealer: str | None) -> tuple[list[str], str | None, str]:
    """``director rule`` alone at a terminal: the incident from the menu, its facts asked,
    as notation, dealer (a ``--dealer`` given is kept) and the facts stated, in a line;
    ``stop`` ends with nothing logged."""
    from rich.markup import escape

    from director.render.console import visible_console
    from director.session.incident_menu import ask_incident
    from director.session.terminal import StopAsked

    err = visible_console(stderr=True)
    try:
        stated = ask_incident(err)
    except StopAsked:
        sys.stderr.write("stopped: nothing was logged\n")
        raise SystemExit(0) from None
    except (KeyboardInterrupt, EOFError):
        sys.stderr.write("\ninterrupted: nothing was logged\n")
        raise SystemExit(130) from None
    facts = "stated: " + "; ".join(stated.facts)
    err.print(
        f"[dim]{escape(facts)}\nas notation: director rule '{stated.notation}' --dealer "
        f"{stated.dealer}[/dim]"
    )
    return [stated.notation], dealer or stated.dealer, facts


def _from_hand_record(
    path: Path, board: int | None, deal: str | None, dealer: str | None, vul: str | None
) -> tuple[str | None, str | None, str | None]:
    """The deal, dealer and vulnerability of board ``board`` of a hand-record file (what
    the command line gives itself is kept)."""
    from director.formats.pick import pick_record
    from director.review.run import read_records

    hand = pick_record(read_records(path), str(path), None if board is None else str(board))
    if deal is None and hand.deal is not None:
        deal = hand.deal.to_pbn()
    if dealer is None and hand.dealer is not None:
        dealer = hand.dealer.letter
    if vul is None and hand.vulnerable is not None:
        vul = str(hand.vulnerable)
    return deal, dealer, vul


def _resume(which: str | None, log: Path | None) -> None:
    """``director rule --resume [ID]``: list the unfinished incidents, offer the latest (or
    take draft ID), and go on from the question after the last one answered."""
    from director.cli.errors import fail, reported_errors
    from director.log.journal import load_draft, unfinished
    from director.log.paths import resolve_log_path
    from director.log.store import LogStore
    from director.session.options import LogOptions

    path = resolve_log_path(log)
    if not sys.stdin.isatty():
        raise fail("--resume asks the remaining questions: run it at a terminal")
    with reported_errors():
        if which is not None and small_int(which.lstrip("#")) is None:
            raise fail(f"--resume {which!r}: expected a draft number, e.g. --resume 3")
        if not path.exists():
            sys.stderr.write(f"no unfinished incident to resume ({path} does not exist yet)\n")
            return
        with LogStore.open(path) as store:
            drafts = unfinished(store)
            number = small_int(which.lstrip("#")) if which is not None else None
            draft = load_draft(store, number) if number is not None else None
        if draft is not None and draft.status != "open":
            raise fail(f"{path}: draft #{draft.id} is {draft.status}, not open")
        if draft is None:
            if not drafts:
                sys.stderr.write(f"no unfinished incident to resume in {path}\n")
                return
            _list_drafts(drafts)
            from rich.prompt import Confirm

            from director.render.console import visible_console

            draft = drafts[0]
            err = visible_console(stderr=True)
            try:
                again = Confirm.ask(f"resume draft #{draft.id}?", default=True, console=err)
            except (KeyboardInterrupt, EOFError):
                again = False
            if not again:
                sys.stderr.write("\nnothing resumed\n")
                return
    sys.stderr.write(
        f"resuming draft #{draft.id}: {draft.request.get('notation', '')!r}, "
        f"{len(draft.answers)} answer(s) already given\n"
    )
    from director.games import game_named

    options = LogOptions(enabled=True, path=path, command="rule", draft=draft)
    with reported_errors():
        game_named(draft.request.get("edition")).flow.resume(dict(draft.request), options)


def _list_drafts(drafts: list[Draft]) -> None:
    from rich.console import Console

    from director.cli.drafts import draft_lines

    width = Console(stderr=True).width
    sys.stderr.write("".join(line + "\n" for line in draft_lines(drafts, width)))
