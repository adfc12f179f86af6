"""Law 24 (1997 code) — card exposed or led during the auction.

Irregularity
    During the auction a player's action put one or more of his cards where his partner
    could see their faces, or he led a card.

Rectification
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

from director.engine.auction import Contract
from director.engine.context import Context
from director.engine.events import ExposeEvent
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import review_23
from director.rules.wbf2017.law24_card_exposed import CardExposed


class CardExposed1997(CardExposed):
    """1997 Law 24: no 16C statement; Law 23 reviews the pass; penalty cards only at
    declarer's option."""

    single_low = (
        "A single card below honour rank, not led prematurely: no further penalty in the auction."
    )
    single_honour = "A single card of honour rank, or a card led prematurely."
    no_pass = "The auction has closed: no call remains for the partner to pass."

    @step("24")
    def face_up(self, ctx: Context, shown: str, contract: Contract | None) -> None:
        ctx.say("24", f"{shown} must stay face up on the table until the auction closes.")

    def review_pass(self, ctx: Context) -> None:
        review_23(ctx)

    @step("24")
    def penalty_cards(
        self, ctx: Context, event: ExposeEvent, shown: str, contract: Contract | None
    ) -> None:
        """Declarer's option to treat each card as a penalty card, stated, not applied."""
        ctx.say(
            "24",
            f"If {name(ctx.offender)} becomes a defender, declarer may treat each of {shown} "
            "as a penalty card (Law 50): his option. This tool does not carry the option into "
            "the play under the 1997 code; the director applies it.",
        )


rule = CardExposed1997()
