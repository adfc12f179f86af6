"""Law 53 (1997 code) — a lead out of turn accepted; 55 and 56 not ruled.

Irregularity
    A player led to a trick when another player (or declarer's other hand) was to lead:
    a defender's lead out of turn (1997 Law 56), declarer's (Law 55).

Rectification
    Any faced lead out of turn may be accepted (1997 53A): by a statement of the
    non-offending side, or when the player next in rotation after it plays to it. The 1997
    code has no trick-13 exception (2017 53A: at trick 13 it cannot be accepted and must be
    retracted). Accepted, the card is the lead to the trick. Not accepted, the director
    requires the correct lead and Law 55 or 56 applies: their 1997 text was not read for the
    catalog, so the ruling names the section and stops.

Not ruled here
    The proper leader, an opponent of the offender, playing next (1997 53C, read in
    translation only: his own proper lead or a card to the irregular lead?); the defender
    on the right of declarer's irregular lead playing to it (1997 53B: the lead stands and
    Law 57, not read in full, applies); declarer playing from his other hand to his own
    irregular lead. Each stops the ruling, naming the section.

See also
    2017 rule: :mod:`director.rules.wbf2017.law53_lead_out_of_turn`; ``director law 53
    --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.rules.common.play import lead_out_of_turn, lead_stands, name, next_card_by
from director.rules.wbf1997._common import not_ruled


def rule(ctx: Context) -> None:
    event, seat, card, correct, by_declarer = lead_out_of_turn(ctx)
    st = ctx.play
    later = "55" if by_declarer else "56"
    ctx.out.law = later
    trick = st.trick_number
    nxt = next_card_by(ctx)
    if nxt == seat.lho == correct:
        not_ruled(
            ctx,
            "53C",
            f"{name(correct)}, the proper leader, played next: whether it was his own proper "
            "lead is 1997 53C, read in translation only.",
        )
    if by_declarer and nxt == seat.partner:
        not_ruled(ctx, "53", "Declarer played from his other hand to his own irregular lead.")
    if by_declarer and nxt == seat.rho:
        not_ruled(
            ctx,
            "53B",
            f"{name(seat.rho)}, on the right of declarer's irregular lead, played to it: the "
            "lead stands and Law 57 applies (1997 53B); 1997 Law 57 was not read in full.",
        )
    if nxt == seat.lho:
        ctx.say(
            "53A",
            f"{name(seat.lho)}, next in rotation, played to the lead: it is accepted"
            + (" (the 1997 code makes no exception for trick 13)." if trick == 13 else "."),
        )
        accepted = True
    else:
        accepted = bool(
            ctx.ask(
                "accept",
                "defenders" if by_declarer else "declarer",
                "53A",
                f"Does the non-offending side accept {name(seat)}'s lead out of turn?",
                [
                    (True, "accept", "The lead stands (53A)."),
                    (
                        False,
                        "require the correct lead",
                        f"The director requires the correct lead; Law {later} applies (its "
                        "1997 text was not read for the catalog).",
                    ),
                ],
                seat=None if by_declarer else st.declarer,
            )
        )
    if not accepted:
        not_ruled(
            ctx,
            later,
            f"The lead is not accepted: the director requires the correct lead and applies "
            f"1997 Law {later}.",
        )
    ctx.say("53A", f"{card} is the lead to trick {trick}.")
    lead_stands(ctx, seat, card, event)
