"""Law 24D — cards exposed in the auction by a player who becomes declarer or dummy go back
into his hand: what the table says once the auction is over and his role is known.

Irregularity
    A player exposed a card in the auction (Law 24) and then became declarer or dummy.

Rectification
    The exposed cards go back into his hand, with no further rectification; his partner's
    lead is not restricted.

Example
    North exposes the HK during the auction and becomes declarer: the HK goes back into
    his hand.

See also
    Laws 24, 24E (director.rules.wbf2017.law24_card_exposed).
"""

from __future__ import annotations

from director.engine.context import Context

__all__ = ["cards_return"]


def cards_return(ctx: Context) -> None:
    """The offender became declarer or dummy: his exposed cards go back, no rectification."""
    ctx.say(
        "24D",
        "The offender became declarer or dummy: the exposed cards go back into his hand, "
        "with no further rectification.",
    )
