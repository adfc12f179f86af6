"""Laws 68-71 — claims and concessions.

Irregularity
    A player claimed (68A) or conceded (68B1) some of the remaining tricks; a claim of
    some of them concedes the rest (68B1). When a defender concedes a trick (outright, or
    by claiming fewer than all) and his partner objects at once, there was neither a claim
    nor a concession: play goes on, and what the partner learnt is unauthorised (68B2,
    16C). The claimer should state his line and faces his hand (68C); play stops (68D).

Rectification
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
    played, or none) is named with its source. How many tricks each side is credited is
    the director's judgement, asked here. Or, at the non-claimers' request and with all
    four agreeing, play continues: the claim is void and the result of the play stands
    (68D2(b)). A claim or concession is a statement by declarer or a defender (68A, 68B1):
    dummy's is neither. Dummy may not take part in the play nor tell declarer anything
    about it (43A1(c)); his statement is unauthorised information for declarer (16B1) and
    he is liable to a procedural penalty (43B1, 90). Whether declarer made the statement
    his own (said it himself, or faced his hand: 68A) is the director's finding, asked
    here; if he did, it is declarer's claim or concession and is ruled as such. A claim or
    concession by the offending side establishes its revoke (63A3), once the 68B2 and
    dummy checks say there was one. Agreement to the opponents' claim establishes it too
    (63A4). A claim stated without its play (the tricks left and the tricks the claimer's
    side had won, ``N:claim:all:of:7:won:1``) is ruled by the same steps from those facts:
    a count not stated is asked, and so is whether an opponent still holds a trump (70C),
    which the cards would otherwise show; the ruling lists the facts it rested on.

Example
    Dealer N, ``1S AP``, six tricks played, then ``N:claim all`` — East still holds four
    trumps and the statement does not mention them; the opponents dispute, and the
    director, under Law 70 (70C), credits North-South with six of the seven tricks.

See also
    Laws 16C, 48B2, 79C.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from director.engine.context import Context
from director.engine.events import ClaimEvent, InvalidEventError
from director.engine.play import PlayState
from director.engine.ruling import ClaimOut
from director.model.card import Card
from director.model.hand import Hand
from director.model.seat import Seat
from director.regulator.apply import applied
from director.rules.base import Rule, step
from director.rules.common.claim_stated import stated_facts, stated_play, trump_finding
from director.rules.common.play import name, suit_word

# The tricks that remain, the number the statement names, and the number the claimer's
# side would take.
Counts = tuple[int, int, int]


class Claim(Rule):
    """Laws 68-71: the claim or concession stated (68A, 68B), play stopped (68D), then the
    opponents' answer: agreed (69), disputed (70) or played on (68D2(b))."""

    law = "68"
    # The section of a concession, and of the concession implied by claiming fewer tricks.
    concession_law: ClassVar[str] = "68B1"
    # 63A3: the offending side's claim establishes its revoke ({side}, {event}).
    established_by_claim: ClassVar[str] = (
        "The revoke became established when the offending side claimed or conceded."
    )
    # The opponents' answers to the claim: (answer, label, what follows).
    answers: ClassVar[tuple[tuple[str, str, str], ...]] = (
        ("agreed", "agree", "Scored as if the tricks were won or lost in play (69A)."),
        ("disputed", "dispute", "The director rules under Law 70 (68D2(a))."),
        (
            "played-on",
            "play on (all four agree, at the opponents' request)",
            "The claim is void and the result of the play stands (68D2(b)).",
        ),
    )
    # 70A, 70B: how the director hears a disputed claim, in order.
    hearing: ClassVar[tuple[tuple[str, str], ...]] = (
        ("70A", "Doubtful points are resolved against the claimer."),
        ("70B1", "The claimer repeats his original statement."),
        ("70B2", "The director hears the opponents' objections."),
        ("70B3", "The director may have the remaining cards faced."),
    )
    # The section the ruling cites for the tricks awarded.
    award_law: ClassVar[str] = "70"

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, ClaimEvent)
        st = ctx.play
        counts = self.counts(ctx, event)
        remaining, _, claimed = counts
        seat = self.claimer(ctx, event, counts)
        if seat is None:
            return
        out = self.state_claim(ctx, seat, event, counts)
        if (
            not st.is_declaring_side(seat)
            and claimed < remaining
            and self.partner_objects(ctx, seat)
        ):
            out.outcome = "withdrawn"
            return
        self.establish(
            ctx,
            seat.side,
            "63A3",
            self.established_by_claim.format(side=seat.side, event=event.index),
        )
        self.play_stops(ctx, seat, event)
        answer = ctx.ask(
            "opponents", "opponents", "68D", "Do the opponents agree?", list(self.answers)
        )
        if answer == "played-on":
            self.played_on(ctx, out)
            return
        st.ended = True
        if answer == "agreed":
            out.outcome = "agreed"
            out.awarded = claimed
            self.agreed(ctx, seat, conceded=remaining - claimed)
            return
        out.outcome = "disputed"
        out.awarded = self.disputed(ctx, seat, remaining)

    @step("68")
    def counts(self, ctx: Context, event: ClaimEvent) -> Counts:
        """The tricks that remain, the number the statement names, and the number the
        claimer's side would take; a statement about more tricks than remain, or after the
        last trick, is bad input."""
        stated_play(ctx, event, ctx.offender)  # a claim stated without its cards
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

    @step("68A")
    def claimer(self, ctx: Context, event: ClaimEvent, counts: Counts) -> Seat | None:
        """Who claims: declarer or a defender; dummy's statement is neither unless declarer
        made it his own (``None``: there was no claim)."""
        st, seat = ctx.play, ctx.offender
        if seat != st.dummy:
            return seat
        if self.adopted_by_declarer(ctx, seat, event.concede):
            return st.declarer
        ctx.out.rectification.claim = _claim_out(seat, event, counts, outcome="not-a-claim")
        return None

    @step("68B1")
    def state_claim(self, ctx: Context, seat: Seat, event: ClaimEvent, counts: Counts) -> ClaimOut:
        """The claim or concession by ``seat`` is recorded and said (68A, 68B1)."""
        remaining, n, _ = counts
        concession_law = self.concession_law
        out = _claim_out(
            seat, event, counts, position=_position(ctx.play), stated=stated_facts(ctx, seat)
        )
        ctx.out.rectification.claim = out
        if event.concede:
            ctx.out.law = "68B"
            ctx.say(
                concession_law, f"{name(seat)} concedes {n} of the {remaining} remaining tricks."
            )
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

    @step("68B2")
    def partner_objects(self, ctx: Context, seat: Seat) -> bool:
        """A defender's concession to which his partner objects at once is void."""
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
            f"{name(seat.partner)} objected at once: there was neither a claim nor a "
            "concession. The director should be called; play continues, and any card a "
            "defender exposed meanwhile is not a penalty card.",
        )
        ctx.unauthorised(
            "16C",
            name(seat.partner),
            f"the attempted concession and any card {name(seat)} exposed with it",
        )
        # Nothing was claimed or conceded, so the side's revokes are not established by it
        # (63A3 does not apply).
        for r in ctx.play.revokes:
            if not r.established and not r.corrected and r.seat.side == seat.side:
                r.ctx.say(
                    "68B2",
                    "The concession at event "
                    f"{ctx.event.index} was void (68B2): it did not establish the revoke.",
                )
        return True

    @step("43A1(c)")
    def adopted_by_declarer(self, ctx: Context, seat: Seat, concede: bool) -> bool:
        """Only declarer or a defender claims or concedes (68A, 68B1); dummy's statement is
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
                f"Did declarer ({name(st.declarer)}) make dummy's {what} his own, by stating "
                "it himself or facing his hand?",
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
            f"There was no {what}: play continues. Dummy may not take part in the play nor "
            "tell declarer anything about it.",
        )
        ctx.unauthorised(
            "16B1",
            f"{name(st.declarer)} (declarer)",
            f"dummy's {what}; the director adjusts if declarer could have used it (16B3)",
        )
        ctx.say("43B1", "Dummy is liable to a procedural penalty for the breach (Law 90).")
        return False

    @step("63A3")
    def establish(self, ctx: Context, side: str, law: str, text: str) -> None:
        """A claim or concession made (63A3) or agreed to (63A4) by a member of ``side``
        establishes its revokes not yet established."""
        for r in ctx.play.revokes:
            if r.seat.side == side and not r.established and not r.corrected:
                r.established = True
                r.established_by = law
                r.ctx.say(law, text)

    @step("68D")
    def play_stops(self, ctx: Context, seat: Seat, event: ClaimEvent) -> None:
        """The claimer states his line and faces his hand (68C); play stops (68D)."""
        ctx.say(
            "68C",
            f"{name(seat)} faces his hand."
            if event.concede
            else "The claimer states his line of play, including the order of play, and faces "
            "his hand.",
        )
        ctx.say("68D", "Play stops.")

    @step("68D2(b)")
    def played_on(self, ctx: Context, out: ClaimOut) -> None:
        """Play continues at the opponents' request: the claim is void."""
        out.outcome = "played-on"
        ctx.say(
            "68D2(b)",
            "Play continues at the opponents' request with all four agreeing: the claim is "
            "void and is not adjudicated; Laws 16 and 50 do not apply to it; the result "
            "obtained in play stands.",
        )

    @step("69A")
    def agreed(self, ctx: Context, seat: Seat, conceded: int) -> None:
        """Agreed: scored as claimed (69A); a concession may be cancelled (71); agreement to
        the opponents' claim establishes a revoke (63A4)."""
        ctx.say(
            "69A",
            "Agreed: the board is scored as claimed. Agreement may be withdrawn "
            "within the Correction Period only as Law 69B allows.",
        )
        if conceded:
            ctx.say(
                "71",
                f"Within the Correction Period the director cancels {name(seat)}'s concession "
                "of a trick his side had in fact won, or that no normal play of the remaining "
                "cards could lose.",
            )
        other = "EW" if seat.side == "NS" else "NS"
        self.establish(
            ctx,
            other,
            "63A4",
            f"The revoke became established when {other} agreed to the "
            f"opponents' claim or concession at event {ctx.event.index}.",
        )

    @step("70")
    def disputed(self, ctx: Context, seat: Seat, remaining: int) -> int:
        """Disputed: the director hears the claim (70A, 70B), weighs an outstanding trump
        (70C) and the lines the statement did not name (70D, 70E), and awards the tricks."""
        event = ctx.event
        assert isinstance(event, ClaimEvent)
        for law, text in self.hearing:
            ctx.say(law, text)
        self.trump_out(ctx, seat, event.statement)
        self.unstated_lines(ctx, seat)
        return self.award_tricks(ctx, seat, remaining)

    @step("70C")
    def trump_out(self, ctx: Context, seat: Seat, statement: str) -> None:
        """List the trumps the claimer's opponents still hold, and whether the statement
        mentions trumps (the three conditions are the director's judgement)."""
        st = ctx.play
        if st.trump is None:
            return
        held: dict[Seat, list[Card]] | Seat | bool = trumps_held(st, seat)
        if isinstance(held, Seat):
            found = trump_finding(ctx, seat)  # a claim stated without the play: asked
            if found is None:
                ctx.say(
                    "70C",
                    "The opponents' hands are not all known: the director checks whether a "
                    "trump remains with an opponent.",
                )
                return
            held = found
        if not held:
            ctx.say("70C", "No trump remains in the opponents' hands.")
            return
        cards = [c for hand in held.values() for c in hand] if isinstance(held, dict) else []
        listing = trump_listing(held) if isinstance(held, dict) else "the director's finding"
        text = statement.lower()
        words = set(re.findall(r"[a-z0-9]+", text))
        mentioned = (
            "trump" in text
            or suit_word(st.trump) in text
            or any(str(c).lower() in words for c in cards)
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

    @step("70D1")
    def unstated_lines(self, ctx: Context, seat: Seat) -> None:
        """No unstated line is accepted while a normal, less successful one exists (70D1),
        nor a defender's relying on his partner (70D2), nor one finding a card (70E1); the
        regulator's 70E2 election is named."""
        ctx.say(
            "70D1",
            "No successful line outside the original statement is accepted while a less "
            "successful normal line exists ('normal' includes careless or inferior play for "
            "the class of player).",
        )
        if not ctx.play.is_declaring_side(seat):
            ctx.say(
                "70D2",
                "No part of a defender's claim is accepted that depends on his partner "
                "choosing one particular play among normal alternatives.",
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
            "The order in which a suit is deemed played when the statement did not clarify "
            "it (always subject to the rest of Law 70):",
        )

    @step("70")
    def award_tricks(self, ctx: Context, seat: Seat, remaining: int) -> int:
        """The director awards the disputed claim's tricks: the number credited to
        ``seat``'s side."""
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
            shown=self.hearing_facts(ctx),
        )
        tricks = int(str(awarded))
        ctx.say(
            self.award_law, f"{side} is credited with {tricks} of the {remaining} remaining tricks."
        )
        return tricks

    def hearing_facts(self, ctx: Context) -> list[str]:
        """What the director awards the tricks from, shown before he is asked: the
        statement, the cards each side still holds (with the deal), the trumps out (70C)
        and the lines Law 70 does not accept (70D, 70E)."""
        claim = ctx.out.rectification.claim
        assert claim is not None
        said = f'"{claim.statement}"' if claim.statement else "none recorded"
        facts = [f"Statement: {said}.", *claim.stated]
        for side in ("NS", "EW"):
            hands = [f"{s} {claim.position[s]}" for s in side if s in claim.position]
            if hands:
                facts.append(f"{side} hold: {', '.join(hands)} (S.H.D.C).")
        guidance = ("70C", "70D", "70E")
        facts += [f"[{s.law}] {s.text}" for s in ctx.out.steps if s.law.startswith(guidance)]
        return facts


