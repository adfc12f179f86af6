"""The bridge domain: small frozen value types."""

from director.model.board import Vulnerability
from director.model.call import Bid, Call, Double, Pass, Redouble, Strain, parse_call
from director.model.card import Card, Rank, Suit
from director.model.deal import Deal
from director.model.hand import Hand
from director.model.seat import Seat

__all__ = [
    "Bid",
    "Call",
    "Card",
    "Deal",
    "Double",
    "Hand",
    "Pass",
    "Rank",
    "Redouble",
    "Seat",
    "Strain",
    "Suit",
    "Vulnerability",
    "parse_call",
]
