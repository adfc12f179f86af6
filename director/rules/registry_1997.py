"""The 1997 code's registry: each irregularity kind, its 1997 law section and rule module.

Rule code is shared with 2017 where the two codes agree in substance and in numbering
(Law 33, simultaneous calls); a 1997 rule file sits beside the 2017 one where they differ
(``lawNN_<name>_1997.py``, its docstring saying how). A kind with no 1997 rule yet is mapped
to :mod:`director.rules.not_ruled_1997`, which names the 1997 section and stops: a 1997
ruling never borrows a 2017 rule silently.
"""

from __future__ import annotations

from director.engine.rulebook import RuleSpec
from director.rules import registry as r2017
from director.rules.registry import (
    BID_ABOVE_SEVEN,
    CALL_AFTER_FINAL_PASS,
    CALL_BY_BARRED_PLAYER,
    CALL_OUT_OF_ROTATION,
    CARD_EXPOSED,
    CARD_EXPOSED_BY_DECLARER,
    CARD_EXPOSED_BY_DEFENDER,
    CHANGE_AFTER_MISINFORMATION,
    CHANGE_OF_CALL,
    CLAIM,
    DEFECTIVE_TRICK,
    DUMMY_ASKS,
    DUMMY_ATTENTION,
    DUMMY_LIMITATION,
    DUMMY_WARNS,
    DUMMY_WRONG_CARD,
    FACE_DOWN_LEAD_OUT_OF_TURN,
    FIFTH_CARD,
    INADMISSIBLE_DOUBLE,
    INSUFFICIENT_BID,
    LEAD_FROM_WRONG_HAND,
    LEAD_OUT_OF_TURN,
    MISINFORMATION,
    OPENING_LEAD_OUT_OF_TURN,
    PENALTY_CARD_DESIGNATION,
    PENALTY_CARD_LEAD,
    PENALTY_CARD_NOT_PLAYED,
    PLAY_BEFORE_DECLARER_LEAD,
    PREMATURE_PLAY,
    RETENTION_OF_RIGHT_TO_CALL,
    RETRACTION,
    REVOKE,
    SIMULTANEOUS_CALL,
    SIMULTANEOUS_CARDS,
    SIMULTANEOUS_PLAY,
    UNAUTHORISED_INFORMATION,
    WITHDRAWN_CALL_LEAD,
    WRONG_BOARD,
)

__all__ = ["EDITION", "GAME", "HOOKS", "OUT_OF_ROTATION_KINDS", "RULES"]

EDITION = "wbf-1997"
GAME = "contract-bridge"  # the same game as the 2017 code (director.game)
NOT_RULED = "not_ruled_1997"

# The kinds ruled under the 1997 code, with their 1997 section.
_RULED = (
    RuleSpec(WRONG_BOARD, "17D", "auction.law17_wrong_board_1997", "Call made holding the cards of another board"),
    RuleSpec(CHANGE_AFTER_MISINFORMATION, "21B", "auction.law21_misinformation_1997", "Call changed because of misinformation"),
    RuleSpec(CARD_EXPOSED, "24", "auction.law24_card_exposed_1997", "Card exposed or led during the auction"),
    RuleSpec(CHANGE_OF_CALL, "25", "auction.law25_change_of_call_1997", "Change of call"),
    RuleSpec(INSUFFICIENT_BID, "27", "auction.law27_insufficient_bid_1997", "Insufficient bid"),
    RuleSpec(CALL_OUT_OF_ROTATION, "29", "auction.law29_call_out_of_rotation_1997", "Call out of rotation"),
    RuleSpec(SIMULTANEOUS_CALL, "33", "auction.law33_simultaneous_calls", "Simultaneous calls"),
    RuleSpec(RETENTION_OF_RIGHT_TO_CALL, "34", "auction.law34_retention_of_right_to_call_1997", "Player deprived of his turn"),
    RuleSpec(INADMISSIBLE_DOUBLE, "36", "auction.law36_inadmissible_double_1997", "Inadmissible double or redouble"),
    RuleSpec(CALL_BY_BARRED_PLAYER, "37", "auction.law37_obligation_to_pass_1997", "Call by a player required to pass"),
    RuleSpec(BID_ABOVE_SEVEN, "38", "auction.law38_bid_above_seven_1997", "Bid of more than seven"),
    RuleSpec(CALL_AFTER_FINAL_PASS, "39", "auction.law39_call_after_final_pass_1997", "Call after the final pass"),
    RuleSpec(WITHDRAWN_CALL_LEAD, "26", "play.law26_lead_penalty_1997", "Partner of a player whose call was withdrawn to lead"),
)  # fmt: skip

# The 1997 section each kind not yet ruled falls under (the 1997 numbering).
_NOT_RULED_LAW = {
    FACE_DOWN_LEAD_OUT_OF_TURN: "41A",
    DUMMY_LIMITATION: "43A",
    DUMMY_WARNS: "43B",
    DUMMY_ASKS: "43B",
    DUMMY_ATTENTION: "43B",
    DUMMY_WRONG_CARD: "45D",
    FIFTH_CARD: "45E",
    RETRACTION: "47",
    CARD_EXPOSED_BY_DECLARER: "48",
    CARD_EXPOSED_BY_DEFENDER: "49",
    PENALTY_CARD_LEAD: "50D2",
    PENALTY_CARD_DESIGNATION: "51",
    PENALTY_CARD_NOT_PLAYED: "52",
    LEAD_OUT_OF_TURN: "56",
    LEAD_FROM_WRONG_HAND: "55",
    OPENING_LEAD_OUT_OF_TURN: "54",
    PREMATURE_PLAY: "57",
    SIMULTANEOUS_PLAY: "58",
    SIMULTANEOUS_CARDS: "58",
    PLAY_BEFORE_DECLARER_LEAD: "60",
    REVOKE: "61",
    DEFECTIVE_TRICK: "67",
    CLAIM: "68",
    UNAUTHORISED_INFORMATION: "16",
    MISINFORMATION: "75",
}

RULES: dict[str, RuleSpec] = {
    **{
        kind: RuleSpec(kind, _NOT_RULED_LAW[kind], NOT_RULED, spec.title)
        for kind, spec in r2017.RULES.items()
        if kind in _NOT_RULED_LAW
    },
    **{spec.kind: spec for spec in _RULED},
}

# Every kind of the 2017 registry has its 1997 entry (a kind added there must be added here).
_MISSING = set(r2017.RULES) - set(RULES)
if _MISSING:  # pragma: no cover - caught by the test suite at import
    raise ImportError(f"the 1997 registry lacks kinds {sorted(_MISSING)}")

# Kinds reported for a call out of rotation, by the call made (1997 Laws 30, 31, 32).
OUT_OF_ROTATION_KINDS = r2017.OUT_OF_ROTATION_KINDS

# The play driver's fixed points. Every play irregularity stops a 1997 ruling before any of
# these could act on it; they only run on boards without one (a normal end of play).
HOOKS = r2017.HOOKS
