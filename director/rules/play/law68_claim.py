"""Laws 68-71 — claims and concessions.

Situation
    A player claimed (68A) or conceded (68B) some of the remaining tricks; claiming some
    concedes the rest (68B1). A defender's concession to which his partner objects at once
    is neither (68B2). The claimer should state his line and face his hand (68C); play
    stops (68D).

Procedure
    Agreed: scored as claimed (69A; withdrawal within the Correction Period, 69B). Disputed:
    the director rules under Law 70 — the claimer repeats his statement, the opponents are
    heard, the hands may be faced (70B); doubtful points go against the claimer (70A); an
    outstanding trump (70C); no unstated successful line when a less successful normal one
    exists (70D1); no finesse-type unstated line (70E1). How many tricks to award is the
    director's judgement, asked here. Or, at the non-claimers' request and if all four
    agree, play continues and the result stands (68D2(b)). A concession stands except as
    Law 71 says.

See also
    Laws 63A3 (a claim establishes a revoke), 79C.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ClaimEvent, InvalidEventError
from director.engine.ruling import ClaimOut
from director.model.hand import Hand
from director.rules.play._common import name, suit_word


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ClaimEvent)
    st = ctx.play
    seat = ctx.offender
    side = seat.side
    remaining = 13 - len(st.tricks)
    n = remaining if event.tricks is None else event.tricks
    if n > remaining:
        raise InvalidEventError(f"event {event.index} ({event}): only {remaining} tricks remain")
    claimed = remaining - n if event.concede else n
    position = {}
    for s in (st.declarer.lho, st.declarer, st.declarer.rho, st.dummy):
        held = st.holding(s)
        if held is not None:
            position[s.letter] = Hand.of(held).to_pbn()
    out = ClaimOut(
        claimer=seat.letter,
        concession=event.concede,
        remaining=remaining,
        claimed=claimed,
        statement=event.statement,
        position=position,
    )
    ctx.out.rectification.claim = out
    if event.concede:
        ctx.out.law = "68B"
        ctx.say("68B1", f"{name(seat)} concedes {n} of the {remaining} remaining tricks.")
        if not st.is_declaring_side(seat):
            objected = ctx.ask(
                "partner_objected",
                "offender's partner",
                "68B2",
                f"Did {name(seat.partner)} object to the concession at once?",
                [
                    (
                        True,
                        "yes",
                        "Neither a claim nor a concession: play continues; exposed "
                        "cards are not penalty cards; Law 16C applies (68B2).",
                    ),
                    (False, "no", "The concession stands subject to Law 69 or 71."),
                ],
                seat=seat.partner,
            )
            if objected:
                out.outcome = "withdrawn"
                ctx.say("68B2", "Play continues.")
                ctx.unauthorised("16C", name(seat.partner), "the attempted concession")
                return
    else:
        ctx.say(
            "68A",
            f"{name(seat)} claims {n} of the {remaining} remaining tricks"
            + (f" (and so concedes {remaining - n}, 68B1)." if n < remaining else "."),
        )
    ctx.say(
        "68C",
        "The claimer states his line of play, including the order of play, and faces his hand.",
    )
    ctx.say("68D", "Play stops.")
    agreed = ctx.ask(
        "opponents",
        "opponents",
        "68D",
        "Do the opponents agree?",
        [
            ("agreed", "agree", "Scored as if the tricks were won or lost in play (69A)."),
            ("disputed", "dispute", "The director rules under Law 70 (68D2(a))."),
            (
                "played-on",
                "play on (all four agree, at the opponents' request)",
                "The claim is void and the result of the play stands (68D2(b)).",
            ),
        ],
    )
    if agreed == "played-on":
        out.outcome = "played-on"
        ctx.say(
            "68D2(b)(ii)",
            "The claim is cancelled; Laws 16 and 50 do not apply to it; the "
            "result obtained by play stands.",
        )
        return
    st.ended = True
    if agreed == "agreed":
        out.outcome = "agreed"
        out.awarded = claimed
        ctx.say(
            "69A",
            "Agreed: the board is scored as claimed. Agreement may be withdrawn "
            "within the Correction Period only as Law 69B allows.",
        )
        if event.concede or n < remaining:
            ctx.say(
                "71",
                "A conceded trick that was already won, or could not be lost by any "
                "normal play, is restored by the director within the Correction Period.",
            )
        return
    out.outcome = "disputed"
    ctx.say("70A", "Doubtful points are resolved against the claimer.")
    ctx.say("70B1", "The claimer repeats his original statement.")
    ctx.say("70B2", "The director hears the opponents' objections.")
    ctx.say("70B3", "The director may have the remaining cards faced.")
    if st.trump is not None:
        opponents = [s for s in (seat.lho, seat.rho)]
        hands = {s: st.holding(s) for s in opponents}
        if all(h is not None for h in hands.values()):
            trumps = {
                s: sorted((c for c in h or () if c.suit is st.trump), reverse=True)
                for s, h in hands.items()
            }
            out_trumps = {s: t for s, t in trumps.items() if t}
            if out_trumps:
                listing = ", ".join(
                    f"{name(s)} {' '.join(map(str, t))}" for s, t in out_trumps.items()
                )
                mentioned = (
                    suit_word(st.trump) in event.statement.lower()
                    or "trump" in event.statement.lower()
                )
                ctx.say(
                    "70C",
                    f"An opponent still holds a trump ({listing}); the statement "
                    f"{'mentions' if mentioned else 'does not mention'} trumps. Tricks go "
                    "to the opponents if the claimer did not mention it, may well not "
                    "have known of it, and a normal play could lose a trick to it.",
                )
        else:
            ctx.say(
                "70C",
                "The hands are not all known: whether a trump is outstanding is for "
                "the director to check.",
            )
    ctx.say(
        "70D1", "No successful line outside the statement if a less successful normal line exists."
    )
    ctx.say(
        "70E1",
        "No unstated line that depends on finding a card with one opponent, "
        "unless that opponent had shown out or would show out on any normal line.",
    )
    awarded = ctx.ask(
        "tricks",
        "director",
        "70",
        f"How many of the {remaining} remaining tricks does the director award to "
        f"{name(seat)}'s side ({side})?",
        [
            (str(k), str(k), f"{side} credited with {k} of the remaining tricks.")
            for k in range(remaining, -1, -1)
        ],
    )
    out.awarded = int(str(awarded))
    ctx.say("70", f"{side} is credited with {out.awarded} of the {remaining} remaining tricks.")
