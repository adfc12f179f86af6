"""The IMP scale of Law 78B: a difference in points turned into international matchpoints.

The scale is kept as the lowest difference of each band: 0-10 is 0 IMPs, 20-40 is 1, ...,
3500-3990 is 23 and 4000 or more is 24. Law 77 scores are multiples of 10, and so are their
differences; a difference that falls between two bands of the Law's table (e.g. 15, which
only an averaged score can give) counts in the lower band.
"""

from __future__ import annotations

import bisect

__all__ = ["BAND_STARTS", "LAW", "imps"]

LAW = "78B"

# The lowest point difference worth 1, 2, ... 24 IMPs (Law 78B).
BAND_STARTS: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(difference: int) -> int:
    """IMPs for a difference in points; the sign is kept (``-620`` gives ``-12``).

    >>> imps(420), imps(-50), imps(10), imps(5000)
    (9, -2, 0, 24)
    """
    won = bisect.bisect_right(BAND_STARTS, abs(difference))
    return won if difference >= 0 else -won
