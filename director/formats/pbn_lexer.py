"""PBN tokens: one regular expression over the whole text (PBN 2.1 sections 2-3.3).

Each token is a tuple ``(kind, offset, text, value)``; ``value`` is the tag value (quotes
removed, ``\\"`` and ``\\\\`` unescaped) for ``tag`` tokens, the tag name for ``tagname``,
and the comment's text for comments. Kinds:

- ``blank``: a semi-empty line (only spaces or tabs), which ends a game;
- ``esc``: a ``%`` line (``%`` in the first column), ``semi``: a ``;`` comment,
  ``brace``: a ``{...}`` comment (nested braces are balanced, two levels deep, as
  Bridge Composer writes them; a brace comment that never closes is ``brace_open``);
- ``tag``: a well-formed tag pair, ``badtag``: a ``[`` that does not start one;
- ``string``: a quoted string outside a tag (table sections), ``stray``: ``]`` or ``}``;
- section tokens: ``irr`` (``^I``), ``note`` (``=1=``), ``nag`` (``$13``), ``suffix``
  (``!`` ... ``?!``), ``mark`` (``*`` or ``+``), ``dash`` (``-``), ``word`` (letters,
  digits, ``_``: calls, cards, ``AP``) and ``other`` (any other single character).

Tokens are contiguous: everything but white space belongs to some token, so no text is
skipped silently.
"""

from __future__ import annotations

import bisect
import itertools
import operator
import re
import string
from collections.abc import Iterator

__all__ = ["Lines", "Token", "matches", "plain_run", "token", "tokens", "unescape"]

Token = tuple[str, int, str, str]

_WS = r"[ \t\r\v\f]"
_TOKEN = re.compile(
    # White space before a token, one character at a time and never given back (a
    # possessive repeat): a nested repeat here backtracks exponentially on long runs of
    # spaces.  ``end`` takes the white space at the end of the text, so that a failed
    # match never rescans it from every later position.
    rf"(?:{_WS}|\n(?!{_WS}*+(?:\n|\Z)))*+"
    r"(?:"
    # A tag first: the commonest token (the engine tries the alternatives in turn).
    r"(?P<tag>\[[ \t\r\n\v\f]*(?P<name>[A-Za-z0-9_]+)[ \t\r\n\v\f]*"
    r'"(?P<value>[^"\\\n]*+(?:\\.[^"\\\n]*+)*+)"[ \t\r\n\v\f]*\])'
    r"|(?P<end>\Z)|"
    r"(?P<word>[A-Za-z0-9_]+)"
    r"|(?P<dash>-+)"
    rf"|(?P<blank>\n{_WS}*(?=\n|\Z))"
    r"|(?P<esc>(?m:^)%[^\n]*)"
    r"|(?P<semi>;[^\n]*)"
    # Runs of plain text taken whole and never given back (possessive): a repeat of one
    # character at a time costs the regex engine memory for every character of a comment.
    r"|(?P<brace>\{(?:[^{}]++|\{(?:[^{}]++|\{[^{}]*+\})*+\})*+\})"
    r"|(?P<brace1>\{[^}]*+\}?)"
    r"|(?P<badtag>\[[^\]\n]*\]?)"
    r'|(?P<string>"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"?)'
    r"|(?P<stray>[\]}])"
    r"|(?P<irr>\^[A-Za-z0-9]?)"
    r"|(?P<note>=[0-9]+=)"
    r"|(?P<nag>\$[0-9]+)"
    r"|(?P<suffix>[!?]{1,2})"
    r"|(?P<mark>[*+])"
    r'|(?P<other>[^ \t\r\n\v\f\[\]{};"])'
    r")"
)
# A run of section tokens of the plain kinds, each ending at white space (``1S!`` and
# ``**`` are not plain: the run stops before them), with no semi-empty line in it. The
# tokens of such a run are its white-space separated words (:func:`plain_run`).
_PLAIN_TOKEN = r"(?:[A-Za-z0-9_]++|-++|=[0-9]++=|\$[0-9]++|[!?]{1,2}+|[*+])(?=[ \t\r\n\v\f]|\Z)"
_PLAIN_RUN = re.compile(rf"{_PLAIN_TOKEN}(?:(?:{_WS}|\n(?!{_WS}*+(?:\n|\Z)))++{_PLAIN_TOKEN})*+")
_SPACES = re.compile(r"([ \t\r\n\v\f]+)")
_PLAIN_KINDS = dict.fromkeys(string.ascii_letters + string.digits + "_", "word") | {
    "-": "dash", "=": "note", "$": "nag", "!": "suffix", "?": "suffix", "*": "mark", "+": "mark",
}  # fmt: skip
_FIRST = operator.itemgetter(0)
_PLAIN = frozenset(
    ("word", "dash", "note", "nag", "suffix", "mark", "irr", "other", "string", "stray")
)
_ESCAPE = re.compile(r"\\([\"\\])")
_ESCAPED = operator.itemgetter(1)  # the character after the backslash (no template to read)


