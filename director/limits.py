"""Reading a file whose size and kind are known before its bytes are paid for.

A reader that takes a whole file must not be handed ``/dev/zero``, a FIFO or a directory
(it would read forever, block, or fail with the system's words), nor a file so large that
parsing it costs gigabytes before a later check refuses it. :func:`read_bytes` checks the
kind and the size first and reads at most ``limit`` bytes; :func:`load_toml` reads a TOML
file (a regulator profile, the configuration) through it, with a nesting limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from director.errors import DirectorError

__all__ = [
    "MAX_HAND_RECORD_BYTES",
    "MAX_RECORD_BYTES",
    "MAX_TOML_BYTES",
    "PEEK",
    "FileLimitError",
    "check_file",
    "load_toml",
    "read_bytes",
]

MAX_RECORD_BYTES = 1 << 20
"""An incident record or answers file: at most 1,000 events (MAX_EVENTS), which no real
record writes in more than a few tens of kilobytes; 1 MiB leaves room for long notes."""

MAX_HAND_RECORD_BYTES = 1 << 30
"""A PBN or LIN file read whole (``replay``, ``dd``, ``convert``): a season of hand records
is tens of megabytes; a file past 1 GiB is refused before it is read."""

MAX_TOML_BYTES = 1 << 20
"""A regulator profile or the configuration file (the shipped profiles are a few KB)."""

MAX_TOML_DEPTH = 50
"""Tables and arrays nested deeper than this in a profile or the configuration are
refused before parsing (a profile nests three levels)."""


PEEK = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
PEEK |= getattr(os, "O_BINARY", 0)
"""How a file is opened to be checked (:func:`check_file`, its status taken from the open
file) before it is read: a FIFO opened so does not wait for a writer, a terminal does not
become the process's. The path is looked up once, not twice (its status by name, then
opened), which spares the review of a small file a few microseconds."""


class FileLimitError(DirectorError, ValueError):
    """A file of the wrong kind (not a regular file), too large, or unreadable."""


def _size(path: str | Path, what: str) -> int:
    try:
        st = os.stat(path)
    except OSError as e:
        raise FileLimitError(f"{path}: cannot read the file ({e.strerror})") from None
    return _regular(st, path, what)


def _regular(st: os.stat_result, path: str | Path, what: str) -> int:
    """The size of the file whose status is ``st``, a regular file, else the error."""
    if stat.S_ISDIR(st.st_mode):
        raise FileLimitError(f"{path}: is a directory, not a {what}")
    if not stat.S_ISREG(st.st_mode):
        raise FileLimitError(
            f"{path}: not a regular file (a device, pipe or socket); a {what} is a file"
        )
    return st.st_size


def read_bytes(path: Path, limit: int, what: str) -> bytes:
    """The bytes of the regular file ``path``, refused before reading when it holds more
    than ``limit`` bytes (and never more than ``limit`` read should it grow meanwhile).

    :raises FileLimitError: naming the file and what is wrong, in one line.
    """
    size = _size(path, what)
    if size > limit:
        raise FileLimitError(
            f"{path}: {size:,} bytes; a {what} is at most {limit:,} bytes (refused unread)"
        )
    try:
        with path.open("rb") as f:
            # its size and one byte more: a read of the limit's size would first make a
            # buffer of that size (a GiB for a hand record: tens of microseconds to map)
            data = f.read(size + 1)
            if len(data) > size:  # grown since: read on, never past the limit
                data += f.read(limit + 1 - len(data))
    except OSError as e:
        raise FileLimitError(f"{path}: cannot read the file ({e.strerror})") from None
    if len(data) > limit:
        raise FileLimitError(f"{path}: more than {limit:,} bytes; a {what} is at most that")
    return data


def _depth(text: str) -> int:
    """An upper bound of the nesting of brackets and braces in a TOML text (brackets
    inside strings count too, which only makes the bound safer)."""
    deepest = level = 0
    for ch in text:
        if ch in "[{":
            level += 1
            deepest = max(deepest, level)
        elif ch in "]}":
            level = max(level - 1, 0)
    return deepest


def load_toml(path: Path, what: str) -> dict[str, Any]:
    """A TOML file as a table: every failure (not a file, too large, not UTF-8, not TOML,
    nested too deeply) one line naming the file, and the line where the parser says.

    :raises FileLimitError: naming the file.
    """
    import tomllib

    data = read_bytes(path, MAX_TOML_BYTES, what)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise FileLimitError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[e.start]:02x}); save it as UTF-8"
        ) from None
    if _depth(text) > MAX_TOML_DEPTH:
        raise FileLimitError(f"{path}: nested more than {MAX_TOML_DEPTH} levels deep; not a {what}")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise FileLimitError(f"{path}: not a TOML {what} ({e})") from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise FileLimitError(f"{path}: nested too deeply; not a {what}") from None


def check_file(path: str | Path, limit: int, what: str, fd: int | None = None) -> int:
    """The size of the regular file ``path`` (for a reader that reads it in blocks),
    checked as :func:`read_bytes` checks it; ``fd``: the file opened already, without
    blocking (:data:`PEEK`), and not read until checked. :raises FileLimitError:"""
    size = _size(path, what) if fd is None else _regular(os.fstat(fd), path, what)
    if size > limit:
        raise FileLimitError(
            f"{path}: {size:,} bytes; a {what} is at most {limit:,} bytes (refused unread)"
        )
    return size
