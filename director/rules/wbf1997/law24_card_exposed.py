"""Law 24 (1997 code) — card exposed or led during the auction.

Irregularity
    During the auction a player's action put one or more of his cards where his partner
    could see their faces, or he led a card.

Penalty
    Every such card stays face up on the table until the auction ends. A single card below
    honour rank, not led: no further penalty (24A). A single honour, or any card led
    prematurely: the partner must pass at his next turn (24B); two or more cards: the same
    (24C); Law 23 reviews the enforced pass. If the offender becomes a defender, declarer
    MAY treat each such card as a penalty card (Law 50) - his option, where 2017 24E makes
    every such card a penalty card automatically. This tool does not carry that option into
    the play under the 1997 code: the ruling states it and the director applies it.

Example
    Dealer N: ``1H E:expose:SK``.

See also
    1997 Laws 23, 50; ``director law 24 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Rank
from director.rules.common.auction import face_up, name
from director.rules.wbf1997._common import bar_partner


def rule(ctx: Context) -> None:
    event, shown = face_up(ctx)
    off, cards = ctx.offender, event.cards
    ctx.say("24", f"{shown} must stay face up on the table until the auction closes.")
    honour = any(c.rank >= Rank.TEN for c in cards)
    if len(cards) == 1 and not honour and not event.led:
        ctx.say("24A", "A single card below honour rank, not led prematurely: no further "
                "penalty in the auction.")  # fmt: skip
    else:
        law = "24C" if len(cards) > 1 else "24B"
        ctx.say(law, "Two or more cards were exposed." if law == "24C" else
                "A single card of honour rank, or a card led prematurely.")  # fmt: skip
        if ctx.table.auction.is_complete:
            ctx.say(law, "The auction has closed: no call remains for the partner to pass.")
        else:
            bar_partner(ctx, "next-turn", law)
    ctx.say(
        "24",
        f"If {name(off)} becomes a defender, declarer may treat each of {shown} as a penalty "
        "card (Law 50): his option. This tool does not carry the option into the play under "
        "the 1997 code; the director applies it.",
    )
