"""Three-handed Auction, Laws 5 and 6 — a declaration out of turn.

Irregularity
    A declaration (a bid) made when it was another player's turn. A double out of turn is
    Law 10's (:mod:`law10_double_out_of_turn`); a pass or a redouble out of turn
    is named and the ruling stops (below).

Rectification
    5: each of the two other players scores 50 points in his honour column, whatever follows.
    The player whose turn it was keeps his right to call: the declaration stands only if
    both he and the third player accept it, by passing or declaring over it; either may
    instead demand that it be corrected. The two are asked together, before either calls,
    the law's rule first:

    - corrected: the declaration is withdrawn and the player whose turn it was calls; the
      offender calls again when his turn comes, with no further penalty (the seed names
      none);
    - accepted: it stands as if made in turn. Our reading of "accept" for the rotation: the
      two acceptances are the next two calls, so the player after the offender calls next,
      then the third, each passing or declaring over it (as Auction Law 49 has a
      declaration that is let stand go on "as if in order").

    6: if the player after the offender passed or declared over it before the director
    ruled (asked when the record shows such a call next), the third player alone may still
    demand correction as under 5: both calls are then withdrawn and the player whose turn
    it was calls. Only the first offender is penalised (no honour points for the second
    call). If the third player accepts, both calls stand and he calls next (that call is
    his acceptance). A double by the player after the offender is neither a pass nor a
    declaration: Law 6 does not name it, and the ruling stops. If instead the player whose
    turn it was (not the next after the offender) called over it at his own turn before the
    ruling, the seed does not say whether that call accepts it or is his right exercised,
    nor who calls next: the ruling names 5 and stops.

    A pass out of turn is not a declaration (Laws 5 and 6 set passing apart from declaring;
    Auction Law 49 excludes passing too) and no law penalises it: no honour points, and the
    auction goes on as under the 1912 code
    (:mod:`director.rules.auction1912.law49_pass_out_of_turn`). A redouble out of
    turn: neither three-hand Law 10 (a double) nor the seed's Auction laws name it (the
    1912 code's own law on doubling out of turn, 57, names only a double): the ruling names
    10 and stops.

Example
    Dealer N: ``1H S:2C`` (South declared at East's turn).

See also
    Auction Law 49 (:mod:`director.rules.auction1912.law49_declaration_out_of_turn`);
    Law 10 (:mod:`director.rules.three_hand.law10_double_out_of_turn`); ``director law 5
    --edition three-hand-auction``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Bid, Double, Pass
from director.rules.auction1912 import law49_pass_out_of_turn
from director.rules.auction1912._common import not_ruled
from director.rules.common.auction import called_before_rectification, name, next_call_by
from director.rules.three_hand import (
    law10_double_out_of_turn as law10_double_out_of_turn_three_hand,
)
from director.rules.three_hand._common import honour_points, others


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    turn = ctx.turn
    if isinstance(call, Double):
        law10_double_out_of_turn_three_hand.rule(ctx)
        return
    if isinstance(call, Pass):
        law49_pass_out_of_turn.rule(ctx)
        return
    if not isinstance(call, Bid):
        ctx.cancel_event(event)
        ctx.out.law = "10"
        ctx.out.summary = f"Redouble out of turn: {name(off)}, event {event.index} ({event})"
        not_ruled(
            ctx,
            "10",
            f"{name(off)}'s {call} was made at {name(turn)}'s turn: a redouble out of turn. "
            "Laws 5 and 6 cover declarations, Law 10 a double, and the 1912 code's own law on "
            "doubling out of turn (57, not in the seed) names only a double too.",
        )
    following, last = others(ctx, off)
    ctx.say("5", f"{name(off)} declared {call} at {name(turn)}'s turn.")
    honour_points(ctx, (following, last), 50, "5", f"{name(off)}'s declaration out of turn")
    acted = next_call_by(ctx, following)
    if acted is not None and called_before_rectification(ctx, following, "6", str(call)):
        _law6(ctx, acted)
        return
    if (
        turn is not following
        and next_call_by(ctx, turn) is not None
        and called_before_rectification(ctx, turn, "5", str(call))
    ):
        not_ruled(
            ctx,
            "5",
            f"{name(turn)}, whose turn it was, called at his own turn over {call} before the "
            f"director ruled: under 5 that call may accept {call} (with {name(following)}'s) or "
            "be his right to call exercised, and the seed does not say which, nor who calls "
            "after it.",
        )
    t, other = (turn, last if turn is following else following)
    demand = ctx.ask(
        "correction",
        "other players",
        "5",
        f"{name(off)} declared {call} out of turn ({name(t)} and {name(other)} each score 50 "
        f"honour points, whatever follows). {name(t)}, whose turn it was, keeps his "
        f"right to call unless both he and {name(other)} accept {call} by passing or "
        f"declaring over it. Does {name(t)} or {name(other)} demand that it be corrected?",
        [("correct", "corrected (either demands it)",
          f"5: {call} is withdrawn and {name(turn)} calls; {name(off)} calls again at his "
          "turn, with no further penalty."),
         ("accept", "accepted (both call over it)",
          f"5: {call} stands as if made in turn: {name(following)} calls next, then "
          f"{name(last)}, each passing or declaring over it.")],
    )  # fmt: skip
    if demand == "correct":
        ctx.cancel_event(event, "withdrawn")
        ctx.say(
            "5",
            f"{call} is withdrawn at {name(t)}'s or {name(other)}'s demand: {name(turn)} calls "
            f"in turn, and {name(off)} calls again at his turn with no further penalty.",
        )
        return
    _stands(ctx, event, "5")
    ctx.say(
        "5",
        f"{name(t)} and {name(other)} accept {call}: it stands as if made in turn, and "
        f"{name(following)} calls next.",
    )


def _stands(ctx: Context, event: CallEvent, law: str) -> None:
    """The accepted declaration joins the auction (or, insufficient, the ruling stops)."""
    call = event.call
    assert isinstance(call, Bid)
    if not ctx.auction.is_sufficient(call):
        ctx.cancel_event(event)
        not_ruled(
            ctx, "50", f"{call} stands under {law}, but it does not exceed the last declaration "
            "(44): an insufficient declaration."
        )  # fmt: skip
    ctx.accept(ctx.offender, call, event.index)


def _law6(ctx: Context, acted: CallEvent) -> None:
    """6: the player after the offender called over the declaration before the ruling."""
    off, event = ctx.offender, ctx.event
    assert isinstance(event, CallEvent)
    turn = ctx.turn
    following, last = others(ctx, off)
    second = acted.call
    if not isinstance(second, (Pass, Bid)):
        ctx.cancel_event(event)
        not_ruled(
            ctx,
            "6",
            f"{name(following)} called {second} over {event.call} before the director ruled; "
            "Law 6 names a pass or a declaration after a declaration out of turn, not this.",
        )
    ctx.say(
        "6",
        f"{name(following)} called {second} over {event.call} before the director ruled: "
        f"{name(last)} may still demand that the mistake be corrected (6, as under 5). Only "
        f"{name(off)}, the first to call out of turn, is penalised.",
    )
    demand = ctx.ask(
        "correction",
        "player",
        "6",
        f"{name(off)} declared {event.call} out of turn and {name(following)} called {second} "
        f"over it before the director ruled. Does {name(last)} demand that the mistake be "
        "corrected?",
        [("correct", "corrected",
          f"6: {event.call} and {name(following)}'s {second} are withdrawn and {name(turn)} "
          "calls; the others call again in turn, with no further penalty."),
         ("accept", "accepted (he calls over it)",
          f"5: {event.call} and {second} stand; {name(last)} calls next, passing or "
          "declaring over it.")],
        seat=last,
    )  # fmt: skip
    if demand == "correct":
        ctx.take_next()
        ctx.cancel_event(event, "withdrawn")
        ctx.cancel_event(acted, "withdrawn")
        again = (  # the dealer's right-hand player declared first: the next one is in turn
            f"{name(off)} calls again at his turn"
            if following is turn
            else f"{name(off)} and {name(following)} call again at their turns"
        )
        ctx.say(
            "6",
            f"{event.call} and {second} are withdrawn at {name(last)}'s demand: {name(turn)} "
            f"calls in turn; {again}, with no further penalty.",
        )
        return
    _stands(ctx, event, "6")
    ctx.say(
        "5",
        f"{name(last)} accepts {event.call}: it stands, {name(following)}'s {second} is his "
        f"call over it, and {name(last)} calls next.",
    )
