"""Whole percentages from counts: the starting weights a director is offered for a 12C1(c)
weighted score (the share of polled players who chose each action, or of the legal cards
that lead to each double-dummy result) must add up to exactly 100."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

__all__ = ["whole_percentages"]

K = TypeVar("K", bound=Hashable)


def whole_percentages(counts: Sequence[tuple[K, int]]) -> list[tuple[K, int]]:
    """Each key's share of the total in whole percent, adding up to 100 (largest remainder;
    a tie goes to the key listed first). Keys with no count are left out; the order kept.

    >>> whole_percentages([("pass", 2), ("4S", 8)])
    [('pass', 20), ('4S', 80)]
    >>> whole_percentages([("a", 1), ("b", 1), ("c", 1)])
    [('a', 34), ('b', 33), ('c', 33)]
    """
    kept = [(k, n) for k, n in counts if n > 0]
    total = sum(n for _, n in kept)
    if not total:
        return []
    exact = [100 * n / total for _, n in kept]
    shares = [int(v) for v in exact]
    short = 100 - sum(shares)
    by_remainder = sorted(range(len(kept)), key=lambda i: -(exact[i] - shares[i]))
    for i in by_remainder[:short]:
        shares[i] += 1
    return [(k, s) for (k, _), s in zip(kept, shares, strict=True) if s > 0]
