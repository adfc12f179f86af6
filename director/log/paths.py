"""Where the ruling log lives: ``--log PATH``, else ``$DIRECTOR_LOG``, else
``rulings.sqlite3`` in the user's data directory (``platformdirs``).

``DIRECTOR_LOG`` set to an empty (or blank) value is an error, never a silent fall-back to
the user's own log: it is most often a variable that was meant to hold a path and did not
(``DIRECTOR_LOG=$DIR/x`` with ``$DIR`` unset gives ``/x``, an empty ``$LOG`` gives "").
Unset it for the default log; ``--no-log`` rules without logging."""

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
    env = os.environ.get(ENV_VAR)
    if env is None:
        return default_log_path()
    if not env.strip():
        from director.log.errors import LogError

        raise LogError(
            f"{ENV_VAR} is set but empty: set it to a file, unset it to use the default log "
            f"({default_log_path()}), or pass --no-log"
        )
    return Path(env.strip()).expanduser()
