"""Contract bridge, as the WBF Laws of Duplicate Bridge (2017, and 1997 alike) define it.

Four players in two fixed partnerships, North-South against East-West; 52 cards, 13 each.
Bids rank by level, then by denomination, clubs lowest and no trump highest (18B, 18D). The
auction ends with three passes after a bid, or four passes (22A); only an opponent's last
bid may be doubled, only an opponent's last double redoubled (19A1, 19B1). Declarer is the
player of the side that won the contract who first named its denomination (definitions:
"Declarer"). A hand scores by the Law 77 table.
"""

from __future__ import annotations

from typing import ClassVar

from director.game.base import Calls, Game, HandScore
from director.model.board import Vulnerability
from director.model.call import Bid, Strain
from director.model.deal import Deal
from director.scoring.contract import ContractResult
from director.scoring.law77 import score, side_score

__all__ = ["CONTRACT_BRIDGE", "ContractBridge"]


class ContractBridge(Game):
    id: ClassVar[str] = "contract-bridge"
    title: ClassVar[str] = "Contract bridge (duplicate)"

    def outranks(self, bid: Bid, other: Bid | None) -> bool:
        """18B/18D: a higher level, or the same level in a higher denomination."""
        return bid.is_sufficient_over(other)

    def lowest_sufficient(self, strain: Strain, last: Bid | None, royal: bool = False) -> Bid:
        if last is None:
            return Bid(1, strain)
        return Bid(last.level if strain > last.strain else last.level + 1, strain)

    def score(
        self,
        result: ContractResult,
        vulnerable: Vulnerability,
        *,
        royal: bool = False,
        calls: Calls = (),
        deal: Deal | None = None,
    ) -> HandScore:
        """Law 77: the declaring side's score and each side's."""
        declarer_side = (
            0
            if result.passed_out or result.declarer is None
            else score(result, vulnerable.is_vulnerable(result.declarer))
        )
        return HandScore(declarer_side, side_score(result, vulnerable))


CONTRACT_BRIDGE = ContractBridge()
