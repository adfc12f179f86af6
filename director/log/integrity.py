"""Is the ruling log sound? A cheap check when it is opened for writing, and what to say
when it is not.

SQLite reads a damaged page only when a query reaches it: a log with one bad page accepts
new rulings and lists the others without a word. :func:`check_sound` runs ``PRAGMA
quick_check`` (every page read once, no index cross-check) before anything is written: on
every opening of a log up to :data:`QUICK_CHECK_MAX_BYTES`, and on a larger one once every
:data:`CHECK_EVERY` rulings. A damaged log is never written to again; what can still be
read of it is exported (``director log export``), ruling by ruling, skipping what cannot.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from director.log.errors import DamagedLogError, damaged, is_damage

__all__ = ["CHECK_EVERY", "QUICK_CHECK_MAX_BYTES", "DamagedLogError", "check_sound"]

QUICK_CHECK_MAX_BYTES = 64 << 20
"""A log up to this size (some thousands of rulings) is checked each time it is opened for
writing: ``quick_check`` reads it in well under a second."""

CHECK_EVERY = 100
"""A larger log is checked when its last ruling's number is a multiple of this."""


def _due(conn: sqlite3.Connection, path: Path) -> bool:
    try:
        if path.stat().st_size <= QUICK_CHECK_MAX_BYTES:
            return True
    except OSError:
        return True
    row = conn.execute(
        "SELECT max(id) FROM rulings"
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'rulings'").fetchone()
        else "SELECT 0"
    ).fetchone()
    return int(row[0] or 0) % CHECK_EVERY == 0


def check_sound(conn: sqlite3.Connection, path: Path) -> None:
    """:raises DamagedLogError: ``quick_check`` finds damage (when the check is due)."""
    try:
        if not _due(conn, path):
            return
        found = [str(r[0]) for r in conn.execute("PRAGMA quick_check(3)")]
    except sqlite3.DatabaseError as e:
        if not is_damage(e):
            raise
        found = [str(e)]
    if found != ["ok"]:
        raise damaged(path, "; ".join(found))
