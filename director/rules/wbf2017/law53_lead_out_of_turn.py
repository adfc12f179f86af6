"""Laws 53, 55 and 56 — a lead out of turn during the play.

Irregularity
    A player led to a trick when another player (or the other hand of declarer) was to
    lead. ``lead-out-of-turn`` covers a defender's lead (56) and declarer's lead when a
    defender was to lead (55B1); ``lead-from-wrong-hand`` is declarer leading from the
    wrong one of his two hands (55B2).

Rectification
    The lead may be accepted (53A): by the non-offenders' statement, or when the hand next
    in rotation plays to it (53A, 60A) — then no question is asked. At trick 13 it cannot
    be accepted. A defender's lead not accepted is retracted and becomes a major penalty
    card (56B, 50D): if the correct leader is the offender's partner, declarer has the 50D2
    options first. Declarer's lead not accepted goes back with no further rectification
    (55B1), or he leads from the correct hand (55B2); if the defenders disagree, the one
    next in turn after the irregular lead decides (55A). Law 16 governs what declarer learnt
    (55C). When the next card comes from the correct leader on the other side, the
    director is asked whether it was his own proper lead (53B: it stands) or a card played
    to the irregular lead (53A); when it comes from the defender on the right of declarer's
    irregular lead, whether he played before any ruling (53C: the lead stands, Law 57 deals
    with his card) or after it (55A; 60B).

See also
    Laws 47E1 (a lead induced by an opponent's wrong statement), 50D, 57, 60.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.model.seat import Seat
from director.rules.common.play import (
    driver,
    lead_out_of_turn,
    lead_stands,
    name,
    next_card_by,
)


def rule(ctx: Context) -> None:
    event, seat, card, correct, by_declarer = lead_out_of_turn(ctx)
    st, off = ctx.play, ctx.offender
    wrong_hand = by_declarer and st.is_declaring_side(correct)
    if by_declarer:
        ctx.out.law = "55"
    trick = st.trick_number
    if trick == 13:
        ctx.say("53A", "At trick 13 a lead out of turn cannot be accepted: it must be retracted.")
        accepted = False
    elif next_card_by(ctx) == seat.lho == correct and _own_proper_lead(ctx, correct):
        ctx.say(
            "53B",
            f"{name(correct)}'s card is his own proper lead: it stands, and {card} is not "
            "accepted.",
        )
        accepted = False
    elif by_declarer and _both_hands_then(ctx, seat) == seat.lho:
        ctx.say(
            "53A",
            f"Declarer played from {'dummy' if seat.partner == st.dummy else 'his hand'} too, "
            f"and {name(seat.lho)}, next in rotation to the irregular lead, then played: the "
            "lead stands; every card stays played, with no rectification.",
        )
        accepted = True
    elif (
        by_declarer and _both_hands_then(ctx, seat) == seat.rho and _rho_played_first(ctx, seat.rho)
    ):
        ctx.say(
            "53C",
            f"Declarer played from {'dummy' if seat.partner == st.dummy else 'his hand'} too, "
            f"then {name(seat.rho)}, on the right of the irregular lead, played: the lead "
            "stands and Law 57 applies.",
        )
        ctx.say(
            "57C1",
            f"Declarer had played from both hands: {name(seat.rho)} is not subject to "
            "rectification for playing before his partner; every card stays played.",
        )
        accepted = True
    elif by_declarer and next_card_by(ctx) == seat.rho and _rho_played_first(ctx, seat.rho):
        ctx.say(
            "53C",
            f"{name(seat.rho)}, on the right of declarer's irregular lead, played to it: the "
            "lead stands and his card is dealt with under Law 57.",
        )
        accepted = True
    elif next_card_by(ctx) == seat.lho:
        ctx.say(
            "53A",
            f"{name(seat.lho)}, next in rotation, played to the lead: it is accepted "
            f"(53A; rectification is forfeited, 60A1).",
        )
        accepted = True
    elif by_declarer:
        accepted = ctx.ask(
            "accept",
            "defenders",
            "55A",
            "Do the defenders accept declarer's lead out of turn? (If they disagree, the "
            f"choice of {name(seat.lho)}, next in turn after the lead, prevails.)",
            [
                (True, "accept", "The lead stands (53A)."),
                (
                    False,
                    "require retraction",
                    "The card goes back; "
                    + (
                        "declarer leads from the correct hand (55B2)."
                        if wrong_hand
                        else "no further rectification (55B1)."
                    ),
                ),
            ],
        )
    else:
        accepted = ctx.ask(
            "accept",
            "declarer",
            "56",
            f"Does declarer accept {name(off)}'s lead out of turn?",
            [
                (True, "accept", "The lead stands (53A, 56A)."),
                (
                    False,
                    "refuse",
                    f"{card} is retracted and becomes a major penalty card (56B, 50D).",
                ),
            ],
            seat=st.declarer,
        )
    if accepted:
        if by_declarer:
            ctx.out.law = "55A"
            ctx.say(
                "55A",
                f"The defenders accept declarer's lead out of turn: {card} is the lead to trick "
                f"{trick} (as 53A provides).",
            )
        else:
            ctx.say("53A", f"{card} is the lead to trick {trick}.")
        lead_stands(ctx, seat, card, event)
        return
    if by_declarer:
        hand = "dummy" if correct == st.dummy else "his own hand"
        if wrong_hand:
            ctx.say(
                "55B2",
                f"{card} goes back; declarer must lead from {hand}.",
            )
            driver(ctx).awaiting_declarer_lead = correct
        else:
            ctx.say("55B1", f"{card} goes back to the hand it came from; no further rectification.")
        ctx.unauthorised("55C", "declarer", f"the retracted lead {card} (Law 16)")
        return
    ctx.say("56B", f"{card} is retracted.")
    ctx.play_penalty(off, card, True, "56B")
    if correct == off.partner:
        ctx.say("50D2", f"Before {name(correct)} leads, declarer chooses under 50D2.")


def _own_proper_lead(ctx: Context, correct: Seat) -> bool:
    """53B: the correct leader, on the other side, played next — to the irregular lead
    (accepting it, 53A) or as his own proper lead? A fact for the director."""
    return bool(
        ctx.ask(
            "own_lead",
            "director",
            "53B",
            f"Was {name(correct)}'s next card his own proper lead rather than a card played "
            "to the irregular lead?",
            [
                (
                    True,
                    "his own lead",
                    "It stands as the lead (53B); the irregular lead is not accepted.",
                ),
                (False, "played to the irregular lead", "The irregular lead is accepted (53A)."),
            ],
        )
    )


def _rho_played_first(ctx: Context, rho: Seat) -> bool:
    """53C or 60B: the record cannot say whether the defender on the right of declarer's
    irregular lead played before the lead was ruled on. A fact for the director."""
    return bool(
        ctx.ask(
            f"{rho.name.lower()}_played_first",
            "director",
            "53C",
            f"Did {name(rho)} play his next card to declarer's irregular lead, before any "
            "ruling on it?",
            [
                (True, "yes", "The lead stands and his card is dealt with under Law 57 (53C)."),
                (
                    False,
                    "no",
                    "The defenders choose under 55A; a card played before declarer "
                    "leads from the correct hand is a major penalty card (60B).",
                ),
            ],
        )
    )


def _both_hands_then(ctx: Context, seat: Seat) -> Seat | None:
    """After declarer's irregular lead from ``seat``: the next card came from his other hand
    and the one after it from a defender - that defender, else ``None`` (53A, 53C, 57C1)."""
    table = ctx.table
    ahead = table.events[table.pos : table.pos + 2]
    if len(ahead) < 2 or not all(isinstance(e, PlayEvent) for e in ahead):
        return None
    first, second = ahead
    assert isinstance(first, PlayEvent) and isinstance(second, PlayEvent)
    if first.seat != seat.partner or second.seat not in (seat.lho, seat.rho):
        return None
    return second.seat
