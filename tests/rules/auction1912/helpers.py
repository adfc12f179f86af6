"""Ruling one incident under the Auction Bridge 1912 code, and scoring its contract."""

from typing import Any

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.game.auction_bridge_1912 import AUCTION_BRIDGE_1912
from director.game.base import HandScore
from director.model import Seat, Vulnerability
from director.model.call import Strain
from director.record.incident import parse_notation
from director.scoring.contract import ContractResult

ED = "auction-bridge-1912"


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=ED)
    return table.replay(parse_notation(notation), list(answers))


def facts(ruling: Ruling) -> tuple[str, str, str, str | None]:
    """The one irregularity's kind, law, offender and the law it stopped at (None: ruled)."""
    (irr,) = ruling.irregularities
    return irr.kind, irr.law, irr.offender, irr.not_ruled


def score(ruling: Ruling, tricks: int) -> HandScore:
    """The ruling's contract scored by the 1912 code (47, 48, 53, 56) when the declarer's
    side takes ``tricks`` (no honours: no deal)."""
    c = ruling.contract
    assert c is not None
    royal = c.strain == "RS"
    result = ContractResult(
        c.level,
        Strain.SPADES if royal else Strain.parse(c.strain),
        c.doubled,
        Seat.parse(c.declarer),
        tricks,
    )
    return AUCTION_BRIDGE_1912.score(result, Vulnerability.NONE, royal=royal)


def items(hand: HandScore) -> list[tuple[str, int, str]]:
    """Each item of a scored hand: its side, points and law."""
    return [(i.seat, i.points, i.law) for i in hand.items]
