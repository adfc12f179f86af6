"""A regulator profile as data: frozen value types read from a TOML file."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Literal

from director.catalog.ref import LawRef
from director.errors import DirectorError
from director.limits import FileLimitError, load_toml

__all__ = [
    "STATUSES",
    "Election",
    "InvalidProfileError",
    "Profile",
    "Source",
    "Status",
    "load_profile",
]


class InvalidProfileError(DirectorError, ValueError):
    """A regulator profile that is unknown, unreadable or malformed."""


@dataclasses.dataclass(frozen=True)
class Source:
    """Where an election is published: a title, an address, and our summary of it."""

    title: str
    url: str | None
    says: str


Status = Literal["elected", "default", "unknown", "not-open"]
STATUSES: tuple[Status, ...] = ("elected", "default", "unknown", "not-open")
STATUS_TEXT: dict[Status, str] = {
    "elected": "its own election",
    "default": "no election: the Law's default applies",
    "unknown": "not verified: the Law's default is used until a source is found",
    "not-open": "the Law leaves the Regulating Authority no choice here",
}


@dataclasses.dataclass(frozen=True)
class Election:
    """What one authority does where the Law at ``ref`` lets a Regulating Authority choose.

    ``status``: ``elected`` (a choice of its own), ``default`` (it leaves the Law's default),
    ``unknown`` (no source found: the Law's default is used meanwhile) or ``not-open`` (the
    Law gives no choice; listed because a ruling depends on it and earlier codes did).
    ``values``: the figures a ruling uses (e.g. 12C2's percentages). A source is required
    except for ``unknown``, which says in ``unsourced`` why there is none."""

    ref: str
    topic: str
    status: Status
    choice: str
    values: tuple[tuple[str, float], ...] = ()
    source: Source | None = None
    unsourced: str | None = None
    note: str | None = None

    def value(self, key: str) -> float:
        for k, v in self.values:
            if k == key:
                return v
        raise InvalidProfileError(f"election {self.ref}: no value {key!r}")

    @property
    def cited(self) -> str:
        """``source: TITLE (URL)`` or ``no source found: WHY``."""
        if self.source is not None:
            where = f" ({self.source.url})" if self.source.url else ""
            return f"source: {self.source.title}{where}"
        return f"no source found: {self.unsourced}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "topic": self.topic,
            "status": self.status,
            "choice": self.choice,
            "values": dict(self.values),
            "source": dataclasses.asdict(self.source) if self.source is not None else None,
            "unsourced": self.unsourced,
            "note": self.note,
        }


@dataclasses.dataclass(frozen=True)
class Profile:
    """The elections of one Regulating Authority under one edition of the Laws."""

    name: str  # "acbl"
    title: str  # "American Contract Bridge League"
    edition: str
    elections: tuple[Election, ...]

    @property
    def label(self) -> str:
        return f"{self.name.upper()} ({self.title})"

    def election(self, ref: str) -> Election:
        for e in self.elections:
            if e.ref == ref:
                return e
        raise InvalidProfileError(f"profile {self.name!r} has no election under {ref}")

    def touching(self, ref: str) -> list[Election]:
        """The elections under ``ref``, inside it (``12`` -> 12C1(c), 12C2) or around it
        (``12C2(b)`` -> 12C2)."""
        shown = LawRef.parse(ref)
        out = []
        for e in self.elections:
            at = LawRef.parse(e.ref)
            if shown.contains(at) or at.contains(shown):
                out.append(e)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "title": self.title, "edition": self.edition}


def load_profile(path: Path) -> Profile:
    """Read a profile file; every error names the file and the election at fault."""
    try:
        data = load_toml(path, "profile")
    except FileLimitError as e:
        raise InvalidProfileError(str(e)) from None
    try:
        return _profile(data)
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, InvalidProfileError):
            raise InvalidProfileError(f"{path}: {e}") from None
        what = f"missing {e}" if isinstance(e, KeyError) else str(e)
        raise InvalidProfileError(f"{path}: malformed profile ({what})") from None


def _text(table: dict[str, Any], key: str) -> str:
    value = table[key]
    if not isinstance(value, str) or not value.strip():
        raise InvalidProfileError(f"{key!r} must be a non-empty string")
    return value


def _source(table: dict[str, Any]) -> Source:
    return Source(_text(table, "title"), _optional(table, "url"), _text(table, "says"))


def _optional(table: dict[str, Any], key: str) -> str | None:
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise InvalidProfileError(f"{key!r} must be a string, not {_kind(value)}")
    return value


def _table(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidProfileError(f"{where} must be a table, not {_kind(value)}")
    return value


def _kind(value: object) -> str:
    """A TOML value's kind in the file's words."""
    kinds = {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
             list: "an array", dict: "a table"}  # fmt: skip
    return kinds.get(type(value), "a date or time")


def _profile(data: dict[str, Any]) -> Profile:
    edition = _text(data, "edition")
    elections = []
    items = data.get("election", [])
    if not isinstance(items, list):
        raise InvalidProfileError(
            f"'election' must be an array of tables ([[election]]), not {_kind(items)}"
        )
    for i, item in enumerate(items, start=1):
        item = _table(item, f"election {i}")
        ref = _text(item, "ref")
        try:
            canonical = str(LawRef.parse(ref))
        except DirectorError:
            raise InvalidProfileError(f"election {i}: {ref!r} is not a law reference") from None
        source = item.get("source")
        unsourced = item.get("unsourced")
        status = item["status"]
        if status not in STATUSES:
            raise InvalidProfileError(
                f"election {i} ({canonical}): status {status!r} is not one of "
                + ", ".join(STATUSES)
            )
        if (status == "unknown") != (source is None) or (unsourced is None) != (source is not None):
            raise InvalidProfileError(
                f"election {i} ({canonical}): a source is required, except with status "
                "'unknown', which says in 'unsourced' why there is none"
            )
        values = _table(item.get("values", {}), f"election {i} ({canonical}): 'values'")
        if source is not None:
            source = _table(source, f"election {i} ({canonical}): 'source'")
        if not all(isinstance(v, int | float) for v in values.values()):
            raise InvalidProfileError(f"election {i} ({canonical}): values must be numbers")
        if canonical == "12C1(c)" and values.get("weighting") == 0 and edition == "wbf-2017":
            raise InvalidProfileError(
                f"election {i} (12C1(c)): the 2017 Laws give the Regulating Authority no "
                "option to forbid weighted scores (the 2007 code's 12C1(e) option is gone)"
            )
        elections.append(
            Election(
                ref=canonical,
                topic=_text(item, "topic"),
                status=status,
                choice=_text(item, "choice"),
                values=tuple((str(k), float(v)) for k, v in values.items()),
                source=None if source is None else _source(source),
                unsourced=None if unsourced is None else str(unsourced),
                note=_optional(item, "note"),
            )
        )
    return Profile(
        name=_text(data, "name").lower(),
        title=_text(data, "title"),
        edition=edition,
        elections=tuple(elections),
    )
