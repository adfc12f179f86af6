"""Which process reviews the next part of a file when several review it
(:func:`~director.review.stream.review_stream`): this one, which also reads and cuts the
file and gathers and writes the findings, or the pool's. This one reviews a part itself
only while the pool holds, unreviewed, ``AHEAD`` parts for each of its processes (the
part each reviews and two waiting behind it, as the pool gives them out in turn), so
that none of them waits for a part, and each does the share its own speed allows
(this one's reading, cutting and writing included, and whatever else the machine runs
that slows one of them). One part waiting was too few: while this one reviewed a part,
wrote findings or was held up by the machine, a worker could finish both of its own.
When this one has reviewed the file's last part, the others have at most ``AHEAD`` of
their (small, last) parts left each."""

from __future__ import annotations

__all__ = ["AHEAD", "mine"]

AHEAD = 3
"""The parts the pool is given ahead for each of its processes: the one it reviews, and
two more."""


def mine(workers: int, waiting: int) -> bool:
    """Whether this process reviews the next part, the pool's ``workers`` processes having
    ``waiting`` parts not yet reviewed (the first part sent starts the pool)."""
    return waiting >= AHEAD * workers
