"""Rich rendering of Laws, sections, search hits and the list of Laws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.padding import Padding
from rich.text import Text

from director.catalog.catalog import Edition, Law, Section
from director.catalog.ref import LawRef
from director.clip import clip
from director.render.console import console

if TYPE_CHECKING:
    from director.catalog.search import Hit


def _law_header(ed: Edition, law: Law) -> Text:
    head = Text.assemble((f"Law {law.number}", "bold cyan"), "  ", (law.title, "bold"))
    chapter = f" · chapter {law.chapter.number}, {law.chapter.title}" if law.chapter else ""
    head.append(f"   ({ed.short_title}{chapter})", style="dim")
    return head


def _refs_text(refs: tuple[LawRef, ...] | list[LawRef], label: str) -> Text:
    return Text.assemble((f"{label} ", "dim"), (", ".join(str(r) for r in refs), "cyan"))


def _print_sections(sections: list[Section], base_depth: int) -> None:
    out = console()
    for s in sections:
        indent = 2 * max(s.ref.depth - base_depth, 0)
        line = Text.assemble((str(s.ref), "bold cyan"))
        if s.heading:
            line.append("  " + s.heading, style="bold")
        out.print(Padding(line, (0, 0, 0, indent), expand=False))
        body = Text(s.text) if s.text else Text("(text not read for this catalog)", style="dim")
        if s.refs:
            body.append("  ")
            body.append_text(_refs_text(s.refs, "→ see"))
        out.print(Padding(body, (0, 0, 0, indent + 2), expand=False))
        if s.note:
            note = Text.assemble(("Note (ours, not the Law's): ", "dim bold"), (s.note, "dim"))
            out.print(Padding(note, (0, 0, 0, indent + 2), expand=False))


def _provenance(law: Law) -> None:
    """Where the summary comes from, and what of the Law's text could not be read."""
    out = console()
    if law.source:
        out.print(Text.assemble(("Source: ", "dim bold"), (law.source, "dim")))
    if law.unread:
        out.print(Text.assemble(("Not read: ", "bold yellow"), (law.unread, "yellow")))


def print_law(ed: Edition, law: Law) -> None:
    out = console()
    out.print(_law_header(ed, law))
    _provenance(law)
    if law.summary:
        out.print(Text(law.summary, style="italic"))
    out.print()
    _print_sections(list(law.sections), 1)
    if law.refs:
        out.print()
        out.print(_refs_text(law.refs, "Cross-references:"))


def print_section(ed: Edition, law: Law, ref: LawRef) -> None:
    out = console()
    out.print(_law_header(ed, law))
    _provenance(law)
    for a in ref.ancestors[1:]:
        parent = law.section(a)
        heading = parent.heading if parent else ""
        out.print(
            Padding(
                Text.assemble((str(a), "cyan"), "  ", (heading, "dim")),
                (0, 0, 0, 2 * (a.depth - 1)),
                expand=False,
            )
        )
    own = law.descendants(ref)
    _print_sections(own, 1)
    refs = list(dict.fromkeys(r for s in own for r in s.refs))
    if refs:
        out.print()
        out.print(_refs_text(refs, "Cross-references:"))


def print_search(ed: Edition, query: str, hits: list[Hit]) -> None:
    out = console()
    if not hits:
        out.print(f"No section of {ed.short_title} matches {clip(repr(query))}.")
        return
    from rich.table import Table

    table = Table(title=f"{ed.short_title}: {query}", title_justify="left", show_lines=False)
    table.add_column("ref", style="bold cyan", no_wrap=True)
    table.add_column("law / section")
    table.add_column("summary")
    for h in hits:
        where = Text(f"{h.law.number} {h.law.title}", style="bold")
        if h.section.heading:
            where.append(f"\n{h.section.heading}", style="")
        table.add_row(str(h.section.ref), where, h.snippet)
    out.print(table)


def print_list(ed: Edition) -> None:
    out = console()
    out.print(Text(ed.title, style="bold"))
    for c in ed.chapters:
        out.print()
        out.print(Text(f"Chapter {c.number} — {c.title}", style="bold cyan"))
        for n in range(c.first, c.last + 1):
            out.print(Text.assemble((f"  {n:>2}  ", "cyan"), ed.law(n).title))
