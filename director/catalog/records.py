"""The catalog's records: a Law, its sections and chapter, and what a derived edition's
law file changes against its base. Small frozen values, loaded by
:mod:`director.catalog.catalog`."""

from __future__ import annotations

import dataclasses

from director.catalog.ref import LawRef

__all__ = ["Change", "Chapter", "Law", "Section"]


@dataclasses.dataclass(frozen=True)
class Section:
    """One numbered part of a Law, summarised in our own words."""

    ref: LawRef
    heading: str
    text: str
    refs: tuple[LawRef, ...] = ()
    note: str = ""
    """The project's own interpretive gloss, never part of the summary: shown apart,
    marked as ours."""


@dataclasses.dataclass(frozen=True)
class Chapter:
    number: str
    title: str
    first: int
    last: int

    def __contains__(self, law: object) -> bool:
        return isinstance(law, int) and self.first <= law <= self.last


@dataclasses.dataclass(frozen=True)
class Change:
    """What a derived edition's law file says it changes from the base edition, in our own
    words: at section ``ref``, or at the Law as a whole (``ref`` ``None``)."""

    ref: LawRef | None
    text: str


@dataclasses.dataclass(frozen=True)
class Law:
    number: int
    title: str
    summary: str
    chapter: Chapter | None
    sections: tuple[Section, ...]
    source: str = ""
    """Where the summary was read from (an edition whose text was only partly available
    names its source law by law); empty for the shipped 2017 catalog."""
    unread: str = ""
    """What of this Law's text could not be read for the catalog, said rather than
    guessed; empty when the whole Law was read."""
    changes: tuple[Change, ...] = ()
    """In a derived edition, the notes its law file gives on what it changes from the base
    (``director law N --compare`` shows them); empty elsewhere."""

    @property
    def ref(self) -> LawRef:
        return LawRef(self.number)

    def section(self, ref: LawRef) -> Section | None:
        for s in self.sections:
            if s.ref == ref:
                return s
        return None

    def children(self, ref: LawRef) -> list[Section]:
        """The sections directly inside ``ref``."""
        return [s for s in self.sections if s.ref.parent == ref]

    def descendants(self, ref: LawRef) -> list[Section]:
        """``ref``'s own section (if any) and every section inside it, in order."""
        return [s for s in self.sections if ref.contains(s.ref)]

    @property
    def refs(self) -> tuple[LawRef, ...]:
        """Every cross-reference made anywhere in the Law, in order, without repeats."""
        return tuple(dict.fromkeys(r for s in self.sections for r in s.refs))

    def change(self, ref: LawRef | None) -> str:
        """The note on what changed at ``ref`` (the whole Law for ``None``), or ``""``."""
        return next((c.text for c in self.changes if c.ref == ref), "")

    def same_content(self, other: Law) -> bool:
        """True when the two hold the same summaries (the chapter and notes on changes
        set aside)."""
        keys = ("number", "title", "summary", "sections", "source", "unread")
        return all(getattr(self, k) == getattr(other, k) for k in keys)
