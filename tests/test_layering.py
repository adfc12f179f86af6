"""The layering contract: data flows record -> table -> rules -> ruling. The engine finds an
edition's rules only through its edition object, by name (director.editions); no module of
the engine imports director.rules, not even inside a function. The whole layering is an
import-linter contract in pyproject.toml (`lint-imports`, run by .ci/run); the test below
runs it too, so a plain `pytest` catches a broken layer."""

import ast
import contextlib
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "director" / "engine"


def imported(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


@pytest.mark.parametrize("path", sorted(ENGINE.glob("*.py")), ids=lambda p: p.name)
def test_the_engine_does_not_import_the_rules(path: Path) -> None:
    assert not [n for n in imported(path) if n.split(".")[:2] == ["director", "rules"]]


@pytest.mark.parametrize("edition_id", ["wbf-2017", "wbf-1997", "auction-bridge-1912", "three-hand-auction"])
def test_every_hook_and_rule_an_edition_names_exists(edition_id: str) -> None:
    from director.editions import get_edition

    edition = get_edition(edition_id)
    for name in edition.hooks:
        assert callable(edition.hook(name)), name
    for spec in edition.rules.values():
        assert callable(spec.handler), spec


def test_the_import_linter_contract_is_kept() -> None:
    from importlinter.cli import lint_imports

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = lint_imports(
            config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True
        )
    assert status == 0, out.getvalue()
