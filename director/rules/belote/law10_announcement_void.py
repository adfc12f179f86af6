"""Article 10B — a void announcement of belote or rebelote.

Irregularity
    "Belote" or "rebelote" announced with a card that is not the king or queen of trumps
    (of the suit played, at all trumps; none at no trumps), by a player who does not hold
    both, or a third time.

Rectification
    10B: the announcement is void: it scores nothing. Play goes on.

Example
    Hearts trumps: ``N:HA!`` — the ace is no part of belote; the announcement is void.

See also
    Article 10A (belote and rebelote, 20 points).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule


class AnnouncementVoid(ArticleRule):
    law = "10"

    @step("10B")
    def run(self, offence: Offence) -> None:
        offence.state(
            "10B",
            f"{offence.offender}'s announcement with {offence.card} is void: "
            "belote is the king and queen of trumps in one hand, announced once with each.",
        )


rule = AnnouncementVoid()
