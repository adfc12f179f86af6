"""`director rule` and `director replay` on judgement rulings (Laws 16B, 75, 12C1): the
notation, answers given as options or at the terminal one by one in the Law's order, the
adjusted score in --json and in the ruling log, and bad answers as one-line errors."""

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from tests.conftest import Run

UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
ANSWERS = [
    "extraneous=yes", "suggests=yes", "logical_alternative=yes", "table_result=4S=",
    "damaged=yes", "score=weighted", "outcomes=3S+1 70%, 4S= 30%", "self_inflicted=no",
]  # fmt: skip


def options(answers: list[str]) -> list[str]:
    return [part for a in answers for part in ("-a", a)]


def test_16B_12C1c_rule_from_notation_json_adjusted_score_per_side(run: Run) -> None:
    code, out, err = run("rule", UI, "--dealer", "N", "--vul", "both", "--json",
                         *options(ANSWERS))  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    (irr,) = data["irregularities"]
    adj = irr["rectification"]["adjusted_score"]
    assert adj["law"] == "12C1(c)" and adj["table_ns"] == 620
    assert [(s["side"], s["points"]) for s in adj["sides"]] == [("NS", 305.0), ("EW", -305.0)]
    assert "logged as #1" in err
    code, out, _ = run("log", "list", "--json")
    assert code == 0 and "adjusted 12C1(c): NS +305, EW -305" in out


def test_16B1_open_question_shows_the_options_and_stops(run: Run) -> None:
    code, out, _ = run("rule", UI, "--dealer", "N")
    assert code == 0
    assert "[16B1]" in out and "open: extraneous" in out


def test_12C1c_outcomes_that_do_not_add_up_are_one_line_exit_2(run: Run) -> None:
    bad = [a if not a.startswith("outcomes=") else "outcomes=3S+1 60%, 4S= 30%" for a in ANSWERS]
    code, _, err = run("rule", UI, "--dealer", "N", *options(bad))
    assert code == 2
    assert err.count("\n") == 1 and "outcomes=" in err and "90%" in err


def test_16B_12C1_the_terminal_asks_each_judgement_in_the_laws_order() -> None:
    given = dict(a.split("=", 1) for a in ANSWERS)
    order: list[str] = []

    def prompt(ctx: Any, question: Any) -> Any:
        order.append(question.id)
        return "" if question.id == "poll" else given[question.id]  # Enter: no poll

    table = Table(Seat.NORTH, Vulnerability.BOTH)
    ruling = table.replay(parse_notation(UI), [], prompt)
    assert order == ["extraneous", "suggests", "poll", "logical_alternative", "table_result",
                     "damaged", "score", "outcomes", "self_inflicted"]  # fmt: skip
    assert ruling.irregularities[0].rectification.adjusted_score.sides[0].points == 305.0


def test_a_question_answered_in_words_is_typed_at_the_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rich.prompt import Prompt

    from director.engine.ruling import Question
    from director.session.terminal import ask_at_terminal

    asked: list[str] = []

    def fake_ask(prompt: str, **_: Any) -> str:
        asked.append(prompt)
        return "3S+1 70%, 4S= 30%"

    monkeypatch.setattr(Prompt, "ask", fake_ask)
    question = Question(id="outcomes", asks="director", seat=None, law="12C1(c)",
                        text="Which outcomes?", options=[], expects="results with percentages")  # fmt: skip
    ctx = SimpleNamespace(out=SimpleNamespace(summary="16B"), check_text=lambda qid, raw: None)
    assert ask_at_terminal(ctx, question) == "3S+1 70%, 4S= 30%"
    assert asked == ["results with percentages"]


def test_75_notation_reads_explanations_and_corrections(run: Run) -> None:
    code, out, err = run("rule", "1NT 2C 2D N:explains:natural P 2H AP S:corrects",
                         "--dealer", "N", "--json", "-a", "finding=call")  # fmt: skip
    assert code == 0, err
    (irr,) = json.loads(out)["irregularities"]
    assert irr["kind"] == "misinformation" and irr["steps"][-1]["law"] == "75C"


def test_75_an_explained_card_partner_never_played_is_one_line_exit_2(run: Run) -> None:
    code, _, err = run("rule", "1S P 2S P 4S AP E:HA S:H8 W:H2 E:explains:H9:count",
                       "--dealer", "N", "--no-log")  # fmt: skip
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("error: event 10 ") and "West made no card H9 before it" in err


def test_12C2_log_list_shows_an_artificial_score_in_the_sides_units(run: Run) -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "incidents"
    code, _, err = run("replay", str(example / "56-wrong-board-artificial-score-per-side.yaml"))
    assert code == 0, err
    code, out, _ = run("log", "list", "--json")
    assert code == 0
    assert "NS avg- (at most 40%)" in out and "EW avg+ (63.5%)" in out
