"""Law 20F: explanations of calls and their correction (20F4, 20F5), and bad explanations
in the notation, each a one-line error."""

from tests.conftest import Run
from tests.rules.wbf2017.judgement_helpers import FOUND, MI, mi


def test_20F5b_ii_dummy_corrects_after_the_final_pass_in_time() -> None:
    irr = mi(f"{MI} S:corrects", FOUND | {"change_call": False})
    (step,) = [s for s in irr.steps if s.law.startswith("20F5")]
    assert step.law == "20F5(b)(ii)" and "at his first legal opportunity" in step.text


def test_20F5a_partner_must_not_correct_during_the_auction() -> None:
    irr = mi("1NT 2C 2D N:explains:natural P S:corrects 2H AP", FOUND)
    (step,) = [s for s in irr.steps if s.law.startswith("20F5")]
    assert step.law == "20F5(a)" and "must not correct" in step.text


def test_20F5b_i_a_defender_corrects_only_at_the_end_of_play() -> None:
    irr = mi("1NT 2C W:explains:natural 3NT AP E:corrects", FOUND | {"change_call": False})
    assert irr.offender == "W"
    (step,) = [s for s in irr.steps if s.law.startswith("20F5")]
    assert step.law == "20F5(b)(i)" and "not at his first legal opportunity" in step.text


def test_20F5b_no_correction_recorded_the_duties_are_stated() -> None:
    irr = mi(MI, FOUND)
    (step,) = [s for s in irr.steps if s.law == "20F5(b)"]
    assert "No correction is recorded" in step.text and "20F5(b)(ii)" in step.text


def test_20F4a_explainer_corrects_his_own_explanation_in_the_auction() -> None:
    irr = mi("1NT 2C 2D N:explains:natural P N:corrects 2H AP", FOUND)
    (step,) = [s for s in irr.steps if s.law.startswith("20F4")]
    assert step.law == "20F4(a)" and "in time" in step.text


def test_20F1_an_explanation_in_quotes_keeps_its_spaces_in_the_compact_notation() -> None:
    irr = mi('1NT 2C 2D N:explains:"weak raise" P 2H AP S:corrects', {})
    assert "'weak raise'" in irr.steps[0].text


def test_an_explanation_of_no_call_is_bad_input_one_line(run: Run) -> None:
    code, _, err = run("rule", '1NT 2C N:explains:"weak raise"', "--dealer", "N", "--no-log")
    assert code == 2 and "South has made no call before it for North to explain" in err
    assert "Traceback" not in err


def test_an_unclosed_quote_in_the_notation_is_bad_input_one_line(run: Run) -> None:
    code, _, err = run("rule", '1NT 2C 2D N:explains:"weak P', "--dealer", "N", "--no-log")
    assert code == 2 and 'the quote (") at column 22 is not closed' in err
