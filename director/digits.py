"""Numbers typed by people or written in files, read safely.

``str.isdigit()`` accepts characters that ``int()`` refuses (``'²'``), and ``int()`` refuses
a string of more than 4,300 digits; either would escape as a ``ValueError`` from a reader
that must report a bad value instead. :func:`small_int` is the one way to turn such text
into a number.
"""

from __future__ import annotations

__all__ = ["small_int"]


def small_int(text: str, max_digits: int = 9) -> int | None:
    """``text`` (ASCII digits only, leading zeros allowed) as an ``int``, or ``None`` when
    it is anything else or has more than ``max_digits`` significant digits."""
    if not (text.isascii() and text.isdigit()):
        return None
    significant = text.lstrip("0")
    if len(significant) > max_digits:
        return None
    return int(significant) if significant else 0
