from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation


def rule(
    notation: str, *answers: dict[str, Any], vul: Vulnerability = Vulnerability.NONE
) -> Ruling:
    table = Table(Seat.NORTH, vul)
    return table.replay(parse_notation(notation), list(answers))


def kind(ruling: Ruling, wanted: str) -> Irregularity:
    (found,) = [i for i in ruling.irregularities if i.kind == wanted]
    return found


def laws(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


def asked(irr: Irregularity) -> list[str]:
    return [q.id for q in irr.questions]


# Dealer N: 1NT 2C 2D; North explains 2D as natural (it was a transfer); West passes and
# North bids 2H, passed out. South, dummy, corrects after the final pass.
MI = "1NT 2C 2D N:explains:natural P 2H AP"


FOUND = {"finding": "explanation", "regulations": False}


def mi(notation: str, answers: dict[str, object], *more: dict[str, object]) -> object:
    return kind(rule(notation, answers, *more), "misinformation")
