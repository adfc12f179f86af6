"""What can go wrong with the ruling log, each message naming the file and what to do."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from director.errors import DirectorError

__all__ = [
    "DamagedLogError",
    "DraftDoneError",
    "ForeignLogError",
    "LogError",
    "LogWriteError",
    "NewerLogError",
    "NoSuchEntryError",
    "damaged",
    "is_damage",
    "translate",
]

_ELSEWHERE = "pass --log PATH (or set DIRECTOR_LOG) to use another file"


class LogError(DirectorError):
    """The ruling log cannot be used; the message names the file."""


class ForeignLogError(LogError, ValueError):
    """The file is not a ruling log: corrupt, or another program's database."""


class NewerLogError(LogError, ValueError):
    """The file was written by a newer version of director."""


class LogWriteError(LogError, OSError):
    """The file cannot be written: read-only, missing directory, disk full, locked."""


class NoSuchEntryError(LogError, LookupError):
    """No ruling (or draft) with that number."""


class DraftDoneError(LogError):
    """The draft being finished was finished first elsewhere (the same draft resumed in two
    terminals): its ruling is logged already, as ``ruling_id``; ``same`` when that ruling
    is the one this session reached."""

    def __init__(self, message: str, ruling_id: int, same: bool) -> None:
        super().__init__(message)
        self.ruling_id = ruling_id
        self.same = same


class DamagedLogError(LogError):
    """The file is a ruling log with a damaged page."""


def is_damage(error: BaseException) -> bool:
    """SQLite's word for a damaged page (not for a file that is no database at all)."""
    text = str(error).lower()
    return isinstance(error, sqlite3.DatabaseError) and "malformed" in text


def damaged(path: Path, problem: str) -> DamagedLogError:
    """The one-line message: what is wrong and how to recover."""
    problem = " ".join(problem.replace("*** in database main ***", "").split())
    if len(problem) > 120:
        problem = problem[:119] + "…"
    return DamagedLogError(
        f"{path}: the ruling log is damaged ({problem}); nothing more is written to it: "
        f"export what can still be read ('director log export --log {path} -o "
        "rulings.json'), then move the file aside (the next ruling starts a new log)"
    )


def translate(path: Path, error: BaseException) -> LogError:
    """Turn an error met at the SQLite or file-system boundary into a one-line
    :class:`LogError` that names ``path`` and says what to do."""
    if isinstance(error, LogError):
        return error
    if path.is_dir():
        return LogWriteError(f"{path}: is a directory, not a ruling log file; {_ELSEWHERE}")
    text = str(error)
    low = text.lower()
    if is_damage(error):
        return damaged(path, text)
    if isinstance(error, sqlite3.DatabaseError) and ("not a database" in low or "encrypted" in low):
        return ForeignLogError(
            f"{path}: not a director ruling log ({text}); move it aside or pass --log PATH"
        )
    if ("full" in low and ("disk" in low or "database" in low)) or "no space" in low:
        return LogWriteError(f"{path}: the disk is full ({text}); free some space or {_ELSEWHERE}")
    if "readonly" in low or "read-only" in low or "permission" in low or "unable to open" in low:
        return LogWriteError(
            f"{path}: cannot write the ruling log ({text}); check that the directory exists "
            f"and is writable, or {_ELSEWHERE}"
        )
    if "locked" in low or "busy" in low:
        return LogWriteError(
            f"{path}: the ruling log is locked by another program ({text}); try again"
        )
    if isinstance(error, OSError):
        reason = error.strerror or text
        return LogWriteError(f"{path}: cannot use the ruling log ({reason}); {_ELSEWHERE}")
    return LogError(f"{path}: ruling log error ({text}); {_ELSEWHERE}")
