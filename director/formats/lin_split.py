"""Where a LIN text can be cut into chunks that read alone (for reviewing one large file
in several processes), and the text of each chunk as the reader is to see it.

LIN is a run of ``key|value|`` pairs, so the text split at its bars holds a key at every
even place. A chunk starts at a key where the reader of the whole text closes one record
and opens the next at that very key, with nothing waiting to be read: a table (``qx``)
while a record is open; a player list (``pn``) after a record's deal; a deal (``md``)
after a record's deal, when no player list came before (a table would take it). What the
reader remembers of the text before a chunk is kept before it: the vugraph header, results
list and other header keys (``vg rs pw bn mp``, which hold for every record of the file)
and, for a chunk opening at a table, the last player list. Each is kept at its own line and
column and the rest of that text is reduced to its line ends, so every position in a chunk
is its position in the whole text; the header keys after a chunk are kept after it in the
same way (the reader applies the file's last header to every record). A text is cut only
where what is kept reads without an issue (an issue is reported once, where it is).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable

from director.formats.lin_vugraph import parse_vg, pn_issue

__all__ = ["lin_chunks"]

_HEADER = frozenset({"vg", "rs", "pw", "bn", "mp"})
_WATCHED = _HEADER | {"qx", "md", "pn", "st"}
# a watched key after a bar, or at the start (white space around it; in any case)
_WATCHED_KEY = "|".join(f"[{k[0].upper()}{k[0]}][{k[1].upper()}{k[1]}]" for k in sorted(_WATCHED))
_KEY = re.compile(rf"\|\s*({_WATCHED_KEY})\s*(?=\|)")
_FIRST_KEY = re.compile(rf"\s*({_WATCHED_KEY})\s*(?=\|)")

Span = tuple[int, int]  # a pair's text: its key's offset to just after its value's bar


def lin_chunks(text: str, size: int | Callable[[int], int]) -> list[str]:
    """``text`` in chunks of about ``size`` characters or more (or ``size(n)`` for the
    chunk that starts at ``n``), each cut where the reader of the whole text opens a
    record, each with what the reader remembers of the text around it (see the module);
    ``[text]`` when it cannot be cut."""
    cuts = _cuts(text)
    if cuts is None:
        return [text]
    kept, chosen = cuts
    starts = [0]
    limit = size(0) if callable(size) else size
    for offset, _ in chosen:
        if offset - starts[-1] >= limit and len(text) - offset >= limit // 2:
            starts.append(offset)
            limit = size(offset) if callable(size) else size
    if len(starts) == 1:
        return [text]
    pns = dict(chosen)
    ends = [*starts[1:], len(text)]
    spans = [*kept, *(pn for start in starts if (pn := pns.get(start)))]
    blank = _Blanks(text, {*starts, *ends, *(at for span in spans for at in span)})
    return [
        _around(text, blank, kept, pns.get(start), start, end)
        for start, end in zip(starts, ends, strict=True)
    ]


def _around(
    text: str, blank: _Blanks, kept: list[Span], pn: Span | None, start: int, end: int
) -> str:
    """``text[start:end]`` after the pairs ``kept`` and ``pn`` that come before it and
    followed by the pairs ``kept`` that come after it, with the line ends of the text
    between them: every character at its line and column."""
    before = sorted(span for span in [*kept, *([pn] if pn else [])] if span[1] <= start)
    out: list[str] = []
    at = 0
    for a, b in before:
        out += (blank(at, a), text[a:b])
        at = b
    out += (blank(at, start), text[start:end])
    at = end
    for a, b in (span for span in kept if span[0] >= end):
        out += (blank(at, a), text[a:b])
        at = b
    return "".join(out)


class _Blanks:
    """A stretch of ``text`` between two of the given places as its line ends, then spaces
    to the column it ends at; the line ends before each place counted once, so that each
    chunk's stretches cost their length, not the text's."""

    def __init__(self, text: str, places: Iterable[int]) -> None:
        self.lines: dict[int, int] = {}  # place: line ends before it
        self.last: dict[int, int] = {}  # place: the last line end before it (-1: none)
        lines, last, at = 0, -1, 0
        for place in sorted({0, *places}):
            lines += text.count("\n", at, place)
            found = text.rfind("\n", at, place)
            last = found if found >= 0 else last
            self.lines[place], self.last[place] = lines, last
            at = place

    def __call__(self, a: int, b: int) -> str:
        last = self.last[b]
        column = b - last - 1 if last >= a else b - a
        return "\n" * (self.lines[b] - self.lines[a]) + " " * column


def _cuts(text: str) -> tuple[list[Span], list[tuple[int, Span | None]]] | None:
    """The header pairs, and where a chunk may start (with the player list to keep before
    it, for a table); ``None`` when the text is not to be cut (a header that the reader
    reports an issue on)."""
    kept: list[Span] = []
    cuts: list[tuple[int, Span | None]] = []
    is_open = has_md = False  # a record is open, it has its deal (as the reader sees it)
    pn: Span | None = None  # the last player list
    quiet = True  # it reads without an issue (or there is none)
    bars = 0  # bars before ``at``
    at = 0
    first = _FIRST_KEY.match(text)
    for m in itertools.chain([first] if first else [], _KEY.finditer(text)):
        offset = m.start(1)
        bars += text.count("|", at, offset)
        at = offset
        if bars % 2:  # a value, not a key
            continue
        bar = m.end()
        end = text.find("|", bar + 1)
        if end < 0:  # its value is never closed: no cut after it
            break
        span = (offset, end + 1)
        key = m.group(1).lower()
        if key in _HEADER:
            if key == "vg" and parse_vg(text[bar + 1 : end], bar + 1)[1]:
                return None
            kept.append(span)
        elif key == "qx":
            if is_open and quiet:
                cuts.append((offset, pn))
            is_open, has_md = True, False
        elif key == "md":
            if is_open and has_md and pn is None:
                cuts.append((offset, None))
            is_open = has_md = True
        else:  # pn, st: after a record's deal, the record ends
            if key == "pn" and is_open and has_md:
                cuts.append((offset, None))
            if is_open and has_md:
                is_open = False
            if key == "pn":
                pn, quiet = span, _quiet_pn(text, span)
    return kept, cuts


def _quiet_pn(text: str, span: Span) -> bool:
    """Whether the player list at ``span`` reads without an issue."""
    a, b = span
    value = text[text.index("|", a) + 1 : b - 1]
    return pn_issue(value.split(","), a) is None
