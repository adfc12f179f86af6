"""Law 64: the trick transfer after an established revoke, computed at the end of play.

A defender revokes and declarer claims in the same trick (a real table situation): the
claim agreed by the offending side establishes the revoke (63A4); the revoke trick was
never completed, so the transfer follows the tricks the claim credits (64B1 when the
offenders get none) and, when they get some, asks the director who would have won the
revoke trick (64A1 or 64A2). Reached from the notation, a PBN file and a LIN file."""

import json
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.rules.play.helpers import first, laws, play, tricks
from tests.rules.wbf2017.test_law61_revoke import REVOKE_T4

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# North declares 1S, East leads HA, dummy plays H8, West ruffs with S3 holding hearts (a
# revoke), and North claims before playing to the trick.
RUFF_AND_CLAIM = "1S P P P E:HA S:H8 W:S3 N:claim:{n}"


def _rule(run: Run, n: str, *answers: str) -> dict:
    args = ["rule", RUFF_AND_CLAIM.format(n=n), "--deal", DEAL, "--dealer", "N", "--json",
            "--no-log", "-a", "opponents=agreed"]
    for a in answers:
        args += ["-a", a]
    code, out, err = run(*args)
    assert code == 0, err
    return json.loads(out)


def _revoke(ruling: dict) -> dict:
    (revoke,) = [i for i in ruling["irregularities"] if i["kind"] == "revoke"]
    return revoke


def test_63A4_claim_of_all_agreed_establishes_the_revoke_and_64B1_no_transfer(run: Run) -> None:
    ruling = _rule(run, "all")
    laws = _revoke(ruling)["rectification"]["laws"]
    assert "63A4" in laws and "64B1" in laws
    assert ruling["result"]["transfers"] == [] and ruling["result"]["after_transfer"] == 13


def test_64A_the_director_is_asked_who_would_have_won_the_unfinished_revoke_trick(run: Run) -> None:
    ruling = _rule(run, "10")
    (question,) = [q for q in _revoke(ruling)["questions"] if q["id"] == "revoke_trick_won_by"]
    assert question["asks"] == "director" and question["answer"] is None
    assert [o["value"] for o in question["options"]] == ["offender", "other"]
    assert ruling["score"] is None or ruling["stopped_at"] is not None


def test_64A1_revoker_would_have_won_it_two_tricks_transferred(run: Run) -> None:
    ruling = _rule(run, "10", "revoke_trick_won_by=offender", "attention_drawn=in-time")
    assert ruling["result"]["transfers"] == [
        {"tricks": 2, "from_side": "EW", "to_side": "NS", "law": "64A1"}
    ]
    assert ruling["result"]["after_transfer"] == 12


def test_64A2_another_player_would_have_won_it_one_trick_transferred(run: Run) -> None:
    ruling = _rule(run, "10", "revoke_trick_won_by=other", "attention_drawn=in-time")
    assert ruling["result"]["transfers"] == [
        {"tricks": 1, "from_side": "EW", "to_side": "NS", "law": "64A2"}
    ]
    assert ruling["result"]["after_transfer"] == 11


PBN = f"""[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Declarer "N"]
[Contract "1S"]
[Result "13"]
[Auction "N"]
1S Pass Pass Pass
[Play "E"]
HA H8 S3 -
*
"""
LIN = (
    "pn|a,b,c,d|md|3S7654HT98DAKQCQJ6,S3H7632DJ432CT987,SAKQ2HJ54DT98C432,|sv|o|"
    "ah|Board 1|mb|1S|mb|p|mb|p|mb|p|pc|HA|pc|H8|pc|S3|mc|13|pg||\n"
)


def test_the_same_from_a_pbn_and_a_lin_file_reviews_and_replays(run: Run, tmp_path: Path) -> None:
    for name, text in (("rc.pbn", PBN), ("rc.lin", LIN)):
        path = tmp_path / name
        path.write_text(text)
        code, out, err = run("replay", str(path), "--no-log")
        assert code == 0, err
        assert "64B1" in out or "no transfer" in out
        code, out, err = run("review", str(path), "--format", "json")
        assert code == 1 and err == ""
        assert [f["code"] for f in json.loads(out) if f["kind"] == "revoke"] == ["61"]


def test_64A2_revoker_did_not_win_the_revoke_trick_one_trick() -> None:
    r = play(REVOKE_T4, {"attention_drawn": "in-time"})
    irr = first(r, "revoke")
    tt = irr.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.from_side, tt.to_side, tt.law) == (
        1,
        "EW",
        "NS",
        "64A2",
    )
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (7, 8)
    assert r.score is not None and (r.score.result, r.score.ns) == ("1S+1", 110)
    assert irr.rectification.adjusted_score_review is not None
    assert irr.rectification.adjusted_score_review.law == "64C1"


