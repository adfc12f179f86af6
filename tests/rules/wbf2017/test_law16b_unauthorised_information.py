"""Law 16B: an action questioned after a hesitation, each judgement asked of the director in
the Law's order (16B1, 16B1(a), 16B1(b)), ending in the 12C1 score (16B3)."""

import pytest

from director.engine.table import AnswerError
from director.model import Vulnerability
from tests.rules.wbf2017.judgement_helpers import asked, kind, laws, rule

# Dealer N: 1S P 2S P, North hesitates and bids 3S; South bids 4S; all pass.
UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
INFRACTION = {"extraneous": True, "suggests": True, "logical_alternative": True}


def ui(answers: dict[str, object], vul: Vulnerability = Vulnerability.NONE) -> object:
    return kind(rule(UI, answers, vul=vul), "unauthorised-information")


def test_16B1_questions_come_in_the_laws_order_and_the_first_is_open() -> None:
    r = rule(UI)
    irr = kind(r, "unauthorised-information")
    assert (irr.law, irr.offender, irr.event) == ("16B", "S", 8)
    assert irr.open_questions == ["extraneous"] and asked(irr) == ["extraneous"]
    assert irr.questions[0].asks == "director" and irr.questions[0].law == "16B1"
    assert "North hesitated before his 3S (event 5)" in irr.steps[0].text
    assert "16B2" in laws(irr)
    assert r.stopped_at == 8


def test_16B1_16A_no_extraneous_information_the_result_stands() -> None:
    irr = ui({"extraneous": False})
    assert asked(irr) == ["extraneous"] and laws(irr)[-1] == "16A1"
    assert irr.rectification.unauthorised_information is None
    assert irr.rectification.adjusted_score is None


def test_16B1a_not_demonstrably_suggested_the_result_stands() -> None:
    irr = ui({"extraneous": True, "suggests": False})
    assert asked(irr) == ["extraneous", "suggests"]
    assert irr.questions[1].law == "16B1(a)" and laws(irr)[-1] == "16B1(a)"
    assert irr.rectification.unauthorised_information.law == "16B1"
    assert irr.rectification.adjusted_score is None


def test_16B1b_no_logical_alternative_no_adjustment() -> None:
    irr = ui({"extraneous": True, "suggests": True, "logical_alternative": False})
    assert asked(irr) == ["extraneous", "suggests", "logical_alternative"]
    assert irr.questions[2].law == "16B1(b)" and laws(irr)[-1] == "16B1(b)"
    assert irr.rectification.adjusted_score is None and irr.open_questions == []


def test_16B1b_a_recorded_poll_is_shown_beside_the_question_not_decided() -> None:
    irr = ui({**INFRACTION, "poll": "10: pass 6/2, 4S 10/8", "table_result": "4S=",
              "damaged": False})  # fmt: skip
    q = irr.questions[2]
    assert q.poll is not None and q.poll.asked == 10
    assert [(a.action, a.considered, a.chose) for a in q.poll.actions] == [
        ("pass", 6, 2),
        ("4S", 10, 8),
    ]
    assert "Poll of 10 players" in q.text and q.answer is True


@pytest.mark.parametrize("poll", ["ten: pass 6/2", "10: pass 2/6", "3: pass 3/3, 4S 3/3"])
def test_16B1b_a_malformed_poll_is_a_one_line_error(poll: str) -> None:
    with pytest.raises(AnswerError, match=r"answer 1 .*poll="):
        ui({**INFRACTION, "poll": poll})


def test_16B3_infraction_found_the_director_is_asked_for_the_table_result_and_damage() -> None:
    irr = ui(INFRACTION)
    assert irr.open_questions == ["table_result"] and irr.questions[-1].expects
    assert "16B1(a)" in laws(irr)
    irr = ui({**INFRACTION, "table_result": "4S="})
    assert irr.open_questions == ["damaged"] and irr.questions[-1].law == "16B3"


def test_16B3_12B1_no_damage_the_table_result_stands() -> None:
    irr = ui({**INFRACTION, "table_result": "4S=", "damaged": False})
    assert irr.rectification.adjusted_score is None and laws(irr)[-1] == "12B1"


def test_16B3_12C1c_weighted_score_per_side_by_law_77_with_vulnerability() -> None:
    answers = {**INFRACTION, "table_result": "4S=", "damaged": True, "score": "weighted",
               "outcomes": "3S+1 70%, 4S= 30%", "self_inflicted": False}  # fmt: skip
    adj = ui(answers, Vulnerability.BOTH).rectification.adjusted_score
    assert (adj.kind, adj.law, adj.table_result, adj.table_ns) == (
        "weighted",
        "12C1(c)",
        "4S= by N",
        620,
    )
    # 70% of +170 and 30% of +620, vulnerable: NS +305, EW -305
    assert [(s.side, s.role, s.points) for s in adj.sides] == [
        ("NS", "offending", 305.0),
        ("EW", "non-offending", -305.0),
    ]
    assert adj.balanced is True
    assert any("Regulating Authorities" in n.text for n in adj.notes)
    none = ui(answers, Vulnerability.NONE).rectification.adjusted_score
    assert none.sides[0].points == 0.7 * 170 + 0.3 * 420


def test_16B3_the_play_in_the_record_gives_the_table_result() -> None:
    from director.engine.table import Table
    from director.model import Seat
    from director.model.deal import Deal
    from director.record.incident import parse_notation

    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(deal))
    play = "E:HA S:H8 W:H2 N:H4 E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ N:claim:all"
    r = table.replay(
        parse_notation(f"{UI} {play}"), [{**INFRACTION, "damaged": False}, {"opponents": "agreed"}]
    )
    irr = kind(r, "unauthorised-information")
    assert "table_result" not in asked(irr) and r.score.result == "4S="
    assert "Table result 4S= by N: NS +420" in irr.steps[-2].text
    assert irr.steps[-1].law == "12B1" and "no adjustment" in irr.steps[-1].text


def test_16B1_a_card_in_the_play_may_be_questioned_too() -> None:
    from director.engine.table import Table
    from director.model import Seat
    from director.model.deal import Deal
    from director.record.incident import parse_notation

    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(deal))
    notation = "1S AP E:HA S:H8 W:remark:slow W:H2 N:H4 E:questioned:HK S:H9 W:H3 N:H5"
    r = table.replay(parse_notation(notation), [{"extraneous": True, "suggests": False}])
    irr = kind(r, "unauthorised-information")
    assert (irr.offender, irr.event) == ("E", 8)
    assert "West made a remark (slow) (event 5); East then played HK (event 8)" in (
        irr.steps[0].text
    )
    assert [c.card for c in r.play[1].cards] == ["HK", "H9", "H3", "H5"]
