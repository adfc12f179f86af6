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

__all__ = [
    "EDITION",
    "GAME",
    "HOOKS",
    "OUT_OF_ROTATION_KINDS",
    "REVIEW_CITATIONS",
    "REVOKE_STANDS",
    "RULES",
    "TRICK_12",
]

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
    RuleSpec(CLAIM, "68", "play.law68_claim_1997", "Claim or concession"),
    RuleSpec(REVOKE, "61", "play.law61_revoke_1997", "Revoke"),
    RuleSpec(LEAD_OUT_OF_TURN, "56", "play.law53_lead_out_of_turn_1997", "Lead out of turn"),
    RuleSpec(LEAD_FROM_WRONG_HAND, "55", "play.law53_lead_out_of_turn_1997", "Lead from the wrong hand"),
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
    OPENING_LEAD_OUT_OF_TURN: "54",
    PREMATURE_PLAY: "57",
    SIMULTANEOUS_PLAY: "58",
    SIMULTANEOUS_CARDS: "58",
    PLAY_BEFORE_DECLARER_LEAD: "60",
    DEFECTIVE_TRICK: "67",
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

# The play driver's fixed points: the revoke's are the 1997 rules' (62B and 62D, not read,
# stop the ruling; 64 transfers as 1997 64A); the others act only on irregularities that
# stop a 1997 ruling first (not yet ruled under 1997), or on none.
HOOKS = {
    **r2017.HOOKS,
    "revoke.correct": "play.law61_revoke_1997:correct",
    "revoke.correct-after-trick-13": "play.law61_revoke_1997:correct_after_trick_13",
    "revoke.transfers": "play.law64_revoke_transfer_1997:transfers",
    "revoke.rule-transfer": "play.law64_revoke_transfer_1997:rule_transfer",
}

# Sections the play driver cites: an established revoke stands (1997 63C; 2017 63B), and
# the correction of a revoke on trick 12 (1997 62D, not read; 2017 62D1).
REVOKE_STANDS = "63C"
TRICK_12 = "62D"

# Double-dummy figures (``director dd``): 64C and 70 as in 2017; the assigned adjusted score
# is 12C2; weighting is 12C3's (an appeals committee's, unless the zone rules otherwise).
DD_LAWS = {
    "revoke": "64C",
    "claim": "70",
    "lead": "12C2",
    "weights": "12C3",
    "weights_note": "an appeals committee's, unless the zone rules otherwise",
}

# The review's record checks cite 2017 sections; under 1997 (director.review.edition): the
# artificial adjusted score is 12C1 (2017 12C2(a)), with no counterpart of 2017 12C2(d);
# the scoring table is Law 77 in both, its 1997 text not read for the catalog.
_NO_12C2D = (
    " (unless a regulation under 12C2(d) sets another score for a contestant's later board "
    "without a result)"
)
_TABLE = (
    "(77; the 1997 text of Law 77 was not read for the catalog: scored by the 2017 code's "
    "table)"
)
REVIEW_CITATIONS = (
    ("REC008", _NO_12C2D, ""),
    ("REC008", "(12C2(a))", "(12C1)"),
    ("REC012", "each side's share of responsibility (12C2(a))", "each side's fault (12C1)"),
    ("REC006", "(77)", _TABLE),
    ("REC008", "(77)", _TABLE),
)
