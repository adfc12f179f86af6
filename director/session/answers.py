"""The answers to a ruling's questions, in the order they are taken: ``--answer``, the
journal of an interrupted ruling, the hand record, then the director at the terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from director.errors import DirectorError

if TYPE_CHECKING:
    from director.log.session import LogSession

__all__ = ["InvalidAnswerError", "Prompter", "parse_answers"]


class InvalidAnswerError(DirectorError):
    """An ``--answer`` that is not ``KEY=VALUE``, or answers no question asked."""


def parse_answers(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping.

    :raises InvalidAnswerError: naming the option that is not KEY=VALUE."""
    out: dict[str, str] = {}
    for i, value in enumerate(values, start=1):
        key, eq, answer = value.partition("=")
        if not eq or not key.strip() or not answer.strip():
            raise InvalidAnswerError(
                f"--answer {value!r} (option {i}): expected KEY=VALUE, e.g. accept=no"
            )
        out[key.strip()] = answer.strip()
    return out


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
        from director.session.terminal import ask_at_terminal

        value = ask_at_terminal(ctx, question)
        self.sources[where] = "terminal"
        if self.session is not None:
            self.session.journal(ctx.number, question.id, value)
        return value
