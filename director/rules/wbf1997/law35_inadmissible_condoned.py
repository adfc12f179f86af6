"""Law 35 (1997 code) — inadmissible calls condoned.

Irregularity
    An inadmissible call over which the offender's LHO called before a penalty was
    assessed: a double or redouble Law 19 does not permit (35A), a call by a player required
    to pass (35B), a bid above seven (35C), a call after the final pass (35D). The 1997 code
    then imposes no penalty at all for it (no Law 26 lead penalties either), whichever kind
    it was; 2017 spreads these cases over 36A, 37A, 38D and 39B and keeps the bars of 38C.

Rectification
    35A: the double or redouble and every later call are cancelled; the auction reverts to
    the offender and proceeds as if there had been no irregularity. 35B: the call and every
    later legal call stand, but a player barred for the rest of the auction stays barred
    (the Law 37 rule applies it, on the 2017 37A step in the 1997 words). 35C: the bid and
    every later call are cancelled, the offender substitutes a pass, and the auction
    proceeds as if there had been no irregularity (no bar). 35D: the call and every later
    call are cancelled without penalty. Which of the calls recorded after the LHO's came
    before the ruling only the director knows; he is asked (the same question as under the
    2017 rules).

Example
    Dealer N: ``1S 2H 4S 8H P`` — North called over West's bid above seven (35C).

See also
    1997 Laws 19, 36, 37, 38, 39; ``director law 35 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Pass
from director.rules.common.auction import (
    called_before_rectification,
    later_calls_before_ruling,
    name,
    next_call_by,
)


def lho_called(ctx: Context, law: str) -> CallEvent | None:
    """The LHO's call, if he made it before a penalty was assessed (asked when the record
    cannot tell)."""
    off = ctx.offender
    call = next_call_by(ctx, off.lho)
    if call is None or not called_before_rectification(ctx, off.lho, law, str(ctx.event)):
        return None
    return call


def cancel_with_later_calls(ctx: Context, lho_call: CallEvent, law: str) -> list[CallEvent]:
    """35A, 35C, 35D: the inadmissible call and every call after it are cancelled."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    ctx.table.consume()
    later = [lho_call, *later_calls_before_ruling(ctx, lho_call, law)]
    ctx.cancel_event(event)
    for each in later:
        ctx.cancel_event(each)
    ctx.say(
        law,
        f"{name(ctx.offender.lho)} called before a penalty was assessed: there is no penalty "
        f"for {event.call} (Law 26 does not apply); it and every call after it "
        f"({', '.join(str(e) for e in later)}) are cancelled.",
    )
    return later


def condone_double(ctx: Context, lho_call: CallEvent) -> None:
    """35A: the auction reverts to the offender and goes on as if nothing had happened."""
    cancel_with_later_calls(ctx, lho_call, "35A")
    ctx.table.turn = ctx.offender
    ctx.say(
        "35A",
        f"The auction reverts to {name(ctx.offender)} and proceeds as though there had been "
        "no irregularity.",
    )


def condone_above_seven(ctx: Context, lho_call: CallEvent) -> None:
    """35C: every call from the bid on is cancelled; a pass is substituted; no bar."""
    cancel_with_later_calls(ctx, lho_call, "35C")
    table, off = ctx.table, ctx.offender
    table.turn = off
    ctx.say(
        "35C",
        f"{name(off)} must substitute a pass, and the auction proceeds as though there had "
        "been no irregularity: no one is barred.",
    )
    table.accept_call(off, Pass(), None)


def condone_after_final_pass(ctx: Context, lho_call: CallEvent) -> None:
    """35D: the call and every later call are cancelled without penalty."""
    cancel_with_later_calls(ctx, lho_call, "35D")
