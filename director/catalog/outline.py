"""The outline of a Law that fits one screen: each section on one line, as deep as the
screen allows (a section whose subsections are folded says how many), and the sections
where the table's choices are made marked - those the worked examples of ``--brief`` turn
on (:mod:`director.catalog.brief`)."""

from __future__ import annotations

import dataclasses

from director.catalog.brief import Brief, Node, first_sentence
from director.catalog.catalog import Law
from director.catalog.ref import LawRef
from director.errors import InvalidLawRefError

__all__ = ["Line", "Outline", "outline"]


@dataclasses.dataclass(frozen=True)
class Line:
    ref: LawRef
    heading: str
    gist: str
    folded: int = 0  # subsections not shown
    marked: bool = False  # a section the table's choices turn on


@dataclasses.dataclass(frozen=True)
class Outline:
    law: Law
    lines: tuple[Line, ...]
    depth: int  # the deepest level shown


def cited(b: Brief) -> set[str]:
    """The sections the worked examples of a brief name, at their choices and steps."""
    out: set[str] = set()

    def walk(node: Node | None) -> None:
        if node is None:
            return
        out.add(node.law)
        for branch in node.branches:
            out.update(ref for ref, _ in branch.steps)
            walk(branch.then)

    for ex in b.examples:
        out.update(ref for ref, _ in ex.steps)
        walk(ex.root)
    return out


def _ref(text: str) -> LawRef | None:
    try:
        return LawRef.parse(text)
    except InvalidLawRefError:
        return None


def outline(law: Law, room: int, marks: frozenset[str] = frozenset()) -> Outline:
    """The outline of ``law`` in at most ``room`` lines (never less than its top level):
    the deepest level whose sections all fit. ``marks``: sections to mark (a folded
    section is marked when one of its hidden subsections is)."""
    sections = [s for s in law.sections if s.ref.depth >= 1] or list(law.sections)
    deepest = max((s.ref.depth for s in sections), default=0)
    depth = max(1, min((s.ref.depth for s in sections), default=1))
    while depth < deepest and sum(1 for s in sections if s.ref.depth <= depth + 1) <= room:
        depth += 1
    refs = [r for r in (_ref(m) for m in marks) if r is not None and r.law == law.number]
    lines: list[Line] = []
    for s in sections:
        if s.ref.depth > depth:
            continue
        # what is folded under a section of the deepest level shown
        hidden = [t for t in sections if s.ref.depth == depth and s.ref in t.ref.ancestors]
        marked = any(r == s.ref for r in refs) or any(
            r == t.ref or t.ref in r.ancestors for r in refs for t in hidden
        )
        lines.append(
            Line(
                s.ref,
                s.heading,
                first_sentence(s.text, 400),
                folded=len(hidden),
                marked=marked,
            )
        )
    return Outline(law, tuple(lines), depth)
