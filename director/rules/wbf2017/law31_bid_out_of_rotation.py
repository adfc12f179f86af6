"""Law 31 — bid out of rotation.

Irregularity
    A bid out of turn (or an artificial pass out of turn, 30C), not accepted (29A) and so
    cancelled.

Rectification
    At RHO's turn: if RHO passes, the offender must repeat his call, and a legal repeat
    ends the matter (31A1); if RHO bids, doubles or redoubles, the offender may make any
    legal call: comparable, no further rectification (31A2(a), 23C); not comparable, partner
    must pass at his next turn, with 16C, 26B and 72C (31A2(b)). At partner's turn, or at
    LHO's turn before the offender has called: partner may call freely (16C2 for the
    cancelled bid, 31B1) and the offender's call is judged as in 31A2 (31B2). At LHO's turn
    after the offender has called: a change of call, Law 25 (31C).

Example
    Dealer S: ``1H N:1S W:pass N:1S`` — North bid at West's turn; West passed; North repeats.

See also
    Laws 16C, 23, 25, 26B, 29, 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import ContradictionError, RuleGen, Wait
from director.model.call import Pass
from director.rules.common.auction import name
from director.rules.common.out_of_rotation import judge_offenders_call, rectify_by_position


def rectify(ctx: Context, position: str) -> RuleGen | None:
    return rectify_by_position(
        ctx, position, lambda: _at_rhos_turn(ctx, "31A1", "31A2(a)", "31A2(b)"),
        partner_law="31B1", then="31B2", yes="31A2(a)", no="31A2(b)",
    )  # fmt: skip


def _at_rhos_turn(ctx: Context, repeat: str, law_yes: str, law_no: str) -> RuleGen:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off = ctx.table, ctx.offender
    rho = off.rho
    rho_call = yield Wait(
        rho,
        repeat[:-1],
        (
            ("a pass", f"{repeat}: {name(off)} must repeat {event.call}; no rectification."),
            ("a legal bid, double or redouble",
             f"{law_no[:-3]}: {name(off)} may make any legal call, judged comparable or not "
             f"({law_yes} / {law_no})."),
        ),
    )  # fmt: skip
    table.process_call(rho_call)
    if isinstance(rho_call.call, Pass):
        ctx.say(repeat, f"{name(rho)} passed: {name(off)} must repeat {event.call}.")
        again = yield Wait(off, repeat, ((f"{event.call} again", f"{repeat}: required."),))
        if again.call != event.call:
            raise ContradictionError(
                f"event {again.index}: Law {repeat} requires {name(off)} to repeat "
                f"{event.call}, but the record has {again.call}"
            )
        ctx.say(repeat, "The repeated call is made; if it is legal there is no rectification.")
        table.process_call(again)
        return
    ctx.say(
        law_no[:-3],
        f"{name(rho)} called {rho_call.call}: {name(off)} may make any legal call at his turn.",
    )
    yield from judge_offenders_call(ctx, law_yes, law_no)
