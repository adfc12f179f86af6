"""Law 26 (1997 code) — the lead penalty after a withdrawn call, applied in the play.

Situation
    In the auction an offender's call was withdrawn and he chose another final call at that
    turn; his side's rule said Law 26 may apply (27B2, 27B3, 31A2(b), 31B, 32, 36, 37, 38,
    39B ...). He became a defender, and his partner now has the lead for the first time (the
    opening lead included).

Declarer's choice
    The withdrawn call related to a suit (26A): if the offender specified that suit himself
    in the legal auction, there is no lead penalty (26A1, but 16C); otherwise declarer may
    require the partner to lead it at this turn, or prohibit it for as long as he keeps the
    lead, or neither (26A2). Any other withdrawn call (26B): declarer may prohibit any one
    suit, for as long as the partner keeps the lead, or none. The 2017 code keeps only a
    prohibition of a suit the offender did not specify (2017 26B). The director confirms
    what a conventional call specified.

Enforcement
    As for any lead penalty: a player who can comply and does not revokes (61A); one who
    cannot may play any legal card (59).

See also
    1997 Laws 16C, 59, 61; ``director law 26 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Suit
from director.rules.common.play import declarer_choice, driver, name, suit_word


def rule(ctx: Context) -> None:
    st = ctx.play
    source = driver(ctx).source_26b
    assert source is not None
    offender = ctx.offender
    leader = offender.partner
    contract = st.contract
    restriction = source.auction_lead_restrictions(contract)[0]
    where = f"({source.out.kind}, Law {source.out.law}, event {source.event.index})"
    if restriction.law == "26A2":
        suit = Suit.parse(restriction.suit)
        named = {s.letter for s in ctx.table.auction.suits_named_by(offender)}
        if suit.letter in named:
            ctx.say(
                "26A1",
                f"{name(offender)}'s withdrawn call {where} related to {suit_word(suit)}s, "
                "which he specified in the legal auction: no lead penalty (but Law 16C).",
            )
            return
        ctx.say(
            "26A2",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s withdrawn "
            f"call {where} related to {suit_word(suit)}s, which he did not specify in the "
            "legal auction: declarer may require or prohibit that suit.",
        )
        options: list[tuple[object, str, str]] = [
            (f"require:{suit.letter}", f"require {suit_word(suit)}s",
             f"{name(leader)} must lead a {suit_word(suit)} now (26A2; 59 if he has none)."),
            (f"prohibit:{suit.letter}", f"prohibit {suit_word(suit)}s",
             f"{name(leader)} may not lead a {suit_word(suit)} for as long as he keeps the "
             "lead (26A2)."),
        ]  # fmt: skip
        law = "26A2"
    else:
        ctx.say(
            "26B",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s call was "
            f"withdrawn {where} and he is a defender: declarer may prohibit any one suit.",
        )
        options = [
            (f"prohibit:{s.letter}", f"prohibit {suit_word(s)}s",
             f"{name(leader)} may not lead a {suit_word(s)} for as long as he keeps the lead "
             "(26B).")
            for s in reversed(Suit)
        ]  # fmt: skip
        law = "26B"
    options.append(("none", "no lead penalty", f"{name(leader)} may lead any card."))
    choice = declarer_choice(ctx, law, leader, options)
    if choice == "none":
        ctx.say(law, "Declarer chooses no lead penalty.")
        return
    mode, _, letter = choice.partition(":")
    ctx.lead_rule(leader, Suit.parse(letter), mode, law, until_loses_lead=mode == "prohibit")
