"""At the table (issue 31): 'stop' at any question keeps the draft, and a stray word typed
where a call or card is awaited is answered in one line saying what is expected there."""

from __future__ import annotations

from pathlib import Path

from director.log.journal import unfinished
from director.log.store import LogStore
from tests.cli.test_live_session import Terminal


def at_the_question(tmp_path: Path) -> tuple[Path, Terminal]:
    """East is asked whether he accepts North's insufficient 1H."""
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1H 1S 1H", "--dealer", "S", columns=80)
    term.until("choice [")
    return log, term


def drafts(log: Path) -> int:
    with LogStore.open(log) as store:
        return len(unfinished(store))


def test_stop_at_a_choice_question_keeps_the_draft(tmp_path: Path) -> None:
    log, term = at_the_question(tmp_path)
    term.type("stop")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "kept: resume it with 'director rule --resume" in screen
    assert drafts(log) == 1


def test_a_wrong_answer_at_a_choice_says_what_is_expected(tmp_path: Path) -> None:
    _, term = at_the_question(tmp_path)
    term.type("yes")
    assert "expected 1 or 2 ('stop' keeps the draft)" in term.until("choice [")
    term.type("stop")
    assert term.finish()[0] == 0


def test_a_stray_word_where_a_call_is_awaited_is_one_line(tmp_path: Path) -> None:
    _, term = at_the_question(tmp_path)
    term.type("2")  # not accepted: North replaces 1H
    term.until("What did North call?")
    term.type("7")
    said = term.until("What did North call?")  # one line, not the list of every event
    assert "'7' is not a call: type a call, e.g. 2H, pass, X" in said and "dummy" not in said
    term.type("stop")
    assert term.finish()[0] == 0
