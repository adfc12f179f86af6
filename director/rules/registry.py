"""The one table that maps each irregularity kind to its law and its rule code.

Like ruff's ``codes.rs``: a rule module holds the explanation (its docstring) beside the
code; this registry only says which handler rules which kind under which law.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.engine.rulebook import RuleSpec

if TYPE_CHECKING:
    pass

__all__ = ["GAME", "HOOKS", "RULES", "RuleSpec"]

INSUFFICIENT_BID = "insufficient-bid"
CALL_OUT_OF_ROTATION = "call-out-of-rotation"
CALL_BY_BARRED_PLAYER = "call-by-player-required-to-pass"
INADMISSIBLE_DOUBLE = "inadmissible-double"
BID_ABOVE_SEVEN = "bid-above-seven"
CALL_AFTER_FINAL_PASS = "call-after-final-pass"
CARD_EXPOSED = "card-exposed-during-auction"
CHANGE_OF_CALL = "change-of-call"
WRONG_BOARD = "call-with-cards-from-wrong-board"
CHANGE_AFTER_MISINFORMATION = "call-changed-after-misinformation"
SIMULTANEOUS_CALL = "simultaneous-call"
RETENTION_OF_RIGHT_TO_CALL = "retention-of-right-to-call"
OPENING_LEAD_OUT_OF_TURN = "opening-lead-out-of-turn"
FACE_DOWN_LEAD_OUT_OF_TURN = "face-down-lead-out-of-turn"
LEAD_OUT_OF_TURN = "lead-out-of-turn"
LEAD_FROM_WRONG_HAND = "lead-from-wrong-hand"
PLAY_BEFORE_DECLARER_LEAD = "play-before-declarer-lead"
PREMATURE_PLAY = "premature-play"
SIMULTANEOUS_PLAY = "simultaneous-play"
CARD_EXPOSED_BY_DECLARER = "card-exposed-by-declarer"
CARD_EXPOSED_BY_DEFENDER = "card-exposed-by-defender"
PENALTY_CARD_LEAD = "penalty-card-lead-options"
PENALTY_CARD_NOT_PLAYED = "penalty-card-not-played"
PENALTY_CARD_DESIGNATION = "penalty-card-designated"
REVOKE = "revoke"
RETRACTION = "card-retracted"
CLAIM = "claim"
WITHDRAWN_CALL_LEAD = "withdrawn-call-lead-options"
DUMMY_LIMITATION = "dummy-limitation-violated"
DUMMY_WARNS = "dummy-warns-lead-from-wrong-hand"
DUMMY_ASKS = "dummy-asks-about-revoke"
DUMMY_ATTENTION = "dummy-draws-attention"
DUMMY_WRONG_CARD = "dummy-plays-wrong-card"
FIFTH_CARD = "fifth-card-played"
SIMULTANEOUS_CARDS = "simultaneous-cards-from-one-hand"
DEFECTIVE_TRICK = "defective-trick"
UNAUTHORISED_INFORMATION = "unauthorised-information"
MISINFORMATION = "misinformation"


RULES: dict[str, RuleSpec] = {
    spec.kind: spec
    for spec in (
        RuleSpec(WRONG_BOARD, "15A", "auction.law15_wrong_board", "Call made holding the cards of another board"),
        RuleSpec(CHANGE_AFTER_MISINFORMATION, "21B", "auction.law21_misinformation", "Call changed because of misinformation"),
        RuleSpec(CARD_EXPOSED, "24", "auction.law24_card_exposed", "Card exposed or led during the auction"),
        RuleSpec(CHANGE_OF_CALL, "25", "auction.law25_change_of_call", "Change of call"),
        RuleSpec(INSUFFICIENT_BID, "27", "auction.law27_insufficient_bid", "Insufficient bid"),
        RuleSpec(CALL_OUT_OF_ROTATION, "29", "auction.law29_call_out_of_rotation", "Call out of rotation"),
        RuleSpec(SIMULTANEOUS_CALL, "33", "auction.law33_simultaneous_calls", "Simultaneous calls"),
        RuleSpec(INADMISSIBLE_DOUBLE, "36", "auction.law36_inadmissible_double", "Inadmissible double or redouble"),
        RuleSpec(CALL_BY_BARRED_PLAYER, "37", "auction.law37_obligation_to_pass", "Call by a player required to pass"),
        RuleSpec(BID_ABOVE_SEVEN, "38", "auction.law38_bid_above_seven", "Bid of more than seven"),
        RuleSpec(CALL_AFTER_FINAL_PASS, "39", "auction.law39_call_after_final_pass", "Call after the final pass"),
        RuleSpec(WITHDRAWN_CALL_LEAD, "26B", "auction.law26_lead_restriction", "Partner of a player whose call was withdrawn to lead"),
        RuleSpec(RETENTION_OF_RIGHT_TO_CALL, "17D3", "auction.law17_retention_of_right_to_call", "Player deprived of his turn"),
        RuleSpec(FACE_DOWN_LEAD_OUT_OF_TURN, "41A", "play.law41_face_down_lead", "Face-down opening lead out of turn"),
        RuleSpec(DUMMY_LIMITATION, "43A", "play.law43_dummy_limitations", "Dummy breaks a limitation"),
        RuleSpec(DUMMY_WARNS, "43B2(a)", "play.law43_dummy_limitations", "Dummy warns declarer against a lead from the wrong hand"),
        RuleSpec(DUMMY_ASKS, "43B2(b)", "play.law43_dummy_limitations", "Dummy asks declarer about a possible revoke"),
        RuleSpec(DUMMY_ATTENTION, "43B3", "play.law43_dummy_limitations", "Dummy draws attention to an irregularity during play"),
        RuleSpec(DUMMY_WRONG_CARD, "45D", "play.law45d_dummy_wrong_card", "Dummy places a card declarer did not name"),
        RuleSpec(FIFTH_CARD, "45E", "play.law45e_fifth_card", "Fifth card played to a trick"),
        RuleSpec(RETRACTION, "47", "play.law47_retraction", "Played card taken back"),
        RuleSpec(CARD_EXPOSED_BY_DECLARER, "48", "play.law48_declarer_exposes", "Card exposed by declarer"),
        RuleSpec(CARD_EXPOSED_BY_DEFENDER, "49", "play.law49_defender_exposes", "Card exposed by a defender"),
        RuleSpec(PENALTY_CARD_LEAD, "50D2", "play.law50_penalty_card_lead", "Partner of a penalty-card holder to lead"),
        RuleSpec(PENALTY_CARD_DESIGNATION, "51A", "play.law51_penalty_card_designation", "Declarer designates which penalty card a defender plays"),
        RuleSpec(PENALTY_CARD_NOT_PLAYED, "52", "play.law52_penalty_card_not_played", "Penalty card not led or played"),
        RuleSpec(LEAD_OUT_OF_TURN, "56", "play.law53_lead_out_of_turn", "Lead out of turn"),
        RuleSpec(LEAD_FROM_WRONG_HAND, "55B2", "play.law53_lead_out_of_turn", "Lead from the wrong hand"),
        RuleSpec(OPENING_LEAD_OUT_OF_TURN, "54", "play.law54_opening_lead_out_of_turn", "Opening lead out of turn"),
        RuleSpec(PREMATURE_PLAY, "57", "play.law57_premature_play", "Premature lead or play"),
        RuleSpec(SIMULTANEOUS_PLAY, "58A", "play.law58_simultaneous_play", "Simultaneous plays"),
        RuleSpec(SIMULTANEOUS_CARDS, "58B", "play.law58_simultaneous_play", "Two or more cards played at once by one player"),
        RuleSpec(PLAY_BEFORE_DECLARER_LEAD, "60B", "play.law60_play_before_declarer_lead", "Play before declarer's lead from the correct hand"),
        RuleSpec(REVOKE, "61", "play.law61_revoke", "Revoke"),
        RuleSpec(DEFECTIVE_TRICK, "67", "play.law67_defective_trick", "Defective trick"),
        RuleSpec(CLAIM, "68", "play.law68_claim", "Claim or concession"),
        RuleSpec(UNAUTHORISED_INFORMATION, "16B", "judgement.law16b_unauthorised_information", "Action questioned after unauthorised information from partner"),
        RuleSpec(MISINFORMATION, "75", "judgement.law75_mistaken_explanation_or_call", "Explanation or alert questioned"),
    )
}  # fmt: skip

# The game the 2017 Laws are written for (director.game): contract bridge.
GAME = "contract-bridge"

# Kinds reported for a call out of rotation, by the call made (Laws 30, 31, 32).
OUT_OF_ROTATION_KINDS = {
    "pass": ("pass-out-of-rotation", "30"),
    "bid": ("bid-out-of-rotation", "31"),
    "double": ("double-out-of-rotation", "32"),
    "redouble": ("redouble-out-of-rotation", "32"),
}

# The rule functions the engine calls at fixed points of the play ("module:function").
# The laws under which the director weighs double-dummy figures (``director dd``, ``--dd``):
# a revoke's equity (64C), a claim's normal play (70), a score adjusted after a lead or
# play irregularity (12C1), and the weighting of its outcomes (12C1(c)).
DD_LAWS = {"revoke": "64C", "claim": "70", "lead": "12C1", "weights": "12C1(c)"}

HOOKS = {
    "defective-trick.supply": "play.law67_defective_trick:supply",
    "inability.note": "play.law59_inability:inability",
    "revoke.correct": "play.law61_revoke:correct",
    "revoke.correct-after-trick-13": "play.law61_revoke:correct_after_trick_13",
    "revoke.transfers": "play.law64_revoke_transfer:transfers",
    "revoke.rule-transfer": "play.law64_revoke_transfer:rule_transfer",
    "dummy.attention-first": "play.law43_dummy_limitations:attention_first",
}
