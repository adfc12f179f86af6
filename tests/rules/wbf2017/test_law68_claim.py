"""Laws 68-71: claims and concessions — agreed, doubted and ruled by the director, played
on, a defender's concession and his partner's objection; the result and score they give;
revokes established by a claim (63A3) or by agreement to one (63A4); the text rendering."""

import re
from typing import Any

import pytest

from director.engine.events import InvalidEventError, parse_action
from director.engine.ruling import Irregularity, Ruling
from director.engine.table import AnswerError, Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from tests.conftest import Run
from tests.rules.play.helpers import DEAL, TRICKS, first, laws, play, tricks

# After two tricks (both won by East) East is to lead to trick 3; 11 tricks remain.
# East still holds SJ ST S9 S8 and West S3: trumps are out.
TWO = tricks(upto=2)
REST = " ".join(TRICKS[2:])  # the rest of the legal play, from trick 3


def claim(r: Ruling) -> Irregularity:
    return first(r, "claim")


def steps(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


def with_statement(events: str, seat: Seat, action: str, *answers: dict[str, Any]) -> Ruling:
    """Events in compact notation, then a claim whose statement has spaces in it."""
    evs = parse_notation(f"1S AP {events}")
    evs.append(parse_action(len(evs) + 1, seat, action))
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    return table.replay(evs, list(answers))


# ------------------------------------------------------------------ 68A, 69A: agreed


def test_69A_agreed_claim_is_scored_as_if_the_tricks_were_won_in_play() -> None:
    r = play(f"{TWO} N:claim:all", {"opponents": "agreed"})
    irr = claim(r)
    assert (irr.kind, irr.law, irr.offender, irr.event) == ("claim", "68", "N", 11)
    c = irr.rectification.claim
    assert c is not None
    assert (c.claimer, c.concession, c.remaining, c.claimed, c.outcome, c.awarded) == (
        "N",
        False,
        11,
        11,
        "agreed",
        11,
    )
    assert c.position["N"] == "AKQ2.J.T98.432" and c.position["E"] == "JT98.Q.765.AK5"
    assert steps(irr) == ["68A", "68C", "68D", "69A"]  # nothing conceded: no 71
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("opponents", "opponents", "68D")
    assert [o.value for o in q.options] == ["agreed", "disputed", "played-on"]
    assert r.result is not None and r.result.complete
    assert (r.result.won_in_play, r.result.claimed, r.result.after_transfer) == (0, 11, 11)
    assert r.score is not None and (r.score.result, r.score.ns, r.score.ew) == ("1S+4", 200, -200)


def test_68D_claim_without_an_answer_stops_at_the_question() -> None:
    r = play(f"{TWO} N:claim:all")
    irr = claim(r)
    assert irr.open_questions == ["opponents"] and r.stopped_at == 11
    assert irr.rectification.claim is not None and irr.rectification.claim.outcome == "open"
    assert r.score is None


def test_68B1_claim_of_some_tricks_concedes_the_rest_and_71_is_stated() -> None:
    r = play(f"{TWO} N:claim:9", {"opponents": "agreed"})
    irr = claim(r)
    c = irr.rectification.claim
    assert c is not None and (c.claimed, c.awarded) == (9, 9)
    assert "concedes the other 2 (68B1)" in irr.steps[0].text
    assert "71" in steps(irr)
    assert r.score is not None and (r.score.result, r.score.ns) == ("1S+2", 140)


def test_68B1_declarer_concedes_tricks_no_partner_question() -> None:
    r = play(f"{TWO} N:concede:5", {"opponents": "agreed"})
    irr = claim(r)
    assert irr.law == "68B" and [q.id for q in irr.questions] == ["opponents"]
    c = irr.rectification.claim
    assert c is not None and c.concession and (c.claimed, c.awarded) == (6, 6)
    assert steps(irr)[0] == "68B1" and "71" in steps(irr)
    assert r.score is not None and (r.score.result, r.score.ns) == ("1S-1", -50)


# ------------------------------------------------------------- 68B2: defender concedes


def test_68B2_defender_concedes_partner_objects_at_once_play_continues() -> None:
    r = play(f"{TWO} E:concede:all {REST}", {"partner_objected": "yes"})
    irr = claim(r)
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("partner_objected", "offender's partner", "W", "68B2")
    assert [q.id for q in irr.questions] == ["partner_objected"]  # no agreement question
    c = irr.rectification.claim
    assert c is not None and (c.outcome, c.awarded) == ("withdrawn", None)
    ui = irr.rectification.unauthorised_information
    assert ui is not None and (ui.law, ui.whom) == ("16C", "West")
    # Play went on to the end: the result is the one played.
    assert len(r.play) == 13 and r.result is not None and r.result.claimed is None
    assert r.score is not None and r.score.result == "1S="


def test_68B2_defender_concession_partner_does_not_object_it_stands() -> None:
    r = play(f"{TWO} E:concede:all", {"partner_objected": "no", "opponents": "agreed"})
    irr = claim(r)
    assert [q.id for q in irr.questions] == ["partner_objected", "opponents"]
    c = irr.rectification.claim
    assert c is not None and (c.claimer, c.claimed, c.outcome, c.awarded) == (
        "E",
        0,
        "agreed",
        0,
    )
    assert r.result is not None and r.result.after_transfer == 11
    assert r.score is not None and r.score.result == "1S+4"


def test_68B1_68B2_defender_claiming_fewer_than_all_concedes_the_rest_partner_asked() -> None:
    r = play(f"{TWO} E:claim:3 {REST}", {"partner_objected": "yes"})
    irr = claim(r)
    assert irr.questions[0].id == "partner_objected"
    assert irr.rectification.claim is not None
    assert irr.rectification.claim.outcome == "withdrawn"


def test_68B2_defender_claiming_all_concedes_nothing_partner_not_asked() -> None:
    r = play(f"{TWO} E:claim:all", {"opponents": "agreed"})
    irr = claim(r)
    assert [q.id for q in irr.questions] == ["opponents"]
    assert r.result is not None and r.result.after_transfer == 0
    assert r.score is not None and r.score.result == "1S-7"


# ----------------------------------------------------------- 70: disputed, director


def test_70_disputed_claim_the_director_awards_the_tricks() -> None:
    r = play(f"{TWO} N:claim:all", {"opponents": "disputed", "tricks": "9"})
    irr = claim(r)
    assert steps(irr) == [
        "68A",
        "68C",
        "68D",
        "70A",
        "70B1",
        "70B2",
        "70B3",
        "70C",
        "70D1",
        "70E1",
        "70",
    ]
    q = irr.questions[1]
    assert (q.id, q.asks, q.law) == ("tricks", "director", "70")
    assert "North's side (NS)" in q.text
    assert [o.value for o in q.options] == [str(k) for k in range(11, -1, -1)]
    c = irr.rectification.claim
    assert c is not None and (c.outcome, c.claimed, c.awarded) == ("disputed", 11, 9)
    assert r.result is not None and (r.result.claimed, r.result.after_transfer) == (9, 9)
    assert r.score is not None and (r.score.result, r.score.ns) == ("1S+2", 140)


def test_70_disputed_claim_open_until_the_director_rules() -> None:
    r = play(f"{TWO} N:claim:all", {"opponents": "disputed"})
    irr = claim(r)
    assert irr.open_questions == ["tricks"] and r.score is None


def test_70_the_award_must_be_one_of_the_remaining_counts() -> None:
    with pytest.raises(AnswerError, match=re.escape("tricks='12' does not fit")):
        play(f"{TWO} N:claim:all", {"opponents": "disputed", "tricks": "12"})


def test_70C_outstanding_trump_listed_when_the_statement_is_silent() -> None:
    irr = claim(play(f"{TWO} N:claim:all", {"opponents": "disputed", "tricks": "10"}))
    text = next(s.text for s in irr.steps if s.law == "70C")
    assert "East SJ ST S9 S8; West S3" in text
    assert "does not mention it (70C1)" in text and "70C2" in text and "70C3" in text


@pytest.mark.parametrize(
    "statement",
    [
        "claim all: drawing trumps first",
        "claim all: spades from the top",
        "claim all: ace drops ST",
    ],
)
def test_70C_statement_that_mentions_trumps(statement: str) -> None:
    r = with_statement(TWO, Seat.NORTH, statement, {"opponents": "disputed", "tricks": "11"})
    irr = claim(r)
    assert irr.rectification.claim is not None
    assert irr.rectification.claim.statement == statement.partition(": ")[2]
    text = next(s.text for s in irr.steps if s.law == "70C")
    assert "statement mentions trumps" in text and "(70C1)" in text


def test_70C_statement_about_other_suits_does_not_mention_trumps() -> None:
    r = with_statement(
        TWO, Seat.NORTH, "claim all: hearts then clubs", {"opponents": "disputed", "tricks": "8"}
    )
    text = next(s.text for s in claim(r).steps if s.law == "70C")
    assert "does not mention it" in text


def test_70C_no_trump_left_with_the_opponents() -> None:
    # After trick 10 every outstanding spade has been drawn; East is to lead.
    irr = claim(play(f"{tricks(upto=10)} N:claim:all", {"opponents": "disputed", "tricks": "3"}))
    text = next(s.text for s in irr.steps if s.law == "70C")
    assert text == "No trump remains in the opponents' hands."


def test_70C_does_not_arise_in_notrump() -> None:
    events = "1N AP E:HA S:H8 W:H2 N:H4 N:claim:all"
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    r = table.replay(parse_notation(events), [{"opponents": "disputed", "tricks": "6"}])
    irr = claim(r)
    assert "70C" not in steps(irr) and "70D1" in steps(irr)
    assert r.score is not None and r.score.result == "1NT-1"  # 0 + 6 tricks


def test_70C_hands_unknown_the_director_checks() -> None:
    r = play(
        "E:HA S:H8 W:H2 N:H4 N:claim:all", {"opponents": "disputed", "tricks": "12"}, deal=None
    )
    text = next(s.text for s in claim(r).steps if s.law == "70C")
    assert "not all known" in text
    c = claim(r).rectification.claim
    assert c is not None and c.position == {}


def test_70D2_defenders_claim_cannot_rest_on_partners_choice() -> None:
    irr = claim(play(f"{TWO} E:claim:all", {"opponents": "disputed", "tricks": "4"}))
    assert "70D2" in steps(irr)
    assert "East's side (EW)" in irr.questions[1].text


def test_70D2_not_stated_for_declarers_claim() -> None:
    irr = claim(play(f"{TWO} N:claim:all", {"opponents": "disputed", "tricks": "4"}))
    assert "70D2" not in steps(irr)


# ------------------------------------------------------------- 68D2(b): played on


def test_68D2b_played_on_claim_is_void_and_the_played_result_stands() -> None:
    r = play(f"{TWO} N:claim:all {REST}", {"opponents": "played-on"})
    irr = claim(r)
    c = irr.rectification.claim
    assert c is not None and (c.outcome, c.awarded) == ("played-on", None)
    assert "68D2(b)" in laws(irr) and "69A" not in laws(irr)
    assert len(r.play) == 13
    assert r.result is not None and (r.result.claimed, r.result.after_transfer) == (None, 7)
    assert r.score is not None and r.score.result == "1S="


# ------------------------------------------------------------------ impossible records


def test_68_claim_of_more_tricks_than_remain_is_an_error_naming_the_event() -> None:
    with pytest.raises(InvalidEventError, match=re.escape("event 11 (N:claim:12): only 11 tricks")):
        play(f"{TWO} N:claim:12")


def test_68_claim_after_the_thirteenth_trick_is_an_error() -> None:
    with pytest.raises(InvalidEventError, match=r"event 55 .*nothing left to claim"):
        play(f"{tricks()} N:claim:all")


def test_68D_play_recorded_after_an_agreed_claim_is_an_error() -> None:
    with pytest.raises(InvalidEventError, match=r"^event 12 \(E:HQ\): play ended .* event 11"):
        play(f"{TWO} N:claim:all E:HQ", {"opponents": "agreed"})


def test_68D_play_recorded_after_a_disputed_claim_is_an_error() -> None:
    with pytest.raises(InvalidEventError, match="answer the claim's question with 'played-on'"):
        play(f"{TWO} N:claim:all E:HQ", {"opponents": "disputed", "tricks": "9"})


# --------------------------------------------------------------- revokes and claims

# West shows out of clubs at trick 4 (H7) while holding clubs; East wins the trick.
REVOKE_T4 = f"{tricks(upto=3)} E:CA S:C6 W:H7 N:C2"


def test_63A3_offending_sides_claim_establishes_its_revoke() -> None:
    # East, the revoker's partner, claims 5 of the 9 remaining tricks before leading.
    r = play(
        f"{REVOKE_T4} E:claim:5",
        {"attention_drawn": "in-time"},
        {"partner_objected": "no", "opponents": "agreed"},
    )
    revoke = first(r, "revoke")
    assert "63A3" in laws(revoke)
    tt = revoke.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.to_side, tt.law) == (1, "NS", "64A2")
    # NS: 0 in play + 4 conceded by East + 1 transferred.
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (4, 5)
    assert r.score is not None and r.score.result == "1S-2"


