"""Article 10G — a meld announced and not shown on request.

Irregularity
    An opponent asked to see a meld announced at the first trick, and the announcer did
    not show it by the end of the second trick (10F).

Rectification
    10G: the seed requires the showing but names no penalty, nor do the other sources
    read: as for a false announcement (10H), the arbiter says which remedy applies - the
    meld struck out, or the deal lost by the offending side (12B).

Example
    ``N:meld:tierceHK``, then ``E:request:N``, and the second trick ends with no ``N:show``.

See also
    Articles 10F (showing), 10H, 12B.
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.law10_meld_not_held import MeldNotHeld

NOT_SHOWN = (
    "{} was asked to show {} and did not show it at the second trick; the sources read name "
    "no penalty."
)


class MeldNotShown(MeldNotHeld):
    @step("10G")
    def fault(self, offence: Offence) -> tuple[str, str]:
        return "10G", NOT_SHOWN.format(offence.offender, offence.melds)


rule = MeldNotShown()
