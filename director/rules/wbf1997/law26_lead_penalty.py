"""Law 26 (1997 code) — the lead penalty after a withdrawn call, applied in the play.

Irregularity
    In the auction an offender's call was withdrawn and he chose another final call at that
    turn; his side's rule said Law 26 may apply (27B2, 27B3, 31A2(b), 31B, 32, 36, 37, 38,
    39B ...). He became a defender, and his partner now has the lead for the first time (the
    opening lead included).

Rectification
    Declarer's choice. The withdrawn call related to a suit (26A): if the offender specified
    that suit himself in the legal auction, there is no lead penalty (26A1, but 16C);
    otherwise declarer may require the partner to lead it at this turn, or prohibit it for
    as long as he keeps the lead, or neither (26A2). Any other withdrawn call (26B):
    declarer may prohibit any one suit, for as long as the partner keeps the lead, or none.
    The 2017 code keeps only a prohibition of a suit the offender did not specify (2017
    26B). The director confirms what a conventional call specified. As for any lead
    penalty: a player who can comply and does not revokes (61A); one who cannot may play
    any legal card (59).

Example
    Dealer E: ``1S P 2S N:1H N:P 4S P P P`` (the 1H not accepted, corrected by a pass:
    27B2); before South's opening lead declarer requires a heart (26A2).

See also
    1997 Laws 16C, 59, 61; ``director law 26 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Suit
from director.rules.base import step
from director.rules.common.play import name, suit_word
from director.rules.wbf2017.law26_lead_restriction import LeadRestriction, Options


class LeadPenalty1997(LeadRestriction):
    """1997 Law 26: the suit of a withdrawn bid may be required or prohibited (26A2), any
    one suit prohibited after any other call (26B)."""

    law = "26"
    no_choice = "no lead penalty"
    no_choice_ruled = "Declarer chooses no lead penalty."

    @step("26")
    def offer(self, ctx: Context, source: Context) -> tuple[str, Options] | None:
        restriction = source.auction_lead_restrictions(ctx.play.contract)[0]
        where = f"({source.out.kind}, Law {source.out.law}, event {source.event.index})"
        if restriction.law == "26A2":
            return self.related_suit(ctx, Suit.parse(restriction.suit), where)
        return self.any_suit(ctx, where)

    @step("26A")
    def related_suit(self, ctx: Context, suit: Suit, where: str) -> tuple[str, Options] | None:
        """None if the offender specified the suit himself (26A1), else require or prohibit
        it (26A2)."""
        offender = ctx.offender
        leader = offender.partner
        named = {s.letter for s in ctx.auction.suits_named_by(offender)}
        if suit.letter in named:
            ctx.say(
                "26A1",
                f"{name(offender)}'s withdrawn call {where} related to {suit_word(suit)}s, "
                "which he specified in the legal auction: no lead penalty (but Law 16C).",
            )
            return None
        ctx.say(
            "26A2",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s withdrawn "
            f"call {where} related to {suit_word(suit)}s, which he did not specify in the "
            "legal auction: declarer may require or prohibit that suit.",
        )
        options: Options = [
            (f"require:{suit.letter}", f"require {suit_word(suit)}s",
             f"{name(leader)} must lead a {suit_word(suit)} now (26A2; 59 if he has none)."),
            (f"prohibit:{suit.letter}", f"prohibit {suit_word(suit)}s",
             f"{name(leader)} may not lead a {suit_word(suit)} for as long as he keeps the "
             "lead (26A2)."),
        ]  # fmt: skip
        return "26A2", options

    @step("26B")
    def any_suit(self, ctx: Context, where: str) -> tuple[str, Options]:
        """Any other withdrawn call: declarer may prohibit any one suit."""
        offender = ctx.offender
        leader = offender.partner
        ctx.say(
            "26B",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s call was "
            f"withdrawn {where} and he is a defender: declarer may prohibit any one suit.",
        )
        options: Options = [
            (f"prohibit:{s.letter}", f"prohibit {suit_word(s)}s",
             f"{name(leader)} may not lead a {suit_word(s)} for as long as he keeps the lead "
             "(26B).")
            for s in reversed(Suit)
        ]  # fmt: skip
        return "26B", options


rule = LeadPenalty1997()
