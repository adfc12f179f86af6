"""What the Auction Bridge 1912 rules (laws 42-52 of the Whist Club code) share: the
adversaries who elect, the timing of a demand, and the stop where the seed laws end.

Three-handed Auction plays these rules too (its L4: the bidding as in Auction, each on his
own account): the adversaries are then the two other players (the game's next and previous
player, the dummy packet never calling), there is no partner to debar, and the stop names
both codes."""

from __future__ import annotations

from typing import Any, NoReturn

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.ruling import MustPass
from director.engine.table import UNTIL_ADVERSARY_ACTS, OpenQuestion
from director.game import Game
from director.model.seat import Seat
from director.rules.common.auction import called_before_rectification, name, next_call_by

EDITION = "auction-bridge-1912"
THREE_HAND = "three-hand-auction"


def adversaries(game: Game, seat: Seat) -> str:
    """The offender's two adversaries, the next player first (at four: his left-hand and
    right-hand adversaries; at three: the two other players)."""
    return f"{name(game.next_seat(seat))} or {name(game.previous_seat(seat))}"


def ask_adversary(ctx: Context, qid: str, law: str, text: str, options: list[Any]) -> Any:
    """An election either adversary of the offender may make (the code names no one of
    them): asked of the opponents, naming both."""
    who = adversaries(ctx.game, ctx.offender)
    return ctx.ask(qid, "opponents", law, f"Either adversary ({who}): {text}", options)


def too_late(ctx: Context, what: str) -> bool:
    """50: a demand comes too late once an adversary of the offender has called over the
    declaration (the record's next call, made before the director ruled)."""
    following = ctx.game.next_seat(ctx.offender)
    return next_call_by(ctx, following) is not None and called_before_rectification(
        ctx, following, "50", what
    )


def debar_partner(ctx: Context, law: str) -> None:
    """50: the offender's partner may make no further declaration unless an adversary later
    bids or doubles (he may still pass, and double: the bar names declarations only). In
    three-handed Auction no one has a partner in the auction (L1, L4): the bar falls on no
    one, and the ruling says so."""
    partner = ctx.game.partner(ctx.offender)
    if partner is None:
        ctx.say(
            "4",
            f"There is no partner to debar: each player bids on his own account (4), so Law "
            f"{law}'s bar on the offender's partner applies to no one.",
        )
        return
    ctx.bar(partner, UNTIL_ADVERSARY_ACTS, law)
    ctx.out.rectification.must_pass.append(
        MustPass(seat=partner.letter, scope="until-adversary-bids-or-doubles", law=law)
    )
    ctx.say(
        law,
        f"{name(partner)} may make no further declaration unless an adversary "
        f"({adversaries(ctx.game, ctx.offender)}) afterwards bids or doubles.",
    )


def say_for_both(ctx: Context, law: str, text: str, three_hand: tuple[str, str]) -> None:
    """Say ``text`` under ``law``; under three-handed Auction also what its own laws add
    (``three_hand``: its law and text)."""
    ctx.say(law, text)
    if ctx.edition.id == THREE_HAND:
        ctx.say(*three_hand)


def not_ruled(ctx: Context, law: str, why: str) -> NoReturn:
    """Stop where the seed's laws 42-52 end: say so, and record the stop as ``not_ruled``
    (the section the director applies himself); under three-handed Auction the law is shown
    from the code that holds it. A call stopped at stays in the auction grid, marked, neither
    legal nor cancelled: the director rules on it (``unruled``)."""
    ctx.out.not_ruled = law
    event = ctx.event
    if isinstance(event, CallEvent):
        ctx.record_call(event, "unruled")
    if ctx.edition.id == THREE_HAND:
        edition = THREE_HAND if law.isdigit() and int(law) <= 10 else EDITION
        ctx.say(
            law,
            f"{why} Neither the three-hand laws 1-10 nor the Auction laws 42-52 they leave "
            f"the rest to (4) say more: the director rules on it himself (director law {law} "
            f"--edition {edition}). The ruling stops here.",
        )
        raise OpenQuestion(f"not-ruled-{THREE_HAND}")
    ctx.say(
        law,
        f"{why} The seed's laws 42-52 of the 1912 code say no more: the director rules on it "
        f"himself (director law {law} --edition {EDITION}). The ruling stops here.",
    )
    raise OpenQuestion(f"not-ruled-{EDITION}")


# Auction laws beyond the seed that govern a lead against a lead declarer called or forbade
# (research file, historical-codes.md §1: not complying with a penalty -> the revoke penalty).
AGAINST_CALL = "73/79"


def declaring_side(ctx: Context, declarer: Seat) -> tuple[Seat, Seat]:
    """The declarer and his dummy: his partner, or the dummy packet of a game that has one
    (three-handed Auction, Law 7)."""
    packet: Seat | None = getattr(ctx.game, "dummy_packet", None)
    return declarer, packet if packet is not None else declarer.partner


def opening_leader(ctx: Context, declarer: Seat) -> Seat:
    """The adversary who leads to the first trick: the player on the declarer's left (the
    next player in the game's rotation)."""
    st = ctx.play_state
    if st is not None:
        return ctx.holder(st.tricks[0].leader if st.tricks else st.current.leader)
    return ctx.game.next_seat(declarer)


def outside_seed(ctx: Context, why: str) -> NoReturn:
    """Stop at a lead against a called lead: the Auction laws that govern it (73/79, the
    revoke penalty for not complying with a penalty) are not in the seed: name them, never
    invent them; the director rules (a draft)."""
    ctx.out.not_ruled = AGAINST_CALL
    ctx.say(
        AGAINST_CALL,
        f"{why} Not complying with a called lead is governed by the code's laws on penalties "
        f"not complied with (Auction laws {AGAINST_CALL}: the revoke penalty), which are not "
        "in the seed: the director rules on it himself. The ruling stops here.",
    )
    raise OpenQuestion(f"not-ruled-{EDITION}")
