"""Law 47 — a played card taken back (and Law 62C, cards withdrawn after a revoke).

Irregularity
    A player takes back a card he played to the trick in progress (or to the last trick,
    before anyone has led to the next).

Rectification
    After a revoke is corrected, each non-offender may take back a card he played after
    the revoke and before it was corrected (62C1); then the offending side's player next
    in rotation may take back his (62C2), a defender's card becoming a penalty card. Those
    need no finding. Otherwise the director finds on which ground, if any, the card may
    come back: to correct an illegal play (47B; a defender's card is then a major penalty
    card, 49 and 50B; declarer's is not, 48A), a change of designation of dummy's card
    (47C), an opponent's change of play (47D), an opponent's wrong statement that it was
    his turn (47E1: the card may not be accepted and establishes no revoke), an opponent's
    mistaken explanation (47E2(a), only while no card has been played since; else the
    card stands and the director may adjust, 47E2(b)). With no ground it stays played
    (47F). Information from a withdrawn card: Law 16C. Cards withdrawn as a rectification
    requires (47A, 53B) are handled by the rule of that rectification.

    Out of turn: a card led or played out of turn (54, 55, 56, 57) and taken back at once (the
    next event, ``W:H2 W:retract:H2``) comes here first: the director finds whether an opponent
    had mistakenly told the player it was his turn (47E1). If so, the card goes back with no
    further rectification: no acceptance is offered (his LHO may not accept it, 53A), it is no
    penalty card and does not establish a revoke (63A1 does not apply), and its information is
    unauthorised for the misinforming side only (16C). If not, he may not take it back on his
    own (47F) and the rule of the lead or play out of turn applies.

    Opening lead (47E2(a)): a card retracted after a mistaken explanation goes back only while
    no card has been played after it; an opening lead, only while dummy has faced no card, which
    the record does not show: the director is asked. Too late, the director may adjust
    (47E2(b)).

    In the record: cards played after the withdrawn one stay on the table: they are held and go
    back to the trick in their order once the withdrawn card is replaced (as premature cards
    do), so the record does not repeat them.

Example
    West faces the opening lead H2 after North told him it was his lead, and takes it back
    at once (``W:H2 W:retract:H2``). The director finds the misstatement: H2 goes back with
    no rectification and cannot be accepted (47E1); East leads.

See also
    Laws 16C, 45C4(b), 58B3, 62C, 63A1.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayEvent, RetractEvent
from director.engine.play import Played, PlayState, Revoke, Trick
from director.model.card import Card
from director.model.kind import Kind
from director.model.seat import Seat
from director.rules.common.play import driver, name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, RetractEvent)
    st = ctx.play
    seat, card = ctx.offender, event.card
    where = _locate(st, seat, card)
    if where is None:
        raise InvalidEventError(
            f"event {event.index} ({event}): {name(seat)} has no {card} on the trick in "
            "progress (a card can be taken back only before the next trick is led to)"
        )
    if any(r.seat == seat and r.card == card and not r.corrected for r in st.revokes):
        raise InvalidEventError(
            f"event {event.index} ({event}): {card} is {name(seat)}'s revoke; record its "
            "correction as 'correct <card>' (Law 62B)"
        )
    trick, played = where
    drv = driver(ctx)
    taken = drv.taken_back
    if taken is not None and trick is None and taken[1].index == played.event:
        drv.taken_back = None
        _out_of_turn(ctx, *taken)
        return
    law = _after_revoke(ctx, trick, played)
    if law is not None:
        _withdraw(ctx, trick, played)
        off = _corrected_revoke(st, trick)
        assert off is not None
        if law == "62C1":
            # His right, not an irregularity: a step of the revoke's ruling, not a ruling.
            off.ctx.say(
                "62C1",
                f"{name(seat)} takes back {card}, played after the revoke and before it was "
                "corrected, and may play another card: his right, not a retraction under Law "
                "47 (the withdrawn card is unauthorised information to the offending side, "
                "16C).",
            )
            driver(ctx).withdrawn_62c1.append((seat, ctx.event.index))
            ctx.withdraw()
            return
        else:
            ctx.say(
                "62C2",
                f"After the non-offender's withdrawal, {name(seat)}, the offending side's "
                f"player next in rotation, takes back {card}.",
            )
            if not st.is_declaring_side(seat):
                ctx.play_penalty(seat, card, True, "62C2")
        ctx.unauthorised(
            "16C", f"{off.seat.side} (the offending side)", f"the withdrawn card {card}"
        )
        return
    _ground(ctx, trick, played)


def _locate(st: PlayState, seat: Seat, card: Card) -> tuple[Trick | None, Played] | None:
    """Where the card lies: held back (``None``), on the trick in progress, or on the
    last trick while nobody has led to the next."""
    held = st.pending.get(seat)
    if held is not None and held.card == card:
        return None, held
    candidates = [st.current] if st.current.cards else st.tricks[-1:]
    for trick in candidates:
        played = trick.played_by(seat)
        if played is not None and played.card == card:
            return trick, played
    return None


def _corrected_revoke(st: PlayState, trick: Trick | None) -> Revoke | None:
    number = trick.number if trick is not None else st.current.number
    return next((r for r in st.revokes if r.corrected and r.trick == number), None)


def _after_revoke(ctx: Context, trick: Trick | None, played: Played) -> str | None:
    """'62C1' or '62C2' when the card may be taken back after a revoke's correction."""
    st = ctx.play
    revoke = _corrected_revoke(st, trick)
    if revoke is None:
        return None
    number = trick.number if trick is not None else st.current.number
    holder = next((t for t in (st.current, *st.tricks) if t.number == number), None)
    substitute = holder.played_by(revoke.seat) if holder is not None else None
    if substitute is None:
        return None
    corrected_at = substitute.event  # the correction replaced the revoke card in place
    after = trick is None or trick.cards.index(played) > trick.cards.index(substitute)
    if not after or played.event > corrected_at:
        return None
    seat = played.seat
    if seat.side != revoke.seat.side:
        return "62C1"
    for who, at in driver(ctx).withdrawn_62c1:
        if at > corrected_at and who.lho == seat:
            return "62C2"
    return None


