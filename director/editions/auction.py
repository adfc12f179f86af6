"""Auction Bridge, Whist Club code of 1912 (seed laws 42-52), and three-handed Auction
(Foster's laws 1-10), which the Auction laws govern except where its own laws differ."""

from __future__ import annotations

import dataclasses

from director.editions.base import Citations, Edition, RuleSpec, rules_of
from director.editions.wbf import WBF2017
from director.model.kind import Kind

__all__ = ["AuctionBridge1912", "ThreeHandAuction"]


def _spec(kind: str, law: str, module: str, title: str) -> RuleSpec:
    return RuleSpec(kind, law, f"director.rules.{module}", title)


# Kinds the seed names without a rectification: their law, and the ruling stops there.
_WITHIN_SEED: dict[str, str] = {Kind.CALL_BY_BARRED_PLAYER: "50"}


class AuctionBridge1912(Edition):
    """Auction Bridge, Whist Club code of 1912.

    Ruled from the seed: 42 (the dealer passes: no penalty, the pass is void), 45 (a call
    after the final declaration), 49 (a declaration out of turn; a pass out of turn, with no
    penalty), 50 (an insufficient or an impossible declaration; no demand, or too late: it
    stands as made), 51 (a previous declaration told after the final one: the ``recalls``
    event; the lead called is checked in the play, a lead against it naming Auction laws
    73/79 and stopping), 52 (a declaration altered). From the full code (catalog laws 53-57,
    their source named there): 54 (a double of a declaration the doubler's partner doubled:
    no penalty, merely doubled) and 57 (a double out of turn: a new deal on demand). A kind
    within laws 42-52 the code gives no rectification for (50 a debarred partner's
    declaration, 43 another double the code does not allow) names its law and stops
    (director.rules.auction1912.not_ruled); a kind outside them (the play, information at
    the table) is refused as input.
    """

    id = "auction-bridge-1912"
    title = "Auction Bridge (Whist Club, 1912)"
    game_id = "auction-bridge-1912"
    catalog = "auction-bridge-1912"
    rules = {
        **{
            kind: _spec(kind, _WITHIN_SEED.get(kind, ""), "auction1912.not_ruled", spec.title)
            for kind, spec in WBF2017.rules.items()
        },
        **rules_of(
            _spec(Kind.DEALER_PASSES, "42", "auction1912.law42_dealer_passes", "Dealer passes"),
            _spec(Kind.CALL_AFTER_FINAL_PASS, "45", "auction1912.law45_after_final_declaration", "Call after the final declaration"),
            _spec(Kind.CALL_OUT_OF_ROTATION, "49", "auction1912.law49_declaration_out_of_turn", "Declaration out of turn"),
            _spec(Kind.INSUFFICIENT_BID, "50", "auction1912.law50_insufficient_declaration", "Insufficient declaration"),
            _spec(Kind.BID_ABOVE_SEVEN, "50", "auction1912.law50_impossible_declaration", "Impossible declaration"),
            _spec(Kind.PREVIOUS_DECLARATION_TOLD, "51", "auction1912.law51_previous_declaration_told", "Previous declaration told"),
            _spec(Kind.CHANGE_OF_CALL, "52", "auction1912.law52_change_of_declaration", "Declaration altered"),
            _spec(Kind.INADMISSIBLE_DOUBLE, "54", "auction1912.law54_double_already_doubled", "Inadmissible double or redouble"),
            _spec(Kind.REVOKE, "51", "auction1912.law51_lead_against_call", "Lead against the call"),
        ),
    }  # fmt: skip
    info_kinds = {"recalls": Kind.PREVIOUS_DECLARATION_TOLD}
    out_of_rotation = WBF2017.out_of_rotation
    call_marks = WBF2017.call_marks
    call_checks = WBF2017.call_checks
    # Every play irregularity is refused under this code before any hook could act on it;
    # they run only at a normal end of play.
    hooks = {
        **WBF2017.hooks,
        "inability.note": "director.rules.auction1912.law51_lead_against_call:inability",
    }
    citations = Citations(
        # The result of the play and the score of the hand: 47 (the declarer's tricks, or the
        # adversaries' 50 a trick short) - not Law 77's table.
        result="47",
        score="47",
        # The code's play laws are not in the seed: the awaited card cites what is in force
        # (a lead called, 51), never 2017's Law 44.
        any_card="",
        # What a lead against a lead declarer called (51) or forbade (three-hand 9) leads to.
        lead_against_restriction=(
            "73/79: Auction laws outside the seed (the revoke penalty for a call not complied "
            "with): the ruling stops there and the director rules."
        ),
    )
    dd_laws = None  # the code gives the director no adjusted score for it to inform


class ThreeHandAuction(AuctionBridge1912):
    """Three-handed Auction: a kind the three-hand laws do not change is ruled by the Auction
    Bridge 1912 rule for it, played by the three-hand game. A double out of turn (10) is
    reached through the declaration-out-of-turn rule (5), which sets its kind and law; the
    kind is registered for its title and docs."""

    id = "three-hand-auction"
    title = "Three-handed Auction"
    game_id = "three-hand-auction"
    catalog = "three-hand-auction"
    rules = {
        **AuctionBridge1912.rules,
        **rules_of(
            _spec(Kind.CALL_OUT_OF_ROTATION, "5", "three_hand.law05_declaration_out_of_turn", "Declaration out of turn"),
            _spec(Kind.DOUBLE_OUT_OF_TURN, "10", "three_hand.law10_double_out_of_turn", "Double out of turn"),
            _spec(Kind.CALL_BY_BARRED_PLAYER, "10", "three_hand.law10_barred_double", "Double by the player barred from doubling"),
            _spec(Kind.CARD_EXPOSED, "9", "three_hand.law09_card_exposed", "Card exposed"),
            _spec(Kind.CARD_EXPOSED_BY_DECLARER, "9", "three_hand.law09_card_exposed", "Card exposed by the declarer"),
            _spec(Kind.CARD_EXPOSED_BY_DEFENDER, "9", "three_hand.law09_card_exposed", "Card exposed by an adversary"),
        ),
    }  # fmt: skip
    # The result of the play, and each player's own score (Foster 12: the declaration
    # scored as in Auction).
    citations = dataclasses.replace(AuctionBridge1912.citations, result="12", players_score="12")
