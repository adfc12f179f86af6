"""The regulator profile of ``replay``: chosen (and a bad choice reported, exit 2) before
anything runs; the game applies its elections and prints those the ruling depends on."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.regulator.select import Selection


def choose(regulator: str | None) -> Selection:
    """``--regulator``, else DIRECTOR_REGULATOR, else the config file, else wbf; a bad
    choice is a one-line error (exit 2)."""
    from director.cli.errors import reported_errors
    from director.regulator.select import selected

    with reported_errors():
        return selected(regulator)
