"""Cross-references of a Law, split into those inside it and those to other Laws."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.catalog.ref import LawRef

__all__ = ["split_refs"]


def split_refs(law: int, refs: Iterable[LawRef]) -> tuple[tuple[LawRef, ...], tuple[LawRef, ...]]:
    """``refs`` (without repeats, in the Laws' order) split into those inside Law ``law``
    and those to other Laws."""
    ordered = sorted(set(refs))
    here = tuple(r for r in ordered if r.law == law)
    return here, tuple(r for r in ordered if r.law != law)
