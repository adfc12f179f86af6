"""Where a PBN text can be cut into parts that read alone (for reading one large file in
several processes): at the start of a game, right after a blank line, where no brace
comment is open. A text that uses the ``#`` export shorthand is never cut: its games take
values from the games before them."""

from __future__ import annotations

import itertools
import re

__all__ = ["game_chunks", "split_games"]

_GAME_START = re.compile(r"\n[ \t\r\v\f]*\n(?=\[)")
_BLANK = re.compile(r"\n[ \t\r\v\f]*(?=\n|\Z)")  # the reader's semi-empty line
_NOT_BLANK = re.compile(r"[^ \t\r\v\f\n]")


def game_chunks(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]] | None:
    """The stretches of ``text[start:end]`` between semi-empty lines that hold any text,
    as ``(start, end)``: the games as the reader ends them, when every semi-empty line
    ends one. ``None`` when that cannot be told without reading: a brace comment (which
    may hold empty lines) or the ``#`` shorthand (whose games depend on each other). A
    tag written over an empty line makes two chunks, neither a well-formed game."""
    stop = len(text) if end is None else end
    if text.find("{", start, stop) >= 0 or text.find('"#', start, stop) >= 0:
        return None
    chunks: list[tuple[int, int]] = []
    at = start
    for m in _BLANK.finditer(text, start, stop):
        if _NOT_BLANK.search(text, at, m.start()):
            chunks.append((at, m.start()))
        at = m.end()
    if _NOT_BLANK.search(text, at, stop):
        chunks.append((at, stop))
    return chunks


def _stands_alone(text: str, start: int) -> bool:
    """Whether the game at ``start`` has its own ``[Board]`` or ``[Deal]``: a game with
    neither may take the board's tags from the game before (``--inherit``), so no part
    starts there."""
    blank = _BLANK.search(text, start)
    end = blank.start() if blank else len(text)
    return text.find("[Board ", start, end) >= 0 or text.find("[Deal ", start, end) >= 0


def split_games(text: str, parts: int) -> list[tuple[int, int]]:
    """At most ``parts`` spans ``(start, end)`` covering ``text``, each ending at a game
    boundary, of roughly equal length; ``[(0, len(text))]`` when it cannot be cut."""
    size = len(text)
    if parts <= 1 or '"#' in text:
        return [(0, size)]
    cuts: list[int] = []
    depth = 0  # '{' minus '}' before ``counted``
    counted = 0
    for k in range(1, parts):
        at = max(size * k // parts, cuts[-1] if cuts else 0)
        for m in _GAME_START.finditer(text, at):
            cut = m.end()
            depth += text.count("{", counted, cut) - text.count("}", counted, cut)
            counted = cut
            if depth == 0 and _stands_alone(text, cut):
                cuts.append(cut)
                break
        else:
            break
    bounds = [0, *cuts, size]
    return [(a, b) for a, b in itertools.pairwise(bounds) if b > a]
