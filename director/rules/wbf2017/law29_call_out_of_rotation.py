"""Law 29 — procedure after a call out of rotation (with Laws 28 and 30-32).

Irregularity
    A call made when it was another player's turn. A call at the turn of an RHO who is
    required to pass is in rotation (28A).

Rectification
    If the player whose turn it was calls before the director rules, his call is in
    rotation and the call out of rotation is cancelled with no rectification but 16C2 (28B).
    When that player is the offender's LHO (a call at the dealer's turn by the player on his
    right, before either has called), 28B and 29A both describe his call: 28B as a call in
    rotation that cancels the other, 29A as an acceptance by calling. The Laws do not rank
    them; our reading is that the fact decides - whether he called at his own turn without
    acting on the call out of rotation (28B) or chose to call over it (29A) - and the
    director, who finds the facts, is asked (``lho_called_over``). A call the LHO made only
    after the director ruled is his call in the rectified auction.
    Otherwise the offender's LHO may accept it by calling over it (29A); if not accepted it
    is cancelled, the turn goes back to the right player (29B) and Law 30 (pass), 31 (bid, or
    an artificial pass, 30C) or 32 (double or redouble) applies; an artificial call is
    judged by the denominations it specified (29C).

Example
    Dealer S: ``1H N:1S`` — North bid at West's turn (his RHO's).

See also
    Laws 16C, 17D3, 23, 25, 26, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen
from director.model.call import Bid, Pass
from director.model.seat import Seat
from director.rules.common.auction import called_before_rectification, name, next_call_by
from director.rules.wbf2017 import (
    law30_pass_out_of_rotation,
    law31_bid_out_of_rotation,
    law32_double_out_of_rotation,
)


def position_of(ctx: Context) -> str:
    """Whose turn it was, seen from the offender: ``rho``, ``partner`` or ``lho``."""
    turn, off = ctx.table.turn, ctx.offender
    return "rho" if turn == off.rho else "partner" if turn == off.partner else "lho"


def rule(ctx: Context) -> RuleGen | None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off, call = ctx.table, ctx.offender, event.call
    turn = table.turn
    kind, law = ctx.edition.out_of_rotation[call.kind]
    ctx.out.kind, ctx.out.law = kind, law
    position = position_of(ctx)
    where = {"rho": "his RHO's", "partner": "his partner's", "lho": "his LHO's"}[position]
    ctx.say("29", f"{name(off)} called {call} at {where} turn ({name(turn)} was to call).")
    lho = off.lho
    reading = None
    if position == "rho" and called_before_rectification(
        ctx, turn, "28B", f"the call out of rotation {call}"
    ):
        reading = "28B"
    elif position == "lho" and called_before_rectification(
        ctx, lho, "28B", f"the call out of rotation {call}"
    ):
        reading = ctx.ask(
            "lho_called_over",
            "director",
            "28B",
            f"{name(lho)}, whose turn it was, called before the director ruled. Did he call "
            f"at his own turn, not acting on {name(off)}'s {call} (28B), or call over it, "
            "choosing to accept it (29A)?",
            [("28B", "at his own turn",
              f"28B: his call is in rotation; {call} is cancelled as if not made; no "
              "rectification but 16C2; Law 26 does not apply."),
             ("29A", "over it, accepting it",
              f"29A: {call} stands and his call follows it; no rectification.")],
        )  # fmt: skip
    if reading == "28B":
        ctx.cancel_event(event)
        ctx.say(
            "28B",
            f"{name(turn)}, whose turn it was, called before the director ruled: his "
            "call is in rotation, the call out of rotation is cancelled and the auction "
            "goes on as if it had not been made. Law 26 does not apply.",
        )
        ctx.unauthorised(
            "16C2", f"{off.side} (the offending side)", f"the cancelled call out of rotation {call}"
        )
        return None
    if reading == "29A" or (position != "lho" and next_call_by(ctx, lho) is not None):
        accept = True
        ctx.say("29A", f"{name(lho)} called over it and so accepted it.")
    else:
        accept = ctx.ask(
            "accept",
            "offender's LHO",
            "29A",
            f"Does {name(lho)} accept the call out of rotation {call}?",
            [(True, "accept (call over it)",
              f"29A: {call} stands; the auction goes on from {name(lho)}."),
             (False, "do not accept",
              f"29B: {call} is cancelled and {name(turn)} calls; then Law {law} applies.")],
            seat=lho,
        )  # fmt: skip
    if accept:
        ctx.say(
            "29A", f"{call} stands as part of the auction; the auction continues with {name(lho)}."
        )
        position_in_auction = len(table.auction.calls)
        for skipped in _skipped(turn, off):
            table.skipped.append((skipped, position_in_auction, off))
        table.accept_call(off, call, event.index)
        return None
    ctx.cancel_event(event)
    ctx.say("29B", f"{call} is cancelled; the turn goes back to {name(turn)}.")
    if isinstance(call, Bid) and not table.auction.is_sufficient(call):
        ctx.say("27A2", "An insufficient bid out of rotation is dealt with under Law 31.")
    if isinstance(call, Pass):
        artificial = ctx.ask(
            "artificial",
            "director",
            "30C",
            f"Was {name(off)}'s pass artificial, or a pass of his partner's artificial call?",
            [(False, "no", "Law 30 (pass out of rotation)."),
             (True, "yes", "30C: dealt with as a bid out of rotation, under Law 31.")],
        )  # fmt: skip
        if not artificial:
            return law30_pass_out_of_rotation.rectify(ctx, position)
        ctx.say("30C", "The pass was artificial: Law 31 applies.")
        ctx.out.law = "31"
        return law31_bid_out_of_rotation.rectify(ctx, position)
    if isinstance(call, Bid):
        ctx.say(
            "29C",
            "If the bid was artificial, Law 31 is applied to the denomination(s) "
            "it specified, not the one it named.",
        )
        return law31_bid_out_of_rotation.rectify(ctx, position)
    return law32_double_out_of_rotation.rectify(ctx, position)


def _skipped(turn: Seat, off: Seat) -> list[Seat]:
    """The players whose turn an accepted call out of rotation passed over."""
    out = []
    seat = turn
    while seat != off:
        out.append(seat)
        seat = seat.lho
    return out if len(out) < 3 else []
