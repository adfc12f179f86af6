"""Helpers shared by the play-period rules."""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import Event, PlayEvent
from director.engine.play import Revoke
from director.engine.play_driver import PlayDriver
from director.model.card import Card
from director.model.seat import Seat

__all__ = [
    "declarer_choice",
    "driver",
    "lead_out_of_turn",
    "lead_stands",
    "name",
    "next_card_by",
    "record_revoke",
    "suit_word",
]


def name(seat: Seat) -> str:
    return seat.name.title()


def suit_word(card_or_suit: object) -> str:
    """'spade', 'heart' ... for a card or a suit."""
    suit = card_or_suit.suit if isinstance(card_or_suit, Card) else card_or_suit
    return str(getattr(suit, "name", "")).lower()[:-1]


def driver(ctx: Context) -> PlayDriver:
    return ctx.driver


def next_card_by(ctx: Context) -> Seat | None:
    """The seat of the next recorded card, if the next event is a card."""
    nxt = ctx.next_event()
    if isinstance(nxt, PlayEvent) and nxt.seat is not None:
        return nxt.seat
    return None


def lead_stands(ctx: Context, seat: Seat, card: Card, event: Event) -> None:
    """The irregular lead is accepted (Law 53A): it is the lead to this trick."""
    st = ctx.play
    st.current.leader = seat
    driver(ctx).accept(seat, card, event)


def record_revoke(ctx: Context) -> Revoke:
    """61A (2017 and 1997 alike): the card just played is a revoke; it is recorded in the
    play state, with the suit led when the player failed to follow suit."""
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    off = ctx.offender
    trick = st.current if st.current.played_by(off) else st.tricks[-1]
    kind = driver(ctx).revoke_kind
    led = trick.suit_led if kind == "follow-suit" else None
    revoke = Revoke(ctx, off, event.card, trick.number, kind, led)  # type: ignore[arg-type]
    st.revokes.append(revoke)
    return revoke


def declarer_choice(
    ctx: Context, law: str, leader: Seat, options: list[tuple[object, str, str]]
) -> str:
    """Declarer chooses a lead requirement or prohibition (or none) before ``leader`` leads
    (2017 26B and 50D, 1997 26): the answer, e.g. ``prohibit:S``."""
    st = ctx.play
    return str(
        ctx.ask(
            "declarer_choice",
            "declarer",
            law,
            f"Declarer's choice before {name(leader)} leads to trick {st.trick_number}:",
            options,
            seat=st.declarer,
        )
    )


def lead_out_of_turn(ctx: Context) -> tuple[PlayEvent, Seat, Card, Seat, bool]:
    """The lead out of turn (2017 and 1997 Laws alike): who led which card and whose lead it
    was, said under 55 (declarer's side) or 56 (a defender). The event, the leader, his
    card, the proper leader, and whether the lead came from declarer's side."""
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    seat, card = event.seat if event.seat is not None else ctx.offender, event.card
    correct = st.current.leader
    by_declarer = st.is_declaring_side(seat)
    where = (" from dummy" if seat == st.dummy else " from his hand") if by_declarer else ""
    if by_declarer and st.is_declaring_side(correct):
        should = "to come from " + ("dummy" if correct == st.dummy else "declarer's own hand")
    else:
        should = f"{name(correct)}'s"
    ctx.say(
        "55" if by_declarer else "56",
        f"{name(seat)} led {card}{where} to trick {st.trick_number}; the lead was {should}.",
    )
    return event, seat, card, correct, by_declarer
