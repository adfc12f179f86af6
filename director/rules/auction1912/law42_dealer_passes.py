"""Auction Bridge 1912, Law 42 — the dealer passes.

Irregularity
    The dealer's first call is a pass: the code requires him to declare (one odd trick or
    more in a suit or at no trumps).

Rectification
    The seed's laws 42-52 state the duty but give no rectification: the ruling names Law 42
    and stops, the director applying the code himself.

Example
    Dealer N: ``P``.

See also
    Law 44 (what a declaration is worth); ``director law 42 --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.rules.auction1912._common import not_ruled
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    ctx.say(
        "42",
        f"{name(ctx.offender)}, the dealer, passed: the dealer may not pass, he must open with a "
        "declaration of at least one odd trick.",
    )
    not_ruled(ctx, "42", "Law 42 gives no rectification for the dealer's pass.")
