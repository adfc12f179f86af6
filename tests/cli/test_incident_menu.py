"""``director rule`` alone at a terminal (issue 31): the incident picked from a menu in the
table's words, only the facts it needs asked, and the same ruling as the full notation
gives - in at most 3 prompts of the menu and 60 characters typed after the command."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from director.log.journal import unfinished
from director.log.store import LogStore
from tests.cli.test_live_session import Terminal
from tests.conftest import Run

EVENT = re.compile(r" \(event \d+\)")


class Menu(Terminal):
    """A terminal counting the prompts answered and the characters typed (Enter included)."""

    def __init__(self, log: Path) -> None:
        super().__init__(log)
        self.prompts = 0
        self.chars = 0

    def answer(self, prompt: str, line: str) -> str:
        shown = self.until(prompt)
        assert prompt in shown, shown[-800:]
        self.prompts += 1
        self.chars += len(line) + 1
        self.type(line)
        return shown


def _essence(ruling: dict[str, Any]) -> list[tuple[str, str, str | None, Any]]:
    """What a ruling says: each irregularity's kind, law, offender and rectification (the
    events' numbers aside: a full auction numbers them further on)."""
    return [
        (
            i["kind"],
            i["law"],
            i["offender"],
            json.loads(EVENT.sub("", json.dumps(i["rectification"]))),
        )
        for i in ruling["irregularities"]
    ]


def _stated(log: Path, *answers: tuple[str, str]) -> Menu:
    """The menu answered, in at most 3 prompts: the incident and its facts."""
    term = Menu(log)
    for prompt, line in answers:
        term.answer(prompt, line)
    assert term.prompts <= 3
    return term


def _logged(log: Path) -> dict[str, Any]:
    with LogStore.open(log) as store:
        (entry,) = store.find()
        return entry.ruling


def _rules_as_full(term: Menu, log: Path, run: Run, *args: str) -> list[Any]:
    """The menu's session finished within 60 characters, its logged ruling the same as
    ``director rule ARGS`` gives; that ruling's essence."""
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert term.chars <= 60 and "logged as #1" in screen
    code, out, err = run("rule", *args, "--json", "--no-log")
    assert code == 0, err
    full = _essence(json.loads(out))
    assert _essence(_logged(log)) == full
    return full


def test_27_insufficient_bid_from_the_menu_rules_as_the_full_notation(
    tmp_path: Path, run: Run
) -> None:
    log = tmp_path / "rulings.sqlite3"
    term = Menu(log)
    menu = term.answer("incident [", "1")
    for name in ("insufficient bid", "call out of turn", "lead out of turn", "hesitation"):
        assert name in menu
    term.answer("dealer, then the calls", "S 1H 1S 1H")
    assert (term.prompts, term.chars) == (2, 13)  # the dealer on the calls' line
    assert "Does East accept the insufficient bid 1H?" in term.answer("choice", "2")
    term.answer("What did North call?", "2H")
    term.answer("choice", "1")  # not artificial
    full = _rules_as_full(
        term, log, run, "1H 1S 1H 2H", "--dealer", "S", "-a", "accept=no", "-a", "artificial=no"
    )
    assert "27B1(a)" in full[0][3]["laws"]
    stated = (
        "stated: insufficient bid; dealer, then the calls, the insufficient bid last: S 1H 1S 1H"
    )
    with LogStore.open(log) as store:
        (entry,) = store.find()
        assert [n.text for n in entry.notes] == [stated]  # the facts it rests on, kept


def test_54_opening_lead_out_of_turn_from_the_menu_rules_as_the_full_auction(
    tmp_path: Path, run: Run
) -> None:
    # 4S by South; East, not West, faces the HA: declarer spreads his hand (54A).
    log = tmp_path / "rulings.sqlite3"
    term = _stated(log, ("incident [", "3"), ("contract and declarer", "4S S"), ("who led", "E HA"))
    assert "Opening lead out of turn: East" in term.answer("choice", "2")  # no sight of dummy
    term.answer("choice", "2")  # spread
    full = _rules_as_full(
        term, log, run, "S:1S pass 4S AP E:HA", "--dealer", "S",
        "-a", "could_see_dummy=no", "-a", "declarer_choice=dummy",
    )  # fmt: skip
    assert full[0][:3] == ("opening-lead-out-of-turn", "54", "E")


