"""``director law N --compare``: one Law in two editions side by side, as text or JSON."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from director.catalog.catalog import Law, Section
from director.catalog.compare import Comparison
from director.render.console import console

_STATUS = {
    "differs": "Sections marked ≠ differ between the editions:",
    "same": "The two editions are the same in substance for this Law.",
    "not-recorded": "No comparison is recorded for this Law (not presumed the same).",
}


def _cell(section: Section | None) -> Text:
    if section is None:
        return Text("—", style="dim")
    cell = Text.assemble((str(section.ref), "bold cyan"))
    if section.heading:
        cell.append("  " + section.heading, style="bold")
    cell.append("\n")
    if section.text:
        cell.append(section.text)
    else:
        cell.append("(text not read for this catalog)", style="dim")
    return cell


def _refs(refs: tuple[Any, ...]) -> str:
    return ", ".join(str(r) for r in refs) or "—"


def print_compare(c: Comparison) -> None:
    out = console()
    out.print(
        Text.assemble(
            (f"Law {c.ref}", "bold cyan"),
            "  ",
            (f"{c.left.short_title}: {c.left_law.title}", "bold"),
            "  |  ",
            (f"{c.right.short_title}: {c.right_law.title}", "bold"),
        )
    )
    for ed_title, law in ((c.left.short_title, c.left_law), (c.right.short_title, c.right_law)):
        if law.unread:
            label = (f"Not read ({ed_title}): ", "bold yellow")
            out.print(Text.assemble(label, (law.unread, "yellow")))
    table = Table(show_lines=True, expand=True)
    table.add_column("", width=1, no_wrap=True)
    table.add_column(c.left.short_title, ratio=1)
    table.add_column(c.right.short_title, ratio=1)
    for row in c.rows:
        mark = Text("≠", style="bold red") if row.differs else Text("")
        table.add_row(mark, _cell(row.left), _cell(row.right))
    out.print(table)
    out.print(Text(_STATUS[c.status], style="bold"))
    for n, d in enumerate(c.differences, 1):
        out.print(
            Text.assemble(
                f"{n}. ",
                (f"{c.left.short_title} {_refs(d.left)}", "cyan"),
                " ↔ ",
                (f"{c.right.short_title} {_refs(d.right)}", "cyan"),
                f": {d.text}",
            )
        )


def _section(s: Section | None) -> dict[str, Any] | None:
    if s is None:
        return None
    return {"ref": str(s.ref), "heading": s.heading, "text": s.text, "note": s.note}


def _law(law: Law) -> dict[str, str]:
    return {"title": law.title, "unread": law.unread}


def compare_json(c: Comparison) -> dict[str, Any]:
    return {
        "ref": str(c.ref),
        "editions": [c.left.id, c.right.id],
        "left": _law(c.left_law),
        "right": _law(c.right_law),
        "status": c.status,
        "rows": [
            {
                "ref": str(r.ref),
                "differs": r.differs,
                "left": _section(r.left),
                "right": _section(r.right),
            }
            for r in c.rows
        ],
        "differences": [
            {"left": [str(r) for r in d.left], "right": [str(r) for r in d.right], "text": d.text}
            for d in c.differences
        ],
    }
