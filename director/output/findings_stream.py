"""A review's findings written as they are found, in any format of
:data:`~director.output.formats.FINDINGS` (or their statistics), with the same bytes as the
whole report written at once: ``jsonl`` a line a finding, ``text`` a board's lines as the
board is done, ``json`` one array written element by element, ``csv`` its header first.
Only counts are kept (the summary and the statistics need nothing else)."""

from __future__ import annotations

import json
import operator
import sys
from collections import Counter
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from director.review.findings import Finding

__all__ = ["FindingsWriter"]


class FindingsWriter:
    """Writes findings to ``out`` in format ``fmt`` as :meth:`write` is given them, and the
    end of the report (the summary, the statistics) on :meth:`close`."""

    def __init__(
        self, fmt: str, edition: str, statistics: bool = False, out: TextIO | None = None
    ) -> None:
        self.fmt, self.edition, self.statistics = fmt, edition, statistics
        self.out = out if out is not None else sys.stdout
        self.severities: Counter[str] = Counter()
        self.codes: Counter[str] = Counter()
        self.kinds: dict[str, str] = {}
        self.last: Finding | None = None

    @property
    def count(self) -> int:
        return self.severities.total()

    def write(self, findings: list[Finding]) -> None:
        """Write ``findings`` (the next in order) and flush them."""
        if not findings:
            return
        for f in findings:
            self.severities[f.severity] += 1
            self.codes[f.code] += 1
            self.kinds.setdefault(f.code, f.kind)
        if not self.statistics:
            self.out.write(self._dumps(findings))
            self.out.flush()
        self.last = findings[-1]

    def _dumps(self, findings: list[Finding]) -> str:
        from director.review.render import rows, to_csv, to_text

        if self.fmt == "text":
            return to_text(findings, self.last)
        if self.fmt == "jsonl":
            return _jsonl(findings, self.edition)
        lines = rows(findings, self.edition)
        if self.fmt == "csv":
            table = to_csv(lines)
            return table if self.last is None else table.split("\n", 1)[1]
        items = ",\n".join(_indent(json.dumps(row, indent=2)) for row in lines)
        return ("[\n" if self.last is None else ",\n") + items

    def close(self, boards: int, files: int, hidden: int = 0) -> None:
        """Write the end of the report: the closing of a JSON array, the statistics, and
        for text the summary line."""
        from director.review.render import FIELDS, statistics_of, summary_of

        out = []
        if self.statistics:
            out.append(statistics_of(self.codes, self.kinds, self.fmt))
        elif self.fmt == "json":
            out.append("\n]\n" if self.last is not None else "[]\n")
        elif self.fmt == "csv" and self.last is None:
            out.append(",".join(FIELDS) + "\n")
        if self.fmt == "text":
            out.append(summary_of(self.severities, files, boards, hidden, self.edition) + "\n")
        self.out.write("".join(out))
        self.out.flush()


def _jsonl(findings: list[Finding], edition: str) -> str:
    """``json.dumps(row) + "\\n"`` for each row of :func:`~director.review.render.rows`,
    its strings, whole numbers and nulls written into one template: json.dumps costs more
    than the row it writes (an archive's review writes tens of thousands)."""
    from director.review.findings import OUTPUT_FIELDS

    names = OUTPUT_FIELDS  # to_dict's, in order
    line = "{" + "".join(f"{_string(name)}: %s, " for name in names)
    line += f'"edition": {_string(edition).replace("%", "%%")}}}\n'  # its '%': not a placeholder
    values = operator.attrgetter(*names)
    return "".join([line % tuple(map(_value, values(f))) for f in findings])


def _value(value: object) -> str:
    """``json.dumps(value)``."""
    if value.__class__ is str:
        return _string(value)
    if value is None:
        return "null"
    if value.__class__ is int:
        return int.__repr__(value)
    return json.dumps(value)


_string = json.encoder.encode_basestring_ascii  # json.dumps's own, in C


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.split("\n"))
