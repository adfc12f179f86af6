"""Law 68A/68B1 with Law 43A1(c): a claim or concession is declarer's or a defender's; a
statement by dummy is neither unless declarer makes it his own (the director's finding).
Revokes are established by a claim (63A3) only once Law 68 says there was one."""

from director.engine.ruling import Irregularity, Ruling
from tests.rules.play.helpers import TRICKS, first, laws, play, tricks

# North declares 1S; South is dummy. East wins the first two tricks and is to lead.
TWO = tricks(upto=2)
REST = " ".join(TRICKS[2:])
# North shows out of clubs at trick 4 (D8) while holding clubs; East wins the trick.
NORTH_REVOKES = f"{tricks(upto=3)} E:CA S:C6 W:C7 N:D8"


def claim(r: Ruling) -> Irregularity:
    return first(r, "claim")


def test_68A_43A1c_dummys_claim_not_adopted_is_no_claim_and_play_continues() -> None:
    r = play(f"{TWO} S:claim:all {REST}", {"declarer_adopted": "no"})
    irr = claim(r)
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("declarer_adopted", "director", "68A")
    assert [q.id for q in irr.questions] == ["declarer_adopted"]  # no agreement question
    assert irr.law == "43A1(c)" and irr.offender == "S"
    c = irr.rectification.claim
    assert c is not None and (c.claimer, c.outcome, c.awarded) == ("S", "not-a-claim", None)
    ui = irr.rectification.unauthorised_information
    assert ui is not None and (ui.law, ui.whom) == ("16B1", "North (declarer)")
    assert {"68A", "43A1(c)", "16B1", "43B1"} <= set(laws(irr))
    # Play went on to the end and the result is the one played.
    assert len(r.play) == 13 and r.result is not None and r.result.claimed is None
    assert r.score is not None and r.score.result == "1S="


def test_68A_dummys_concession_not_adopted_is_no_concession() -> None:
    r = play(f"{TWO} S:concede:2", {"declarer_adopted": "no"})
    c = claim(r).rectification.claim
    assert c is not None and (c.concession, c.outcome) == (True, "not-a-claim")
    assert r.result is not None and not r.result.complete  # play is not over


def test_68A_dummys_claim_adopted_by_declarer_is_declarers_claim() -> None:
    r = play(f"{TWO} S:claim:all", {"declarer_adopted": "yes", "opponents": "agreed"})
    irr = claim(r)
    assert [q.id for q in irr.questions] == ["declarer_adopted", "opponents"]
    assert irr.law == "68"
    c = irr.rectification.claim
    assert c is not None and (c.claimer, c.claimed, c.outcome, c.awarded) == (
        "N",
        11,
        "agreed",
        11,
    )
    assert r.result is not None and r.result.after_transfer == 11


def test_68A_dummys_claim_waits_for_the_directors_finding() -> None:
    r = play(f"{TWO} S:claim:all {REST}")
    irr = claim(r)
    assert irr.open_questions == ["declarer_adopted"] and r.stopped_at is not None


def test_63A3_dummys_claim_not_adopted_does_not_establish_declarers_revoke() -> None:
    r = play(f"{NORTH_REVOKES} S:claim:5", {}, {"declarer_adopted": "no"})
    revoke = first(r, "revoke")
    assert revoke.offender == "N" and "63A3" not in laws(revoke)


def test_63A3_dummys_claim_adopted_establishes_declarers_revoke() -> None:
    r = play(
        f"{NORTH_REVOKES} S:claim:5",
        {"attention_drawn": "in-time"},
        {"declarer_adopted": "yes", "opponents": "agreed"},
    )
    revoke = first(r, "revoke")
    assert "63A3" in laws(revoke)


def test_63A3_established_after_the_68B2_check_only() -> None:
    # West revokes at trick 4; East concedes 4 of the 9 remaining tricks and West objects:
    # nothing was conceded, so the revoke stays unestablished until East leads again.
    r = play(
        f"{tricks(upto=3)} E:CA S:C6 W:H7 N:C2 E:claim:5",
        {},
        {"partner_objected": "yes"},
    )
    revoke = first(r, "revoke")
    assert "63A3" not in laws(revoke) and "68B2" in laws(revoke)