def _ground(ctx: Context, trick: Trick | None, played: Played) -> None:
    """Law 47: the director finds on which ground, if any, the card comes back."""
    st = ctx.play
    seat, card = played.seat, played.card
    defender = not st.is_declaring_side(seat)
    later = trick is not None and trick.cards.index(played) < len(trick.cards) - 1
    options: list[tuple[object, str, str]] = [
        (
            "47B",
            "to correct an illegal play",
            f"{card} goes back to the hand"
            + (
                " and becomes a major penalty card (47B, 49, 50B)."
                if defender
                else " with no penalty card (47B, 48A)."
            ),
        )
    ]
    if seat == st.dummy:
        options.append(
            (
                "47C",
                "declarer corrected an unintended designation (45C4(b))",
                f"{card} goes back to dummy with no further rectification (47C).",
            )
        )
    options += [
        (
            "47D",
            "after an opponent changed his play",
            f"{card} goes back and another may be played, with no further rectification "
            "(47D, 16C).",
        ),
        (
            "47E1",
            "an opponent wrongly told him it was his turn",
            f"{card} goes back with no further rectification; it may not be accepted and "
            "establishes no revoke (47E1, 16C).",
        ),
        (
            "47E2",
            "an opponent's mistaken explanation, not yet corrected",
            "Too late: a card has been played since, so it stays played; the director may "
            "adjust the score (47E2(b))."
            if later
            else f"{card} goes back with no further rectification (47E2(a), 16C); an "
            "opening lead only until dummy has faced a card.",
        ),
        ("no", "none of these", f"{card} stays played (47F)."),
    ]
    ground = str(
        ctx.ask(
            "ground",
            "director",
            "47",
            f"On what ground, if any, may {name(seat)} take back {card}?",
            options,
        )
    )
    if ground == "no":
        ctx.say("47F", f"No ground allows it: {card} stays played.")
        return
    if ground == "47E2" and not later and _opening_lead(st, trick, played):
        later = _dummy_faced(ctx, card)
    if ground == "47E2" and later:
        ctx.say("47E2(b)", f"It is too late to take back {card}: it stays played.")
        ctx.review(
            "47E2(b)",
            f"{name(seat)} played {card} after an opponent's mistaken explanation and it is "
            "too late to take it back: adjust if he was damaged.",
        )
        return
    _withdraw(ctx, trick, played)
    opponents = seat.lho.side
    if ground == "47B":
        ctx.say("47B", f"{card} is taken back to correct an illegal play.")
        if defender:
            ctx.play_penalty(seat, card, True, "47B")
        else:
            ctx.say("48A", "A card of declarer or dummy never becomes a penalty card.")
        ctx.unauthorised("16C", f"{seat.side} (the offending side)", f"the withdrawn card {card}")
        return
    if ground == "47C":
        ctx.say("47C", f"{card} goes back to dummy after the permitted change of designation.")
        return
    ctx.say(ground, f"{card} goes back to {name(seat)}'s hand with no further rectification.")
    ctx.unauthorised(
        "16C",
        f"{opponents} (the opponents)",
        f"the withdrawn card {card}, which is authorised information for {seat.side}",
    )
    if ground == "47E1":
        _no_establishment(ctx, played)


