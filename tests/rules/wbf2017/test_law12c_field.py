"""Judgement rulings to the score: 12C1(c) weights offered from the poll of 16B1(b) (a
proposal the director accepts or replaces), and every adjusted score - assigned, weighted,
12C1(e) split, 12C2 artificial - scored per side against the board's other results."""

from typing import Any

import pytest

from director.engine.ruling import Irregularity
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from director.scoring.field import Field
from tests.rules.wbf2017.judgement_helpers import kind

UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
FOUND = {"extraneous": True, "suggests": True, "logical_alternative": True,
         "table_result": "4S=", "damaged": True}  # fmt: skip
POLL = "8: pass 6/3, 4S 8/5"
# NS's scores at the board's 7 other tables (board 5, NS vulnerable)
FIELD = Field(
    source="travellers.pbn",
    board=5,
    scores=(620, 620, 170, -100, 140, 650, 170),
    results=("4S= by N", "4S= by N", "3S+1 by N", "4S-1 by N", "3S= by N", "4S+1 by N",
             "2S+2 by N"),
)  # fmt: skip


def ruled(answers: dict[str, Any], field: Field | None = FIELD) -> Irregularity:
    table = Table(Seat.NORTH, Vulnerability.NS, board=5, field=field)
    return kind(table.replay(parse_notation(UI), [FOUND | answers]), "unauthorised-information")


def test_16B1b_the_poll_is_kept_and_12C1c_asks_what_each_polled_action_leads_to() -> None:
    irr = ruled({"poll": POLL, "score": "weighted"})
    la = next(q for q in irr.questions if q.id == "logical_alternative")
    assert la.poll is not None and la.poll.asked == 8
    q = irr.questions[-1]
    # the questioned 4S led to the table result; only pass's result is asked
    assert (q.id, q.law, irr.open_questions) == ("result_pass", "12C1(c)", ["result_pass"])
    assert "3 of the 8 players polled" in q.text


def test_12C1c_weights_offered_from_the_poll_and_accepted() -> None:
    irr = ruled({"poll": POLL, "score": "weighted", "result_pass": "3S+1", "outcomes": "yes",
                 "self_inflicted": False})  # fmt: skip
    q = next(q for q in irr.questions if q.id == "outcomes")
    assert q.offered is not None and q.offered.source == "poll"
    assert q.offered.outcomes == "3S+1 by N 38%, 4S= by N 62%" and q.offered.accepted is True
    assert "the weights are the director's judgement" in q.text
    adj = irr.rectification.adjusted_score
    assert [(o.result, o.weight) for o in adj.sides[0].outcomes] == [
        ("3S+1 by N", 38.0), ("4S= by N", 62.0)]  # fmt: skip
    said = [s.text for s in irr.steps if s.law == "12C1(c)"]
    assert any("proposed from the poll" in t and "accepted them" in t for t in said)


def test_12C1c_the_director_types_his_own_weights_instead_of_the_proposal() -> None:
    irr = ruled({"poll": POLL, "score": "weighted", "result_pass": "3S+1",
                 "outcomes": "3S+1 50%, 4S= 50%", "self_inflicted": False})  # fmt: skip
    q = next(q for q in irr.questions if q.id == "outcomes")
    assert q.offered is not None and q.offered.accepted is False
    assert [o.weight for o in irr.rectification.adjusted_score.sides[0].outcomes] == [50, 50]
    assert any("gave his own instead" in s.text for s in irr.steps)


def test_12C1c_without_a_poll_nothing_is_offered() -> None:
    irr = ruled({"score": "weighted", "outcomes": "3S+1 70%, 4S= 30%", "self_inflicted": False})
    q = next(q for q in irr.questions if q.id == "outcomes")
    assert q.offered is None and not [x for x in irr.questions if x.id.startswith("result_")]


def test_12C1c_polled_actions_leading_to_one_result_are_added_together() -> None:
    irr = ruled({"poll": "10: pass 5/2, 3NT 4/3, 4S 9/5", "score": "weighted",
                 "result_pass": "3S+1", "result_3NT": "4S=", "outcomes": "yes",
                 "self_inflicted": False})  # fmt: skip
    q = next(q for q in irr.questions if q.id == "outcomes")
    assert q.offered is not None and q.offered.outcomes == "3S+1 by N 20%, 4S= by N 80%"


def test_12C1c_weighted_matchpoints_are_the_weighted_matchpoints_of_each_outcome() -> None:
    irr = ruled({"poll": POLL, "score": "weighted", "result_pass": "3S+1", "outcomes": "yes",
                 "self_inflicted": False})  # fmt: skip
    adj = irr.rectification.adjusted_score
    # 3S+1 (+170) gets 6 of 14 against the field, 4S= (+620) 10: 38% and 62% of them
    ns, ew = adj.sides[0].field, adj.sides[1].field
    assert ns is not None and ew is not None
    assert (ns.matchpoints, ns.top, ns.percent) == (8.48, 14, 60.57)
    assert (ew.matchpoints, ew.top, ew.percent) == (5.52, 14, 39.43)
    assert adj.field is not None and adj.field.board == 5 and len(adj.field.results) == 7
    assert "against the field EW 5.52 of 14 matchpoints" in adj.sides[1].text


