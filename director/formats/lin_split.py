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

The header keys are sought in the whole text first; the places to cut as the chunks are
made, so that the first chunk comes before the text is searched to its end. A key is
sought as its two letters (a search with a literal start runs far faster than one that
tries every bar), then checked to stand at an even place after a bar.
"""

from __future__ import annotations

import bisect
import heapq
import re
import string
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from director.formats.lin_vugraph import parse_vg, pn_issue
from director.formats.text import Place, PlacedIndex

__all__ = ["Chunk", "lin_chunks"]

_HEADER = ("vg", "rs", "pw", "bn", "mp")
_OPENING = ("qx", "md", "pn", "st")  # the keys that open or close a record
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)

Span = tuple[int, int]  # a pair's text: its key's offset to just after its value's bar


class Chunk(NamedTuple):
    """A chunk as the reader is to see it: stretches of the whole text joined, each
    starting (``places``) at an offset in ``text`` and a line and column of the whole."""

    text: str
    places: tuple[Place, ...]

    def lines(self) -> PlacedIndex:
        """Where each offset of the chunk lies in the whole text."""
        return PlacedIndex(self.text, self.places)


def lin_chunks(text: str, size: int | Callable[[int], int]) -> Iterator[Chunk]:
    """``text`` in chunks of about ``size`` characters or more (or ``size(n)`` for the
    chunk that starts at ``n``), each cut where the reader of the whole text opens a
    record, each with what the reader remembers of the text around it (see the module);
    the whole text as one chunk when it cannot be cut. Each chunk comes as soon as the
    place that ends it is found."""
    keys = _Keys(text)
    header = keys.header()
    if header is None:
        yield Chunk(text, ((0, 1, 1),))
        return
    kept = _first_and_last(text, header)
    place = _Places(text)
    start, pn = 0, None
    limit = size(0) if callable(size) else size
    for offset, opening_pn in keys.cuts():
        if offset - start >= limit and len(text) - offset >= limit // 2:
            yield _around(text, place, kept, pn, start, offset)
            start, pn = offset, opening_pn
            limit = size(offset) if callable(size) else size
    yield _around(text, place, kept, pn, start, len(text))


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
    """The line and column of offsets in ``text``, each counted from the nearest offset
    before it already placed."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.known = [0]  # the offsets placed, in order
        self.at: dict[int, tuple[int, int]] = {0: (1, 1)}

    def __call__(self, offset: int) -> tuple[int, int]:
        found = self.at.get(offset)
        if found is None:
            k = bisect.bisect_right(self.known, offset)
            base = self.known[k - 1]
            line, column = self.at[base]
            ends = self.text.count("\n", base, offset)
            if ends:
                found = line + ends, offset - self.text.rfind("\n", base, offset)
            else:
                found = line, column + offset - base
            self.at[offset] = found
            self.known.insert(k, offset)
        return found


class _Keys:
    """The keys of a LIN text that matter for cutting it, in order: each sought by its
    letters in the text in lower case (the reader takes a key in any case), kept where it
    stands as a key (after a bar or at the start, white space around it, at an even
    place)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.low = text.lower() if text.isascii() else text.translate(_ASCII_LOWER)

    def header(self) -> list[Span] | None:
        """The header pairs, in order; ``None`` when a vugraph header has an issue (the
        text is not to be cut)."""
        text = self.text
        kept: list[Span] = []
        for offset, bar, key in self._found(_HEADER):
            end = text.find("|", bar + 1)
            if end < 0:  # its value is never closed: the last pair of the text
                break
            if key == "vg" and parse_vg(text[bar + 1 : end], bar + 1)[1]:
                return None
            kept.append((offset, end + 1))
        return kept

    def cuts(self) -> Iterator[tuple[int, Span | None]]:
        """Where a chunk may start, with the player list to keep before it (for a table),
        as the text is searched."""
        text = self.text
        is_open = has_md = False  # a record is open, it has its deal (as the reader sees it)
        pn: Span | None = None  # the last player list
        quiet = True  # it reads without an issue (or there is none)
        for offset, bar, key in self._found(_OPENING):
            end = text.find("|", bar + 1)
            if end < 0:  # its value is never closed: no cut after it
                return
            if key == "qx":
                if is_open and quiet:
                    yield offset, pn
                is_open, has_md = True, False
            elif key == "md":
                if is_open and has_md and pn is None:
                    yield offset, None
                is_open = has_md = True
            else:  # pn, st: after a record's deal, the record ends
                if key == "pn" and is_open and has_md:
                    yield offset, None
                if is_open and has_md:
                    is_open = False
                if key == "pn":
                    pn = offset, end + 1
                    quiet = _quiet_pn(text, pn)

    def _found(self, keys: Iterable[str]) -> Iterator[tuple[int, int, str]]:
        """Each of ``keys`` where it stands as a key, in order: its offset, the offset of
        the bar after it, the key."""
        text, low = self.text, self.low
        bars = 0  # bars before ``at``
        at = 0
        for offset, bar, key in heapq.merge(*(_sought(key, low) for key in keys)):
            before = offset - 1
            while before >= 0 and low[before].isspace():
                before -= 1
            if before >= 0 and low[before] != "|":  # within a value, or another word
                continue
            bars += text.count("|", at, offset)
            at = offset
            if not bars % 2:  # else a value, not a key
                yield offset, bar, key


def _sought(key: str, low: str) -> Iterator[tuple[int, int, str]]:
    """Where ``key`` is followed by a bar (white space between) in ``low``: the key's
    offset, the bar's, the key."""
    for m in _PATTERNS[key].finditer(low):
        yield m.start(), m.end(), key


_PATTERNS = {key: re.compile(rf"{key}\s*(?=\|)") for key in (*_HEADER, *_OPENING)}


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


def _quiet_pn(text: str, span: Span) -> bool:
    """Whether the player list at ``span`` reads without an issue."""
    a, b = span
    value = text[text.index("|", a) + 1 : b - 1]
    return pn_issue(value.split(","), a) is None
