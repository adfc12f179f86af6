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

The header keys are sought in the whole text first (every vugraph header; the first of
the other keys forwards, the last backwards); the places to cut as the chunks are made, so
that the first chunk comes before the text is searched to its end. A file can be cut in
its bytes (:func:`lin_parts`, in a :class:`~director.formats.byte_view.ByteView`: keys,
bars and line ends are where they are in the decoded text), each chunk then given as its
stretches of the file, read by the process that reviews it. A key is
sought as its two letters (a search with a literal start runs far faster than one that
tries every bar), then checked to stand at an even place after a bar. A chunk is to be
about a given size, so the place that ends it is sought from that far on: what the
reader has open there is told by the keys just before it, sought backwards (the last
table or deal, a record end after it, the last player list), not by every key of the
chunk.
"""

from __future__ import annotations

import bisect
import heapq
import re
import string
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from director.formats.byte_view import ByteView, Stretches
from director.formats.lin_vugraph import parse_vg, pn_issue
from director.formats.text import Place, PlacedIndex

__all__ = ["Chunk", "lin_chunks", "lin_parts"]

_HEADER = ("vg", "rs", "pw", "bn", "mp")
_OPENING = ("qx", "md", "pn", "st")  # the keys that open or close a record
_MARKS = 1 << 14  # characters between the offsets whose bars before are kept
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
    for spans in _cuts(_Keys(text), _Places(text), size):
        out: list[str] = []
        places: list[Place] = []
        n = 0
        for a, b, line, column in spans:
            places.append((n, line, column))
            out.append(text[a:b])
            n += b - a
        yield Chunk("".join(out), tuple(places))


def lin_parts(view: ByteView, size: int | Callable[[int], int]) -> Iterator[Stretches]:
    """The chunks of :func:`lin_chunks` of a file's decoded text, sought in its bytes
    (``view``, :attr:`~director.formats.byte_view.ByteView.faithful`: its white space
    where the text has it) and given as stretches of the file, which the process that
    reviews a chunk reads and decodes for itself; ``size`` in bytes."""
    keys = _Keys(view.low, view.low, view.value)  # bars and line ends are where they are
    for spans in _cuts(keys, _Places(view.low, view.chars), size):
        yield view.stretches(spans)


# a chunk: its stretches of the text (start, end) with the line and column of each start
_Spans = list[tuple[int, int, int, int]]


def _cuts(keys: _Keys, place: _Places, size: int | Callable[[int], int]) -> Iterator[_Spans]:
    """The stretches of each chunk of ``keys.text`` (see :func:`lin_chunks`)."""
    text = keys.text
    kept = keys.header()
    if kept is None:
        yield [(0, len(text), 1, 1)]
        return
    start, pn = 0, None
    limit = size(0) if callable(size) else size
    while (cut := keys.cut_from(max(start + limit, start + 1))) is not None:
        offset, opening_pn = cut
        if len(text) - offset < limit // 2:  # and so every later place
            break
        yield _around(place, kept, pn, start, offset)
        start, pn = offset, opening_pn
        limit = size(offset) if callable(size) else size
    yield _around(place, kept, pn, start, len(text))


def _around(place: _Places, kept: list[Span], pn: Span | None, start: int, end: int) -> _Spans:
    """The stretch ``start`` to ``end`` after the pairs ``kept`` and ``pn`` that come
    before it and followed by the pairs ``kept`` that come after it, each with its line
    and column."""
    before = sorted(span for span in [*kept, *([pn] if pn else [])] if span[1] <= start)
    after = [span for span in kept if span[0] >= end]
    return [(a, b, *place(a)) for a, b in [*before, (start, end), *after]]


class _Places:
    """The line and column of offsets in ``text``, each counted from the nearest offset
    before it already placed (each offset at a key: never within a ``\r\n``); ``chars``:
    the characters from one offset to another on a line (of a text seen by its bytes)."""

    def __init__(self, text: str, chars: Callable[[int, int], int] | None = None) -> None:
        self.text = text
        self.chars = chars or _length
        self.known = [0]  # the offsets placed, in order
        self.at: dict[int, tuple[int, int]] = {0: (1, 1)}

    def __call__(self, offset: int) -> tuple[int, int]:
        found = self.at.get(offset)
        if found is None:
            k = bisect.bisect_right(self.known, offset)
            base = self.known[k - 1]
            line, column = self.at[base]
            text = self.text
            ends = text.count("\n", base, offset)
            if text.find("\r", base, offset) >= 0:  # none in a decoded text
                ends += len(_LONE_CR.findall(text, base, offset))  # a line end too
            if ends:
                start = max(text.rfind("\n", base, offset), text.rfind("\r", base, offset)) + 1
                found = line + ends, 1 + self.chars(start, offset)
            else:
                found = line, column + self.chars(base, offset)
            self.at[offset] = found
            self.known.insert(k, offset)
        return found


def _length(start: int, end: int) -> int:
    return end - start


_LONE_CR = re.compile(r"\r(?!\n)")


class _Keys:
    """The keys of a LIN text that matter for cutting it: each sought by its letters in
    the text in lower case (the reader takes a key in any case), kept where it stands as
    a key (after a bar or at the start, white space around it, at an even place)."""

    def __init__(
        self, text: str, low: str | None = None, value: Callable[[int, int], str] | None = None
    ) -> None:
        self.text = text
        if low is None:
            low = text.lower() if text.isascii() else text.translate(_ASCII_LOWER)
        self.low = low
        self.value = value or _Slice(text)  # the text that the reader sees there
        self.counted = (0, 0)  # an offset and the bars before it, counted from there
        self.marks: list[int] = []  # offsets, in order, whose bars before are known
        self.bars: list[int] = []  # the bars before each
        # what the reader has open before ``self.at`` (the keys before it taken): a
        # record, its deal, the last player list and whether it reads without an issue
        self.at = 0
        self.is_open = self.has_md = False
        self.pn: Span | None = None
        self.quiet = True
        self.ended = False  # a key whose value is never closed: no cut after it

    def header(self) -> list[Span] | None:
        """The header pairs the reader takes, in order: the first and the last pair of
        each header key, and of a vugraph header the first and the last of each set of
        tags it gives (the tags in the order they first come, each with its last value);
        ``None`` when a vugraph header has an issue (the text is not to be cut). Every
        vugraph header is read; of the other keys the first is sought forwards and the
        last backwards. A pair whose value is never closed (the last pair of the text)
        is not one. Sought from the start to the end (bars are counted from the key
        sought last)."""
        others = [(key, self._closed(self._found((key,)))) for key in _HEADER[1:]]
        first: dict[object, Span] = {key: span for key, span in others if span is not None}
        last = dict(first)
        for offset, bar, _ in self._found(("vg",)):
            end = self.text.find("|", bar + 1)
            if end < 0:
                break
            vg, issues = parse_vg(self.value(bar + 1, end), bar + 1)
            if issues:
                return None
            tags = frozenset(vg.tags())
            first.setdefault(tags, (offset, end + 1))
            last[tags] = offset, end + 1
        for key, span in others:
            if span is not None:
                last[key] = self._closed(self._backwards(key, len(self.text))) or span
        self.counted = 0, 0  # the places to cut are sought from the start
        return sorted({*first.values(), *last.values()})

    def _closed(self, found: Iterator[tuple[int, int, str]]) -> Span | None:
        """The pair of the first key ``found`` whose value is closed."""
        for offset, bar, _ in found:
            end = self.text.find("|", bar + 1)
            if end >= 0:
                return offset, end + 1
        return None

    def _backwards(self, key: str, end: int) -> Iterator[tuple[int, int, str]]:
        """Where ``key`` stands as a key before ``end``, from the last."""
        while (last := self._last((key,), 0, end)) is not None:
            yield last
            end = last[0]

    def cut_from(self, at: int) -> tuple[int, Span | None] | None:
        """The first place at or after ``at`` where a chunk may start, with the player
        list to keep before it (for a table); ``None`` when there is none. Asked for in
        order: the keys before ``at`` not yet taken are taken backwards from it."""
        if at > self.at:
            self._skip(at)
        size = 4096  # the stretch searched at once, doubled until a place is found
        while not self.ended and self.at < len(self.text):
            start, end = self.at, min(self.at + size, len(self.text))
            self.at = end
            for offset, bar, key in self._within(_OPENING, start, end):
                cut = self._take(offset, bar, key)
                if cut is not None:
                    self.at = offset + 1
                    return cut
            size *= 2
        return None

    def _take(self, offset: int, bar: int, key: str) -> tuple[int, Span | None] | None:
        """The key at ``offset`` taken as the reader takes it; a place to cut there, if
        it is one (what was open before it decides)."""
        end = self.text.find("|", bar + 1)
        if end < 0:  # its value is never closed: no cut there or after it
            self.ended = True
            return None
        cut: tuple[int, Span | None] | None = None
        if key == "qx":
            if self.is_open and self.quiet:
                cut = offset, self.pn
            self.is_open, self.has_md = True, False
        elif key == "md":
            if self.is_open and self.has_md and self.pn is None:
                cut = offset, None
            self.is_open = self.has_md = True
        else:  # pn, st: after a record's deal, the record ends
            if key == "pn" and self.is_open and self.has_md:
                cut = offset, None
            if self.is_open and self.has_md:
                self.is_open = False
            if key == "pn":
                self.pn = offset, end + 1
                self.quiet = self._quiet_pn(self.pn)
        return cut

    def _skip(self, at: int) -> None:
        """Take the keys from ``self.at`` to ``at``: a table or deal opens a record (with
        no deal, or with its deal); after a deal, a player list or ``st`` ends it; the
        last player list is kept."""
        opened = self._last(("qx", "md"), self.at, at)
        if opened is not None:
            self.is_open, self.has_md = True, opened[2] == "md"
        after = self.at if opened is None else opened[0] + 1
        if self.is_open and self.has_md and self._last(("pn", "st"), after, at) is not None:
            self.is_open = False
        pn = self._last(("pn",), self.at, at)
        if pn is not None:
            end = self.text.find("|", pn[1] + 1)
            if end < 0:  # the last pair of the text: no cut after it
                self.ended = True
            else:
                self.pn = pn[0], end + 1
                self.quiet = self._quiet_pn(self.pn)
        self.at = at

    def _quiet_pn(self, span: Span) -> bool:
        """Whether the player list at ``span`` reads without an issue."""
        a, b = span
        value = self.value(self.text.index("|", a) + 1, b - 1)
        return pn_issue(value.split(","), a) is None

    def _found(self, keys: Iterable[str]) -> Iterator[tuple[int, int, str]]:
        """Each of ``keys`` where it stands as a key in the whole text, in order: its
        offset, the offset of the bar after it, the key."""
        found = heapq.merge(*(_sought(key, self.low) for key in keys))
        return (entry for entry in found if self._stands(entry[0]))

    def _within(self, keys: Iterable[str], start: int, end: int) -> list[tuple[int, int, str]]:
        """As :meth:`_found`, the keys that start from ``start`` to before ``end``."""
        low = self.low
        found = []
        for key in keys:
            offset = low.find(key, start, end + 1)
            while offset >= 0:
                m = _PATTERNS[key].match(low, offset)
                if m is not None and self._stands(offset):
                    found.append((offset, m.end(), key))
                offset = low.find(key, offset + 1, end + 1)
        return sorted(found)

    def _last(self, keys: Iterable[str], start: int, end: int) -> tuple[int, int, str] | None:
        """The last of ``keys`` that stands as a key from ``start`` to before ``end``."""
        low = self.low
        last: tuple[int, int, str] | None = None
        for key in keys:
            offset = low.rfind(key, start, end + 1)
            while offset >= 0 and (last is None or offset > last[0]):
                m = _PATTERNS[key].match(low, offset)
                if m is not None and self._stands(offset):
                    last = offset, m.end(), key
                    break
                offset = low.rfind(key, start, offset + 1)
        return last

    def _stands(self, offset: int) -> bool:
        """Whether the key found at ``offset`` stands as a key: after a bar or at the
        start (white space between), with an even number of bars before it (else it is
        a value). Bars are counted from the nearest offset whose count is known: the one
        asked about last, or one kept on the way (about every :data:`_MARKS` characters:
        the header's search, which goes through the whole text, spares the cuts a count
        from the start)."""
        low = self.low
        before = offset - 1
        while before >= 0 and low[before].isspace():
            before -= 1
        if before >= 0 and low[before] != "|":  # within a value, or another word
            return False
        at, bars = self.counted
        k = bisect.bisect_right(self.marks, offset)
        if k and offset - self.marks[k - 1] < abs(offset - at):
            at, bars = self.marks[k - 1], self.bars[k - 1]
        if offset >= at:
            bars += self.text.count("|", at, offset)
        else:
            bars -= self.text.count("|", offset, at)
        self.counted = offset, bars
        if offset >= (self.marks[-1] if self.marks else 0) + _MARKS:
            self.marks.append(offset)
            self.bars.append(bars)
        return not bars % 2


def _sought(key: str, low: str) -> Iterator[tuple[int, int, str]]:
    """Where ``key`` is followed by a bar (white space between) in ``low``: the key's
    offset, the bar's, the key."""
    for m in _PATTERNS[key].finditer(low):
        yield m.start(), m.end(), key


_PATTERNS = {key: re.compile(rf"{key}\s*(?=\|)") for key in (*_HEADER, *_OPENING)}


class _Slice:
    """The text from one offset of ``text`` to another."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __call__(self, start: int, end: int) -> str:
        return self.text[start:end]
