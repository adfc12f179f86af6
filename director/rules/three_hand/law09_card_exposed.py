"""Three-handed Auction, Law 9 — a card exposed.

Irregularity
    A player exposes a card (``E:expose:HK``, or a card led, ``E:lead:HK``) after the deal and
    before the end of the declaration (the auction); or a card is exposed after the final
    declaration, before the opening lead or in the play.

Rectification
    In the auction (9): each of the offender's adversaries scores 50 in his honour column -
    during the auction every other player is an adversary (L4: each bids for himself), so
    both other players score 50 (``honour_points``). With several cards exposed at once the
    seed does not say whether the 50 counts once or for each card: the director answers
    (``per_card``). Once the auction is over the declarer, if he is not the offender, may
    call upon the player on his left (the next player in rotation, who leads first) to lead
    the suit of the exposed card, or not to lead it, to the opening lead (our reading of
    when); he is asked then - at the end of the auction, live before the opening lead
    (``lead_call``: ``require:H``, ``prohibit:H`` or ``none``). The call is a lead
    restriction the play checks (:mod:`director.rules.auction1912.law51_lead_against_call`):
    a lead against it is governed by the Auction laws on a penalty not complied with
    (73/79), which the seed lacks: the ruling names them and stops. If the offender becomes
    the declarer, no lead is called.

    After the final declaration (9): a card exposed by the declarer costs nothing (said so;
    a card of the dummy, which he plays, counts as his - our reading). A card exposed by an
    adversary of the declarer "is subject to the same penalty as in Auction": the Auction
    exposed-card laws (66 before the opening lead, 67-72 in the play) are not in the seed,
    so the ruling names them and stops.

    West is the dummy packet, untouched until the final declaration (L3): a card exposed
    from it during the auction is refused as input (one line, exit 2).

Example
    Dealer N: ``1H E:expose:SK 2D 2H P P`` with ``lead_call=require:S`` — North and South
    each score 50 honour points; South, the declarer, calls a spade lead from North.

See also
    Auction Law 51 (:mod:`director.rules.auction1912.law51_lead_against_call`, the called
    lead checked in the play); ``director law 9 --edition three-hand-auction``.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.engine.events import ExposeEvent, InvalidEventError
from director.engine.ruling import HonourPoints
from director.engine.table import OpenQuestion
from director.model.card import Suit
from director.rules.auction1912._common import AGAINST_CALL, declaring_side, opening_leader
from director.rules.common.auction import name
from director.rules.common.play import suit_word

EDITION = "three-hand-auction"
PENALTY = 50


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, ExposeEvent)
    if not ctx.auction.is_complete:
        if ctx.offender not in ctx.game.seats:
            raise InvalidEventError(
                f"event {event.index} ({event}): {name(ctx.offender)} is the dummy packet of "
                f"{ctx.game.title.lower()}, untouched until the final declaration (law 3); "
                "no player holds its cards"
            )
        _in_the_auction(ctx, event)
    else:
        _after_the_final_declaration(ctx, event)


def _cards(event: ExposeEvent) -> str:
    return " ".join(map(str, event.cards))


def _in_the_auction(ctx: Context, event: ExposeEvent) -> None:
    off = ctx.offender
    others = [s for s in ctx.game.seats if s != off]
    count = 1
    if len(event.cards) > 1:
        each = ctx.ask(
            "per_card",
            "director",
            "9",
            f"{name(off)} exposed {len(event.cards)} cards at once ({_cards(event)}). Law 9 "
            f"gives 50 to each adversary for a card exposed: does it count once, or for each "
            "card?",
            [("once", "once", f"9: each adversary scores {PENALTY}."),
             ("each", "for each card",
              f"9: each adversary scores {PENALTY * len(event.cards)}.")],
        )  # fmt: skip
        count = len(event.cards) if each == "each" else 1
    points = PENALTY * count
    for seat in others:
        ctx.out.rectification.honour_points.append(
            HonourPoints(seat=seat.letter, points=points, law="9")
        )
    ctx.say(
        "9",
        f"{name(off)} exposed {_cards(event)} before the end of the declaration: each of his "
        f"adversaries, {' and '.join(name(s) for s in others)}, scores {points} in his honour "
        "column.",
    )
    ctx.say(
        "9",
        f"When the auction is over, the declarer, unless {name(off)} himself, may call upon the "
        f"player on his left to lead the suit of the exposed card, or not to lead it.",
    )
    ctx.at_auction_end(lambda: _lead_call(ctx, event))


def _lead_call(ctx: Context, event: ExposeEvent) -> None:
    """9, at the end of the auction: the declarer's call, unless he is the offender."""
    off = ctx.offender
    contract = ctx.auction.contract()
    if contract is None:
        return
    declarer = contract.declarer
    if declarer == off:
        ctx.say("9", f"{name(off)}, the offender, became the declarer: no lead is called.")
        return
    leader = opening_leader(ctx, declarer)
    suits = sorted({c.suit for c in event.cards}, reverse=True)
    options: list[tuple[object, str, str]] = []
    against = f"a lead against it is dealt with by Auction laws {AGAINST_CALL} (outside the seed)"
    for s in suits:
        word, who = suit_word(s), name(leader)
        options.append((f"require:{s.letter}", f"require a {word}",
                        f"9: {who} must lead a {word} to the first trick; {against}."))
        options.append((f"prohibit:{s.letter}", f"forbid a {word}",
                        f"9: {who} may not lead a {word} to the first trick; {against}."))
    options.append(("none", "no call", f"9: {name(leader)} leads any card."))
    choice = str(
        ctx.ask(
            "lead_call",
            "declarer",
            "9",
            f"{name(declarer)} is the declarer. Before the opening lead, does he call upon "
            f"{name(leader)}, on his left, to lead the suit of the card {name(off)} exposed "
            f"({_cards(event)}), or not to lead it?",
            options,
            seat=declarer,
        )
    )
    if choice == "none":
        ctx.say("9", f"{name(declarer)} makes no lead call.")
        return
    mode, _, letter = choice.partition(":")
    suit = Suit.parse(letter)
    ctx.called_lead(leader, suit, "require" if mode == "require" else "prohibit", "9",
                    "for the opening lead")  # fmt: skip
    verb = "must lead" if mode == "require" else "may not lead"
    ctx.say("9", f"{name(declarer)} calls: {name(leader)} {verb} a {suit_word(suit)} to the "
            "first trick.")  # fmt: skip


