"""``director review ... --report FILE.html``: the session's findings as one valid page,
board by board - the counts at the top, each board with its deal drawn and its findings,
each law a finding cites linked to its catalog summary - and printed by a browser."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from director.cli.app import main
from tests.conftest import Run
from tests.report.conftest import ROOT, Browser
from tests.report.test_browser import pages
from tests.report.test_html import parsed, text

# A real file (tests/data/SOURCES.md) with irregular auctions and play marked by '^'.
ILLEGALS = ROOT / "tests" / "data" / "timheilman__bridge-pbn" / "correct_10.pbn"
CLEAN = ROOT / "tests" / "data" / "forrestrice__bridge-bots" / "usbf_sf_14502.lin"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ET.Element, str]:
    out = tmp_path_factory.mktemp("session") / "session.html"
    stdout, stderr = io.StringIO(), io.StringIO()
    with redirect_stdout(stdout), redirect_stderr(stderr), pytest.raises(SystemExit) as done:
        main(["review", str(ILLEGALS), "--report", str(out)])
    assert done.value.code == 1  # findings, as without --report
    assert stderr.getvalue() == f"report written to {out}\n"
    return out, parsed(out.read_text(encoding="utf-8")), stdout.getvalue()


def _sections(root: ET.Element) -> list[ET.Element]:
    return [s for s in root.iter("section") if s.get("class") == "board"]


def test_counts_at_the_top_match_the_text_summary(page: tuple[Path, ET.Element, str]) -> None:
    _, root, stdout = page
    facts = {text(d.find("dt")): text(d.find("dd")) for d in root.iter("div") if d.find("dt") is not None}  # fmt: skip
    assert facts["Boards"] == "31" and facts["Files"] == "1"
    assert f"{facts['Warnings']} warnings" in stdout.splitlines()[-1]
    assert facts["Boards with findings"] == str(len(_sections(root)))


def test_each_board_has_its_findings_and_its_deal(page: tuple[Path, ET.Element, str]) -> None:
    _, root, _ = page
    by_board = {text(s.find("h2")).split(" /")[0]: s for s in _sections(root)}
    irregular = by_board["Board #3"]  # the record names no board: named as the review does
    codes = [text(row.find("td")) for row in irregular.iter("tr") if row.find("td") is not None]
    assert codes == ["31", "27", "27", "32", "54", "53A", "61", "61"]
    hands = [d for d in irregular.iter("div") if (d.get("class") or "").startswith("hand ")]
    assert [h.get("class") for h in hands] == ["hand N", "hand W", "hand E", "hand S"]
    west = next(h for h in hands if h.get("class") == "hand W")
    assert "K Q 10 2" in text(west)  # the deal of the file's third game, West's spades
    assert "The record holds no deal." in text(by_board["Board #10"])


def test_each_cited_law_links_to_its_summary(page: tuple[Path, ET.Element, str]) -> None:
    _, root, _ = page
    links = {a.get("href") for a in root.iter("a") if (a.get("href") or "").startswith("#law-")}
    targets = {f"#{d.get('id')}" for d in root.iter("div") if (d.get("id") or "").startswith("law-")}  # fmt: skip
    assert links and links == targets
    summary = next(d for d in root.iter("div") if d.get("id") == "law-27")
    assert "insufficient" in text(summary).lower()


def test_a_clean_file_says_so(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "clean.html"
    code, _, err = run("review", str(CLEAN), "--report", str(out))
    assert code == 0, err
    root = parsed(out.read_text(encoding="utf-8"))
    assert not _sections(root)
    assert "No finding: every board replays as recorded." in text(root)


def test_the_report_is_html_only(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, stdout, err = run("review", str(CLEAN), "--report", "r.md")
    assert code == 2 and stdout == ""
    assert err == "error: --report 'r.md': expected a file ending .html\n"


def test_the_session_page_prints(
    chromium: Browser, page: tuple[Path, ET.Element, str], tmp_path: Path
) -> None:
    out, _, _ = page
    chromium(out, "--no-pdf-header-footer", f"--print-to-pdf={tmp_path / 'session.pdf'}")
    pdf = (tmp_path / "session.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and pages(pdf) >= 1
