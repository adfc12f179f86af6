"""The Law sections a ruling applied, each with the catalog's own summary (our words,
never the Law's text): the section's heading and summary, else the Law's."""

from __future__ import annotations

import dataclasses
import re

from director.catalog.catalog import Edition, get_edition
from director.catalog.ref import LawRef
from director.errors import DirectorError

__all__ = ["Applied", "applied", "catalog_of"]

_SENTENCE = re.compile(r"(?<=[a-z0-9)][.;:])\s+(?=[A-Z(])")  # as the brief splits it


@dataclasses.dataclass(frozen=True)
class Applied:
    ref: str
    heading: str
    summary: str

    @property
    def lead(self) -> tuple[str, str]:
        """The summary's first sentence and the rest (the printed page shows the first)."""
        first, *rest = _SENTENCE.split(self.summary, maxsplit=1)
        return first, (" " + rest[0]) if rest else ""


def catalog_of(edition_id: str) -> Edition | None:
    """The catalog of the ruling's edition (its law summaries), or None for a code without
    one."""
    from director.editions import get_edition as edition_class

    try:
        return get_edition(edition_class(edition_id).catalog)
    except DirectorError:
        return None


def _one(catalog: Edition, text: str) -> Applied:
    try:
        ref = LawRef.parse(text)
        law, section = catalog.lookup(ref)
    except DirectorError:
        return Applied(text, "", "Not summarised in the catalog.")
    if section is None:
        return Applied(str(ref), law.title, law.summary)
    headed = (law.section(a) for a in (ref, *reversed(ref.ancestors)))
    heading = next((s.heading for s in headed if s is not None and s.heading), "")
    return Applied(str(ref), heading or law.title, section.text)


def applied(edition_id: str, laws: list[str]) -> list[Applied]:
    """Each section in ``laws`` once, in order, with its summary."""
    catalog = catalog_of(edition_id)
    if catalog is None:
        return [Applied(law, "", "") for law in dict.fromkeys(laws)]
    return [_one(catalog, law) for law in dict.fromkeys(laws)]
