"""Shared fixtures for the hand-record format tests: where the real files are.

CI clones the repository with ``../shared`` beside it, so the files are found relative
to the checkout first, then at ``/work/shared``.
"""

from pathlib import Path

import pytest


def handrecords_dir() -> Path:
    beside = Path(__file__).resolve().parents[3] / "shared" / "data" / "handrecords"
    return beside if beside.is_dir() else Path("/work/shared/data/handrecords")


HANDRECORDS = handrecords_dir()
PBN_FILES = sorted(HANDRECORDS.rglob("*.pbn"))


def pbn_file(name: str) -> Path:
    """The real PBN file of that name."""
    (path,) = [p for p in PBN_FILES if p.name == name]
    return path


@pytest.fixture(scope="session")
def handrecords() -> Path:
    return HANDRECORDS
