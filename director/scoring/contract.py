"""A contract and the number of tricks declarer took: what Law 77 scores.

:func:`parse_result` reads what scorers and travellers write (``4HX-2``, ``3NT+1``, ``4SD-1``,
``4HxS=``, ``4H by S -1``, ``4H 10``, ``Pass`` ...).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Protocol

from director.errors import DirectorError
from director.model.call import Strain
from director.model.seat import Seat

__all__ = [
    "PASSED_OUT",
    "ContractLike",
    "ContractResult",
    "InvalidContractError",
    "parse_result",
]

TRICKS_IN_A_DEAL = 13
BOOK = 6  # tricks before the first odd trick (Definitions: odd trick)


class InvalidContractError(DirectorError, ValueError):
    """A contract result that cannot be parsed or cannot happen (e.g. ``8H=``, ``1NT-14``)."""


class ContractLike(Protocol):
    """Anything with a contract's level, strain, doubling and declarer (an auction's contract)."""

    @property
    def level(self) -> int: ...
    @property
    def strain(self) -> Strain: ...
    @property
    def doubled(self) -> int: ...
    @property
    def declarer(self) -> Seat: ...


@dataclasses.dataclass(frozen=True, repr=False)
class ContractResult:
    """A contract (``level`` 1-7, ``strain``, ``doubled`` 0/1/2), its declarer and the tricks
    declarer's side took (0-13); or a deal passed out (``passed_out=True``, level 0).

    >>> parse_result("4HX-2", Seat.SOUTH)
    ContractResult.parse('4HX-2 by S')
    >>> parse_result("4HX-2").undertricks
    2
    """

    level: int
    strain: Strain
    doubled: int = 0  # 0 undoubled, 1 doubled, 2 redoubled
    declarer: Seat | None = None
    tricks: int = 0
    passed_out: bool = False

    def __post_init__(self) -> None:
        problem = _problem(self.level, self.strain, self.doubled, self.tricks, self.passed_out)
        if problem:
            raise InvalidContractError(f"invalid contract result: {problem}")

    @classmethod
    def parse(cls, text: str, declarer: Seat | None = None) -> ContractResult:
        return parse_result(text, declarer)

    @classmethod
    def of(cls, contract: ContractLike, tricks: int) -> ContractResult:
        """The result of an auction's contract when declarer's side took ``tricks``."""
        return cls(contract.level, contract.strain, contract.doubled, contract.declarer, tricks)

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer's side must take: the level plus the book of six (0 when passed out)."""
        return 0 if self.passed_out else self.level + BOOK

    @property
    def is_made(self) -> bool:
        return not self.passed_out and self.tricks >= self.tricks_needed

    @property
    def overtricks(self) -> int:
        return max(0, self.tricks - self.tricks_needed) if not self.passed_out else 0

    @property
    def undertricks(self) -> int:
        return max(0, self.tricks_needed - self.tricks) if not self.passed_out else 0

    @property
    def contract(self) -> str:
        """The contract alone: ``4HX``, ``3NT``, ``Pass``."""
        if self.passed_out:
            return "Pass"
        return f"{self.level}{self.strain.letter}{'X' * self.doubled}"

    @property
    def outcome(self) -> str:
        """``=``, ``+1``, ``-2`` (empty when passed out)."""
        if self.passed_out:
            return ""
        if self.undertricks:
            return f"-{self.undertricks}"
        return f"+{self.overtricks}" if self.overtricks else "="

    def with_tricks(self, tricks: int) -> ContractResult:
        """The same contract with another number of tricks (e.g. after a trick transfer)."""
        return dataclasses.replace(self, tricks=tricks)

    def with_declarer(self, declarer: Seat | None) -> ContractResult:
        return dataclasses.replace(self, declarer=declarer)

    def __str__(self) -> str:
        if self.passed_out:
            return "Pass"
        by = f" by {self.declarer.letter}" if self.declarer is not None else ""
        return f"{self.contract}{self.outcome}{by}"

    def __repr__(self) -> str:
        return f"ContractResult.parse({str(self)!r})"


def _problem(level: int, strain: Strain, doubled: int, tricks: int, passed_out: bool) -> str:
    """What makes these values impossible, or ``""``."""
    if passed_out:
        if level or doubled or tricks:
            return "a passed-out deal has no level, doubling or tricks"
        return ""
    if not 1 <= level <= 7:
        return f"level {level}: a contract is 1-7"
    if doubled not in (0, 1, 2):
        return f"doubled={doubled}: expected 0 (undoubled), 1 (doubled) or 2 (redoubled)"
    if not 0 <= tricks <= TRICKS_IN_A_DEAL:
        return f"{tricks} tricks is impossible (a side takes 0 to 13)"
    return ""


