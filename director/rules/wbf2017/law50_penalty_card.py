"""Law 50 — a penalty card in the play: what the table says when one is made, while one
lies face up, and when play ends with one on the table.

Irregularity
    A defender's card is a penalty card (a rule made it: 45E, 47, 48, 49, 52, 54, 56, 57,
    58, 60B, 62; ``ctx.play_penalty`` says :func:`made`).

Rectification
    A major penalty card is played at the first legal opportunity and gives declarer lead
    options when the holder's partner is to lead (50D); a minor one bars the holder's other
    cards of its suit below honour rank until it is played (50C). A card that lay on the
    table when play ended may have helped the offenders: the director weighs an adjustment
    (50E4). The table calls these through the edition's hooks (``penalty-card.*``).

Example
    South leads out of turn and West's SK, exposed, is a major penalty card: while it lies
    face up the awaited card says "50D1: ... at the first legal opportunity".

See also
    Laws 50D2 and 51B (director.rules.wbf2017.law50_penalty_card_lead), 51A, 52.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Card
from director.model.seat import Seat
from director.rules.common.play import name

__all__ = ["due", "face_up", "made", "minor_allowed", "review_on_table"]


def made(ctx: Context, seat: Seat, card: Card, major: bool, law: str) -> None:
    """A penalty card of ``seat`` made under ``law``: what it is, and what it obliges."""
    kind = "major" if major else "minor"
    ctx.say(law, f"{card} is a {kind} penalty card of {name(seat)} (Law 50).")
    if major:
        ctx.say(
            "50D",
            f"A major penalty card: {name(seat)} must play it at the first legal "
            "opportunity, and declarer has lead options whenever his partner is to lead.",
        )
    else:
        ctx.say(
            "50C",
            f"A minor penalty card: {name(seat)} may not play another card of its "
            "suit below honour rank until he has played it (an honour he may play).",
        )


def due() -> str:
    """What follows when the holder of a major penalty card plays it."""
    return (
        "50D1: the major penalty card is led or played at the first legal opportunity, as "
        "required; it is then no longer a penalty card."
    )


def minor_allowed() -> str:
    """What follows when the holder of a minor penalty card plays it, an honour or
    another suit."""
    return "50C: allowed."


def face_up(major: bool, follows: str) -> str:
    """Another player's penalty card, while the awaited card is played (``follows``: what
    his partner's next lead sets off, or nothing)."""
    law = "50D1" if major else "50C"
    return f"{law}: it stays face up until it is played{follows}."


def review_on_table(ctx: Context, card: str) -> None:
    """Play ended with ``card`` on the table as a penalty card: its information may have
    helped the offenders (50E4)."""
    ctx.review(
        "50E4",
        f"{card} lay on the table as a penalty card: if, without the help its "
        "information gave the offenders (50E1), the outcome could well have been "
        "different and the non-offenders were damaged, adjust.",
    )
