"""Shared by ``director replay`` and ``director rule``: run the table over an incident,
print the ruling (asking open questions at a terminal), and log it when it is complete.

Logging never stands in the way of the ruling: the ruling is printed first; if the log
cannot be written the command then says so in one line naming the file, and exits 2.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from director.cli.errors import fail, reported_errors
from director.clip import clip

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.engine.ruling import Ruling
    from director.games.base import Terminal
    from director.log.journal import Draft
    from director.log.record import AnswerRecord, RulingRecord
    from director.log.session import LogSession
    from director.record.incident import Incident
    from director.regulator.profile import Profile

EXIT_INTERRUPTED = 130


@dataclasses.dataclass
class LogOptions:
    """What ``rule``/``replay`` ask of the ruling log.

    ``request`` (the notation and options of ``director rule``, JSON-ready) turns on the
    journal of answers typed at the terminal; ``draft`` is the draft being resumed.
    """

    enabled: bool = True
    path: Path | None = None
    command: str = "replay"
    source: str | None = None
    answers_source: str = "record"
    event: str | None = None
    session: str | None = None
    table: str | None = None
    note: str | None = None
    corrects: int | None = None
    request: dict[str, Any] | None = None
    draft: Draft | None = None

    def ruling_record(
        self,
        edition: str,
        incident: dict[str, Any],
        ruling: dict[str, Any],
        answers: list[AnswerRecord],
        board: int | None = None,
    ) -> RulingRecord:
        """The log entry of a finished ruling, with what this command was asked to note."""
        from director.log.record import RulingRecord as Record

        return Record(
            command=self.command,
            edition=edition,
            incident=incident,
            ruling=ruling,
            answers=answers,
            source=self.source,
            board=board,
            event=self.event,
            session=self.session,
            table=self.table,
            note=self.note,
            corrects=self.corrects,
        )


def parse_answer_options(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping."""
    out: dict[str, str] = {}
    for i, value in enumerate(values, start=1):
        key, eq, answer = value.partition("=")
        if not eq or not key.strip() or not answer.strip():
            raise fail(f"--answer {value!r} (option {i}): expected KEY=VALUE, e.g. accept=no")
        out[key.strip()] = answer.strip()
    return out


def warn(message: str) -> None:
    sys.stderr.write(f"warning: {clip(message)}\n")


class Prompter:
    """Answers the engine's questions: ``--answer`` (``id`` or ``N.id``), then the answers
    journaled before an interruption (``N.id``), then what a hand record states (``record``,
    e.g. a ``^L`` lead accepted), then, at a terminal, the director.

    ``sources[(n, id)]`` records where each answer it gave came from.
    """

    def __init__(
        self,
        flat: dict[str, Any],
        interactive: bool,
        resumed: dict[str, Any] | None = None,
        session: LogSession | None = None,
        record: Callable[[Any, Any], Any] | None = None,
    ) -> None:
        self.flat = flat
        self.interactive = interactive
        self.resumed = dict(resumed or {})
        self.session = session
        self.record = record
        self.sources: dict[tuple[int, str], str] = {}
        self.given: dict[tuple[int, str], Any] = {}  # every answer, to replay after a live call
        self.carried: dict[tuple[int, str], tuple[Any, str]] = {}

    def again(self) -> Prompter:
        """A prompter for the replay after a call typed live: every answer given so far is
        given again, from where it first came; nothing is asked twice."""
        nxt = Prompter({}, self.interactive, self.resumed, self.session, self.record)
        nxt.carried = {w: (v, self.sources.get(w, "terminal")) for w, v in self.given.items()}
        return nxt

    def trial(self) -> Prompter:
        """A prompter for a trial replay of an event typed live, before it is taken: the
        answers given so far, and nothing asked or journaled (a new question stays open)."""
        nxt = Prompter({}, False, self.resumed, None, self.record)
        nxt.carried = {w: (v, self.sources.get(w, "terminal")) for w, v in self.given.items()}
        return nxt

    def __call__(self, ctx: Any, question: Any) -> Any:
        value = self._answer(ctx, question)
        if value is not None:
            self.given[(ctx.number, question.id)] = value
        return value

    def _answer(self, ctx: Any, question: Any) -> Any:
        where = (ctx.number, question.id)
        if where in self.carried:
            value, self.sources[where] = self.carried.pop(where)
            return value
        for key in (f"{ctx.number}.{question.id}", question.id):
            if key in self.flat:
                self.sources[where] = "option"
                return self.flat.pop(key)
        key = f"{ctx.number}.{question.id}"
        if key in self.resumed:
            self.sources[where] = "journal"
            return self.resumed.pop(key)
        if self.record is not None:
            value = self.record(ctx, question)
            if value is not None:
                self.sources[where] = "record"
                return value
        if not self.interactive:
            return None
        if self.session is not None:
            self.session.start_draft()
        value = ask_at_terminal(ctx, question)
        self.sources[where] = "terminal"
        if self.session is not None:
            self.session.journal(ctx.number, question.id, value)
        return value


