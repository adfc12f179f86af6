"""The menu's claim (issue 31, Laws 68-70): who claimed, how many of the tricks left, his
side's tricks and the statement, typed in at most 3 prompts and 60 characters; the ruling is
the one the claim stated in notation gives, and the one the full record gives (example 25).
And the calls that follow a ruling, typed several at the one prompt that waits for them (as
the table-time benchmark counts them)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.log.store import LogStore
from tests.cli.test_incident_menu import _built, _essence, _number, _rules_as_full, _stated
from tests.conftest import Run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"


def test_70C_disputed_claim_from_the_menu_rules_as_the_full_play(tmp_path: Path, run: Run) -> None:
    # Example 25: 1S by North; after six tricks (NS won one) North claims the rest without
    # a word; East still holds trumps; disputed; the director credits NS with 6 of the 7.
    log = tmp_path / "rulings.sqlite3"
    term = _stated(
        log,
        ("incident [", _number("claim")),
        ("contract and declarer", "1S N"),
        ("claimer, claimed/left", "N all/7 1"),
    )
    assert "Do the opponents agree?" in term.answer("choice", "2")  # dispute
    assert "Does an opponent of North still hold a trump?" in term.answer("choice", "1")
    shown = term.answer("number (0-7)", "6")  # the award, its facts shown first
    assert "Statement: none recorded." in shown and "NS had won 1 of the 6 played" in shown
    assert "[70C] A trump remains with an opponent" in shown
    term.answer("Confirm?", "y")
    full = _rules_as_full(
        term, log, run, "1S AP N:claim:all:of:7:won:1", "--dealer", "N",
        "-a", "opponents=disputed", "-a", "trump_out=yes", "-a", "tricks=6",
    )  # fmt: skip
    assert full[0][:3] == ("claim", "68", "N") and "70C" in full[0][3]["laws"]
    # ... and the record of example 25, every card typed, rules the same way.
    code, out, err = run("replay", str(EXAMPLES / "25-claim-disputed-outstanding-trump.yaml"),
                         "--json", "--no-log")  # fmt: skip
    assert code == 0, err
    played = _essence(json.loads(out))
    assert [(k, law, off) for k, law, off, _ in played] == [
        (k, law, off) for k, law, off, _ in full
    ]
    assert played[0][3]["laws"] == full[0][3]["laws"]
    assert {
        k: played[0][3]["claim"][k] for k in ("remaining", "claimed", "outcome", "awarded")
    } == {k: full[0][3]["claim"][k] for k in ("remaining", "claimed", "outcome", "awarded")}


def test_68_the_claim_facts_make_the_claim_stated_without_the_play() -> None:
    n = int(_number("claim"))
    assert _built(n, "1S N", "N all/7 1") == ("1S AP N:claim:all:of:7:won:1", "N")
    assert _built(n, "4HX w", 'E 2/4 7 the "last" two hearts') == (
        "4H X AP E:claim:2:of:4:won:7:\"the 'last' two hearts\"",
        "W",
    )
    assert _built(n, "3NT S", "s REST/13 0") == ("3NT AP S:claim:all:of:13:won:0", "S")


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("N all", "expected the claimer, tricks claimed/left"),
        ("N all/7", "expected the claimer, tricks claimed/left"),
        ("N x/7 1", "expected the claimer, tricks claimed/left"),
        ("Q all/7 1", "invalid seat"),
        ("N 8/7 1", "8 tricks claimed, but only 7 are left"),
        ("N all/7 7", "7 tricks won with 7 left: more than 13 in all"),
        ("N all/0 0", "expected 1 to 13 tricks left, not 0"),
    ],
)
def test_68_a_claim_fact_that_cannot_be_says_what_is_expected(typed: str, expected: str) -> None:
    from director.session.incident_menu import INCIDENTS

    fact = INCIDENTS[int(_number("claim")) - 1].facts[1]
    with pytest.raises(DirectorError, match=expected):
        fact.read(typed)


def test_several_calls_typed_at_one_prompt_are_taken_in_turn(tmp_path: Path, run: Run) -> None:
    # 27B1(b): West's insufficient 1H, not accepted; at the one prompt that waits for his
    # call the director types it and the three passes that end the auction.
    log = tmp_path / "rulings.sqlite3"
    term = _stated(log, ("incident [", "1"), ("dealer, then the calls", "E 1D 1S 1H"))
    term.answer("choice", "2")  # North does not accept
    asked = term.answer("What did West call?", "X pass pass pass")
    assert "several calls in turn" in asked
    shown = term.answer("choice", "1")  # the double is comparable
    assert "What did" not in shown  # no prompt for the passes
    full = _rules_as_full(
        term, log, run, "1D 1S 1H X pass pass pass", "--dealer", "E",
        "-a", "accept=no", "-a", "comparable=yes",
    )  # fmt: skip
    assert "27B1(b)" in full[0][3]["laws"]
    with LogStore.open(log) as store:
        (entry,) = store.find()
        assert entry.ruling["contract"] is not None  # the auction ended with the passes