def _withdraw(ctx: Context, trick: Trick | None, played: Played) -> None:
    """Take the card back; cards played after it are held and rejoin the trick in order
    once the player has played again."""
    st = ctx.play
    seat = played.seat
    if trick is None:
        del st.pending[seat]
        return
    later = trick.cards[trick.cards.index(played) + 1 :]
    clash = [p.seat for p in later if p.seat in st.pending]
    if clash:
        raise InvalidEventError(
            f"event {ctx.event.index} ({ctx.event}): {name(clash[0])} already has a card "
            "held for his turn; the cards of this trick cannot be put back in order"
        )
    for p in reversed(later):
        st.take_back(p.seat, p.card)
        st.pending[p.seat] = p
    st.take_back(seat, played.card)


def _no_establishment(ctx: Context, played: Played) -> None:
    """47E1: the withdrawn card does not establish a revoke (63A1 does not apply)."""
    st = ctx.play
    side = played.seat.side
    for r in st.revokes:
        if r.established_by != "63A1" or r.seat.side != side:
            continue
        later = any(
            p.seat.side == side
            for t in (*st.tricks, st.current)
            if t.number > r.trick
            for p in t.cards
        )
        if not later:
            r.established = False
            r.established_by = None
            r.ctx.say(
                "47E1",
                f"{played.card} was withdrawn under 47E1 (event {ctx.event.index}): it does "
                "not establish the revoke.",
            )


def _out_of_turn(ctx: Context, kind: str, event: PlayEvent, offender: Seat) -> None:
    """47E1: a card led or played out of turn and taken back at once."""
    st = ctx.play
    seat, card = ctx.offender, event.card
    leading = kind != Kind.PREMATURE_PLAY
    act = "lead" if leading else "play"
    rule = ctx.edition.rules[kind]
    ground = str(
        ctx.ask(
            "ground",
            "director",
            "47E1",
            f"{name(seat)} {act}s {card} out of turn and takes it back: had an opponent "
            f"mistakenly told him it was his turn to {act}?",
            [
                (
                    "47E1",
                    "yes: an opponent told him it was his turn",
                    f"{card} is retracted with no further rectification: it may not be "
                    "accepted, is no penalty card and establishes no revoke (47E1, 16C).",
                ),
                (
                    "no",
                    "no",
                    f"He may not take it back on his own (47F): the {act} out of turn is "
                    f"ruled under Law {rule.law} ({rule.title.lower()}).",
                ),
            ],
        )
    )
    del st.pending[seat]
    ctx.out.law = "47E1" if ground == "47E1" else "47F"
    if ground == "no":
        ctx.say(
            "47F",
            f"No opponent misinformed {name(seat)}: he may not take {card} back on his own; "
            f"Law {rule.law} applies.",
        )
        ctx.rule_on(kind, event, offender)
        return
    ctx.say(
        "47E1",
        f"An opponent had mistakenly told {name(seat)} it was his turn: {card} goes back to "
        "his hand with no further rectification. It is not a penalty card and does not "
        "establish a revoke (63A1 does not apply).",
    )
    if leading:
        ctx.say(
            "47E1",
            f"The lead may not be accepted (53A does not apply); {name(st.turn)} leads.",
        )
    ctx.unauthorised(
        "16C",
        f"{seat.lho.side} (the side that misinformed him)",
        f"the withdrawn card {card}, which is authorised information for {seat.side}",
    )


def _opening_lead(st: PlayState, trick: Trick | None, played: Played) -> bool:
    return trick is not None and trick.number == 1 and trick.cards[0] is played


def _dummy_faced(ctx: Context, card: Card) -> bool:
    """47E2(a): an opening lead may be retracted only while dummy has faced no card."""
    return bool(
        ctx.ask(
            "dummy_faced",
            "director",
            "47E2(a)",
            f"Had dummy already faced any card when {card} was taken back?",
            [
                (
                    True,
                    "yes",
                    f"Too late: {card} stays played; the director may adjust (47E2(b)).",
                ),
                (False, "no", f"{card} goes back with no further rectification (47E2(a))."),
            ],
        )
    )
