"""Article 11A — a card played out of turn.

Irregularity
    A card played when it was another player's turn to play.

Rectification
    11A: a fault the rulebooks read list without a penalty text (the FFB code of
    arbitration could not be read): the arbiter says which remedy applies - none (the card
    goes back to the hand and play goes on) or the deal lost by the offending side as a
    failed contract (12B), the sanction club rulebooks give for any fault.

Example
    ``S:HA`` at West's turn to play — South played out of turn.

See also
    Articles 11B (an exposed card) and 12B (a deal lost).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import play_fault


class CardOutOfTurn(ArticleRule):
    law = "11"

    def run(self, offence: Offence) -> None:
        self.stated(offence)
        self.remedy(offence)

    @step("11A")
    def stated(self, offence: Offence) -> None:
        turn = offence.turn.name.title()
        offence.state("11A", f"{offence.offender} played {offence.card} when {turn} was to play.")

    @step("12B")
    def remedy(self, offence: Offence) -> None:
        play_fault(offence)


rule = CardOutOfTurn()
