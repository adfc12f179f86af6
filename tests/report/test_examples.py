"""examples/reports is what scripts/update_reports.py writes today (run it, review the diff,
commit), and the format registry writes reports by the file's suffix."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.errors import DirectorError
from director.output.formats import REPORT, WrittenRuling, report_format
from tests.report.conftest import REPORTS, ROOT, ruling_of

RECORDS = sorted(REPORTS.glob("*.yaml"))


def _written(record: Path) -> dict[str, str]:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "update_reports", ROOT / "scripts" / "update_reports.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written: dict[str, str] = module.written(record)
    return written


def test_the_four_reports_of_the_issue_are_there() -> None:
    kinds = [r.stem.split("-", 1)[1] for r in RECORDS]
    assert kinds == ["insufficient-bid", "revoke-trick-transfer", "hesitation-weighted-score",
                     "wrong-board-artificial-score"]  # fmt: skip


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_example_report_is_current(record: Path) -> None:
    for suffix, text in _written(record).items():
        shipped = record.with_suffix(suffix).read_text(encoding="utf-8")
        assert shipped == text, f"{record.with_suffix(suffix).name}: run scripts/update_reports.py"


def test_the_registry_writes_a_report_by_its_suffix() -> None:
    written = WrittenRuling(ruling_of(RECORDS[0]))
    assert report_format(Path("board9.HTML")) == "html"
    assert report_format(Path("board9.md")) == "markdown"
    assert REPORT.dumps("html", written).startswith("<!DOCTYPE html>")
    assert REPORT.dumps("markdown", written).startswith("# Director's ruling")
    with pytest.raises(
        DirectorError, match=r"--report 'board9.txt': expected a file ending \.html or \.md"
    ):
        report_format(Path("board9.txt"))
