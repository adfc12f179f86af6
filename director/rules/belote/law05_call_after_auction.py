"""Article 5D — a call after the end of the auction.

Irregularity
    A call made once the auction is over (three passes after a bid, a surcontre, or four
    passes).

Rectification
    5D: the call is void; the auction stays as it ended.

Example
    Dealer N: ``W:80H S:P E:P N:P W:90H`` — West's 90H comes after the auction ended.

See also
    Articles 5A-5C (how the auction ends).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule


class CallAfterAuction(ArticleRule):
    law = "5"

    def run(self, offence: Offence) -> None:
        self.void(offence)

    @step("5D")
    def void(self, offence: Offence) -> None:
        assert offence.event is not None
        irr = offence.irregularity
        offence.state("5D", f"The auction is over: {offence.offender}'s {offence.call} is void.")
        irr.cancelled_events.append(offence.event.index)


rule = CallAfterAuction()
