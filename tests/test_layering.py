"""The layering contract: data flows record -> table -> rules -> ruling. The engine finds an
edition's rules only through its registry, by name (director.engine.rulebook); no module of
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


def test_every_hook_the_registry_names_exists() -> None:
    from director.engine import rulebook

    for name in rulebook.registry().HOOKS:
        assert callable(rulebook.hook(name)), name


def test_the_import_linter_contract_is_kept() -> None:
    from importlinter.cli import lint_imports

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = lint_imports(
            config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True
        )
    assert status == 0, out.getvalue()
