"""Which process reviews the next part of a file when several review it
(:func:`~director.review.stream.review_stream`): this one, which also reads and cuts the
file and gathers and writes the findings, or the pool's. Parts are given so that each
process has spent about as much process time as the others when the last part is done."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

__all__ = ["Share"]

_T = TypeVar("_T")


class Share:
    """The process time this process has spent since the pool started, against the parts
    given to the pool's ``workers`` processes (their size: characters, or the bytes of a
    part sent as its offsets; reckoned at the speed of the pool's reviews as they are
    answered, at first at this process's own): this
    process reviews the next part itself only while it would then still have spent no
    more than each worker has been given. Before it has reviewed a part (so has no speed
    to reckon with), it reviews one once each worker has a part waiting. ``clock``: the
    process time (a test's own clock)."""

    def __init__(self, workers: int, clock: Callable[[], float] = time.process_time) -> None:
        self.workers = workers
        self.clock = clock
        self.started: float | None = None  # the clock when the first part was given
        self.given = 0  # characters given to the pool
        self.reviewed = 0  # characters reviewed here
        self.seconds = 0.0  # the clock's time in reviewing them
        self.done = 0  # characters the pool has reviewed
        self.their_seconds = 0.0  # the process time of the pool's processes in reviewing them

    def mine(self, size: int, waiting: int) -> bool:
        """Whether this process reviews the next part (``size`` characters), the pool
        having ``waiting`` parts not yet done."""
        if self.started is None:  # the first part starts the pool
            return False
        if not self.reviewed:
            return waiting >= self.workers
        rate = self.seconds / self.reviewed
        # the pool's own speed: a worker may be slower (the modules it imports, a cache
        # it fills again), and would then finish its parts after this process
        theirs = self.their_seconds / self.done if self.done else rate
        spent = self.clock() - self.started
        return spent + rate * size <= theirs * self.given / self.workers

    def give(self, size: int) -> None:
        """A part of ``size`` characters given to the pool."""
        if self.started is None:
            self.started = self.clock()
        self.given += size

    def answered(self, size: int, seconds: float) -> None:
        """A part of ``size`` characters reviewed by the pool in ``seconds`` (its process
        time there)."""
        self.done += size
        self.their_seconds += seconds

    def review(self, size: int, review: Callable[[], _T]) -> _T:
        """``review()`` of a part of ``size`` characters, done here and timed."""
        start = self.clock()
        try:
            return review()
        finally:
            self.seconds += self.clock() - start
            self.reviewed += size
