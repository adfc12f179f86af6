"""Law 49 — a defender exposes a card.

Irregularity
    Outside the normal course of play or the application of a law, a defender's card was
    placed where his partner could possibly see its face, or he named a card as being in
    his hand.

Rectification
    Each card is a penalty card (49), unless the director designates otherwise (Law 50
    preamble). A single card below honour rank exposed unintentionally is minor; a card of
    honour rank, or any card exposed deliberately, is major; when one defender has two or
    more penalty cards all of them are major, an earlier minor one included (50B).
    Whether a single low card was exposed unintentionally is the director's finding,
    asked here. While it lies on the table its information, and the duty to play it, are
    authorised for every player (50E1). 72C may apply.

    Not penalty cards: cards shown after play has stopped for a claim or concession (68C, 70B3);
    cards a defender exposed with a concession his partner objected to at once (68B2: Law 16C
    instead), or with a claim after which play continued at the opponents' request (68D2(b): Law
    50 does not apply). Either way only until the next card is played.

Example
    After trick 1 West drops H7 face up, unintentionally: a minor penalty card (50B).

See also
    Laws 50C, 50D, 51, 52, 68 (a remark about the trick in progress), 72C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ExposeEvent
from director.engine.play import is_honour
from director.engine.ruling import PenaltyCardOut
from director.model.kind import Kind
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.play import name


class DefenderExposes(Rule):
    """Law 49: each exposed card a penalty card, major or minor (50B); its information
    while on the table (50E1)."""

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, ExposeEvent)
        off = ctx.offender
        cards = event.cards
        shown = " ".join(map(str, cards))
        if self.with_claim(ctx, shown):
            return
        self.exposed(ctx, off, shown)
        earlier = ctx.play.penalty_of(off)
        major = len(cards) > 1 or any(is_honour(c) for c in cards) or bool(earlier)
        if not major:
            accidental = ctx.ask(
                "unintentional",
                "director",
                "50B",
                f"Was {shown} exposed unintentionally (dropped, or two cards played together)?",
                [
                    (
                        True,
                        "yes",
                        "A single card below honour rank exposed unintentionally: a minor "
                        "penalty card (50B, 50C).",
                    ),
                    (False, "no", "Exposed deliberately: a major penalty card (50B, 50D)."),
                ],
            )
            major = not accidental
        elif earlier or len(cards) > 1:
            ctx.say("50B", f"{name(off)} has two or more penalty cards: all of them are major.")
        else:
            ctx.say("50B", f"{shown} is of honour rank: a major penalty card however exposed.")
        minor_before = [p for p in earlier if not p.major]
        for card in cards:
            ctx.play_penalty(off, card, major, "50B")
        for p in minor_before:  # add_penalty has made them major
            ctx.out.rectification.penalty_cards.append(
                PenaltyCardOut(seat=off.letter, card=str(p.card), kind="major", law="50B")
            )
            ctx.say("50B", f"{p.card}, a minor penalty card until now, becomes a major one.")
        self.information(ctx, off, major)

    @step("68D")
    def with_claim(self, ctx: Context, shown: str) -> bool:
        """Cards shown with a claim or concession are not penalty cards."""
        return _with_claim(ctx, shown)

    @step("49")
    def exposed(self, ctx: Context, off: Seat, shown: str) -> None:
        """Each exposed card becomes a penalty card."""
        ctx.say("49", f"{name(off)} exposed {shown}: each card becomes a penalty card.")

    @step("50E1")
    def information(self, ctx: Context, off: Seat, major: bool) -> None:
        """While the card lies face up its information is authorised for all players."""
        ctx.say(
            "50E1", "While the card lies face up its information is authorised for all players."
        )


rule = DefenderExposes()


def _with_claim(ctx: Context, shown: str) -> bool:
    """Cards shown with a claim or concession: not penalty cards (68B2, 68C, 68D2(b))."""
    st = ctx.play
    event = ctx.event
    claims = [c for c in ctx.rulings if c.spec.kind == Kind.CLAIM and c is not ctx]
    if not claims:
        return False
    claim = claims[-1]
    out = claim.out.rectification.claim
    between = [e for e in ctx.events if claim.event.index < e.index < event.index]
    if out is None or not all(type(e) is ExposeEvent for e in between):
        return False
    off = ctx.offender
    if st.ended:
        ctx.say(
            "68D",
            f"Play has stopped for the claim or concession: {shown} shown by {name(off)} "
            "is not a penalty card (68C, 70B3).",
        )
        return True
    if out.outcome == "withdrawn":
        objector = Seat.parse(out.claimer).partner
        ctx.say(
            "68B2",
            f"{shown}, exposed with the concession {name(objector)} objected to, is not a "
            "penalty card.",
        )
        ctx.unauthorised("16C", name(off.partner), f"the exposed card(s) {shown}")
        return True
    if out.outcome == "played-on":
        ctx.say(
            "68D2(b)",
            f"{shown}, shown with the claim before play continued, is not a penalty card: "
            "Law 50 does not apply.",
        )
        return True
    return False
