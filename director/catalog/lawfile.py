"""Reading one catalog file: ``edition.toml``'s table, or a Law's ``NN.toml``, whole or
amending the base edition's Law (a derived edition's file, see ``laws/README.md``).

A malformed file is a :class:`CatalogError` naming it, in one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from director.catalog.records import Change, Chapter, Law, Section
from director.catalog.ref import LawRef
from director.errors import DirectorError, InvalidLawRefError

__all__ = ["CatalogError", "law_from_data", "load_toml", "where"]


class CatalogError(DirectorError, ValueError):
    """A malformed catalog file, or an edition whose ``based_on`` names no edition or
    makes a cycle."""


def where(path: Path) -> str:
    """How a message names a catalog file: ``wbf-2017/27.toml``."""
    return f"{path.parent.name}/{path.name}"


def load_toml(path: Path) -> dict[str, Any]:
    import tomllib

    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise CatalogError(f"{where(path)}: {e}") from None


def _words(value: object) -> str:
    return " ".join(str(value).split())


def _ref(text: object, number: int, place: str) -> LawRef:
    try:
        ref = LawRef.parse(str(text))
    except InvalidLawRefError as e:
        raise CatalogError(f"{place}: {e}") from None
    if ref.law != number:
        raise CatalogError(f"{place}: section {ref} is not in Law {number}")
    return ref


def _section(entry: dict[str, Any], ref: LawRef, old: Section | None, place: str) -> Section:
    """The section an entry gives; keys it leaves out keep ``old``'s values."""
    try:
        refs = tuple(LawRef.parse(str(r)) for r in entry["refs"]) if "refs" in entry else None
    except InvalidLawRefError as e:
        raise CatalogError(f"{place}: {e}") from None
    return Section(
        ref=ref,
        heading=str(entry.get("heading", old.heading if old else "")),
        text=_words(entry["text"]) if "text" in entry else (old.text if old else ""),
        refs=refs if refs is not None else (old.refs if old else ()),
        note=_words(entry["note"]) if "note" in entry else (old.note if old else ""),
    )


def law_from_data(
    data: dict[str, Any], path: Path, chapter: Chapter | None, base: Law | None = None
) -> Law:
    """The Law a file gives: whole, or amending ``base`` (the base edition's Law, ``None``
    where there is none to amend or the file says ``replace = true``).

    :raises CatalogError: naming the file and the entry at fault.
    """
    name = where(path)
    if not isinstance(data.get("law"), int):
        raise CatalogError(f"{name}: needs 'law', the Law's number")
    number: int = data["law"]
    if base is None and not isinstance(data.get("title"), str):
        raise CatalogError(f"{name}: needs 'title' (only a derived edition's file may amend)")
    sections = {s.ref: s for s in base.sections} if base else {}
    changes = {c.ref: c for c in base.changes} if base else {}
    for i, entry in enumerate(data.get("section", ()), start=1):
        place = f"{name}, section {i}"
        if not isinstance(entry, dict) or "ref" not in entry:
            raise CatalogError(f"{place}: needs 'ref'")
        ref = _ref(entry["ref"], number, place)
        if entry.get("drop"):
            if ref not in sections:
                raise CatalogError(f"{place}: no section {ref} to drop")
            sections = {r: s for r, s in sections.items() if not ref.contains(r)}
        elif base is None and ref in sections:
            raise CatalogError(f"{place}: section {ref} is given twice")
        else:
            sections[ref] = _section(entry, ref, sections.get(ref), place)
        if "change" in entry:
            changes[ref] = Change(ref, _words(entry["change"]))
    if "change" in data:
        changes[None] = Change(None, _words(data["change"]))

    def kept(key: str) -> str:
        return _words(data[key]) if key in data else getattr(base, key) if base else ""

    return Law(
        number=number,
        title=str(data["title"]) if "title" in data else kept("title"),
        summary=kept("summary"),
        chapter=chapter,
        # an amendment's added sections take their place in the Law's order
        sections=tuple(
            sorted(sections.values(), key=lambda s: s.ref.sort_key) if base else sections.values()
        ),
        source=kept("source"),
        unread=kept("unread"),
        changes=tuple(changes.values()),
    )
