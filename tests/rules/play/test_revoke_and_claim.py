"""A defender revokes and declarer claims in the same trick (a real table situation): the
claim agreed by the offending side establishes the revoke (63A4); the revoke trick was
never completed, so the transfer follows the tricks the claim credits (64B1 when the
offenders get none) and, when they get some, asks the director who would have won the
revoke trick (64A1 or 64A2). Reached from the notation, a PBN file and a LIN file."""

import json
from pathlib import Path

from tests.conftest import Run

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
