"""Auction Bridge 1912, Law 51 — information about a previous declaration.

Irregularity
    After the final declaration, an adversary of the declarer tells his partner of an earlier
    declaration of the auction, his own or an opponent's (recorded as ``W:recalls:"TEXT"``).
    Asking what the final declaration is, at any time in the play, is every player's right
    (``question``: nothing to rule).

Rectification
    51: the declarer may call a lead from the adversary whose turn it next is to lead (our
    reading of "call a lead": he names the suit that adversary must lead to his next lead).
    The declarer elects (``call_lead``), then names the suit (``lead_suit``: S, H, D or C)
    before that lead: at once when that adversary is known - before the opening lead, the
    player on the declarer's left; in the play, an adversary on lead to a trick not yet begun
    - else when an adversary next has the lead (asked then, before his card). The call is a
    lead restriction in force for that one lead, and the play checks it: a lead of the suit
    called complies; a player who holds none of it may lead any card (the Auction laws on a
    call not complied with, 73/79, penalise only a player who held the suit: outside the
    seed, said as such); a lead of another suit by a player who holds the suit called is not
    ruled in the seed: Auction laws 73/79 (the revoke penalty) govern it, the ruling names
    them and stops (:mod:`director.rules.auction1912.law51_lead_against_call`).
    Law 51 names only the declarer's adversaries: the same information from the declarer or
    dummy, or before the final declaration, has no rectification in the seed (the ruling
    names 51 and stops for the director). Under three-handed Auction (whose laws leave this
    to the Auction laws) the declaring side is the declarer and the dummy packet.

Example
    Dealer N: ``1H 2C 2H P P P W:recalls:"clubs"`` with ``call_lead=yes lead_suit=S``.

See also
    The lead called, checked in the play
    (:mod:`director.rules.auction1912.law51_lead_against_call`); ``director law 51
    --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InfoEvent
from director.engine.play import LeadRule
from director.engine.ruling import LeadRestriction
from director.engine.table import LeadOffer
from director.model.card import Suit
from director.model.seat import Seat
from director.rules.auction1912._common import (
    AGAINST_CALL,
    declaring_side,
    not_ruled,
    opening_leader,
)
from director.rules.common.auction import name
from director.rules.common.play import suit_word


def rule(ctx: Context) -> None:
    off, event = ctx.offender, ctx.event
    assert isinstance(event, InfoEvent)
    told = f"{name(off)} told his partner of an earlier declaration" + (
        f' ("{event.detail}")' if event.detail else ""
    )
    contract = ctx.auction.contract()
    if not ctx.auction.is_complete or contract is None:
        not_ruled(ctx, "51", f"{told} while no final declaration had been made; Law 51 covers "
                  "information given after it.")  # fmt: skip
    declarer = contract.declarer
    if off in declaring_side(ctx, declarer):
        not_ruled(ctx, "51", f"{told}; Law 51 names only the declarer's adversaries.")
    leader, when = _next_leader(ctx, declarer)
    who = name(leader) if leader is not None else "the adversary next on lead"
    names = "then names the suit" if leader is not None else "names the suit when that lead comes"
    call = ctx.ask(
        "call_lead",
        "declarer",
        "51",
        f"{told} after the final declaration. Does {name(declarer)} (declarer) call a lead "
        f"from {who}?",
        [(True, "call a lead", f"51: {name(declarer)} {names}: {who} must lead it {when}."),
         (False, "no", "51: no lead is called; the play goes on.")],
        seat=declarer,
    )  # fmt: skip
    if not call:
        ctx.say("51", f"{told}; {name(declarer)} calls no lead.")
        return
    if leader is not None:
        ctx.say("51", f"{told}: {name(declarer)} calls a lead from {who} {when}.")
        name_suit(ctx, declarer, leader, when)
        return
    pending = LeadRestriction(
        player="adversary-next-on-lead",
        declarer_may="require",
        suit="any-one-suit",
        duration="the next lead by an adversary",
        law="51",
    )
    ctx.out.rectification.lead_restrictions.append(pending)
    ctx.say("51", f"{told}: {name(declarer)} calls a lead from {who}; he names the suit "
            f"{who} must lead {when}.")  # fmt: skip
    adversaries = frozenset(s for s in ctx.game.seats if s not in declaring_side(ctx, declarer))

    def offer(seat: Seat) -> None:
        st = ctx.play_state
        assert st is not None
        name_suit(ctx, declarer, seat, f"to trick {st.trick_number}")
        ctx.out.rectification.lead_restrictions.remove(pending)  # the suit is named now

    ctx.offer_before_lead(
        LeadOffer(adversaries, "51", f"{name(declarer)} names the suit of the called lead.", offer)
    )


def name_suit(ctx: Context, declarer: Seat, leader: Seat, when: str) -> None:
    """51: the declarer names the suit ``leader`` must lead ``when``; in force for that lead.
    A call already in force for that lead (three-hand 9, an earlier 51) is stated first; a
    suit that contradicts it is offered with that outcome: the seed does not say which call
    governs, so the ruling names 51 and stops there."""
    already = _in_force(ctx, leader)
    told = "; ".join(
        f"{name(leader)} {'must' if r.mode == 'require' else 'may not'} lead a "
        f"{suit_word(r.suit)} ({r.law})"
        for r in already
    )
    clash = (
        f"it contradicts the call already in force ({told}): the seed does not say which call "
        "governs; the ruling stops and the director rules."
    )
    options: list[tuple[object, str, str]] = [
        (s.letter, f"{suit_word(s)}s",
         f"51: {name(leader)} must lead a {suit_word(s)} {when}; "
         + (clash if _contradicts(already, s) else
            f"a lead of another suit while he holds a {suit_word(s)} is dealt with by Auction "
            f"laws {AGAINST_CALL} (outside the seed)."))
        for s in reversed(Suit)
    ]  # fmt: skip
    text = f"Which suit does {name(declarer)} (declarer) call from {name(leader)} {when}?"
    if already:
        text += f" Already in force for that lead: {told}."
    suit = Suit.parse(str(ctx.ask("lead_suit", "declarer", "51", text, options, seat=declarer)))
    if _contradicts(already, suit):
        not_ruled(
            ctx,
            "51",
            f"{name(declarer)} calls a {suit_word(suit)} from {name(leader)} {when}, but {clash}",
        )
    ctx.called_lead(leader, suit, "require", "51", "for his next lead")
    ctx.say("51", f"{name(declarer)} calls a {suit_word(suit)}: {name(leader)} must lead a "
            f"{suit_word(suit)} {when}.")  # fmt: skip


def _in_force(ctx: Context, leader: Seat) -> list[LeadRule]:
    """The lead calls in force for ``leader``'s coming lead (the opening lead's, before the
    play opens)."""
    return ctx.lead_rules_for(leader)


def _contradicts(already: list[LeadRule], suit: Suit) -> bool:
    """A call of ``suit`` cannot be obeyed together with one of ``already``."""
    return any((r.mode == "require") != (r.suit is suit) for r in already)


def _next_leader(ctx: Context, declarer: Seat) -> tuple[Seat | None, str]:
    """The adversary whose turn it next is to lead, when it is known now, and when."""
    if not ctx.play_started():
        return opening_leader(ctx, declarer), "to the first trick"
    st = ctx.play_state
    assert st is not None
    leader = ctx.holder(st.current.leader)  # the player whose cards lead there
    if not st.current.cards and leader not in declaring_side(ctx, declarer):
        return leader, f"to trick {st.trick_number}"
    return None, "when an adversary next has the lead"
