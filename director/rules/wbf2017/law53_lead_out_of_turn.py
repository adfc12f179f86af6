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

Example
    Dealer N, ``1S AP E:HA S:H8 W:H2 N:H4 W:H3`` — East won trick 1 but West leads to
    trick 2; declarer refuses: H3 is retracted and is a major penalty card (56B), and
    declarer chooses under 50D2 before East leads.

See also
    Laws 47E1 (a lead induced by an opponent's wrong statement), 50D, 57, 60.
"""

from __future__ import annotations

import dataclasses

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.model.card import Card
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.play import (
    driver,
    lead_out_of_turn,
    lead_stands,
    name,
    next_card_by,
)

# 53A, 53C, 57C1: what the ruling says when declarer's irregular lead was played to by his
# other hand and then a defender, or by the defender on its right first.
PLAYED_TO = {
    "both hands, then LHO": (
        "53A",
        "Declarer played from {hand} too, and {lho}, next in rotation to the irregular lead, "
        "then played: the lead stands; every card stays played, with no rectification.",
    ),
    "both hands, then RHO": (
        "53C",
        "Declarer played from {hand} too, then {rho}, on the right of the irregular lead, "
        "played: the lead stands and Law 57 applies.",
    ),
    "RHO not subject to rectification": (
        "57C1",
        "Declarer had played from both hands: {rho} is not subject to rectification for "
        "playing before his partner; every card stays played.",
    ),
    "RHO played": (
        "53C",
        "{rho}, on the right of declarer's irregular lead, played to it: the lead stands and "
        "his card is dealt with under Law 57.",
    ),
}


@dataclasses.dataclass(frozen=True)
class Lead:
    """The lead out of turn: the event, who led which card to which trick, whose lead it
    was, whether it came from declarer's side and, if so, from the wrong one of his hands."""

    event: PlayEvent
    seat: Seat
    card: Card
    correct: Seat
    by_declarer: bool
    wrong_hand: bool
    trick: int


class LeadOutOfTurn(Rule):
    """Laws 53, 55 and 56: the lead stands if accepted (53A-53C, 55A, 56A); otherwise it
    goes back (55B) or becomes a penalty card (56B)."""

    law = "53"

    def run(self, ctx: Context) -> None:
        lead = self.lead(ctx)
        accepted: bool | str | None = self.last_trick(ctx, lead)
        if accepted is None:
            accepted = self.next_card(ctx, lead)
        if accepted is None:
            accepted = self.asked(ctx, lead)
        if isinstance(accepted, str):  # it stands by a card played to it (53A, 53C)
            self.stands_by_play(ctx, lead, accepted)
        elif accepted:
            self.accepted(ctx, lead)
        else:
            self.not_accepted(ctx, lead)

    @step("55")
    def lead(self, ctx: Context) -> Lead:
        """Who led which card, and whose lead it was (55 for declarer's side, 56 for a
        defender)."""
        event, seat, card, correct, by_declarer = lead_out_of_turn(ctx)
        st = ctx.play
        if by_declarer:
            ctx.out.law = "55"
        wrong_hand = by_declarer and st.is_declaring_side(correct)
        return Lead(event, seat, card, correct, by_declarer, wrong_hand, st.trick_number)

    @step("53A")
    def last_trick(self, ctx: Context, lead: Lead) -> bool | None:
        """At trick 13 a lead out of turn cannot be accepted."""
        if lead.trick != 13:
            return None
        ctx.say("53A", "At trick 13 a lead out of turn cannot be accepted: it must be retracted.")
        return False

    def next_card(self, ctx: Context, lead: Lead) -> str | bool | None:
        """Whether the next recorded card decides it (53A-53C): the law under which it
        stands by that card, ``False`` if not accepted, ``None`` if the card does not
        decide."""
        seat = lead.seat
        nxt = next_card_by(ctx)
        if nxt == seat.lho == lead.correct and self.proper_leader_played(ctx, lead):
            return False
        if lead.by_declarer:
            decided = self.declarer_lead_played_to(ctx, lead, nxt)
            if decided is not None:
                return decided
        if nxt == seat.lho:
            self.next_hand_played(ctx, lead)
            return "53A"
        return None

    @step("53B")
    def proper_leader_played(self, ctx: Context, lead: Lead) -> bool:
        """The correct leader, on the other side, played next: his own proper lead stands
        (53B), or he played to the irregular lead and accepted it (53A)."""
        correct = lead.correct
        if not _own_proper_lead(ctx, correct):
            return False
        ctx.say(
            "53B",
            f"{name(correct)}'s card is his own proper lead: it stands, and {lead.card} is not "
            "accepted.",
        )
        return True

    @step("53C")
    def declarer_lead_played_to(self, ctx: Context, lead: Lead, nxt: Seat | None) -> str | None:
        """Declarer's irregular lead played to: from both his hands and then a defender
        (53A, 53C with 57C1), or by the defender on its right first (53C)."""
        seat, st = lead.seat, ctx.play
        hand = "dummy" if seat.partner == st.dummy else "his hand"
        both, rho = _both_hands_then(ctx, seat), seat.rho
        names = {"hand": hand, "lho": name(seat.lho), "rho": name(rho)}
        if both == seat.lho:
            said = ["both hands, then LHO"]
        elif both == rho and _rho_played_first(ctx, rho):
            said = ["both hands, then RHO", "RHO not subject to rectification"]
        elif nxt == rho and _rho_played_first(ctx, rho):
            said = ["RHO played"]
        else:
            return None
        for key in said:
            law, text = PLAYED_TO[key]
            ctx.say(law, text.format(**names))
        return PLAYED_TO[said[0]][0]

    @step("53A")
    def next_hand_played(self, ctx: Context, lead: Lead) -> None:
        """The hand next in rotation played to the lead: it is accepted (60A1)."""
        ctx.say(
            "53A",
            f"{name(lead.seat.lho)}, next in rotation, played to the lead: it is accepted "
            f"(53A; rectification is forfeited, 60A1).",
        )

    @step("55A")
    def asked(self, ctx: Context, lead: Lead) -> bool:
        """The non-offenders choose: the defenders for declarer's lead (55A), declarer for
        a defender's (56)."""
        accept = (True, "accept", "The lead stands (53A).")
        if lead.by_declarer:
            back = (
                "declarer leads from the correct hand (55B2)."
                if lead.wrong_hand
                else "no further rectification (55B1)."
            )
            who, law, seat = "defenders", "55A", None
            question = (
                "Do the defenders accept declarer's lead out of turn? (If they disagree, the "
                f"choice of {name(lead.seat.lho)}, next in turn after the lead, prevails.)"
            )
            refuse = (False, "require retraction", "The card goes back; " + back)
        else:
            who, law, seat = "declarer", "56", ctx.play.declarer
            question = f"Does declarer accept {name(ctx.offender)}'s lead out of turn?"
            accept = (True, "accept", "The lead stands (53A, 56A).")
            refuse = (
                False,
                "refuse",
                f"{lead.card} is retracted and becomes a major penalty card (56B, 50D).",
            )
        return bool(ctx.ask("accept", who, law, question, [accept, refuse], seat=seat))

    @step("53C")
    def stands_by_play(self, ctx: Context, lead: Lead, law: str) -> None:
        """A card played to the irregular lead made it stand (53A: the hand next in
        rotation; 53C: declarer's lead played to by the defender on its right): nobody
        accepted it by a statement, so 55A's choice never arose."""
        if lead.by_declarer:
            ctx.out.law = law
            ctx.say(
                law,
                f"{lead.card} stands as the lead to trick {lead.trick}: it was played to "
                "before any choice was made, so the defenders had none to make (55A).",
            )
            lead_stands(ctx, lead.seat, lead.card, lead.event)
            return
        self.lead_to_trick(ctx, lead)

    @step("53A")
    def accepted(self, ctx: Context, lead: Lead) -> None:
        """The lead is accepted: it is the lead to the trick (55A for declarer's)."""
        if lead.by_declarer:
            ctx.out.law = "55A"
            ctx.say(
                "55A",
                f"The defenders accept declarer's lead out of turn: {lead.card} is the lead to "
                f"trick {lead.trick} (as 53A provides).",
            )
            lead_stands(ctx, lead.seat, lead.card, lead.event)
            return
        self.lead_to_trick(ctx, lead)

    def lead_to_trick(self, ctx: Context, lead: Lead) -> None:
        """53A: the accepted card is the lead to the trick."""
        ctx.say("53A", f"{lead.card} is the lead to trick {lead.trick}.")
        lead_stands(ctx, lead.seat, lead.card, lead.event)

    @step("55B")
    def not_accepted(self, ctx: Context, lead: Lead) -> None:
        """Declarer's lead goes back (55B1), or he leads from the correct hand (55B2), and
        Law 16 governs what he learnt (55C); a defender's is a major penalty card (56B)."""
        st, card, correct = ctx.play, lead.card, lead.correct
        if lead.by_declarer:
            if lead.wrong_hand:
                hand = "dummy" if correct == st.dummy else "his own hand"
                ctx.say("55B2", f"{card} goes back; declarer must lead from {hand}.")
                driver(ctx).awaiting_declarer_lead = correct
            else:
                ctx.say(
                    "55B1", f"{card} goes back to the hand it came from; no further rectification."
                )
            ctx.unauthorised("55C", "declarer", f"the retracted lead {card} (Law 16)")
            return
        off = ctx.offender
        ctx.say("56B", f"{card} is retracted.")
        ctx.play_penalty(off, card, True, "56B")
        if correct == off.partner:
            ctx.say("50D2", f"Before {name(correct)} leads, declarer chooses under 50D2.")


rule = LeadOutOfTurn()


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
    ahead = ctx.upcoming(2)
    if len(ahead) < 2 or not all(isinstance(e, PlayEvent) for e in ahead):
        return None
    first, second = ahead
    assert isinstance(first, PlayEvent) and isinstance(second, PlayEvent)
    if first.seat != seat.partner or second.seat not in (seat.lho, seat.rho):
        return None
    return second.seat
