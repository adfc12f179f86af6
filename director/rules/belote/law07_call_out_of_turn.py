"""Article 7A — a call out of turn.

Irregularity
    A call (other than a contre the rules would allow in turn, 7B) made when it was another
    player's turn to call.

Rectification
    7A: the call is void and the offender's side loses the right to speak for the rest of
    the auction: its turns count as passes (the remedy of contree.org's "fautes et
    sanctions"; the FFB code of arbitration was not read).

Example
    Dealer N: ``W:80H N:90S`` — North calls at South's turn: his 90S is void and NS pass
    for the rest of the auction.

See also
    Articles 7B (a contre out of turn) and 6 (a call not allowed).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import silence


class CallOutOfTurn(ArticleRule):
    law = "7"

    def run(self, offence: Offence) -> None:
        self.void(offence)
        silence(offence, "7A")

    @step("7A")
    def void(self, offence: Offence) -> None:
        ev, seat = offence.event, offence.seat
        assert ev is not None and seat is not None
        irr = offence.irregularity
        offence.state(
            "7A",
            f"{offence.offender}'s {ev.call} out of turn is void (the remedy of "
            "contree.org, fautes et sanctions; the FFB code of arbitration was not read).",
        )
        irr.cancelled_events.append(ev.index)
        offence.record_void(str(ev.call))


rule = CallOutOfTurn()
