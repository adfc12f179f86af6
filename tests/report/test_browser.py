"""The written ruling as a reader sees it: headless Chromium renders an example to PNG and
prints it to PDF on Letter and on A4 - one page each, and a page with something on it."""

from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

import pytest

from tests.report.conftest import REPORTS, Browser

# The longest example: a judgement ruling with its questions, poll and weighted score.
LONGEST = REPORTS / "03-hesitation-weighted-score.html"


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


def inked(png: bytes) -> tuple[int, int, float]:
    """Width, height and the share of the image's bytes that are neither white nor the
    zero a PNG filter leaves where a row repeats (a blank page has almost none)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    data, at = b"", 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        if png[at + 4 : at + 8] == b"IDAT":
            data += png[at + 8 : at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(data)
    return width, height, sum(1 for b in raw if b not in (0, 255)) / len(raw)


@pytest.mark.parametrize("paper", ["letter", "A4"])
def test_the_longest_example_prints_on_one_page(
    chromium: Browser, tmp_path: Path, paper: str
) -> None:
    page = tmp_path / "report.html"
    html = LONGEST.read_text(encoding="utf-8")
    page.write_text(
        html.replace("</style>", f"@page {{ size: {paper}; }}\n</style>"), encoding="utf-8"
    )
    out = chromium(page, "--no-pdf-header-footer", f"--print-to-pdf={tmp_path / 'report.pdf'}")
    pdf = (tmp_path / "report.pdf").read_bytes()
    assert out.is_dir() and pdf.startswith(b"%PDF")
    assert pages(pdf) == 1
    width = {"letter": rb"612 ", "A4": rb"59[45]\.?\d* "}[paper]
    assert re.search(rb"/MediaBox\s*\[0 0 " + width, pdf)


def test_a_page_too_long_for_one_sheet_counts_more_than_one(
    chromium: Browser, tmp_path: Path
) -> None:
    page = tmp_path / "long.html"
    html = LONGEST.read_text(encoding="utf-8")
    page.write_text(
        html.replace("</main>", "<div style='height: 300mm'></div></main>"), encoding="utf-8"
    )
    chromium(page, "--no-pdf-header-footer", f"--print-to-pdf={tmp_path / 'long.pdf'}")
    assert pages((tmp_path / "long.pdf").read_bytes()) == 2


def test_the_rendered_page_is_not_blank(chromium: Browser, tmp_path: Path) -> None:
    shot = tmp_path / "report.png"
    chromium(
        REPORTS / "02-revoke-trick-transfer.html", "--window-size=800,1000", f"--screenshot={shot}"
    )
    width, height, ink = inked(shot.read_bytes())
    assert (width, height) == (800, 1000)
    blank = tmp_path / "blank.html"
    blank.write_text("<!DOCTYPE html><title>blank</title>", encoding="utf-8")
    chromium(blank, "--window-size=800,1000", f"--screenshot={tmp_path / 'blank.png'}")
    assert inked((tmp_path / "blank.png").read_bytes())[2] < 0.001 < 0.02 < ink
