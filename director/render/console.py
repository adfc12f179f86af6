"""The one rich console that renderers print to (stdout), made on first use."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from rich.console import Console

_console: Console | None = None


def console() -> Console:
    global _console
    if _console is None:
        _console = Console(highlight=False)
    return _console


def paged(show: Callable[[], None]) -> None:
    """What ``show`` prints, through the pager (``$PAGER``, else ``less``) when stdout is
    a terminal and the text is longer than the screen; as it is otherwise."""
    out = console()
    if not out.is_terminal:
        show()
        return
    with out.capture() as captured:
        show()
    text = captured.get()
    if text.count("\n") < out.height:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    import pydoc

    os.environ.setdefault("LESS", "-R")  # less shows the colours instead of their codes
    pydoc.pager(text)
