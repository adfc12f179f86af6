"""Double-dummy outcomes offered as the starting weights of a 12C1(c) weighted score.

The director judges the weights; this only proposes a start he edits: each distinct result
that a legal card of the player to play leads to (both sides then playing double dummy),
weighted by the share of those cards that lead to it (in whole percent; a rounding
point goes to the larger trick count). Only legal alternatives are counted,
as 12C1(c) admits only outcomes that could have been reached in a legal manner.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from director.model.call import Strain
from director.model.seat import Seat
from director.scoring.contract import ContractResult
from director.scoring.shares import whole_percentages

__all__ = ["adjust_command", "starting_weights"]


def starting_weights(
    level: int, strain: Strain, doubled: int, declarer: Seat, tricks: Sequence[int]
) -> list[tuple[ContractResult, float]]:
    """``tricks``: declarer's side's tricks after each alternative. Returns each distinct
    result with its share in percent (whole numbers adding up to 100, largest first), ready
    for :func:`director.scoring.adjusted.weighted`.

    >>> [(str(r), w) for r, w in starting_weights(4, Strain.HEARTS, 0, Seat.SOUTH, [10, 10, 9])]
    [('4H= by S', 67.0), ('4H-1 by S', 33.0)]
    """
    if not tricks:
        return []
    counts = Counter(tricks)
    # a rounding point goes to the larger trick count: listed first
    shares = dict(whole_percentages(sorted(counts.items(), key=lambda item: -item[0])))
    ordered = sorted(shares.items(), key=lambda item: (-item[1], -item[0]))
    return [
        (ContractResult(level, strain, doubled, declarer, t), float(w)) for t, w in ordered if w > 0
    ]


def adjust_command(weights: Sequence[tuple[ContractResult, float]], vulnerable: str) -> str:
    """The ``director adjust --weighted`` command line for ``weights``, to edit and run."""
    parts = " ".join(f"'{r} {w:g}%'" for r, w in weights)
    return f"director adjust --weighted {parts} --vul {vulnerable}"
