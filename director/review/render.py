"""Renderers of a list of findings: text (rich), json, jsonl, csv, and the statistics."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from itertools import groupby

from director.review.findings import Finding

__all__ = ["FIELDS", "FORMATS", "render", "statistics", "summary"]

FORMATS = ("text", "json", "jsonl", "csv")
FIELDS = (
    "code", "kind", "message", "severity", "file", "line", "column", "board", "event",
    "rectification", "edition",
)  # fmt: skip


def render(findings: list[Finding], fmt: str, boards: int, edition: str = "wbf-2017") -> str:
    """The findings in ``fmt`` (one of :data:`FORMATS`); ``boards`` counts the boards read;
    each finding of a machine format names the ``edition`` its boards were ruled under."""
    rows = [{**f.to_dict(), "edition": edition} for f in findings] if fmt != "text" else []
    if fmt == "json":
        return json.dumps(rows, indent=2) + "\n"
    if fmt == "jsonl":
        return "".join(json.dumps(row) + "\n" for row in rows)
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=FIELDS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        return buf.getvalue()
    return _text(findings, boards)


def summary(
    findings: list[Finding], files: int, boards: int, hidden: int = 0, edition: str = "wbf-2017"
) -> str:
    """The last line of a text review, naming the ``edition`` the boards were ruled under;
    ``hidden`` informational findings not shown."""
    counts = Counter(f.severity for f in findings)
    parts = [f"{counts[s]} {s}{'s' if counts[s] != 1 else ''}" for s in ("error", "warning")]
    if counts["info"]:
        parts.append(f"{counts['info']} info")
    n = len(findings)
    more = f"; {hidden} informational not shown (--select them)" if hidden else ""
    return (
        f"{n} finding{'s' if n != 1 else ''} ({', '.join(parts)}) under {edition} in {boards} "
        f"board{'s' if boards != 1 else ''} of {files} file{'s' if files != 1 else ''}{more}"
    )


def statistics(findings: list[Finding], fmt: str) -> str:
    """Counts per code, most frequent first (a JSON object for the machine formats)."""
    counts = Counter(f.code for f in findings)
    kinds = {f.code: f.kind for f in findings}
    rows = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    if fmt in ("json", "jsonl"):
        return json.dumps([{"code": c, "kind": kinds[c], "count": n} for c, n in rows]) + "\n"
    if fmt == "csv":
        return "code,kind,count\n" + "".join(f"{c},{kinds[c]},{n}\n" for c, n in rows)
    width = max((len(c) for c in counts), default=4)
    return "".join(f"{n:>6}  {c:<{width}}  {kinds[c]}\n" for c, n in rows)


_STYLE = {"error": "red", "warning": "yellow", "info": "blue"}


def _text(findings: list[Finding], boards: int) -> str:
    from rich.console import Console
    from rich.markup import escape

    buf = io.StringIO()
    console = Console(file=buf, highlight=False, width=100, soft_wrap=True)
    for file, in_file in groupby(findings, key=lambda f: f.file):
        console.print(f"[bold]{escape(file)}[/bold]")
        for board, in_board in groupby(in_file, key=lambda f: f.board):
            console.print(f"  [bold]board {escape(board or '-')}[/bold]")
            for f in in_board:
                where = f"{f.line}:{f.column}" if f.line is not None else "-"
                event = f" [dim]{escape(f.event)}[/dim]" if f.event else ""
                style = _STYLE[f.severity]
                console.print(
                    f"    {where:>8} [{style}]{escape(f.code)}[/{style}] "
                    f"[dim]{escape(f.kind)}[/dim]{event} {escape(f.message)}"
                )
                if f.rectification:
                    console.print(
                        f"             [dim]rectification: {escape(f.rectification)}[/dim]"
                    )
    return buf.getvalue()
