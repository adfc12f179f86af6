"""Law 57 — premature lead or play.

Irregularity
    A card played to a trick in progress by a player whose turn it was not: a defender
    leading to the next trick while his partner still has to play to this one, or playing
    ahead of his partner (57A); a defender playing before his right-hand opponent,
    declarer or dummy (57D); declarer playing early from either hand (57C3).

Rectification
    57A: the card is a major penalty card and declarer chooses how the offender's partner
    plays to this trick: his highest or lowest card of the suit led, a card of another
    suit declarer names, or no card of a suit declarer names (57A1-A4; 59 if he cannot
    comply). No rectification when declarer had already played from both hands (57C1), a
    premature card of declarer's or dummy's counting as played (57C3; if dummy picked it
    on his own, 57C2 gives the same answer); this holds for a lead to the next trick too.
    Such a lead, and a lead to the next trick made after the partner had played (57A does
    not apply then), is held as a lead to the next trick: once the trick is complete it is
    the offender's lead if he won the trick, otherwise a lead out of turn (53, 56).
    57D: a card that would be a legal play is played at its proper turn (Law 16 may apply);
    otherwise it is a major penalty card. 57C3: declarer's card is played and, if legal,
    stands.

Example
    At trick 7, led from dummy, East plays S8 before his partner West (57A): S8 is a major
    penalty card and declarer requires West to play his highest spade (57A1).

See also
    Laws 16, 50D, 59, 60A.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import PlayEvent
from director.engine.play import Played
from director.model.card import Suit
from director.model.seat import Seat
from director.rules.common.play import driver, name, suit_word


def _rotation_from(seat: Seat) -> list[Seat]:
    return [seat, seat.lho, seat.partner, seat.rho]


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    trick = st.current
    seat, card = event.seat if event.seat is not None else ctx.offender, event.card
    pending = Played(seat, card, event.index)
    if st.is_declaring_side(seat):
        ctx.out.law = "57C3"
        ctx.say(
            "57C3",
            f"Declarer played {card} from {'dummy' if seat == st.dummy else 'his hand'} before "
            f"his turn: the card is played and, if it is a legal play, stands.",
        )
        st.pending[seat] = pending
        return
    partner = seat.partner
    already = trick.played_by(seat) is not None
    order = _rotation_from(st.turn)
    partner_to_play = trick.played_by(partner) is None and partner not in st.pending
    ahead = partner_to_play and order.index(partner) < order.index(seat)
    if already and not partner_to_play:
        ctx.out.law = "57"
        ctx.say(
            "57A",
            f"{name(seat)} led {card} to the next trick before trick {trick.number} was "
            f"complete; {name(partner)} had already played to it, so 57A does not apply.",
        )
        _early_lead(ctx, pending)
        return
    if already or ahead:
        ctx.out.law = "57A"
        what = f"led {card} to the next trick" if already else f"played {card}"
        ctx.say(
            "57A",
            f"{name(seat)} {what} while {name(partner)} still had to play to trick "
            f"{trick.number}.",
        )
        if _declarer_played_both(ctx):
            ctx.out.law = "57C1"
            ctx.say(
                "57C1",
                f"Declarer had already played from both hands: {name(seat)} is not subject to "
                "rectification for playing before his partner.",
            )
            ctx.review(
                "16",
                f"{name(partner)} saw {card} before he played: if he could have chosen his card "
                "from that knowledge and the non-offenders were damaged, the director may "
                "adjust under Law 16 at the end of play.",
            )
            if already:
                _early_lead(ctx, pending)
            else:
                st.pending[seat] = pending
            return
        ctx.play_penalty(seat, card, True, "57A")
        led = trick.suit_led
        others = [s for s in reversed(Suit) if s is not led]
        options: list[tuple[object, str, str]] = [
            ("highest", f"{name(partner)} plays his highest {suit_word(led)}", "57A1"),
            ("lowest", f"{name(partner)} plays his lowest {suit_word(led)}", "57A2"),
        ]
        for s in others:
            options.append((f"play:{s.letter}", f"{name(partner)} plays a {suit_word(s)}", "57A3"))
        for s in others:
            options.append(
                (f"not:{s.letter}", f"{name(partner)} may not play a {suit_word(s)}", "57A4")
            )
        choice = ctx.ask(
            "declarer_choice",
            "declarer",
            "57A",
            f"Declarer's choice for {name(partner)}'s play to trick {trick.number}:",
            [
                (
                    v,
                    label,
                    f"Binds {name(partner)} for this trick ({law}); Law 59 if he cannot comply.",
                )
                for v, label, law in options
            ],
            seat=st.declarer,
        )
        value = str(choice)
        if value in ("highest", "lowest"):
            ctx.play_rule(partner, value, None, "57A1" if value == "highest" else "57A2")
        else:
            mode, _, letter = value.partition(":")
            suit = Suit.parse(letter)
            ctx.play_rule(
                partner,
                "play-suit" if mode == "play" else "not-suit",
                suit,
                "57A3" if mode == "play" else "57A4",
            )
        ctx.say("57B", f"If {name(partner)} cannot comply he may play any legal card (59).")
        return
    ctx.out.law = "57D"
    ctx.say(
        "57D",
        f"{name(seat)} played {card} before his right-hand opponent {name(seat.rho)} had played.",
    )
    held = st.holding(seat)
    led = trick.suit_led
    legal = not (
        held is not None
        and led is not None
        and card.suit is not led
        and any(c.suit is led for c in held)
    )
    if legal:
        ctx.say("57D", f"{card} is a legal play: it is played at {name(seat)}'s proper turn.")
        ctx.unauthorised("16", f"{name(seat.partner)}", f"the early play of {card}")
        st.pending[seat] = pending
        driver(ctx)
    else:
        ctx.say("57D", f"{card} would not be a legal play: it becomes a major penalty card.")
        ctx.play_penalty(seat, card, True, "57D")


def _declarer_played_both(ctx: Context) -> bool:
    """57C1: declarer has played from both hands to the trick in progress; a premature card
    of his (held for its turn) counts as played (57C3), and dummy's picked on his own
    volition would free the defender all the same (57C2)."""
    st = ctx.play
    hands = {p.seat for p in st.current.cards} | set(st.pending)
    if {st.declarer, st.dummy} <= hands:
        early = [s for s in (st.declarer, st.dummy) if s in st.pending]
        if early:
            ctx.say(
                "57C3",
                f"{'Dummy' if early[0] == st.dummy else 'Declarer'}'s premature card counts as "
                "played (57C3); had dummy picked it on his own, 57C2 would free the defender "
                "as well.",
            )
        return True
    return False


def _early_lead(ctx: Context, card: Played) -> None:
    """The card waits as a lead to the next trick: once this trick is complete it is the
    offender's lead if he won it, and otherwise a lead out of turn (53, 56)."""
    ctx.say(
        "57",
        f"{card.card} is held as {name(card.seat)}'s lead to the next trick: it stands if he "
        "wins this trick; otherwise it is a lead out of turn (53, 56).",
    )
    driver(ctx).early_lead = card
