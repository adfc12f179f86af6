"""Where a replay stops short: an answer that does not fit, a record that contradicts a
ruling, a question with no answer yet."""

from __future__ import annotations

from director.errors import DirectorError

__all__ = ["AnswerError", "ContradictionError", "OpenQuestion"]


class AnswerError(DirectorError, ValueError):
    """An answer that does not fit its question, or answers for no irregularity."""


class ContradictionError(DirectorError, ValueError):
    """An events list that contradicts a ruling already made."""


class OpenQuestion(Exception):
    """Raised when a question has no answer: replay stops there."""
