"""The record checks' citations under each edition of the Laws.

The record checks (``REC`` codes, :mod:`director.review.checks`) find the same things under
both codes: a score against the scoring table, matchpoints, an artificial adjusted score's
share, a board not completed. Only the sections they cite differ; they are written in the
2017 numbering, and this table gives the 1997 one:

- an artificial adjusted score is 1997 12C1 (2017 12C2(a)): average plus at least 60%,
  average 50%, average minus at most 40% of the matchpoints, by fault; 1997 12C1 has no
  counterpart of 2017 12C2(d)'s regulation for a later board without a result;
- the scoring table is Law 77 in both codes; the 1997 text of Law 77 was not read for the
  catalog, so a 1997 score check says it uses the table of the 2017 code.

Irregularities are ruled by the edition's own rules (its registry), so their findings
already cite that edition's sections.
"""

from __future__ import annotations

from dataclasses import replace

from director.review.findings import Finding

__all__ = ["CITATIONS", "in_edition"]

_NO_1997_12C2D = (
    " (unless a regulation under 12C2(d) sets another score for a contestant's later board "
    "without a result)"
)
_TABLE_1997 = (
    "(77; the 1997 text of Law 77 was not read for the catalog: scored by the 2017 code's "
    "table)"
)

# Per edition other than wbf-2017: (code, 2017 text, the edition's text) in each message.
CITATIONS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "wbf-1997": (
        ("REC008", _NO_1997_12C2D, ""),
        ("REC008", "(12C2(a))", "(12C1)"),
        ("REC012", "each side's share of responsibility (12C2(a))", "each side's fault (12C1)"),
        ("REC006", "(77)", _TABLE_1997),
        ("REC008", "(77)", _TABLE_1997),
    ),
}


def in_edition(findings: list[Finding], edition: str) -> list[Finding]:
    """``findings`` with the record checks citing ``edition``'s sections."""
    citations = CITATIONS.get(edition)
    if not citations or not findings:
        return findings
    out = []
    for f in findings:
        message = f.message
        for code, old, new in citations:
            if f.code == code:
                message = message.replace(old, new)
        out.append(f if message == f.message else replace(f, message=message))
    return out
