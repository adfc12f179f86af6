"""Article 11B — a card exposed.

Irregularity
    A card shown (exposed) by a player other than by playing it.

Rectification
    11B: a fault the rulebooks read give no penalty text for: as for a card played out of
    turn (11A), the arbiter says which remedy applies - none (the card goes back to the hand)
    or the deal lost by the offending side (12B).

Example
    ``expose:SA`` by North — North's ace of spades is exposed.

See also
    Articles 11A and 12B.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.law11_card_out_of_turn import CardOutOfTurn


class CardExposed(CardOutOfTurn):
    @step("11B")
    def stated(self, offence: Offence) -> None:
        offence.state(
            "11B",
            f"{offence.offender} exposed {offence.card}: a fault; the rulebooks "
            "read give no penalty text.",
        )


rule = CardExposed()
