"""Law 62C1 — after a revoke is corrected, a non-offender who played after it may take his
card back: said when he does so after trick 13 (62D1), where the play driver reads it.

Irregularity
    A revoke on trick 12 is corrected after trick 13 (62D1), and a non-offender had played
    to trick 12 after the revoke.

Rectification
    He may take his card back and play his other card, the one he played to trick 13: his
    right, not a retraction under Law 47; the card taken back is unauthorised information
    to the offending side (16C).

Example
    South revokes on trick 12, West plays after him, and the revoke is corrected after
    trick 13: West takes back his trick-12 card and plays his last card instead.

See also
    Laws 16C, 47, 61, 62D.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Card
from director.model.seat import Seat
from director.rules.common.play import name

__all__ = ["substitution"]


def substitution(ctx: Context, seat: Seat, taken: Card, played: Card) -> None:
    """``seat`` takes back ``taken``, played after the revoke, and plays ``played``."""
    ctx.say(
        "62C1",
        f"{name(seat)} takes back {taken}, played after the revoke, and plays {played} "
        "instead: his right, not a retraction under Law 47 (the withdrawn card is "
        "unauthorised information to the offending side, 16C).",
    )
