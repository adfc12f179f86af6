"""Article 7A — a call by a player whose side has lost the right to speak.

Irregularity
    A call other than a pass by a player whose side lost the right to speak earlier in the
    auction (after a call out of turn, 7A, or a penalty under 6B).

Rectification
    As any call not allowed (6A): the call is cancelled and the offender calls again in
    turn; no further penalty, the side has already lost the right to speak (its turns count
    as passes).

Example
    Dealer N: ``E:80H W:80S`` after East's call out of turn silenced EW — West's 80S is
    cancelled.

See also
    Articles 6 and 7A.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.law06_call_not_allowed import CallNotAllowed


class CallWhenSilenced(CallNotAllowed):
    law = "7"

    @step("7A")
    def penalty(self, offence: Offence) -> None:
        """No further penalty: the side has already lost the right to speak."""


rule = CallWhenSilenced()
