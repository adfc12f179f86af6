"""The commands with ``--edition belote-contree``: law, rule, replay; bad input in one line."""

import json
from pathlib import Path

import pytest

from tests.belote.helpers import DEAL
from tests.conftest import Run


def test_law_article_of_the_belote_catalog(run: Run) -> None:
    code, out, err = run("law", "12B", "--edition", "belote-contree", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["edition"] == "belote-contree" and data["sections"][0]["ref"] == "12B"


def test_rule_live_with_answer_and_option(run: Run) -> None:
    code, out, err = run(
        "rule",
        "W:85H W:80H S:P E:P N:P",
        "--dealer",
        "N",
        "--edition",
        "belote-contree",
        "--answer",
        "1.penalty=none",
        "--option",
        "rotation=anticlockwise",
        "--json",
    )
    assert code == 0, err
    ruling = json.loads(out)
    assert ruling["contract"] == "80H by W" and ruling["irregularities"][0]["law"] == "3B"


@pytest.mark.parametrize(
    ("body", "says"),
    [
        (f"dealer: N\ndeal: {DEAL!r}\nevents: 'W:H6'", "32-card pack"),
        ("dealer: N\ndeal: 'N:AT.J9.A.AT7'\nevents: []", "four hands"),
        ("dealer: Q\nevents: []", "dealer"),
        ("dealer: N\noptions: {colour: red}\nevents: []", "unknown option"),
        ("dealer: N\nevents: 'W:80H'\nanswers: {penalty: maybe}", ""),
        ("dealer: N\nevents: 'W:85H'\nanswers: {penalty: maybe}", "penalty='maybe'"),
    ],
)
def test_bad_record_one_line_exit_2(run: Run, tmp_path: Path, body: str, says: str) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text("edition: belote-contree\n" + body + "\n")
    code, _out, err = run("replay", str(path), "--json")
    if not says:  # an answer to a question not asked is harmless
        assert code == 0, err
        return
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1 and says in err


def test_live_questions_are_put_in_turn_and_the_deal_replayed() -> None:
    from director.belote.cli import answer_open
    from director.belote.record import record_from

    record = record_from({"dealer": "N", "events": "W:85H W:80H S:X E:90S"}, "test")
    asked: list[str] = []

    def ask(question: object, number: int | None) -> str:
        asked.append(f"{number}.{getattr(question, 'id', '')}")
        return "none"

    ruling = answer_open(record, {}, ask)
    assert asked == ["1.penalty", "2.penalty"]  # the second (a bid after a contre) found later
    assert ruling.status == "incomplete" and [i.kind for i in ruling.irregularities] == [
        "bid-not-allowed",
        "bid-after-contre",
    ]


def test_a_complete_ruling_is_logged_an_open_one_is_not(run: Run) -> None:
    examples = Path(__file__).resolve().parents[2] / "examples" / "belote"
    code, _out, err = run("replay", str(examples / "05-contre-out-of-turn-open.yaml"))
    assert code == 0 and "not logged" in err
    code, _out, err = run("replay", str(examples / "08-renonce.yaml"))
    assert code == 0 and "logged as #1" in err
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    assert "renonce" in out and "NS 0, EW 260" in out and "Belote" in out
    code, out, err = run("log", "export", "--format", "pbn")
    assert code == 0 and "left out: ruling(s) #1" in out and "[Deal" not in out


def test_bridge_only_options_are_refused_with_belote_and_the_other_way(run: Run) -> None:
    code, _out, err = run(
        "rule", "W:80H", "--dealer", "N", "--edition", "belote-contree", "--vul", "ns"
    )
    assert code == 2 and "for bridge" in err
    code, _out, err = run("rule", "1H", "--dealer", "N", "--option", "rotation=clockwise")
    assert code == 2 and "belote-contree" in err
