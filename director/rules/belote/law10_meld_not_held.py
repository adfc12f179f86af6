"""Article 10H — a meld announced that the hand does not hold.

Irregularity
    A player announces a meld (10C, 10D) whose cards were not all dealt to him, or melds
    that would use one card twice.

Rectification
    10H: the sources read (the seed, Britannica, the public rulebooks) give no penalty for
    a false announcement: the arbiter says which remedy applies - the meld struck out (it
    scores nothing and is not compared, 10E), or the deal lost by the offending side as a
    failed contract (12B), the sanction club rulebooks give for any fault.

Example
    ``N:meld:carreJ`` when North holds three jacks — North announced a four he does not hold.

See also
    Articles 10G (a meld not shown on request), 10I (an announcement out of time), 12B.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import fault_remedy

MELD_FAULT_CHOICES = {
    "void": "the meld is struck out: it scores nothing and is not compared (10E)",
    "deal-lost": "the offending side loses the deal as a failed contract (12B), the sanction "
    "club rulebooks give for any fault",
}


class MeldNotHeld(ArticleRule):
    """The fault stated (its own step), then the arbiter's remedy (the melds' faults share
    it: 10G, 10H)."""

    law = "10"

    def run(self, offence: Offence) -> None:
        offence.state(*self.fault(offence))

        def struck_out() -> None:
            offence.void_meld()
            offence.state(offence.irregularity.law, f"{offence.melds} is struck out (10E).")

        question = "The sources read give no penalty for this fault of the melds: which remedy?"
        fault_remedy(offence, "meld-fault", question, MELD_FAULT_CHOICES, struck_out)

    @step("10H")
    def fault(self, offence: Offence) -> tuple[str, str]:
        """The section and the statement of the fault."""
        return "10H", (
            f"{offence.offender} announced {offence.melds}, which his hand as dealt does not "
            "hold (each card counts in one meld only)."
        )


rule = MeldNotHeld()
