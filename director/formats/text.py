"""Reading a hand-record file's bytes: encoding, BOM, line ends, and positions."""

from __future__ import annotations

import bisect
import itertools
import operator
from collections.abc import Iterator, Sequence
from pathlib import Path

from director.errors import DirectorError
from director.formats.record import Position

__all__ = ["LineIndex", "TextStream", "decode", "read_text"]


class UnreadableFileError(DirectorError, OSError):
    """A file that cannot be opened or read."""


def decode(data: bytes) -> tuple[str, str]:
    """Decode a file's bytes: UTF-8 (a BOM is dropped), else cp1252, else Latin-1.
    Line ends are normalised to ``\\n``. Returns ``(text, encoding)``."""
    if data.startswith(b"\xef\xbb\xbf"):
        data, encoding = data[3:], "utf-8-sig"
    else:
        encoding = "utf-8"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text, encoding = data.decode("cp1252"), "cp1252"
        except UnicodeDecodeError:  # cp1252 leaves five bytes undefined
            text, encoding = data.decode("latin-1"), "latin-1"
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding


def read_text(path: Path) -> tuple[str, str]:
    """Read and :func:`decode` a file.

    :raises UnreadableFileError: naming the file and the reason.
    """
    from director.limits import MAX_HAND_RECORD_BYTES, FileLimitError, read_bytes

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
        lines = list(map(bisect.bisect_right, itertools.repeat(self._starts), offsets))
        columns = map(operator.sub, offsets, map(self._column_zero.__getitem__, lines))
        fields = zip(itertools.repeat(file), lines, columns)
        # built by tuple's own constructor, as Position's would (without a call for each)
        return list(map(tuple.__new__, itertools.repeat(Position), fields))


_before = (-1).__add__
_after_one = (1).__add__


class TextStream:
    """A hand-record file read in blocks, decoded as :func:`decode` decodes it whole: the
    encoding is chosen by a first pass over the bytes (UTF-8 when all of it is), then the
    text comes block by block with line ends normalised, so that a file of any size is
    read in the memory of one block. ``shorthand``: whether the file holds ``"#`` (the
    PBN export shorthand, whose games depend on the games before them).

    :raises UnreadableFileError: (on creation) naming the file and the reason.
    """

    def __init__(self, path: Path, block: int = 1 << 20) -> None:
        import codecs

        from director.limits import MAX_HAND_RECORD_BYTES, FileLimitError, check_file

        self.path, self.block = path, block
        try:  # the kind and size checks of a whole read, before any byte is read
            self.size = check_file(path, MAX_HAND_RECORD_BYTES, "hand-record file")
            utf8 = codecs.getincrementaldecoder("utf-8")()
            self.encoding = "utf-8"
            self.shorthand = False
            self.bom = 0  # bytes of a UTF-8 byte-order mark, dropped
            tail = b""
            with path.open("rb") as f:
                first = True
                while data := f.read(block):
                    if first and data.startswith(b"\xef\xbb\xbf"):
                        self.bom, data = 3, data[3:]
                    first = False
                    self.shorthand = self.shorthand or b'"#' in tail + data[:1] or b'"#' in data
                    tail = data[-1:]
                    if self.encoding != "cp1252":
                        try:
                            utf8.decode(data)
                        except UnicodeDecodeError:
                            self.encoding = "cp1252"
            if self.encoding != "cp1252":
                try:
                    utf8.decode(b"", final=True)
                except UnicodeDecodeError:
                    self.encoding = "cp1252"
            if self.encoding == "cp1252" and not _decodes(path, "cp1252", block, self.bom):
                self.encoding = "latin-1"
        except FileLimitError as e:
            raise UnreadableFileError(str(e)) from None
        except OSError as e:
            raise UnreadableFileError(f"{path}: cannot read the file ({e.strerror})") from None

    def __iter__(self) -> Iterator[str]:
        """The text, block by block (``\\r\\n`` and ``\\r`` read as ``\\n``)."""
        import codecs

        decoder = codecs.getincrementaldecoder(self.encoding)()
        held = ""  # a '\r' at the end of a block: the next may start with '\n'
        try:
            with self.path.open("rb") as f:
                f.seek(self.bom)
                while data := f.read(self.block):
                    text = held + decoder.decode(data)
                    held = "\r" if text.endswith("\r") else ""
                    text = text[:-1] if held else text
                    yield text.replace("\r\n", "\n").replace("\r", "\n")
                last = held + decoder.decode(b"", final=True)
        except OSError as e:
            raise UnreadableFileError(f"{self.path}: cannot read the file ({e.strerror})") from None
        if last:
            yield last.replace("\r\n", "\n").replace("\r", "\n")


def _decodes(path: Path, encoding: str, block: int, skip: int) -> bool:
    import codecs

    decoder = codecs.getincrementaldecoder(encoding)()
    try:
        with path.open("rb") as f:
            f.seek(skip)
            while data := f.read(block):
                decoder.decode(data)
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return True
