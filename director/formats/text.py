"""Reading a hand-record file's bytes: encoding, BOM, line ends, and positions."""

from __future__ import annotations

import bisect
import codecs
import io
import itertools
import operator
import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from stat import S_ISREG
from typing import AnyStr

from director.errors import DirectorError
from director.formats.record import Position
from director.limits import MAX_HAND_RECORD_BYTES, PEEK, FileLimitError, check_file, read_bytes

__all__ = [
    "LineIndex",
    "PlacedIndex",
    "TextStream",
    "decode",
    "file_name",
    "holds_pair",
    "read_text",
    "suffix",
]


class UnreadableFileError(DirectorError, OSError):
    """A file that cannot be opened or read."""


def decode(data: bytes) -> tuple[str, str]:
    """Decode a file's bytes: UTF-8 (a BOM is dropped), else cp1252, else Latin-1.
    Line ends are normalised to ``\\n``. Returns ``(text, encoding)``."""
    bom = data.startswith(b"\xef\xbb\xbf")
    return _decoded(*_crlf(data[3:] if bom else data), "utf-8-sig" if bom else "utf-8")


def _decoded(plain: bytes, lone: bool, utf8: str) -> tuple[str, str]:
    """:func:`decode` of a file's bytes without their BOM, as :func:`_crlf` gives them:
    the CR of each CRLF dropped, or (``lone``: a CR stands alone) every CR kept, the text's
    line ends then made ``\\n``; UTF-8 named ``utf8``. The caller may let
    go of the bytes as read first: then no more than two copies of a large file are held
    at once (a third, freed, leaves the heap with more free memory than it keeps: the next
    file's copies are paged in afresh, ~35 page faults each for a 140 KB file)."""
    encoding = utf8
    text = _utf8(plain)  # a CR dropped leaves its LF: no character joined
    if text is None:
        encoding = "cp1252"
        if not any(b in plain for b in _C1):  # cp1252 reads the other bytes as Latin-1 does
            text = plain.decode("latin-1")
        else:
            try:
                text = plain.decode("cp1252")
            except UnicodeDecodeError:  # cp1252 leaves five bytes undefined
                text, encoding = plain.decode("latin-1"), "latin-1"
    if lone:
        text = _newlines().decode(text, True)
    return text, encoding


# a CR before a byte other than LF (at the end: see _crlf): a class, not a look-ahead, which
# costs more at each CR (sm1.pbn, 4,236 CRLFs: 101 -> 77 us)
_LONE_CR = re.compile(b"\r[^\n]")
_CR_STEP = 40  # bytes searched for a lone CR in the time a CRLF is put back (see _crlf)
_UTF8_BLOCK = 64 * 1024


def _utf8(data: bytes) -> str | None:
    """``data`` decoded as UTF-8, ``None`` when it is not UTF-8. A large file not all
    ASCII is decoded in blocks: a failure then copies one block into its exception, not
    the whole file (a copy of more than 128 KiB is a fresh mapping of memory, its pages
    faulted in one by one: sm1.pbn, 140 KB, had 71 page faults and ~0.25 ms of system time
    in each review)."""
    if len(data) <= _UTF8_BLOCK or data.isascii():
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return None
    view = memoryview(data)
    parts = []
    at, size = 0, len(data)
    try:
        while at < size:  # a character cut at a block's end is left for the next block
            end = at + _UTF8_BLOCK
            part, used = codecs.utf_8_decode(view[at:end], None, end >= size)
            parts.append(part)
            at += used
    except UnicodeDecodeError:
        return None
    return "".join(parts)


