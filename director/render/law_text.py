"""Rich rendering of Laws, sections, search hits and the list of Laws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.padding import Padding
from rich.text import Text

from director.catalog.catalog import DEFAULT_EDITION, Edition, Law, Section
from director.catalog.ref import LawRef
from director.clip import clip
from director.render.console import console

if TYPE_CHECKING:
    from collections.abc import Sequence

    from director.catalog.brief import Brief, Node
    from director.catalog.outline import Outline
    from director.catalog.search import Hit


def _law_header(ed: Edition, law: Law, *, with_chapter: bool = True) -> Text:
    head = Text.assemble((f"Law {law.number}", "bold cyan"), "  ", (law.title, "bold"))
    chapter = ""
    if law.chapter and with_chapter:
        chapter = f" · chapter {law.chapter.number}, {law.chapter.title}"
    head.append(f"   ({ed.short_title}{chapter})", style="dim")
    return head


def _refs_text(refs: tuple[LawRef, ...] | list[LawRef], label: str) -> Text:
    return Text.assemble((f"{label} ", "dim"), (", ".join(str(r) for r in refs), "cyan"))


def _print_cross_references(law: Law, refs: tuple[LawRef, ...] | list[LawRef]) -> None:
    """The cross-references, those inside the Law apart from those to other Laws."""
    if not refs:
        return
    from director.catalog.xrefs import split_refs

    out = console()
    out.print()
    out.print(Text("Cross-references:", style="dim"))
    here, elsewhere = split_refs(law.number, refs)
    if here:
        out.print(Padding(_refs_text(here, "in this Law:"), (0, 0, 0, 2), expand=False))
    if elsewhere:
        out.print(Padding(_refs_text(elsewhere, "elsewhere:  "), (0, 0, 0, 2), expand=False))


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
    _print_cross_references(law, law.refs)


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
    _print_cross_references(law, list(dict.fromkeys(r for s in own for r in s.refs)))


def print_search(ed: Edition, query: str, hits: list[Hit], near: Sequence[str] = ()) -> None:
    """The hits as a table; with none, the words of the catalog nearest the query's."""
    out = console()
    if not hits:
        out.print(f"No section of {ed.short_title} matches {clip(repr(query))}.")
        if near:
            out.print(f"Closest terms: {', '.join(near)}")
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


def print_brief(ed: Edition, b: Brief) -> None:
    """The at-a-glance view: the outline, then who chooses what at the table."""
    out = console()
    law = b.law
    # one line at 80 columns: the brief's header leaves out the chapter
    out.print(_law_header(ed, law, with_chapter=False).append(" · brief", style="dim"))
    if law.summary:
        out.print(Text(law.summary, style="italic"))
    out.print()
    for ref, heading, gist in b.outline:
        line = Text()
        if heading:
            line.append(heading, style="bold")
            line.append(" — ")
        line.append(gist)
        _row(Text(str(ref), style="bold cyan"), line, 2)
    for ex in b.examples:
        out.print()
        head = Text.assemble(("At the table", "bold"), f" — {ex.what}: dealer {ex.dealer}, ")
        head.append(ex.notation, style="bold")
        if ex.offender:
            role = "claimer" if ex.kind == "claim" else "offender"
            head.append(f" ({role} {ex.offender}; Law {ex.law})", style="dim")
        out.print(head)
        if ex.honour_points:  # scored whatever follows (three-handed Auction)
            scored = ", ".join(f"{seat} +{points}" for seat, points, _ in ex.honour_points)
            laws = ", ".join(dict.fromkeys(law for _, _, law in ex.honour_points))
            line = Text.assemble(f"{scored} ", (f"[{laws}]", "cyan"), ", whatever follows")
            _row(Text("honour points", style="bold yellow"), line, 2)
        if ex.root is not None:
            _print_node(ex.root, 2)
        elif ex.steps:
            out.print(Padding(Text("Nobody chooses:", style="dim"), (0, 0, 0, 2), expand=False))
            for step_law, text in ex.steps:
                _row(Text(step_law, style="cyan"), Text(text), 4)
    if not b.examples:
        out.print()
        edition = "" if ed.id == DEFAULT_EDITION else f" --edition {ed.id}"
        out.print(Text(f"No worked example for this Law: 'director law {law.number}{edition}' "
                       "shows every section.", style="dim"))  # fmt: skip
    if b.refs_here or b.refs_elsewhere:
        _print_cross_references(law, [*b.refs_here, *b.refs_elsewhere])


