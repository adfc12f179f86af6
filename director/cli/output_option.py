"""``--format NAME`` on every command that writes output, with ``--json`` kept as an alias
of ``--format json``: the names come from the registry (:mod:`director.output.formats`);
:func:`~director.cli.format_choice.chosen` tells which was asked for."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from director.cli.format_choice import chosen
from director.output.formats import DOCUMENT, Output

__all__ = ["FormatOption", "JsonAlias", "chosen", "format_option"]


def format_option(output: Output[Any], *names: str) -> Any:
    """The ``--format`` option of a command writing ``output`` (``names``: extra flags)."""
    return typer.Option("--format", *names, help=f"Output: {output.expected()}.", metavar="FORMAT")


FormatOption = Annotated[str | None, format_option(DOCUMENT)]
JsonAlias = Annotated[bool, typer.Option("--json", help="Same as --format json.")]
