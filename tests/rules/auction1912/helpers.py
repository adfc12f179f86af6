"""Ruling one incident under the Auction Bridge 1912 code."""

from typing import Any

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation

ED = "auction-bridge-1912"


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=ED)
    return table.replay(parse_notation(notation), list(answers))