def _crlf(data: bytes) -> tuple[bytes, bool]:
    """``data`` with the CR of each CRLF dropped, as bytes (passes in C: a CR sought, a
    lone one searched for, a single byte replaced, where the io decoder's pass over the
    text takes twice as long); unchanged, and ``True``, when a CR stands alone (for
    :func:`_newlines`)."""
    if b"\r" not in data:
        return data, False
    plain = data.replace(b"\r", b"")
    # few line ends for the bytes (long lines): each LF made CRLF again and compared, a C
    # step a line end (~10 ns), where the search for a lone CR reads every byte (~0.3 ns):
    # equal, every CR is a CRLF's (div2.pbn, 99 CRLFs in 19 KB: 5.3 -> 1.4 us)
    if (len(data) - len(plain)) * _CR_STEP < len(data) and plain.replace(b"\n", b"\r\n") == data:
        return plain, False
    if _LONE_CR.search(data) is not None or data.endswith(b"\r"):
        return data, True
    return plain, False


def _newlines(decoder: codecs.IncrementalDecoder | None = None) -> io.IncrementalNewlineDecoder:
    """A decoder that reads ``\\r\\n`` and ``\\r`` as ``\\n`` (the io module's universal
    newlines: one pass in C, faster than replacing each kind in turn), of the text that
    ``decoder`` makes of bytes (``None``: of text)."""
    return io.IncrementalNewlineDecoder(decoder, translate=True)


def read_text(path: Path) -> tuple[str, str]:
    """Read and :func:`decode` a file.

    :raises UnreadableFileError: naming the file and the reason.
    """
    try:
        data = read_bytes(path, MAX_HAND_RECORD_BYTES, "hand-record file")
    except FileLimitError as e:
        raise UnreadableFileError(str(e)) from None
    return decode(data)


class LineIndex:
    """Maps an offset in a text to its 1-based line and column."""

    def __init__(self, text: str) -> None:
        lengths = map(_after_one, map(len, text.split("\n")))  # each line with its end
        self._starts = list(itertools.accumulate(lengths, initial=0))
        self._starts.pop()  # where a line after the last would start
        # by line number (from 1): the offset just before the line, column 0
        self._column_zero = [-1, *map(_before, self._starts)]

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset) - 1
        return line + 1, offset - self._starts[line] + 1

    def positions(self, file: str, offsets: Sequence[int]) -> list[Position]:
        """The positions in ``file`` of ``offsets``, at once."""
        if not offsets:
            return []
        # the lines between the first and the last offset, searched alone (a record's
        # offsets lie on a few lines of a file of thousands)
        first = bisect.bisect_right(self._starts, min(offsets)) - 1
        last = bisect.bisect_right(self._starts, max(offsets), first)
        starts = self._starts[first:last]
        lines = list(map(bisect.bisect_right, itertools.repeat(starts), offsets))
        column_zero = self._column_zero[first : last + 1]
        columns = map(operator.sub, offsets, map(column_zero.__getitem__, lines))
        fields = zip(
            itertools.repeat(file), map(operator.add, lines, itertools.repeat(first)), columns
        )
        # built by tuple's own constructor, as Position's would (without a call for each)
        return list(map(tuple.__new__, itertools.repeat(Position), fields))


_before = (-1).__add__
_after_one = (1).__add__


Place = tuple[int, int, int]  # an offset in a text, and its line and column in another


class PlacedIndex(LineIndex):
    """Maps an offset in a text made of stretches of another text to its line and column
    in that other text: ``places`` gives where each stretch starts (in order), and its
    line and column there."""

    def __init__(self, text: str, places: Sequence[Place]) -> None:
        starts: list[int] = []  # where a line, or a stretch, starts in ``text``
        lines: list[int] = []  # its line in the other text
        zero: list[int] = []  # the offset of its column 0
        ends = [place[0] for place in places[1:]] + [len(text)]
        for (at, line, column), end in zip(places, ends, strict=True):
            lengths = map(_after_one, map(len, text[at:end].split("\n")))
            begins = list(itertools.accumulate(lengths, initial=at))
            begins.pop()
            starts += begins
            lines += range(line, line + len(begins))
            zero.append(at - column)
            zero += map(_before, begins[1:])
        self._starts = starts
        self._lines = [0, *lines]  # by the count of starts up to an offset
        self._column_zero = [-1, *zero]

    def line_col(self, offset: int) -> tuple[int, int]:
        i = bisect.bisect_right(self._starts, offset)
        return self._lines[i], offset - self._column_zero[i]

    def positions(self, file: str, offsets: Sequence[int]) -> list[Position]:
        found = list(map(bisect.bisect_right, itertools.repeat(self._starts), offsets))
        lines = map(self._lines.__getitem__, found)
        columns = map(operator.sub, offsets, map(self._column_zero.__getitem__, found))
        fields = zip(itertools.repeat(file), lines, columns)
        return list(map(tuple.__new__, itertools.repeat(Position), fields))


