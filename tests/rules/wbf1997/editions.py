"""Ruling one incident under either WBF code, for the tests that set the 1997 ruling beside
the 2017 one."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation

OLD, NEW = "wbf-1997", "wbf-2017"


def rule(edition: str, notation: str, dealer: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=edition)
    return table.replay(parse_notation(notation), list(answers))


def first(r: Ruling) -> Irregularity:
    return r.irregularities[0]


def leads(irr: Irregularity) -> set[tuple[str, str, str]]:
    return {(x.declarer_may, x.suit, x.law) for x in irr.rectification.lead_restrictions}
