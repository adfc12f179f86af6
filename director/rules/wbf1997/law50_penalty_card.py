"""Law 50 (1997 code) - a card a defender exposes is a penalty card; what its information is.

Irregularity
    A defender's card was exposed prematurely, not led (1997 Law 50, first paragraph; the
    1997 text of Law 49 was not read for the catalog, so the card's status is taken from
    Law 50 itself).

Rectification
    The card is a penalty card unless the director designates otherwise (50). Major or
    minor as in 2017 (50B, read in full): a single card below honour rank exposed
    unintentionally is minor, an honour or a card exposed deliberately is major, and two or
    more penalty cards of one defender are all major. Where the director deems 1997 72B1
    applies (the offender could have known the exposure was likely to damage), he awards
    an adjusted score instead: named for him. Unlike 2017 50E1, the card's information is
    not authorised for partner: of a minor card he has no lead penalty but what he learnt
    from seeing it is unauthorised (50C, Law 16A); of a major card only the duty to play it
    is authorised, anything else it shows is unauthorised (50D1). When play ends with the
    card still on the table, the director weighs that unauthorised information (2017 50E4
    has no 1997 counterpart). Cards faced after a claim (1997 70B2) are not penalty cards.
    The lead options of 50D2 (its (b) not read) are not ruled under 1997.

Example
    Dealer N, ``1S AP``, after trick 1 West drops H7 face up, unintentionally: a minor
    penalty card (50B); East has no lead penalty but knows of the H7 only as unauthorised
    information (50C).

See also
    2017 rule: :mod:`director.rules.wbf2017.law49_defender_exposes`; ``director law 50
    --compare --edition wbf-1997``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.kind import Kind
from director.model.seat import Seat
from director.rules.base import step
from director.rules.common.play import name
from director.rules.wbf1997.adjusted_score import ASSIGNED
from director.rules.wbf2017.law49_defender_exposes import DefenderExposes

__all__ = ["DefenderExposes1997", "review_on_table", "rule"]


class DefenderExposes1997(DefenderExposes):
    """1997 Law 50: the card is a penalty card by Law 50 itself, 72B1 named, and its
    information unauthorised for partner beyond the duty to play it."""

    @step("70B2")
    def with_claim(self, ctx: Context, shown: str) -> bool:
        """Cards faced after a claim, when 1997 70B2 has all hands faced, are not penalty
        cards (1997 68D: play has ceased)."""
        claimed = any(c.spec.kind == Kind.CLAIM for c in ctx.rulings if c is not ctx)
        if not (claimed and ctx.play.ended):
            return False
        ctx.say(
            "68D",
            f"Play has ceased for the claim or concession: {shown}, shown by "
            f"{name(ctx.offender)}, is not a penalty card (70B2).",
        )
        return True

    @step("50")
    def exposed(self, ctx: Context, off: Seat, shown: str) -> None:
        """A card a defender exposed before its time is a penalty card unless the director
        designates otherwise; 72B1 named."""
        ctx.say(
            "50",
            f"{name(off)} exposed {shown}: each card is a penalty card unless the director "
            "designates otherwise.",
        )
        ctx.say(
            "72B1",
            "For the director: if he deems that the offender could have known at the time "
            "that the exposure was likely to damage the non-offenders, he awards an adjusted "
            "score instead of the rectification of Law 50.",
        )

    @step("50C")
    def information(self, ctx: Context, off: Seat, major: bool) -> None:
        """Minor: no lead penalty for partner, the sight of the card unauthorised (50C);
        major: only the duty to play it is authorised for partner (50D1)."""
        partner = name(off.partner)
        if major:
            ctx.say(
                "50D1",
                f"That {name(off)} must play the card is authorised information for {partner}; "
                "anything else it shows him is unauthorised.",
            )
            ctx.unauthorised("50D1", partner, "the penalty card, beyond the duty to play it")
        else:
            ctx.say(
                "50C",
                f"{partner} has no lead penalty, but what he learns from seeing the card is "
                "unauthorised information for him (Law 16A).",
            )
            ctx.unauthorised("50C", partner, "the sight of the minor penalty card")


def review_on_table(ctx: Context, card: str) -> None:
    """Play ended with ``card`` on the table as a penalty card: beyond the duty to play it,
    its information was unauthorised for the holder's partner (1997 50C, 50D1)."""
    ctx.review(
        "50D1",
        f"{card} lay on the table as a penalty card: beyond the duty to play it, what it "
        "showed was unauthorised information for the holder's partner (50C, 50D1); the "
        "director applies Law 16A if partner could have used it (or 72B1, if the offender "
        "could have known the exposure was likely to damage)." + ASSIGNED,
    )


rule = DefenderExposes1997()
