"""Law 29 (1997 code) — procedure after a call out of rotation (with Laws 28 and 30-32).

Irregularity
    A call made when it was another player's turn. A call at the turn of an RHO who is
    required to pass is in rotation (28A).

Rectification
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
from director.model.call import Double, Redouble
from director.rules.base import step
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf1997.law30_pass_out_of_rotation import rule as law30_rule
from director.rules.wbf1997.law31_bid_out_of_rotation import rule as law31_rule
from director.rules.wbf1997.law32_double_out_of_rotation import rule as law32_rule
from director.rules.wbf2017.law29_call_out_of_rotation import CallOutOfRotation


class CallOutOfRotation1997(CallOutOfRotation):
    """Law 29 (1997): the 2017 steps in the 1997 words (a penalty, the right to penalise
    forfeited, a conventional call), the 1997 Laws 30-32, and an inadmissible double or
    redouble out of rotation left to the director."""

    # The 1997 Laws 30, 31 and 32.
    pass_rule, bid_rule, double_rule = law30_rule, law31_rule, law32_rule
    ask_28b = (
        "{lho}, whose turn it was, called before a penalty was assessed. Did he call at his "
        "own turn, not acting on {off}'s {call} (28B), or call over it, forfeiting the right "
        "to penalise (29A)?"
    )
    own_turn_28b = "28B: his call is in rotation; {call} is cancelled as if not made; 16C2."
    over_it_29a = ("over it", "29A: {call} stands and his call follows it; no penalty.")
    in_rotation_28b = (
        "{turn}, whose turn it was, called before a penalty was assessed: his call is in "
        "rotation, the right to penalise the call out of rotation is forfeited, and the "
        "auction proceeds as though the offender had not called at that turn."
    )
    called_over_29a = "{lho} called over it, forfeiting the right to penalise."
    ask_29a = (
        "Does {lho} call over the call out of rotation {call} (forfeiting the right to "
        "penalise it)?"
    )
    options_29a = (
        ("call over it", "29A: {call} stands; the auction goes on from {lho}."),
        ("do not accept", "29B: {call} is cancelled and {turn} calls; Law {law} sets the penalty."),
    )
    stands_29a = "{call} stands; the auction continues with {lho}."
    cancelled_29b = (
        "{call} is cancelled; the auction reverts to {turn}. {off} may make any legal call at "
        "his proper turn, his side subject to the penalty of Law {law}."
    )
    insufficient = "27C"
    artificial = "conventional"
    ask_30c = (
        "Was {off}'s pass a convention (by special agreement promising more than a stated "
        "strength, or artificially showing or denying values outside the last suit named), or "
        "a pass of his partner's conventional call?"
    )
    yes_30c = "30C: Law 31 applies, not Law 30."
    found_30c = "The pass was a convention: Law 31 applies, not Law 30."

    @step("29")
    def announce(self, ctx: Context, position: str) -> None:
        super().announce(ctx, position)
        event = ctx.event
        assert isinstance(event, CallEvent)
        call, off = event.call, ctx.offender
        if isinstance(call, Double | Redouble) and not ctx.table.auction.is_admissible(off, call):
            not_ruled(
                ctx,
                "32",
                f"{call} out of rotation is also inadmissible: it may never be accepted (32; 35A "
                "if the next opponent calls over it anyway; 36).",
            )


rule = CallOutOfRotation1997()
