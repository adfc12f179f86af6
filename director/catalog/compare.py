"""Two editions of one Law side by side, with the sections that differ marked.

The differences are data. Between an edition and one it derives from (``based_on``), they
are what the derived edition's law files change: each section they replace, add or drop,
with the file's ``change`` note on it; a Law they leave alone is the same. Between editions
kept apart (1997 and 2017), ``laws/<edition>/compare-<other>.toml`` lists, law by law, the
sections concerned in each edition and what differs, in our own words, and the Laws found
the same in substance. A Law in neither list has no comparison recorded: that is said,
never presumed to mean the Laws agree.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from director.catalog.catalog import Edition, Law, Section, edition_ids, get_edition, laws_root
from director.catalog.ref import LawRef
from director.errors import UnknownEditionError

__all__ = ["Comparison", "Difference", "Row", "compare", "partner", "partner_edition"]

Status = Literal["differs", "same", "not-recorded"]


@dataclasses.dataclass(frozen=True)
class Difference:
    """One difference: the sections concerned in the left and right editions."""

    left: tuple[LawRef, ...]
    right: tuple[LawRef, ...]
    text: str


@dataclasses.dataclass(frozen=True)
class Row:
    """One section number, as each edition has it (``None`` where it has no such section)."""

    ref: LawRef
    left: Section | None
    right: Section | None
    differs: bool


@dataclasses.dataclass(frozen=True)
class Comparison:
    left: Edition
    right: Edition
    ref: LawRef
    left_law: Law
    right_law: Law
    status: Status
    rows: tuple[Row, ...]
    differences: tuple[Difference, ...]


def _table(edition: str, other: str) -> dict[str, Any] | None:
    import tomllib

    path = laws_root() / edition / f"compare-{other}.toml"
    if not path.is_file():
        return None
    with path.open("rb") as f:
        return tomllib.load(f)


def partner_edition(edition: str) -> str:
    """The shipped edition ``edition`` is compared with: the one it is based on, else the
    first with a recorded comparison with it or based on it.

    :raises UnknownEditionError: when there is none.
    """
    based_on = get_edition(edition).based_on
    if based_on is not None:
        return based_on
    for other in edition_ids():
        if other == edition:
            continue
        if _table(edition, other) or _table(other, edition):
            return other
        if get_edition(other).based_on == edition:
            return other
    raise UnknownEditionError(f"no other edition has a comparison with {edition}")


def partner(edition: Edition) -> Edition:
    """The edition ``edition`` is compared with (its base, for a derived edition, shipped
    or not).

    :raises UnknownEditionError: when there is none.
    """
    return edition.base or get_edition(partner_edition(edition.id))


_FIELDS = ("title", "summary", "source", "unread")
_SAID = {"revised": "is revised in", "added": "is new in", "dropped": "is not in"}


def _kind(old: Section | None, new: Section | None) -> str:
    return "added" if old is None else "dropped" if new is None else "revised"


def _derived(base: Law, law: Law, edition: Edition) -> list[Difference]:
    """What ``law`` of ``edition`` changes from ``base``, the Law of an edition it derives
    from: one difference (sections in the base on the left) per section its file replaces,
    adds or drops, a part added or dropped whole counting once, with the file's ``change``
    note or else a plain statement of the change."""
    out: list[Difference] = []
    fields = [k for k in _FIELDS if getattr(base, k) != getattr(law, k)]
    if law.change(None) or fields:
        said = f"{edition.short_title} revises the Law's {' and '.join(fields)}."
        out.append(Difference((), (), law.change(None) or said))
    part: tuple[LawRef, str] | None = None  # the last part added or dropped whole
    for r in sorted({s.ref for s in base.sections} | {s.ref for s in law.sections}):
        old, new = base.section(r), law.section(r)
        if old == new:
            continue
        kind = _kind(old, new)
        if part is not None and part[0].contains(r) and part[1] == kind:
            last = out[-1]
            grown = (last.left + ((r,) if old else ()), last.right + ((r,) if new else ()))
            out[-1] = Difference(*grown, last.text)
            continue
        part = (r, kind) if kind != "revised" else None
        said = f"{r} {_SAID[kind]} {edition.short_title}."
        out.append(Difference((r,) if old else (), (r,) if new else (), law.change(r) or said))
    return out


def _lineage(a: Edition, b: Edition) -> tuple[Edition, Edition] | None:
    """(base, derived) when one of the two derives from the other."""
    if b.id in (e.id for e in a.lineage):
        return b, a
    if a.id in (e.id for e in b.lineage):
        return a, b
    return None


def compare(a: Edition, b: Edition, ref: LawRef) -> Comparison:
    """Law ``ref.law`` (or the section ``ref``) in editions ``a`` and ``b``, the older on
    the left."""
    left, right = sorted((a, b), key=lambda e: (e.year, e.id))
    data, flipped = _table(left.id, right.id), False
    if data is None:
        data, flipped = _table(right.id, left.id), True
    left_law, right_law = left.law(ref.law), right.law(ref.law)
    diffs: list[Difference] = []
    status: Status = "not-recorded"
    lineage = _lineage(left, right)
    if lineage is not None:
        base, derived = lineage
        diffs = _derived(base.law(ref.law), derived.law(ref.law), derived)
        if derived is left:
            diffs = [Difference(d.right, d.left, d.text) for d in diffs]
        status = "differs" if diffs else "same"
    elif data is not None:
        for d in data.get("difference", ()):
            if int(d["law"]) != ref.law:
                continue
            this = tuple(LawRef.parse(r) for r in d["this"])
            other = tuple(LawRef.parse(r) for r in d["other"])
            diffs.append(Difference(*((other, this) if flipped else (this, other)), d["text"]))
        if diffs:
            status = "differs"
        elif ref.law in data.get("same", ()):
            status = "same"
    marked_left = {r for d in diffs for r in d.left}
    marked_right = {r for d in diffs for r in d.right}
    refs = sorted(
        {s.ref for s in left_law.sections if ref.contains(s.ref)}
        | {s.ref for s in right_law.sections if ref.contains(s.ref)}
    )
    rows = tuple(
        Row(
            r,
            left_law.section(r),
            right_law.section(r),
            (r in marked_left and left_law.section(r) is not None)
            or (r in marked_right and right_law.section(r) is not None),
        )
        for r in refs
    )
    if ref.depth:
        diffs = [d for d in diffs if any(ref.contains(r) for r in (*d.left, *d.right))]
    return Comparison(left, right, ref, left_law, right_law, status, rows, tuple(diffs))
