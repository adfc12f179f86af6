"""Where a PBN text can be cut into parts that read alone (for reading one large file in
several processes): at the start of a game, right after a blank line, where no brace
comment is open. A text that uses the ``#`` export shorthand is never cut: its games take
values from the games before them."""

from __future__ import annotations

import itertools
import re

__all__ = ["split_games"]

_GAME_START = re.compile(r"\n[ \t\r\v\f]*\n(?=\[)")


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
            if depth == 0:
                cuts.append(cut)
                break
        else:
            break
    bounds = [0, *cuts, size]
    return [(a, b) for a, b in itertools.pairwise(bounds) if b > a]
