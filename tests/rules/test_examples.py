"""Every shipped incident record replays to its expected ruling (examples/incidents)."""

import json
from pathlib import Path

import pytest

from tests.conftest import Run

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples" / "incidents").glob("*.yaml"))


def test_there_are_at_least_twelve_examples() -> None:
    assert len(EXAMPLES) >= 12


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda p: p.stem)
def test_example_ruling_is_current(run: Run, record: Path) -> None:
    code, out, err = run("replay", str(record), "--json")
    assert code == 0, err
    expected = json.loads(record.with_suffix(".json").read_text())
    assert json.loads(out) == expected


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda p: p.stem)
def test_example_renders_as_text(run: Run, record: Path) -> None:
    code, out, err = run("replay", str(record))
    assert code == 0, err
    assert "Law " in out
