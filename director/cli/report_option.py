"""``--report FILE`` on ``rule``, ``replay`` and ``log show``: the written ruling, HTML or
Markdown by the file's suffix (written by :mod:`director.games.bridge_report`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

__all__ = ["ReportPath", "check_report"]

ReportPath = Annotated[
    Path | None,
    typer.Option(
        "--report",
        help="Also write the ruling for the players, the scorer and an appeals committee: "
        "FILE.html (a page to print) or FILE.md (Markdown).",
        metavar="FILE",
        show_default=False,
    ),
]


def check_report(path: Path | None) -> None:
    """A report file's suffix names a format, else the one-line error (exit 2), before
    any question is asked."""
    from director.cli.errors import reported_errors
    from director.games.bridge_report import check_report as check

    with reported_errors():
        check(path)
