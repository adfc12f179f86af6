"""Law 27 (1997 code) — insufficient bid.

Irregularity
    A bid, made in rotation, that does not supersede the last bid (1997 18D). One made out
    of rotation is dealt with under Law 31 (1997 27C).

Penalty
    The offender's LHO may accept it; calling over it accepts it (27A). Otherwise (27B) the
    offender must put a sufficient bid or a pass in its place. Only one correction is
    free: the lowest sufficient bid in the same denomination, when neither bid is
    conventional - the director judges that (27B1(a)); he adjusts if the insufficient bid
    itself conveyed damaging information (27B1(b)). Any other sufficient bid or a pass, or
    either bid possibly conventional, bars the partner for the rest of the auction, with
    Law 26 lead penalties (27B2; Law 23 when the enforced pass damages). An attempted double
    or redouble is cancelled, bars the partner likewise, and the offender must still correct
    with a sufficient bid or a pass (27B3). The 1997 code has no comparable call (2017 27B1(b)
    and Law 23) and no rule for a second insufficient bid (2017 27B4): 27B requires a
    sufficient bid or a pass, so another insufficient bid is not a correction and the
    offender is asked again.

Example
    Dealer S: ``1H 1S 1H 2H`` — North corrects 1H by 2H, the lowest heart bid.

See also
    1997 Laws 16C, 23, 26, 31, 72B1; ``director law 27 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Bid, Double, Pass, Redouble
from director.rules.common.auction import name, next_call_by
from director.rules.wbf1997._common import penalise_withdrawn


def rule(ctx: Context) -> RuleGen:
    event = ctx.event
    assert isinstance(event, CallEvent) and isinstance(event.call, Bid)
    bid = event.call
    off, lho = ctx.offender, ctx.offender.lho
    table = ctx.table
    if next_call_by(ctx, lho) is not None:
        ctx.say("27A", f"{name(lho)} called over the insufficient bid {bid}, and so accepted it.")
        table.accept_call(off, bid, event.index)
        return
    accept = ctx.ask(
        "accept",
        "offender's LHO",
        "27A",
        f"Does {name(lho)} accept the insufficient bid {bid}?",
        [
            (True, "accept", f"27A: {bid} is treated as legal; {name(lho)} calls next."),
            (False, "do not accept",
             f"27B: {name(off)} must correct {bid} with a sufficient bid or a pass; the "
             "penalty depends on the correction (27B1-27B3)."),
        ],
        seat=lho,
    )  # fmt: skip
    if accept:
        ctx.say("27A", f"{name(lho)} accepts {bid}: it is treated as a legal bid.")
        table.accept_call(off, bid, event.index)
        return
    ctx.cancel_event(event, "withdrawn")
    ctx.say("27B", f"{bid} is not accepted; {name(off)} must correct it with a sufficient bid "
            "or a pass.")  # fmt: skip
    repl = yield Wait(off, "27B", _options(ctx, bid))
    while isinstance(repl.call, Bid) and not table.auction.is_sufficient(repl.call):
        ctx.cancel_event(repl, "withdrawn")
        ctx.say(
            "27B",
            f"{repl.call} is itself insufficient, so it is no correction: 27B requires a "
            "sufficient bid or a pass (the 1997 code has no rule for a second insufficient "
            "bid; 2017's 27B4 is new).",
        )
        repl = yield Wait(off, "27B", _options(ctx, bid))
    yield from _judge(ctx, bid, repl)


def _options(ctx: Context, bid: Bid) -> tuple[tuple[str, str], ...]:
    partner = name(ctx.offender.partner)
    lowest = ctx.table.auction.lowest_sufficient(bid.strain)
    return (
        (f"{lowest}, the lowest sufficient bid in the same denomination, neither bid "
         "conventional", "27B1(a): no penalty (27B1(b): adjusted score if the insufficient "
         "bid conveyed damaging information)."),
        ("any other sufficient bid, or a pass (or either bid possibly conventional)",
         f"27B2: {partner} must pass for the rest of the auction; Law 26 lead penalties; "
         "Law 23."),
        ("a double or redouble",
         f"27B3: cancelled; {partner} must pass for the rest of the auction; Law 26 lead "
         "penalties; the offender must still correct with a sufficient bid or a pass."),
    )  # fmt: skip


def _judge(ctx: Context, bid: Bid, repl: CallEvent) -> RuleGen:
    table, off = ctx.table, ctx.offender
    call = repl.call
    if isinstance(call, Double | Redouble):
        ctx.cancel_event(repl)
        ctx.say(
            "27B3",
            f"{name(off)} tried to correct {bid} by {call}: the attempt is cancelled, and he "
            "must still correct with a sufficient bid or a pass.",
        )
        _penalise(ctx, bid, "27B3")
        final = yield Wait(
            off,
            "27B3",
            (("a sufficient bid or a pass", "It stands; his partner is already barred."),),
        )
        table.process_call(final)
        return
    if isinstance(call, Bid) and not call.is_legal_level:
        ctx.say("27B", f"The correction {call} is itself irregular; Law 38 deals with it.")
        table.process_call(repl)
        return
    lowest = table.auction.lowest_sufficient(bid.strain)
    if isinstance(call, Bid) and call == lowest:
        conventional = ctx.ask(
            "conventional",
            "director",
            "27B1(a)",
            f"Could {bid} or its correction {call} have been conventional? (27B1(a) frees "
            "the correction only when both are incontrovertibly not conventional.)",
            [
                (False, "no, both incontrovertibly natural",
                 "27B1(a): no penalty; the auction proceeds as if there had been no "
                 "irregularity (27B1(b) review)."),
                (True, "either may have been conventional",
                 "27B2: the partner must pass for the rest of the auction; Law 26 lead "
                 "penalties."),
            ],
        )  # fmt: skip
        if not conventional:
            ctx.say(
                "27B1(a)",
                f"{call} is the lowest sufficient bid in the same denomination and neither "
                "bid is conventional: no penalty; the auction proceeds as though the "
                "irregularity had not occurred, and Law 16C2 does not apply.",
            )
            ctx.review(
                "27B1(b)",
                "If the director judges that the insufficient bid conveyed information that "
                "damaged the non-offending side, he must assign an adjusted score (12C2).",
            )
            table.accept_call(off, call, repl.index)
            return
        ctx.say("27B2", f"{bid} or {call} may have been conventional: 27B1(a) does not apply.")
    else:
        what = "a pass" if isinstance(call, Pass) else f"{call}, not {lowest}"
        ctx.say(
            "27B2",
            f"The correction is {what}: the 1997 code frees only the lowest sufficient bid "
            "in the same denomination (it has no comparable call).",
        )
    ctx.say("27B2", f"{call} stands as the correction.")
    table.accept_call(off, call, repl.index)
    _penalise(ctx, bid, "27B2")


def _penalise(ctx: Context, bid: Bid, law: str) -> None:
    """27B2/27B3: partner passes for the rest of the auction (10C1, 23), Law 26, 16C2."""
    penalise_withdrawn(ctx, law, bid, f"the withdrawn insufficient bid {bid}")
