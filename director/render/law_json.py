"""The ``--json`` shapes of ``director law`` (documented in the README)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from director.catalog.catalog import Edition, Law, Section
from director.catalog.ref import LawRef

if TYPE_CHECKING:
    from collections.abc import Sequence

    from director.catalog.brief import Brief, Node
    from director.catalog.search import Hit


def _section(s: Section) -> dict[str, Any]:
    return {
        "ref": str(s.ref),
        "depth": s.ref.depth,
        "heading": s.heading,
        "text": s.text,
        "note": s.note,
        "refs": [str(r) for r in s.refs],
    }


def _chapter(law: Law) -> dict[str, str] | None:
    if law.chapter is None:
        return None
    return {"number": law.chapter.number, "title": law.chapter.title}


def _provenance(law: Law) -> dict[str, str]:
    """``source`` and ``unread``, present only for a Law that names them (1997 code)."""
    return {k: v for k, v in (("source", law.source), ("unread", law.unread)) if v}


def law(ed: Edition, law: Law) -> dict[str, Any]:
    return {
        "edition": ed.id,
        "ref": str(law.ref),
        "law": law.number,
        "title": law.title,
        "chapter": _chapter(law),
        "summary": law.summary,
        "sections": [_section(s) for s in law.sections],
        "refs": [str(r) for r in law.refs],
        **_provenance(law),
    }


def section(ed: Edition, law: Law, ref: LawRef) -> dict[str, Any]:
    own = law.descendants(ref)
    context = [
        {
            "ref": str(a),
            "heading": law.title if a.depth == 0 else (law.section(a) or own[0]).heading,
        }
        for a in ref.ancestors
    ]
    return {
        "edition": ed.id,
        "ref": str(ref),
        "law": law.number,
        "title": law.title,
        "context": context,
        "sections": [_section(s) for s in own],
        "refs": [str(r) for r in dict.fromkeys(r for s in own for r in s.refs)],
        **_provenance(law),
    }


def search(ed: Edition, query: str, hits: list[Hit], near: Sequence[str] = ()) -> dict[str, Any]:
    return {
        "edition": ed.id,
        "query": query,
        "suggestions": list(near),
        "hits": [
            {
                "ref": str(h.section.ref),
                "law": h.law.number,
                "title": h.law.title,
                "heading": h.section.heading,
                "snippet": h.snippet,
                "score": h.score,
            }
            for h in hits
        ],
    }


def listing(ed: Edition) -> dict[str, Any]:
    chapters = []
    for c in ed.chapters:
        chapters.append(
            {
                "number": c.number,
                "title": c.title,
                "laws": [{"law": n, "title": ed.law(n).title} for n in range(c.first, c.last + 1)],
            }
        )
    return {"edition": ed.id, "title": ed.title, "chapters": chapters}


def _node(node: Node | None) -> dict[str, Any] | None:
    if node is None:
        return None
    return {
        "kind": node.kind,
        "law": node.law,
        "who": node.who,
        "seat": node.seat,
        "text": node.text,
        "branches": [
            {
                "label": b.label,
                "outcome": b.outcome,
                "then": _node(b.then),
                "steps": [{"law": ref, "text": text} for ref, text in b.steps],
            }
            for b in node.branches
        ],
    }


def brief(ed: Edition, b: Brief) -> dict[str, Any]:
    law = b.law
    return {
        "edition": ed.id,
        "law": law.number,
        "title": law.title,
        "summary": law.summary,
        "outline": [
            {"ref": str(ref), "heading": heading, "gist": gist} for ref, heading, gist in b.outline
        ],
        "examples": [
            {
                "what": ex.what,
                "dealer": ex.dealer,
                "notation": ex.notation,
                "ruled_under": ex.law,
                "kind": ex.kind,
                "offender": ex.offender,
                "choice": _node(ex.root),
                "steps": [{"law": ref, "text": text} for ref, text in ex.steps],
                "honour_points": [
                    {"seat": seat, "points": points, "law": ref}
                    for seat, points, ref in ex.honour_points
                ],
            }
            for ex in b.examples
        ],
        "refs_in_law": [str(r) for r in b.refs_here],
        "refs_elsewhere": [str(r) for r in b.refs_elsewhere],
    }
