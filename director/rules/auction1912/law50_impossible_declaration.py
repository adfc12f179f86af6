"""Auction Bridge 1912, Law 50 — an impossible declaration.

Irregularity
    A declaration of more than seven odd tricks (more tricks than a hand holds).

Rectification
    As for an insufficient declaration, either adversary may act only before an adversary of
    the offender has passed, doubled or declared over it (50). He may have it penalised: the
    offender is held to a declaration of all the tricks (seven odd tricks in the same
    denomination) and his partner may make no further declaration unless an adversary
    afterwards bids or doubles. Instead he may demand a new deal, or make his own or his
    partner's last previous declaration the final one — either adversary's last declaration
    (``final`` the later of the two, ``final-N`` the other's), with any double or redouble
    of it before the next bid: the auction ends there, the calls after it do not count, and
    46 names who plays it.

    Three-handed Auction (its L4: each bids on his own account): the adversaries are the two
    other players, not partners; either may elect. There is no partner to debar. "His own or
    his partner's last previous declaration" leaves each adversary only his own (our
    reading): an option for each adversary who has declared, naming him; the answer is the
    remedy that adversary demanded.

Example
    Dealer N: ``1H 8S``.

See also
    Law 46 (who plays the final declaration); the insufficient declaration
    (:mod:`director.rules.auction1912.law50_insufficient_declaration`); ``director law 50
    --edition auction-bridge-1912``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.model.call import Bid
from director.model.seat import Seat
from director.rules.auction1912._common import ask_adversary, debar_partner, not_ruled, too_late
from director.rules.common.auction import name


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent) and isinstance(event.call, Bid)
    off, bid = ctx.offender, event.call
    game = ctx.game
    partner = game.partner(off)
    ctx.cancel_event(event)
    if too_late(ctx, str(bid)):
        not_ruled(
            ctx,
            "50",
            f"{name(game.next_seat(off))} called over {bid} before any demand: the penalty can "
            "no longer be demanded, and the seed does not say what becomes of the declaration.",
        )
    all_tricks = Bid(7, bid.strain, bid.royal)
    previous = [
        (position, seat, call)
        for position, (seat, call) in enumerate(ctx.auction.calls)
        if isinstance(call, Bid) and game.are_opponents(off, seat)
    ]
    bar = (
        f"{name(partner)} may make no further declaration unless an adversary later bids or "
        "doubles."
        if partner is not None
        else "there is no partner to debar (4)."
    )
    held = (
        f"; {bar}"
        if ctx.auction.is_sufficient(all_tricks)
        else f", but {all_tricks} does not exceed the last declaration (44): the law says no "
        "more, the ruling stops and the director rules."
    )
    options = [
        ("penalty", "penalise it", f"50: {name(off)} is held to {all_tricks} (all the tricks)"
         f"{held}"),
        ("new-deal", "a new deal", "50: the cards are dealt again; this deal is not played."),
    ]  # fmt: skip
    finals = _finals(previous, partner is None)
    for value, (_, seat, last) in finals.items():
        own = (
            "his own last previous declaration"
            if partner is None
            else "the adversaries' last previous declaration"
            if value == "final"
            else f"{name(seat)}'s own last previous declaration"
        )
        options.append(
            (value, f"make {name(seat)}'s {last} final", f"50: {name(seat)}'s {last}, {own}, "
             "is final."),
        )  # fmt: skip
    choice = ask_adversary(
        ctx, "election", "50", f"{name(off)}'s {bid} is impossible. Which remedy?", options
    )
    if choice == "new-deal":
        ctx.deal_again("50")
        ctx.say("50", f"An adversary demanded a new deal: {bid} and this deal are void.")
        return
    if choice in finals:
        position, seat, last = finals[choice]
        ctx.close_auction(position)
        contract = ctx.auction.contract()
        who = f"An adversary made {name(seat)}'s" if partner is not None else (
            f"{name(seat)} made his own"
        )
        plays = "46" if partner is not None else "7"  # three-handed Auction: its maker (L7)
        ctx.say(
            "50",
            f"{who} {last} the final declaration: the auction ends there and the calls after "
            f"it do not count; the contract is {contract} ({plays}).",
        )
        return
    if not ctx.auction.is_sufficient(all_tricks):
        not_ruled(ctx, "50", f"{all_tricks} does not exceed the last declaration (44).")
    ctx.accept(off, all_tricks, None)
    ctx.say("50", f"{name(off)}'s {bid} counts as {all_tricks}, a declaration of all the tricks.")
    debar_partner(ctx, "50")


Previous = tuple[int, Seat, Bid]


def _finals(previous: list[Previous], each_his_own: bool) -> dict[str, Previous]:
    """The declarations an adversary may make final, by answer: partners, his own or his
    partner's last one (``final`` the later, ``final-N`` the other adversary's); three
    players, no partners, each adversary's own last one (``final-N``, ...)."""
    if not previous:
        return {}
    if not each_his_own:  # partners: the later one (``final``), or the other adversary's
        latest = previous[-1]
        other = [entry for entry in previous if entry[1] is not latest[1]]
        return {"final": latest, **({f"final-{other[-1][1].letter}": other[-1]} if other else {})}
    out: dict[str, Previous] = {}
    for entry in previous:
        out[f"final-{entry[1].letter}"] = entry  # the last one of each stays
    return out
