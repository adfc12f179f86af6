"""Law 64 — trick transfer after an established revoke, computed at the end of play.

Irregularity
    A revoke was established (Law 63) and not corrected; the play has ended. The revoke
    itself is ruled under Law 61 (``law61_revoke``); this file holds the steps the engine
    takes at the end of play: which tricks move, then the ruling's statement of them.

Rectification
    64A1: the revoker won the revoke trick — that trick goes to the non-offenders, and one
    more if his side won any later trick. 64A2: he did not (a trick won in dummy is not won
    by declarer) — one trick, if his side won the revoke trick or a later one. Only tricks
    the offending side won from the revoke trick on can move. No transfer (64B): B1 nothing
    won from the revoke trick on; B2 a later revoke in the same suit by the same player; B3
    a failure to play a penalty card or a card of dummy; B4/B5 attention first drawn after a
    non-offender called on the next deal or after the round ended (the director is asked);
    B6 trick 12; B7 both sides revoked; B8 corrected under 62C3. 64C: the director adjusts
    when the transfer does not compensate the damage. A revoke in the trick in progress
    when a claim or concession is agreed is established by that agreement if the offending
    side made or agreed to it (63A3); the trick was never completed, so who won it is the
    director's finding (asked) when it decides between 64A1 and 64A2. The tricks the claim
    credits to each side count as won after the revoke trick.

Example
    Dealer N, ``1S AP``: West shows out of clubs at trick 4 holding clubs; East wins that
    trick and leads to trick 5, establishing the revoke. West did not win the revoke trick:
    one trick goes to North-South (64A2), attention having been drawn in time.

See also
    Laws 12C1, 62, 63.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.play import PlayState, Revoke
from director.engine.ruling import TrickTransfer
from director.rules.base import Rule, step

# Why each 2017 outcome moves the tricks it does ({tricks}: how many, {other}: to whom).
REASONS = {
    "64A1": "The revoker won the revoke trick: {tricks} trick(s) go to {other}.",
    "64A2": "The revoker did not win the revoke trick: {tricks} trick goes to {other}.",
    "64B1": "The offending side won no trick from the revoke trick on: no transfer.",
    "64B2": "A later revoke in the same suit by the same player: no transfer.",
    "64B3": "A failure to play a penalty card or a card of dummy: no transfer.",
    "64B4": "Attention was first drawn after a non-offender called on the next deal: no transfer.",
    "64B5": "Attention was first drawn after the round ended: no transfer.",
    "64B6": "A revoke on trick 12: no transfer.",
    "64B7": "Both sides revoked and both revokes were established: no transfer.",
}


class RevokeTransfer(Rule):
    """Law 64, at the end of play: the engine calls :meth:`transfers` for the tricks each
    established revoke moves, then :meth:`rule_transfer` for each one's statement. It has
    no ``run``: the revoke itself is ruled under Law 61."""

    law = "64"

    @step("64B")
    def transfers(self, st: PlayState, credited: dict[str, int]) -> list[tuple[Revoke, int, str]]:
        """For each established, uncorrected revoke: (revoke, tricks, law). ``credited``
        holds tricks credited to each side after the last trick played (a claim), counted
        as won after every revoke trick."""
        established = [r for r in st.revokes if r.established and not r.corrected]
        sides = {r.seat.side for r in established}
        out: list[tuple[Revoke, int, str]] = []
        moved: dict[str, int] = {}
        firsts: dict[tuple[object, object], Revoke] = {}
        for r in established:
            side = r.seat.side
            key = (r.seat, r.suit)
            if len(sides) == 2:
                out.append((r, 0, "64B7"))
                continue
            if r.kind == "penalty-card" or r.seat == st.dummy:
                out.append((r, 0, "64B3"))
                continue
            if r.trick == 12:
                out.append((r, 0, "64B6"))
                continue
            if key in firsts and r.suit is not None:
                out.append((r, 0, "64B2"))
                continue
            firsts[key] = r
            n, law, won_from = self.tricks(st, r, credited)
            n = max(0, min(n, won_from - moved.get(side, 0)))
            moved[side] = moved.get(side, 0) + n
            out.append((r, n, law))
        return out

    @step("64A")
    def tricks(self, st: PlayState, r: Revoke, credited: dict[str, int]) -> tuple[int, str, int]:
        """The tricks 64A moves for one revoke, its section, and the tricks the offending
        side won from the revoke trick on (none: 64B1)."""
        won_from, later, winner, complete = st.revoke_counts(r, credited)
        if not won_from:
            return 0, "64B1", won_from
        if not complete:  # ended by the claim: who won it is asked (64A)
            return 1 + (1 if later else 0), "64A", won_from
        if winner == r.seat:
            return 1 + (1 if later else 0), "64A1", won_from
        return 1, "64A2", won_from

    def rule_transfer(self, ctx: Context, revoke: Revoke, tricks: int, law: str) -> int:
        """State the transfer for one revoke, asking what the record cannot tell. Returns
        the tricks transferred."""
        if law == "64A":
            tricks, law = self.unfinished_trick(ctx, revoke, tricks)
        if law.startswith("64A") and tricks:
            tricks, law = self.attention_drawn(ctx, revoke, tricks, law)
        other = other_side(revoke)
        ctx.say(law, self.reason(revoke, tricks, law))
        if tricks:
            ctx.out.rectification.trick_transfer = TrickTransfer(
                tricks=tricks, from_side=revoke.seat.side, to_side=other, law=law
            )
        self.adjustment(ctx, law)
        return tricks

    @step("64A")
    def unfinished_trick(self, ctx: Context, revoke: Revoke, tricks: int) -> tuple[int, str]:
        """A claim ended the revoke trick: would the revoker have won it (64A1 or 64A2)?"""
        won = ctx.ask(
            "revoke_trick_won_by",
            "director",
            "64A",
            f"The claim ended trick {revoke.trick}, the revoke trick, before it was complete. "
            f"Would the revoker ({revoke.seat.name.title()}) have won it?",
            [
                (
                    "offender",
                    f"yes, {revoke.seat.name.title()} would have won it",
                    f"64A1: up to {tricks} trick(s) transferred.",
                ),
                (
                    "other",
                    "no, another player would have won it",
                    "64A2: one trick transferred.",
                ),
            ],
        )
        if won == "other":
            return min(tricks, 1), "64A2"
        return tricks, "64A1"

    @step("64B4")
    def attention_drawn(
        self, ctx: Context, revoke: Revoke, tricks: int, law: str
    ) -> tuple[int, str]:
        """No automatic transfer when attention was first drawn too late (64B4, 64B5)."""
        found = ctx.ask(
            "attention_drawn",
            "director",
            "64B",
            "When was attention first drawn to the revoke?",
            [
                (
                    "in-time",
                    "before the round ended and before a non-offender called on the next deal",
                    f"{tricks} trick(s) transferred ({law}).",
                ),
                (
                    "next-deal",
                    "after a non-offender called on the next deal",
                    "No automatic transfer (64B4); 64C may apply.",
                ),
                (
                    "round-ended",
                    "after the round ended",
                    "No automatic transfer (64B5); 64C may apply.",
                ),
            ],
        )
        if found == "next-deal":
            return 0, "64B4"
        if found == "round-ended":
            return 0, "64B5"
        return tricks, law

    def reason(self, revoke: Revoke, tricks: int, law: str) -> str:
        """What the ruling says of the outcome ``law``."""
        return REASONS[law].format(tricks=tricks, other=other_side(revoke))

    @step("64C")
    def adjustment(self, ctx: Context, law: str) -> None:
        """The director adjusts when the outcome does not make good the damage (64C)."""
        if law == "64B2":
            ctx.review(
                "64C2(a)",
                "Adjust if, without the later revoke(s), the non-offenders would "
                "probably have won more tricks.",
            )
        elif law == "64B7":
            ctx.review(
                "64C2(b)",
                "If a contestant was damaged, assign the probable result had no revoke occurred.",
            )
        else:
            ctx.review(
                "64C1",
                "If the transfer does not make good the damage to the non-offending "
                "side, the director assigns an adjusted score.",
            )


def other_side(revoke: Revoke) -> str:
    """The non-offending side."""
    return "EW" if revoke.seat.side == "NS" else "NS"


rule = RevokeTransfer()
# The engine's fixed points at the end of play (the edition's hooks).
transfers = rule.transfers
rule_transfer = rule.rule_transfer
