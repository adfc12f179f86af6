"""Three-handed Auction live at the table (a pty): a declaration out of turn (Law 5) is
typed, the tool states both elections and what follows each before the two other players
act, asks, and ends in the final ruling."""

from __future__ import annotations

from pathlib import Path

from director.log.store import LogStore
from tests.cli.test_live_session import Terminal


def test_5_declaration_out_of_turn_options_stated_before_the_players_act(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1H", "S:2C", "--dealer", "N", "--edition", "three-hand-auction")
    before = term.until("choice [")
    assert "asks: other players" in before and "each score 50" in before
    corrected = before.index("1. corrected")
    accepted = before.index("2. accepted")
    assert corrected < accepted  # the law's rule (East keeps his turn) first
    assert "2C is withdrawn and East calls" in before
    assert "North calls next, then East" in before
    term.type("1")  # corrected
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    after = screen.split("choice [1/2]")[-1]
    assert "honour points N +50 [5]" in after and "honour points E +50 [5]" in after
    assert "Auction continues: E to call." in after
    with LogStore.open(log) as store:
        assert store.count() == 1
