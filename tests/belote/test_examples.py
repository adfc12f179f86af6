"""Every Belote example (examples/belote) replays to its expected JSON ruling."""

import json
from pathlib import Path

import pytest

from tests.conftest import Run

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples" / "belote").glob("*.yaml"))


def test_there_are_at_least_eight_examples() -> None:
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda p: p.stem)
def test_example_ruling_is_current(run: Run, record: Path) -> None:
    code, out, err = run("replay", str(record), "--json")
    assert code == 0, err
    assert json.loads(out) == json.loads(record.with_suffix(".json").read_text())


def test_example_renders_as_text(run: Run) -> None:
    code, out, err = run("replay", str(EXAMPLES[7]))
    assert code == 0, err
    assert "Renonce" in out and "[12B]" in out and "total: NS 0, EW 260" in out