def test_12C1b_an_assigned_score_against_the_field() -> None:
    irr = ruled({"score": "assigned", "outcome": "3S+1", "self_inflicted": False})
    assert [s.field.text for s in irr.rectification.adjusted_score.sides if s.field] == [
        "NS 6 of 14 matchpoints (42.86%)", "EW 8 of 14 matchpoints (57.14%)"]  # fmt: skip


def test_12C1e_each_side_scored_against_the_field_in_its_own_score() -> None:
    irr = ruled({"score": "assigned", "outcome": "3S+1", "self_inflicted": True,
                 "non_offenders_score": "4S="})  # fmt: skip
    off, nos = irr.rectification.adjusted_score.sides
    assert (off.law, nos.law) == ("12C1(e)(i)", "12C1(e)(ii)")
    assert off.field is not None and off.field.matchpoints == 6  # NS get 3S+1
    assert nos.field is not None and nos.field.matchpoints == 4  # EW keep 4S=: 14 - 10


def test_12C2_artificial_scores_against_the_field_in_matchpoints() -> None:
    irr = ruled({"score": "artificial", "offenders_artificial": "avg-",
                 "non_offenders_artificial": "avg+"})  # fmt: skip
    off, nos = irr.rectification.adjusted_score.sides
    assert off.field is not None and (off.field.matchpoints, off.field.percent) == (5.6, 40)
    assert nos.field is not None and (nos.field.matchpoints, nos.field.percent) == (8.4, 60)


def test_12C2_artificial_scores_at_imps_are_plus_and_minus_three() -> None:
    teams = Field("t.pbn", 5, (620,), ("4S= by N",), scoring="imp")
    irr = ruled({"score": "artificial", "offenders_artificial": "avg-",
                 "non_offenders_artificial": "avg+"}, teams)  # fmt: skip
    assert [s.field.imps for s in irr.rectification.adjusted_score.sides if s.field] == [-3, 3]


def test_12C1c_at_imps_against_the_other_table() -> None:
    teams = Field("t.pbn", 5, (140,), ("3S= by N",), scoring="imp")
    irr = ruled({"score": "weighted", "outcomes": "3S+1 50%, 4S= 50%", "self_inflicted": False},
                teams)  # fmt: skip
    adj = irr.rectification.adjusted_score
    # 3S+1 +170 v +140: +1; 4S= +620 v +140: +10 (480); weighted +5.5 for NS
    assert [s.field.imps for s in adj.sides if s.field] == [5.5, -5.5]
    assert adj.field is not None and "the other table's result" in adj.field.against


def test_12C1c_at_imps_against_a_datum_of_several_results() -> None:
    teams = FIELD.__class__(**{**FIELD.__dict__, "scoring": "imp"})
    # datum: 620 620 170 140 170 (highest and lowest left out) = 344 -> 340
    assert teams.other == 340
    irr = ruled({"score": "assigned", "outcome": "4S=", "self_inflicted": False}, teams)
    adj = irr.rectification.adjusted_score
    assert [s.field.imps for s in adj.sides if s.field] == [7, -7]  # 280 difference
    assert adj.field is not None and "datum of NS +340" in adj.field.against


def test_without_a_field_no_field_score_is_given() -> None:
    irr = ruled({"score": "assigned", "outcome": "3S+1", "self_inflicted": False}, None)
    adj = irr.rectification.adjusted_score
    assert adj.field is None and all(s.field is None for s in adj.sides)


@pytest.mark.parametrize("poll", ["", "none"])
def test_16B1b_no_poll_typed_is_no_poll(poll: str) -> None:
    irr = ruled({"poll": poll})
    la = next(q for q in irr.questions if q.id == "logical_alternative")
    assert la.poll is None


def test_15A2a_12C2c_a_board_not_played_scored_per_side_against_the_field() -> None:
    # the wrong board after South called (15A2(a)): NS average minus, EW their own 63.5%
    # on the session's other boards (12C2(c)); each in matchpoints of the field's top
    table = Table(Seat.NORTH, Vulnerability.NS, board=5, field=FIELD)
    answers = {"scoring": "mp", "offenders_artificial": "avg-", "non_offenders_artificial":
               "avg+", "session_ns": "unknown", "session_ew": "63.5"}  # fmt: skip
    ruling = table.replay(parse_notation("1H P 2H N:wrong-board"), [answers])
    adj = next(i.rectification.adjusted_score for i in ruling.irregularities
               if i.rectification.adjusted_score is not None)  # fmt: skip
    ns, ew = adj.sides
    assert ns.field is not None and (ns.field.matchpoints, ns.field.percent) == (5.6, 40)
    assert ew.law == "12C2(c)" and ew.field is not None
    assert (ew.field.matchpoints, ew.field.percent) == (8.89, 63.5)
    assert adj.field is not None and adj.field.source == "travellers.pbn"
