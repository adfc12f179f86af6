"""Renderers of a list of findings: text (as rich prints it), the rows of the machine formats
(json, jsonl, csv), and the statistics."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter

from director.review.findings import Finding

__all__ = [
    "FIELDS", "rows", "statistics", "statistics_of", "summary", "summary_of", "to_csv",
    "to_text",
]  # fmt: skip

FIELDS = (
    "code", "kind", "message", "severity", "file", "line", "column", "board", "event",
    "rectification", "edition",
)  # fmt: skip


def rows(findings: list[Finding], edition: str = "wbf-2017") -> list[dict[str, object]]:
    """The findings as rows of the machine formats (json, jsonl, csv: the registry in
    :mod:`director.output.formats`), each naming the ``edition`` its board was ruled under."""
    return [{**f.to_dict(), "edition": edition} for f in findings]


def to_csv(rows: list[dict[str, object]]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=FIELDS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


def summary(
    findings: list[Finding], files: int, boards: int, hidden: int = 0, edition: str = "wbf-2017"
) -> str:
    """The last line of a text review, naming the ``edition`` the boards were ruled under;
    ``hidden`` informational findings not shown."""
    counts: Counter[str] = Counter(f.severity for f in findings)
    return summary_of(counts, files, boards, hidden, edition)


def summary_of(
    counts: Counter[str], files: int, boards: int, hidden: int = 0, edition: str = "wbf-2017"
) -> str:
    """:func:`summary` from the count of findings per severity (a streamed review keeps
    only the counts)."""
    parts = [f"{counts[s]} {s}{'s' if counts[s] != 1 else ''}" for s in ("error", "warning")]
    if counts["info"]:
        parts.append(f"{counts['info']} info")
    n = counts.total()
    more = f"; {hidden} informational not shown (--select them)" if hidden else ""
    return (
        f"{n} finding{'s' if n != 1 else ''} ({', '.join(parts)}) under {edition} in {boards} "
        f"board{'s' if boards != 1 else ''} of {files} file{'s' if files != 1 else ''}{more}"
    )


def statistics(findings: list[Finding], fmt: str) -> str:
    """Counts per code, most frequent first (a JSON object for the machine formats)."""
    return statistics_of(Counter(f.code for f in findings), {f.code: f.kind for f in findings}, fmt)


def statistics_of(counts: Counter[str], kinds: dict[str, str], fmt: str) -> str:
    """:func:`statistics` from the count of findings per code and each code's kind."""
    rows = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    if fmt in ("json", "jsonl"):
        return json.dumps([{"code": c, "kind": kinds[c], "count": n} for c, n in rows]) + "\n"
    if fmt == "csv":
        return "code,kind,count\n" + "".join(f"{c},{kinds[c]},{n}\n" for c, n in rows)
    width = max((len(c) for c in counts), default=4)
    return "".join(f"{n:>6}  {c:<{width}}  {kinds[c]}\n" for c, n in rows)


def to_text(findings: list[Finding], after: Finding | None = None) -> str:
    """The findings grouped by file and board, one line each: written directly, as rich
    writes these lines to a file (no colour, no wrapping: :func:`_as_rich`); a line with
    a tab in it is left to rich itself (which expands tabs). ``after``: the finding
    written last before these (a streamed review), whose file and board headings are
    not written again."""
    out: list[str] = []
    file, board = (after.file, after.board) if after is not None else (None, None)
    started = after is not None
    for f in findings:
        if not started or f.file != file:
            out.append(_line("", [f.file], ""))
            file, started = f.file, False
        if not started or f.board != board:
            out.append(_line("  board ", [f.board or "-"], ""))
            board, started = f.board, True
        where = f"{f.line}:{f.column}" if f.line is not None else "-"
        parts = [f.code, f.kind, f.event, f.message] if f.event else [f.code, f.kind, f.message]
        out.append(_line(f"    {where:>8} ", parts, " "))
        if f.rectification:
            out.append(_line("             rectification: ", [f.rectification], ""))
    return "".join(out)


def _line(head: str, parts: list[str], sep: str) -> str:
    """``head`` then ``parts`` joined by ``sep``, as one line of rich's output."""
    if any("\t" in p for p in parts):
        return _rich_line(head + sep.join(_escape(p) for p in parts))
    return head + sep.join(_as_rich(p) for p in parts) + "\n"


def _escape(text: str) -> str:
    from rich.markup import escape

    return escape(text)


def _as_rich(text: str) -> str:
    """``text`` as rich prints it: emoji codes (``:smile:``) replaced, control codes
    (bell, backspace, carriage return, ...) dropped."""
    from rich.control import strip_control_codes

    if ":" in text:
        from rich._emoji_replace import _emoji_replace

        text = _emoji_replace(text)
    return strip_control_codes(text)


def _rich_line(markup: str) -> str:
    from rich.console import Console

    buf = io.StringIO()
    Console(file=buf, highlight=False, width=100, soft_wrap=True).print(markup)
    return buf.getvalue()
