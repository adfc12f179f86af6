"""Which regulator profile applies: ``--regulator``, else ``DIRECTOR_REGULATOR``, else
``regulator = "..."`` in the user's ``config.toml``, else ``wbf``.

A value is a shipped profile's name (``wbf``, ``acbl``, ``ebu``) or the path of a profile
file of one's own (a ``.toml`` file in the shipped profiles' format, e.g. a tournament's
conditions of contest).
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from director.regulator.profile import InvalidProfileError, Profile, load_profile

__all__ = ["DEFAULT", "ENV", "NAMES", "Selection", "config_path", "profile", "selected"]

DEFAULT = "wbf"
ENV = "DIRECTOR_REGULATOR"
NAMES = ("wbf", "acbl", "ebu")
PROFILES = Path(__file__).parent / "profiles"


@dataclasses.dataclass(frozen=True)
class Selection:
    """The profile in force and where the choice came from (``--regulator``,
    ``DIRECTOR_REGULATOR``, the config file, or the default)."""

    profile: Profile
    origin: str

    @property
    def explicit(self) -> bool:
        return self.origin != "default"


def config_path() -> Path:
    """``config.toml`` in the user's configuration directory, where platformdirs puts it
    (a test keeps the two in step) without importing platformdirs, which ``director law``
    does not load: ``$XDG_CONFIG_HOME`` or ``~/.config`` on Linux, ``~/Library/Application
    Support`` on macOS, ``%LOCALAPPDATA%`` on Windows; then ``director/config.toml``."""
    import sys

    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_CONFIG_HOME", "").strip()
        base = Path(xdg) if xdg else Path.home() / ".config"
    return base / "director" / "config.toml"


def profile(value: str) -> Profile:
    """A shipped profile by name, or a profile file by path."""
    name = value.strip()
    if name.lower() in NAMES:
        return load_profile(PROFILES / f"{name.lower()}.toml")
    if name.lower().endswith(".toml"):
        return load_profile(Path(name))
    raise InvalidProfileError(
        f"unknown regulator {value!r} (expected {', '.join(NAMES)} or a profile .toml file)"
    )


def selected(option: str | None = None) -> Selection:
    """The profile in force; errors name where the bad value came from."""
    if option is not None:
        return Selection(_named(option, "--regulator"), "--regulator")
    env = os.environ.get(ENV)
    if env is not None:
        if not env.strip():
            raise InvalidProfileError(f"{ENV} is set but empty: unset it or name a regulator")
        return Selection(_named(env, ENV), ENV)
    path = config_path()
    if path.exists():
        from director.limits import FileLimitError, load_toml

        try:
            data = load_toml(path, "configuration")
        except FileLimitError as e:
            raise InvalidProfileError(str(e)) from None
        value = data.get("regulator")
        if value is not None:
            if not isinstance(value, str):
                raise InvalidProfileError(f"{path}: 'regulator' must be a string")
            return Selection(_named(value, str(path)), str(path))
    return Selection(profile(DEFAULT), "default")


def _named(value: str, origin: str) -> Profile:
    try:
        return profile(value)
    except InvalidProfileError as e:
        raise InvalidProfileError(f"{origin}: {e}") from None
