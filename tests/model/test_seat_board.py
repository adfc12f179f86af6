import pytest

from director.errors import InvalidBoardError, InvalidSeatError
from director.model import Seat, Vulnerability


@pytest.mark.parametrize("text", ["N", "n", "north", "North", " NORTH "])
def test_seat_parse_accepts_letters_and_names(text: str) -> None:
    assert Seat.parse(text) is Seat.NORTH


def test_seat_parse_rejects_unknown_seat_naming_it() -> None:
    with pytest.raises(InvalidSeatError, match="invalid seat 'X'"):
        Seat.parse("X")


def test_seat_arithmetic_is_clockwise() -> None:
    assert Seat.NORTH.lho is Seat.EAST
    assert Seat.NORTH.next is Seat.EAST
    assert Seat.NORTH.rho is Seat.WEST
    assert Seat.NORTH.partner is Seat.SOUTH
    assert Seat.WEST.lho is Seat.NORTH
    assert list(Seat.SOUTH.iter_from()) == [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    assert Seat.EAST.turns_to(Seat.NORTH) == 3
    assert Seat.EAST.is_opponent_of(Seat.SOUTH)
    assert not Seat.EAST.is_opponent_of(Seat.WEST)
    assert Seat.EAST.is_partner_of(Seat.WEST)
    assert (Seat.EAST.side, Seat.SOUTH.side) == ("EW", "NS")
    assert [Seat.WEST.after(n) for n in (0, 1, 2, 5)] == [
        Seat.WEST, Seat.NORTH, Seat.EAST, Seat.NORTH
    ]  # fmt: skip
    assert Seat.SOUTH.after(3) is Seat.EAST  # the member itself, as the enum gives it


# The standard cycle: (board, dealer, vulnerability) for boards 1-16, then it repeats.
CYCLE = [
    (1, "N", "none"), (2, "E", "ns"), (3, "S", "ew"), (4, "W", "both"),
    (5, "N", "ns"), (6, "E", "ew"), (7, "S", "both"), (8, "W", "none"),
    (9, "N", "ew"), (10, "E", "both"), (11, "S", "none"), (12, "W", "ns"),
    (13, "N", "both"), (14, "E", "none"), (15, "S", "ns"), (16, "W", "ew"),
]  # fmt: skip


@pytest.mark.parametrize(("board", "dealer", "vul"), CYCLE)
def test_dealer_and_vulnerability_of_board(board: int, dealer: str, vul: str) -> None:
    for b in (board, board + 16, board + 48):
        assert Seat.dealer_of_board(b) is Seat.parse(dealer)
        assert Vulnerability.of_board(b) is Vulnerability.parse(vul)


def test_board_zero_is_rejected() -> None:
    with pytest.raises(InvalidBoardError, match="invalid board number 0"):
        Vulnerability.of_board(0)


@pytest.mark.parametrize(
    ("text", "vul"),
    [("None", Vulnerability.NONE), ("-", Vulnerability.NONE), ("Love", Vulnerability.NONE),
     ("NS", Vulnerability.NS), ("n-s", Vulnerability.NS), ("EW", Vulnerability.EW),
     ("E-W", Vulnerability.EW), ("All", Vulnerability.BOTH), ("both", Vulnerability.BOTH)],
)  # fmt: skip
def test_vulnerability_parse(text: str, vul: Vulnerability) -> None:
    assert Vulnerability.parse(text) is vul


def test_vulnerability_of_seats() -> None:
    assert Vulnerability.NS.is_vulnerable(Seat.SOUTH)
    assert not Vulnerability.NS.is_vulnerable(Seat.EAST)
    assert Vulnerability.BOTH.is_vulnerable(Seat.WEST)
    assert not Vulnerability.NONE.is_vulnerable(Seat.NORTH)
    with pytest.raises(InvalidBoardError, match="invalid vulnerability 'sometimes'"):
        Vulnerability.parse("sometimes")
