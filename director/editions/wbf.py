"""The WBF codes of duplicate bridge: the 2017 Laws (the default) and the 1997 Laws, which
derive from them and override only what their code changes."""

from __future__ import annotations

from director.editions.base import Citations, Edition, RuleSpec, rules_of
from director.model.kind import Kind

__all__ = ["WBF1997", "WBF2017"]


def _spec(kind: str, law: str, module: str, title: str) -> RuleSpec:
    return RuleSpec(kind, law, f"director.rules.{module}", title)


class WBF2017(Edition):
    """The Laws of Duplicate Bridge 2017 (WBF): contract bridge."""

    id = "wbf-2017"
    title = "Laws of Duplicate Bridge 2017"
    catalog = "wbf-2017"
    rules = rules_of(
        _spec(Kind.WRONG_BOARD, "15A", "wbf2017.law15_wrong_board", "Call made holding the cards of another board"),
        _spec(Kind.CHANGE_AFTER_MISINFORMATION, "21B", "wbf2017.law21_misinformation", "Call changed because of misinformation"),
        _spec(Kind.CARD_EXPOSED, "24", "wbf2017.law24_card_exposed", "Card exposed or led during the auction"),
        _spec(Kind.CHANGE_OF_CALL, "25", "wbf2017.law25_change_of_call", "Change of call"),
        _spec(Kind.INSUFFICIENT_BID, "27", "wbf2017.law27_insufficient_bid", "Insufficient bid"),
        _spec(Kind.CALL_OUT_OF_ROTATION, "29", "wbf2017.law29_call_out_of_rotation", "Call out of rotation"),
        _spec(Kind.SIMULTANEOUS_CALL, "33", "wbf2017.law33_simultaneous_calls", "Simultaneous calls"),
        _spec(Kind.INADMISSIBLE_DOUBLE, "36", "wbf2017.law36_inadmissible_double", "Inadmissible double or redouble"),
        _spec(Kind.CALL_BY_BARRED_PLAYER, "37", "wbf2017.law37_obligation_to_pass", "Call by a player required to pass"),
        _spec(Kind.BID_ABOVE_SEVEN, "38", "wbf2017.law38_bid_above_seven", "Bid of more than seven"),
        _spec(Kind.CALL_AFTER_FINAL_PASS, "39", "wbf2017.law39_call_after_final_pass", "Call after the final pass"),
        _spec(Kind.WITHDRAWN_CALL_LEAD, "26B", "wbf2017.law26_lead_restriction", "Partner of a player whose call was withdrawn to lead"),
        _spec(Kind.RETENTION_OF_RIGHT_TO_CALL, "17D3", "wbf2017.law17_retention_of_right_to_call", "Player deprived of his turn"),
        _spec(Kind.FACE_DOWN_LEAD_OUT_OF_TURN, "41A", "wbf2017.law41_face_down_lead", "Face-down opening lead out of turn"),
        _spec(Kind.DUMMY_LIMITATION, "43A", "wbf2017.law43_dummy_limitations", "Dummy breaks a limitation"),
        _spec(Kind.DUMMY_WARNS, "43B2(a)", "wbf2017.law43_dummy_limitations", "Dummy warns declarer against a lead from the wrong hand"),
        _spec(Kind.DUMMY_ASKS, "43B2(b)", "wbf2017.law43_dummy_limitations", "Dummy asks declarer about a possible revoke"),
        _spec(Kind.DUMMY_ATTENTION, "43B3", "wbf2017.law43_dummy_limitations", "Dummy draws attention to an irregularity during play"),
        _spec(Kind.DUMMY_WRONG_CARD, "45D", "wbf2017.law45d_dummy_wrong_card", "Dummy places a card declarer did not name"),
        _spec(Kind.DESIGNATION_CORRECTED, "45C4", "wbf2017.law45c4_named_card", "Declarer names a card and at once another"),
        _spec(Kind.FIFTH_CARD, "45E", "wbf2017.law45e_fifth_card", "Fifth card played to a trick"),
        _spec(Kind.RETRACTION, "47", "wbf2017.law47_retraction", "Played card taken back"),
        _spec(Kind.CARD_EXPOSED_BY_DECLARER, "48", "wbf2017.law48_declarer_exposes", "Card exposed by declarer"),
        _spec(Kind.CARD_EXPOSED_BY_DEFENDER, "49", "wbf2017.law49_defender_exposes", "Card exposed by a defender"),
        _spec(Kind.PENALTY_CARD_LEAD, "50D2", "wbf2017.law50_penalty_card_lead", "Partner of a penalty-card holder to lead"),
        _spec(Kind.PENALTY_CARD_DESIGNATION, "51A", "wbf2017.law51_penalty_card_designation", "Declarer designates which penalty card a defender plays"),
        _spec(Kind.PENALTY_CARD_NOT_PLAYED, "52", "wbf2017.law52_penalty_card_not_played", "Penalty card not led or played"),
        _spec(Kind.LEAD_OUT_OF_TURN, "56", "wbf2017.law53_lead_out_of_turn", "Lead out of turn"),
        _spec(Kind.LEAD_FROM_WRONG_HAND, "55B2", "wbf2017.law53_lead_out_of_turn", "Lead from the wrong hand"),
        _spec(Kind.OPENING_LEAD_OUT_OF_TURN, "54", "wbf2017.law54_opening_lead_out_of_turn", "Opening lead out of turn"),
        _spec(Kind.PREMATURE_PLAY, "57", "wbf2017.law57_premature_play", "Premature lead or play"),
        _spec(Kind.SIMULTANEOUS_PLAY, "58A", "wbf2017.law58_simultaneous_play", "Simultaneous plays"),
        _spec(Kind.SIMULTANEOUS_CARDS, "58B", "wbf2017.law58_simultaneous_play", "Two or more cards played at once by one player"),
        _spec(Kind.PLAY_BEFORE_DECLARER_LEAD, "60B", "wbf2017.law60_play_before_declarer_lead", "Play before declarer's lead from the correct hand"),
        _spec(Kind.REVOKE, "61", "wbf2017.law61_revoke", "Revoke"),
        _spec(Kind.DEFECTIVE_TRICK, "67", "wbf2017.law67_defective_trick", "Defective trick"),
        _spec(Kind.CLAIM, "68", "wbf2017.law68_claim", "Claim or concession"),
        _spec(Kind.UNAUTHORISED_INFORMATION, "16B", "wbf2017.law16b_unauthorised_information", "Action questioned after unauthorised information from partner"),
        _spec(Kind.MISINFORMATION, "75", "wbf2017.law75_mistaken_explanation_or_call", "Explanation or alert questioned"),
    )  # fmt: skip
    hooks = {
        "defective-trick.supply": "director.rules.wbf2017.law67_defective_trick:supply",
        "inability.note": "director.rules.wbf2017.law59_inability:inability",
        "revoke.correct": "director.rules.wbf2017.law61_revoke:correct",
        "revoke.correct-after-trick-13": "director.rules.wbf2017.law61_revoke:correct_after_trick_13",
        "revoke.found-after-trick-13": "director.rules.wbf2017.law61_revoke:found_after_trick_13",
        "revoke.transfers": "director.rules.wbf2017.law64_revoke_transfer:transfers",
        "revoke.rule-transfer": "director.rules.wbf2017.law64_revoke_transfer:rule_transfer",
        "dummy.attention-first": "director.rules.wbf2017.law43_dummy_limitations:attention_first",
        "explanation.corrected": "director.rules.wbf2017.law21_misinformation:offer_change",
        # What the table says at fixed points, in the words of the law that governs them.
        "auction.exposed-cards-return": "director.rules.wbf2017.law24d_exposed_cards_return:cards_return",
        "auction.lead-restriction-lapses": "director.rules.wbf2017.law26b_lead_election:lapses",
        "auction.lead-election-due": "director.rules.wbf2017.law26b_lead_election:election_due",
        "penalty-card.made": "director.rules.wbf2017.law50_penalty_card:made",
        "penalty-card.due": "director.rules.wbf2017.law50_penalty_card:due",
        "penalty-card.minor-allowed": "director.rules.wbf2017.law50_penalty_card:minor_allowed",
        "penalty-card.face-up": "director.rules.wbf2017.law50_penalty_card:face_up",
        "penalty-card.review": "director.rules.wbf2017.law50_penalty_card:review_on_table",
        "penalty-card.lead-election-due": "director.rules.wbf2017.law50_penalty_card_lead:election_due",
        "penalty-card.lead-election-made": "director.rules.wbf2017.law50_penalty_card_lead:election_made",
        "penalty-card.lead-election-next": "director.rules.wbf2017.law50_penalty_card_lead:election_next",
        "penalty-card.designation-due": "director.rules.wbf2017.law51_penalty_card_designation:designation_due",
        "penalty-card.major-not-played": "director.rules.wbf2017.law52_penalty_card_not_played:major_not_played",
        "penalty-card.minor-not-played": "director.rules.wbf2017.law52_penalty_card_not_played:minor_not_played",
        "opening-lead.second-card": "director.rules.wbf2017.law54_opening_lead_out_of_turn:second_card",
        "declarer-lead.due": "director.rules.wbf2017.law60_play_before_declarer_lead:declarer_lead_due",
        "restriction.lead-required-broken": "director.rules.wbf2017.law61a_restriction_broken:lead_required",
        "restriction.lead-prohibited-broken": "director.rules.wbf2017.law61a_restriction_broken:lead_prohibited",
        "restriction.play-broken": "director.rules.wbf2017.law61a_restriction_broken:play_required",
        "revoke.substitution": "director.rules.wbf2017.law62_revoke_correction:substitution",
        "revoke.established": "director.rules.wbf2017.law63_revoke_established:established",
        "revoke.open-awaited": "director.rules.wbf2017.law63_revoke_established:open_awaited",
        "revoke.established-awaited": "director.rules.wbf2017.law63_revoke_established:established_awaited",
    }  # fmt: skip
    # The table's detection order for a call (director.rules.common.calls): the marks on
    # the call (15A, 21B, 16B1, 25, 39, 33), then the ordinary path (28A, 38, 36, 37, the
    # game's own, 25 at the LHO's turn, 29, 27).
    call_marks = tuple(
        f"director.rules.common.calls:{check}"
        for check in ("wrong_board", "misinformed", "questioned", "changed", "after_final_pass", "simultaneous")
    )  # fmt: skip
    call_checks = tuple(
        f"director.rules.common.calls:{check}"
        for check in (
            "rho_barred", "above_seven", "inadmissible", "barred", "forbidden_by_game",
            "change_at_lho_turn", "out_of_rotation", "insufficient",
        )
    )  # fmt: skip
    # Kinds reported for a call out of rotation, by the call made (Laws 30, 31, 32).
    out_of_rotation = {
        "pass": (Kind.PASS_OUT_OF_ROTATION, "30"),
        "bid": (Kind.BID_OUT_OF_ROTATION, "31"),
        "double": (Kind.DOUBLE_OUT_OF_ROTATION, "32"),
        "redouble": (Kind.REDOUBLE_OUT_OF_ROTATION, "32"),
    }
    citations = Citations()
    # The laws under which the director weighs double-dummy figures (``director dd``,
    # ``--dd``): a revoke's equity (64C), a claim's normal play (70), a score adjusted after
    # a lead or play irregularity (12C1), and the weighting of its outcomes (12C1(c)).
    dd_laws = {"revoke": "64C", "claim": "70", "lead": "12C1", "weights": "12C1(c)"}


