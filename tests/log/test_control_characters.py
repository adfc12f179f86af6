"""Nothing from an input reaches the terminal as control (issue 27): a ruling note, a
player's remark, an event name or a quoted token holding an escape sequence is shown with
its control characters made visible by ``log list``, ``log show`` and an error."""

import sys
from pathlib import Path

import pytest

from director.safe_text import visible
from tests.conftest import Run
from tests.log.helpers import ScriptedTTY

ESC = "\x1b[2J\x1b]0;pwned\x07"  # clears the screen, sets the window title
SHOWN = "\\x1b[2J\\x1b]0;pwned\\x07"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"


def _no_control(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text, repr(text)


def test_visible_writes_each_control_character_as_its_escape() -> None:
    assert visible(ESC + " note") == SHOWN + " note"
    assert visible("a\nb\tc") == "a\nb\tc"
    assert visible("a\nb\rc", lines=False) == "a\\x0ab\\x0dc"
    assert visible("\u202eevil\x9b") == "\\u202eevil\\x9b"
    assert visible("Schöne Grüße ♠") == "Schöne Grüße ♠"


def test_a_note_and_an_event_name_are_shown_not_obeyed(run: Run) -> None:
    code, _, err = run("rule", "1H P", "--dealer", "S", "--note", ESC + " note",
                       "--event", "Pairs" + ESC)  # fmt: skip
    assert code == 0, err
    code, out, err = run("log", "list")
    assert code == 0, err
    _no_control(out)
    assert "\\x1b" in out
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    _no_control(out)
    assert SHOWN + " note" in out and "Pairs" + SHOWN in out


def test_a_players_remark_in_the_ruling_is_shown_not_obeyed(run: Run) -> None:
    notation = f'1S AP E:HA S:H8 W:remark:"slow{ESC}" W:H2 N:H4 E:questioned:HK S:H9 W:H3 N:H5'
    code, _, err = run("rule", notation, "--dealer", "N", "--deal", DEAL,
                       "-a", "1.extraneous=yes", "-a", "1.suggests=no")  # fmt: skip
    assert code in (0, 1), err
    code, out, err = run("log", "show", "1")
    assert code == 0, err
    _no_control(out)
    assert "slow\\x1b[2J" in out


def test_an_error_quoting_an_input_shows_its_control_characters(run: Run, tmp_path: Path) -> None:
    code, _, err = run("replay", str(tmp_path / f"board{ESC}.yaml"))
    assert code == 2
    _no_control(err)
    assert err.startswith("error: ") and err.count("\n") == 1 and "\\x1b" in err


def test_the_ruling_as_printed_shows_an_explanation_not_obeyed(run: Run) -> None:
    """The ruling's own text quotes what was said at the table: every console the tool
    prints to makes control characters visible, and a line the escapes make longer than the
    width goes on to the next line instead of being cut."""
    code, out, err = run("rule", f'1H P 2H S:explains:"weak{ESC}" P', "--dealer", "N", "--no-log")
    assert code == 0, err
    _no_control(out + err)
    flat = "".join(line.strip(" │") for line in out.splitlines())
    assert "'weak\\x1b[2J\\x1b]0;pwned'" in flat  # rich drops the BEL itself


def test_the_list_of_drafts_shows_the_notation_not_obeyed(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", ScriptedTTY(KeyboardInterrupt(), "y"))
    code, _, err = run("rule", f'1H 1S 1H 2H W:remark:"x{ESC}"', "--dealer", "S")
    assert code == 130, err
    monkeypatch.setattr(sys, "stdin", ScriptedTTY("n"))
    code, _, err = run("rule", "--resume")
    assert code == 0 and "nothing resumed" in err, err
    _no_control(err)
    assert "\\x1b[2J" in err
