"""The score of one hand of Auction Bridge under the Whist Club code of 1912 (Laws 47, 48).

Trick values a trick over six (Law 4 of the code, read by the research sheet
``historical-codes.md``): spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no trumps
10, doubled twice and redoubled four times over (Law 53). A declaration made scores all the
odd tricks won toward game (47), and a doubled or redoubled one made adds 50 (100) and 50
(100) a trick over (Law 56). A declaration that fails scores nothing toward game: the
adversaries score 50 / 100 / 200 a trick short (undoubled / doubled / redoubled) in their
honour column (47); when the final declaration is the dealer's own opening One Spade the
loss is at most 100 unless redoubled (48). Honours count as held whatever happens (48), by
the values of Laws 5-6 as the research sheet read them (:func:`honours`, from the deal).
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from director.model.call import Strain
from director.model.card import Rank, Suit
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trump_suit

__all__ = ["TRICK_VALUES", "Item", "breakdown", "honours", "trick_value"]

# A trick's value by denomination letters (Law 4); "RS" is royal spades.
TRICK_VALUES = {"S": 2, "C": 6, "D": 7, "H": 8, "RS": 9, "NT": 10}
_DOUBLING = ("", " doubled", " redoubled")


@dataclasses.dataclass(frozen=True)
class Item:
    """One line of the score: who scores it, in which column, its points and law."""

    label: str
    points: int
    law: str
    side: Literal["declarer", "adversaries"]
    column: Literal["trick", "honour"]


def trick_value(strain: Strain, royal: bool = False) -> int:
    return TRICK_VALUES["RS" if royal else strain.letter]


def breakdown(
    level: int,
    strain: Strain,
    doubled: int,
    tricks: int,
    *,
    royal: bool = False,
    dealer_one_spade: bool = False,
) -> list[Item]:
    """The items of a hand: ``level`` odd tricks declared in ``strain`` (``royal`` spades),
    ``doubled`` 0/1/2, ``tricks`` won by declarer's side (0-13). ``dealer_one_spade``: the
    final declaration is the dealer's opening One Spade (Law 48)."""
    odd = tricks - 6
    factor = (1, 2, 4)[doubled]
    if odd >= level:
        value = trick_value(strain, royal) * factor
        items = [
            Item(f"{odd} odd trick(s) at {value}{_DOUBLING[doubled]}", odd * value, "47",
                 "declarer", "trick"),
        ]  # fmt: skip
        if doubled:
            bonus = 50 * doubled
            items.append(Item(f"declaration made{_DOUBLING[doubled]}", bonus, "56", "declarer",
                              "honour"))  # fmt: skip
            if odd > level:
                items.append(Item(f"{odd - level} trick(s) over{_DOUBLING[doubled]}",
                                  (odd - level) * bonus, "56", "declarer", "honour"))  # fmt: skip
        return items
    short = level - odd
    per = (50, 100, 200)[doubled]
    loss = short * per
    items = [
        Item(f"{short} trick(s) short at {per}{_DOUBLING[doubled]}", loss, "47", "adversaries",
             "honour"),
    ]  # fmt: skip
    if dealer_one_spade and doubled < 2 and loss > 100:
        items.append(Item("the dealer's One Spade: loss limited to 100", 100 - loss, "48",
                          "adversaries", "honour"))  # fmt: skip
    return items


_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours(deal: Deal, strain: Strain, declarer: Seat, *, royal: bool = False) -> list[Item]:
    """48: honours scored as held, to the side that held them, in its honour column, never
    doubled. A trump contract: the ace, king, queen, jack and ten of trumps — three held by
    a side are worth 2 tricks' value, four 4 (8 if in one hand), five 5 (9 with four in one
    hand, 10 with all five). No trumps: the aces — three 30, four 40, four in one hand 100.
    Nothing when a hand of the deal is unknown."""
    hands = {seat: deal[seat] for seat in Seat}
    trump = trump_suit(strain)
    if trump is None:
        wanted = [(suit, Rank.ACE) for suit in Suit]
    else:
        wanted = [(trump, rank) for rank in _HONOURS]
    held: dict[Seat, int] = {}
    for seat, hand in hands.items():
        if hand is None:
            return []
        held[seat] = len([card for card in hand if (card.suit, card.rank) in wanted])
    for side, seats in (("NS", (Seat.NORTH, Seat.SOUTH)), ("EW", (Seat.EAST, Seat.WEST))):
        count, one_hand = sum(held[s] for s in seats), max(held[s] for s in seats)
        if count < 3:
            continue
        if trump is None:
            points = 100 if one_hand == 4 else {3: 30, 4: 40}[count]
            label = f"{count} aces" + (" in one hand" if one_hand == 4 else "")
        else:
            units = {3: 2, 4: 8 if one_hand == 4 else 4, 5: {5: 10, 4: 9}.get(one_hand, 5)}
            value = trick_value(strain, royal)
            points = units[count] * value
            label = (
                f"{count} honours ({one_hand} in one hand): {units[count]} tricks' value at {value}"
            )
        who: Literal["declarer", "adversaries"] = (
            "declarer" if side == declarer.side else "adversaries"
        )
        return [Item(f"{label}, held by {side}", points, "48", who, "honour")]
    return []
