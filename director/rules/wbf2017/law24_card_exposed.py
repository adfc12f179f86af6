"""Law 24 — card exposed or led during the auction.

Irregularity
    During the auction a player, through his own error, let his partner see the face of one
    or more of his cards, or led a card.

Rectification
    Each card stays face up until the end of the auction; its information is authorised for
    the non-offenders and unauthorised for the offenders (16C). A single card below honour
    rank, not led: nothing more (24A). A single honour, or any card led prematurely: partner
    must pass at his next turn (24B, 72C). Two or more cards: the same (24C). If the offender
    becomes declarer or dummy the cards go back (24D); if he becomes a defender each card is
    a penalty card (24E; Law 50B says major or minor).

Example
    Dealer N: ``1H E:expose:SK``.

See also
    Laws 16C, 50, 51, 72C.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.auction import Contract
from director.engine.context import Context
from director.engine.events import ExposeEvent
from director.model.card import Rank
from director.rules.base import Rule, step
from director.rules.common.auction import face_up, name, unauthorised_to_offenders


class CardExposed(Rule):
    """Law 24: the cards stay face up (24); the partner's pass by what was exposed (24A-24C);
    the cards after the auction (24D, 24E)."""

    law = "24"
    single_low: ClassVar[str] = (
        "A single card below honour rank, not led: no further rectification in the auction."
    )
    single_honour: ClassVar[str] = "A single honour, or a card led prematurely."
    no_pass: ClassVar[str] = (
        "The auction has ended, so the partner's obligation to pass does not arise."
    )

    def run(self, ctx: Context) -> None:
        event, shown = face_up(ctx)
        auction = ctx.auction
        contract = auction.contract() if auction.is_complete else None
        self.face_up(ctx, shown, contract)
        cards = event.cards
        honour = any(c.rank >= Rank.TEN for c in cards)
        if len(cards) == 1 and not honour and not event.led:
            ctx.say("24A", self.single_low)
        elif len(cards) == 1:
            ctx.say("24B", self.single_honour)
            self.partner_passes(ctx, "24B")
        else:
            ctx.say("24C", "Two or more cards were exposed.")
            self.partner_passes(ctx, "24C")
        self.penalty_cards(ctx, event, shown, contract)

    @step("24")
    def face_up(self, ctx: Context, shown: str, contract: Contract | None) -> None:
        """Face up until the auction ends; unauthorised for the offenders (16C)."""
        if contract is None:
            ctx.say("24", f"{shown} must stay face up on the table until the auction ends.")
        unauthorised_to_offenders(ctx, "16C", f"the exposed card(s) {shown}")

    @step("24B")
    def partner_passes(self, ctx: Context, law: str) -> None:
        """The partner's pass, and the review of it - neither when the auction has ended
        (the clarification period, 17D1: a face-down lead out of turn seen by partner, 41A,
        or an attempted opening lead by the declaring side, 54E): no pass is enforced."""
        if ctx.auction.is_complete:
            ctx.say(law, self.no_pass)
            return
        ctx.must_pass(ctx.offender.partner, "next-turn", law)
        self.review_pass(ctx)

    def review_pass(self, ctx: Context) -> None:
        ctx.review(
            "72C", "If the enforced pass damages the non-offending side, adjust under Law 72C."
        )

    @step("24E")
    def penalty_cards(
        self, ctx: Context, event: ExposeEvent, shown: str, contract: Contract | None
    ) -> None:
        """The cards go back to declarer or dummy (24D), are penalty cards of a defender (24E;
        50B says which kind)."""
        off, cards = ctx.offender, event.cards
        # After the auction (41A, 54E apply Law 24): the offender's role is known already.
        defends = None if contract is None else contract.declarer.side != off.side
        if contract is not None and not defends:
            ctx.say(
                "24D",
                f"{name(off)} is {'declarer' if off == contract.declarer else 'dummy'}: the "
                "exposed cards go back into his hand, with no further rectification.",
            )
            return
        honour = any(c.rank >= Rank.TEN for c in cards)
        major = len(cards) > 1 or honour or event.led
        if major:
            why = (
                "two or more cards"
                if len(cards) > 1
                else "a card led"
                if event.led
                else "an honour"
            )
            ctx.say("50B", f"As penalty cards, {shown} would be major ({why}).")
        else:
            major = not ctx.ask(
                "unintentional",
                "director",
                "50B",
                f"Was {shown} exposed unintentionally (dropped, say)? It decides what kind of "
                "penalty card it is"
                + (f" if {name(off)} becomes a defender." if defends is None else "."),
                [(True, "yes", "50B: a minor penalty card if he defends (50C)."),
                 (False, "no", "50B: exposed deliberately, a major penalty card if he defends "
                  "(50D).")],
            )  # fmt: skip
        for card in cards:
            ctx.penalty_card(off, str(card), "major" if major else "minor", "24E")
        kind, governs = ("major", "50D") if major else ("minor", "50C")
        if defends:
            ctx.say(
                "24E",
                f"{name(off)} is a defender: each exposed card is a {kind} penalty card (50B; "
                f"Law {governs} governs it).",
            )
            return
        ctx.say(
            "24E",
            f"If {name(off)} becomes a defender, each exposed card is a {kind} penalty card "
            f"(50B; Law {governs} then governs it); if he becomes declarer or dummy, they go "
            "back to his hand (24D).",
        )


rule = CardExposed()
