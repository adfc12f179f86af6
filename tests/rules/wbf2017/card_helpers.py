"""Tricks and views of a ruling's cards shared by the 2017 play tests (North declares 1S;
East leads; West holds 3.7632.J432.T987)."""

from director.engine.ruling import Irregularity, Ruling
from tests.rules.play.helpers import first, tricks

# North declares 1S; East leads. West holds 3.7632.J432.T987 (clubs T987).
T1 = "E:HA S:H8 W:H2 N:H4"
T2 = "E:HK S:H9 W:H3 N:H5"
T3 = "E:HQ S:HT W:H6 N:HJ"


def cards(r: Ruling, n: int) -> list[tuple[str, str]]:
    return [(c.seat, c.card) for c in r.play[n - 1].cards]


def pcs(irr: Irregularity) -> list[tuple[str, str, str, str]]:
    return [(p.seat, p.card, p.kind, p.law) for p in irr.rectification.penalty_cards]


def steps(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


REVOKE_AT_4 = f"{tricks(upto=3)} E:CA S:C6 W:H7 N:C2 W:correct:C7"


def status(r: object, kind: str) -> list[tuple[str, str | None]]:
    irr = first(r, kind)  # type: ignore[arg-type]
    return [(p.card, p.ended) for p in irr.rectification.penalty_cards]