def test_68B2_a_void_concession_does_not_establish_the_revoke() -> None:
    # West objects at once to East's claim of 5 (a concession of 4): nothing was claimed
    # or conceded; East's lead to trick 5 then establishes the revoke (63A1).
    r = play(f"{REVOKE_T4} E:claim:5 E:CK", {}, {"partner_objected": "yes"})
    revoke = first(r, "revoke")
    assert "63A3" not in laws(revoke)
    assert "68B2" in laws(revoke)
    est = [s.text for s in revoke.steps if s.law == "63A1"]
    assert est and "event 20" in est[0]


def test_63A4_agreement_to_the_opponents_claim_establishes_the_revoke() -> None:
    # Declarer claims all 9 remaining tricks at once; East-West agree.
    r = play(f"{REVOKE_T4} N:claim:all", {"attention_drawn": "in-time"}, {"opponents": "agreed"})
    revoke = first(r, "revoke")
    assert "63A4" in laws(revoke) and "63A3" not in laws(revoke)
    tt = revoke.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.law) == (1, "64A2")
    assert r.result is not None and (r.result.before_transfer, r.result.after_transfer) == (9, 10)


def test_63A4_no_establishment_while_the_claim_is_disputed() -> None:
    r = play(f"{REVOKE_T4} N:claim:all", {}, {"opponents": "disputed", "tricks": "9"})
    revoke = first(r, "revoke")
    assert "63A4" not in laws(revoke) and "63" in laws(revoke)  # never established


