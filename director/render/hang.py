"""Wrapped lines with a hanging indent: the label (a law, a bullet, 'penalty card') keeps
its column and the text wraps under the text, so the left edge stays scannable at 80
columns."""

from __future__ import annotations

from rich.table import Table as Grid
from rich.text import Text

__all__ = ["hang", "hang_label"]


def hang(line: Text, at: int) -> Grid | Text:
    """``line`` with its first ``at`` characters as a column of their own."""
    if at <= 0 or at >= len(line.plain):
        return line
    grid = Grid.grid(padding=0)
    grid.add_column(width=at, no_wrap=True)
    grid.add_column()
    grid.add_row(line[:at], line[at:])
    return grid


def hang_label(line: Text) -> Grid | Text:
    """``line`` hanging after its first styled span (the label it opens with)."""
    first = line.spans[0] if line.spans else None
    return hang(line, first.end) if first is not None and first.start == 0 else line
