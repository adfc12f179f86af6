"""The ``--json`` shapes of ``director law`` (documented in the README)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from director.catalog.catalog import Edition, Law, Section
from director.catalog.ref import LawRef

if TYPE_CHECKING:
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


def search(ed: Edition, query: str, hits: list[Hit]) -> dict[str, Any]:
    return {
        "edition": ed.id,
        "query": query,
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