def test_16B_hesitation_from_the_menu_rules_as_the_full_auction(tmp_path: Path, run: Run) -> None:
    # North hesitates and bids 3S, South bids 4S; no logical alternative (16B1(b)).
    log = tmp_path / "rulings.sqlite3"
    term = _stated(log, ("incident [", "4"), ("who hesitated", "N 3S"), ("partner's call", "4S"))
    assert "information from North" in term.answer("choice", "1")  # extraneous
    term.answer("choice", "1")  # suggests
    term.answer("or Enter for none", "")  # no poll (16B1(b))
    term.answer("choice", "2")  # no logical alternative
    full = _rules_as_full(
        term, log, run, "--dealer", "N",
        "N:1S E:pass S:2S W:pass N:hesitation N:3S E:pass S:questioned:4S",
        "-a", "extraneous=yes", "-a", "suggests=yes", "-a", "logical_alternative=no",
    )  # fmt: skip
    assert full[0][1:3] == ("16B", "S") and "16B1(b)" in full[0][3]["laws"]


def test_a_fact_that_does_not_read_is_asked_again_and_stop_logs_nothing(tmp_path: Path) -> None:
    log = tmp_path / "rulings.sqlite3"
    term = Menu(log)
    term.answer("incident [", "3")
    term.answer("contract and declarer", "4S")
    assert "expected the contract and declarer" in term.answer("contract and declarer", "stop")
    code, screen = term.finish()
    assert code == 0 and "stopped: nothing was logged" in screen
    assert "Traceback" not in screen
    assert not log.exists() or not unfinished(LogStore.open(log))


def test_without_a_terminal_the_notation_is_still_asked_for(run: Run) -> None:
    code, _, err = run("rule")
    assert code == 2 and "give the events in compact notation" in err


def _number(name: str) -> str:
    """The menu number of the incident whose name begins with ``name``."""
    from director.session.incident_menu import INCIDENTS

    return str(next(i for i, inc in enumerate(INCIDENTS, 1) if inc.name.startswith(name)))


def _built(number: int, *lines: str) -> tuple[str, str]:
    from director.session.incident_menu import INCIDENTS

    picked = INCIDENTS[number - 1]
    return picked.build(*(f.read(t) for f, t in zip(picked.facts, lines, strict=True)))


def test_the_facts_make_the_notation_a_director_would_type() -> None:
    assert _built(1, "s 1h 1s 1h") == ("1H 1S 1H", "S")
    assert _built(2, "N 1H N:2H") == ("1H N:2H", "N")
    assert _built(3, "3NTX E", "N:HA") == ("3NT X AP N:HA", "E")
    assert _built(3, "4hxx w", "e h2") == ("4H X XX AP E:H2", "W")
    assert _built(4, "N 3S", "4S") == ("N:hesitation N:3S pass S:questioned:4S", "N")
    assert _built(4, "E 2H", "X 3H") == ("E:hesitation E:2H X W:questioned:3H", "E")


def test_a_fact_that_does_not_read_names_what_is_expected() -> None:
    import pytest

    from director.errors import DirectorError
    from director.session.incident_menu import INCIDENTS

    lead = INCIDENTS[2].facts
    for fact, typed, expected in (
        (lead[0], "4S", "expected the contract and declarer"),
        (lead[0], "X S", "expected a contract such as 4S"),
        (lead[1], "E", "expected a seat and one more word"),
        (lead[1], "Q HA", "invalid seat"),
        (INCIDENTS[0].facts[0], "S 1H 1Z", "1Z"),
        (INCIDENTS[0].facts[0], "1H 1S 1H", "invalid seat"),
        (INCIDENTS[0].facts[0], "S", "expected the dealer, then what followed"),
        (INCIDENTS[1].facts[0], "N:1H 2H", "expected the dealer, then what followed"),
    ):
        with pytest.raises(DirectorError, match=expected):
            fact.read(typed)


def test_other_incidents_are_typed_as_events_after_the_dealer(tmp_path: Path, run: Run) -> None:
    # North's insufficient 1H and his 2H typed together, as the full notation has them.
    log = tmp_path / "rulings.sqlite3"
    other = _number("other")
    term = _stated(log, ("incident [", other), ("dealer, then the events", "S 1H 1S 1H 2H"))
    term.answer("choice", "2")  # not accepted
    term.answer("choice", "1")  # not artificial
    args = ("1H 1S 1H 2H", "--dealer", "S", "-a", "accept=no", "-a", "artificial=no")
    assert "27B1(a)" in _rules_as_full(term, log, run, *args)[0][3]["laws"]
