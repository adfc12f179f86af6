"""The codes of laws as objects: one :class:`~director.editions.base.Edition` class per code,
each deriving from the code it is based on and overriding only what differs.

``get_edition(id)`` is the one place an edition's name becomes its object; a new edition is a
class and one line in :data:`EDITIONS`.
"""

from __future__ import annotations

from director.editions.auction import AuctionBridge1912, ThreeHandAuction
from director.editions.base import Citations, Edition, RuleSpec, rules_of
from director.editions.belote import BeloteContree
from director.editions.wbf import WBF1997, WBF2017

__all__ = [
    "DEFAULT",
    "EDITIONS",
    "WBF1997",
    "WBF2017",
    "AuctionBridge1912",
    "BeloteContree",
    "Citations",
    "Edition",
    "RuleSpec",
    "ThreeHandAuction",
    "edition_of",
    "family_of",
    "get_edition",
    "rules_of",
]

DEFAULT = "wbf-2017"

EDITIONS: dict[str, type[Edition]] = {
    cls.id: cls for cls in (WBF2017, WBF1997, AuctionBridge1912, ThreeHandAuction, BeloteContree)
}

_INSTANCES: dict[str, Edition] = {}


def get_edition(edition_id: str = DEFAULT, family: str | None = None) -> Edition:
    """The edition called ``edition_id`` (one object per edition); with ``family``, only an
    edition of that family of games (``bridge`` where a bridge record is ruled).

    :raises UnknownEditionError: for a name no edition class carries (a catalog alone does
        not make an edition's rulings: it is never ruled under another edition's rules), or
        one of another family.
    """
    found = _INSTANCES.get(edition_id)
    if found is None:
        found = _new_edition(edition_id)
    if family is not None and found.family != family:
        from director.errors import UnknownEditionError

        same = ", ".join(sorted(k for k, cls in EDITIONS.items() if cls.family == family))
        raise UnknownEditionError(
            f"no {family} rulings for edition {edition_id!r}: it is {found.title}'s "
            f"({family} rulings: {same})"
        )
    return found


def _new_edition(edition_id: str) -> Edition:
    cls = EDITIONS.get(edition_id)
    if cls is None:
        from director.errors import UnknownEditionError

        known = ", ".join(sorted(EDITIONS))
        shown = edition_id if len(edition_id) <= 60 else edition_id[:57] + "..."
        raise UnknownEditionError(f"no rulings for edition {shown!r} (rulings: {known})")
    _INSTANCES[edition_id] = edition = cls()
    return edition


def edition_of(edition: Edition | str) -> Edition:
    """An edition object from an object or its name (the one conversion, at the boundary)."""
    return edition if isinstance(edition, Edition) else get_edition(edition)


def family_of(edition_id: str) -> str:
    """The family of games an edition's rulings belong to (``bridge`` for a name no edition
    class carries: a stored ruling of an older director is taken as bridge's)."""
    return EDITIONS.get(edition_id, Edition).family