def ask_at_terminal(ctx: Any, question: Any) -> Any:
    from rich.console import Console
    from rich.prompt import Prompt
    from rich.text import Text

    from director.render.hang import hang

    err = Console(stderr=True, highlight=False)
    err.print(f"[bold]{ctx.out.summary}[/bold]")
    who = question.asks + (f" ({question.seat})" if question.seat else "")
    law = f"[{question.law}] "
    err.print(
        hang(Text.assemble((law, "cyan"), question.text, (f"  asks: {who}", "dim")), len(law))
    )
    if not question.options:  # answered in words (a result, outcomes with percentages)
        return _ask_text(err, ctx, question)
    values = [str(o.value) for o in question.options]
    if all(v.isascii() and v.isdigit() for v in values):
        return _ask_number(err, question, values)
    choices = []
    for i, option in enumerate(question.options, start=1):
        number = f"  {i}. "
        line = Text.assemble(number, (option.label, "bold"), f" — {option.outcome}")
        err.print(hang(line, len(number)))
        choices.append(str(i))
    picked = Prompt.ask("choice", choices=choices, console=err)
    return question.options[int(picked) - 1].value


def _ask_text(err: Any, ctx: Any, question: Any) -> str:
    """An answer in words, asked again until it reads (a mistyped result at the table is
    not an error that ends the session)."""
    from rich.prompt import Prompt

    from director.errors import DirectorError

    while True:
        typed = Prompt.ask(question.expects or "answer", console=err).strip()
        try:
            ctx.check_text(question.id, typed)
        except DirectorError as e:
            err.print(f"[red]{clip(str(e))}[/red] — try again")
            continue
        return typed


def _ask_number(err: Any, question: Any, values: list[str]) -> Any:
    """A number is entered as itself (10 means 10 tricks, never the 10th option), and what
    it leads to is echoed for confirmation before it is taken."""
    from rich.prompt import Confirm, Prompt

    low, high = min(values, key=int), max(values, key=int)
    while True:
        typed = Prompt.ask(
            f"number ({low}-{high})", choices=values, show_choices=False, console=err
        )
        option = question.options[values.index(typed)]
        if Confirm.ask(f"{option.outcome} Confirm?", default=True, console=err):
            return option.value


def make_prompt(flat: dict[str, str], interactive: bool) -> Any:
    """Answers from ``--answer`` (``id`` or ``N.id``), then, at a terminal, from the user."""
    return Prompter(dict(flat), interactive)


