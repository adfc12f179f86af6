"""Laws 68-71 — claims and concessions.

Situation
    A player claimed (68A) or conceded (68B1) some of the remaining tricks; a claim of
    some of them concedes the rest (68B1). When a defender concedes a trick (outright, or
    by claiming fewer than all) and his partner objects at once, there was neither a claim
    nor a concession: play goes on, and what the partner learnt is unauthorised (68B2,
    16C). The claimer should state his line and faces his hand (68C); play stops (68D).

Procedure
    The players' answer comes first. Agreed: the board is scored as if the tricks had been
    won or lost in play (69A; withdrawal of agreement within the Correction Period, 69B;
    a conceded trick restored under Law 71). Doubted by any player (dummy included), the
    director is called and rules under Law 70 (68D2(a)): the claimer repeats his statement
    (70B1), the opponents are heard (70B2), the cards may be faced (70B3); doubtful points
    go against the claimer (70A); an outstanding trump (70C) is listed with whether the
    statement mentions trumps; no unstated successful line while a less successful normal
    one exists (70D1); no part of a defender's claim that rests on his partner's choice
    (70D2); no unstated line that finds a card with one opponent (70E1); with a regulator
    profile chosen, its 70E2 election (an order in which an unclarified suit is deemed
    played, or none) is named with its source. How many tricks
    each side is credited is the director's judgement, asked here. Or, at the
    non-claimers' request and with all four agreeing, play continues: the claim is void
    and the result of the play stands (68D2(b)).

Dummy
    A claim or concession is a statement by declarer or a defender (68A, 68B1): dummy's is
    neither. Dummy may not take part in the play nor tell declarer anything about it
    (43A1(c)); his statement is unauthorised information for declarer (16B1) and he is
    liable to a procedural penalty (43B1, 90). Whether declarer made the statement his own
    (said it himself, or faced his hand: 68A) is the director's finding, asked here; if he
    did, it is declarer's claim or concession and is ruled as such.

Revokes
    A claim or concession by the offending side establishes its revoke (63A3), once the
    68B2 and dummy checks say there was one. Agreement to the opponents' claim establishes
    it too (63A4).

See also
    Laws 16C, 48B2, 79C.
"""

from __future__ import annotations

import re

