"""What the three-handed Auction rules (seed laws 1-10) share: the two other players, and
honour points scored by each of them for another's irregularity."""

from __future__ import annotations

from director.engine.context import Context
from director.engine.ruling import HonourPoints
from director.model.seat import Seat
from director.rules.common.auction import name


def others(ctx: Context, seat: Seat) -> tuple[Seat, Seat]:
    """The two players other than ``seat``: the next to call after him, then the third."""
    game = ctx.game
    following = game.next_seat(seat)
    return following, game.next_seat(following)


def third(ctx: Context, a: Seat, b: Seat) -> Seat:
    """The one player who is neither ``a`` nor ``b``."""
    return next(s for s in ctx.game.seats if s not in (a, b))


def honour_points(ctx: Context, seats: tuple[Seat, ...], points: int, law: str, why: str) -> None:
    """Each of ``seats`` scores ``points`` in his own honour column for ``why``."""
    for seat in seats:
        ctx.out.rectification.honour_points.append(
            HonourPoints(seat=seat.letter, points=points, law=law)
        )
    who = " and ".join(name(s) for s in seats)
    ctx.say(law, f"{why}: {who} each score {points} points, in his own honour column.")
