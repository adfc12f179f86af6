"""``director rule ... --edition belote-contree`` keeps a draft as bridge does: each answer
typed at the terminal is journaled; stopped with a question open (``stop``, Ctrl-C) the
ruling is a draft, never logged; ``director rule --resume`` asks only what is still open,
stating the choices before they are made, and logs the final ruling once."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from director.log.journal import load_draft, unfinished
from director.log.store import LogStore
from tests.cli.test_live_session import Terminal
from tests.conftest import Run
from tests.log.helpers import ScriptedTTY

BELOTE = ("--edition", "belote-contree")
PROMPT = "answer ('stop' keeps the draft)"
# Dealer N, West speaks first: 85H is no bid (3B, 6A; 6B asked), then, after South's contre,
# East bids 90S: a bid after a contre (4B; 6B asked again). The auction is not over.
MID_AUCTION = ("W:85H W:80H S:X E:90S", "--dealer", "N", *BELOTE)
# Example 11 typed whole: 85H (6B asked), a call out of turn (7A), a contre, an exposed card
# (11B asked), a renonce (12A) that loses the deal; two organiser's options.
DEAL = "N:AT.J9.A.AT7 KQ.87.KQ.KQ J9.AKQ.T.J9 87.T.J987.8"
WHOLE = (
    "W:85H W:pass S:80H N:100H E:pass W:contre E:pass W:D7 S:DT E:expose:CK E:DQ N:DA "
    "N:HJ W:HT S:HQ! E:DK N:H9 W:S7 S:HK! E:H8"
)
OPTIONS = ("--option", "failure_points=162", "--option", "success=ffb-2016")


def test_6B_stopped_mid_auction_then_resumed_from_the_open_question(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, *MID_AUCTION, "--event", "Cup")
    before = term.until(PROMPT)
    assert "[6B]" in before and "none:" in before and "silence:" in before  # choices first
    term.type("none")
    assert "[6B]" in term.until(PROMPT)  # the bid after the contre, found on the replay
    term.type("stop")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "draft #1 kept: resume it with 'director rule --resume 1'" in screen
    assert "not logged: the ruling waits for an answer" in screen
    with LogStore.open(log) as store:
        (draft,) = unfinished(store)
        assert [(a.key, a.answer) for a in draft.answers] == [("1.penalty", "none")]
        assert draft.request["edition"] == "belote-contree" and store.count() == 0

    term = Terminal(log, "--resume", "1")
    before = term.until(PROMPT)
    assert "resuming draft #1: 'W:85H W:80H S:X E:90S', 1 answer(s) already given" in before
    assert before.count("[6B]") == 1 and "silence:" in before  # only the open one, choices
    term.type("silence")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert screen.count(PROMPT) == 1 and "logged as #1" in screen
    with LogStore.open(log) as store:
        assert unfinished(store) == [] and load_draft(store, 1).status == "done"
        (entry,) = store.find()
        assert entry.event == "Cup" and entry.edition == "belote-contree"
        assert [(a.question, a.answer, a.source) for a in entry.answers] == [
            ("penalty", "none", "journal"),
            ("penalty", "silence", "terminal"),
        ]
        assert entry.incident["answers"] == {"1.penalty": "none", "2.penalty": "silence"}


def test_11B_whole_deal_stopped_then_resumed_logs_the_same_ruling(
    run: Run, tmp_path: Path
) -> None:
    args = (WHOLE, "--dealer", "N", "--deal", DEAL, *BELOTE, *OPTIONS)
    code, expected, err = run("rule", *args, "--json", "--no-log", "-a", "1.penalty=none",
                              "-a", "3.play-fault=none")  # fmt: skip
    assert code == 0, err
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, *args)
    assert "[6B]" in term.until(PROMPT)
    term.type("none")
    before = term.until(PROMPT)
    assert "[11B]" in before and "deal-lost:" in before  # the arbiter's choices, first
    term.type("stop")
    code, screen = term.finish()
    assert code == 0 and "draft #1 kept" in screen and "not logged" in screen, screen[-1500:]

    term = Terminal(log, "--resume")  # the latest, offered: Enter takes it
    listed = term.until("resume draft #1?")
    assert "  belote-contree  1 answer(s), last 1.penalty=none" in listed
    assert "\n      W:85H W:pass" in listed.replace("\r", "")
    term.type("")
    before = term.until(PROMPT)
    assert "[6B]" not in before and "[11B]" in before and "none:" in before
    term.type("none")
    code, screen = term.finish()
    assert code == 0 and "logged as #1" in screen, screen[-1500:]
    assert "total: NS 504, EW 0" in screen  # (162 + 80) x 2 + belote: the options kept
    with LogStore.open(log) as store:
        entry = store.get(1)
        assert store.count() == 1 and load_draft(store, 1).ruling_id == 1
    assert entry.ruling == json.loads(expected)  # the same ruling as answered in one go
    assert [a.source for a in entry.answers] == ["journal", "terminal"]


def test_ctrl_c_at_a_belote_question_keeps_or_discards_the_draft(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", ScriptedTTY("none", KeyboardInterrupt(), "n"))
    code, _out, err = run("rule", *MID_AUCTION)
    assert code == 130 and "draft #1 discarded" in err
    monkeypatch.setattr(sys, "stdin", ScriptedTTY(KeyboardInterrupt(), ""))
    code, _out, err = run("rule", *MID_AUCTION)
    assert code == 130 and "draft #2 kept: resume it with 'director rule --resume 2'" in err
    with LogStore.open(ruling_log) as store:
        assert [d.id for d in unfinished(store)] == [2] and store.count() == 0
        assert load_draft(store, 1).status == "discarded"


def test_a_bad_resume_id_is_one_line_exit_2(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    LogStore.open(log).close()
    for which, says in (("9", "no draft #9"), ("x1", "expected a draft number")):
        code, screen = Terminal(log, "--resume", which).finish()
        lines = screen.strip().splitlines()
        assert code == 2 and len(lines) == 1 and lines[0].startswith("error: "), screen
        assert says in lines[0]


def test_a_resumed_draft_warns_of_unused_answers_and_fails_on_a_bad_one(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    from director.log.journal import Journal

    request = {"edition": "belote-contree", "notation": "W:85H", "dealer": "N", "flat": {}}
    with LogStore.open(ruling_log) as store:
        first = Journal.start(store, request)
        first.record(1, "penalty", "none")  # 6B, answered
        first.record(4, "penalty", "silence")  # no fourth irregularity in this incident
        Journal.start(store, request).record(1, "penalty", "bogus")  # not one of the choices
    monkeypatch.setattr(sys, "stdin", ScriptedTTY())
    code, _out, err = run("rule", "--resume", "1")
    assert code == 0 and "journaled answers not asked for again: 4.penalty" in err
    assert "logged as #1" in err
    code, _out, err = run("rule", "--resume", "2")
    assert code == 2 and err.count("\n") == 2 and "answer penalty='bogus'" in err  # + resuming
    with LogStore.open(ruling_log) as store:
        assert [load_draft(store, n).status for n in (1, 2)] == ["done", "failed"]


CAPOT_FAILED = (  # West's capot in spades, every card played by the duties of article 9
    "W:capotS S:pass E:pass N:pass W:C8 S:C9 E:CK N:C10 N:C7 W:S7 S:CJ E:CQ W:D7 S:D10 E:DK "
    "N:DA N:CA W:S8 S:S9 E:SK S:HA E:H7 N:H9 W:H10 S:HK E:H8 N:HJ W:D8 S:HQ E:SQ N:S10 W:D9 "
    "N:SA W:DJ S:SJ E:DQ"
)


def test_14D_a_score_answer_journaled_before_a_crash_is_taken_on_resume(
    run: Run, monkeypatch: pytest.MonkeyPatch, ruling_log: Path
) -> None:
    from director.log.journal import Journal

    request = {"edition": "belote-contree", "notation": CAPOT_FAILED, "dealer": "N",
               "deal": DEAL, "flat": {}}  # fmt: skip
    with LogStore.open(ruling_log) as store:  # answered at the terminal, then the process died
        Journal.start(store, request).record(0, "capot-failed", "660")
    monkeypatch.setattr(sys, "stdin", ScriptedTTY())  # nothing left to ask
    code, out, err = run("rule", "--resume", "1")
    assert code == 0 and "[14D]" not in err and "logged as #1" in err, err
    assert "answered: 660" in out
    with LogStore.open(ruling_log) as store:
        entry = store.get(1)
    assert [(a.question, a.answer, a.source) for a in entry.answers] == [
        ("capot-failed", "660", "journal")
    ]
    assert entry.incident["answers"] == {"capot-failed": "660"}
