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

from director.engine.context import Context
from director.model.card import Rank
from director.rules.common.auction import face_up, name


def rule(ctx: Context) -> None:
    event, shown = face_up(ctx)
    off, cards = ctx.offender, event.cards
    contract = ctx.table.auction.contract() if ctx.table.auction.is_complete else None
    # After the auction (41A, 54E apply Law 24): the offender's role is known already.
    defends = None if contract is None else contract.declarer.side != off.side
    if contract is None:
        ctx.say("24", f"{shown} must stay face up on the table until the auction ends.")
    ctx.unauthorised("16C", f"{off.side} (the offending side)", f"the exposed card(s) {shown}")
    honour = any(c.rank >= Rank.TEN for c in cards)
    if len(cards) == 1 and not honour and not event.led:
        ctx.say(
            "24A",
            "A single card below honour rank, not led: no further rectification in the auction.",
        )
    elif len(cards) == 1:
        law = "24B"
        ctx.say(law, "A single honour, or a card led prematurely.")
        _partner_passes(ctx, law)
    else:
        ctx.say("24C", "Two or more cards were exposed.")
        _partner_passes(ctx, "24C")
    if contract is not None and not defends:
        ctx.say(
            "24D",
            f"{name(off)} is {'declarer' if off == contract.declarer else 'dummy'}: the "
            "exposed cards go back into his hand, with no further rectification.",
        )
        return
    major = len(cards) > 1 or honour or event.led
    if major:
        why = (
            "two or more cards" if len(cards) > 1 else "a card led" if event.led else "an honour"
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
            f"{name(off)} is a defender: each exposed card is a {kind} penalty card (50B; Law "
            f"{governs} governs it).",
        )
        return
    ctx.say(
        "24E",
        f"If {name(off)} becomes a defender, each exposed card is a {kind} penalty card (50B; "
        f"Law {governs} then governs it); if he becomes declarer or dummy, they go back to "
        "his hand (24D).",
    )


def _partner_passes(ctx: Context, law: str) -> None:
    """The partner's pass, and the 72C review of it - neither when the auction has ended
    (the clarification period, 17D1: a face-down lead out of turn seen by partner, 41A, or
    an attempted opening lead by the declaring side, 54E): no pass is enforced."""
    if ctx.table.auction.is_complete:
        ctx.say(law, "The auction has ended, so the partner's obligation to pass does not arise.")
        return
    ctx.must_pass(ctx.offender.partner, "next-turn", law)
    ctx.review("72C", "If the enforced pass damages the non-offending side, adjust under Law 72C.")