# ---------------------------------------------------------------------- text output

HANDS = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"


def test_rule_command_prints_the_claim_the_tricks_and_the_score(run: Run) -> None:
    code, out, err = run(
        "rule", f"1S AP {TWO} N:claim:9", "--dealer", "N", "--deal", HANDS, "--no-log",
        "-a", "opponents=agreed",
    )  # fmt: skip
    assert code == 0, err
    assert "claim N: 9 of 11 remaining; agreed, credited 9" in out
    assert "Declarer N: 0 in play + 9 by claim = 9 tricks" in out
    assert "Score: 1S+2 by N  NS +140  EW -140 [Law 77]" in out
    assert re.search(r"^1\s+E\s+E:HA\s+S:H8\s+W:H2\s+N:H4\s+E", out, re.M)


def test_rule_command_disputed_claim_shows_the_award(run: Run) -> None:
    code, out, err = run(
        "rule", f"1S AP {TWO} N:claim:all", "--dealer", "N", "--deal", HANDS, "--no-log",
        "-a", "opponents=disputed", "-a", "tricks=7",
    )  # fmt: skip
    assert code == 0, err
    assert "claim N: 11 of 11 remaining; disputed, credited 7" in out
    assert "Score: 1S= by N  NS +80  EW -80 [Law 77]" in out


