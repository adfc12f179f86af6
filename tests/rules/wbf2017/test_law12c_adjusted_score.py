"""Law 12C1: the assigned adjusted score ending a judgement ruling — 12C1(b) one result,
12C1(c) weighted, 12C1(d) artificial, 12C1(e) self-inflicted damage (scores need not
balance); every outcome scored by Law 77 with the board's vulnerability."""

import pytest

from director.engine.table import AnswerError
from director.model import Vulnerability
from tests.rules.wbf2017.judgement_helpers import kind, rule

UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
DAMAGED = {"extraneous": True, "suggests": True, "logical_alternative": True,
           "table_result": "4S=", "damaged": True}  # fmt: skip


def adjusted(answers: dict[str, object], vul: Vulnerability = Vulnerability.NONE) -> object:
    irr = kind(rule(UI, DAMAGED | answers, vul=vul), "unauthorised-information")
    return irr


def test_12C1a_the_kind_of_score_is_asked_with_regulator_variation_noted() -> None:
    irr = adjusted({})
    q = irr.questions[-1]
    assert (q.id, q.law, irr.open_questions) == ("score", "12C1(a)", ["score"])
    assert [o.value for o in q.options] == ["assigned", "weighted", "artificial"]
    weighted = next(o for o in q.options if o.value == "weighted")
    assert "legal manner" in weighted.outcome and "Regulating Authorit" in weighted.outcome


def test_12C1b_assigned_score_one_result_both_sides_balance() -> None:
    irr = adjusted({"score": "assigned", "outcome": "3S+1", "self_inflicted": False},
                   Vulnerability.NS)  # fmt: skip
    adj = irr.rectification.adjusted_score
    assert (adj.kind, adj.law) == ("assigned", "12C1(b)")
    assert [(s.side, s.law, s.points) for s in adj.sides] == [
        ("NS", "12C1(b)", 170.0),
        ("EW", "12C1(b)", -170.0),
    ]
    assert adj.sides[0].outcomes[0].result == "3S+1 by N" and adj.balanced is True
    assert "12C1(b)" in irr.rectification.laws


def test_12C1b_an_assigned_score_is_one_result() -> None:
    with pytest.raises(AnswerError, match=r"outcome=.*one result"):
        adjusted({"score": "assigned", "outcome": "3S+1 50%, 4S= 50%"})


@pytest.mark.parametrize("text", ["3S+1 60%, 4S= 30%", "banana", "3S+1 60%, 4S="])
def test_12C1c_outcomes_that_do_not_fit_are_a_one_line_error(text: str) -> None:
    with pytest.raises(AnswerError, match=r"answer 1 \(unauthorised-information at event 8\)"):
        adjusted({"score": "weighted", "outcomes": text})


def test_12C1e_self_inflicted_damage_the_sides_need_not_balance() -> None:
    irr = adjusted({"score": "weighted", "outcomes": "3S+1 70%, 4S= 30%",
                    "self_inflicted": True, "non_offenders_score": "4S="})  # fmt: skip
    adj = irr.rectification.adjusted_score
    assert [(s.side, s.role, s.law, s.points) for s in adj.sides] == [
        ("NS", "offending", "12C1(e)(i)", 0.7 * 170 + 0.3 * 420),
        ("EW", "non-offending", "12C1(e)(ii)", -420.0),
    ]
    assert adj.balanced is False
    assert irr.steps[-1].law == "12C1(e)" and "do not balance" in irr.steps[-1].text


def test_12C1d_artificial_score_by_responsibility_12C2a() -> None:
    irr = adjusted({"score": "artificial", "offenders_artificial": "avg-",
                    "non_offenders_artificial": "avg+"})  # fmt: skip
    adj = irr.rectification.adjusted_score
    assert (adj.kind, adj.law) == ("artificial", "12C1(d)")
    assert [(s.side, s.artificial) for s in adj.sides] == [("NS", "avg-"), ("EW", "avg+")]
    assert "at most 40%" in adj.sides[0].text and "+3 IMPs" in adj.sides[1].text
