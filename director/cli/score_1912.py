"""``director score RESULT --edition auction-bridge-1912``: a hand of Auction Bridge scored by
the 1912 code (Laws 47, 48; trick values of Law 4, doubling of 53 and 56), each item with
its law, the side that scores it and its column."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.model.call import Strain
    from director.model.deal import Deal
    from director.model.seat import Seat

_RESULT = re.compile(
    r"^\s*([1-7])\s*(RS|R♠|NT|N|S|♠|C|♣|D|♦|H|♥)\s*(XX|X|R|D)?\s*(=|[+-]\d{1,2}|\d{1,2})\s*$",
    re.IGNORECASE,
)
_LETTER = {"♠": "S", "♣": "C", "♦": "D", "♥": "H", "N": "NT", "R♠": "RS"}


def run(
    text: str, declarer: Seat | None, dealer_one_spade: bool, fmt: str, deal: str | None
) -> None:
    """Score ``text`` (``2H+1``, ``3RSX-2``, ``1NT 8`` — tricks taken) and print it; with
    ``deal`` (PBN) the honours as held too."""
    from director.cli.errors import fail
    from director.output.formats import DOCUMENT, Document
    from director.scoring.auction_bridge_1912 import breakdown, honours

    level, denomination, doubled, tricks = parse_result(text)
    strain, royal = declaration(level, denomination, dealer_one_spade, "Law 48")
    items = breakdown(
        level, strain, doubled, tricks, royal=royal, dealer_one_spade=dealer_one_spade
    )
    if deal is not None:
        if declarer is None:
            raise fail("--deal: give --declarer too, so that the honours go to the right side")
        items += honours(read_deal(deal), strain, declarer, royal=royal)
    ours = sum(i.points for i in items if i.side == "declarer")
    theirs = sum(i.points for i in items if i.side == "adversaries")
    contract = f"{level}{denomination}{'X' * doubled}"
    sides = None
    if declarer is not None:
        other = "EW" if declarer.side == "NS" else "NS"
        sides = {declarer.side: ours, other: theirs}

    def data() -> object:
        return {
            "edition": "auction-bridge-1912",
            "contract": contract,
            "declarer": declarer.letter if declarer is not None else None,
            "tricks": tricks,
            "dealer_one_spade": dealer_one_spade,
            "items": [
                {
                    "label": i.label,
                    "points": i.points,
                    "law": i.law,
                    "side": i.side,
                    "column": i.column,
                }
                for i in items
            ],
            "declarer_side": ours,
            "adversaries": theirs,
            "sides": sides,
        }

    def show() -> None:
        by = f" by {declarer.letter}" if declarer is not None else ""
        print(f"{contract}{by}, {tricks} tricks (Auction Bridge 1912)")
        for i in items:
            who = "declarer's side" if i.side == "declarer" else "adversaries"
            print(f"  [{i.law}] {i.label}: {i.points:+d} to the {who} ({i.column} column)")
        if sides is not None:
            print("  " + "   ".join(f"{k} {v}" for k, v in sides.items()))
        else:
            print(f"  declarer's side {ours}   adversaries {theirs}")

    DOCUMENT.emit(fmt, Document(data, show))


def parse_result(text: str) -> tuple[int, str, int, int]:
    """An Auction result (``2H+1``, ``3RSX-2``, ``'4C 9'``): its level, denomination letters
    (``RS`` royal spades), doubling 0/1/2 and the tricks taken; a bad one fails (exit 2)."""
    from director.cli.errors import fail

    m = _RESULT.match(text)
    if not m:
        raise fail(
            f"RESULT: {text!r} is not an Auction Bridge result "
            "(e.g. 2H+1, 3RSX-2, 1NT=, '4C 9' with the tricks taken)"
        )
    level, denomination = int(m.group(1)), m.group(2).upper()
    denomination = _LETTER.get(denomination, denomination)
    doubled = {"": 0, "X": 1, "D": 1, "XX": 2, "R": 2}[(m.group(3) or "").upper()]
    outcome = m.group(4)
    if outcome == "=":
        tricks = level + 6
    elif outcome[0] in "+-":
        tricks = level + 6 + int(outcome)
    else:
        tricks = int(outcome)
    if not 0 <= tricks <= 13:
        raise fail(f"RESULT: {text!r} gives {tricks} tricks (a hand has 0 to 13)")
    return level, denomination, doubled, tricks


def declaration(
    level: int, denomination: str, dealer_one_spade: bool, law48: str
) -> tuple[Strain, bool]:
    """The strain of a parsed result and whether it is royal spades; ``--dealer-one-spade``
    checked against it (``law48``: how the law is named in the message)."""
    from director.cli.errors import fail
    from director.model.call import Strain

    if dealer_one_spade and (level, denomination) != (1, "S"):
        raise fail(f"--dealer-one-spade: the declaration must be One Spade ({law48})")
    royal = denomination == "RS"
    return (Strain.SPADES if royal else Strain.parse(denomination)), royal


def read_deal(deal: str) -> Deal:
    """``--deal`` (PBN) read, or a one-line error (exit 2)."""
    from director.cli.errors import fail
    from director.errors import DirectorError
    from director.model.deal import Deal

    try:
        return Deal.from_pbn(deal)
    except DirectorError as e:
        raise fail(f"--deal: {e}") from None