def _after_the_final_declaration(ctx: Context, event: ExposeEvent) -> None:
    in_play = ctx.play_started()
    off = ctx.holder(ctx.offender) if in_play else ctx.offender  # in play: a position
    ctx.out.offender, ctx.out.summary = off.letter, ctx.spec.summary(event, off)
    contract = ctx.auction.contract()
    assert contract is not None
    declarer = contract.declarer
    if off in declaring_side(ctx, declarer):
        whose = "the declarer" if off == declarer else "the declarer (from the dummy)"
        ctx.say("9", f"{_cards(event)} exposed by {whose} after the final declaration: there "
                "is no penalty.")  # fmt: skip
        return
    laws, when = ("67-72", "in the play") if in_play else ("66", "before the opening lead")
    _as_in_auction(
        ctx,
        laws,
        f"{name(off)}, an adversary of the declarer, exposed {_cards(event)} {when}: Law 9 "
        "makes it subject to the same penalty as in Auction.",
    )


def _as_in_auction(ctx: Context, laws: str, why: str) -> NoReturn:
    """Name the Auction laws the seed lacks and stop (a draft): the director applies them."""
    ctx.out.not_ruled = laws
    ctx.say(
        "9",
        f"{why} The Auction exposed-card laws ({laws}) are not in the seed: the director "
        "applies them himself. The ruling stops here.",
    )
    raise OpenQuestion(f"not-ruled-{EDITION}")
