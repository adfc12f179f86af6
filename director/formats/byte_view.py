"""A hand-record file searched as its bytes, one character per byte, rather than as its
decoded text (for cutting a large file into parts; a file not ASCII is decoded whole once,
only to learn its encoding), and the stretches of it that another process reads and
decodes for itself.

The bytes after a UTF-8 byte-order mark are seen as Latin-1 (:class:`ByteView`), so that
an offset is the same in the view and in the file, and ASCII is itself: keys, bars and
line ends are found there as in the decoded text. The view is :attr:`~ByteView.faithful`
when its white space is where the decoded text has it (every ASCII file; not a UTF-8 file
with a space of several bytes, such as a no-break space, nor a cp1252 file with byte 0x85,
which Latin-1 reads as a line end). The encoding is the one :class:`~director.formats.
text.TextStream` chooses for the whole file; a stretch's text is its bytes decoded with it,
line ends normalised (``\\r\\n`` and ``\\r`` read as ``\\n``), as in the whole text.
"""

from __future__ import annotations

import dataclasses
import io
import os
import re
from pathlib import Path

from director.formats.file_span import Span, read_span
from director.formats.text import Place, UnreadableFileError, decode, file_name
from director.limits import MAX_HAND_RECORD_BYTES, FileLimitError, check_file

__all__ = ["ByteView", "Stretches"]

_BOM = b"\xef\xbb\xbf"
# the white space of str.isspace beyond ASCII, as UTF-8 writes it (tests check the list)
_WIDE_SPACE = re.compile(rb"\xc2[\x85\xa0]|\xe1\x9a\x80|\xe2\x80[\x80-\x8a\xa8\xa9\xaf]|\xe2\x81\x9f|\xe3\x80\x80")  # fmt: skip  # noqa: E501
_READ = os.O_RDONLY | getattr(os, "O_BINARY", 0)


class ByteView:
    """The file at ``path`` as its bytes (after a byte-order mark), ``data``, and as
    text one character per byte with its ASCII letters in lower case, ``low`` (keys, bars
    and line ends are sought there); ``encoding``, the file's.

    :raises UnreadableFileError: naming the file and the reason.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.named = named = file_name(path)  # as messages name it
        try:
            size = check_file(named, MAX_HAND_RECORD_BYTES, "hand-record file")
            data = _read(named, size)
        except FileLimitError as e:
            raise UnreadableFileError(str(e)) from None
        except OSError as e:
            raise UnreadableFileError(f"{named}: cannot read the file ({e.strerror})") from None
        self.bom = len(_BOM) if data.startswith(_BOM) else 0
        if self.bom:
            data = data[self.bom :]
        self.ascii = data.isascii()
        self.encoding = "utf-8" if self.ascii else _encoding(data)
        self.faithful = True
        if self.encoding == "utf-8" and not self.ascii:
            self.faithful = _WIDE_SPACE.search(data) is None
        elif self.encoding == "cp1252":
            self.faithful = b"\x85" not in data
        self.data = data
        # bytes.lower: ASCII letters only; an ASCII text decoded as such (faster)
        self.low = data.lower().decode("ascii" if self.ascii else "latin-1")

    def __len__(self) -> int:
        return len(self.data)

    def value(self, start: int, end: int) -> str:
        """The decoded text from ``start`` to ``end`` (each at an ASCII character), line
        ends normalised."""
        return _newlines(self.data[start:end].decode(self.encoding))

    def chars(self, start: int, end: int) -> int:
        """The characters of the decoded text from ``start`` to ``end`` on one line."""
        if self.ascii or self.encoding != "utf-8":
            return end - start
        return len(self.data[start:end].decode("utf-8"))

    def decoded(self) -> str:
        """The whole decoded text (as :func:`~director.formats.text.decode` gives it)."""
        return self.value(0, len(self.data))

    def stretches(self, spans: list[tuple[int, int, int, int]]) -> Stretches:
        """The stretches of the view ``spans`` (start, end, and the line and column of the
        start in the decoded text) as stretches of the file."""
        at = self.bom
        files = tuple((a + at, b + at, line, column) for a, b, line, column in spans)
        return Stretches(self.named, self.encoding, files)


@dataclasses.dataclass(frozen=True, slots=True)
class Stretches:
    """Stretches of a file, joined into one text by the process that reads them: each its
    bytes (start, end) and the line and column where it starts in the decoded file.
    ``len``: their bytes (about their characters)."""

    path: str | Path
    encoding: str
    spans: tuple[tuple[int, int, int, int], ...]

    def __len__(self) -> int:
        return sum(b - a for a, b, _, _ in self.spans)

    def read(self) -> tuple[str, tuple[Place, ...]]:
        """The stretches' text, joined, and where each starts in it with its line and
        column in the file.

        :raises UnreadableFileError: when the file cannot be read as it was (changed?).
        """
        places: list[Place] = []
        texts: list[str] = []
        n = 0
        for a, b, line, column in self.spans:
            places.append((n, line, column))
            texts.append(read_span(Span(self.path, a, b, self.encoding)))
            n += len(texts[-1])
        return "".join(texts), tuple(places)


def _read(path: str | Path, size: int) -> bytes:
    """The file's ``size`` bytes, in one read where it can; never more than the limit
    (a file that has grown)."""
    fd = os.open(path, _READ)
    try:
        data = os.read(fd, size + 1)  # one byte more: a file that has grown since
        while size < len(data) <= MAX_HAND_RECORD_BYTES and (more := os.read(fd, 1 << 20)):
            data += more
    finally:
        os.close(fd)
    if len(data) > MAX_HAND_RECORD_BYTES:
        raise FileLimitError(
            f"{path}: more than {MAX_HAND_RECORD_BYTES:,} bytes; a hand-record file is at most that"
        )
    return data


def _encoding(data: bytes) -> str:
    """The encoding :func:`~director.formats.text.decode` chooses for ``data`` (not
    ASCII, no byte-order mark)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return decode(data)[1]
    return "utf-8"


def _newlines(text: str) -> str:
    """``text`` with ``\\r\\n`` and ``\\r`` read as ``\\n``."""
    if "\r" not in text:
        return text
    return io.IncrementalNewlineDecoder(None, translate=True).decode(text, True)