@pytest.mark.parametrize(("when", "law"), [("next-deal", "64B4"), ("round-ended", "64B5")])
def test_64B4_64B5_attention_drawn_late_no_transfer(when: str, law: str) -> None:
    r = play(REVOKE_T4, {"attention_drawn": when})
    irr = first(r, "revoke")
    assert irr.rectification.trick_transfer is None and law in laws(irr)
    assert r.result is not None and r.result.after_transfer == 7


def test_64_without_an_answer_the_transfer_question_stays_open() -> None:
    r = play(REVOKE_T4)
    irr = first(r, "revoke")
    assert irr.open_questions == ["attention_drawn"]
    assert [o.value for o in irr.questions[0].options] == ["in-time", "next-deal", "round-ended"]


def test_64A1_revoker_won_the_revoke_trick_two_tricks() -> None:
    # North ruffs the heart lead at trick 1 while holding hearts, then draws a trump
    # (establishing the revoke) and claims the rest, agreed.
    events = "E:HA S:H8 W:H2 N:S2 N:SA E:S8 S:S4 W:S3 N:claim:all"
    r = play(events, {"attention_drawn": "in-time"}, {"opponents": "agreed"})
    irr = first(r, "revoke")
    tt = irr.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.from_side, tt.law) == (2, "NS", "64A1")
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (13, 11)
    assert r.score is not None and r.score.result == "1S+4"


def test_64A1_only_the_revoke_trick_when_nothing_later_is_won() -> None:
    # North ruffs trick 1 (revoke), then concedes everything else.
    events = "E:HA S:H8 W:H2 N:S2 N:H4 E:HK S:H9 W:H3 N:concede:all"
    r = play(events, {"attention_drawn": "in-time"}, {"opponents": "agreed"})
    tt = first(r, "revoke").rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.law) == (1, "64A1")
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (1, 0)


def test_64B1_offending_side_won_nothing_from_the_revoke_trick_on() -> None:
    # West shows out of diamonds at trick 11; North-South win tricks 11-13.
    events = tricks((11, "E:D7 S:DA W:CT N:D8"), (13, "S:DQ W:D4 N:DT E:D5"))
    r = play(events)
    irr = first(r, "revoke")
    assert irr.rectification.trick_transfer is None and "64B1" in laws(irr)
    assert irr.questions == []
    assert r.result is not None and r.result.after_transfer == 7


def test_64B6_and_62D1_revoke_on_trick_12() -> None:
    events = tricks((12, "S:DK W:CT N:D9 E:D6"), (13, "S:DQ W:DJ N:DT E:D5"))
    irr = first(play(events, {"hands_returned": "yes"}), "revoke")
    assert {"62D1", "64B6"} <= set(laws(irr)) and irr.rectification.trick_transfer is None


def test_64B2_second_revoke_in_the_same_suit_by_the_same_player() -> None:
    events = tricks(
        (4, "E:CA S:C6 W:H7 N:C2"),
        (5, "E:CK S:CJ W:D2 N:C3"),
        (8, "N:SK E:S9 S:S5 W:C7"),
        (9, "N:SQ E:ST S:S6 W:C8"),
    )
    r = play(events, {"attention_drawn": "in-time"})
    first_revoke, second = [i for i in r.irregularities if i.kind == "revoke"]
    assert first_revoke.rectification.trick_transfer is not None
    assert first_revoke.rectification.trick_transfer.tricks == 1
    assert second.rectification.trick_transfer is None and "64B2" in laws(second)
    review = second.rectification.adjusted_score_review
    assert review is not None and review.law == "64C2(a)"
    assert r.result is not None and r.result.after_transfer == 8


def test_64B7_both_sides_revoked_no_transfer() -> None:
    events = tricks(
        (4, "E:CA S:C6 W:H7 N:C2"),
        (6, "E:C5 S:CQ W:C9 N:D8"),
        (8, "N:SK E:S9 S:S5 W:C7"),
        (11, "E:D7 S:DA W:D4 N:D9"),
        (12, "S:DK W:DJ N:DT E:D6"),
        (13, "S:DQ W:CT N:C4 E:D5"),
    )
    r = play(events)
    revokes = [i for i in r.irregularities if i.kind == "revoke"]
    assert [i.offender for i in revokes] == ["W", "N"]
    for irr in revokes:
        assert "64B7" in laws(irr) and irr.rectification.trick_transfer is None
        assert irr.rectification.adjusted_score_review is not None
        assert irr.rectification.adjusted_score_review.law == "64C2(b)"


def test_64B3_revoke_by_dummy_no_transfer() -> None:
    events = tricks(upto=5) + " E:C5 S:DA W:C9 N:C4 N:claim:6"
    r = play(events, {}, {"opponents": "agreed"})
    irr = first(r, "revoke")
    assert irr.offender == "S" and "64B3" in laws(irr)
    assert irr.rectification.trick_transfer is None
    assert any(s.law == "63A3" for s in irr.steps)  # established by the claim
