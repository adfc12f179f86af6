"""Article 6 — a call not allowed.

Irregularity
    A call made in turn that the rules forbid: a bid off the scale or not higher than the
    last (3B), over capot (3C), at all trumps or no trumps where the organiser does not allow
    them (3D); a contre without a bid, of a contred contract or of the own side's bid (4A);
    a bid, or any call but a pass by the contrer's side, after a contre (4B); a surcontre
    without a contre or by the contrer's side (4C).

Rectification
    6A: the call is cancelled and the offender calls again in turn. 6B: the FFB forbids the
    call, but the rulebooks read give no penalty for it, so the arbiter is asked whether the
    offending side loses the right to speak (the remedy of 7A, by analogy) or not.

Example
    Dealer N: ``W:85H`` — bids run by tens: West's 85H is cancelled (3B), and the arbiter
    says whether a penalty applies.

See also
    Articles 3, 4 and 7A.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import PENALTY_CHOICES, silence


class CallNotAllowed(ArticleRule):
    law = "6"

    def run(self, offence: Offence) -> None:
        self.not_allowed(offence)
        self.cancelled(offence)
        self.penalty(offence)

    @step("6")
    def not_allowed(self, offence: Offence) -> None:
        """The call and the rule it breaks (the article the table's check names)."""
        irr = offence.irregularity
        offence.state(
            irr.law, f"{offence.offender}'s {offence.call} is not allowed: {offence.why}."
        )

    @step("6A")
    def cancelled(self, offence: Offence) -> None:
        ev, seat = offence.event, offence.seat
        assert ev is not None and ev.call is not None and seat is not None
        irr = offence.irregularity
        offence.state("6A", f"The {ev.call} is cancelled; {offence.offender} calls again in turn.")
        irr.cancelled_events.append(ev.index)
        offence.record_call("void")

    @step("6B")
    def penalty(self, offence: Offence) -> None:
        answer = offence.ask(
            "penalty",
            "arbiter",
            "6B",
            "The FFB forbids this call but the rulebooks read give no penalty for it (the FFB "
            "code of arbitration could not be read): does a penalty apply?",
            PENALTY_CHOICES,
        )
        if answer == "silence":
            silence(offence, "6B")


rule = CallNotAllowed()
