"""The deal as a bridge reader expects to see it: four hands around a compass, each suit
with its symbol; cards and calls written with suit symbols."""

from __future__ import annotations

import dataclasses
import re

from director.engine.ruling import Ruling

__all__ = ["SEAT_NAMES", "SUITS", "Hand", "card", "hands", "rank"]

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
_CALL = re.compile(r"^(?P<level>[1-7])(?P<strain>[SHDC])(?P<rest>.*)$")


@dataclasses.dataclass(frozen=True)
class Hand:
    """One player's cards, suit by suit (spades first), ranks spaced, a void as a dash;
    ``packet``: the dummy packet of three-handed Auction, which no player holds."""

    seat: str
    suits: tuple[tuple[str, str], ...]
    packet: bool = False

    @property
    def name(self) -> str:
        return SEAT_NAMES.get(self.seat, self.seat)


def rank(text: str) -> str:
    """``T`` as ``10``, the other ranks as they are."""
    return "10" if text == "T" else text


def card(text: str) -> str:
    """``HA`` as ``♥A``, ``ST`` as ``♠10``; anything else as it is."""
    if len(text) == 2 and text[0] in SUITS:
        return SUITS[text[0]] + rank(text[1])
    return text


def call(text: str) -> str:
    """``1H`` as ``1♥``, ``4SX`` as ``4♠X``; a call already written with a symbol, a pass
    or a double as it is."""
    m = _CALL.match(text)
    return f"{m['level']}{SUITS[m['strain']]}{m['rest']}" if m else text


def hands(ruling: Ruling) -> dict[str, Hand]:
    """Each seat's hand by its letter (PBN order S.H.D.C); empty when the ruling carries no
    deal (a record without one, or a ruling read back from JSON)."""
    view = ruling.table
    if view is None:
        return {}
    out: dict[str, Hand] = {}
    for seat, pbn in view.hands.items():
        if not pbn:
            continue
        holdings = pbn.split(".")
        suits = tuple(
            (letter, " ".join(rank(r) for r in cards) or "—")
            for letter, cards in zip(SUITS, holdings, strict=False)
        )
        out[seat] = Hand(seat, suits, packet=seat not in view.seats)
    return out
