"""A finding: one thing a review of a hand record reports, in one shape for every renderer.

``code`` is a law section (``61``, ``27B1(b)``) for an irregularity the engine ruled on, a
format code (``PBN003``, ``LIN006``) for a problem in the file, or a record-check code
(``REC001``; table in :mod:`director.review.rec_codes`).
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any, Literal

from director.clip import clip
from director.formats.board_name import ByOrder

__all__ = ["OUTPUT_FIELDS", "Finding", "Severity", "code_matches"]

Severity = Literal["error", "warning", "info"]


@dataclasses.dataclass(frozen=True)
class Finding:
    code: str
    kind: str
    message: str
    severity: Severity
    file: str
    line: int | None = None
    column: int | None = None
    board: str | None = None
    event: str | None = None  # "call 5", "trick 3 card 2", "event 7"
    rectification: str | None = None  # laws applied and a short summary
    # the board is named by its order in the file or part (a ByOrder name), not by a tag:
    # not written out (OUTPUT_FIELDS), set from the name's type when the finding is made
    by_order: bool = dataclasses.field(default=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # a message or board name never echoes a whole input (director.clip)
        object.__setattr__(self, "message", clip(self.message))
        if self.board is not None:
            if self.board.__class__ is ByOrder:
                object.__setattr__(self, "by_order", True)
            object.__setattr__(self, "board", clip(self.board))

    def to_dict(self) -> dict[str, Any]:
        """The fields by name, in order (every value is a string, a number or ``None``:
        :func:`dataclasses.asdict` without its deep copy)."""
        return {name: getattr(self, name) for name in OUTPUT_FIELDS}

    def placed(self, line: int | None, board: str | None) -> Finding:
        """This finding at ``line`` and ``board``, its message as it is (clipped once, when
        the finding was made: clipping is not idempotent, so a finding placed in a later part
        of a file says exactly what it says in the first), without the cost of
        :func:`dataclasses.replace` (a review in parts places every finding of a later part)."""
        new = object.__new__(Finding)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(
            line=line, board=board if board is None or board == self.board else _clip(board)
        )
        return new

    @property
    def where(self) -> str:
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


_clip = functools.lru_cache(maxsize=4096)(clip)  # parts repeat their messages
OUTPUT_FIELDS = tuple(f.name for f in dataclasses.fields(Finding) if f.name != "by_order")
"""The fields a finding is written out with, in order."""


def code_matches(code: str, patterns: list[str]) -> bool:
    """Whether ``code`` is one of ``patterns`` or starts with one at a boundary.

    A boundary is where a digit meets a letter or a parenthesis, or the pattern ends in a
    letter family (``PBN``): ``61`` matches ``61`` and ``61A`` but not ``610``; ``PBN``
    matches every ``PBN`` code; ``27B1`` matches ``27B1(b)``.

    >>> code_matches("61A", ["61"]), code_matches("64", ["6"]), code_matches("PBN003", ["PBN"])
    (True, False, True)
    """
    up = code.upper()
    for raw in patterns:
        pattern = raw.strip().upper()
        if not pattern:
            continue
        if up == pattern:
            return True
        if up.startswith(pattern):
            last, nxt = pattern[-1], up[len(pattern)]
            if last.isdigit() != nxt.isdigit() or not nxt.isalnum():
                return True
    return False
