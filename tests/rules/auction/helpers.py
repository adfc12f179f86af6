from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE)
    return table.replay(parse_notation(notation), list(answers))


def only(ruling: Ruling) -> Irregularity:
    assert len(ruling.irregularities) == 1, [i.kind for i in ruling.irregularities]
    return ruling.irregularities[0]


def auction(ruling: Ruling) -> str:
    return " ".join(f"{c.seat}:{c.call}" for c in ruling.auction)


def bars(irr: Irregularity) -> set[tuple[str, str, str]]:
    return {(m.seat, m.scope, m.law) for m in irr.rectification.must_pass}


def facts(r: Ruling) -> tuple[object, ...]:
    """What a ruling on one irregularity decides: two rulings with the same facts agree."""
    (irr,) = r.irregularities
    rect = irr.rectification
    return (
        irr.kind,
        irr.law,
        [(q.id, q.answer) for q in irr.questions],
        rect.must_pass,
        rect.lead_restrictions,
        rect.cancelled_events,
        auction(r),
    )
