"""Auction Bridge 1912, Law 42 — the dealer passes (three-handed Auction: its Law 4 too).

Irregularity
    The dealer's first call is a pass: the code requires him to declare (one odd trick or
    more in a suit or at no trumps). Three-handed Auction keeps the rule (its L4: the dealer
    declares first, the bidding then as in Auction).

Rectification
    The code names the duty and no penalty for breaking it: the pass has no effect (it is
    cancelled, with no penalty on anyone) and the dealer, still in turn, declares. The
    auction then goes on as usual to a contract.

Example
    Dealer N: ``P N:1H P P P`` (North's pass is void; his 1H opens the auction).

See also
    Law 44 (what a declaration is worth); ``director law 42 --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.rules.auction1912._common import say_for_both
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    dealer = name(ctx.offender)
    say_for_both(
        ctx,
        "42",
        f"{dealer}, the dealer, passed: the dealer may not pass, he must open with a "
        "declaration of at least one odd trick.",
        ("4", "In three-handed Auction too the dealer declares first (4)."),
    )
    ctx.cancel_event(event)
    ctx.say(
        "42",
        f"The code prescribes no penalty: the pass has no effect and {dealer}, still in "
        "turn, must declare; the auction then goes on as usual.",
    )
