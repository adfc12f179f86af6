"""Loading the law catalog (``laws/<edition>/NN.toml``) into small frozen records.

The catalog files ship inside the installed package as ``director/_laws``; in a source
checkout they are read from the top-level ``laws/`` folder. Each edition of the Laws is one
folder holding ``edition.toml`` (title, chapters) and one file per Law, so a new edition is
an addition of data. An edition whose ``edition.toml`` says ``based_on = "<edition>"`` holds
only the Laws it changes: the others, its chapters and its metadata come from that edition
(``laws/README.md`` lists the keys).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from director.catalog.lawfile import CatalogError, law_from_data, load_toml, where
from director.catalog.records import Change, Chapter, Law, Section
from director.catalog.ref import LawRef
from director.errors import InvalidLawRefError, UnknownEditionError, UnknownLawError

__all__ = [
    "DEFAULT_EDITION",
    "CatalogError",
    "Change",
    "Chapter",
    "Edition",
    "Law",
    "Section",
    "edition_ids",
    "get_edition",
    "laws_root",
    "load_edition",
]

DEFAULT_EDITION = "wbf-2017"


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


_SHIPPED: dict[str, Edition] = {}


def get_edition(edition_id: str = DEFAULT_EDITION) -> Edition:
    """A shipped edition, loaded once per process.

    :raises UnknownEditionError: naming the available editions.
    :raises CatalogError: when its ``based_on`` names no edition or makes a cycle.
    """
    return _shipped(edition_id, ())


def load_edition(path: Path) -> Edition:
    """The edition in folder ``path`` (its id is the folder's name), e.g. one written
    outside the shipped catalog. A ``based_on`` edition is looked for beside ``path``
    first, then among the shipped editions.

    :raises CatalogError: naming the file, when ``edition.toml`` is missing or malformed,
        or its ``based_on`` names no edition or makes a cycle.
    """
    if not (path / "edition.toml").is_file():
        raise CatalogError(f"{where(path / 'edition.toml')}: no such file")
    return Edition(path.name, path)


def _shipped(edition_id: str, chain: tuple[str, ...]) -> Edition:
    edition = _SHIPPED.get(edition_id)
    if edition is None:
        # A name from the shipped list, never a path: '--edition DIR' or a record's
        # 'edition:' must not print any folder's TOML files as Laws (a folder outside the
        # catalog is load_edition's, explicitly), nor a 10,000-character name reach the
        # file system.
        known = edition_ids()
        if edition_id not in known:
            raise UnknownEditionError(
                f"unknown edition {edition_id!r} (available: {', '.join(known) or 'none'})"
            )
        path = laws_root() / edition_id
        edition = _SHIPPED[edition_id] = Edition(edition_id, path, chain=chain)
    return edition


def _base(path: Path, based_on: object, chain: tuple[str, ...]) -> Edition:
    """The edition ``based_on`` names, for the edition in ``path`` reached through
    ``chain`` (the editions based on it, then itself)."""
    name = where(path / "edition.toml")
    if not isinstance(based_on, str):
        raise CatalogError(f"{name}: based_on must be an edition's name")
    if based_on in chain:
        cycle = " -> ".join((*chain[chain.index(based_on) :], based_on))
        raise CatalogError(f"{name}: based_on {based_on!r} makes a cycle ({cycle})")
    beside = path.parent / based_on
    if (beside / "edition.toml").is_file() and path.parent.resolve() != laws_root().resolve():
        return Edition(based_on, beside, chain=chain)
    if (laws_root() / based_on / "edition.toml").is_file():
        return _shipped(based_on, chain)
    known = ", ".join(edition_ids()) or "none"
    raise CatalogError(f"{name}: based_on {based_on!r} names no edition (available: {known})")


class Edition:
    """One edition of the Laws: its chapters and its Laws, loaded lazily one file at a time."""

    def __init__(self, edition_id: str, path: Path, *, chain: tuple[str, ...] = ()) -> None:
        self.id = edition_id
        self.path = path
        own = load_toml(path / "edition.toml")
        self.based_on: str | None = own.get("based_on")
        self.base: Edition | None = None
        """The edition this one derives from (``based_on``), or ``None``."""
        meta = own
        if "based_on" in own:
            self.base = _base(path, own["based_on"], (*chain, edition_id))
            inherited = dict(self.base.meta)
            if "title" in own:  # a short title defaults to the edition's own title
                inherited.pop("short_title", None)
            meta = inherited | own
        self.meta: dict[str, Any] = meta
        """``edition.toml``'s keys, with those a derived edition leaves out inherited."""
        try:
            self.title: str = meta["title"]
            self.law_count: int = int(meta["laws"])
        except (KeyError, ValueError):
            name = where(path / "edition.toml")
            raise CatalogError(f"{name}: needs 'title' and 'laws' (a number)") from None
        self.short_title: str = meta.get("short_title", self.title)
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
        base = self.base if self.base is not None and self.base.has_law(number) else None
        if not self.has_law(number) or not (path.is_file() or base):
            laws = range(self.first_law, self.law_count + 1)
            near = sorted(laws, key=lambda n: (abs(n - number), n))[:3]
            raise UnknownLawError(
                f"no Law {number} in {self.id} (the Laws run from {self.first_law} to "
                f"{self.law_count})",
                tuple(str(n) for n in sorted(near)),
            )
        chapter = self.chapter_of(number)
        if path.is_file():
            data = load_toml(path)
            amends = base.law(number) if base and not data.get("replace") else None
            law = law_from_data(data, path, chapter, amends)
            if law.number != number:
                raise CatalogError(f"{where(path)}: holds Law {law.number}, not Law {number}")
        else:
            assert base is not None
            law = dataclasses.replace(base.law(number), chapter=chapter)
        self._laws[number] = law
        return law

    def overrides(self, number: int) -> bool:
        """True when this edition has its own file for Law ``number`` (a derived edition's
        other Laws are its base's)."""
        return (self.path / f"{number:02d}.toml").is_file()

    @property
    def lineage(self) -> tuple[Edition, ...]:
        """This edition, then the edition it is based on, and so on."""
        out: list[Edition] = [self]
        while out[-1].base is not None:
            out.append(out[-1].base)
        return tuple(out)

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
