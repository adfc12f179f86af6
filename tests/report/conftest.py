"""Rulings to write, and the headless browser the render tests use (the one place a test
is skipped: on a machine without Debian's ``chromium``; ``.ci/run`` installs it)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from director.engine.ruling import Ruling
from director.record.incident import load_incident

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "examples" / "reports"
INCIDENTS = ROOT / "examples" / "incidents"


def ruling_of(record: Path, *, drop: tuple[str, ...] = (), **answers: str) -> Ruling:
    """The ruling of an incident record, with the table's view (hands, calls as made);
    ``answers`` replace the record's own to its first irregularity, ``drop`` leaves some
    out."""
    incident = load_incident(record)
    given = incident.answers
    if answers or drop:
        first = {k: v for k, v in incident.answers[0].items() if k not in drop}
        given = [{**first, **answers}]
    return incident.new_table().replay(incident.parsed_events(), given)


Browser = Callable[..., Path]


@pytest.fixture(scope="session")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Browser:
    """``render(html_file, "--screenshot=out.png", ...)``: run headless Chromium on a page
    and return the directory it wrote in."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        pytest.skip("chromium is not installed (apt-get install chromium; .ci/run does)")
    home = tmp_path_factory.mktemp("chromium")

    def render(page: Path, *flags: str) -> Path:
        command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                   f"--user-data-dir={home / 'profile'}", *flags, page.as_uri()]  # fmt: skip
        subprocess.run(command, cwd=home, capture_output=True, timeout=60, check=True)
        return home

    return render
