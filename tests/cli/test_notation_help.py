"""The full notation one help topic away (``director notation``), every form it shows read
by the notation's own parser; every command's summary in ``director --help`` a whole
sentence, none cut."""

from __future__ import annotations

import pytest

from director.belote.record import parse_events
from director.cli.notation import BELOTE, BRIDGE
from director.record.incident import parse_notation
from tests.conftest import Run


def _forms(topics: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]) -> list[str]:
    return [token for _, rows in topics for form, _ in rows for token in form.split("  ")]


@pytest.mark.parametrize("form", _forms(BRIDGE))
def test_every_bridge_form_shown_is_read_by_the_notation(form: str) -> None:
    assert parse_notation(form)


@pytest.mark.parametrize("form", _forms(BELOTE))
def test_every_belote_form_shown_is_read_by_the_belote_notation(form: str) -> None:
    assert parse_events(form)


def test_notation_lists_every_form_and_one_game_on_request(run: Run) -> None:
    code, out, err = run("notation")
    assert code == 0, err
    for form in _forms(BRIDGE) + _forms(BELOTE):
        assert form in out, form
    code, out, _ = run("notation", "--edition", "belote-contree")
    assert code == 0 and "capotH" in out and "N:wrong-board" not in out
    code, out, err = run("notation", "--edition", "wbf-2031")
    assert code == 2 and out == "" and err.count("\n") == 1 and "wbf-2031" in err


def test_rule_help_points_to_the_notation(run: Run) -> None:
    code, out, _ = run("rule", "--help")
    assert code == 0 and "director notation" in " ".join(out.split())


def test_every_command_summary_is_a_whole_sentence(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    for args in (("--help",), ("log", "--help")):
        code, out, _ = run(*args)
        assert code == 0
        commands = out.split("Commands:")[1].strip().splitlines()
        assert len(commands) >= 5
        for line in commands:
            summary = line.split(None, 1)[1]
            assert summary.endswith(".") and not summary.endswith("..."), line
            assert summary[0].isupper(), line
