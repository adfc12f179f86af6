"""Law 58 — simultaneous leads or plays.

Irregularity
    A player led or played at the same moment as another player's legal lead or play (58A;
    the record puts his card right after that card, marked ``simultaneous``), or played two
    or more cards from one hand at once (58B, ``W:simultaneous:H7,H3``).

Rectification
    58A: no rectification in itself: his card counts as led or played after the other, and
    is then judged in that order like any other card — in turn and legal it simply stands;
    out of turn it is a premature play or a lead out of turn (Laws 53-57).

    58B: found before both sides have played to the next trick (58B4, asked): if the face of
    only one card showed, that card is played and the others go back with no rectification
    (58B1, 47F); if several faces showed, the offender names the card he plays, and each other
    card a defender exposed is a penalty card (58B2, Law 50: one low card is minor, an honour or
    two or more cards major, 50B). An opponent who played to the trick after a visible card that
    goes back may change his card (58B3, 16C; record it as a retraction, 47D). Found later, Law
    67B2 applies: the director leaves the card that was faced (or, if he cannot tell, the
    highest one the offender could legally have played) and restores the others to the hand; a
    restored card counts as held all along, and an exposed one of a defender is a penalty card.
    Declarer's cards never become penalty cards (48A).

Example
    At trick 2 West plays H3 and C7 together, both faces showing (58B2). He chooses H3; C7
    becomes a minor penalty card (50B).

See also
    Laws 45E (a fifth card), 47, 50, 67.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent, PlayEvent
from director.engine.play import is_honour
from director.engine.ruling import PenaltyCardOut
from director.model.card import Card
from director.model.seat import Seat
from director.rules.common.play import driver, name


def rule(ctx: Context) -> None:
    event = ctx.event
    if isinstance(event, PlayActEvent):
        _several_cards(ctx, event)
        return
    assert isinstance(event, PlayEvent)
    st = ctx.play
    cards = st.current.cards or (st.tricks[-1].cards if st.tricks else [])
    other = f"{name(cards[-1].seat)}'s {cards[-1].card}" if cards else "the other card"
    ctx.say(
        "58A",
        f"{name(ctx.offender)}'s {event.card}, played at the same moment as {other}, counts "
        "as played after it and is judged in that order.",
    )


def defender_penalty_cards(ctx: Context, seat: Seat, cards: Sequence[Card], law: str) -> None:
    """Cards a defender exposed become penalty cards (Law 50): minor for one card below
    honour rank exposed unintentionally (the caller has found that), else major (50B); an
    earlier minor penalty card becomes major with the new one."""
    earlier = [p for p in ctx.play.penalty_of(seat) if not p.major]
    major = len(cards) > 1 or any(is_honour(c) for c in cards) or bool(ctx.play.penalty_of(seat))
    for card in cards:
        ctx.play_penalty(seat, card, major, law)
    for p in earlier:
        ctx.out.rectification.penalty_cards.append(
            PenaltyCardOut(seat=seat.letter, card=str(p.card), kind="major", law="50B")
        )
        ctx.say("50B", f"{p.card}, a minor penalty card until now, becomes a major one.")


def play_card(ctx: Context, seat: Seat, card: Card) -> None:
    """The card counts as played by ``seat`` at this point of the record; the driver judges
    it like any other card (turn, revoke, penalty-card duties)."""
    driver(ctx).play(PlayEvent(ctx.event.index, seat, card))


def _check_cards(ctx: Context, event: PlayActEvent) -> None:
    drv = driver(ctx)
    for card in event.cards:
        drv.check_held(ctx.offender, card, event)
    if len(set(event.cards)) != len(event.cards):
        raise InvalidEventError(f"event {event.index} ({event}): a card is named twice")


def _several_cards(ctx: Context, event: PlayActEvent) -> None:
    st = ctx.play
    off = ctx.offender
    _check_cards(ctx, event)
    shown = " ".join(map(str, event.cards))
    defender = not st.is_declaring_side(off)
    ctx.say("58B", f"{name(off)} played {shown} to trick {st.trick_number} at the same time.")
    in_time = ctx.ask(
        "in_time",
        "director",
        "58B4",
        "Was it found before both sides had played to the next trick?",
        [
            (True, "yes", "Law 58B1/58B2: which card is played depends on the faces shown."),
            (False, "no", "Law 67B2: the director restores the extra cards to the hand."),
        ],
    )
    if not in_time:
        _too_late(ctx, event)
        return
    options: list[tuple[object, str, str]] = [
        (str(c), f"only {c} showed its face", f"{c} is played; the others go back (58B1).")
        for c in event.cards
    ]
    options.append(
        (
            "several",
            "more than one face showed",
            f"{name(off)} names the card he plays"
            + ("; each other card is a penalty card (58B2)." if defender else " (58B2)."),
        )
    )
    seen = str(ctx.ask("visible", "director", "58B", "Which faces could be seen?", options))
    if seen != "several":
        card = Card.parse(seen)
        ctx.say(
            "58B1",
            f"Only {card} showed: it is played; the others go back with no rectification (47F).",
        )
        play_card(ctx, off, card)
        return
    chosen = Card.parse(
        str(
            ctx.ask(
                "designated",
                "offender",
                "58B2",
                f"Which card does {name(off)} play?",
                [(str(c), str(c), f"{c} is played to the trick.") for c in event.cards],
                seat=off,
            )
        )
    )
    others = [c for c in event.cards if c != chosen]
    last_to_play = len(st.current.cards) == 3
    ctx.say("58B2", f"{name(off)} plays {chosen}: it is his card to the trick.")
    play_card(ctx, off, chosen)  # first: the designated card is the play, not a failure (52)
    if defender:
        defender_penalty_cards(ctx, off, others, "58B2")
    else:
        ctx.say(
            "48A",
            f"{_go_back(others)} to the hand: no card of declarer or dummy becomes a penalty card.",
        )
    if not last_to_play:
        ctx.say(
            "58B3",
            f"If {name(off.lho)} played to this trick after the cards were shown, he may take "
            "his card back and play another, with no further rectification (16C).",
        )


def _too_late(ctx: Context, event: PlayActEvent) -> None:
    """58B4 -> 67B2: the card faced stays; the others are restored to the hand."""
    st = ctx.play
    off = ctx.offender
    ctx.out.law = "67B2"
    legal = _legal_choices(ctx, event.cards)
    top = max(legal, key=lambda c: (c.rank, c.suit))
    options: list[tuple[object, str, str]] = [
        (str(c), f"{c} was faced", f"{c} stays played; the others go back (67B2(a)).")
        for c in event.cards
    ]
    options.append(
        (
            "unknown",
            "the director cannot tell",
            f"{top}, the highest card he could legally have played, stays played (67B2(a)).",
        )
    )
    faced = str(ctx.ask("faced", "director", "67B2(a)", "Which card was faced?", options))
    card = top if faced == "unknown" else Card.parse(faced)
    restored = [c for c in event.cards if c != card]
    ctx.say(
        "67B2(a)",
        f"{card} stays among {name(off)}'s played cards; {_go_back(restored)} to his hand. "
        "Who won the trick does not change.",
    )
    ctx.say(
        "67B2(b)",
        "A restored card counts as held all along: not playing it to an earlier trick may "
        "have been a revoke.",
    )
    if not st.is_declaring_side(off):
        exposed = ctx.ask(
            "exposed",
            "director",
            "67B2",
            f"Was {' or '.join(map(str, restored))} exposed when restored to the hand?",
            [
                (True, "yes", "An exposed restored card is a penalty card (Law 50)."),
                (False, "no", "No penalty card."),
            ],
        )
        if exposed:
            defender_penalty_cards(ctx, off, restored, "67B2")
    play_card(ctx, off, card)


def _go_back(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards)) + (" goes back" if len(cards) == 1 else " go back")


def _legal_choices(ctx: Context, cards: Sequence[Card]) -> list[Card]:
    """The cards among ``cards`` the player could legally have played to the trick."""
    st = ctx.play
    led = st.current.suit_led
    held = st.holding(ctx.offender)
    if led is None or held is None or not any(c.suit is led for c in held):
        return list(cards)
    follow = [c for c in cards if c.suit is led]
    return follow or list(cards)