def test_rule_command_impossible_claim_is_a_one_line_error(run: Run) -> None:
    code, _, err = run(
        "rule", f"1S AP {TWO} N:claim:12", "--dealer", "N", "--deal", HANDS, "--no-log"
    )
    assert code == 2
    assert "event 11 (N:claim:12): only 11 tricks remain" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


# Dummy's claim or concession (68A, 68B1 with 43A1(c)): a statement by dummy is neither
# unless declarer makes it his own; a revoke is established by a claim (63A3) only once
# Law 68 says there was one.
# North shows out of clubs at trick 4 (D8) while holding clubs; East wins the trick.
NORTH_REVOKES = f"{tricks(upto=3)} E:CA S:C6 W:C7 N:D8"


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


def test_70C_70E_the_award_question_shows_statement_hands_trumps_and_guidance_first() -> None:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    events = parse_notation(f'1S AP {tricks(upto=6)} N:claim:all:"drawing trumps"')
    r = table.replay(events, [{"opponents": "disputed"}])
    claim = next(i for i in r.irregularities if i.kind == "claim")
    award = claim.questions[-1]
    assert award.id == "tricks" and claim.open_questions == ["tricks"]
    shown = award.shown
    assert shown[0] == 'Statement: "drawing trumps".'  # the quotes typed are not doubled
    assert shown[1].startswith("NS hold: N ") and shown[2].startswith("EW hold: E ")
    assert any(f.startswith("[70C] A trump remains") for f in shown)
    assert any(f.startswith("[70D1]") for f in shown) and any(f.startswith("[70E1]") for f in shown)
    assert claim.rectification.claim is not None
    assert claim.rectification.claim.statement == "drawing trumps"
