"""Laws 61-63 — revoke: definition, correction before establishment, establishment.

Irregularity
    A player failed to follow suit when able (61A, Law 44C), or failed, when able, to lead
    or play as a rectification required (61A; 59 if he could not).

Rectification
    Until established the revoke must be corrected (62A): the offender substitutes a legal
    card; a defender's withdrawn card becomes a major penalty card (62B1), declarer's or
    dummy's goes back with no rectification (62B2); the non-offenders may withdraw cards
    played after it (62C1). It is established when the offender or his partner plays to
    the next trick (63A1), names a card for it (63A2), or his side claims or concedes
    (63A3); then it stands (63B), except on trick 12 (62D1). At the end of play Law 64
    transfers tricks (see ``law64_revoke_transfer``).

Example
    Dealer N, ``1S AP``, tricks 1-3 as dealt, then ``E:CA S:C6 W:H7 N:C2`` — West shows
    out of clubs holding clubs (61A); East's lead to trick 5 establishes the revoke
    (63A1), and at the end of play one trick goes to North-South (64A2).

See also
    Laws 43B2(b), 59, 64, 66C.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CorrectEvent, InvalidEventError, RevokedEvent
from director.engine.play import PlayState, Revoke, Trick
from director.rules.base import step
from director.rules.common.play import driver, name, record_revoke, suit_word
from director.rules.wbf2017.law61_revoke_stated import (
    WITHDRAW_62C1,
    StatedRevoke,
    ask_hands_returned,
)


class RevokeRule(StatedRevoke):
    """Laws 61-63: the revoke is recorded (61A) and must be corrected until established
    (62A); the correction itself (62B-62D) is applied when the record shows it. A revoke
    the director states without the cards takes the steps of :class:`StatedRevoke`."""

    law = "61"
    # 61A: a failure to comply with a lead or play requirement, though able to.
    restriction_broken: ClassVar[str] = "contrary to the lead or play restriction in force"
    # 62A: when a revoke not yet established must be corrected ({off}: the offender).
    must_correct: ClassVar[str] = (
        "If attention is drawn to it before it is established, it must be corrected."
    )

    def run(self, ctx: Context) -> None:
        if isinstance(ctx.event, RevokedEvent):
            self.stated(ctx, ctx.event)
            return
        revoke = record_revoke(ctx)
        self.revoke(ctx, revoke)
        ctx.say("62A", self.must_correct.format(off=name(revoke.seat)))
        self.trick_12(ctx, revoke)

    @step("61A")
    def revoke(self, ctx: Context, revoke: Revoke) -> None:
        """What the revoke was: no card of the suit led, though he held one, or a card
        against a lead or play requirement."""
        st, off, card, number, led = ctx.play, revoke.seat, revoke.card, revoke.trick, revoke.suit
        if revoke.kind == "follow-suit":
            how = "while holding one" if st.knows(off) else "(the record marks it as a revoke)"
            ctx.say(
                "61A",
                f"{name(off)} played {card} to trick {number} and did not follow "
                f"to the {suit_word(led)} lead {how}.",
            )
        else:
            ctx.say(
                "61A",
                f"{name(off)} played {card} to trick {number} {self.restriction_broken}, "
                "though able to comply.",
            )

    @step("62D1")
    def trick_12(self, ctx: Context, revoke: Revoke) -> None:
        """A revoke on trick 12 must be corrected even once established."""
        if revoke.trick == 12:
            ctx.say(
                "62D1",
                "A revoke on trick 12 must be corrected even if established, when "
                "found before all four hands are returned to the board.",
            )

    @step("62B")
    def correct(self, revoke: Revoke, event: CorrectEvent) -> None:
        """Law 62: the offender substitutes ``event.card`` for his revoke card."""
        ctx = revoke.ctx
        st = ctx.play
        off = revoke.seat
        trick = next(t for t in (st.current, *st.tricks) if t.number == revoke.trick)
        held = st.holding(off)
        led = trick.suit_led
        new = event.card
        lead = (
            bool(trick.cards) and trick.cards[0].seat == off and trick.cards[0].card == revoke.card
        )
        if lead and held is not None and driver(ctx).lead_restriction_broken(off, new, held):
            raise InvalidEventError(
                f"event {event.index} ({event}): leading {new} breaks the lead restriction too; "
                "the correction must be a legal card (62B)"
            )
        if (
            not lead
            and held is not None
            and led is not None
            and new.suit is not led
            and any(c.suit is led for c in held)
        ):
            raise InvalidEventError(
                f"event {event.index} ({event}): {new} does not follow to the {suit_word(led)} "
                f"lead either; the correction must be a legal card (62B)"
            )
        st.replace(off, revoke.played, new, event.index)
        revoke.corrected = True
        law = "62D1" if revoke.established and revoke.trick == 12 else "62B"
        ctx.say(law, f"{name(off)} corrects the revoke: {new} replaces {revoke.card}.")
        if not st.is_declaring_side(off):
            ctx.play_penalty(off, revoke.played, True, "62B1")
        else:
            ctx.say(
                "62B2",
                f"{revoke.card} goes back to {'dummy' if off == st.dummy else 'declarer'}"
                "'s hand with no further rectification.",
            )
        if _non_offender_played_after(st, revoke, trick):
            ctx.say("62C1", WITHDRAW_62C1)
        _note_62d2(ctx, revoke, trick)
        drv = driver(ctx)
        drv.corrected_trick = revoke.trick
        drv.correction_offender = off

    @step("62D1")
    def correct_after_trick_13(self, revoke: Revoke, event: CorrectEvent) -> None:
        """62D1 found after trick 13 but before the hands went back into the board: the revoke
        on trick 12 is corrected with the card the offender played to trick 13, and trick 13 is
        played again (each player's last card, led by the new winner of trick 12). A defender's
        withdrawn card is a penalty card (62B1) - his last card, so he plays it to trick 13."""
        ctx = revoke.ctx
        st = ctx.play
        off, new, old = revoke.seat, event.card, revoke.played
        t12 = st.tricks[11]
        led = t12.suit_led
        if led is not None and new.suit is not led and old.suit is not led:
            raise InvalidEventError(
                f"event {event.index} ({event}): {new} does not follow to the {suit_word(led)} "
                "lead either; the correction must be a legal card (62B)"
            )
        st.swap_last_two(off, new, event.index)
        revoke.corrected = True
        ctx.say(
            "62D1",
            f"Found before the hands went back into the board: {name(off)} corrects the revoke on "
            f"trick 12 - {new} replaces {old}, and trick 13 is played again with each player's "
            f"last card ({old} for {name(off)}).",
        )
        if not st.is_declaring_side(off):
            ctx.say(
                "62B1",
                f"{old} would be a major penalty card; it is {name(off)}'s last card and is "
                "played to trick 13.",
            )
        else:
            ctx.say("62B2", f"{old} goes back to the hand with no further rectification.")
        if _non_offender_played_after(st, revoke, t12):
            ctx.say(
                "62C1",
                "Each non-offender who played to trick 12 after the revoke may withdraw his card "
                "and play his other one instead (16C); then the offending side's next player may "
                "too (62C2).",
            )
        _note_62d2(ctx, revoke, t12)
        drv = driver(ctx)
        drv.corrected_trick = 12
        drv.correction_offender = off

    @step("62D1")
    def found_after_trick_13(self, revoke: Revoke, index: int) -> None:
        """A revoke on trick 12 still uncorrected when the record ends after trick 13: were
        the four hands back in the board when attention was drawn? If not, 62D1 corrects it
        (with the offender's trick-13 card, the only one he has left); if so it stands, and
        Law 64 takes over (64B6). The director's finding, asked."""
        ctx = revoke.ctx
        off = revoke.seat
        last = ctx.play.tricks[12].played_by(off)
        assert last is not None
        returned = ask_hands_returned(
            ctx,
            off,
            f"62D1: the revoke is corrected - {last.card} goes to trick 12 and trick 13 is "
            "played again with each player's last card.",
            "62D1 no longer applies: the revoke stands with no trick transfer (64B6); 64C may "
            "apply.",
        )
        if returned == "no":
            self.correct_after_trick_13(revoke, CorrectEvent(index, off, last.card))
            return
        ctx.say(
            "62D1",
            "Found only after the hands went back into the board: the revoke stands as played "
            f"({ctx.edition.citations.revoke_stands}).",
        )


rule = RevokeRule()
# The engine's fixed points of the revoke (the edition's hooks): its correction.
correct = rule.correct
correct_after_trick_13 = rule.correct_after_trick_13
found_after_trick_13 = rule.found_after_trick_13


def _non_offender_played_after(st: PlayState, revoke: Revoke, trick: Trick) -> bool:
    """62C1 arises only if a non-offender played to the revoke trick after the revoke."""
    seats = [p.seat for p in trick.cards]
    if revoke.seat not in seats:
        return False
    after = seats[seats.index(revoke.seat) + 1 :]
    return any(s.side != revoke.seat.side for s in after)


def _note_62d2(ctx: Context, revoke: Revoke, trick: Trick) -> None:
    """62D2: a defender's revoke on trick 12 made before his partner played to it."""
    st = ctx.play
    off = revoke.seat
    if revoke.trick != 12 or st.is_declaring_side(off):
        return
    seats = [p.seat for p in trick.cards]
    if off.partner in seats[seats.index(off) + 1 :] if off in seats else False:
        ctx.say(
            "62D2",
            f"{name(off)} revoked on trick 12 before his partner's turn: what the revoke card "
            f"told {name(off.partner)} is unauthorised information to him (16C).",
        )
