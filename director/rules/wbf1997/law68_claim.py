"""Laws 68 and 70 (1997 code) — a claim or concession, agreed or contested.

Irregularity
    Declarer (or a defender) claims some of the remaining tricks (1997 68A: a statement that
    his side will win tricks, a suggestion to curtail play, or showing his cards) or
    concedes some (68B: a claim of some tricks concedes the rest). Play ceases (68D).

Rectification
    The opponents are asked whether they agree. The 1997 code has no counterpart of 2017
    68D2(b), play continuing at the non-claimers' request: 1997 68D voids any play after a
    claim. Agreed: the tricks are counted as the players agreed; Law 69 governs an agreed
    claim, and its 1997 text was not read for the catalog, so the ruling says so and goes no
    further (withdrawing an agreement, a concession cancelled: the director applies 1997
    Laws 69 and 71). Contested: 1997 Law 70, read in full. The director decides as
    equitably as he can, doubtful points against the claimer (70A); the claimer repeats
    his statement (70B1); all four hands are faced, which the 1997 code requires (70B2;
    2017 70B3 only allows it); then the objections are heard (70B3). An opponent's trump
    still out, not mentioned by the claimer, is listed with the two other conditions of
    70C for the director. No unstated line is accepted if a normal, less successful line
    was open (70D); no unstated finesse or drop unless an opponent had shown out, or would
    on any normal line, or not taking it would be irrational (70E; 2017 70E1 has no
    irrational exception). 2017 70D2 (a defender's claim relying on his partner's play) has
    no 1997 counterpart. How many tricks each side is credited is asked of the director.
    A revoke not yet established becomes established when a member of the offending side
    makes or agrees to the claim or concession (1997 63A3). Not ruled: a statement by
    dummy, and a defender's concession (what partner's objection does, the rest of 1997
    68B, was not read): the ruling names the section and stops.

Example
    Dealer N, ``1S AP``, six tricks played, then ``N:claim all`` — the opponents dispute:
    all four hands are faced (70B2), East's trumps are listed (70C), and the director
    credits the tricks under 70A.

See also
    ``director law 70 --compare``; 2017 rule: :mod:`director.rules.wbf2017.law68_claim`.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ClaimEvent
from director.model.seat import Seat
from director.rules.base import step
from director.rules.common.claim_stated import trump_finding
from director.rules.common.play import name, suit_word
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf2017.law68_claim import Claim, Counts, trump_listing, trumps_held

# 1997 Law 69 (an agreed claim) and 71 (a concession cancelled) were not read.
_AGREED = (
    "Agreed: the tricks are counted as the players agreed. 1997 Law 69 governs an agreed "
    "claim (and Law 71 a concession cancelled); their 1997 text was not read for this "
    "catalog, so anything after the agreement is the director's, under those Laws "
    "(director law 69 --edition wbf-1997)."
)


class Claim1997(Claim):
    """1997 Laws 68-70: no play-on option, Law 69 not read, Law 70 in its 1997 words; a
    statement by dummy and a defender's concession not ruled."""

    concession_law = "68B"
    established_by_claim = (
        "The revoke became established when {side} claimed or conceded at event {event}."
    )
    answers = (
        ("agreed", "agree", "The tricks are counted as agreed (1997 Law 69 governs)."),
        ("disputed", "dispute", "The director rules under 1997 Law 70."),
    )
    hearing = (
        ("70A", "The director decides as equitably as he can; doubtful points go against "
         "the claimer."),
        ("70B1", "The claimer repeats the statement he made when he claimed."),
        ("70B2", "The director requires all four players to face their remaining cards."),
        ("70B3", "Then he hears the opponents' objections."),
    )  # fmt: skip
    award_law = "70A"

    @step("68B")
    def claimer(self, ctx: Context, event: ClaimEvent, counts: Counts) -> Seat:
        """Declarer or a defender claims; dummy's statement and a defender's concession
        are not ruled (1997 43, 68B)."""
        st, seat = ctx.play, ctx.offender
        remaining, _, claimed = counts
        if seat == st.dummy:
            not_ruled(ctx, "68", f"{name(seat)} is dummy: a statement by dummy (1997 Laws 43, 68).")
        if not st.is_declaring_side(seat) and claimed < remaining:
            ctx.out.law = "68B"
            not_ruled(
                ctx,
                "68B",
                f"{name(seat)}, a defender, concedes tricks; what his partner's objection does "
                "is in the part of 1997 68B that was not read.",
            )
        return seat

    @step("68D")
    def play_stops(self, ctx: Context, seat: Seat, event: ClaimEvent) -> None:
        """Play ceases; any play after the claim is void."""
        ctx.say("68D", "Play ceases; any play made after the claim is void.")
        ctx.play.ended = True

    @step("69")
    def agreed(self, ctx: Context, seat: Seat, conceded: int) -> None:
        """Agreed: the agreeing side's revoke is established (63A3); 1997 Law 69, not read,
        governs the rest."""
        other = "EW" if seat.side == "NS" else "NS"
        self.establish(
            ctx,
            other,
            "63A3",
            f"The revoke became established when {other} agreed to the claim at event "
            f"{ctx.event.index}.",
        )
        ctx.say("69", _AGREED)

    @step("70C")
    def trump_out(self, ctx: Context, seat: Seat, statement: str) -> None:
        """A trump still out is listed with the conditions of 1997 70C."""
        st = ctx.play
        if st.trump is None:
            return
        held = trumps_held(st, seat)
        found = trump_finding(ctx, seat) if isinstance(held, Seat) else None
        if found:  # a claim stated without the play: the director's finding
            trumps = f"{suit_word(st.trump)}s: the director's finding"
        elif found is False:
            return
        elif isinstance(held, Seat):
            trumps = f"{name(held)}'s cards are not known: the director checks for a trump"
        elif held:
            trumps = f"{suit_word(st.trump)}s: " + trump_listing(held)
        else:
            return
        ctx.say(
            "70C",
            f"A trump is still out ({trumps}). If the claimer did not mention it, it was at all "
            "likely that he was unaware of it, and a trick could be lost to it by any normal "
            "play, the director awards a trick to the opponents.",
        )

    @step("70D")
    def unstated_lines(self, ctx: Context, seat: Seat) -> None:
        """No unstated line while a normal, less successful one was open (70D); no unstated
        finesse or drop, with its exceptions (70E)."""
        ctx.say(
            "70D",
            "No part of the claimer's line outside his statement is accepted if an opponent's "
            "objection shows a normal but less successful line open to him.",
        )
        ctx.say(
            "70E",
            "No unstated finesse or drop is accepted unless an opponent had failed to follow "
            "to the suit before the claim, or would on any normal line, or unless not taking "
            "it would be irrational.",
        )


rule = Claim1997()
