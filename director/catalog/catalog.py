"""Loading the law catalog (``laws/<edition>/NN.toml``) into small frozen records.

The catalog files ship inside the installed package as ``director/_laws``; in a source
checkout they are read from the top-level ``laws/`` folder. Each edition of the Laws is one
folder holding ``edition.toml`` (title, chapters) and one file per Law, so a new edition is
an addition of data.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from director.catalog.ref import LawRef
from director.errors import InvalidLawRefError, UnknownEditionError, UnknownLawError

__all__ = [
    "DEFAULT_EDITION",
    "Chapter",
    "Edition",
    "Law",
    "Section",
    "edition_ids",
    "get_edition",
    "laws_root",
]

DEFAULT_EDITION = "wbf-2017"


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


def laws_root() -> Path:
    """The folder holding one sub-folder per edition."""
    here = Path(__file__).resolve().parent.parent
    installed = here / "_laws"
    if installed.is_dir():
        return installed
    return here.parent / "laws"


def edition_ids() -> list[str]:
    root = laws_root()
    return sorted(p.name for p in root.iterdir() if (p / "edition.toml").is_file())


@functools.cache
def get_edition(edition_id: str = DEFAULT_EDITION) -> Edition:
    path = laws_root() / edition_id
    if not (path / "edition.toml").is_file():
        known = ", ".join(edition_ids()) or "none"
        raise UnknownEditionError(f"unknown edition {edition_id!r} (available: {known})")
    return Edition(edition_id, path)


def _load_toml(path: Path) -> dict[str, Any]:
    import tomllib

    with path.open("rb") as f:
        return tomllib.load(f)


class Edition:
    """One edition of the Laws: its chapters and its Laws, loaded lazily one file at a time."""

    def __init__(self, edition_id: str, path: Path) -> None:
        self.id = edition_id
        self.path = path
        meta = _load_toml(path / "edition.toml")
        self.title: str = meta["title"]
        self.short_title: str = meta.get("short_title", self.title)
        self.law_count: int = int(meta["laws"])
        # A code summarised in part (the seeds' Auction Bridge laws 42-52) starts later.
        self.first_law: int = int(meta.get("first", 1))
        self.year: int = int(meta.get("year", 0))
        self.chapters: tuple[Chapter, ...] = tuple(
            Chapter(c["number"], c["title"], int(c["first"]), int(c["last"]))
            for c in meta.get("chapter", [])
        )
        self._laws: dict[int, Law] = {}

    def __repr__(self) -> str:
        return f"get_edition({self.id!r})"

    def chapter_of(self, law: int) -> Chapter | None:
        for c in self.chapters:
            if law in c:
                return c
        return None

    def has_law(self, number: int) -> bool:
        return self.first_law <= number <= self.law_count

    def law(self, number: int) -> Law:
        """The Law with that number.

        :raises UnknownLawError: with the nearest law numbers as suggestions.
        """
        if number in self._laws:
            return self._laws[number]
        path = self.path / f"{number:02d}.toml"
        if not self.has_law(number) or not path.is_file():
            laws = range(self.first_law, self.law_count + 1)
            near = sorted(laws, key=lambda n: (abs(n - number), n))[:3]
            raise UnknownLawError(
                f"no Law {number} in {self.id} (the Laws run from {self.first_law} to "
                f"{self.law_count})",
                tuple(str(n) for n in sorted(near)),
            )
        law = _law_from_data(_load_toml(path), self.chapter_of(number))
        self._laws[number] = law
        return law

    def __iter__(self) -> Iterator[Law]:
        for n in range(self.first_law, self.law_count + 1):
            yield self.law(n)

    def lookup(self, ref: LawRef) -> tuple[Law, Section | None]:
        """The Law and section a reference names (section ``None`` for a whole Law with no
        preamble).

        :raises UnknownLawError: naming the nearest valid references.
        """
        law = self.law(ref.law)
        if ref.depth == 0:
            return law, law.section(ref)
        section = law.section(ref)
        if section is not None:
            return law, section
        # The deepest existing ancestor, and its children as the nearest valid references.
        anchor = ref.law_ref
        for a in ref.ancestors:
            if a.depth == 0 or law.section(a) is not None:
                anchor = a
        near = [str(s.ref) for s in law.children(anchor)][:8] or [str(anchor)]
        raise UnknownLawError(f"no section {ref} in Law {law.number} ({self.id})", tuple(near))

    def resolve(self, text: str) -> tuple[Law, Section | None, LawRef]:
        """Parse and look up a reference typed by a user."""
        try:
            ref = LawRef.parse(text)
        except InvalidLawRefError:
            raise
        law, section = self.lookup(ref)
        return law, section, ref


def _law_from_data(data: dict[str, Any], chapter: Chapter | None) -> Law:
    sections = tuple(
        Section(
            ref=LawRef.parse(s["ref"]),
            heading=s.get("heading", ""),
            text=" ".join(s.get("text", "").split()),
            refs=tuple(LawRef.parse(r) for r in s.get("refs", ())),
            note=" ".join(s.get("note", "").split()),
        )
        for s in data.get("section", ())
    )
    return Law(
        number=int(data["law"]),
        title=data["title"],
        summary=" ".join(data.get("summary", "").split()),
        chapter=chapter,
        sections=sections,
        source=" ".join(data.get("source", "").split()),
        unread=" ".join(data.get("unread", "").split()),
    )
