"""The score of one hand of three-handed Auction: each player's own score (R. F. Foster's
three-hand laws 12 and 13, the hand otherwise scored as in Auction Bridge).

12: a declaration made is scored by the declarer as in Auction (Auction Bridge 1912, Laws 47,
53, 56: the odd tricks at their value toward game, doubled x2 and redoubled x4, and 50 (100)
and 50 (100) a trick over for a doubled (redoubled) declaration made); a declaration that
fails is scored by *each* of the two adversaries as in Auction (47: 50 / 100 / 200 a trick
short in his honour column; 48: the dealer's own opening One Spade loses at most 100 unless
redoubled — our reading: to each adversary, as each scores "as in Auction"). 13: honours are
each player's own, counted per hand that holds them — in a trump declaration one honour of
the ace, king, queen, jack and ten of trumps is worth one trick's value, two twice, three
three times, four eight times, five ten times; at no trumps each ace 10 and four in one
hand 100 — the declarer counting his own and the dummy packet's separately (two items).
Honours are never doubled (Auction). A hand scores no game, rubber or settlement (14, 15
work over a rubber); neither slam nor chicane is scored (as in the Auction Bridge scorer).
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from director.model.call import Strain
from director.model.card import Rank, Suit
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trump_suit
from director.scoring.auction_bridge_1912 import breakdown as auction_breakdown
from director.scoring.auction_bridge_1912 import trick_value

__all__ = ["PLAYERS", "PlayerItem", "breakdown", "honours", "totals"]

PLAYERS = (Seat.NORTH, Seat.EAST, Seat.SOUTH)
DUMMY_PACKET = Seat.WEST
_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
_UNITS = {1: 1, 2: 2, 3: 3, 4: 8, 5: 10}  # 13: tricks' value by honours in one hand


@dataclasses.dataclass(frozen=True)
class PlayerItem:
    """One line of a player's score: who scores it, its points, law and column."""

    seat: str  # N, E or S
    label: str
    points: int
    law: str
    column: Literal["trick", "honour"]


def _adversaries(declarer: Seat) -> tuple[Seat, Seat]:
    left, right = [s for s in PLAYERS if s is not declarer]
    return left, right


def breakdown(
    level: int,
    strain: Strain,
    doubled: int,
    tricks: int,
    declarer: Seat,
    *,
    royal: bool = False,
    dealer_one_spade: bool = False,
) -> list[PlayerItem]:
    """12: the items of the hand without honours; ``tricks`` won by the declarer with the
    dummy packet. Made: the declarer's Auction items; failed: each adversary's."""
    items = auction_breakdown(
        level, strain, doubled, tricks, royal=royal, dealer_one_spade=dealer_one_spade
    )
    if declarer not in PLAYERS:
        raise ValueError(f"the declarer is one of the three players (N, E, S), not {declarer}")
    if items[0].side == "declarer":
        return [
            PlayerItem(declarer.letter, i.label, i.points, f"12 (Auction {i.law})", i.column)
            for i in items
        ]
    return [
        PlayerItem(seat.letter, i.label, i.points, f"12 (Auction {i.law})", i.column)
        for seat in _adversaries(declarer)
        for i in items
    ]


def honours(deal: Deal, strain: Strain, declarer: Seat, *, royal: bool = False) -> list[PlayerItem]:
    """13: each hand's honours to the player who holds it, the dummy packet's to the
    declarer; nothing when a hand of the deal is unknown."""
    trump = trump_suit(strain)
    if trump is None:
        wanted = {(suit, Rank.ACE) for suit in Suit}
    else:
        wanted = {(trump, rank) for rank in _HONOURS}
    held: dict[Seat, int] = {}
    for seat in Seat:
        hand = deal[seat]
        if hand is None:
            return []
        held[seat] = len([card for card in hand if (card.suit, card.rank) in wanted])
    items: list[PlayerItem] = []
    for seat in (*PLAYERS, DUMMY_PACKET):
        count = held[seat]
        if not count:
            continue
        scorer = declarer if seat is DUMMY_PACKET else seat
        whose = "the dummy packet's" if seat is DUMMY_PACKET else "his own"
        if trump is None:
            points = 100 if count == 4 else 10 * count
            label = f"{count} ace(s) ({whose})" + (": four in one hand" if count == 4 else "")
        else:
            value = trick_value(strain, royal)
            points = _UNITS[count] * value
            units = _UNITS[count]
            worth = f"{units} tricks' value" if units > 1 else "one trick's value"
            label = f"{count} honour(s) ({whose}): {worth} at {value}"
        items.append(PlayerItem(scorer.letter, label, points, "13", "honour"))
    return items


def totals(items: list[PlayerItem]) -> dict[str, int]:
    """Each player's points for the hand (N, E, S), every item counted once."""
    out = {seat.letter: 0 for seat in PLAYERS}
    for item in items:
        out[item.seat] += item.points
    return out
