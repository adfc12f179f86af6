"""Write examples/reports/*.html and *.md from the records beside them (the written ruling,
``director replay RECORD --report FILE``); the test suite checks that they are current.
Review the diff before committing."""

from __future__ import annotations

from pathlib import Path

from director.record.incident import load_incident
from director.report import report_html, report_markdown

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "examples" / "reports"


def written(record: Path) -> dict[str, str]:
    """The report's files (by suffix) for one incident record."""
    incident = load_incident(record)
    ruling = incident.new_table().replay(incident.parsed_events(), incident.answers)
    return {".html": report_html(ruling), ".md": report_markdown(ruling)}


def main() -> None:
    for record in sorted(REPORTS.glob("*.yaml")):
        for suffix, text in written(record).items():
            record.with_suffix(suffix).write_text(text, encoding="utf-8")
            print(f"updated {record.with_suffix(suffix).name}")


if __name__ == "__main__":
    main()