def _claim_out(seat: Seat, event: ClaimEvent, counts: Counts, **more: Any) -> ClaimOut:
    """The claim as the ruling records it: ``more`` adds the outcome or the position."""
    remaining, _, claimed = counts
    said: dict[str, Any] = {
        "claimer": seat.letter,
        "concession": event.concede,
        "statement": event.statement,
    }
    return ClaimOut(remaining=remaining, claimed=claimed, **said, **more)


def _position(st: PlayState) -> dict[str, str]:
    """Each known hand's cards at the claim, from the opening leader round the table."""
    position: dict[str, str] = {}
    for s in (st.declarer.lho, st.declarer, st.declarer.rho, st.dummy):
        held = st.holding(s)
        if held is not None:
            position[s.letter] = Hand.of(held).to_pbn()
    return position


def trumps_held(st: PlayState, seat: Seat) -> dict[Seat, list[Card]] | Seat:
    """70C: the trumps each opponent of ``seat`` who holds any still holds, highest first;
    or the first opponent whose cards are not known."""
    held: dict[Seat, list[Card]] = {}
    for s in (seat.lho, seat.rho):
        hand = st.holding(s)
        if hand is None:
            return s
        cards = sorted((c for c in hand if c.suit is st.trump), key=lambda c: c.rank, reverse=True)
        if cards:
            held[s] = cards
    return held


def trump_listing(held: dict[Seat, list[Card]]) -> str:
    """The trumps out, by opponent: ``East S9 S8; West S3``."""
    return "; ".join(f"{name(s)} {' '.join(map(str, cards))}" for s, cards in held.items())


rule = Claim()
