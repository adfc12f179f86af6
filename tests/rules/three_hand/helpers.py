"""Ruling one incident under the three-handed Auction code."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation

ED = "three-hand-auction"


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=ED)
    return table.replay(parse_notation(notation), list(answers))


def honours(irr: Irregularity) -> list[tuple[str, int, str]]:
    return [(h.seat, h.points, h.law) for h in irr.rectification.honour_points]


def steps(irr: Irregularity) -> str:
    return " | ".join(f"{s.law}: {s.text}" for s in irr.steps)
