"""Three-handed ("cut-throat") Auction, laws 1-10 of the seed (R. F. Foster's three-hand laws,
as the research sheet identifies them); the bidding otherwise as in Auction Bridge (L4).

What differs from Auction Bridge: three players, each for himself (L1), at North, East and
South; the fourth packet, West's place, is the dummy, untouched until the auction ends (L3)
and never calls. There are no partners in the auction: any other player is an opponent (L4),
so any player may double another's declaration, and only the player whose declaration was
doubled may redouble it (our reading of L10 with Auction Bridge L43). A declaration passed
by both others is final (L7), and its maker plays his hand and the dummy against the other
two, partners for that hand only (L7). The seating of L2/L8 is a fact to show, not a rule.

The play (L7, L8): the declarer plays his hand and the dummy packet against the two others.
The trick rules work on four positions, the dummy opposite the declarer and the adversaries
opposite each other (L8's square table; at a round table the order is the same): the three
players keep their clockwise order, the dummy between the two adversaries. The declarer
keeps his own seat, his left-hand adversary (the next player, who leads: Auction L58 by the
general laws) sits at his left, the dummy packet opposite him and the third player at his
right (:meth:`ThreeHandAuction.play_seating`). The table translates at its edges: a record
names the players by their own letters and the dummy packet as ``W``.
"""

from __future__ import annotations

from typing import ClassVar

from director.game.auction_bridge_1912 import AuctionBridge1912, dealer_one_spade_final
from director.game.base import Calls, HandScore, last_action
from director.model.board import Vulnerability
from director.model.call import Bid, Double
from director.model.deal import Deal
from director.model.seat import Seat
from director.scoring.contract import ContractResult
from director.scoring.three_hand_auction import PLAYERS, breakdown, honours, totals

__all__ = ["THREE_HAND_AUCTION", "ThreeHandAuction"]


class ThreeHandAuction(AuctionBridge1912):
    id: ClassVar[str] = "three-hand-auction"
    title: ClassVar[str] = "Three-handed Auction"
    seats: ClassVar[tuple[Seat, ...]] = (Seat.NORTH, Seat.EAST, Seat.SOUTH)  # L1
    fixed_partnerships: ClassVar[bool] = False
    dummy_packet: ClassVar[Seat] = Seat.WEST  # L3

    def next_seat(self, seat: Seat) -> Seat:
        """The next of the three players to the left, passing over the dummy packet."""
        following = seat.lho
        return following.lho if following is self.dummy_packet else following

    def previous_seat(self, seat: Seat) -> Seat:
        """The previous of the three players, passing over the dummy packet."""
        before = seat.rho
        return before.rho if before is self.dummy_packet else before

    def are_opponents(self, a: Seat, b: Seat) -> bool:
        """L4: each bids on his own account: every other player is an opponent."""
        return a is not b

    def can_redouble(self, calls: Calls, seat: Seat) -> bool:
        """Only the player whose declaration was doubled, with only passes since."""
        last = last_action(calls)
        bids = [s for s, c in calls if isinstance(c, Bid)]
        return (
            last is not None
            and isinstance(last[1], Double)
            and bool(bids)
            and bids[-1] is seat
            and last[0] is not seat
        )

    def declarer(self, calls: Calls, seat: Seat, bid: Bid) -> Seat:
        """L7: the maker of the final declaration plays it."""
        return seat

    def play_seating(self, declarer: Seat) -> dict[Seat, Seat]:
        """L8: position -> holder. The declarer at his own place, the dummy packet opposite
        him, his left-hand adversary (the next player in rotation) at his left and the
        third player at his right."""
        return {
            declarer: declarer,
            declarer.lho: self.next_seat(declarer),
            declarer.partner: self.dummy_packet,
            declarer.rho: self.previous_seat(declarer),
        }

    def score(
        self,
        result: ContractResult,
        vulnerable: Vulnerability,
        *,
        royal: bool = False,
        calls: Calls = (),
        deal: Deal | None = None,
    ) -> HandScore:
        """12, 13: each player's own score — the declarer's as in Auction when he makes
        his declaration, each adversary's as in Auction when he fails — and, with the deal,
        each player's honours (the dummy packet's to the declarer). ``declarer_side``: the
        declarer's own points; no sides."""
        if result.passed_out or result.declarer is None:  # the dealer must declare (42)
            return HandScore(0, {}, {seat.letter: 0 for seat in PLAYERS})
        items = breakdown(
            result.level,
            result.strain,
            result.doubled,
            result.tricks,
            result.declarer,
            royal=royal,
            dealer_one_spade=dealer_one_spade_final(calls),
        )
        if deal is not None:
            items += honours(deal, result.strain, result.declarer, royal=royal)
        players = totals(items)
        return HandScore(players[result.declarer.letter], {}, players, tuple(items))


THREE_HAND_AUCTION = ThreeHandAuction()
