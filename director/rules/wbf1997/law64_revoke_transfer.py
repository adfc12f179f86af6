"""Law 64 (1997 code) — trick transfer after an established revoke, at the end of play.

64A1: the revoker won the revoke trick - that trick goes to the non-offenders, and one more
trick won later by his side. 64A2: he did not, and his side won the revoke trick or a later
one - one trick; and in addition the trick the revoker afterwards won with a card he could
legally have played to the revoke trick (a card of the suit led there). The WBF Laws
Committee (12 January 2000) read this as a two-trick transfer whenever his side won at
least one other trick from the revoke on. Only tricks the offending side won from the
revoke trick on can move. 2017 64A2 transfers exactly one trick.

Asked, not decided: 1997 64B names cases with no automatic transfer and 64C the director's
adjustment when the transfer does not compensate; their 1997 text was not read for the
catalog, so the director is asked whether a 64B case applies, and the ruling names 64C
for him without stating its content.

Not ruled here: more than one established revoke (the repeated and both-sides cases of
1997 64B were not read), a revoke that was not a failure to follow suit, a declarer's
revoke whose trick dummy won (whether 1997 counts dummy's trick as declarer's was not
read), and a revoke trick ended by a claim: each stops the ruling, naming the section.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.play import PlayState, Revoke
from director.engine.ruling import TrickTransfer
from director.rules.common.play import name, suit_word
from director.rules.wbf1997._common import not_ruled


def transfers(st: PlayState, credited: dict[str, int]) -> list[tuple[Revoke, int, str]]:
    """For the established, uncorrected revoke: ``(revoke, tricks, law)``; ``credited``
    holds tricks a claim credited to each side, counted as won after the revoke trick."""
    established = [r for r in st.revokes if r.established and not r.corrected]
    if not established:
        return []
    first = established[0]
    if len(established) > 1:
        not_ruled(
            established[1].ctx,
            "64B",
            "More than one revoke was established; the 1997 64B cases for repeated revokes "
            "and revokes by both sides were not read for the catalog.",
        )
    if first.kind != "follow-suit" or first.suit is None:
        not_ruled(first.ctx, "64A2", "The revoke was not a failure to follow suit.")
    side = first.seat.side
    revoke_trick = next((t for t in st.tricks if t.number == first.trick), None)
    if revoke_trick is None:
        not_ruled(first.ctx, "64A", "A claim ended the revoke trick before it was complete.")
    winner = revoke_trick.winner
    partner_won = winner is not None and winner != first.seat and winner.side == side
    if partner_won and first.seat in (st.declarer, st.dummy):
        not_ruled(
            first.ctx,
            "64A",
            f"The revoke trick was won by {name(winner)}, the revoker's partner, of the "  # type: ignore[arg-type]
            "declaring side: whether 1997 64A counts it as won by the revoker was not read.",
        )
    won_from = st.tricks_won(side, first.trick) + credited.get(side, 0)
    later = st.tricks_won(side, first.trick + 1) + credited.get(side, 0)
    if not won_from:
        return [(first, 0, "64A")]
    if winner == first.seat:
        n, law = 1 + (1 if later else 0), "64A1"
    else:
        n, law = 1 + (1 if _later_with_legal_card(st, first) else 0), "64A2"
    return [(first, min(n, won_from), law)]


def _later_with_legal_card(st: PlayState, revoke: Revoke) -> bool:
    """1997 64A2's second trick: the revoker won a later trick with a card of the suit he
    failed to follow (a card he could legally have played to the revoke trick)."""
    for trick in st.tricks:
        if trick.number <= revoke.trick or trick.winner != revoke.seat:
            continue
        if any(p.seat == revoke.seat and p.card.suit is revoke.suit for p in trick.cards):
            return True
    return False


def rule_transfer(ctx: Context, revoke: Revoke, tricks: int, law: str) -> int:
    """State the transfer, after asking whether a 1997 64B case applies. Returns the
    tricks transferred."""
    off_side = revoke.seat.side
    other = "EW" if off_side == "NS" else "NS"
    if not tricks:
        ctx.say(
            "64A",
            f"{off_side} won no trick from the revoke trick on: there is no trick to transfer.",
        )
        _review_64c(ctx)
        return 0
    exception = ctx.ask(
        "exception_64b",
        "director",
        "64B",
        "Does one of the cases of 1997 Law 64B (no automatic transfer) apply? Its 1997 text "
        "was not read for the catalog: see the 1997 code (director law 64 --edition "
        "wbf-1997).",
        [
            (False, "no", f"{tricks} trick(s) transferred to {other} ({law})."),
            (True, "yes", "No automatic transfer (64B); 64C may apply."),
        ],
    )
    if exception:
        ctx.say("64B", "A case of 1997 64B applies, as the director found: no transfer.")
        _review_64c(ctx)
        return 0
    if law == "64A1":
        reason = f"{name(revoke.seat)} won the revoke trick: it goes to {other}" + (
            ", with one more trick his side won later." if tricks > 1 else "."
        )
    elif tricks > 1:
        reason = (
            f"{name(revoke.seat)} did not win the revoke trick: one trick goes to {other}, "
            f"and, since he later won a trick with a {suit_word(revoke.suit)} (a card he could "
            "legally have played to the revoke trick), that trick as well."
        )
    else:
        reason = f"{name(revoke.seat)} did not win the revoke trick: one trick goes to {other}."
    ctx.say(law, reason)
    ctx.out.rectification.trick_transfer = TrickTransfer(
        tricks=tricks, from_side=off_side, to_side=other, law=law
    )
    _review_64c(ctx)
    return tricks


def _review_64c(ctx: Context) -> None:
    ctx.review(
        "64C",
        "The director considers 1997 Law 64C; its 1997 text was not read for the catalog "
        "(see the 1997 code).",
    )
