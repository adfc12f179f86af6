"""The record checks' citations under each edition of the Laws.

The record checks (``REC`` codes, :mod:`director.review.checks`) find the same things under
both codes: a score against the scoring table, matchpoints, an artificial adjusted score's
share, a board not completed. Only the sections they cite differ; they are written in the
2017 numbering, and an edition gives its own as ``review_citations``: ``(code, 2017 text,
the edition's text)`` replacements in the messages of that code (1997: 12C1 for the
artificial adjusted score, and Law 77 named as not read; see
:class:`director.editions.WBF1997`).

Irregularities are ruled by the edition's own rules, so their findings
already cite that edition's sections.
"""

from __future__ import annotations

from dataclasses import replace

from director.editions import get_edition
from director.review.findings import Finding

__all__ = ["in_edition"]


def in_edition(findings: list[Finding], edition: str) -> list[Finding]:
    """``findings`` with the record checks citing ``edition``'s sections."""
    if not findings:
        return findings
    citations = get_edition(edition).review_citations
    if not citations:
        return findings
    out = []
    for f in findings:
        message = f.message
        for code, old, new in citations:
            if f.code == code:
                message = message.replace(old, new)
        out.append(f if message == f.message else replace(f, message=message))
    return out
