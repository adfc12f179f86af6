"""Law 26B — the lead restriction after a withdrawn call, applied in the play.

Irregularity
    In the auction a player's call was withdrawn and not replaced by a comparable call,
    and the rule of that irregularity said Law 26B may apply (27B2, 30B1(b)(ii), 31A2(b),
    36B, 37B2, 38D, 39C ...). The offender became a defender, and his partner now has the
    lead for the first time (this may be the opening lead). The restriction does not arise
    when the offender became declarer or dummy (see ``Context.finish``).

Rectification
    Declarer's choice: prohibit the partner from leading one suit the offender did not
    specify in the legal auction, for as long as the partner keeps the lead; or no
    prohibition (26B). Only a prohibition: the Law, as amended in June 2017, has no
    requirement to lead a suit. The suits offered are those the offender did not name in
    the legal auction; the director strikes any suit one of his artificial calls specified.
    The choice is offered when the partner first leads in turn. A lead of the prohibited
    suit by a player who holds a card of another suit fails to comply with a rectification
    an opponent chose: a revoke (61A), corrected before it is established (62) or
    transferring tricks (64). A player with only cards of the prohibited suit may lead any
    of them (59).

Example
    Dealer N: ``1S P P W:1H W:P`` (the 1H not accepted, replaced by a pass: 27B2), North
    declares; before East's opening lead declarer prohibits diamonds.

See also
    Laws 23, 26A, 59, 61A.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.model.card import Suit
from director.rules.base import Rule, step
from director.rules.common.play import declarer_choice, driver, name, suit_word

# Declarer's choices: the option's value, its label, what follows from it.
Options = list[tuple[object, str, str]]


class LeadRestriction(Rule):
    """Law 26 in the play: declarer's choice at the partner's first lead, offered (26B) and
    applied."""

    law = "26B"
    # Declarer's choice of nothing, as offered and as ruled.
    no_choice: ClassVar[str] = "no prohibition"
    no_choice_ruled: ClassVar[str] = "Declarer prohibits no suit: there is no lead restriction."

    def run(self, ctx: Context) -> None:
        source = driver(ctx).source_26b
        assert source is not None
        offered = self.offer(ctx, source)
        if offered is None:
            return
        law, options = offered
        leader = ctx.offender.partner
        options.append(("none", self.no_choice, f"{name(leader)} may lead any card."))
        choice = declarer_choice(ctx, law, leader, options)
        if choice == "none":
            ctx.say(law, self.no_choice_ruled)
            return
        mode, _, letter = choice.partition(":")
        ctx.lead_rule(leader, Suit.parse(letter), mode, law, until_loses_lead=mode == "prohibit")

    @step("26B")
    def offer(self, ctx: Context, source: Context) -> tuple[str, Options] | None:
        """Declarer may prohibit one suit the offender did not specify in the legal auction."""
        offender = ctx.offender
        leader = offender.partner
        named = {s.letter for s in ctx.auction.suits_named_by(offender)}
        free = [s for s in reversed(Suit) if s.letter not in named]
        ctx.say(
            "26B",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s call was "
            f"withdrawn ({source.out.kind}, Law {source.out.law}, event {source.event.index}) "
            f"and he is a defender: before the lead declarer may prohibit one suit "
            f"{name(offender)} did not specify in the legal auction.",
        )
        if named:
            shown = ", ".join(f"{suit_word(s)}s" for s in reversed(Suit) if s.letter in named)
            ctx.say(
                "26B",
                f"{name(offender)} named {shown} in the legal auction; the director confirms "
                "what any artificial call of his specified.",
            )
        options: Options = [
            (
                f"prohibit:{s.letter}",
                f"prohibit {suit_word(s)}s",
                f"{name(leader)} may not lead a {suit_word(s)} for as long as he keeps the "
                f"lead (26B; 59 if he has only {suit_word(s)}s).",
            )
            for s in free
        ]
        return "26B", options


rule = LeadRestriction()