PASSED_OUT = ContractResult(0, Strain.NOTRUMP, passed_out=True)
"""A deal that all four players passed: each side scores zero (Law 77)."""


_PASSED = {"pass", "passed", "passed out", "passed-out", "passout", "all pass", "ap", "p"}
_SYMBOLS = str.maketrans(
    {"♧": "♣", "♢": "♦", "♡": "♥", "♤": "♠", "\u2212": "-", "\u2013": "-", "\u2014": "-"}
)
_PENALTY = r"xx|rdbl|dbl|x|r|d"
_RESULT = re.compile(
    rf"""^(?P<level>\d+)\s*(?P<strain>nt|n|c|d|h|s|♣|♦|♥|♠)\s*
    (?:(?P<pen>{_PENALTY})\s*)?
    (?:(?:by\s*)?(?P<decl>[nesw])\s*)?
    (?:(?P<pen2>{_PENALTY})\s*)?
    (?P<res>=|\+\s*\d+|-\s*\d+|\d+)\s*
    (?:(?:by\s*)?(?P<decl2>[nesw]))?\s*$""",
    re.VERBOSE,
)
_CONTRACT_ONLY = re.compile(
    rf"^\d+\s*(nt|n|c|d|h|s|♣|♦|♥|♠)\s*({_PENALTY})?\s*((by\s*)?[nesw])?\s*({_PENALTY})?$"
)
_DOUBLING = {"x": 1, "d": 1, "dbl": 1, "xx": 2, "r": 2, "rdbl": 2}
EXPECTED = "expected e.g. 4HX-2, 3NT+1, 4S=, 4SXX=, 4HxS=, '4H by S -1', '4H 10' or Pass"


def parse_result(text: str, declarer: Seat | None = None) -> ContractResult:
    """Parse a contract and its result as scorers write it.

    Level and strain (``C D H S NT``, also ``N`` and suit symbols), then an optional doubling
    (``X``/``D``/``Dbl`` doubled, ``XX``/``R``/``Rdbl`` redoubled), an optional declarer
    (``S`` or ``by S``, before or after the result), and the result: ``=``, ``+N``
    overtricks, ``-N`` undertricks, or the number of tricks taken (``4H 10``). ``Pass`` or
    ``passed out`` for a deal passed out. ``declarer`` applies when the text names none.

    >>> parse_result("4SD-1")
    ContractResult.parse('4SX-1')
    >>> parse_result("4H by S 10")
    ContractResult.parse('4H= by S')
    >>> parse_result("8H=")
    Traceback (most recent call last):
    ...
    director.scoring.contract.InvalidContractError: invalid result '8H=': level 8: a contract is 1-7
    """
    key = " ".join(text.translate(_SYMBOLS).lower().split())
    if key in _PASSED:
        return PASSED_OUT
    m = _RESULT.match(key)
    if m is None:
        if _CONTRACT_ONLY.match(key):
            raise InvalidContractError(
                f"invalid result {text!r}: no result; add =, +N, -N or the tricks taken"
                " (e.g. 4H=, 4H-1, '4H 10')"
            )
        raise InvalidContractError(f"invalid result {text!r}: {EXPECTED}")

    def bad(problem: str) -> InvalidContractError:
        return InvalidContractError(f"invalid result {text!r}: {problem}")

    if m["pen"] and m["pen2"]:
        raise bad("doubling given twice")
    named = [Seat.parse(s) for s in (m["decl"], m["decl2"]) if s]
    if len(named) == 2:
        raise bad("declarer given twice")
    if named and declarer is not None and named[0] != declarer:
        raise bad(f"declarer {named[0].letter} in the result, but {declarer.letter} given")
    level = int(m["level"])
    strain = Strain.parse(m["strain"])
    penalty = m["pen"] or m["pen2"]
    doubled = _DOUBLING[penalty] if penalty else 0
    res = m["res"].replace(" ", "")
    if not 1 <= level <= 7:
        raise bad(f"level {level}: a contract is 1-7")
    needed = level + BOOK
    name = f"{level}{strain.letter}"
    if res == "=":
        tricks = needed
    elif res[0] == "+":
        tricks = needed + int(res[1:])
        if tricks > TRICKS_IN_A_DEAL:
            raise bad(f"{res} overtricks on {name} is impossible (at most +{7 - level})")
    elif res[0] == "-":
        tricks = needed - int(res[1:])
        if tricks < 0:
            raise bad(f"{res} undertricks is impossible on {name} (at most -{needed})")
    else:
        tricks = int(res)
        if tricks > TRICKS_IN_A_DEAL:
            raise bad(f"{tricks} tricks is impossible (a side takes 0 to 13)")
    return ContractResult(level, strain, doubled, named[0] if named else declarer, tricks)
