"""The incident menu's revoke (issue 31): ``director rule`` alone, "revoke", three lines in
the table's words - no card typed - and the ruling of the full record of the same play
(example 21), in at most 3 prompts of the menu and 60 characters typed after the command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.record.incident import load_incident
from director.session.incident_menu import INCIDENTS, _contract
from director.session.incident_revoke import read_revoke, with_total
from tests.cli.test_incident_menu import Menu, _logged, _rules_as_full, _stated
from tests.conftest import Run

EXAMPLE_21 = (
    Path(__file__).resolve().parents[2] / "examples/incidents/21-revoke-one-trick-transferred.yaml"
)
REVOKE = str(next(n for n, i in enumerate(INCIDENTS, start=1) if i.name == "revoke"))


def _full_record(path: Path) -> list[str]:
    """``director rule`` arguments of the example's whole record: every card, the deal."""
    incident = load_incident(path)
    notation = " ".join(str(e) for e in incident.parsed_events())
    assert incident.deal is not None and incident.dealer is not None
    return [notation, "--deal", incident.deal, "--dealer", incident.dealer]


def test_64A2_revoke_from_the_menu_rules_as_the_full_record_of_example_21(
    tmp_path: Path, run: Run
) -> None:
    # 1S by North; West revoked on trick 4, East won it, East-West won 2 tricks after it,
    # North took 7: one trick to North-South (64A2), 1S+1.
    log = tmp_path / "rulings.sqlite3"
    term = _stated(
        log,
        ("incident [", REVOKE),
        ("contract, declarer and the tricks he took", "1S N 7"),
        ("revoke: trick, revoker, who won it", "4 W E 2"),
    )
    assert (term.prompts, term.chars) == (3, 17)  # the incident's number, then two facts
    assert "When was attention first drawn" in term.answer("choice", "1")  # in time
    full = _rules_as_full(
        term, log, run, *_full_record(EXAMPLE_21), "-a", "attention_drawn=in-time"
    )
    assert full[0][:3] == ("revoke", "61", "W") and "64A2" in full[0][3]["laws"]
    logged = _logged(log)
    code, out, _ = run("replay", str(EXAMPLE_21), "--json", "--no-log")
    assert code == 0
    record = json.loads(out)
    assert logged["score"] == record["score"] and logged["score"]["result"] == "1S+1"
    assert logged["result"]["after_transfer"] == record["result"]["after_transfer"] == 8
    step = next(s for s in logged["irregularities"][0]["steps"] if s["law"] == "61A")
    assert step["text"].startswith("Stated by the director: revoke on trick 4 by West")


def test_a_trick_14_or_an_unknown_seat_is_asked_again(tmp_path: Path) -> None:
    log = tmp_path / "rulings.sqlite3"
    term = Menu(log)
    term.answer("incident [", REVOKE)
    term.answer("contract, declarer and the tricks he took", "4S S 10")
    term.answer("revoke: trick, revoker, who won it", "14 E E 0")
    shown = term.answer("revoke: trick, revoker, who won it", "5 Q E 1")
    assert "expected a trick from 1 to 13, not '14'" in shown
    assert "invalid seat" in term.answer("revoke: trick, revoker, who won it", "stop")
    code, screen = term.finish()
    assert code == 0 and "stopped: nothing was logged" in screen and "Traceback" not in screen


def test_the_revoke_facts_make_the_stated_notation() -> None:
    picked = INCIDENTS[int(REVOKE) - 1]
    lines = ("4S S 10", "5 E E 1")
    facts = (f.read(t) for f, t in zip(picked.facts, lines, strict=True))
    assert picked.build(*facts) == ("4S AP E:revoked:5:won:E:after:1:made:10", "S")
    facts = (f.read(t) for f, t in zip(picked.facts, ("4HX W 9", "7 N ? ?"), strict=True))
    assert picked.build(*facts) == ("4H X AP N:revoked:7:made:9", "W")  # the rest asked


@pytest.mark.parametrize(
    ("read", "typed", "expected"),
    [
        (read_revoke, "5 E E", "expected the trick, the revoker, who won it"),
        (read_revoke, "0 E E 1", "expected a trick from 1 to 13"),
        (read_revoke, "12 E E 2", "expected the tricks after it from 0 to 1"),
        (with_total(_contract), "4S S", "expected the contract, declarer and his tricks"),
        (with_total(_contract), "4S S 14", "expected declarer's tricks from 0 to 13"),
        (with_total(_contract), "4Z S 9", "expected a contract such as 4S"),
    ],
)
def test_a_revoke_fact_that_does_not_read_names_what_is_expected(
    read: object, typed: str, expected: str
) -> None:
    with pytest.raises(DirectorError, match=expected):
        read(typed)  # type: ignore[operator]


def test_in_batch_a_bad_stated_revoke_exits_2_with_one_line(run: Run) -> None:
    code, _, err = run("rule", "1S AP W:revoked:14", "--dealer", "N", "--no-log")
    assert code == 2 and "expected a number from 1 to 13" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err

