"""Every rule file explains itself in one format, as ruff's rule docs do: its module
docstring has the headings Irregularity, Rectification, Example and See also, in that
order, each with text under it."""

import ast
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "director" / "rules"
HEADINGS = ["Irregularity", "Rectification", "Example", "See also"]
FILES = sorted(RULES.glob("*/law*.py"))


def headings(path: Path) -> list[str]:
    doc = ast.get_docstring(ast.parse(path.read_text(), str(path))) or ""
    lines = doc.splitlines()
    out = []
    for i, line in enumerate(lines):
        if line and not line[0].isspace() and i + 1 < len(lines) and lines[i + 1].startswith("    "):
            out.append(line.strip())
    return out


def test_there_are_rule_files() -> None:
    assert len(FILES) > 60


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_rule_docstring_has_the_four_headings_in_order(path: Path) -> None:
    assert headings(path) == HEADINGS
