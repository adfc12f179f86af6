"""Article 12 — renonce.

Irregularity
    12A: a card played against the duty to follow suit, to trump, or to overtrump
    (article 9, with the organiser's options).

Rectification
    12B: the offending side loses the deal as a failed contract: the other side scores the
    points of a lost deal plus the contract, and its belote (the usual remedy of the public
    rulebooks: contree.org, coincheur.fr). 12C: a later fault of a side that lost the deal
    already changes nothing.

Example
    Hearts trumps, a spade led: ``W:D7`` when West holds a spade — a renonce.

See also
    Articles 9 (the duties), 14B and 14C (the score of a lost deal).
"""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import step
from director.rules.belote.base import ArticleRule
from director.rules.belote.common import lose


class Renonce(ArticleRule):
    law = "12"

    def run(self, offence: Offence) -> None:
        self.what_it_is(offence)
        self.remedy(offence)

    @step("12A")
    def what_it_is(self, offence: Offence) -> None:
        could = " ".join(sorted(str(c) for c in offence.allowed))
        offence.state(
            offence.article,
            f"{offence.offender} played {offence.card}; the duty was: "
            f"{offence.duty} (he held {could}).",
        )
        offence.state("12A", "A card against the duty to follow, trump or overtrump is a renonce.")

    @step("12B")
    def remedy(self, offence: Offence) -> None:
        lose(offence)


rule = Renonce()
