"""The registry of three-handed Auction (seed laws 1-10; Foster's three-hand laws): each
irregularity kind, its law and rule module.

"The Laws of Auction govern the three-hand game except as follows" (Foster's preamble to
laws 1-15): a kind the three-hand laws do not change is ruled by the Auction Bridge 1912
rule for it (seed laws 42-52), played by the three-hand game
(:mod:`director.game.three_hand_auction`); a kind neither code's seed rules names its law
and stops, or is refused as input, as under Auction Bridge 1912.
"""

from __future__ import annotations

from director.engine.rulebook import RuleSpec
from director.rules import registry as r2017
from director.rules import registry_auction_1912 as r1912

__all__ = [
    "DOUBLE_OUT_OF_TURN",
    "EDITION",
    "GAME",
    "HOOKS",
    "INFO_KINDS",
    "OUT_OF_ROTATION_KINDS",
    "RESULT_LAW",
    "RULES",
]

EDITION = "three-hand-auction"
GAME = "three-hand-auction"
INFO_KINDS = r1912.INFO_KINDS

# The three-hand laws' own rules (5, 6, 9, 10), over the Auction Bridge ones.
# A double out of turn (10) is reached through the call-out-of-turn rule (5), which sets
# its kind and law; the kind is registered for its title and docs.
DOUBLE_OUT_OF_TURN = "double-out-of-turn"
_L9 = "auction.law09_card_exposed_three_hand"
_RULED: tuple[RuleSpec, ...] = (
    RuleSpec(r2017.CALL_OUT_OF_ROTATION, "5", "auction.law05_declaration_out_of_turn_three_hand", "Declaration out of turn"),  # noqa: E501
    RuleSpec(DOUBLE_OUT_OF_TURN, "10", "auction.law10_double_out_of_turn_three_hand", "Double out of turn"),  # noqa: E501
    RuleSpec(r2017.CALL_BY_BARRED_PLAYER, "10", "auction.law10_barred_double_three_hand", "Double by the player barred from doubling"),  # noqa: E501
    RuleSpec(r1912.CARD_EXPOSED, "9", _L9, "Card exposed"),
    RuleSpec(r1912.CARD_EXPOSED_BY_DECLARER, "9", _L9, "Card exposed by the declarer"),
    RuleSpec(r1912.CARD_EXPOSED_BY_DEFENDER, "9", _L9, "Card exposed by an adversary"),
)  # fmt: skip

RULES: dict[str, RuleSpec] = {**r1912.RULES, **{spec.kind: spec for spec in _RULED}}

OUT_OF_ROTATION_KINDS = r1912.OUT_OF_ROTATION_KINDS

# The law the result of the play is counted by (Foster 12: the declaration scored as in Auction).
RESULT_LAW = "12"

HOOKS = r1912.HOOKS


def __getattr__(name: str) -> str:
    """Every other kind by the name the engine asks for: the 1912 registry's."""
    kind: str = getattr(r1912, name)
    return kind
