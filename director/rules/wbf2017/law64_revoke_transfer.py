"""Law 64 — trick transfer after an established revoke, computed at the end of play.

64A1: the revoker won the revoke trick — that trick goes to the non-offenders, and one
more if his side won any later trick. 64A2: he did not (a trick won in dummy is not won
by declarer) — one trick, if his side won the revoke trick or a later one. Only tricks the
offending side won from the revoke trick on can move. No transfer (64B): B1 nothing won
from the revoke trick on; B2 a later revoke in the same suit by the same player; B3 a
failure to play a penalty card or a card of dummy; B4/B5 attention first drawn after a
non-offender called on the next deal or after the round ended (the director is asked);
B6 trick 12; B7 both sides revoked; B8 corrected under 62C3. 64C: the director adjusts
when the transfer does not compensate the damage.

A revoke in the trick in progress when a claim or concession is agreed is established by
that agreement if the offending side made or agreed to it (63A3); the trick was never
completed, so who won it is the director's finding (asked) when it decides between 64A1
and 64A2. The tricks the claim credits to each side count as won after the revoke trick.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.play import PlayState, Revoke
from director.engine.ruling import TrickTransfer


def transfers(st: PlayState, credited: dict[str, int]) -> list[tuple[Revoke, int, str]]:
    """For each established, uncorrected revoke: (revoke, tricks, law). ``credited`` holds
    tricks credited to each side after the last trick played (a claim), counted as won
    after every revoke trick."""
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
        revoke_trick = next((t for t in st.tricks if t.number == r.trick), None)
        later = st.tricks_won(side, r.trick + 1) + credited.get(side, 0)
        won_from = st.tricks_won(side, r.trick) + credited.get(side, 0)
        if not won_from:
            n, law = 0, "64B1"
        elif revoke_trick is None:  # ended by the claim: who won it is asked (64A)
            n, law = 1 + (1 if later else 0), "64A"
        elif revoke_trick.winner == r.seat:
            n, law = 1 + (1 if later else 0), "64A1"
        else:
            n, law = 1, "64A2"
        n = max(0, min(n, won_from - moved.get(side, 0)))
        moved[side] = moved.get(side, 0) + n
        out.append((r, n, law))
    return out


def rule_transfer(ctx: Context, revoke: Revoke, tricks: int, law: str) -> int:
    """State the transfer for one revoke, asking when attention was first drawn (64B4,
    64B5). Returns the tricks transferred."""
    off_side = revoke.seat.side
    other = "EW" if off_side == "NS" else "NS"
    if law == "64A":
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
            tricks, law = min(tricks, 1), "64A2"
        else:
            law = "64A1"
    if law.startswith("64A") and tricks:
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
            tricks, law = 0, "64B4"
        elif found == "round-ended":
            tricks, law = 0, "64B5"
    reasons = {
        "64A1": f"The revoker won the revoke trick: {tricks} trick(s) go to {other}.",
        "64A2": f"The revoker did not win the revoke trick: {tricks} trick goes to {other}.",
        "64B1": "The offending side won no trick from the revoke trick on: no transfer.",
        "64B2": "A later revoke in the same suit by the same player: no transfer.",
        "64B3": "A failure to play a penalty card or a card of dummy: no transfer.",
        "64B4": "Attention was first drawn after a non-offender called on the next deal: "
        "no transfer.",
        "64B5": "Attention was first drawn after the round ended: no transfer.",
        "64B6": "A revoke on trick 12: no transfer.",
        "64B7": "Both sides revoked and both revokes were established: no transfer.",
    }
    ctx.say(law, reasons[law])
    if tricks:
        ctx.out.rectification.trick_transfer = TrickTransfer(
            tricks=tricks, from_side=off_side, to_side=other, law=law
        )
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
    return tricks
