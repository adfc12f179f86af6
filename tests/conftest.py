from collections.abc import Callable
from pathlib import Path

import pytest

from director.cli.app import main

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture(autouse=True)
def ruling_log(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test logs its rulings to a fresh file of its own, never to the user's log."""
    path = tmp_path_factory.mktemp("log") / "rulings.sqlite3"
    monkeypatch.setenv("DIRECTOR_LOG", str(path))
    # nor the user's regulator choice (DIRECTOR_REGULATOR, ~/.config/director/config.toml)
    monkeypatch.delenv("DIRECTOR_REGULATOR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(path.parent / "config"))
    return path


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    """Run ``director ARGS`` in-process; return (exit code, stdout, stderr)."""

    def _run(*args: str) -> tuple[int, str, str]:
        code = 0
        try:
            main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
        out, err = capsys.readouterr()
        return code, out, err

    return _run
