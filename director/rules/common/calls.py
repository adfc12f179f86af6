"""The checks of a call at the table, in the order the Laws of Duplicate Bridge read it.

An edition lists them (``call_marks``, ``call_checks``) and the table walks the list: each
check takes the table and the call event and returns the kind of irregularity it finds, or
``None`` for the next check; a call no check stops is accepted. The order is the Laws' (as
:class:`~director.editions.WBF2017` lists it):

Marks on the call (read before a rule waiting for the player's call takes it)
    A call made holding another board's cards (15A), changed after misinformation (21B),
    questioned after unauthorised information (16B1), changed (25); a call after the final
    pass (39); a simultaneous call (33, which goes on to the call itself).

The ordinary path
    A call at the turn of the player on the caller's right who must pass is in rotation,
    that player deemed to pass (28A); a bid above seven (38); an inadmissible double or
    redouble (36); a call by a player required to pass (37, 35B); what the game itself
    forbids (Auction Bridge 1912 42: the dealer's pass); a later call at the LHO's turn, a
    change of call (30B2, 31C, 32C: Law 25); a call out of rotation (29); an insufficient
    bid (27).
"""

from __future__ import annotations

from director.engine.events import CallEvent
from director.engine.table import NO_DOUBLE_OF_DECLARATION
from director.engine.table_api import TableApi
from director.model.call import Bid, Double, Pass, Redouble
from director.model.kind import Kind

__all__ = [
    "above_seven",
    "after_final_pass",
    "barred",
    "change_at_lho_turn",
    "changed",
    "forbidden_by_game",
    "inadmissible",
    "insufficient",
    "misinformed",
    "out_of_rotation",
    "questioned",
    "rho_barred",
    "simultaneous",
    "wrong_board",
]


def wrong_board(api: TableApi, event: CallEvent) -> str | None:
    return Kind.WRONG_BOARD if event.wrong_board else None


def misinformed(api: TableApi, event: CallEvent) -> str | None:
    return Kind.CHANGE_AFTER_MISINFORMATION if event.misinformed else None


def questioned(api: TableApi, event: CallEvent) -> str | None:
    return Kind.UNAUTHORISED_INFORMATION if event.questioned else None


def changed(api: TableApi, event: CallEvent) -> str | None:
    return Kind.CHANGE_OF_CALL if event.change else None


def after_final_pass(api: TableApi, event: CallEvent) -> str | None:
    return Kind.CALL_AFTER_FINAL_PASS if api.auction.is_complete else None


def simultaneous(api: TableApi, event: CallEvent) -> None:
    """Two calls at once: the simultaneous call is ruled on, and the call itself goes on."""
    if event.simultaneous:
        assert event.seat is not None
        api.rule_on(Kind.SIMULTANEOUS_CALL, event, event.seat)


def rho_barred(api: TableApi, event: CallEvent) -> str | None:
    """28A: the player on the caller's right must pass, so a call at his turn is in
    rotation and he is deemed to have passed; if that pass ended the auction (22A), the
    call comes after the final pass."""
    seat, turn = event.seat, api.turn
    bar = api.bar_on(turn)
    if (
        seat == turn
        or bar is None
        or bar.scope == NO_DOUBLE_OF_DECLARATION  # he may still call
        or seat != api.game.next_seat(turn)
    ):
        return None
    assert seat is not None
    if bar.by is not None:
        bar.by.say(
            api.edition.citations.rho_barred,
            f"{seat.name.title()} called at the turn of {turn.name.title()}, who was required "
            f"to pass ({bar.law}): the call is in rotation and {turn.name.title()} is deemed "
            "to have passed.",
        )
    api.accept(turn, Pass(), None)
    return Kind.CALL_AFTER_FINAL_PASS if api.auction.is_complete else None


def above_seven(api: TableApi, event: CallEvent) -> str | None:
    call = event.call
    if isinstance(call, Bid) and not api.game.is_legal_level(call):
        return Kind.BID_ABOVE_SEVEN
    return None


def inadmissible(api: TableApi, event: CallEvent) -> str | None:
    call = event.call
    assert event.seat is not None
    if isinstance(call, (Double, Redouble)) and not api.auction.is_admissible(event.seat, call):
        return Kind.INADMISSIBLE_DOUBLE
    return None


def barred(api: TableApi, event: CallEvent) -> str | None:
    """35B: a call by a player required to pass is inadmissible, in turn or not."""
    bar = api.bar_on(event.seat) if event.seat is not None else None
    if bar is not None and not isinstance(event.call, Pass) and bar.forbids(event.call):
        return Kind.CALL_BY_BARRED_PLAYER
    return None


def forbidden_by_game(api: TableApi, event: CallEvent) -> str | None:
    """What the game itself forbids of a call in turn (its own kinds)."""
    seat = event.seat
    if seat != api.turn or seat is None:
        return None
    return api.game.call_irregularity(api.auction.calls, api.dealer, seat, event.call)


def change_at_lho_turn(api: TableApi, event: CallEvent) -> str | None:
    """30B2, 31C, 32C: a later call at the LHO's turn is a change of call (Law 25)."""
    seat = event.seat
    if (
        seat is not None
        and seat != api.turn
        and seat == api.game.previous_seat(api.turn)
        and api.has_called(seat)
    ):
        return Kind.CHANGE_OF_CALL
    return None


def out_of_rotation(api: TableApi, event: CallEvent) -> str | None:
    return Kind.CALL_OUT_OF_ROTATION if event.seat != api.turn else None


def insufficient(api: TableApi, event: CallEvent) -> str | None:
    call = event.call
    if isinstance(call, Bid) and not api.auction.is_sufficient(call):
        return Kind.INSUFFICIENT_BID
    return None
