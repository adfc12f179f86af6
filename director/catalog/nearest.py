"""The nearest words to a misspelled one: the optimal string alignment distance (edits,
with two neighbouring letters swapped counting as one edit), in pure Python.

The search asks for it only for the words of a query the catalog does not hold, and a
candidate more than ``limit`` letters longer or shorter is dismissed at once. Pure Python
rather than a fuzzy-matching library (rapidfuzz): this needs no dependency, and importing
rapidfuzz alone took longer (about 37 ms) than building the search index.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

__all__ = ["distance", "nearest"]


def distance(a: str, b: str, limit: int) -> int:
    """The optimal string alignment distance between ``a`` and ``b``, or ``limit + 1``
    once it is known to exceed ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = ca != cb
            d = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                d = min(d, before[j - 2] + 1)
            current[j] = d
        if min(current) > limit:
            return limit + 1
        before, row = row, current
    return row[-1]


def nearest(word: str, candidates: Iterable[str], limit: int) -> list[tuple[int, str]]:
    """The candidates within ``limit`` edits of ``word``, nearest first, each with its
    distance; those that share the word's first letter before the others at one distance."""
    found = []
    letters = _letters(word)
    for c in candidates:
        if len(letters ^ _letters(c)) > 2 * limit:  # an edit changes at most two letters
            continue
        d = distance(word, c, limit)
        if d <= limit:
            found.append((d, c[:1] != word[:1], c))
    found.sort()
    return [(d, c) for d, _, c in found]


@functools.cache
def _letters(word: str) -> frozenset[str]:
    """The letters of ``word``: two words whose sets differ by more than twice ``limit``
    letters are more than ``limit`` edits apart, found without aligning them."""
    return frozenset(word)
