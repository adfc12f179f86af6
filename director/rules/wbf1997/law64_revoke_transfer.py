"""Law 64 (1997 code) — trick transfer after an established revoke, at the end of play.

Irregularity
    A revoke was established (1997 Law 63) and not corrected; the play has ended. The
    revoke itself is ruled under Law 61 (``law61_revoke``); this file holds the steps the
    engine takes at the end of play.

Rectification
    64A1: the revoker won the revoke trick - that trick goes to the non-offenders, and one
    more trick won later by his side. 64A2: he did not, and his side won the revoke trick
    or a later one - one trick; and in addition the trick the revoker afterwards won with a
    card he could legally have played to the revoke trick (a card of the suit led there).
    The WBF Laws Committee (12 January 2000) read this as a two-trick transfer whenever his
    side won at least one other trick from the revoke on. Only tricks the offending side
    won from the revoke trick on can move. 2017 64A2 transfers exactly one trick. Asked, not
    decided: 1997 64B names cases with no automatic transfer and 64C the director's
    adjustment when the transfer does not compensate; their 1997 text was not read for the
    catalog, so the director is asked whether a 64B case applies, and the ruling names 64C
    for him without stating its content. Not ruled, each stopping the ruling and naming
    the section: more than one established revoke (the repeated and both-sides cases of
    1997 64B were not read), a revoke that was not a failure to follow suit, a declarer's
    revoke whose trick dummy won (whether 1997 counts dummy's trick as declarer's was not
    read), and a revoke trick ended by a claim.

Example
    Dealer N, ``1NT P P P``: at trick 3 East discards a diamond on North's club lead while
    holding three clubs, and dummy's queen wins; East later wins trick 4 with the club ace.
    One trick goes to North-South, and the trick East won with a club he could have played
    to trick 3 as well: two tricks (64A2; 2017 64A2 moves one).

See also
    2017 rule: :mod:`director.rules.wbf2017.law64_revoke_transfer`; ``director law 64
    --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.play import PlayState, Revoke
from director.rules.base import step
from director.rules.common.play import name, suit_word
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf1997.adjusted_score import ASSIGNED
from director.rules.wbf2017.law61_revoke_stated import ask_yes_no
from director.rules.wbf2017.law64_revoke_transfer import RevokeTransfer, other_side

# 1997 64B, not read: the director says whether one of its cases applies.
QUESTION_64B = (
    "Does one of the cases of 1997 Law 64B (no automatic transfer) apply? Its 1997 text was "
    "not read for the catalog: see the 1997 code (director law 64 --edition wbf-1997)."
)


class RevokeTransfer1997(RevokeTransfer):
    """1997 Law 64: one established revoke; 64A2 may move a second trick; the 64B cases
    and 64C, not read, are left to the director."""

    @step("64A")
    def transfers(self, st: PlayState, credited: dict[str, int]) -> list[tuple[Revoke, int, str]]:
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
                "More than one revoke was established; the 1997 64B cases for repeated "
                "revokes and revokes by both sides were not read for the catalog.",
            )
        if first.kind != "follow-suit" or (first.suit is None and first.stated is None):
            not_ruled(first.ctx, "64A2", "The revoke was not a failure to follow suit.")
        _, _, winner, complete = st.revoke_counts(first, credited)
        if not complete:
            not_ruled(first.ctx, "64A", "A claim ended the revoke trick before it was complete.")
        partner_won = winner is not None and winner != first.seat and winner.side == first.seat.side
        if partner_won and first.seat in (st.declarer, st.dummy):
            not_ruled(
                first.ctx,
                "64A",
                f"The revoke trick was won by {name(winner)}, the revoker's partner, of the "  # type: ignore[arg-type]
                "declaring side: whether 1997 64A counts it as won by the revoker was not read.",
            )
        n, law, won_from = self.tricks(st, first, credited)
        return [(first, min(n, won_from), law)]

    @step("64A2")
    def tricks(self, st: PlayState, r: Revoke, credited: dict[str, int]) -> tuple[int, str, int]:
        """As 2017 64A, but 64A2 adds the trick the revoker later won with a card of the
        suit he failed to follow; nothing won from the revoke trick on is 64A's case."""
        n, law, won_from = super().tricks(st, r, credited)
        if not won_from:
            return 0, "64A", won_from
        if law == "64A2" and _later_with_legal_card(st, r):
            n += 1
        return n, law, won_from

    @step("64A2")
    def won_later_with_suit(self, r: Revoke) -> bool:
        """A revoke stated without the cards: did the revoker later win a trick with a card
        of the suit he failed to follow? The director's finding, asked."""
        return ask_yes_no(
            r.ctx,
            ("won_with_suit", "64A2"),
            f"Did {name(r.seat)} later win a trick with a card of the suit he failed to follow "
            f"at trick {r.trick} (a card he could legally have played to it)?",
            "64A2: that trick is transferred as well.",
            "64A2: one trick is transferred.",
        )

    @step("64A")
    def unfinished_trick(self, ctx: Context, revoke: Revoke, tricks: int) -> tuple[int, str]:
        """No question: a revoke trick ended by a claim stopped the ruling in
        :meth:`transfers`, so 64A here is the revoke with no trick to move."""
        return tricks, "64A"

    @step("64B")
    def attention_drawn(
        self, ctx: Context, revoke: Revoke, tricks: int, law: str
    ) -> tuple[int, str]:
        """Whether a case of 1997 64B (not read) removes the automatic transfer."""
        options = [
            (False, "no", f"{tricks} trick(s) transferred to {other_side(revoke)} ({law})."),
            (True, "yes", "No automatic transfer (64B); 64C may apply."),
        ]
        exception = ctx.ask("exception_64b", "director", "64B", QUESTION_64B, options)
        return (0, "64B") if exception else (tricks, law)

    def reason(self, revoke: Revoke, tricks: int, law: str) -> str:
        """What the ruling says of the outcome ``law``, in the 1997 terms."""
        off, other = name(revoke.seat), other_side(revoke)
        if law == "64A":
            return (
                f"{revoke.seat.side} won no trick from the revoke trick on: there is no trick "
                "to transfer."
            )
        if law == "64B":
            return "A case of 1997 64B applies, as the director found: no transfer."
        if law == "64A1":
            return f"{off} won the revoke trick: it goes to {other}" + (
                ", with one more trick his side won later." if tricks > 1 else "."
            )
        if tricks > 1:
            return (
                f"{off} did not win the revoke trick: one trick goes to {other}, and, since he "
                f"later won a trick with a {suit_word(revoke.suit)} (a card he could legally "
                "have played to the revoke trick), that trick as well."
            )
        return f"{off} did not win the revoke trick: one trick goes to {other}."

    @step("64C")
    def adjustment(self, ctx: Context, law: str) -> None:
        """1997 64C, not read, is named for the director."""
        ctx.review(
            "64C",
            "The director considers 1997 Law 64C; its 1997 text was not read for the catalog "
            "(see the 1997 code)." + ASSIGNED,
        )


def _later_with_legal_card(st: PlayState, revoke: Revoke) -> bool:
    """1997 64A2's second trick: the revoker won a later trick with a card of the suit he
    failed to follow (a card he could legally have played to the revoke trick); asked when
    the revoke was stated without the cards and his side won a later trick."""
    if revoke.stated is not None:
        return revoke.stated.after > 0 and rule.won_later_with_suit(revoke)
    for trick in st.tricks:
        if trick.number <= revoke.trick or trick.winner != revoke.seat:
            continue
        if any(p.seat == revoke.seat and p.card.suit is revoke.suit for p in trick.cards):
            return True
    return False


rule = RevokeTransfer1997()
# The engine's fixed points at the end of play (the edition's hooks).
transfers = rule.transfers
rule_transfer = rule.rule_transfer
