"""The written ruling in Markdown: the deal in a code block, the auction as a table with
the irregular call marked, each section applied with its summary, the arithmetic."""

from __future__ import annotations

from director.report import report_markdown
from tests.report.conftest import REPORTS, ruling_of


def test_the_deal_auction_and_laws_as_markdown() -> None:
    text = report_markdown(ruling_of(REPORTS / "01-insufficient-bid.yaml"))
    assert text.startswith("# Director's ruling — Board 9: Insufficient bid\n")
    deal = text.split("```\n")[1]
    assert deal.splitlines()[0].strip() == "North"
    assert "♠ A Q J 7 5" in deal and "♥ Q 10 9 7 6 5" in deal
    assert "| West | North | East | South |\n| --- | --- | --- | --- |\n" in text
    assert "|  | 1♠ | 1NT | ~~1♥~~ (1) |" in text  # withdrawn, and the irregularity it is
    assert "(1) Insufficient bid: South, event 3 (S:1♥)" in text
    assert "- **27B2** _Not Accepted._ If the replacement is a sufficient bid" in text


def test_the_weighted_score_in_markdown() -> None:
    text = report_markdown(ruling_of(REPORTS / "03-hesitation-weighted-score.yaml"))
    assert "| NS (offending) | 3♠+1 by N | 70% | +170 | +119 |" in text
    assert "| NS (offending) | 4♠= by N | 30% | +620 | +186 |" in text
    assert "| **NS (offending)** | **score (12C1(c))** | | | **+305** |" in text
    assert "| **EW (non-offending)** | **score (12C1(c))** | | | **-305** |" in text
