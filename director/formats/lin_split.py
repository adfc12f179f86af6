"""Where a LIN text can be cut into chunks that read alone (for reviewing one large file
in several processes), and the text of each chunk as the reader is to see it.

LIN is a run of ``key|value|`` pairs, so the text split at its bars holds a key at every
even place. A chunk starts at a key where the reader of the whole text closes one record
and opens the next at that very key, with nothing waiting to be read: a table (``qx``)
while a record is open; a player list (``pn``) after a record's deal; a deal (``md``)
after a record's deal, when no player list came before (a table would take it). What the
reader remembers of the text before a chunk is kept before it: the vugraph header, results
list and other header keys (``vg rs pw bn mp``, which hold for every record of the file:
the first and the last pair of each, which give the tags' order and values) and, for a
chunk opening at a table, the last player list. These pairs and the chunk's own
text are joined, each stretch with its line and column in the whole text (a
:class:`~director.formats.text.PlacedIndex` places every offset of the chunk there); the
header keys after a chunk are kept after it in the same way (the reader applies the file's
last header to every record). A text is cut only where what is kept reads without an
issue (an issue is reported once, where it is).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

from director.formats.lin_vugraph import parse_vg, pn_issue
from director.formats.text import Place, PlacedIndex

__all__ = ["Chunk", "lin_chunks"]

_HEADER = frozenset({"vg", "rs", "pw", "bn", "mp"})
_WATCHED = _HEADER | {"qx", "md", "pn", "st"}
# a watched key after a bar, or at the start (white space around it; in any case)
_WATCHED_KEY = "|".join(f"[{k[0].upper()}{k[0]}][{k[1].upper()}{k[1]}]" for k in sorted(_WATCHED))
_KEY = re.compile(rf"\|\s*({_WATCHED_KEY})\s*(?=\|)")
_FIRST_KEY = re.compile(rf"\s*({_WATCHED_KEY})\s*(?=\|)")

Span = tuple[int, int]  # a pair's text: its key's offset to just after its value's bar


class Chunk(NamedTuple):
    """A chunk as the reader is to see it: stretches of the whole text joined, each
    starting (``places``) at an offset in ``text`` and a line and column of the whole."""

    text: str
    places: tuple[Place, ...]

    def lines(self) -> PlacedIndex:
        """Where each offset of the chunk lies in the whole text."""
        return PlacedIndex(self.text, self.places)


def lin_chunks(text: str, size: int | Callable[[int], int]) -> list[Chunk]:
    """``text`` in chunks of about ``size`` characters or more (or ``size(n)`` for the
    chunk that starts at ``n``), each cut where the reader of the whole text opens a
    record, each with what the reader remembers of the text around it (see the module);
    the whole text as one chunk when it cannot be cut."""
    cuts = _cuts(text)
    if cuts is None:
        return [Chunk(text, ((0, 1, 1),))]
    kept, chosen = _first_and_last(text, cuts[0]), cuts[1]
    starts = [0]
    limit = size(0) if callable(size) else size
    for offset, _ in chosen:
        if offset - starts[-1] >= limit and len(text) - offset >= limit // 2:
            starts.append(offset)
            limit = size(offset) if callable(size) else size
    if len(starts) == 1:
        return [Chunk(text, ((0, 1, 1),))]
    pns = dict(chosen)
    ends = [*starts[1:], len(text)]
    spans = [*kept, *(pn for start in starts if (pn := pns.get(start)))]
    place = _Places(text, {*starts, *(span[0] for span in spans)})
    return [
        _around(text, place, kept, pns.get(start), start, end)
        for start, end in zip(starts, ends, strict=True)
    ]


def _around(
    text: str, place: _Places, kept: list[Span], pn: Span | None, start: int, end: int
) -> Chunk:
    """``text[start:end]`` after the pairs ``kept`` and ``pn`` that come before it and
    followed by the pairs ``kept`` that come after it, each at its line and column."""
    before = sorted(span for span in [*kept, *([pn] if pn else [])] if span[1] <= start)
    after = [span for span in kept if span[0] >= end]
    out: list[str] = []
    places: list[Place] = []
    n = 0
    for a, b in [*before, (start, end), *after]:
        places.append((n, *place(a)))
        out.append(text[a:b])
        n += b - a
    return Chunk("".join(out), tuple(places))


class _Places:
    """The line and column of each of the given places in ``text``, the line ends before
    each counted once."""

    def __init__(self, text: str, places: Iterable[int]) -> None:
        self.at: dict[int, tuple[int, int]] = {}
        lines, last, at = 1, -1, 0  # the line at ``at``, the last line end before it
        for place in sorted({0, *places}):
            lines += text.count("\n", at, place)
            found = text.rfind("\n", at, place)
            last = found if found >= 0 else last
            self.at[place] = lines, place - last
            at = place

    def __call__(self, offset: int) -> tuple[int, int]:
        return self.at[offset]


def _first_and_last(text: str, kept: list[Span]) -> list[Span]:
    """The first and the last pair of each header key, in order, and of a vugraph header
    the first and the last of each set of tags it gives: all the reader takes of them
    (the tags in the order they first come, each with its last value)."""
    first: dict[object, Span] = {}
    last: dict[object, Span] = {}
    for a, b in kept:
        key = text[a : a + 2].lower()
        group: object = key
        if key == "vg":
            value = text[text.index("|", a) + 1 : b - 1]
            group = frozenset(parse_vg(value, 0)[0].tags())
        first.setdefault(group, (a, b))
        last[group] = a, b
    return sorted({*first.values(), *last.values()})


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
