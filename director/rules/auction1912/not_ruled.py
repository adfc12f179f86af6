"""An irregularity the seed's laws 42-52 of the 1912 Auction Bridge code do not rule.

Situation
    Any kind the 1912 registry does not map to a 1912 rule: a change of declaration (52), a
    declaration by a debarred partner (50), a double the code does not allow (43, 54), and
    everything in the play or the information at the table.

What the ruling says
    Within laws 42-52, the law that names the situation, and that the director applies the
    code himself (a draft, never logged). Outside them, the record is refused as input the
    tool cannot rule under this code (exit 2): nothing of the code is invented.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError
from director.rules.auction1912._common import EDITION, THREE_HAND, not_ruled

SCOPE = {
    EDITION: "its catalog holds laws 42-52, the auction",
    THREE_HAND: "its rules cover the auction: the three-hand laws 1-10 and Auction laws 42-52",
}


_HOLDS = {
    EDITION: "laws 42-52, the auction",
    "three-hand-auction": "the three-hand laws 1-15 and, for the rest, Auction laws 42-52",
}


def rule(ctx: Context) -> None:
    law = ctx.spec.law
    if not law:
        raise InvalidEventError(
            f"event {ctx.event.index} ({ctx.event}): {ctx.spec.title.lower()} is not ruled "
            f"under {ctx.edition} ({SCOPE.get(ctx.edition.id, SCOPE[EDITION])})"
        )
    not_ruled(ctx, law, f"{ctx.spec.title} falls under Law {law}.")
