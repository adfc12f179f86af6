"""The one rich console that renderers print to (stdout), made on first use."""

from __future__ import annotations

from rich.console import Console

_console: Console | None = None


def console() -> Console:
    global _console
    if _console is None:
        _console = Console(highlight=False)
    return _console