# The 1997 section each kind not yet ruled under the 1997 code falls under: the ruling names
# it and stops (director.rules.wbf1997.not_ruled); a 1997 ruling never borrows a 2017 rule
# silently.
_NOT_RULED_1997: dict[str, str] = {
    Kind.FACE_DOWN_LEAD_OUT_OF_TURN: "41A",
    Kind.DUMMY_LIMITATION: "43A",
    Kind.DUMMY_WARNS: "43B",
    Kind.DUMMY_ASKS: "43B",
    Kind.DUMMY_ATTENTION: "43B",
    Kind.DUMMY_WRONG_CARD: "45D",
    Kind.FIFTH_CARD: "45E",
    Kind.RETRACTION: "47",
    Kind.CARD_EXPOSED_BY_DECLARER: "48",
    Kind.PENALTY_CARD_LEAD: "50D2",
    Kind.PENALTY_CARD_DESIGNATION: "51",
    Kind.PENALTY_CARD_NOT_PLAYED: "52",
    Kind.OPENING_LEAD_OUT_OF_TURN: "54",
    Kind.PREMATURE_PLAY: "57",
    Kind.SIMULTANEOUS_PLAY: "58",
    Kind.SIMULTANEOUS_CARDS: "58",
    Kind.PLAY_BEFORE_DECLARER_LEAD: "60",
    Kind.UNAUTHORISED_INFORMATION: "16",
    Kind.MISINFORMATION: "75",
}

