"""Article 7B — a contre out of turn.

Irregularity
    A contre, one the rules would allow in turn, made before the contrer's turn.

Rectification
    7B: the FFB allows a contre only in turn, and the sources differ on the remedy: a
    general rulebook makes it void with the loss of the right to speak (7A); the Cannes 2016
    rules let the non-offending side play on (the contre stands) or have the hands redealt.
    The arbiter is asked which applies (and, for the latter, what the side chose).

Example
    Dealer N: ``W:80H N:X`` — North contres at South's turn (West, South, East, North is
    the order of calls).

See also
    Article 7A.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import silence

CHOICES = {
    "void": "the contre is void; the offending side loses the right to speak (7A)",
    "stand": "the non-offending side plays on: the contre stands",
    "redeal": "the non-offending side has the hands redealt",
}


class ContreOutOfTurn(ArticleRule):
    law = "7"

    def run(self, offence: Offence) -> None:
        self.stated(offence)
        answer = self.remedy(offence)
        {"void": self.void, "stand": self.stands, "redeal": self.redeal}[answer](offence)

    @step("7B")
    def stated(self, offence: Offence) -> None:
        offence.state(
            "7B",
            f"{offence.offender} contred before his turn; the FFB allows a contre only in turn.",
        )

    def remedy(self, offence: Offence) -> str:
        return offence.ask(
            "contre-out-of-turn",
            "arbiter",
            "7B",
            "The sources differ: a general rulebook makes any call out of turn void with the loss "
            "of the right to speak (7A); the Cannes 2016 rules let the non-offending side choose "
            "to play on or to have the hands redealt. Which applies, and (for the latter) what "
            "did the non-offending side choose?",
            CHOICES,
        )

    @step("7A")
    def void(self, offence: Offence) -> None:
        ev, seat = offence.event, offence.seat
        assert ev is not None and seat is not None
        offence.irregularity.cancelled_events.append(ev.index)
        offence.record_void("contre")
        silence(offence, "7A")

    @step("7B")
    def stands(self, offence: Offence) -> None:
        ev, seat = offence.event, offence.seat
        assert ev is not None and ev.call is not None and seat is not None
        offence.state("7B", "The contre stands; the auction goes on after the contrer.")
        offence.record_call()

    def redeal(self, offence: Offence) -> None:
        irr = offence.irregularity
        irr.redeal = True
        offence.state("7B", "The hands are redealt by the same dealer; this deal is not scored.")
        offence.redeal()


rule = ContreOutOfTurn()