def unescape(value: str) -> str:
    """A PBN string's content: ``\\"`` is a quote, ``\\\\`` a backslash; any other
    backslash stays as written."""
    return _ESCAPE.sub(_ESCAPED, value) if "\\" in value else value


def tokens(text: str, start: int = 0, end: int | None = None) -> Iterator[Token]:
    """The tokens of ``text[start:end]`` (line ends already normalised to ``\\n``), in
    order, with offsets into ``text``."""
    for m in matches(text, start, len(text) if end is None else end):
        if m.lastgroup == "end":
            return
        yield token(m)


def matches(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """The lexer's matches over ``text[start:end]``, one a token, for a reader that takes
    the common kinds from the match itself (:func:`token` makes the others): the kind is
    ``lastgroup``, the last is ``end`` (white space up to ``end``)."""
    return _TOKEN.finditer(text, start, end)


def plain_run(text: str, start: int, end: int) -> tuple[list[Token], int] | None:
    """The tokens of the run of plain section tokens (words, ``-``, ``=1=``, ``$1``,
    ``!``, ``*`` ... each ending at white space) at ``start``, and where the run ends; as
    :func:`tokens` reads them, without a match each (a play section is one run);
    ``None`` when no plain token ends at white space there."""
    m = _PLAIN_RUN.match(text, start, end)
    if m is None:
        return None
    words = _SPACES.split(m.group())  # each word, then the white space after it
    offsets = itertools.accumulate(map(len, words), initial=start)
    kinds = map(_PLAIN_KINDS.__getitem__, map(_FIRST, words[::2]))
    found = zip(kinds, itertools.islice(offsets, 0, None, 2), words[::2], itertools.repeat(""))
    return list(found), m.end()


def token(m: re.Match[str]) -> Token:
    """The token of a match of :func:`matches` (not ``end``)."""
    kind = m.lastgroup
    assert kind is not None  # every alternative is a named group
    start = m.start(kind)
    if kind in _PLAIN:
        return kind, start, m.group(kind), ""
    if kind == "tag":
        return "tag", start, m.group("name"), unescape(m.group("value"))
    body = m.group(kind)
    if kind == "brace":
        return "brace", start, body, _comment(body[1:-1])
    if kind == "brace1":
        if body.endswith("}"):
            return "brace", start, body, _comment(body[1:-1])
        return "brace_open", start, body, _comment(body[1:])
    if kind == "semi":
        return "semi", start, body, body[1:].strip()
    if kind == "esc":
        return "esc", start, body, body
    return kind, start, body, ""  # blank, badtag


def _comment(body: str) -> str:
    """A brace comment's text: blank lines around it and trailing spaces dropped, the
    indentation of the lines after the first (a hand diagram) kept."""
    lines = [line.rstrip() for line in body.split("\n")]
    lines[0] = lines[0].lstrip()  # the text on the line of the '{'
    while lines and not lines[-1]:
        lines.pop()
    start = 0
    while start < len(lines) and not lines[start]:
        start += 1
    return "\n".join(lines[start:])


class Lines:
    """1-based line and column of an offset (the start of every line found by regex, so
    that indexing a large file costs little)."""

    __slots__ = ("starts",)

    def __init__(self, text: str) -> None:
        self.starts = [0]  # the offset where each line starts
        self.starts.extend(m.end() for m in re.finditer("\n", text))

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1
