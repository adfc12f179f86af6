"""Law 34 (1997 code) — retention of the right to call.

Irregularity
    A call was followed by three passes, one of them out of rotation, so that a player lost
    his turn to call (an accepted call out of rotation, 29A, skipped him).

Rectification
    No penalty: the auction has not ended; it reverts to the player who missed his turn,
    every later pass is cancelled, and the auction proceeds as though there had been no
    irregularity. (2017 moves this to 17D3 and adds Law 16C.)

Example
    Dealer N: ``1H P W:P`` accepted ... then ``P`` — North never had his turn back.

See also
    1997 Laws 17E, 29; ``director law 34 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.rules.wbf2017.law17_retention_of_right_to_call import RetentionOfRightToCall


class RetentionOfRightToCall1997(RetentionOfRightToCall):
    """1997 Law 34: as 2017 17D3, without Law 16C."""

    law = "34"
    not_ended = (
        "Three passes followed a call, but one was out of rotation and deprived {seat} "
        "of his turn: the auction has not ended."
    )
    reverts = (
        "The later passes are cancelled; the auction reverts to {seat} and proceeds as "
        "though there had been no irregularity."
    )

    def cancelled_calls(self, ctx: Context) -> None:
        """The 1997 code says nothing of the cancelled passes (no 16C here)."""


rule = RetentionOfRightToCall1997()
