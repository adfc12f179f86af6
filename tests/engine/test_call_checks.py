"""The table's detection order for a call is the edition's (issue 26): it walks the
edition's ``call_marks`` and ``call_checks`` in order, so that an edition may reorder, drop
or replace a check."""

from __future__ import annotations

from director.editions import WBF2017, get_edition
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.kind import Kind
from director.record.incident import parse_notation

N = Seat.NORTH


def _path(check: str) -> str:
    return f"director.rules.common.calls:{check}"


class _NoInsufficientBid(WBF2017):
    """A code that checks no bid for sufficiency."""

    id = "test-no-insufficient-bid"
    call_checks = tuple(c for c in WBF2017.call_checks if c != _path("insufficient"))


class _RotationFirst(WBF2017):
    """A code that reads a call out of rotation before a bid of more than seven."""

    id = "test-rotation-first"
    call_checks = (
        _path("out_of_rotation"),
        *(c for c in WBF2017.call_checks if c != _path("out_of_rotation")),
    )


def _replay(edition: WBF2017, notation: str) -> Ruling:
    return Table(N, Vulnerability.NONE, edition=edition).replay(parse_notation(notation))


def test_the_2017_order_is_the_laws() -> None:
    edition = get_edition("wbf-2017")
    assert [c.partition(":")[2] for c in edition.call_checks] == [
        "rho_barred",
        "above_seven",
        "inadmissible",
        "barred",
        "forbidden_by_game",
        "change_at_lho_turn",
        "out_of_rotation",
        "insufficient",
    ]
    assert [f.__name__ for f in edition.checks] == [
        c.partition(":")[2] for c in edition.call_checks
    ]
    assert len(edition.marks) == len(edition.call_marks) == 6


def test_every_edition_walks_checks() -> None:
    for name in ("wbf-1997", "auction-bridge-1912", "three-hand-auction"):
        edition = get_edition(name)
        assert edition.checks and edition.marks, name


def test_a_dropped_check_finds_nothing() -> None:
    assert [i.kind for i in _replay(get_edition(), "1H 1C").irregularities] == [
        Kind.INSUFFICIENT_BID
    ]
    ruling = _replay(_NoInsufficientBid(), "1H 1C")
    assert ruling.irregularities == []
    assert [c.call for c in ruling.auction] == ["1H", "1C"]


def test_a_reordered_check_comes_first() -> None:
    # South bids eight at East's turn: 2017 reads the bid above seven first (38) ...
    default = _replay(get_edition(), "1H S:8C")
    assert [i.kind for i in default.irregularities] == [Kind.BID_ABOVE_SEVEN]
    # ... an edition that checks rotation first finds a bid out of rotation (29, 31).
    reordered = _replay(_RotationFirst(), "1H S:8C")
    assert [(i.kind, i.law) for i in reordered.irregularities] == [
        (Kind.BID_OUT_OF_ROTATION, "31")
    ]
