"""The kinds of irregularity, one enum for every code: an edition maps each kind it rules to
its law and rule (:mod:`director.editions`); the table and the games name kinds, never laws.

A kind is a string (``StrEnum``): it is what a ruling's JSON, the review's findings and the
ruling log store.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Kind"]


class Kind(StrEnum):
    # The auction.
    WRONG_BOARD = "call-with-cards-from-wrong-board"
    CHANGE_AFTER_MISINFORMATION = "call-changed-after-misinformation"
    CARD_EXPOSED = "card-exposed-during-auction"
    CHANGE_OF_CALL = "change-of-call"
    INSUFFICIENT_BID = "insufficient-bid"
    CALL_OUT_OF_ROTATION = "call-out-of-rotation"
    PASS_OUT_OF_ROTATION = "pass-out-of-rotation"
    BID_OUT_OF_ROTATION = "bid-out-of-rotation"
    DOUBLE_OUT_OF_ROTATION = "double-out-of-rotation"
    REDOUBLE_OUT_OF_ROTATION = "redouble-out-of-rotation"
    SIMULTANEOUS_CALL = "simultaneous-call"
    INADMISSIBLE_DOUBLE = "inadmissible-double"
    CALL_BY_BARRED_PLAYER = "call-by-player-required-to-pass"
    BID_ABOVE_SEVEN = "bid-above-seven"
    CALL_AFTER_FINAL_PASS = "call-after-final-pass"
    WITHDRAWN_CALL_LEAD = "withdrawn-call-lead-options"
    RETENTION_OF_RIGHT_TO_CALL = "retention-of-right-to-call"
    # The play.
    FACE_DOWN_LEAD_OUT_OF_TURN = "face-down-lead-out-of-turn"
    DUMMY_LIMITATION = "dummy-limitation-violated"
    DUMMY_WARNS = "dummy-warns-lead-from-wrong-hand"
    DUMMY_ASKS = "dummy-asks-about-revoke"
    DUMMY_ATTENTION = "dummy-draws-attention"
    DUMMY_WRONG_CARD = "dummy-plays-wrong-card"
    DESIGNATION_CORRECTED = "designation-corrected"
    FIFTH_CARD = "fifth-card-played"
    RETRACTION = "card-retracted"
    CARD_EXPOSED_BY_DECLARER = "card-exposed-by-declarer"
    CARD_EXPOSED_BY_DEFENDER = "card-exposed-by-defender"
    PENALTY_CARD_LEAD = "penalty-card-lead-options"
    PENALTY_CARD_DESIGNATION = "penalty-card-designated"
    PENALTY_CARD_NOT_PLAYED = "penalty-card-not-played"
    LEAD_OUT_OF_TURN = "lead-out-of-turn"
    LEAD_FROM_WRONG_HAND = "lead-from-wrong-hand"
    OPENING_LEAD_OUT_OF_TURN = "opening-lead-out-of-turn"
    PREMATURE_PLAY = "premature-play"
    SIMULTANEOUS_PLAY = "simultaneous-play"
    SIMULTANEOUS_CARDS = "simultaneous-cards-from-one-hand"
    PLAY_BEFORE_DECLARER_LEAD = "play-before-declarer-lead"
    REVOKE = "revoke"
    DEFECTIVE_TRICK = "defective-trick"
    CLAIM = "claim"
    # Information at the table.
    UNAUTHORISED_INFORMATION = "unauthorised-information"
    MISINFORMATION = "misinformation"
    # Auction Bridge 1912 and three-handed Auction.
    DEALER_PASSES = "dealer-passes"
    PREVIOUS_DECLARATION_TOLD = "previous-declaration-told"
    DOUBLE_OUT_OF_TURN = "double-out-of-turn"
    # Belote contrée (director/belote; the articles of laws/belote-contree).
    BID_NOT_ALLOWED = "bid-not-allowed"
    BID_NOT_HIGHER = "bid-not-higher"
    BID_OVER_CAPOT = "bid-over-capot"
    CONTRE_NOT_ALLOWED = "contre-not-allowed"
    CONTRE_OWN_SIDE = "contre-own-side"
    BID_AFTER_CONTRE = "bid-after-contre"
    CALL_BY_CONTRER_SIDE = "call-by-contrer-side"
    SURCONTRE_NOT_ALLOWED = "surcontre-not-allowed"
    SURCONTRE_WRONG_SIDE = "surcontre-wrong-side"
    CALL_AFTER_AUCTION = "call-after-auction"
    CALL_OUT_OF_TURN = "call-out-of-turn"
    CALL_WHEN_SILENCED = "call-when-silenced"
    CONTRE_OUT_OF_TURN = "contre-out-of-turn"
    ANNOUNCEMENT_VOID = "announcement-void"
    MELD_NOT_HELD = "meld-not-held"
    MELD_NOT_SHOWN = "meld-not-shown"
    MELD_OUT_OF_TIME = "meld-out-of-time"
    CARD_OUT_OF_TURN = "card-out-of-turn"
    CARD_SHOWN = "card-exposed"
    RENONCE = "renonce"
    DISPUTED_SCORE = "disputed-score"