_POSIX = os.name == "posix"


def file_name(path: str) -> str | Path:
    """``path`` as a file's messages name it, ``str(Path(path))``: the text itself where
    pathlib writes it unchanged (on POSIX, a path with no empty or ``.`` part), which spares
    making a Path for each file of a season; else its Path."""
    # no '.' part and no empty one after the first, sought in place (no list of parts)
    odd = path in ("", ".") or path.startswith("./") or path.endswith(("/", "/."))
    if _POSIX and not odd and "//" not in path and "/./" not in path:
        return path
    return Path(path)


def suffix(path: str | Path) -> str:
    """``Path(path).suffix``: the last part's ending from its last dot (none for a name
    that starts with its only dot or ends with a dot)."""
    if not isinstance(path, str):
        return path.suffix
    name = path.rpartition("/")[2] if _POSIX else ""  # the last part, unless empty or '.'
    if not name or name == ".":  # pathlib names another part (see file_name), or not POSIX
        return Path(path).suffix
    dot = name.rfind(".")
    return name[dot:] if 0 < dot < len(name) - 1 else ""


def holds_pair(text: AnyStr, pair: AnyStr, start: int = 0, stop: int | None = None) -> bool:
    """Whether ``text[start:stop]`` holds ``pair``, two characters of which the second is
    rare (``'"#'``): each second one sought (memchr, in C) and the one before it read,
    while they lie far apart; else the pair sought at once, which reads each character
    (~1 ns: 0.35 ms for the 340 KB speedball file, whose games each hold a '#', never
    the pair; its '#' read one by one: 0.19 ms)."""
    end = len(text) if stop is None else stop
    first, second = pair[:1], pair[1:]
    at = text.find(second, start + 1, end)  # the pair's second character: after start
    steps = 0
    while at >= 0 and at - start >= 256 * steps:  # a step costs as 256 characters' search
        if text[at - 1 : at] == first:
            return True
        steps += 1
        at = text.find(second, at + 1, end)
    return at >= 0 and text.find(pair, at - 1, end) >= 0


