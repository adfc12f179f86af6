"""What the Auction Bridge 1912 rules (laws 42-52 of the Whist Club code) share: the
adversaries who elect, the timing of a demand, and the stop where the seed laws end."""

from __future__ import annotations

from typing import Any, NoReturn

from director.engine.context import Context
from director.engine.ruling import MustPass
from director.engine.table import UNTIL_ADVERSARY_ACTS, OpenQuestion
from director.model.seat import Seat
from director.rules.auction._common import called_before_rectification, name, next_call_by

EDITION = "auction-bridge-1912"


def adversaries(seat: Seat) -> str:
    return f"{name(seat.lho)} or {name(seat.rho)}"


def ask_adversary(ctx: Context, qid: str, law: str, text: str, options: list[Any]) -> Any:
    """An election either adversary of the offender may make (the code names no one of
    them): asked of the opponents, naming both."""
    return ctx.ask(qid, "opponents", law, f"Either adversary ({adversaries(ctx.offender)}): {text}",
                   options)  # fmt: skip


def too_late(ctx: Context, what: str) -> bool:
    """50: a demand comes too late once an adversary of the offender has called over the
    declaration (the record's next call, made before the director ruled)."""
    off = ctx.offender
    return next_call_by(ctx, off.lho) is not None and called_before_rectification(
        ctx, off.lho, "50", what
    )


def debar_partner(ctx: Context, law: str) -> None:
    """50: the offender's partner may make no further declaration unless an adversary later
    bids or doubles (he may still pass, and double: the bar names declarations only)."""
    partner = ctx.offender.partner
    ctx.table.bar(partner, UNTIL_ADVERSARY_ACTS, law, ctx)
    ctx.out.rectification.must_pass.append(
        MustPass(seat=partner.letter, scope="until-adversary-bids-or-doubles", law=law)
    )
    ctx.say(
        law,
        f"{name(partner)} may make no further declaration unless an adversary "
        f"({adversaries(ctx.offender)}) afterwards bids or doubles.",
    )


def not_ruled(ctx: Context, law: str, why: str) -> NoReturn:
    """Stop where the seed's laws 42-52 end: say so; the director applies the code."""
    ctx.say(
        law,
        f"{why} The seed's laws 42-52 of the 1912 code say no more: the director rules on it "
        f"himself (director law {law} --edition {EDITION}). The ruling stops here.",
    )
    raise OpenQuestion(f"not-ruled-{EDITION}")
