"""How a board is named where no tag names it: by its order in the file."""

from __future__ import annotations

__all__ = ["ByOrder"]


class ByOrder(str):
    """A board's name made from its order in the file (``#3``; a vugraph table after it,
    ``#3 o46``), not read from a tag. A finding made with such a name is marked
    (:attr:`~director.review.findings.Finding.by_order`): a part of a file reviewed apart
    names its boards by their order in the part, and the file's reviewer renumbers only
    those, never a tag's value that happens to read the same (``[Board " #114"]``)."""

    __slots__ = ()
