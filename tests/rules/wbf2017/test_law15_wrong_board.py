"""Law 15A, a call made holding the cards of another board: every branch, named by its section."""

import json
from pathlib import Path

import pytest

from director.engine.table import ContradictionError
from tests.conftest import Run
from tests.regulator.test_profiles import CLUB
from tests.rules.auction.helpers import auction, only, rule


def test_15A1_15A2a_partner_has_called_the_board_is_not_played_on() -> None:
    r = rule("1H P 2H N:wrong-board", "N", {"scoring": "imp", **FAULT})
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("call-with-cards-from-wrong-board", "15A", "N")
    assert sorted(irr.rectification.cancelled_events) == [1, 2, 3]
    assert {"15A1", "15A2(a)", "15A2(c)", "15A3", "15A4"} <= set(irr.rectification.laws)
    assert irr.rectification.unauthorised_information.law == "15A2(c)"
    assert r.not_played == "15A2(a)" and r.contract is None and r.turn is None
    assert auction(r) == ""


def test_15A2a_a_record_that_goes_on_is_a_one_line_error() -> None:
    with pytest.raises(ContradictionError, match=r"event 5 .*not played on after 15A2\(a\)"):
        rule("1H P 2H N:wrong-board P", "N", {"scoring": "imp", **FAULT})


def test_15A2b_offender_calls_again_and_the_auction_goes_on_normally() -> None:
    r = rule("1H P N:wrong-board 1NT AP", "N")
    irr = only(r)
    assert "15A2(b)" in irr.rectification.laws and "15A2(a)" not in irr.rectification.laws
    assert sorted(irr.rectification.cancelled_events) == [1, 2]
    assert auction(r) == "N:1NT E:Pass S:Pass W:Pass"
    assert r.contract.text == "1NT by N" and r.not_played is None


def test_15A3_the_other_board_is_stated_as_a_condition() -> None:
    irr = only(rule("1H P N:wrong-board", "N"))
    (step,) = [s for s in irr.steps if s.law == "15A3"]
    assert "if North repeats his call there" in step.text and "1H" in step.text


def test_15A_no_call_made_yet_nothing_is_cancelled() -> None:
    irr = only(rule("1H E:wrong-board", "N"))
    assert irr.rectification.cancelled_events == []
    assert irr.rectification.laws == ["15A1"] and "16D" in irr.steps[0].text


WRONG = "1H P 2H N:wrong-board"
FAULT = {"offenders_artificial": "avg-", "non_offenders_artificial": "avg+"}


def _scored(**answers: str) -> tuple[list[str], list[tuple[str, str]]]:
    irr = only(rule(WRONG, "N", answers))
    score = irr.rectification.adjusted_score
    assert score is not None and irr.open_questions == []
    assert (score.kind, score.table_result) == ("artificial", None)
    return [s.text for s in score.sides], [(s.law, s.text) for s in irr.steps]


def test_15A2a_12C2a_pairs_each_side_scored_by_its_fault_in_percent() -> None:
    sides, _ = _scored(scoring="mp", session_ns="unknown", session_ew="unknown", **FAULT)
    assert sides == [
        "NS (offending side): average minus: at most 40% (12C2(a)).",
        "EW (non-offending side): average plus: at least 60% (12C2(a)).",
    ]


def test_15A2a_12C2a_both_partly_at_fault_get_average_and_no_session_question() -> None:
    irr = only(rule(WRONG, "N", {"scoring": "mp", "offenders_artificial": "avg",
                                 "non_offenders_artificial": "avg"}))  # fmt: skip
    assert not [q for q in irr.questions if q.id.startswith("session_")]
    assert [s.artificial for s in irr.rectification.adjusted_score.sides] == ["avg", "avg"]


def test_15A2a_12C2b_at_imps_the_scores_are_in_imps() -> None:
    sides, _ = _scored(scoring="imp", **FAULT)
    assert sides == [
        "NS (offending side): average minus: -3 IMPs (12C2(b)).",
        "EW (non-offending side): average plus: +3 IMPs (12C2(b)).",
    ]


def test_15A2a_12C2c_session_scores_beyond_the_limits_replace_the_averages() -> None:
    sides, steps = _scored(scoring="mp", session_ns="35", session_ew="63.5", **FAULT)
    assert "35%, its own percentage on the session's other boards, below 40%" in sides[0]
    assert "63.5%, its own percentage on the session's other boards, above 60%" in sides[1]
    assert [law for law, _ in steps].count("12C2(c)") == 2


def test_15A2a_12C2c_a_session_score_within_the_limits_leaves_the_average() -> None:
    sides, _ = _scored(scoring="mp", session_ns="45", session_ew="55", **FAULT)
    assert sides[0].startswith("NS (offending side): average minus: at most 40%")
    assert "12C2(c) does not apply" in sides[1]


def test_15A2a_12C2c_the_session_question_waits_for_its_answer() -> None:
    irr = only(rule(WRONG, "N", {"scoring": "mp", **FAULT}))
    assert irr.open_questions == ["session_ns"]


def test_15A2a_12C2c_a_bad_session_answer_is_a_one_line_error() -> None:
    from director.errors import DirectorError

    with pytest.raises(DirectorError, match="session_ns='lots'"):
        rule(WRONG, "N", {"scoring": "mp", "session_ns": "lots", **FAULT})


def test_15A2a_12C2_regulator_values_are_used_and_named(run: Run, tmp_path: Path) -> None:
    club = tmp_path / "club.toml"
    club.write_text(CLUB.format(plus=60), encoding="utf-8")
    record = tmp_path / "wb.yaml"
    record.write_text(
        "dealer: N\nevents:\n  - N: 1H\n  - E: pass\n  - S: 2H\n  - N: wrong-board\n"
        "answers:\n  - scoring: imp\n    offenders_artificial: avg-\n"
        "    non_offenders_artificial: avg+\n",
        encoding="utf-8",
    )
    code, out, err = run("replay", str(record), "--json", "--no-log", "--regulator", str(club))
    assert code == 0, err
    (irr,) = json.loads(out)["irregularities"]
    sides = irr["rectification"]["adjusted_score"]["sides"]
    assert [s["text"] for s in sides] == [
        "NS (offending side): average minus: -2 IMPs (12C2(b)).",
        "EW (non-offending side): average plus: +2 IMPs (12C2(b)).",
    ]
    assert [e["ref"] for e in irr["elections"]] == ["12C2"]
