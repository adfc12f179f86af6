"""The auction grid and the play, trick by trick, as rows of cells: every call as made,
the cancelled and withdrawn ones struck, each irregular call or card marked with the number
of the irregularity that explains it."""

from __future__ import annotations

import dataclasses

from director.engine.ruling import CallMade, Ruling
from director.report.deal import call, card

__all__ = ["Cell", "Trick", "auction_rows", "columns", "tricks"]

STRUCK = ("cancelled", "withdrawn")  # not "unruled" (Auction Bridge 1912: a stop)


@dataclasses.dataclass(frozen=True)
class Cell:
    text: str
    status: str = "legal"
    mark: int | None = None
    """The irregularity (1-based) this call or card is, when it is one."""
    lead: bool = False

    @property
    def struck(self) -> bool:
        return self.status in STRUCK


@dataclasses.dataclass(frozen=True)
class Trick:
    number: int
    leader: str
    cells: tuple[Cell | None, ...]
    winner: str


def columns(ruling: Ruling) -> list[str]:
    """W N E S, or the game's players when they are not four (three-handed Auction)."""
    order = ["W", "N", "E", "S"]
    view = ruling.table
    if view is not None and len(view.seats) != len(order):
        return list(view.seats)
    return order


def _marks(ruling: Ruling) -> dict[int, int]:
    """Event number -> the irregularity (1-based) made at that event."""
    return {irr.event: n for n, irr in reversed(list(enumerate(ruling.irregularities, 1)))}


def _made(ruling: Ruling) -> list[CallMade]:
    """Every call as made; without the table's view, the legal auction."""
    if ruling.table is not None:
        return ruling.table.calls
    return [CallMade(seat=c.seat, call=c.call, event=c.event or 0) for c in ruling.auction]


def auction_rows(ruling: Ruling) -> list[list[Cell | None]]:
    """Rows under :func:`columns`, the first starting at the dealer's column; a call takes
    the next row when its seat's cell is filled or lies to the left."""
    order = columns(ruling)
    marks = _marks(ruling)
    rows: list[list[Cell | None]] = []
    row: list[Cell | None] = [None] * len(order)
    col = order.index(ruling.dealer) if ruling.dealer in order else 0
    for made in _made(ruling):
        target = order.index(made.seat)
        if target < col or row[target] is not None:
            rows.append(row)
            row = [None] * len(order)
        row[target] = Cell(call(made.call), made.status, marks.get(made.event))
        col = target + 1
    if any(row) or not rows:
        rows.append(row)
    return rows


def tricks(ruling: Ruling) -> list[Trick]:
    """The tricks played, each card under its player's column, the lead marked."""
    order = columns(ruling)
    marks = _marks(ruling)
    out: list[Trick] = []
    for t in ruling.play:
        cells: list[Cell | None] = [None] * len(order)
        for played in t.cards:
            if played.seat in order:
                mark = marks.get(played.event) if played.event is not None else None
                lead = played.seat == t.leader
                cells[order.index(played.seat)] = Cell(card(played.card), mark=mark, lead=lead)
        out.append(Trick(t.number, t.leader, tuple(cells), t.winner or ""))
    return out