# The 1997 texts of Laws 62B/62D and 12C were read only in part, and Law 77 not at all: the
# review's record checks cite the 1997 sections (2017 wording -> 1997 wording).
_NO_12C2D = (
    " (unless a regulation under 12C2(d) sets another score for a contestant's later board "
    "without a result)"
)
_TABLE = (
    "(77; the 1997 text of Law 77 was not read for the catalog: scored by the 2017 code's table)"
)


class WBF1997(WBF2017):
    """The Laws of Duplicate Contract Bridge 1997: the laws that differ from 2017 have their
    own rule (director/rules/wbf1997); Law 33 is shared; a kind not yet ruled under 1997
    names its 1997 section and stops."""

    id = "wbf-1997"
    title = "Laws of Duplicate Contract Bridge 1997"
    catalog = "wbf-1997"
    rules = {
        **{
            kind: _spec(kind, _NOT_RULED_1997[kind], "wbf1997.not_ruled", spec.title)
            for kind, spec in WBF2017.rules.items()
            if kind in _NOT_RULED_1997
        },
        **rules_of(
            _spec(Kind.WRONG_BOARD, "17D", "wbf1997.law17_wrong_board", "Call made holding the cards of another board"),
            _spec(Kind.CHANGE_AFTER_MISINFORMATION, "21B", "wbf1997.law21_misinformation", "Call changed because of misinformation"),
            _spec(Kind.CARD_EXPOSED, "24", "wbf1997.law24_card_exposed", "Card exposed or led during the auction"),
            _spec(Kind.CHANGE_OF_CALL, "25", "wbf1997.law25_change_of_call", "Change of call"),
            _spec(Kind.INSUFFICIENT_BID, "27", "wbf1997.law27_insufficient_bid", "Insufficient bid"),
            _spec(Kind.CALL_OUT_OF_ROTATION, "29", "wbf1997.law29_call_out_of_rotation", "Call out of rotation"),
            _spec(Kind.SIMULTANEOUS_CALL, "33", "wbf2017.law33_simultaneous_calls", "Simultaneous calls"),
            _spec(Kind.RETENTION_OF_RIGHT_TO_CALL, "34", "wbf1997.law34_retention_of_right_to_call", "Player deprived of his turn"),
            _spec(Kind.INADMISSIBLE_DOUBLE, "36", "wbf1997.law36_inadmissible_double", "Inadmissible double or redouble"),
            _spec(Kind.CALL_BY_BARRED_PLAYER, "37", "wbf1997.law37_obligation_to_pass", "Call by a player required to pass"),
            _spec(Kind.BID_ABOVE_SEVEN, "38", "wbf1997.law38_bid_above_seven", "Bid of more than seven"),
            _spec(Kind.CALL_AFTER_FINAL_PASS, "39", "wbf1997.law39_call_after_final_pass", "Call after the final pass"),
            _spec(Kind.WITHDRAWN_CALL_LEAD, "26", "wbf1997.law26_lead_penalty", "Partner of a player whose call was withdrawn to lead"),
            _spec(Kind.CLAIM, "68", "wbf1997.law68_claim", "Claim or concession"),
            _spec(Kind.DESIGNATION_CORRECTED, "45C4", "wbf1997.law45c4_named_card", "Declarer names a card and at once another"),
            _spec(Kind.REVOKE, "61", "wbf1997.law61_revoke", "Revoke"),
            _spec(Kind.CARD_EXPOSED_BY_DEFENDER, "50", "wbf1997.law50_penalty_card", "Card exposed by a defender"),
            _spec(Kind.DEFECTIVE_TRICK, "67", "wbf1997.law67_defective_trick", "Defective trick"),
            _spec(Kind.LEAD_OUT_OF_TURN, "56", "wbf1997.law53_lead_out_of_turn", "Lead out of turn"),
            _spec(Kind.LEAD_FROM_WRONG_HAND, "55", "wbf1997.law53_lead_out_of_turn", "Lead from the wrong hand"),
        ),
    }  # fmt: skip
    # The revoke's fixed points are the 1997 rules' (62B and 62D, not read, stop the ruling;
    # 64 transfers as 1997 64A); the others act only on kinds not yet ruled under 1997.
    hooks = {
        # 1997 62D was not read: a revoke on trick 12 found after trick 13 is not asked about.
        **{k: v for k, v in WBF2017.hooks.items() if k != "revoke.found-after-trick-13"},
        "revoke.correct": "director.rules.wbf1997.law61_revoke:correct",
        "revoke.correct-after-trick-13": "director.rules.wbf1997.law61_revoke:correct_after_trick_13",
        "revoke.transfers": "director.rules.wbf1997.law64_revoke_transfer:transfers",
        "revoke.rule-transfer": "director.rules.wbf1997.law64_revoke_transfer:rule_transfer",
        "penalty-card.review": "director.rules.wbf1997.law50_penalty_card:review_on_table",
        "defective-trick.supply": "director.rules.wbf1997.law67_defective_trick:supply",
    }  # fmt: skip
    # An established revoke stands (1997 63C); a revoke on trick 12 (1997 62D, not read).
    citations = Citations(revoke_stands="63C", trick_12="62D")
    # 64C and 70 as in 2017; the assigned adjusted score is 12C2; weighting is 12C3's (an
    # appeals committee's, unless the zone rules otherwise).
    dd_laws = {
        "revoke": "64C",
        "claim": "70",
        "lead": "12C2",
        "weights": "12C3",
        "weights_note": "an appeals committee's, unless the zone rules otherwise",
    }
    review_citations = (
        ("REC008", _NO_12C2D, ""),
        ("REC008", "(12C2(a))", "(12C1)"),
        ("REC012", "each side's share of responsibility (12C2(a))", "each side's fault (12C1)"),
        ("REC006", "(77)", _TABLE),
        ("REC008", "(77)", _TABLE),
    )


# Every kind of the 2017 code has its 1997 entry (a kind added there must be added here).
_MISSING = set(WBF2017.rules) - set(WBF1997.rules)
if _MISSING:  # pragma: no cover - caught by the test suite at import
    raise ImportError(f"the 1997 edition lacks kinds {sorted(_MISSING)}")