from director.engine.context import Context
from director.engine.events import ClaimEvent, InvalidEventError
from director.engine.ruling import ClaimOut
from director.model.card import Card
from director.model.hand import Hand
from director.model.seat import Seat
from director.regulator.apply import applied
from director.rules.common.play import name, suit_word


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ClaimEvent)
    st = ctx.play
    seat = ctx.offender
    remaining, n, claimed = claim_counts(ctx, event)
    if seat == st.dummy and not _adopted_by_declarer(ctx, seat, event.concede):
        ctx.out.rectification.claim = ClaimOut(
            claimer=seat.letter,
            concession=event.concede,
            remaining=remaining,
            claimed=claimed,
            statement=event.statement,
            outcome="not-a-claim",
        )
        return
    if seat == st.dummy:
        seat = st.declarer
    out = state_claim(ctx, seat, event, (remaining, n, claimed))
    if not st.is_declaring_side(seat) and claimed < remaining and _partner_objects(ctx, seat):
        out.outcome = "withdrawn"
        return
    _establish_by_claim(ctx, seat)
    ctx.say(
        "68C",
        f"{name(seat)} faces his hand."
        if event.concede
        else "The claimer states his line of play, including the order of play, and faces "
        "his hand.",
    )
    ctx.say("68D", "Play stops.")
    answer = ctx.ask(
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
    if answer == "played-on":
        out.outcome = "played-on"
        ctx.say(
            "68D2(b)",
            "Play continues at the opponents' request with all four agreeing: the claim is "
            "void and is not adjudicated; Laws 16 and 50 do not apply to it; the result "
            "obtained in play stands.",
        )
        return
    st.ended = True
    if answer == "agreed":
        out.outcome = "agreed"
        out.awarded = claimed
        _agreed(ctx, seat, conceded=remaining - claimed)
        return
    out.outcome = "disputed"
    out.awarded = _disputed(ctx, seat, remaining)


def claim_counts(ctx: Context, event: ClaimEvent) -> tuple[int, int, int]:
    """The tricks that remain, the number the statement names, and the number the claimer's
    side would take (the 1997 and 2017 68 alike); a statement about more tricks than remain,
    or after the last trick, is bad input."""
    remaining = 13 - len(ctx.play.tricks)
    if remaining == 0:
        raise InvalidEventError(
            f"event {event.index} ({event}): all 13 tricks have been played; there is "
            "nothing left to claim or concede"
        )
    n = remaining if event.tricks is None else event.tricks
    if n > remaining:
        raise InvalidEventError(
            f"event {event.index} ({event}): only {remaining} tricks remain, not {n}"
        )
    return remaining, n, remaining - n if event.concede else n


def state_claim(
    ctx: Context,
    seat: Seat,
    event: ClaimEvent,
    counts: tuple[int, int, int],
    concession_law: str = "68B1",
) -> ClaimOut:
    """68A/68B (1997 and 2017 alike but for the concession's section: 68B1, 1997 68B): the
    claim or concession by ``seat`` is recorded and said; ``counts`` as
    :func:`claim_counts` gives them."""
    remaining, n, claimed = counts
    out = ClaimOut(
        claimer=seat.letter,
        concession=event.concede,
        remaining=remaining,
        claimed=claimed,
        statement=event.statement,
        position=_position(ctx),
    )
    ctx.out.rectification.claim = out
    if event.concede:
        ctx.out.law = "68B"
        ctx.say(concession_law, f"{name(seat)} concedes {n} of the {remaining} remaining tricks.")
    else:
        ctx.say(
            "68A",
            f"{name(seat)} claims {n} of the {remaining} remaining tricks"
            + (
                f" and so concedes the other {remaining - n} ({concession_law})."
                if n < remaining
                else "."
            ),
        )
    return out


def _position(ctx: Context) -> dict[str, str]:
    """Each known hand's cards at the claim, from the opening leader round the table."""
    st = ctx.play
    position: dict[str, str] = {}
    for s in (st.declarer.lho, st.declarer, st.declarer.rho, st.dummy):
        held = st.holding(s)
        if held is not None:
            position[s.letter] = Hand.of(held).to_pbn()
    return position


def _partner_objects(ctx: Context, seat: Seat) -> bool:
    """68B2: a defender's concession to which his partner objects at once is void."""
    objected = bool(
        ctx.ask(
            "partner_objected",
            "offender's partner",
            "68B2",
            f"Did {name(seat.partner)} object at once to the concession?",
            [
                (
                    True,
                    "yes",
                    "Neither a claim nor a concession: play continues; cards the defenders "
                    "exposed are not penalty cards; the partner may not use what he learnt "
                    "(68B2, 16C).",
                ),
                (False, "no", "The concession stands as made (Laws 68D, 69, 70, 71)."),
            ],
            seat=seat.partner,
        )
    )
    if not objected:
        return False
    ctx.say(
        "68B2",
        f"{name(seat.partner)} objected at once: there was neither a claim nor a concession. "
        "The director should be called; play continues, and any card a defender exposed "
        "meanwhile is not a penalty card.",
    )
    ctx.unauthorised(
        "16C",
        name(seat.partner),
        f"the attempted concession and any card {name(seat)} exposed with it",
    )
    _not_established(ctx, seat)
    return True


def _not_established(ctx: Context, seat: Seat) -> None:
    """68B2: nothing was claimed or conceded, so the side's revokes are not established by
    it (63A3 does not apply)."""
    for r in ctx.play.revokes:
        if not r.established and not r.corrected and r.seat.side == seat.side:
            r.ctx.say(
                "68B2",
                "The concession at event "
                f"{ctx.event.index} was void (68B2): it did not establish the revoke.",
            )


def _establish_by_claim(ctx: Context, seat: Seat) -> None:
    """63A3: a claim or concession by a member of the offending side establishes its
    revoke."""
    for r in ctx.play.revokes:
        if not r.established and not r.corrected and r.seat.side == seat.side:
            r.established = True
            r.established_by = "63A3"
            r.ctx.say(
                "63A3",
                "The revoke became established when the offending side claimed or conceded.",
            )


def _adopted_by_declarer(ctx: Context, seat: Seat, concede: bool) -> bool:
    """68A, 68B1: only declarer or a defender claims or concedes; dummy's statement is
    neither unless declarer made it his own (a finding of the director)."""
    st = ctx.play
    what = "concession" if concede else "claim"
    ctx.out.law = "43A1(c)"
    ctx.say(
        "68A",
        f"{name(seat)} is dummy: a claim or concession is a statement by declarer or a "
        f"defender (68A, 68B1), so dummy's {what} is neither.",
    )
    adopted = bool(
        ctx.ask(
            "declarer_adopted",
            "director",
            "68A",
            f"Did declarer ({name(st.declarer)}) make dummy's {what} his own, by stating it "
            "himself or facing his hand?",
            [
                (
                    True,
                    "yes",
                    f"It is declarer's {what} and is ruled as one (68A, 68B1, 68C, 68D).",
                ),
                (
                    False,
                    "no",
                    f"There was no {what}: play continues; dummy took part in the play "
                    "(43A1(c)); his statement is unauthorised information for declarer "
                    "(16B1); procedural penalty (43B1, 90).",
                ),
            ],
        )
    )
    if adopted:
        ctx.out.law = "68"
        ctx.say(
            "68A",
            f"Declarer made dummy's {what} his own: it is {name(st.declarer)}'s {what}.",
        )
        return True
    ctx.say(
        "43A1(c)",
        f"There was no {what}: play continues. Dummy may not take part in the play nor tell "
        "declarer anything about it.",
    )
    ctx.unauthorised(
        "16B1",
        f"{name(st.declarer)} (declarer)",
        f"dummy's {what}; the director adjusts if declarer could have used it (16B3)",
    )
    ctx.say("43B1", "Dummy is liable to a procedural penalty for the breach (Law 90).")
    return False


def _agreed(ctx: Context, seat: Seat, conceded: int) -> None:
    st = ctx.play
    ctx.say(
        "69A",
        "Agreed: the board is scored as claimed. Agreement may be withdrawn "
        "within the Correction Period only as Law 69B allows.",
    )
    if conceded:
        ctx.say(
            "71",
            f"Within the Correction Period the director cancels {name(seat)}'s concession of "
            "a trick his side had in fact won, or that no normal play of the remaining "
            "cards could lose.",
        )
    for r in st.revokes:  # 63A4: agreement to an opponent's claim establishes a revoke
        if r.seat.side != seat.side and not r.established and not r.corrected:
            r.established = True
            r.established_by = "63A4"
            r.ctx.say(
                "63A4",
                f"The revoke became established when {r.seat.side} agreed to the "
                f"opponents' claim or concession at event {ctx.event.index}.",
            )


def _disputed(ctx: Context, seat: Seat, remaining: int) -> int:
    st = ctx.play
    event = ctx.event
    assert isinstance(event, ClaimEvent)
    ctx.say("70A", "Doubtful points are resolved against the claimer.")
    ctx.say("70B1", "The claimer repeats his original statement.")
    ctx.say("70B2", "The director hears the opponents' objections.")
    ctx.say("70B3", "The director may have the remaining cards faced.")
    _outstanding_trump(ctx, seat, event.statement)
    ctx.say(
        "70D1",
        "No successful line outside the original statement is accepted while a less "
        "successful normal line exists ('normal' includes careless or inferior play for "
        "the class of player).",
    )
    if not st.is_declaring_side(seat):
        ctx.say(
            "70D2",
            "No part of a defender's claim is accepted that depends on his partner choosing "
            "one particular play among normal alternatives.",
        )
    ctx.say(
        "70E1",
        "No unstated line is accepted whose success depends on finding a card with one "
        "opponent rather than the other, unless an opponent had shown out of that suit "
        "before the claim or would on any normal line.",
    )
    applied(
        ctx,
        "70E2",
        "70E2",
        "The order in which a suit is deemed played when the statement did not clarify it "
        "(always subject to the rest of Law 70):",
    )
    return award_tricks(ctx, seat, remaining)


def award_tricks(ctx: Context, seat: Seat, remaining: int, law: str = "70") -> int:
    """70 (1997 and 2017 alike; the 1997 file says the award under 70A): the director
    awards the disputed claim's tricks; the number credited to ``seat``'s side."""
    side = seat.side
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
    tricks = int(str(awarded))
    ctx.say(law, f"{side} is credited with {tricks} of the {remaining} remaining tricks.")
    return tricks


def _outstanding_trump(ctx: Context, seat: Seat, statement: str) -> None:
    """70C: list the trumps the claimer's opponents still hold, and whether the
    statement mentions trumps (the three conditions are the director's judgement)."""
    st = ctx.play
    if st.trump is None:
        return
    opponents = (seat.lho, seat.rho)
    hands = {s: st.holding(s) for s in opponents}
    if any(h is None for h in hands.values()):
        ctx.say(
            "70C",
            "The opponents' hands are not all known: the director checks whether a trump "
            "remains with an opponent.",
        )
        return
    held: dict[Seat, list[Card]] = {
        s: sorted((c for c in h or () if c.suit is st.trump), key=lambda c: c.rank, reverse=True)
        for s, h in hands.items()
    }
    out = {s: cards for s, cards in held.items() if cards}
    if not out:
        ctx.say("70C", "No trump remains in the opponents' hands.")
        return
    listing = "; ".join(f"{name(s)} {' '.join(map(str, cards))}" for s, cards in out.items())
    text = statement.lower()
    words = set(re.findall(r"[a-z0-9]+", text))
    mentioned = (
        "trump" in text
        or suit_word(st.trump) in text
        or any(str(c).lower() in words for cards in out.values() for c in cards)
    )
    if mentioned:
        ctx.say(
            "70C",
            f"A trump remains with an opponent ({listing}). The statement mentions trumps: "
            "the director judges whether it covers that trump (70C1).",
        )
        return
    ctx.say(
        "70C",
        f"A trump remains with an opponent ({listing}) and the statement does not mention "
        "it (70C1). The director awards the opponents a trick or tricks if there is any "
        "real likelihood that the claimer did not know the trump was out (70C2) and a "
        "trick could be lost to it by any normal play (70C3).",
    )
