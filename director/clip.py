"""Messages never echo a whole input: the one place that shortens what a message quotes.

An error or finding names its place (file, line, column, event number) and quotes the
offending token, but a token can be as long as the input (a 10 MB LIN line, a deal of
5,000 letters). :func:`clip` keeps the first :data:`QUOTE` characters of each over-long
run of non-blank characters, and the first :data:`LINE` characters of the message, and
says how much was left out. Control characters are made visible (:mod:`director.safe_text`):
an error quoting an input never acts on the terminal.
"""

from __future__ import annotations

import re

from director.safe_text import visible

__all__ = ["LINE", "QUOTE", "clip"]

QUOTE = 60
PATH = 300
LINE = 800
_LONG = re.compile(rf"\S{{{QUOTE + 1},}}")
_PLACE = re.compile(r"[^'\"]*[/\\]")  # a file's place: a path separator before any quote


def _shorten(m: re.Match[str]) -> str:
    word = m.group()
    limit = PATH if _PLACE.match(word) else QUOTE  # a place is kept whole, within reason
    if len(word) <= limit:
        return word
    return f"{word[: QUOTE - 1]}… ({len(word):,} characters)"  # QUOTE long: not clipped again


def clip(message: str) -> str:
    """``message`` with each run of more than :data:`QUOTE` non-blank characters cut to
    its first :data:`QUOTE`, and the whole cut to :data:`LINE` characters, on one line.

    >>> clip("bad value " + "Z" * 100)
    'bad value ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ… (100 characters)'
    """
    one_line = visible(message.replace("\r", " ").replace("\n", " "))
    if len(one_line) <= QUOTE:
        return one_line
    out = _LONG.sub(_shorten, one_line)
    if len(out) > LINE:
        out = f"{out[:LINE]}… ({len(out) - LINE:,} more characters)"
    return out
