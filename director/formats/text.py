"""Reading a hand-record file's bytes: encoding, BOM, line ends, and positions."""

from __future__ import annotations

import bisect
from pathlib import Path

from director.errors import DirectorError

__all__ = ["LineIndex", "decode", "read_text"]


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
        import re

        self._starts = [0]
        self._starts.extend(m.end() for m in re.finditer("\n", text))

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset) - 1
        return line + 1, offset - self._starts[line] + 1
