"""The rule API (:class:`~director.engine.table_api.TableApi`): what a rule reads of the
table and does to it, on a table part-way through a record."""

from __future__ import annotations

from director.engine.events import CallEvent
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.call import Pass, parse_call
from director.record.incident import parse_notation

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table(notation: str, replayed: int) -> Table:
    """A table that has replayed the first ``replayed`` events of ``notation``."""
    table = Table(N, Vulnerability.NONE)
    table.events = parse_notation(notation)
    for _ in range(replayed):
        table.dispatch(table.consume())
    return table


def test_reading_the_auction_and_the_record_ahead() -> None:
    table = _table("1C P 1H P 1S P", 2)
    api = table.api
    assert api.turn is S
    assert [str(c) for _, c in api.auction.calls] == ["1C", "Pass"]
    assert api.has_called(E) and not api.has_called(S)
    assert [e.event for e in api.legal_entries()] == [1, 2]
    assert [e.index for e in api.upcoming()] == [3, 4, 5, 6]
    assert [e.index for e in api.upcoming(2)] == [3, 4]
    nxt = api.next_event()
    assert nxt is not None and nxt.index == 3
    assert api.take_next().index == 3  # taken: the table will not read it again
    assert [e.index for e in api.upcoming()] == [4, 5, 6]


def test_accept_process_and_set_turn() -> None:
    api = _table("1C P", 2).api
    api.accept(S, parse_call("1H"), 3)
    assert api.turn is W
    api.process(CallEvent(4, W, Pass()))
    assert api.turn is N and [e.event for e in api.legal_entries()] == [1, 2, 3, 4]
    api.set_turn(S)
    assert api.turn is S


def test_amend_call_puts_the_new_call_in_place() -> None:
    api = _table("1C P 1H P", 4).api
    entry = api.legal_entries()[2]
    api.amend_call(entry, parse_call("1S"))
    assert [str(c) for _, c in api.auction.calls] == ["1C", "Pass", "1S", "Pass"]
    assert str(api.legal_entries()[2].call) == "1S" and api.legal_entries()[2].event == 3


def test_a_ruling_reopens_the_auction_at_a_position() -> None:
    table = _table("1C P 1H P", 4)
    ctx = table.open_ruling("call-out-of-rotation", table.events[3], W)
    ctx.reopen_at(S, 2)
    assert [str(c) for _, c in ctx.auction.calls] == ["1C", "Pass"]
    assert ctx.turn is S
    assert ctx.out.rectification.cancelled_events == [3, 4]
    assert [e.status for e in ctx.entries] == ["legal", "legal", "cancelled", "cancelled"]
    assert ctx.rulings == (ctx,)
    ctx.withdraw()
    assert len(ctx.rulings) == 0
