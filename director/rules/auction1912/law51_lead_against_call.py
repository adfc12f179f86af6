"""Auction Bridge 1912, Law 51 (and three-handed Auction, Law 9) — the lead declarer called
or forbade, checked in the play.

Irregularity
    Declarer called a lead (51: the suit the adversary next to lead must lead; three-hand 9:
    the player on his left must lead, or must not lead, the suit of a card exposed in the
    auction), and that player now leads against the call. The play driver checks each such
    lead against the call.

Rectification
    A lead that complies: nothing. A player who holds no card of the suit called (or, when
    the suit is forbidden, only cards of it) leads any card: a note says so, naming the
    Auction laws on a call not complied with (73/79, outside the seed), which penalise only
    a player able to comply. With the hands unknown, a lead that departs from the call is
    noted conditionally. A lead against the call by a player able to comply is governed by
    those Auction laws (the revoke penalty), which are not in the seed: the ruling names them
    and stops (a draft, the director rules). Any other revoke (a failure to follow suit) is
    outside the seed's laws and refused as input, as before.

Example
    Dealer N: ``1H 2C 2H P P P W:recalls:"clubs" E:CA`` with ``call_lead=yes lead_suit=S``
    — East, called to lead a spade and holding four, leads the club ace: Auction laws
    73/79 govern it and the ruling stops.

See also
    :mod:`director.rules.auction1912.law51_previous_declaration_told`,
    :mod:`director.rules.three_hand.law09_card_exposed`.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError
from director.engine.play import PlayState
from director.model.card import Card
from director.model.seat import Seat
from director.rules.auction1912._common import AGAINST_CALL, EDITION, outside_seed
from director.rules.auction1912.not_ruled import SCOPE
from director.rules.common.play import driver, name, suit_word

__all__ = ["inability", "rule"]


def rule(ctx: Context) -> None:
    event = ctx.event
    if driver(ctx).revoke_kind != "restriction":
        edition = ctx.edition.id  # the code in force (three-hand plays this rule too)
        raise InvalidEventError(
            f"event {event.index} ({event}): a revoke is not ruled under {edition} "
            f"({SCOPE.get(edition, SCOPE[EDITION])})"
        )
    st = ctx.play
    off = ctx.offender  # a play position; its holder is named (Table.holder)
    trick = st.current if st.current.played_by(off) else st.tricks[-1]
    played = trick.played_by(off)
    assert played is not None
    holder = ctx.holder(off)
    card, who = played.card, name(holder)
    ctx.out.offender, ctx.out.summary = holder.letter, ctx.spec.summary(event, holder)
    calls = st.lead_suit_restriction(off)
    if not calls:
        outside_seed(ctx, f"{who} led {card} against a lead restriction in force.")
    call = calls[0]
    ctx.out.law = call.law
    word = suit_word(call.suit)
    if call.mode == "require":
        why = f"{who} led {card} while holding a {word}: against the {word} lead called"
    else:
        why = f"{who} led {card} while holding another suit: against the {word} ban"
    outside_seed(ctx, f"{why} ({call.law}, trick {trick.number}).")


def inability(st: PlayState, seat: Seat, card: Card) -> tuple[str, str] | None:
    """The note (its law, its text) on a lead that departs from a lead called or forbidden
    and is no lead against it: the player could not comply, or the hands are not known;
    ``None`` when no such call applies or the lead complies (the engine's inability hook)."""
    if st.current.cards:
        return None
    held = st.holding(seat)
    for r in st.lead_suit_restriction(seat):
        word = suit_word(r.suit)
        departs = card.suit is not r.suit if r.mode == "require" else card.suit is r.suit
        if not departs:
            continue
        what = f"the {word} called" if r.mode == "require" else f"a {word}, a lead forbidden"
        if held is None:
            return r.law, (
                f"{card} was led to trick {st.trick_number}, "
                f"{'not ' if r.mode == 'require' else ''}{what} ({r.law}); the record does not "
                "show whether the leader could comply: if he could, Auction laws "
                f"{AGAINST_CALL} (outside the seed) govern the lead and the director rules on it."
            )
        could_not = f"held no {word}" if r.mode == "require" else f"held only {word}s"
        return r.law, (
            f"The leader to trick {st.trick_number} {could_not}: he could not comply with the "
            f"call ({r.law}) and leads any card ({card}; the Auction laws on a call not "
            f"complied with, {AGAINST_CALL}, outside the seed, concern a player able to comply)."
        )
    return None