class TextStream:
    """A hand-record file read in blocks, decoded as :func:`decode` decodes it whole: the
    encoding is chosen by a first pass over the bytes (UTF-8 when all of it is), then the
    text comes block by block with line ends normalised, so that a file of any size is
    read in the memory of one block. A file that fits in one block is read and decoded
    once, when the stream is made. ``shorthand``: whether the file holds ``"#`` (the PBN
    export shorthand, whose games depend on the games before them).

    ``path``: the file, named in messages as its Path names it (:func:`file_name`).

    :raises UnreadableFileError: (on creation) naming the file and the reason.
    """

    def __init__(self, path: str | Path, block: int = 1 << 20) -> None:
        self.path = file_name(path) if isinstance(path, str) else path
        self.block = block
        self.text: str | None = None  # the whole text, of a file read in one block
        try:
            fd = self._opened()
            try:  # the kind and size checks of a whole read, before any byte is read
                st = os.fstat(fd)
                size = st.st_size
                if not S_ISREG(st.st_mode) or size > MAX_HAND_RECORD_BYTES:  # refused:
                    # check_file raises its message (or, for a file cut short meanwhile,
                    # gives its new size)
                    size = check_file(self.path, MAX_HAND_RECORD_BYTES, "hand-record file", fd)
                self.size = size
                asked = min(block, size + 1)  # one byte more: a file that has grown
                data = os.read(fd, asked)
                # the size checked, in one read: the whole file, without a second read to
                # see its end (each system call slows the review's own work after it)
                if len(data) != size and len(data) < asked:
                    data += _read(fd, asked - len(data))
                if len(data) >= asked:  # more than one block
                    self._scan(fd, data)
                    return
            finally:
                os.close(fd)
        except FileLimitError as e:
            raise UnreadableFileError(str(e)) from None
        except OSError as e:
            raise UnreadableFileError(f"{self.path}: cannot read the file ({e.strerror})") from None
        # the whole file, decoded once it is closed: its system calls one after another,
        # none between the steps of the work (which runs slower after each)
        self.shorthand = b"#" in data and holds_pair(data, b'"#')  # '#' first: memchr
        if b"\r" not in data and data.isascii():  # as decode decodes it, without its steps
            self.bom, self.text, self.encoding = 0, data.decode("ascii"), "utf-8"
            return
        self.bom = 3 if data.startswith(b"\xef\xbb\xbf") else 0
        plain, lone = _crlf(data[3:] if self.bom else data)
        del data  # let go of before the text is made (see _decoded)
        self.text, self.encoding = _decoded(plain, lone, "utf-8")

    def _opened(self) -> int:
        """The file opened to read its bytes (unbuffered: read once), not read until
        checked; one that cannot be opened told by its status where that says why (a
        directory, on some systems)."""
        try:
            return os.open(self.path, PEEK)
        except OSError:
            check_file(self.path, MAX_HAND_RECORD_BYTES, "hand-record file")
            raise

    def _scan(self, fd: int, data: bytes) -> None:
        """The first pass over a file of more than one block (``data``: its first bytes):
        its encoding, byte-order mark and shorthand."""
        utf8 = codecs.getincrementaldecoder("utf-8")()
        self.encoding = "utf-8"
        self.shorthand = False
        self.bom = 0  # bytes of a UTF-8 byte-order mark, dropped
        undefined = False  # a byte that cp1252 leaves undefined
        if data.startswith(b"\xef\xbb\xbf"):
            self.bom, data = 3, data[3:]
        tail = b""
        while data:
            # '#' sought first (memchr: rare); a search for '"#' alone reads every byte
            self.shorthand = self.shorthand or b'"#' in tail + data[:1]
            self.shorthand = self.shorthand or (b"#" in data and b'"#' in data)
            tail = data[-1:]
            undefined = undefined or any(b in data for b in _CP1252_UNDEFINED)
            if self.encoding == "utf-8":
                try:
                    utf8.decode(data)
                except UnicodeDecodeError:
                    self.encoding = "cp1252"
            data = _read(fd, self.block)
        if self.encoding == "utf-8":
            try:
                utf8.decode(b"", final=True)
            except UnicodeDecodeError:
                self.encoding = "cp1252"
        if self.encoding == "cp1252" and undefined:
            self.encoding = "latin-1"

    def __iter__(self) -> Iterator[str]:
        """The text, block by block (``\\r\\n`` and ``\\r`` read as ``\\n``)."""
        if self.text is not None:
            if self.text:
                yield self.text
            return
        # a '\r' at the end of a block is held back: the next may start with '\n'
        decoder = _newlines(codecs.getincrementaldecoder(self.encoding)())
        try:
            with open(self.path, "rb") as f:
                f.seek(self.bom)
                while data := f.read(self.block):
                    if text := decoder.decode(data):
                        yield text
                last = decoder.decode(b"", True)
        except OSError as e:
            raise UnreadableFileError(f"{self.path}: cannot read the file ({e.strerror})") from None
        if last:
            yield last


def _read(fd: int, n: int) -> bytes:
    """``n`` bytes of the open file ``fd``, fewer only at its end."""
    data = os.read(fd, n)
    while len(data) < n and (more := os.read(fd, n - len(data))):
        data += more
    return data


# the bytes cp1252 reads otherwise than Latin-1, each sought alone (by memchr: faster than
# a pass that tests every byte), as ints: a one-byte ``bytes`` is first tried as an int,
# which costs an exception each time
_C1 = range(0x80, 0xA0)
_CP1252_UNDEFINED = (0x81, 0x8D, 0x8F, 0x90, 0x9D)
