"""PBN tag values: the tag sets of the standard and the parsing of seats, contracts and
results (PBN 2.1 sections 3.4, 4)."""

from __future__ import annotations

import functools
import re

from director.digits import small_int
from director.model.call import Strain
from director.model.card import Suit
from director.model.seat import Seat
from director.model.trick import trump_suit

__all__ = [
    "IDENTIFICATION_TAGS",
    "KNOWN_TAGS",
    "MANDATORY_TAGS",
    "NO_INHERITANCE",
    "Contract",
    "parse_contract",
    "parse_result",
    "parse_seat",
]

MANDATORY_TAGS = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)  # fmt: skip
_SUPPLEMENTAL = (
    "Competition", "DealId", "Description", "FrenchMP", "Generator", "Hidden", "Room",
    "Termination", "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber",
    "ScoreRubberHistory", "BidSystemEW", "BidSystemNS", "PairEW", "PairNS", "WestNA",
    "NorthNA", "EastNA", "SouthNA", "WestType", "NorthType", "EastType", "SouthType",
    "EventDate", "EventSponsor", "HomeTeam", "Round", "Section", "Stage", "Table",
    "VisitTeam", "Time", "UTCDate", "UTCTime", "TimeControl", "TimeCall", "TimeCard",
    "Annotator", "AnnotatorNA", "Application", "Mode",
)  # fmt: skip
_TABLES = (
    "ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable",
    "OptimumResultTable", "PlayTimeTable", "ScoreTable", "TotalScoreTable",
    "OptimumOpeningLeadTable",
)  # fmt: skip
# Written by common programs (BridgeComposer's BCFlags; double-dummy results of Big Deal,
# BridgeComposer, Dealer: Ability, Minimax, par); not in the standard, but no one would
# call them unknown.
_COMMON = (
    "OptimumScore", "ParContract", "OptimumContract", "DoubleDummyTricks", "Ability",
    "BCFlags", "Minimax", "ParScore",
)  # fmt: skip

IDENTIFICATION_TAGS = frozenset(MANDATORY_TAGS + _SUPPLEMENTAL)
KNOWN_TAGS = IDENTIFICATION_TAGS | frozenset(_TABLES + _COMMON + ("Auction", "Play", "Note"))
NO_INHERITANCE = frozenset(
    ("Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note")
)

_SEATS = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
_LETTERS = _SEATS | {letter.lower(): seat for letter, seat in _SEATS.items()}
# re.ASCII: with IGNORECASE alone, a long s (U+017F) matches 'S' and the Kelvin sign 'K'
_CASE = re.IGNORECASE | re.ASCII
_CONTRACT = re.compile(r"([1-7])\s*(NT|N|C|D|H|S)\s*(XX|X)?", _CASE)
_DENOMINATION = re.compile(r"(NT|N|C|D|H|S)", _CASE)
_RESULT_SIDE = re.compile(r"(NS|EW)\s*([0-9]+)(?:\s+(NS|EW)\s*([0-9]+))?", _CASE)


def parse_seat(text: str) -> Seat | None:
    """``N``/``n`` ... as a seat; ``None`` for anything else."""
    seat = _LETTERS.get(text)  # as usually written
    if seat is not None:
        return seat
    return _SEATS.get(text.strip().upper()) if text.isascii() else None  # U+017F upper-cases to S


class Contract:
    """A parsed ``[Contract]``: ``text`` is canonical (``4HX``, ``3NT``, ``Pass``, or just
    the denomination of an end position); ``trump`` is known unless passed out."""

    __slots__ = ("level", "strain", "text")

    def __init__(self, text: str, level: int | None, strain: Strain | None) -> None:
        self.text = text
        self.level = level
        self.strain = strain

    @property
    def trump(self) -> Suit | None:
        return trump_suit(self.strain) if self.strain is not None else None


def _strain(text: str) -> Strain:
    return Strain.parse("nt" if text.upper() in ("N", "NT") else text)


@functools.lru_cache(maxsize=256)
def parse_contract(text: str) -> Contract | None:
    """``4Hx`` -> ``4HX``; ``pass`` -> ``Pass``; ``S`` (an end position) -> ``S``;
    ``None`` when the value is not a contract. Cached: a contract is never changed."""
    value = text.strip()
    if value.lower() in ("pass", "p"):
        return Contract("Pass", None, None)
    m = _CONTRACT.fullmatch(value)
    if m is not None:
        strain = _strain(m.group(2))
        risk = (m.group(3) or "").upper()
        return Contract(f"{m.group(1)}{strain.letter}{risk}", int(m.group(1)), strain)
    m = _DENOMINATION.fullmatch(value)
    if m is not None:
        strain = _strain(m.group(1))
        return Contract(strain.letter, None, strain)
    return None


def parse_result(text: str, declarer: Seat | None) -> tuple[int | None, bool, bool]:
    """``[Result]`` as declarer's tricks: ``(tricks, irregular, valid)``. ``"9"``,
    ``"NS 9"``, ``"EW 4 NS 9"``, ``"^5"`` (``^``: the players agreed on a number that
    differs from the tricks won). Side results need the declarer to be known."""
    value = text.strip()
    irregular = value.startswith("^")
    if irregular:
        value = value[1:].strip()
    tricks = small_int(value, 2)
    if tricks is not None:
        return (tricks, irregular, True) if tricks <= 13 else (None, irregular, False)
    m = _RESULT_SIDE.fullmatch(value)
    if m is None:
        return None, irregular, False
    stated = [(m.group(1), small_int(m.group(2), 2))]
    if m.group(3):
        stated.append((m.group(3), small_int(m.group(4), 2)))
    sides: dict[str, int] = {}
    for side, n in stated:
        if n is None or n > 13:
            return None, irregular, False
        sides[side.upper()] = n
    if declarer is None:
        return None, irregular, True
    side, other = declarer.side, "EW" if declarer.side == "NS" else "NS"
    if side in sides:
        return sides[side], irregular, True
    return 13 - sides[other], irregular, True