def run(
    incident: Incident,
    events: list[Event],
    flat_answers: dict[str, str],
    json_: bool,
    interactive: bool,
    log: LogOptions | None = None,
    record_answers: Callable[[Any, Any], Any] | None = None,
    after: Callable[[Ruling], None] | None = None,
    live: bool = False,
    regulator: Profile | None = None,
) -> None:
    """Replay, print (``after`` adds to the text output), and log the ruling. ``live`` (at
    a terminal): when the ruling waits for a call at the table, state the options, ask what
    was called, and go on - as many times as the incident needs. ``regulator``: the profile
    whose elections the rules apply (None: none chosen, the Laws' own provisions)."""
    from director.catalog.catalog import get_edition
    from director.engine.table import Table
    from director.errors import DirectorError

    session = open_session(log, interactive)
    resumed = {a.key: a.answer for a in log.draft.answers} if log and log.draft else {}
    prompter = Prompter(flat_answers, interactive, resumed, session, record_answers)
    try:
        with reported_errors():
            get_edition(incident.edition)
            if regulator is not None:
                from director.regulator.apply import check_edition

                check_edition(regulator, incident.edition)
            if log is not None and log.corrects is not None and session is not None:
                session.require(log.corrects)

            def new_table() -> Table:
                return incident.new_table(look_ahead=live and interactive, regulator=regulator)

            table = new_table()
            import copy

            try:
                ruling = table.replay(events, copy.deepcopy(incident.answers), prompter)
                if prompter.flat:
                    key = next(iter(prompter.flat))
                    raise fail(f"--answer {key}: no question with that id was asked")
                typed: list[str] = []  # the events typed live not yet taken, in order
                asked: Ruling | None = None  # the ruling whose options were last stated
                while live and interactive and (typed or ruling.pending is not None):
                    if not typed:
                        line = _live_call(ruling, state_options=ruling is not asked)
                        if line is None:
                            break
                        from director.record.incident import notation_tokens

                        typed, asked = notation_tokens(line), ruling
                    token = typed.pop(0)
                    added = _typed_events(token, len(events))
                    try:  # taken one at a time: each is checked before it is asked about
                        new_table().replay(
                            events + added, copy.deepcopy(incident.answers), prompter.trial()
                        )
                    except DirectorError as e:
                        _refuse(e, typed)
                        typed = []
                        continue
                    events = events + added
                    if log is not None and log.request is not None and session is not None:
                        log.request["notation"] = f"{log.request['notation']} {token}".strip()
                        session.update_request(log.request)
                    prompter = prompter.again()
                    table = new_table()
                    ruling = table.replay(events, copy.deepcopy(incident.answers), prompter)
            except (KeyboardInterrupt, EOFError):
                interrupted(session)
            except (DirectorError, SystemExit):
                if session is not None:
                    session.close_draft("failed")
                raise
        if prompter.resumed:
            warn("journaled answers not asked for again: " + ", ".join(prompter.resumed))
        if live and interactive and ruling.pending is not None and session is not None:
            session.start_draft()
            if session.draft_id is not None:
                sys.stderr.write(
                    f"draft #{session.draft_id} kept: resume it with "
                    f"'director rule --resume {session.draft_id}'\n"
                )
        if json_:
            sys.stdout.write(ruling.model_dump_json(indent=2) + "\n")
        else:
            from director.render.ruling_text import print_ruling

            unknown = incident.vulnerable is None and incident.board is None
            print_ruling(ruling, vulnerability_unknown=unknown)
            if after is not None:
                after(ruling)
        if session is not None and log is not None:
            _save(session, log, incident, events, ruling, prompter)
    finally:
        if session is not None:
            session.close()


def _live_call(ruling: Ruling, state_options: bool = True) -> str | None:
    """Before the player chooses: his options and what follows (not stated again when
    ``state_options`` is false: what was typed has just been refused); then what he called
    (in the notation), or ``None`` when the director stops ('the players are thinking')."""
    from rich.console import Console
    from rich.markup import escape
    from rich.prompt import Prompt

    from director.render.ruling_text import print_pending

    pending = ruling.pending
    assert pending is not None
    err = Console(stderr=True, highlight=False)
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    turn = ruling.turn or pending.seat
    if state_options and turn == pending.seat:
        print_pending(err, pending)
    elif state_options:  # the others call in turn first (e.g. after a call out of rotation)
        err.print(
            f"[bold]{names[turn]} calls next; the ruling waits for {names[pending.seat]}'s "
            f"call [{pending.law}].[/bold]"
        )
    seat = names[turn]
    verb = "lead" if pending.awaits == "lead" else "play"
    if pending.awaits == "call":
        ask = f"What did {seat} call? (e.g. 2H, pass, X; 'stop' keeps the draft)"
    else:
        ask = (
            f"What did {seat} {verb}? (a card, e.g. HK; several cards in turn, 'HK H2 H5 HA'; "
            f"a claim, '{pending.seat}:claim:9'; 'stop' keeps the draft)"
        )
    while True:
        typed = Prompt.ask(ask, console=err).strip()
        if typed.lower() in ("stop", "s", ""):
            return None
        from director.errors import DirectorError

        try:
            events = _typed_events(typed, 0)
            _players_only(events, ruling.edition)
            if pending.awaits != "call":
                _cards_only(events, seat, verb)
        except DirectorError as e:
            err.print(f"[red]{escape(clip(str(e)))}[/red] — try again")
            continue
        return typed


def _refuse(error: Exception, dropped: list[str]) -> None:
    """An event typed live that cannot have happened (a card the player does not hold, a
    card already played, a card in the auction): said in one line; it is not taken, nor
    what was typed after it, and the question is asked again."""
    from rich.console import Console
    from rich.markup import escape

    rest = f"; not taken either: {' '.join(dropped)}" if dropped else ""
    Console(stderr=True, highlight=False).print(
        f"[red]{escape(clip(str(error) + rest))}[/red] — try again"
    )


def _cards_only(events: list[Event], seat: str, verb: str) -> None:
    """A call typed where a card is awaited (``2H`` for ``H2``) is refused at the prompt,
    which asks again: the auction is over (a call after it is for the record, Law 39)."""
    from director.engine.events import CallEvent, InvalidEventError

    for event in events:
        if isinstance(event, CallEvent) and not event.wrong_board:
            raise InvalidEventError(
                f"{event} is a call, but the auction is over and {seat} is to {verb} a card "
                f"(suit first: {_card_spelling(event)})"
            )


