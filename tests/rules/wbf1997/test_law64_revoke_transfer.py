"""Revokes under the 1997 code (Laws 61-64) beside the same revoke under 2017."""

from typing import Any

import pytest

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import parse_notation
from director.rules.wbf1997.law64_revoke_transfer import RevokeTransfer1997
from director.rules.wbf1997.law64_revoke_transfer import rule as rule_1997
from director.rules.wbf2017.law64_revoke_transfer import RevokeTransfer

OLD, NEW = "wbf-1997", "wbf-2017"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# 1NT by North. Trick 3: East discards D5 on North's club lead while holding three clubs;
# dummy's queen wins. West's C8 to trick 4 establishes the revoke (63A1); East then wins
# tricks 4 and 5 with the club ace and king, cards he could have played to trick 3.
HEAD = "1NT P P P E:HA S:H8 W:H2 N:H4 E:SJ S:S4 W:S3 N:SA N:C2 E:D5 S:CQ W:C7"
SECOND = f"{HEAD} S:CJ W:C8 N:C3 E:CA E:CK S:C6 W:C9 N:C4 N:claim:8"
AGREED = {"opponents": "agreed"}


def rule(edition: str, notation: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=edition)
    return table.replay(parse_notation(notation), list(answers))


def revoke(r: Ruling) -> Irregularity:
    return next(i for i in r.irregularities if i.kind == "revoke")


def transfer(r: Ruling) -> tuple[int, str] | None:
    t = revoke(r).rectification.trick_transfer
    return None if t is None else (t.tricks, t.law)


def test_64A2_1997_a_second_trick_won_later_with_a_card_of_the_revoke_suit() -> None:
    new = rule(NEW, SECOND, {"attention_drawn": "in-time"}, AGREED)
    assert transfer(new) == (1, "64A2") and new.result is not None
    assert new.result.after_transfer == 11
    old = rule(OLD, SECOND, {"exception_64b": False}, AGREED)
    assert transfer(old) == (2, "64A2") and old.result is not None
    assert old.result.after_transfer == 12
    texts = {s.law: s.text for s in revoke(old).steps}
    assert "later won a trick with a club" in texts["64A2"]
    assert "becomes aware" in texts["62A"] and "(63C)" in texts["63A1"]
    assert "attention is drawn" in {s.law: s.text for s in revoke(new).steps}["62A"]


def test_64A2_1997_one_trick_when_the_revoker_wins_no_later_trick_with_that_suit() -> None:
    """Dummy's club jack wins trick 4 (East follows low), dummy's diamond ace trick 5;
    North claims six of the last eight: East-West's two tricks come by the claim, none
    with a club of East's: one trick, as under 2017."""
    play = f"{HEAD} S:CJ W:C8 N:C3 E:C5 S:DA W:D2 N:D8 E:D6 N:claim:6"
    old = rule(OLD, play, {"exception_64b": False}, AGREED)
    assert transfer(old) == (1, "64A2")
    new = rule(NEW, play, {"attention_drawn": "in-time"}, AGREED)
    assert transfer(new) == (1, "64A2")


def test_64B_1997_is_asked_as_not_read_and_64C_named() -> None:
    r = rule(OLD, SECOND, {}, AGREED)
    assert revoke(r).open_questions == ["exception_64b"]
    assert "was not read" in revoke(r).questions[0].text
    r = rule(OLD, SECOND, {"exception_64b": True}, AGREED)
    assert transfer(r) is None and r.result is not None and r.result.after_transfer == 10
    review = revoke(r).rectification.adjusted_score_review
    assert review is not None and review.law == "64C" and "not read" in review.reason


def test_63A3_1997_an_agreed_claim_establishes_the_revoke() -> None:
    """East revokes; before trick 4, North claims the rest and East-West agree."""
    play = f"{HEAD} N:claim:10"
    r = rule(OLD, play, {}, AGREED)
    steps = {s.law: s.text for s in revoke(r).steps}
    assert "agreed to the claim" in steps["63A3"]
    assert transfer(r) is None  # East-West won no trick from the revoke trick on
    assert steps["64A"].startswith("EW won no trick from the revoke trick on")


@pytest.mark.parametrize("edition", [OLD, NEW])
def test_a_revoke_never_established_has_no_transfer(edition: str) -> None:
    r = rule(edition, HEAD)
    assert transfer(r) is None and not revoke(r).open_questions


def test_the_1997_rule_overrides_the_2017_rule() -> None:
    assert isinstance(rule_1997, RevokeTransfer) and type(rule_1997) is RevokeTransfer1997


def test_12C3_1997_the_64C_review_leaves_weighting_to_an_appeals_committee() -> None:
    r = rule(OLD, SECOND, {"exception_64b": True}, AGREED)
    review = revoke(r).rectification.adjusted_score_review
    assert review is not None and review.law == "64C"
    assert "(12C2)" in review.reason and "need not balance" in review.reason
    assert "appeals committee" in review.reason and "(12C3)" in review.reason
    assert "zonal organisation rules otherwise" in review.reason
    new = rule(NEW, SECOND, {"attention_drawn": "in-time"}, AGREED)
    review = revoke(new).rectification.adjusted_score_review
    assert review is None or "12C3" not in review.reason
