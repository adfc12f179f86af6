"""Where the ruling log lives: ``--log PATH``, else ``$DIRECTOR_LOG``, else
``rulings.sqlite3`` in the user's data directory (``platformdirs``)."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["ENV_VAR", "FILE_NAME", "default_log_path", "resolve_log_path"]

ENV_VAR = "DIRECTOR_LOG"
FILE_NAME = "rulings.sqlite3"


def default_log_path() -> Path:
    """``rulings.sqlite3`` in the platform's user data directory for ``director``
    (``~/.local/share/director`` on Linux, ``~/Library/Application Support/director`` on
    macOS, ``%LOCALAPPDATA%\\director`` on Windows)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("director", appauthor=False)) / FILE_NAME


def resolve_log_path(option: Path | None = None) -> Path:
    """The log to use: the ``--log`` option, the environment variable, the default."""
    if option is not None:
        return option.expanduser()
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return default_log_path()
