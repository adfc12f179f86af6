"""A stretch of a file's bytes that a process reads and decodes alone (``--jobs``): the
process that cuts a large file sends each part as its offsets, not its text, so that it
neither decodes the whole file nor copies its text to the others."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from director.formats.text import UnreadableFileError

__all__ = ["Span", "file_blocks", "read_span"]


class Span(NamedTuple):
    """The bytes ``start:end`` of the file at ``path``, in the file's ``encoding`` (one
    decided for the whole file: :class:`~director.formats.text.TextStream`)."""

    path: str | Path
    start: int
    end: int
    encoding: str


def read_span(span: Span) -> str:
    """The text of ``span``, line ends read as ``\\n`` (as the whole file's stream reads
    them: a span is cut at a line's start, or, a LIN chunk's, at a key or after a bar,
    never between the halves of a CRLF).

    :raises UnreadableFileError: naming the file, when it cannot be read or has changed
        since it was cut (shorter, or bytes its encoding does not read).
    """
    size = span.end - span.start
    try:
        with open(span.path, "rb") as f:
            f.seek(span.start)
            data = f.read(size)
    except OSError as e:
        raise UnreadableFileError(f"{span.path}: cannot read the file ({e.strerror})") from None
    if len(data) < size:
        raise _changed(span.path)
    try:
        text = data.decode(span.encoding)
    except UnicodeDecodeError:
        raise _changed(span.path) from None
    if b"\r" in data:  # the io module's universal newlines, in one pass
        text = io.IncrementalNewlineDecoder(None, translate=True).decode(text, True)
    return text


def file_blocks(path: str | Path, start: int, block: int = 1 << 20) -> Iterator[bytes]:
    """The bytes of the file at ``path`` from ``start``, block by block.

    :raises UnreadableFileError: naming the file and the reason.
    """
    try:
        with open(path, "rb", buffering=0) as f:
            f.seek(start)
            while data := f.read(block):
                yield data
    except OSError as e:
        raise UnreadableFileError(f"{path}: cannot read the file ({e.strerror})") from None


def _changed(path: str | Path) -> UnreadableFileError:
    return UnreadableFileError(f"{path}: the file changed while it was read: review it again")
