"""Laws 61-64 — a revoke stated by the director without the cards, found at the end of play.

Irregularity
    A revoke (61A) the director knows only by its trick, its offender and the tricks that
    followed (``W:revoked:4:won:E:after:2:made:7``): the cards of the play are not recorded.

Rectification
    The facts Law 64 reads take the place of the cards: who won the revoke trick (64A1 or
    64A2), whether the offending side won a later trick (64A1's second trick, 64B1), the
    trick itself (62D1, 64B6 on trick 12) and declarer's tricks as played (the result). A
    fact not stated is asked in the Law's terms. It was established (63A1-63A3, as stated)
    unless corrected in time (62A, then 62B-62C) or made on trick 13; on trick 12 the
    director says whether the hands were back in the board (62D1). The trick transfer is
    then the same steps' as for a full record (``law64_revoke_transfer``). The 1997 Laws
    need one fact more, asked when the offending side won a later trick: whether the
    revoker won one with a card of the suit he failed to follow (1997 64A2); their 62B and
    62D were not read, so a stated correction stops the ruling and trick 12 asks nothing.

Example
    ``1S AP W:revoked:4:won:E:after:2:made:7``, dealer N: West's revoke on trick 4, won by
    East, East-West winning two tricks after it: one trick goes to North-South (64A2), and
    1S by North makes 8 tricks, as the full record of the same play rules.

See also
    Laws 61, 62, 63, 64; :mod:`director.rules.wbf2017.law61_revoke`.
"""

from __future__ import annotations

from typing import ClassVar

from director.digits import small_int
from director.engine.context import Context
from director.engine.events import InvalidEventError, RevokedEvent
from director.engine.play import Revoke, StatedTricks
from director.errors import DirectorError
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.play import name

__all__ = ["WITHDRAW_62C1", "StatedRevoke", "ask_hands_returned", "ask_yes_no"]

# 62C1: what the non-offenders may do once a revoke is corrected.
WITHDRAW_62C1 = (
    "Each non-offender may withdraw a card he played after the revoke and substitute another "
    "(Law 16C); then the offending side's next player may too (62C2)."
)

# How each stated establishment came about (63A), in the table's words.
ESTABLISHED_BY = {
    "play": ("63A1", "the offender or his partner played to a later trick"),
    "named": ("63A2", "the offender or his partner named a card for a later trick"),
    "claim": ("63A3", "a member of the offending side made or agreed to a claim or concession"),
}


def _tricks(text: str) -> int:
    number = small_int(text.strip())
    if number is None or number > 13:
        raise DirectorError("expected a number of tricks from 0 to 13")
    return number


