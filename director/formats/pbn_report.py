"""Where the PBN reader's parts report problems: positions and issues of one game."""

from __future__ import annotations

import bisect

from director.formats.pbn_issues import severity
from director.formats.pbn_lexer import Lines
from director.formats.record import ParseIssue, Position

__all__ = ["Reporter"]

_new = tuple.__new__  # a named tuple built in C, without its generated ``__new__``


class Reporter:
    """Turns offsets into positions and collects the issues of the game being read."""

    __slots__ = ("_starts", "issues", "lines", "source")

    def __init__(self, source: str, lines: Lines) -> None:
        self.source = source
        self.lines = lines
        self._starts = lines.starts
        self.issues: list[ParseIssue] = []

    def position(self, offset: int) -> Position:
        line = bisect.bisect_right(self._starts, offset)
        return _new(Position, (self.source, line, offset - self._starts[line - 1] + 1))

    def positions(self, offsets: list[int]) -> list[Position]:
        """The positions of ``offsets`` (a section's tokens), at once."""
        starts, source = self._starts, self.source
        lines = [bisect.bisect_right(starts, offset) for offset in offsets]
        return [
            _new(Position, (source, line, offset - starts[line - 1] + 1))
            for line, offset in zip(lines, offsets, strict=True)
        ]

    def report(self, code: str, offset: int, message: str) -> None:
        self.issues.append(ParseIssue(code, message, self.position(offset), None, severity(code)))
