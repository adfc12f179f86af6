"""Law 67 (1997 code) - defective trick: a card missing from a trick, found late.

Irregularity
    A player failed to play to a trick (1997 67; record ``omit`` at his turn, then ``supply
    <card>`` when attention is drawn).

Rectification
    Found before a player of each side has played to the next trick: he adds a card he can
    legally play (67A1), as in 2017. Found later (67B1): he faces a card and places it among
    his played cards, without changing who won the trick. If he holds a card of the suit
    led he must choose one, and there is no penalty (67B1(a)); if he holds none he chooses
    any card and is deemed to have revoked on that trick, liable to the one-trick penalty of
    Law 64 (67B1(b)), which the 1997 Law 64 rule applies at the end of play. 2017 67B1(a)
    deems a revoke in both cases. Too many cards (67A2, 67B2) is the rule of the fifth card
    and of simultaneous cards, not ruled here.

Example
    After ``1S AP``, West omits to play to trick 4 (led by East with the club ace) and the
    omission is found after both sides have played to trick 5: West holds clubs, so he
    places one among his played cards, and there is no penalty (67B1(a)).

See also
    2017 rule: :mod:`director.rules.wbf2017.law67_defective_trick`; ``director law 67
    --compare --edition wbf-1997``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.play import Trick
from director.model.card import Card
from director.model.seat import Seat
from director.rules.base import step
from director.rules.common.play import name
from director.rules.wbf2017.law67_defective_trick import DefectiveTrick, deemed_revoke

__all__ = ["DefectiveTrick1997", "rule", "supply"]


class DefectiveTrick1997(DefectiveTrick):
    """1997 Law 67: a card of the suit led placed late carries no penalty (67B1(a)); only
    an offender who held none is deemed to have revoked (67B1(b))."""

    @step("67B1(a)")
    def placed_late(
        self, ctx: Context, trick: Trick, seat: Seat, card: Card, has_led: bool
    ) -> None:
        """67B1(a): no penalty; 67B1(b): deemed a revoke, Law 64's one-trick penalty."""
        if has_led:
            ctx.say(
                "67B1(a)",
                f"{name(seat)} held a card of the suit led and places one: there is no penalty.",
            )
            return
        ctx.say(
            "67B1(b)",
            f"{name(seat)} held no card of the suit led: he is deemed to have revoked on that "
            "trick and may be subject to the one-trick penalty of Law 64 at the end of play.",
        )
        deemed_revoke(ctx, trick, seat, card, "67B1(b)")


rule = DefectiveTrick1997()
# The table's fixed point: the card the offender supplies (the edition's hook).
supply = rule.supply
