"""A deal and a complete, legal play of 1S by North (dealer North, none vulnerable), from
which the play tests make their incidents.

    N  SAKQ2 HJ54 DT98 CJ432... (see DEAL)
Tricks (leader first): E wins 1-5 and 10, S (dummy) wins 6, 11-13, N wins 7-9:
declarer's side takes 7 tricks, 1S just made (+80).
"""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
AUCTION = "1S AP"
TRICKS = [
    "E:HA S:H8 W:H2 N:H4",
    "E:HK S:H9 W:H3 N:H5",
    "E:HQ S:HT W:H6 N:HJ",
    "E:CA S:C6 W:C7 N:C2",
    "E:CK S:CJ W:C8 N:C3",
    "E:C5 S:CQ W:C9 N:C4",
    "S:S4 W:S3 N:SA E:S8",
    "N:SK E:S9 S:S5 W:H7",
    "N:SQ E:ST S:S6 W:D2",
    "N:S2 E:SJ S:S7 W:D3",
    "E:D7 S:DA W:D4 N:D8",
    "S:DK W:DJ N:D9 E:D6",
    "S:DQ W:CT N:DT E:D5",
]


def tricks(*changes: tuple[int, str], upto: int = 13) -> str:
    """The base play up to trick ``upto`` with some tricks replaced: (number, cards)."""
    out = list(TRICKS[:upto])
    for number, cards in changes:
        out[number - 1] = cards
    return " ".join(out)


def play(
    events: str, *answers: dict[str, Any], deal: str | None = DEAL, vul: str = "none"
) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.parse(vul), Deal.from_pbn(deal) if deal else None)
    return table.replay(parse_notation(f"{AUCTION} {events}"), list(answers))


def kinds(ruling: Ruling) -> list[str]:
    return [i.kind for i in ruling.irregularities]


def first(ruling: Ruling, kind: str) -> Irregularity:
    return next(i for i in ruling.irregularities if i.kind == kind)


def laws(irr: Irregularity) -> list[str]:
    return irr.rectification.laws
