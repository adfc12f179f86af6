"""Rules see one API: a rule file reads and changes the table only through its
:class:`~director.engine.context.Context` (a :class:`~director.engine.table_api.TableApi`
with a ruling), or a Belote ``Offence``; never through ``ctx.table`` and its internals.

The hooks the engine calls before a ruling exists (the edition's checks of a call, dummy's
attention first, a card supplied to a defective trick) receive the ``TableApi`` itself, not
the ``Table``: so no rule file imports ``Table``, and the same check covers them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "director" / "rules"
ROOT = RULES.parents[1]


def _rule_files() -> list[Path]:
    return sorted(RULES.rglob("*.py"))


def _offences(path: Path, root: Path = ROOT) -> list[str]:
    """Each place ``path`` reaches past the rule API, as ``file:line: what``."""
    tree = ast.parse(path.read_text(), str(path))
    where = path.relative_to(root).as_posix()
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if node.attr == "table":
                found.append(f"{where}:{node.lineno}: '.table' (use the Context's API)")
            elif (
                node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
            ):
                found.append(f"{where}:{node.lineno}: private '.{node.attr}' of another object")
        elif isinstance(node, ast.ImportFrom) and node.module == "director.engine.table":
            found.extend(
                f"{where}:{node.lineno}: imports Table (hooks get a TableApi)"
                for alias in node.names
                if alias.name == "Table"
            )
    return sorted(found, key=lambda f: int(f.split(":")[1]))


def test_the_rule_files_are_found() -> None:
    names = {p.relative_to(RULES).as_posix() for p in _rule_files()}
    assert {"common/calls.py", "wbf2017/law27_insufficient_bid.py", "belote/common.py"} <= names
    assert len(names) > 80


@pytest.mark.parametrize("path", _rule_files(), ids=lambda p: p.relative_to(RULES).as_posix())
def test_rule_file_uses_only_the_context_api(path: Path) -> None:
    assert _offences(path) == []


def test_the_check_finds_each_way_past_the_api(tmp_path: Path) -> None:
    """The check itself: ``.table``, another object's private name, importing Table; a
    class's own private names are its business."""
    sample = tmp_path / "law99_sample.py"
    sample.write_text(
        "from director.engine.table import Table\n"
        "def rule(ctx):\n"
        "    t = ctx.table\n"
        "    ctx.driver._check_held(1, 2, 3)\n"
        "    self._fine = 1\n"
    )
    assert _offences(sample, tmp_path) == [
        "law99_sample.py:1: imports Table (hooks get a TableApi)",
        "law99_sample.py:3: '.table' (use the Context's API)",
        "law99_sample.py:4: private '._check_held' of another object",
    ]
