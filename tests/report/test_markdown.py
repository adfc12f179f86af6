"""The written ruling in Markdown: the deal in a code block, the auction as a table with
the irregular call marked, each section applied with its summary, the arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.report import report_markdown
from tests.report.conftest import INCIDENTS, REPORTS, ruling_of


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


WRONG_BOARD_PAIRS = INCIDENTS / "56-wrong-board-artificial-score-per-side.yaml"


@pytest.mark.parametrize(
    ("record", "answers", "rows"),
    [
        # Wrong board after the partner has called (15A2(a)): NS at fault get average minus,
        # at most 40%; EW, on 63.5% for the session's other boards, get that (12C2(c)).
        (WRONG_BOARD_PAIRS, {}, ["(12C2(a))** | | | **avg- (at most 40%)** |",
                                 "(12C2(c))** | | | **avg+ (63.5%)** |"]),
        # 55% is not above 60%: average plus stands; 35% is below 40%: NS get 35%.
        (WRONG_BOARD_PAIRS, {"session_ew": "55", "session_ns": "35"},
         ["(12C2(a))** | | | **avg+ (at least 60%)** |", "(12C2(c))** | | | **avg- (35%)** |"]),
        # At IMPs (12C2(b)).
        (REPORTS / "04-wrong-board-artificial-score.yaml", {},
         ["(12C2(a))** | | | **avg- (-3 IMPs)** |", "(12C2(a))** | | | **avg+ (+3 IMPs)** |"]),
    ],
)  # fmt: skip
def test_15a2a_artificial_score_in_the_sides_units_12c2a_12c2b_12c2c(
    record: Path, answers: dict[str, str], rows: list[str]
) -> None:
    text = report_markdown(ruling_of(record, **answers))
    table = [line for line in text.splitlines() if line.startswith("| **")]
    for row in rows:
        assert any(line.endswith(row) for line in table), row
