"""Law 21B (1997 code) — a call changed because of misinformation from an opponent.

Irregularity
    A player finds that an opponent's explanation was wrong and wants to change a call he
    made (``W:misinformed:2H``: the call he now makes instead of his last one).

Penalty
    None for him: until the auction period ends (17E) and provided his partner has not
    called since, he may change the call without penalty when the director judges it
    probable that he made it because an opponent misinformed him; a prompt alert the
    sponsoring organisation requires but not given counts as misinformation (21B1). His LHO
    may then change any later call of his without penalty, but if the withdrawn call
    conveyed information that damaged the non-offending side the director may assign an
    adjusted score (21B2; Law 16C for withdrawn calls). When it is too late to change, the
    director may award an adjusted score (21B3; Law 40C may apply). A player who called on
    his own misunderstanding has no redress (21A): his attempt is then a change of call
    (Law 25). The 2017 code lowers the test to "could well have influenced" and presumes
    a mistaken explanation (2017 21B1(a)-(b)).

Example
    Dealer N: ``1NT 2D N:P W:misinformed:2H``.

See also
    1997 Laws 16C, 17E, 25, 40C; ``director law 21 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Entry, RuleGen
from director.model.call import Bid
from director.rules.common.auction import last_call_of, name
from director.rules.wbf1997 import law25_change_of_call as law25_change_of_call_1997
from director.rules.wbf2017.law21_misinformation import replace_call, too_late


def rule(ctx: Context) -> RuleGen | None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, new = ctx.offender, event.call
    original, since = last_call_of(ctx, "changes a call because of misinformation")
    ctx.say("21B1", f"{name(off)} wants to replace {original.call} (event {original.event}) "
            f"with {new}, because of misinformation from an opponent.")  # fmt: skip
    late = too_late(ctx, any(e.seat == off.partner for e in since), "17E")
    if late:
        ctx.cancel_event(event)
        ctx.say("21B3", f"{late}: it is too late to change the call; {original.call} stands.")
        ctx.review(
            "21B3",
            "The director may award an adjusted score (Law 40C may apply) if the "
            "misinformation damaged the non-offending side.",
        )
        return None
    probable = ctx.ask(
        "probable",
        "director",
        "21B1",
        f"Is it probable that {name(off)} called {original.call} as a result of "
        "misinformation given by an opponent (a required alert not given promptly counts)?",
        [(True, "yes", f"21B1: he may change to {new} without penalty."),
         (False, "no", "21A: no redress for his own misunderstanding; the attempt is a change "
          "of call (Law 25).")],
    )  # fmt: skip
    if not probable:
        ctx.say("21A", "Law 21B gives no right to change the call: the attempt is dealt with "
                "as a change of call under Law 25.")  # fmt: skip
        return law25_change_of_call_1997.attempted_change(ctx)
    _change(ctx, original, since, event)
    return None


def _change(ctx: Context, original: Entry, since: list[Entry], event: CallEvent) -> None:
    off, new = ctx.offender, event.call
    ctx.say("21B1", f"{new} replaces {original.call} without penalty.")
    lho = next((e for e in since if e.seat == off.lho), None)
    keep = False
    if lho is not None:
        insufficient = isinstance(new, Bid) and isinstance(lho.call, Bid) and not lho.call > new
        if insufficient:
            ctx.say("21B2", f"{name(off.lho)}'s {lho.call} would no longer be sufficient: he "
                    "calls again.")  # fmt: skip
        else:
            keep = not ctx.ask(
                "lho_changes",
                "offender's LHO",
                "21B2",
                f"Does {name(off.lho)} change the {lho.call} he made over {original.call}?",
                [(True, "change it", f"21B2: his {lho.call} is withdrawn without penalty and he "
                  "calls again."),
                 (False, "keep it", f"His {lho.call} stands over {new}.")],
                seat=off.lho,
            )  # fmt: skip
        if not keep:
            ctx.review(
                "21B2",
                f"If {name(off.lho)}'s withdrawn {lho.call} conveyed information that damaged "
                "the non-offending side, the director may assign an adjusted score.",
            )
    withdrawn = f"{name(off)}'s withdrawn {original.call}" + (
        "" if lho is None or keep else f" and {name(off.lho)}'s withdrawn {lho.call}"
    )
    ctx.unauthorised(
        "16C2",
        f"{off.lho.side} (the side that gave the misinformation)",
        f"{withdrawn} (16C1: authorised for {off.side})",
    )
    replace_call(ctx, original, since, event, keep)
