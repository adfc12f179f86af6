"""Article 10I — a meld announced out of time.

Irregularity
    A meld announced other than on playing to the first trick (10D): during the auction,
    before the player's own card to the first trick, after the next player has played, or
    at a later trick.

Rectification
    10I: no source read gives a penalty: the arbiter says whether the announcement is void
    (the meld scores nothing and is not compared) or counts as if made in time.

Example
    ``N:meld:quarteSA`` after East has played to the first trick — North is too late.

See also
    Articles 10D (announcing), 10E (comparing).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule

LATE_CHOICES = {
    "void": "the announcement is void: the meld scores nothing and is not compared",
    "kept": "the meld counts as if announced in time",
}


class MeldOutOfTime(ArticleRule):
    law = "10"

    @step("10I")
    def run(self, offence: Offence) -> None:
        melds = offence.melds
        offence.state(
            "10D",
            f"{offence.offender} announced {melds} out of time: melds are announced on "
            "playing to the first trick.",
        )
        answer = offence.ask(
            "meld-late",
            "arbiter",
            "10I",
            "No source read gives a penalty for a meld announced out of time: does it count?",
            LATE_CHOICES,
        )
        if answer == "void":
            offence.void_meld()
            offence.state("10I", f"The announcement is void: {melds} scores nothing.")
        else:
            offence.state("10I", f"{melds} counts as if announced in time.")


rule = MeldOutOfTime()
