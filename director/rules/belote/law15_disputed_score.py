"""Article 15 — a disputed score.

Irregularity
    The score the players wrote down differs from the score the deal, as replayed, gives.

Rectification
    15: the score follows from the deal as played and the scoring articles (13, 14); the
    written score is corrected, item by item.

Example
    A record whose ``score`` reads NS 0, EW 250 when the deal gives NS 0, EW 260.

See also
    Articles 13 and 14 (the score).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule


class DisputedScore(ArticleRule):
    law = "15"

    @step("15")
    def run(self, offence: Offence) -> None:
        claimed, total = offence.claimed, offence.total
        irr = offence.irregularity
        irr.summary = f"{irr.summary}: written NS {claimed['NS']}, EW {claimed['EW']}"
        offence.state(
            "15",
            f"The score follows from the deal as replayed: NS {total['NS']}, "
            f"EW {total['EW']} (items below); the written score is corrected.",
        )


rule = DisputedScore()
