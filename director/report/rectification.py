"""What the rectification imposes, as sentences for the written ruling: each one with its
heading and the law section it applies. The page says the same as the terminal panel, in
prose (players by name), without the terminal's colours and widths."""

from __future__ import annotations

import dataclasses

from director.engine.ruling import LeadRestriction, MustPass, Rectification
from director.report.deal import SEAT_NAMES, card

__all__ = ["Item", "items"]

_PLAY = {
    "highest-of-suit-led": "must play his highest card of the suit led",
    "lowest-of-suit-led": "must play his lowest card of the suit led",
    "play-suit": "must play a card of the suit {suit}",
    "not-play-suit": "may not play a card of the suit {suit}",
}
_PASS = {
    "next-turn": "must pass at his next turn",
    "rest-of-auction": "must pass for the rest of the auction",
    "until-adversary-bids-or-doubles": "may not declare until an adversary bids or doubles",
    "no-double-until-new-declaration": "may not double the last declaration until a new one",
}


@dataclasses.dataclass(frozen=True)
class Item:
    heading: str
    text: str
    law: str = ""


def _name(seat: str) -> str:
    return SEAT_NAMES.get(seat, seat)


def _pass(mp: MustPass) -> Item:
    return Item("Barred", f"{_name(mp.seat)} {_PASS[mp.scope]}.", mp.law)


def _lead(lr: LeadRestriction) -> Item:
    player = _name(lr.player)
    if lr.trick is not None:  # a choice in the play, already made
        verb = "must lead" if lr.declarer_may == "require" else "may not lead"
        return Item("Lead", f"{player} {verb} {lr.suit} {lr.duration} (trick {lr.trick}).", lr.law)
    if lr.suit == "any-one-suit" and lr.declarer_may == "require":  # 1912, Law 51
        text = f"Declarer may name the suit of {player}'s lead, {lr.duration}."
        return Item("Lead", text, lr.law)
    if lr.suit == "any-one-suit" or len(lr.suit) == 1:  # the 1997 code's Law 26
        suit = "any one suit" if len(lr.suit) > 1 else lr.suit
        condition = f" If {lr.condition}." if lr.condition else ""
        may = lr.declarer_may.replace("-", " ")
        return Item(
            "Lead",
            f"Declarer may {may} {player}'s lead of {suit}, {lr.duration}.{condition}",
            lr.law,
        )
    named = ", ".join(lr.offender_named) or "none"
    condition = f" If {lr.condition}." if lr.condition else ""
    text = (
        f"Declarer may {lr.declarer_may.replace('-', ' ')} {player}'s lead of one suit the "
        f"offender did not specify, {lr.duration}. Suits the offender named: {named}.{condition}"
    )
    return Item("Lead", text, lr.law)


def items(rect: Rectification) -> list[Item]:
    """Every obligation, restriction and transfer the rectification imposes, in the order
    the terminal panel shows them; the adjusted score is the page's own section."""
    out = [_pass(mp) for mp in rect.must_pass]
    out += [
        Item("Honour points", f"{_name(hp.seat)} scores {hp.points} above the line.", hp.law)
        for hp in rect.honour_points
    ]
    out += [_lead(lr) for lr in rect.lead_restrictions]
    for pr in rect.play_restrictions:
        what = _PLAY[pr.must].format(suit=pr.suit)
        out.append(Item("Play", f"{_name(pr.player)} {what} to trick {pr.trick}.", pr.law))
    if (dc := rect.declarer_change) is not None:
        text = f"{_name(dc.now)} becomes declarer and {_name(dc.was)} dummy."
        out.append(Item("Declarer", text, dc.law))
    if (tt := rect.trick_transfer) is not None:
        text = f"{tt.tricks} trick(s) from {tt.from_side} to {tt.to_side} at the end of play."
        out.append(Item("Trick transfer", text, tt.law))
    if (c := rect.claim) is not None:
        what = "concedes" if c.concession else "claims"
        text = f"{_name(c.claimer)} {what} {c.claimed} of the {c.remaining} remaining tricks"
        text += f"; {c.outcome}" + (f", {c.awarded} credited" if c.awarded is not None else "")
        out.append(Item("Claim", text + (f': "{c.statement}"' if c.statement else ".")))
    for pc in rect.penalty_cards:
        text = f"{_name(pc.seat)}'s {card(pc.card)}, a {pc.kind} penalty card"
        text += f" (if {pc.condition})" if pc.condition else ""
        out.append(Item("Penalty card", text + (f"; {pc.ended}." if pc.ended else "."), pc.law))
    if (ui := rect.unauthorised_information) is not None:
        text = f"For {ui.whom}: {ui.what}."
        out.append(Item("Unauthorised information", text, ui.law))
    if (rv := rect.adjusted_score_review) is not None:
        out.append(Item("Review after play", rv.reason, rv.law))
    return out
