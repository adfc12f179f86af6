"""The exceptions director raises for bad input.

Every one is a :class:`DirectorError` and a :class:`ValueError` (or :class:`LookupError`);
messages are lower-case, quote the input and say what was expected.
"""


class DirectorError(Exception):
    """Base class: bad input that the command line reports in one line (exit code 2)."""


class InvalidSeatError(DirectorError, ValueError):
    """A seat that is not N, E, S or W."""


class InvalidCardError(DirectorError, ValueError):
    """A card, suit or rank that cannot be parsed."""


class InvalidCallError(DirectorError, ValueError):
    """A call that cannot be parsed."""


class InvalidDealError(DirectorError, ValueError):
    """A deal or hand that is malformed or inconsistent (missing, duplicated or extra cards)."""


class InvalidBoardError(DirectorError, ValueError):
    """A board number or vulnerability that cannot be used."""


class InvalidLawRefError(DirectorError, ValueError):
    """A law reference that does not have the form of one (e.g. ``27B1(b)``)."""


class UnknownLawError(DirectorError, LookupError):
    """A well-formed law reference that names no law or section in the edition."""

    def __init__(self, message: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.suggestions = suggestions


class UnknownEditionError(DirectorError, LookupError):
    """An edition of the Laws that director does not ship."""


class UnknownGameError(DirectorError, LookupError):
    """A game (director.game) that no module defines."""
