"""Law 67 — defective trick: a player did not play to a trick (``W:omit`` at his turn), or
played too many cards to it (Laws 45E and 58B).

Irregularity
    A player failed to contribute a card to a trick, which was completed without him
    (``omit``); or he contributed more than one card (``fifth``, ``simultaneous`` — see
    Laws 45E and 58B, where Law 67B2 takes over once both sides have played to the next
    trick).

Rectification
    When attention is drawn the offender supplies a card (``W:supply:C7``). The record
    shows whether a player of each side had already played to the next trick:
    before that (67A1) he supplies a card he can legally play, which joins the trick; if it
    would change who won the trick the director is asked, since the Law does not say.
    After it (67B1) he faces a card and puts it among his played cards without changing
    who won the trick: a card of the suit led if he has one (67B1(a)), else any card
    (67B1(b)); either way he is deemed to have revoked on that trick and a trick is
    transferred as under Law 64A2 at the end of play.

Example
    West does not play to trick 4. Only after both sides have played to trick 5 does he
    place C7 among his played cards (67B1(a)): East keeps trick 4, West is deemed to have
    revoked, and one trick goes to North-South as under 64A2.

See also
    Laws 45E, 58B, 63, 64.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent
from director.engine.play import Played, PlayState, Revoke, Trick
from director.model.card import Card
from director.model.kind import Kind
from director.model.seat import Seat
from director.model.trick import trick_winner
from director.rules.base import Rule, step
from director.rules.common.play import name, suit_word

if TYPE_CHECKING:
    from director.engine.table_api import TableApi


def _defective(st: PlayState, seat: Seat) -> Trick | None:
    return next((t for t in (st.current, *reversed(st.tricks)) if seat in t.omitted), None)


def _sides_after(st: PlayState, trick: Trick) -> set[str]:
    """The sides that have played to the tricks after ``trick``."""
    later = [t for t in (*st.tricks, st.current) if t.number > trick.number]
    return {p.seat.side for t in later for p in t.cards}


class DefectiveTrick(Rule):
    """Law 67: the omission recorded (67A); the card supplied later joins the trick (67A1)
    or is placed among the offender's played cards (67B1)."""

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, PlayActEvent)
        st = ctx.play
        off = ctx.offender
        trick = st.current
        if not trick.cards or st.turn != off:
            raise InvalidEventError(
                f"event {event.index} ({event}): 'omit' is recorded at the turn of the player who "
                f"did not play, after the lead (it is {name(st.turn)}'s turn)"
            )
        trick.omitted.append(off)
        ctx.say("67", f"{name(off)} did not play a card to trick {trick.number}.")
        ctx.say(
            "67A",
            "When attention is drawn he supplies a card (record it as 'supply <card>'): a legal "
            "card joining the trick if a player of each side has not yet played to the next "
            "trick (67A1), otherwise Law 67B1.",
        )
        if trick.complete:
            st.close_trick()

    def supply(self, api: TableApi, event: PlayActEvent, seat: Seat) -> None:
        """The offender supplies the card he did not play (67A1 or 67B1)."""
        st = api.driver.state
        card = event.cards[0]
        trick = _defective(st, seat)
        if trick is None:
            raise InvalidEventError(
                f"event {event.index} ({event}): {name(seat)} has no trick he failed to play to "
                "(record the omission as 'omit' at his turn)"
            )
        api.driver.check_held(seat, card, event)
        ctx = next(
            c
            for c in reversed(api.rulings)
            if c.spec.kind == Kind.DEFECTIVE_TRICK and c.offender == seat
        )
        held = st.holding(seat) or set()
        led = trick.suit_led
        has_led = led is not None and any(c.suit is led for c in held)
        trick.omitted.remove(seat)
        if len(_sides_after(st, trick)) < 2:
            if has_led and card.suit is not led:
                raise InvalidEventError(
                    f"event {event.index} ({event}): {name(seat)} must supply a card he can "
                    f"legally play; he holds a {suit_word(led)} (67A1)"
                )
            _join(ctx, trick, seat, card, event.index)
            return
        if has_led and card.suit is not led:
            raise InvalidEventError(
                f"event {event.index} ({event}): {name(seat)} holds a {suit_word(led)} and must "
                "place one (67B1(a))"
            )
        law = "67B1(a)" if has_led else "67B1(b)"
        _insert(trick, Played(seat, card, event.index))
        st.played[seat].add(card)
        ctx.say(
            law,
            f"Both sides had played to the next trick: {name(seat)} places {card} among his "
            f"played cards for trick {trick.number}; the trick stays with "
            f"{name(trick.winner) if trick.winner else 'its winner'}.",
        )
        self.placed_late(ctx, trick, seat, card, has_led)

    @step("67B1")
    def placed_late(
        self, ctx: Context, trick: Trick, seat: Seat, card: Card, has_led: bool
    ) -> None:
        """67B1(a)/(b): either way he is deemed to have revoked on that trick, one trick
        transferred as under 64A2."""
        law = "67B1(a)" if has_led else "67B1(b)"
        ctx.say(
            law,
            "He is deemed to have revoked on that trick: one trick is transferred as "
            "under Law 64A2 at the end of play.",
        )
        deemed_revoke(ctx, trick, seat, card, law)


def deemed_revoke(ctx: Context, trick: Trick, seat: Seat, card: Card, law: str) -> None:
    """The offender is deemed to have revoked on ``trick`` (established, under ``law``)."""
    ctx.play.revokes.append(
        Revoke(
            ctx,
            seat,
            card,
            trick.number,
            "follow-suit",
            trick.suit_led,
            established=True,
            established_by=law,
        )
    )


rule = DefectiveTrick()
# The table's fixed point: the card the offender supplies (the edition's hook).
supply = rule.supply


def _insert(trick: Trick, played: Played) -> None:
    """Put the card in its place in rotation among the trick's cards."""
    order = [trick.leader, trick.leader.lho, trick.leader.partner, trick.leader.rho]
    at = sum(1 for p in trick.cards if order.index(p.seat) < order.index(played.seat))
    trick.cards.insert(at, played)


def _join(ctx: Context, trick: Trick, seat: Seat, card: Card, index: int) -> None:
    """67A1: the card joins the trick in its place in rotation."""
    st = ctx.play
    _insert(trick, Played(seat, card, index))
    st.played[seat].add(card)
    ctx.say("67A1", f"{name(seat)} supplies {card} to trick {trick.number}.")
    if trick is st.current:
        if trick.complete:
            st.close_trick()
        return
    winner = trick_winner([(p.seat, p.card) for p in trick.cards], st.trump)
    if winner == trick.winner:
        return
    assert trick.winner is not None
    changes = ctx.ask(
        "changes_winner",
        "director",
        "67A1",
        f"{card} would win trick {trick.number} for {name(winner)} instead of "
        f"{name(trick.winner)}. Does it change who won the trick?",
        [
            (True, "yes", f"Trick {trick.number} goes to {name(winner)}."),
            (False, "no", f"Trick {trick.number} stays with {name(trick.winner)}."),
        ],
    )
    if not changes:
        return
    trick.winner = winner
    ctx.say("67A1", f"Trick {trick.number} is won by {name(winner)}.")
    nxt = st.current
    if nxt.number == trick.number + 1 and not nxt.cards:
        nxt.leader = winner
    else:
        ctx.say(
            "67A1",
            f"The lead to trick {trick.number + 1} came from the wrong hand; "
            "Laws 53-56 apply to it.",
        )
