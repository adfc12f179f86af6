"""Matchpoints (Law 78A), plain: no factoring for boards played a different number of times.

The scale is the one Law 78A describes with whole units: against each other score on the
board a contestant gets **2** for a score it beats, **1** for a score it ties and **0** for a
score that beats it. The top on a board played ``n`` times is therefore ``2 * (n - 1)``.
(Some scorers count half units, 1 and ½; the percentages are the same.) The scores compared
are all from one side's point of view, usually North-South; East-West's matchpoints are the
top minus North-South's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from director.errors import DirectorError

__all__ = ["MatchpointError", "matchpoints", "matchpoints_against", "percentages", "top"]

LAW = "78A"
BEATEN, TIED = 2, 1


class MatchpointError(DirectorError, ValueError):
    """Scores that cannot be matchpointed (nothing to compare with)."""


def top(count: int) -> int:
    """The most matchpoints on a board with ``count`` scores: 2 for each other score."""
    return BEATEN * max(0, count - 1)


def matchpoints_against(score: int, others: Sequence[int]) -> int:
    """Matchpoints of ``score`` compared with ``others`` (the scores at the other tables).

    >>> matchpoints_against(420, [450, 420, -50])
    3
    """
    return sum(BEATEN if score > o else TIED if score == o else 0 for o in others)


def matchpoints(scores: Sequence[int]) -> list[float]:
    """The matchpoints of each score compared with all the others on the board.

    >>> matchpoints([420, 420, 450, -50])
    [3.0, 3.0, 6.0, 0.0]
    """
    counts = Counter(scores)  # each score's units, counted once: the scores sorted
    units: dict[int, int] = {}
    below = 0
    for score in sorted(counts):
        units[score] = BEATEN * below + TIED * (counts[score] - 1)
        below += counts[score]
    return [float(units[s]) for s in scores]


def percentages(scores: Sequence[int]) -> list[float]:
    """Each score's matchpoints as a percentage of the top (at least two scores needed).

    >>> percentages([420, 420, 450, -50])
    [50.0, 50.0, 100.0, 0.0]
    """
    if len(scores) < 2:
        raise MatchpointError(
            f"{len(scores)} score(s) on the board: matchpoints need at least two to compare"
        )
    best = top(len(scores))
    return [100.0 * mp / best for mp in matchpoints(scores)]
