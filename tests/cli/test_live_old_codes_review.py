"""Auction Bridge 1912 live at the table (a pty), found in a director's review: Law 51 told
after trick 1 while the declarer is on lead - the session waits for the cards, asks the
declarer for the suit before the adversary's lead, and checks it (it ended at once before,
logging a ruling that lost the call)."""

from __future__ import annotations

from pathlib import Path

from director.log.store import LogStore
from tests.cli.test_live_session import Terminal

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"


def test_51_the_lead_called_waits_for_the_adversarys_next_lead(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    told = '1H P P P E:S8 S:S4 W:S3 N:SA W:recalls:"hearts"'  # North won trick 1
    args = ("--dealer", "N", "--deal", DEAL, "--edition", "auction-bridge-1912")
    term = Terminal(log, told, *args)
    term.until("choice [")
    term.type("1")  # North calls a lead
    before = term.until("What did North lead?")
    assert "the lead called (51)" in before and "before East or West next leads" in before
    assert "44" not in before
    term.type("N:H4 E:HA S:H8 W:H2")  # East wins trick 2: he leads next
    assert "Which suit does North (declarer) call from East to trick 3?" in term.until("choice [")
    term.type("3")  # diamonds
    assert "a diamond → 51: as required." in term.until("What did East lead?")
    term.type("E:D5")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "East must lead a diamond to trick 3" in screen
    with LogStore.open(log) as store:
        assert store.count() == 1


def test_1_3_a_call_typed_for_west_is_refused_at_the_prompt_and_asked_again(tmp_path: Path) -> None:
    # Three-hand L1/L3: West's place holds the dummy packet. A call typed for West at the
    # prompt is refused there and the question asked again (it ended the session, exit 2).
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1H 1C", "--dealer", "N", "--edition", "three-hand-auction")
    term.until("choice [")
    term.type("1")  # the penalty demanded (50)
    term.until("What did East call?")
    term.type("W:2C")
    again = term.until("What did East call?")
    assert "West is not a player of Three-handed Auction" in again
    term.type("2C")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "East made his declaration sufficient: 2C" in screen
    with LogStore.open(log) as store:
        assert store.count() == 1
