"""Auction Bridge under the Whist Club of New York's code, revision of 1912 (laws 42-52 in
the catalog, ``laws/auction-bridge-1912``).

What differs from contract bridge: six denominations, royal spades (``RS``) among them, each
with its trick value (Law 4: spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no
trumps 10); a declaration is higher when it is worth more points, or as many points for more
tricks (44); the dealer may not pass (42); the hand is scored by Laws 47, 48 (and 53, 56 for
doubling). Who plays is the player of the winning side who first named the final
denomination (46) — the rule contract bridge also keeps, spades and royal spades being
different denominations. Players, partnerships, the deck, doubling only an opponent's last
declaration and redoubling only an opponent's double (43), and the end of the auction
(three passes after a declaration) are as in the base game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from director.game.base import Calls, Game, HandScore
from director.model.board import Vulnerability
from director.model.call import Bid, Call, Pass, Strain
from director.model.deal import Deal
from director.model.kind import Kind
from director.model.seat import Seat
from director.scoring.auction_bridge_1912 import TRICK_VALUES, breakdown, honours
from director.scoring.contract import ContractResult
from director.scoring.three_hand_auction import PlayerItem

__all__ = ["AUCTION_BRIDGE_1912", "DEALER_PASSES", "AuctionBridge1912", "dealer_one_spade_final"]

DEALER_PASSES = Kind.DEALER_PASSES  # the kind of a pass by the dealer (42)


class AuctionBridge1912(Game):
    id: ClassVar[str] = "auction-bridge-1912"
    title: ClassVar[str] = "Auction Bridge (1912)"
    denominations: ClassVar[tuple[str, ...]] = ("S", "C", "D", "H", "RS", "NT")
    dealer_may_pass: ClassVar[bool] = False  # 42
    vulnerability: ClassVar[bool] = False  # the code scores no vulnerability (47, 48)

    def call_irregularity(self, calls: Calls, dealer: Seat, seat: Seat, call: Call) -> str | None:
        """42: the dealer may not open with a pass."""
        if not calls and seat is dealer and isinstance(call, Pass):
            return DEALER_PASSES
        return None

    def points(self, bid: Bid) -> int:
        """A declaration's value: its odd tricks times its trick value (44, Law 4)."""
        return bid.level * TRICK_VALUES[bid.denomination]

    def outranks(self, bid: Bid, other: Bid | None) -> bool:
        """44: more points, or as many points for more tricks."""
        if other is None:
            return True
        mine, theirs = self.points(bid), self.points(other)
        return mine > theirs or (mine == theirs and bid.level > other.level)

    def to_overcall(self, calls: Calls) -> Bid | None:
        """44, 50: the highest declaration standing. It is the last one, unless an
        insufficient declaration stands unpenalised (no demand, or too late under 50): a
        later declaration is then sufficient only over both."""
        best: Bid | None = None
        for _, call in calls:
            if isinstance(call, Bid) and self.outranks(call, best):
                best = call
        return best

    def score(
        self,
        result: ContractResult,
        vulnerable: Vulnerability,
        *,
        royal: bool = False,
        calls: Calls = (),
        deal: Deal | None = None,
    ) -> HandScore:
        """47, 48: the declaring side's trick score, or the adversaries' honour points for
        the tricks short, and with the deal the honours as held (vulnerability plays no part
        in this code)."""
        if result.passed_out or result.declarer is None:
            return HandScore(0, {"NS": 0, "EW": 0})
        items = breakdown(
            result.level,
            result.strain,
            result.doubled,
            result.tricks,
            royal=royal,
            dealer_one_spade=dealer_one_spade_final(calls),
        )
        if deal is not None:
            items += honours(deal, result.strain, result.declarer, royal=royal)
        ours = sum(i.points for i in items if i.side == "declarer")
        theirs = sum(i.points for i in items if i.side == "adversaries")
        side = result.declarer.side
        other = "EW" if side == "NS" else "NS"
        # Each item with its side and column: only the trick column counts toward game.
        lines = tuple(
            PlayerItem(side if i.side == "declarer" else other, i.label, i.points, i.law, i.column)
            for i in items
        )
        return HandScore(ours - theirs, {side: ours, other: theirs}, items=lines)


def dealer_one_spade_final(calls: Sequence[tuple[Seat, Call]]) -> bool:
    """48: the final declaration is the dealer's opening One Spade (no other bid followed)."""
    bids = [c for _, c in calls if isinstance(c, Bid)]
    return bool(calls) and bids == [calls[0][1]] and bids[0] == Bid(1, Strain.SPADES)


AUCTION_BRIDGE_1912 = AuctionBridge1912()