def _card_spelling(event: Any) -> str:
    """``2H`` typed for a card reads ``H2``; any other call, an example."""
    call = str(event).rpartition(":")[2]
    if len(call) == 2 and call[0] in "234567" and call[1] in "CDHS":
        return f"e.g. {call[1]}{call[0]}"
    return "e.g. HK"


def _players_only(events: list[Event], edition: str) -> None:
    """A typed call or word by a seat where no player sits (three-handed Auction: West, the
    dummy packet) is refused at the prompt, which asks again; its cards (``W:H2``) are the
    declarer's to play."""
    from director.editions import get_edition
    from director.engine.events import CallEvent, InfoEvent, InvalidEventError

    game = get_edition(edition).game
    for event in events:
        if isinstance(event, CallEvent | InfoEvent) and event.seat not in (None, *game.seats):
            assert event.seat is not None
            raise InvalidEventError(
                f"{event}: {event.seat.name.title()} is not a player of {game.title} "
                f"(players: {', '.join(s.letter for s in game.seats)})"
            )


def _typed_events(typed: str, before: int) -> list[Event]:
    """A call (or cards) typed live, numbered after the ``before`` events of the incident.
    Unless its seat is written it is the player's whose turn it is (made after the ruling,
    so no premature-call question arises)."""
    from director.record.incident import parse_notation

    events = parse_notation(typed)
    return [dataclasses.replace(e, index=i) for i, e in enumerate(events, start=before + 1)]


def open_session(log: LogOptions | None, interactive: bool) -> LogSession | None:
    if log is None or not log.enabled:
        return None
    from director.log.paths import resolve_log_path
    from director.log.session import LogSession

    request = log.request if interactive else None
    return LogSession(resolve_log_path(log.path), warn, request, log.draft)


def interrupted(session: LogSession | None) -> None:
    """Ctrl-C (or end of input) at a question: keep the draft unless told not to."""
    sys.stderr.write("\n")
    if session is None or session.draft_id is None:
        sys.stderr.write("interrupted: nothing was logged\n")
        raise SystemExit(EXIT_INTERRUPTED)
    draft = session.draft_id
    keep = True
    try:
        from rich.console import Console
        from rich.prompt import Confirm

        keep = Confirm.ask(
            f"keep draft #{draft} to resume it later?",
            default=True,
            console=Console(stderr=True, highlight=False),
        )
    except (KeyboardInterrupt, EOFError):
        sys.stderr.write("\n")
    if keep:
        sys.stderr.write(f"draft #{draft} kept: resume it with 'director rule --resume {draft}'\n")
    else:
        session.close_draft("discarded")
        sys.stderr.write(f"draft #{draft} discarded\n")
    raise SystemExit(EXIT_INTERRUPTED)


def _save(
    session: LogSession,
    log: LogOptions,
    incident: Incident,
    events: list[Event],
    ruling: Ruling,
    prompter: Prompter,
) -> None:
    import json

    from director.log.errors import LogError
    from director.log.record import answers_of, complete_answers, events_as_record

    data: dict[str, Any] = json.loads(ruling.model_dump_json())
    open_questions = [
        q for irr in data.get("irregularities", []) for q in irr.get("open_questions", [])
    ]
    if data.get("stopped_at") is not None or open_questions:
        unruled = ruling.not_ruled()
        why = (
            "the ruling waits for an answer"
            if unruled is None
            else f"this tool does not rule Law {unruled.not_ruled} under {ruling.edition} (a draft)"
        )
        sys.stderr.write(f"not logged: {why}\n")
        return
    if data.get("pending") is not None:
        awaited = data["pending"]["awaits"]
        sys.stderr.write(f"not logged: the ruling waits for a {awaited} at the table (a draft)\n")
        return
    record_incident = incident.model_dump(mode="json")
    if log.command == "rule":
        record_incident["events"] = events_as_record(events)
    record_incident["answers"] = complete_answers(data)
    record = log.ruling_record(
        incident.edition,
        record_incident,
        data,
        answers_of(data, prompter.sources, log.answers_source),
        board=incident.board,
    )
    try:
        ruling_id = session.save(record)
    except LogError as e:
        raise fail(f"the ruling above was not logged: {e}") from None
    sys.stderr.write(f"logged as #{ruling_id} in {session.path}\n")


def terminal() -> Terminal:
    """What a game's own flow (director.games) borrows from this command line: the log
    session, Ctrl-C at a question, warnings."""
    from director.games.base import Terminal

    return Terminal(open_session, interrupted, warn)
