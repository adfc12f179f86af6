"""Where the tests find real hand records and the seed law texts: the one place that
knows, and the one place that skips when they are absent.

Real hand records that nobody here wrote are the best fixtures.  Those whose licence lets
us copy them (MIT or copyright-free) are in ``tests/data/`` (see ``tests/data/SOURCES.md``)
and are always there.  The others, and the copyrighted seed law texts, are read only from
``../shared`` beside the checkout; where it is absent, a test over them is skipped with
the reason.  No other path is ever looked at.
"""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import pytest

__all__ = [
    "HAVE_SHARED",
    "SHARED",
    "TESTS_DATA",
    "all_handrecords",
    "handrecord",
    "seed_texts",
    "shared_handrecords",
]

TESTS_DATA = Path(__file__).resolve().parent / "data"
SHARED = Path(__file__).resolve().parents[2] / "shared"
_SHARED_RECORDS = SHARED / "data" / "handrecords"
_SUFFIXES = (".pbn", ".lin")
HAVE_SHARED = _SHARED_RECORDS.is_dir()
"""Whether the whole collection of real records (../shared) is beside the checkout: tests
that count over every available record expect more of it than of tests/data alone."""


def _skip(what: str) -> NoReturn:
    pytest.skip(
        f"{what} is not in the repository (its licence does not allow copying it) and "
        f"../shared is not beside the checkout",
        allow_module_level=True,
    )


def handrecord(name: str) -> Path:
    """The real hand-record file ``name`` ("owner__repo/file.pbn", or the bare file name,
    which is unique): ``tests/data`` first, then ``../shared``; skips the test, with the
    reason, when neither has it."""
    for root in (TESTS_DATA, _SHARED_RECORDS):
        path = root / name
        if path.is_file():
            return path
        if "/" not in name and root.is_dir():
            found = sorted(root.rglob(name))
            if found:
                return found[0]
    _skip(name)


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in _SUFFIXES) if root.is_dir() else []


def all_handrecords(suffix: str = "") -> list[Path]:
    """Every real hand record available (``suffix``: only ".pbn" or ".lin" files):
    ``../shared`` when present (it holds them all), else those in ``tests/data``."""
    files = _files(_SHARED_RECORDS) or _files(TESTS_DATA)
    return [p for p in files if p.name.endswith(suffix)]


def shared_handrecords() -> list[Path]:
    """Every real hand record of ``../shared``; skips, with the reason, when it is absent
    (for tests that need the whole collection, e.g. its exact board counts)."""
    files = _files(_SHARED_RECORDS)
    if not files:
        _skip("the whole collection of real hand records (../shared/data/handrecords)")
    return files


def seed_texts() -> list[Path]:
    """The project's seed law texts (copyrighted: never in the repository); skips, with
    the reason, when ``../shared/seeds`` is absent."""
    texts = sorted((SHARED / "seeds").glob("*.txt"))
    if not texts:
        _skip("the seed law texts (../shared/seeds)")
    return texts