class StatedRevoke(Rule):
    """The steps of a revoke stated without the cards; :class:`RevokeRule` derives from it
    and runs :meth:`stated` when the record states the revoke so."""

    must_correct: ClassVar[str]

    def trick_12(self, ctx: Context, revoke: Revoke) -> None:
        raise NotImplementedError

    def stated(self, ctx: Context, event: RevokedEvent) -> None:
        """61A-63 for a stated revoke; the facts Law 64 reads are kept on the revoke."""
        st = ctx.play
        off = ctx.offender
        revoke = Revoke(ctx, off, event.card, event.trick, "follow-suit")
        st.revokes.append(revoke)
        ctx.say("61A", "Stated by the director: " + _facts(event, off, st.declarer) + ".")
        ctx.say("62A", self.must_correct.format(off=name(off)))
        if event.corrected:
            self.stated_correction(ctx, revoke)
        elif event.trick < 13:
            self.stated_establishment(ctx, revoke, event.by)
            self.trick_12(ctx, revoke)
            if event.trick == 12:
                self.stated_trick_12(ctx, revoke)
        made = event.made
        if made is None:
            made = ctx.ask_text(
                "declarer_tricks",
                "director",
                "61",
                f"How many tricks did declarer ({name(st.declarer)}) take in play, before "
                "any trick transfer?",
                "a number of tricks, e.g. 7",
                _tricks,
            )
        if revoke.established and not revoke.corrected:
            winner = self.stated_winner(ctx, revoke, event)
            after = event.after if event.after is not None else self.stated_later(ctx, revoke)
            revoke.stated = StatedTricks(winner, after)
            _check(event, revoke, st.declarer, made)
        if st.stated_made is None:
            st.stated_made = made

    @step("63A")
    def stated_establishment(self, ctx: Context, revoke: Revoke, by: str) -> None:
        """Established as stated (63A1 by default: play went on to the end)."""
        law, how = ESTABLISHED_BY[by]
        revoke.established, revoke.established_by = True, law
        citations = ctx.edition.citations
        late = (
            f"being on trick 12 it must still be corrected if found before the hands go back "
            f"into the board ({citations.revoke_stands}, {citations.trick_12})"
            if revoke.trick == 12
            else f"it can no longer be corrected ({citations.revoke_stands})"
        )
        ctx.say(law, f"The revoke became established when {how}, as stated; {late}.")

    @step("64A")
    def stated_winner(self, ctx: Context, revoke: Revoke, event: RevokedEvent) -> Seat:
        """Who won the revoke trick, when not stated: the Law's question (64A1 or 64A2)."""
        if event.won_by is not None:
            return event.won_by
        off = revoke.seat
        won = ctx.ask(
            "revoke_won_by",
            "director",
            "64A",
            f"Who won trick {revoke.trick}, the revoke trick?",
            [
                ("offender", f"{name(off)}, the revoker", "64A1: that trick is transferred."),
                ("partner", f"{name(off.partner)}, his partner", "64A2: one trick."),
                ("opponents", "an opponent", "64A2 if his side won a later trick, else 64B1."),
            ],
        )
        return off if won == "offender" else off.partner if won == "partner" else off.lho

    @step("64A")
    def stated_later(self, ctx: Context, revoke: Revoke) -> int:
        """Whether the offending side won a trick after the revoke trick, when not stated."""
        later = ask_yes_no(
            ctx,
            ("later_trick", "64A"),
            f"Did {revoke.seat.side} win any trick after trick {revoke.trick}?",
            "64A: one of them may be transferred.",
            "64A: only the revoke trick can move, if his side won it.",
        )
        return 1 if later else 0

    @step("62B")
    def stated_correction(self, ctx: Context, revoke: Revoke) -> None:
        """Corrected before it was established (62A): what becomes of the revoke card
        (62B1 a defender's major penalty card, 62B2 declarer's or dummy's back in the hand),
        and the non-offenders' right to take back a card played after it (62C1, asked)."""
        st, off = ctx.play, revoke.seat
        revoke.corrected = True
        card = revoke.card
        ctx.say("62B", f"{name(off)} corrected the revoke before it was established, as stated.")
        if st.is_declaring_side(off):
            ctx.say("62B2", "The revoke card goes back to the hand with no further rectification.")
        elif card is not None:
            ctx.play_penalty(off, card, True, "62B1")
        else:
            ctx.say("62B1", "The revoke card becomes a major penalty card (Law 50).")
        after = ask_yes_no(
            ctx,
            ("played_after", "62C1"),
            f"Had an opponent of {name(off)} played to trick {revoke.trick} after the revoke?",
            "62C1: he may take his card back and play another.",
            "62C1 does not arise.",
        )
        if after:
            ctx.say("62C1", WITHDRAW_62C1)

    @step("62D1")
    def stated_trick_12(self, ctx: Context, revoke: Revoke) -> None:
        """A revoke on trick 12 found at the end of play: were the hands back in the board?
        If not it is corrected and trick 13 played again (the result after it asked)."""
        off = revoke.seat
        returned = ask_hands_returned(
            ctx, off, "62D1: the revoke is corrected.", "It stands (64B6)."
        )
        if returned == "yes":
            ctx.say(
                "62D1",
                "Found only after the hands went back into the board: the revoke stands as "
                f"played ({ctx.edition.citations.revoke_stands}).",
            )
            return
        revoke.corrected = True
        ctx.say(
            "62D1",
            f"Found before the hands went back into the board: {name(off)} corrects the revoke "
            "on trick 12 with his last card, and trick 13 is played again with each player's "
            "last card.",
        )
        if ctx.play.is_declaring_side(off):
            ctx.say("62B2", "The revoke card goes back to the hand with no further rectification.")
        else:
            ctx.say("62B1", f"The revoke card would be a major penalty card; it is {name(off)}'s "
                    "last card and is played to trick 13.")  # fmt: skip
        ctx.play.stated_made = ctx.ask_text(
            "tricks_after_62d1",
            "director",
            "62D1",
            f"Trick 13 played again: how many tricks did declarer ({name(ctx.play.declarer)}) "
            "take in all?",
            "a number of tricks, e.g. 9",
            _tricks,
        )


def ask_yes_no(ctx: Context, asked: tuple[str, str], text: str, yes: str, no: str) -> bool:
    """The director's yes or no (``asked``: the question's id and section), each answer
    with what follows from it."""
    qid, law = asked
    return bool(ctx.ask(qid, "director", law, text, [(True, "yes", yes), (False, "no", no)]))


def ask_hands_returned(ctx: Context, off: Seat, no: str, yes: str) -> str:
    """62D1: were the four hands back in the board when attention was drawn to a revoke on
    trick 12 found after play ended? ``no``/``yes``: what follows from each answer."""
    return str(
        ctx.ask(
            "hands_returned",
            "director",
            "62D1",
            f"{name(off)} revoked on trick 12 and play has ended. When attention was drawn "
            "to it, had all four hands been returned to the board?",
            [
                ("no", "no, the hands were still out", no),
                ("yes", "yes, all four hands were back in the board", yes),
            ],
        )
    )


def _facts(event: RevokedEvent, off: Seat, declarer: Seat) -> str:
    """The facts the ruling rests on, in words."""
    words = [f"revoke on trick {event.trick} by {name(off)}"]
    if event.won_by is not None:
        words.append(f"{name(event.won_by)} won that trick")
    if event.after is not None:
        words.append(f"{off.side} won {event.after} trick(s) after it")
    if event.made is not None:
        words.append(f"declarer ({name(declarer)}) took {event.made} trick(s) in play")
    if event.corrected:
        card = f" ({event.card})" if event.card is not None else ""
        words.append(f"corrected before it was established{card}")
    elif event.trick < 13:
        words.append(f"established ({ESTABLISHED_BY[event.by][0]})")
    return ", ".join(words)


def _check(event: RevokedEvent, revoke: Revoke, declarer: Seat, made: int) -> None:
    """The stated tricks must fit in the deal: one line naming the event if not."""
    assert revoke.stated is not None
    side = revoke.seat.side
    won = revoke.stated.after + (1 if revoke.stated.won_by.side == side else 0)
    total = made if side == declarer.side else 13 - made
    if won > total:
        raise InvalidEventError(
            f"event {event.index} ({event}): {side} won {won} trick(s) from trick "
            f"{event.trick} on, yet {total} in all"
        )
