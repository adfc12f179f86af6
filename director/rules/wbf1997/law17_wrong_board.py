"""Law 17D (1997 code) — a call made holding the cards of another board.

Irregularity
    A player is found to have called holding cards he took by mistake from a wrong board
    (``wrong-board``, recorded when it is found).

Penalty
    That call is cancelled and the offender calls again with his own cards. If his LHO had
    called over it, the LHO must repeat that call (the footnote to 17D), and if the
    offender's substituted call differs in any significant way from the cancelled one - the
    director judges - artificial adjusted scores are assigned (a Law 90 penalty possible).
    On the board the cards came from, if the offender repeats the cancelled call there the
    director may let it be played normally; if his call there differs in any way,
    artificial adjusted scores. The 1997 Law speaks of the one call just made; an incident
    where more calls followed it (partner's, say) is not ruled here. (2017 15A cancels every
    later call and adjusts only if the partner had called.)

Example
    Dealer N: ``1H 1S N:wrong-board`` — East (who called 1S over it) must repeat 1S.

See also
    1997 Laws 12C1, 16, 90; ``director law 17 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import ContradictionError, RuleGen, Wait
from director.model.call import Bid, Double, Redouble
from director.rules.common.auction import name, take_back
from director.rules.wbf1997._common import not_ruled


def rule(ctx: Context) -> RuleGen | None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    table, off = ctx.table, ctx.offender
    legal = table.legal_entries()
    mine = [i for i, e in enumerate(legal) if e.seat == off and e.event]
    if not mine:
        ctx.say("17D", f"{name(off)} has made no call with the wrong cards: none is cancelled.")
        return None
    last = legal[mine[-1]]
    since = legal[mine[-1] + 1 :]
    if len(mine) > 1 or any(e.seat != off.lho for e in since):
        not_ruled(ctx, "17D", f"{name(off)} made more than one call, or calls other than his "
                  "LHO's followed it, holding the wrong cards.")  # fmt: skip
    take_back(ctx, [last, *since], "cancelled")
    ctx.say(
        "17D",
        f"{name(off)} called {last.call} (event {last.event}) holding the cards of another "
        "board: that call is cancelled; he calls again with his own cards.",
    )
    ctx.say(
        "17D",
        f"On the board the cards came from: if {name(off)} repeats {last.call} there, the "
        "director may let it be played normally; if his call there differs in any way, "
        "artificial adjusted scores are assigned (Law 90 penalty possible).",
    )
    return _again(ctx, last.call, since[0] if since else None)


def _again(ctx: Context, cancelled: object, lho_entry: object) -> RuleGen:
    off = ctx.offender
    table = ctx.table
    repl = yield Wait(off, "17D", (("any legal call, with his own hand", "17D."),))
    table.process_call(repl)
    if lho_entry is None:
        return
    differs = ctx.ask(
        "differs_significantly",
        "director",
        "17D",
        f"Does {name(off)}'s substituted {repl.call} differ in any significant way from the "
        f"cancelled {cancelled}?",
        [(True, "yes", "17D: artificial adjusted scores on this board (Law 90 penalty "
          "possible)."),
         (False, "no", "17D: no adjustment for the substitution.")],
    )  # fmt: skip
    if differs:
        ctx.review("17D", "The substituted call differs significantly from the cancelled one: "
                   "the director assigns artificial adjusted scores (12C1).")  # fmt: skip
    lho_call = getattr(lho_entry, "call", None)
    legal = not isinstance(lho_call, Bid) or table.auction.is_sufficient(lho_call)
    if isinstance(lho_call, Double | Redouble):
        legal = table.auction.is_admissible(off.lho, lho_call)
    if not legal:
        not_ruled(
            ctx,
            "17D",
            f"{name(off.lho)} must repeat his {lho_call} (the footnote to 17D), but it is not "
            f"legal over {repl.call}; the Law does not say what then.",
        )
    ctx.say("17D", f"{name(off.lho)} had called {lho_call} over the cancelled call: he must "
            "repeat it.")  # fmt: skip
    again = yield Wait(off.lho, "17D", ((f"{lho_call} again", "17D: required."),))
    if again.call != lho_call:
        raise ContradictionError(
            f"event {again.index}: Law 17D (1997) requires {name(off.lho)} to repeat "
            f"{lho_call}, but the record has {again.call}"
        )
    table.process_call(again)