def _row(head: Text, body: Text, indent: int) -> None:
    """``head`` then ``body``, wrapped lines of the body aligned under its first word."""
    from rich.table import Table

    grid = Table.grid(padding=(0, 1, 0, 0))
    grid.add_column(no_wrap=True)
    grid.add_column()
    grid.add_row(head, body)
    console().print(Padding(grid, (0, 0, 0, indent), expand=False))


def _print_node(node: Node, indent: int) -> None:
    who = f"{node.who} ({node.seat})" if node.seat else node.who
    if node.kind == "elsewhere":
        line = Text.assemble((f"Law {node.law}", "bold cyan"), f": {node.text}")
        _row(Text("then", style="dim"), line, indent)
        return
    line = Text.assemble((who, "bold"), "  ", (node.law, "cyan"), "  ", node.text)
    _row(Text("?" if node.kind == "question" else "▸", style="bold"), line, indent)
    number = 0
    for branch in node.branches:
        if branch.label == "…" and not branch.outcome:  # the middle of a range of values
            _row(Text(" "), Text("…"), indent + 2)
            continue
        number += 1
        bullet = f"{number}." if node.kind == "question" else "•"
        _row(Text(bullet), Text.assemble((branch.label, "bold"), " → ", branch.outcome), indent + 2)
        for ref, text in branch.steps:
            _row(Text(ref, style="cyan"), Text(text), indent + 5)
        if branch.then is not None:
            _print_node(branch.then, indent + 5)


def _print_one_line(text: Text) -> None:
    """``text`` on one line, cut with an ellipsis at the terminal's width."""
    console().print(text, no_wrap=True, overflow="ellipsis", crop=True)


def outline_room(ed: Edition, law: Law, height: int) -> int:
    """How many outline lines fit under the header of :func:`print_outline` on a screen
    ``height`` lines high (the last line kept for the shell's prompt)."""
    fixed = 1 + bool(law.summary) * SUMMARY_LINES + bool(law.source) + bool(law.unread) + 3
    return max(height - fixed - 1, 1)


SUMMARY_LINES = 2  # the Law's summary, cut to this many lines in the outline


def print_outline(ed: Edition, o: Outline) -> None:
    """A Law at first sight, on one screen: the header, the summary cut to two lines, each
    section on one line (``▸`` where the table's choices are made; ``+N`` subsections
    folded), and where to read on."""
    out = console()
    law = o.law
    _print_one_line(_law_header(ed, law))
    if law.source:
        _print_one_line(Text.assemble(("Source: ", "dim bold"), (law.source, "dim")))
    if law.unread:
        _print_one_line(Text.assemble(("Not read: ", "bold yellow"), (law.unread, "yellow")))
    if law.summary:
        wrapped = Text(law.summary, style="italic").wrap(out, out.width - 2)
        for k, part in enumerate(wrapped[:SUMMARY_LINES]):
            if k == SUMMARY_LINES - 1 and len(wrapped) > SUMMARY_LINES:
                part = Text(part.plain.rstrip() + " …", style="italic")
            _print_one_line(part)
    out.print()
    width = max((len(str(line.ref)) for line in o.lines), default=3)
    for line in o.lines:
        row = Text("▸ " if line.marked else "  ", style="bold yellow")
        row.append(f"{line.ref!s:<{width}}  ", style="bold cyan")
        if line.folded:
            row.append(f"(+{line.folded}) ", style="dim")
        if line.heading:
            row.append(line.heading, style="bold")
        if line.gist:
            row.append(" — " if line.heading else "")
            row.append(line.gist)
        _print_one_line(row)
    out.print()
    hint = Text(style="dim")
    if any(line.marked for line in o.lines):
        hint.append("▸ the table's choices · ")
    first = next((line.ref for line in o.lines if line.ref.depth >= 1), None)
    edition = "" if ed.id == DEFAULT_EDITION else f" --edition {ed.id}"
    if first is not None:
        hint.append(f"law {first}{edition}: one section · ")
    hint.append("--full: all · --brief: who chooses")
    _print_one_line(hint)
