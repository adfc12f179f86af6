"""``--report FILE`` on ``rule``, ``replay`` and ``log show``: the written ruling beside the
usual output, HTML or Markdown by the suffix; a suffix that names no format, or a file that
cannot be written, is the one-line error (exit 2)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Run
from tests.report.conftest import REPORTS


def test_replay_writes_the_report_with_the_logs_event(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "board1.html"
    record = str(REPORTS / "02-revoke-trick-transfer.yaml")
    code, _, err = run("replay", record, "--event", "Club night", "--report", str(out))
    assert code == 0, err
    assert f"report written to {out}" in err
    page = out.read_text(encoding="utf-8")
    assert "Club night" in page and '<div class="hand W">' in page


def test_rule_writes_markdown(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "ruling.md"
    code, stdout, err = run(
        "rule", "1H 1S 1H", "--dealer", "S", "-a", "accept=yes", "--json", "--report", str(out)
    )
    assert code == 0, err
    assert stdout.startswith("{")  # the JSON as before
    assert out.read_text(encoding="utf-8").startswith("# Director's ruling — Insufficient bid")


def test_log_show_writes_the_logged_ruling(run: Run, tmp_path: Path) -> None:
    code, _, err = run("replay", str(REPORTS / "01-insufficient-bid.yaml"), "--table", "12")
    assert code == 0, err
    out = tmp_path / "ruling1.html"
    code, _, err = run("log", "show", "1", "--report", str(out))
    assert code == 0, err
    page = out.read_text(encoding="utf-8")
    assert "Ruling #1, " in page and "<dt>Table</dt><dd>12</dd>" in page
    assert '<td class="irregular struck"><del>1<span class="heart">♥</span></del>' in page


def test_a_suffix_that_names_no_format_is_one_line(run: Run, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    record = str(REPORTS / "01-insufficient-bid.yaml")
    code, stdout, err = run("replay", record, "--no-log", "--report", "r.txt")
    assert code == 2 and stdout == ""
    assert err == "error: --report 'r.txt': expected a file ending .html or .md\n"


def test_a_report_that_cannot_be_written_is_one_line(run: Run, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    record = str(REPORTS / "01-insufficient-bid.yaml")
    code, _, err = run("replay", record, "--no-log", "--report", "missing/r.html")
    assert code == 2
    assert err.splitlines()[-1] == "error: --report 'missing/r.html': No such file or directory"


def test_a_belote_deal_has_no_report(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "belote.html"
    code, stdout, err = run(
        "rule", "N:P E:P S:P W:P", "--edition", "belote-contree", "--dealer", "N",
        "--no-log", "--report", str(out),
    )  # fmt: skip
    assert code == 2 and stdout == ""
    assert err == "error: --report writes a bridge ruling: drop it for a Belote deal\n"
    assert not out.exists()
