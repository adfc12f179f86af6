"""Laws 68 and 70 (1997 code) — a claim or concession, agreed or contested.

Situation
    Declarer (or a defender) claims some of the remaining tricks (1997 68A: a statement that
    his side will win tricks, a suggestion to curtail play, or showing his cards) or
    concedes some (68B: a claim of some tricks concedes the rest). Play ceases (68D).

Procedure
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

Not ruled here
    A statement by dummy, and a defender's concession (what partner's objection does, the
    rest of 1997 68B, was not read): the ruling names the section and stops.

Revokes
    A revoke not yet established becomes established when a member of the offending side
    makes or agrees to the claim or concession (1997 63A3).

See also
    ``director law 70 --compare``; 2017 rule: :mod:`director.rules.wbf2017.law68_claim`.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ClaimEvent
from director.model.card import Card
from director.model.seat import Seat
from director.rules.common.play import name, suit_word
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf2017.law68_claim import award_tricks, claim_counts, state_claim


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ClaimEvent)
    st = ctx.play
    seat = ctx.offender
    remaining, n, claimed = claim_counts(ctx, event)
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
    out = state_claim(ctx, seat, event, (remaining, n, claimed), "68B")
    _establish(ctx, seat.side, "claimed or conceded")
    ctx.say("68D", "Play ceases; any play made after the claim is void.")
    st.ended = True
    answer = ctx.ask(
        "opponents",
        "opponents",
        "68D",
        "Do the opponents agree?",
        [
            ("agreed", "agree", "The tricks are counted as agreed (1997 Law 69 governs)."),
            ("disputed", "dispute", "The director rules under 1997 Law 70."),
        ],
    )
    if answer == "agreed":
        out.outcome = "agreed"
        out.awarded = claimed
        _establish(ctx, "EW" if seat.side == "NS" else "NS", "agreed to the claim")
        ctx.say(
            "69",
            "Agreed: the tricks are counted as the players agreed. 1997 Law 69 governs an "
            "agreed claim (and Law 71 a concession cancelled); their 1997 text was not read "
            "for this catalog, so anything after the agreement is the director's, under those "
            "Laws (director law 69 --edition wbf-1997).",
        )
        return
    out.outcome = "disputed"
    out.awarded = _contested(ctx, seat, remaining)


def _establish(ctx: Context, side: str, how: str) -> None:
    """1997 63A3: a member of the offending side makes or agrees to a claim or concession:
    his side's revoke is established."""
    for r in ctx.play.revokes:
        if r.seat.side == side and not r.established and not r.corrected:
            r.established = True
            r.established_by = "63A3"
            r.ctx.say(
                "63A3",
                f"The revoke became established when {side} {how} at event {ctx.event.index}.",
            )


def _contested(ctx: Context, seat: Seat, remaining: int) -> int:
    ctx.say("70A", "The director decides as equitably as he can; doubtful points go against "
            "the claimer.")  # fmt: skip
    ctx.say("70B1", "The claimer repeats the statement he made when he claimed.")
    ctx.say("70B2", "The director requires all four players to face their remaining cards.")
    ctx.say("70B3", "Then he hears the opponents' objections.")
    trumps = _trumps_out(ctx, seat)
    if trumps is not None:
        ctx.say(
            "70C",
            f"A trump is still out ({trumps}). If the claimer did not mention it, it was at all "
            "likely that he was unaware of it, and a trick could be lost to it by any normal "
            "play, the director awards a trick to the opponents.",
        )
    ctx.say(
        "70D",
        "No part of the claimer's line outside his statement is accepted if an opponent's "
        "objection shows a normal but less successful line open to him.",
    )
    ctx.say(
        "70E",
        "No unstated finesse or drop is accepted unless an opponent had failed to follow to "
        "the suit before the claim, or would on any normal line, or unless not taking it "
        "would be irrational.",
    )
    return award_tricks(ctx, seat, remaining, "70A")


def _trumps_out(ctx: Context, seat: Seat) -> str | None:
    """The trumps the claimer's opponents still hold, ``None`` for none (or no trump suit);
    an unknown hand is said so."""
    st = ctx.play
    if st.trump is None:
        return None
    listing = []
    for s in (seat.lho, seat.rho):
        held = st.holding(s)
        if held is None:
            return f"{name(s)}'s cards are not known: the director checks for a trump"
        cards: list[Card] = sorted(
            (c for c in held if c.suit is st.trump), key=lambda c: c.rank, reverse=True
        )
        if cards:
            listing.append(f"{name(s)} {' '.join(map(str, cards))}")
    if not listing:
        return None
    return f"{suit_word(st.trump)}s: " + "; ".join(listing)
