"""The ruling session at the terminal: a question put to the director, a warning, and
Ctrl-C (the draft kept or discarded)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from director.clip import clip

if TYPE_CHECKING:
    from director.log.session import LogSession

__all__ = ["EXIT_INTERRUPTED", "StopAsked", "ask_at_terminal", "interrupted", "warn"]

EXIT_INTERRUPTED = 130
STOP = "stop"


class StopAsked(KeyboardInterrupt):
    """``stop`` typed at a question: the players are thinking; the draft is kept."""


def _typed(
    err: Any, prompt: str, choices: list[str] | None = None, expected: str | None = None
) -> str:
    """A line typed at a question: ``stop`` ends the session keeping the draft; with
    ``choices``, anything else is asked again with one line saying what is expected."""
    from rich.prompt import Prompt

    while True:
        typed = Prompt.ask(prompt, console=err).strip()
        if typed.lower() == STOP:
            raise StopAsked
        if choices is None or typed in choices:
            return typed
        wanted = expected or " or ".join(choices)
        err.print(f"[red]expected {wanted} ('stop' keeps the draft)[/red]")


def warn(message: str) -> None:
    sys.stderr.write(f"warning: {clip(message)}\n")


def ask_at_terminal(ctx: Any, question: Any) -> Any:
    from rich.text import Text

    from director.render.console import visible_console
    from director.render.hang import hang

    err = visible_console(stderr=True)
    err.print(f"[bold]{ctx.out.summary}[/bold]")
    for fact in question.shown:  # what the answer is decided from, first
        err.print(hang(Text(f"  {fact}"), 4))
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
    picked = _typed(err, f"choice [{'/'.join(choices)}]", choices)
    return question.options[int(picked) - 1].value


def _ask_text(err: Any, ctx: Any, question: Any) -> str:
    """An answer in words, asked again until it reads (a mistyped result at the table is
    not an error that ends the session)."""
    from director.errors import DirectorError

    while True:
        typed = _typed(err, question.expects or "answer")
        try:
            ctx.check_text(question.id, typed)
        except DirectorError as e:
            err.print(f"[red]{clip(str(e))}[/red] — try again")
            continue
        return typed


def _ask_number(err: Any, question: Any, values: list[str]) -> Any:
    """A number is entered as itself (10 means 10 tricks, never the 10th option), and what
    it leads to is echoed for confirmation before it is taken."""
    from rich.prompt import Confirm

    low, high = min(values, key=int), max(values, key=int)
    while True:
        typed = _typed(err, f"number ({low}-{high})", values, f"a number from {low} to {high}")
        option = question.options[values.index(typed)]
        if Confirm.ask(f"{option.outcome} Confirm?", default=True, console=err):
            return option.value


def interrupted(session: LogSession | None) -> None:
    """Ctrl-C (or end of input) at a question: keep the draft unless told not to."""
    sys.stderr.write("\n")
    if session is None or session.draft_id is None:
        sys.stderr.write("interrupted: nothing was logged\n")
        raise SystemExit(EXIT_INTERRUPTED)
    draft = session.draft_id
    keep = True
    try:
        from rich.prompt import Confirm

        from director.render.console import visible_console

        keep = Confirm.ask(
            f"keep draft #{draft} to resume it later?",
            default=True,
            console=visible_console(stderr=True),
        )
    except (KeyboardInterrupt, EOFError):
        sys.stderr.write("\n")
    if keep:
        sys.stderr.write(f"draft #{draft} kept: resume it with 'director rule --resume {draft}'\n")
    else:
        session.close_draft("discarded")
        sys.stderr.write(f"draft #{draft} discarded\n")
    raise SystemExit(EXIT_INTERRUPTED)
