"""The registry of Auction Bridge, Whist Club code of 1912 (seed laws 42-52): each
irregularity kind, its 1912 law and rule module.

Ruled from the seed: 42 (the dealer passes), 45 (a call after the final declaration), 49 (a
declaration out of turn), 50 (an insufficient or an impossible declaration), 51 (a previous
declaration told after the final one: the ``recalls`` event; the lead called is checked in the
play, a lead against it naming Auction laws 73/79 and stopping), 52 (a declaration altered). A kind within laws 42-52 the seed gives no rectification for (50 a debarred
partner's declaration, 43 a double the code does not allow) names its law and stops
(:mod:`director.rules.not_ruled_1912`); a kind outside them (the play, information at the
table) is refused as input. The engine plays the auction by the 1912 game
(:mod:`director.game.auction_bridge_1912`).
"""

from __future__ import annotations

from director.engine.rulebook import RuleSpec
from director.game.auction_bridge_1912 import DEALER_PASSES
from director.rules import registry as r2017

__all__ = [
    "ANY_CARD_LAW",
    "DEALER_PASSES",
    "EDITION",
    "GAME",
    "HOOKS",
    "INFO_KINDS",
    "LEAD_AGAINST_RESTRICTION",
    "OUT_OF_ROTATION_KINDS",
    "PREVIOUS_DECLARATION_TOLD",
    "RESULT_LAW",
    "RULES",
    "SCORE_LAW",
]

EDITION = "auction-bridge-1912"
GAME = "auction-bridge-1912"
NOT_RULED = "not_ruled_1912"
# 51: an adversary of the declarer tells his partner of an earlier declaration (``recalls``).
PREVIOUS_DECLARATION_TOLD = "previous-declaration-told"
INFO_KINDS = {"recalls": PREVIOUS_DECLARATION_TOLD}

_RULED = (
    RuleSpec(DEALER_PASSES, "42", "auction.law42_dealer_passes_1912", "Dealer passes"),
    RuleSpec(r2017.CALL_AFTER_FINAL_PASS, "45", "auction.law45_after_final_declaration_1912", "Call after the final declaration"),
    RuleSpec(r2017.CALL_OUT_OF_ROTATION, "49", "auction.law49_declaration_out_of_turn_1912", "Declaration out of turn"),
    RuleSpec(r2017.INSUFFICIENT_BID, "50", "auction.law50_insufficient_declaration_1912", "Insufficient declaration"),
    RuleSpec(r2017.BID_ABOVE_SEVEN, "50", "auction.law50_impossible_declaration_1912", "Impossible declaration"),
    RuleSpec(PREVIOUS_DECLARATION_TOLD, "51", "auction.law51_previous_declaration_told_1912", "Previous declaration told"),
    RuleSpec(r2017.CHANGE_OF_CALL, "52", "auction.law52_change_of_declaration_1912", "Declaration altered"),
    RuleSpec(r2017.REVOKE, "51", "play.law51_lead_against_call_1912", "Lead against the call"),
)  # fmt: skip

# Kinds the seed names without a rectification: their law, and the ruling stops there.
_WITHIN_SEED = {r2017.CALL_BY_BARRED_PLAYER: "50", r2017.INADMISSIBLE_DOUBLE: "43"}

RULES: dict[str, RuleSpec] = {
    **{
        kind: RuleSpec(kind, _WITHIN_SEED.get(kind, ""), NOT_RULED, spec.title)
        for kind, spec in r2017.RULES.items()
    },
    **{spec.kind: spec for spec in _RULED},
}

OUT_OF_ROTATION_KINDS = r2017.OUT_OF_ROTATION_KINDS

# No double-dummy help (``director dd``): the code gives the director no adjusted score for
# it to inform.
DD_LAWS = None

# The law the result of the play is counted by (the tricks won against the declaration).
RESULT_LAW = "47"

# The law the hand is scored by (47: the declarer's tricks, or the adversaries' 50 a trick
# short; 48 and, beyond the seed, 53/56 name their own items) - not Law 77's table.
SCORE_LAW = "47"

# The play driver's fixed points: every play irregularity is refused under this code before
# any of these could act on it; they run only at a normal end of play.
HOOKS = {**r2017.HOOKS, "inability.note": "play.law51_lead_against_call_1912:inability"}

# A card in the play that no rectification governs: the code's play laws are not in the
# seed, so the awaited card cites what is in force (a lead called, 51), never 2017's Law 44.
ANY_CARD_LAW = ""

# What a lead against a lead declarer called (51) or forbade (three-hand 9) leads to: the
# Auction laws on a penalty not complied with, outside the seed (the play's pending card).
LEAD_AGAINST_RESTRICTION = (
    "73/79: Auction laws outside the seed (the revoke penalty for a call not complied "
    "with): the ruling stops there and the director rules."
)


def __getattr__(name: str) -> str:
    """Every other kind by the name the engine asks for (``registry.CARD_EXPOSED``): the
    kinds are the 2017 registry's."""
    kind: str = getattr(r2017, name)
    return kind
