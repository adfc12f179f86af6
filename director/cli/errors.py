"""One way to fail: a one-line message on stderr, exit code 2, no traceback.

This module does not import typer, so that the fast path of ``director law`` stays light.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

from director.clip import clip
from director.errors import DirectorError, UnknownLawError

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def fail(message: str, hint: str | None = None) -> SystemExit:
    """Print ``error: message`` (and a hint) to stderr; return the exit (code 2) to raise."""
    sys.stderr.write(f"error: {clip(message)}\n")
    if hint:
        sys.stderr.write(f"hint: {hint}\n")
    return SystemExit(EXIT_ERROR)


@contextlib.contextmanager
def reported_errors() -> Iterator[None]:
    """Turn a :class:`DirectorError` raised inside a command into :func:`fail`."""
    try:
        yield
    except DirectorError as e:
        if os.environ.get("DIRECTOR_DEBUG"):
            raise
        message = str(e)
        if isinstance(e, UnknownLawError) and e.suggestions:
            message += "; nearest: " + ", ".join(e.suggestions)
        raise fail(message) from None
