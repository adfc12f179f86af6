"""Two editions of one Law side by side, with the sections that differ marked.

The differences are data: ``laws/<edition>/compare-<other>.toml`` lists, law by law, the
sections concerned in each edition and what differs, in our own words, and the Laws found
the same in substance. A Law in neither list has no comparison recorded: that is said,
never presumed to mean the Laws agree.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from director.catalog.catalog import Edition, Law, Section, edition_ids, laws_root
from director.catalog.ref import LawRef
from director.errors import UnknownEditionError

__all__ = ["Comparison", "Difference", "Row", "compare", "partner_edition"]

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
    """The edition ``edition`` has a recorded comparison with.

    :raises UnknownEditionError: when there is none.
    """
    for other in edition_ids():
        if other != edition and (_table(edition, other) or _table(other, edition)):
            return other
    raise UnknownEditionError(f"no other edition has a comparison with {edition}")


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
    if data is not None:
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

