"""Law 29 (1997 code) — procedure after a call out of rotation (with Laws 28 and 30-32).

Irregularity
    A call made when it was another player's turn. A call at the turn of an RHO who is
    required to pass is in rotation (28A).

Penalty
    If the player whose turn it was calls before a penalty is assessed, his call is in
    rotation, the right to penalise is lost and the auction goes on as if the offender had
    not called, with 16C2 (28B); where that player is the offender's LHO, the director
    finds whether he called at his own turn (28B) or over the call out of rotation (29A).
    Otherwise the LHO may call over it and so forfeit the penalty (29A); if he does not, the
    call is cancelled and the auction reverts to the right player (29B), and Law 30 (pass;
    a conventional pass, as 30C defines it, goes to 31), 31 (bid) or 32 (double, redouble)
    sets the penalty; a conventional call is judged by the denominations it specified (29C).

Example
    Dealer S: ``1H N:1S`` — North bid at West's turn (his RHO's).

See also
    1997 Laws 16C, 23, 25, 26, 30, 31, 32, 72B1; ``director law 31 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen
from director.model.call import Bid, Double, Pass, Redouble
from director.rules.common.auction import called_before_rectification, name, next_call_by
from director.rules.wbf1997 import law30_pass_out_of_rotation as law30_pass_out_of_rotation_1997
from director.rules.wbf1997 import law31_bid_out_of_rotation as law31_bid_out_of_rotation_1997
from director.rules.wbf1997 import law32_double_out_of_rotation as law32_double_out_of_rotation_1997
from director.rules.wbf1997._common import not_ruled, unauthorised_16c2
from director.rules.wbf2017.law29_call_out_of_rotation import _skipped, position_of


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
    if isinstance(call, Double | Redouble) and not table.auction.is_admissible(off, call):
        not_ruled(
            ctx,
            "32",
            f"{call} out of rotation is also inadmissible: it may never be accepted (32; 35A "
            "if the next opponent calls over it anyway; 36).",
        )
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
            f"{name(lho)}, whose turn it was, called before a penalty was assessed. Did he "
            f"call at his own turn, not acting on {name(off)}'s {call} (28B), or call over "
            "it, forfeiting the right to penalise (29A)?",
            [("28B", "at his own turn",
              f"28B: his call is in rotation; {call} is cancelled as if not made; 16C2."),
             ("29A", "over it", f"29A: {call} stands and his call follows it; no penalty.")],
        )  # fmt: skip
    if reading == "28B":
        ctx.cancel_event(event)
        ctx.say(
            "28B",
            f"{name(turn)}, whose turn it was, called before a penalty was assessed: his call "
            "is in rotation, the right to penalise the call out of rotation is forfeited, and "
            "the auction proceeds as though the offender had not called at that turn.",
        )
        unauthorised_16c2(ctx, f"the cancelled call out of rotation {call}")
        return None
    if reading == "29A" or (position != "lho" and next_call_by(ctx, lho) is not None):
        accept = True
        ctx.say("29A", f"{name(lho)} called over it, forfeiting the right to penalise.")
    else:
        accept = ctx.ask(
            "accept",
            "offender's LHO",
            "29A",
            f"Does {name(lho)} call over the call out of rotation {call} (forfeiting the "
            "right to penalise it)?",
            [(True, "call over it", f"29A: {call} stands; the auction goes on from {name(lho)}."),
             (False, "do not accept",
              f"29B: {call} is cancelled and {name(turn)} calls; Law {law} sets the penalty.")],
            seat=lho,
        )  # fmt: skip
    if accept:
        ctx.say("29A", f"{call} stands; the auction continues with {name(lho)}.")
        position_in_auction = len(table.auction.calls)
        for skipped in _skipped(turn, off):
            table.skipped.append((skipped, position_in_auction, off))
        table.accept_call(off, call, event.index)
        return None
    ctx.cancel_event(event)
    ctx.say(
        "29B",
        f"{call} is cancelled; the auction reverts to {name(turn)}. {name(off)} may make any "
        f"legal call at his proper turn, his side subject to the penalty of Law {law}.",
    )
    if isinstance(call, Bid) and not table.auction.is_sufficient(call):
        ctx.say("27C", "An insufficient bid out of rotation is dealt with under Law 31.")
    if isinstance(call, Pass):
        conventional = ctx.ask(
            "conventional",
            "director",
            "30C",
            f"Was {name(off)}'s pass a convention (by special agreement promising more than "
            "a stated strength, or artificially showing or denying values outside the last "
            "suit named), or a pass of his partner's conventional call?",
            [(False, "no", "Law 30 (pass out of rotation)."),
             (True, "yes", "30C: Law 31 applies, not Law 30.")],
        )  # fmt: skip
        if not conventional:
            return law30_pass_out_of_rotation_1997.rectify(ctx, position)
        ctx.say("30C", "The pass was a convention: Law 31 applies, not Law 30.")
        ctx.out.law = "31"
        return law31_bid_out_of_rotation_1997.rectify(ctx, position)
    if isinstance(call, Bid):
        ctx.say(
            "29C",
            "If the bid was conventional, Law 31 is applied to the denomination(s) it "
            "specified, not the one it named.",
        )
        return law31_bid_out_of_rotation_1997.rectify(ctx, position)
    return law32_double_out_of_rotation_1997.rectify(ctx, position)
