"""``--format NAME`` on every command that writes output, with ``--json`` kept as an alias
of ``--format json``: the names come from the registry (:mod:`director.output.formats`)."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from director.output.formats import DOCUMENT, Output

__all__ = ["FormatOption", "JsonAlias", "chosen", "format_option"]


def format_option(output: Output[Any], *names: str) -> Any:
    """The ``--format`` option of a command writing ``output`` (``names``: extra flags)."""
    return typer.Option("--format", *names, help=f"Output: {output.expected()}.", metavar="FORMAT")


FormatOption = Annotated[str | None, format_option(DOCUMENT)]
JsonAlias = Annotated[bool, typer.Option("--json", help="Same as --format json.")]


def chosen(output: Output[Any], name: str | None, json_alias: bool, default: str = "text") -> str:
    """The format asked for: ``--format NAME`` or ``--json`` (the same as ``--format
    json``), else ``default``; an unknown name, or ``--json`` against another format, is the
    one-line error (exit 2)."""
    from director.cli.errors import fail
    from director.output.formats import UnknownFormatError

    if json_alias and name is not None and name.lower() != "json":
        raise fail(f"--json and --format {name!r}: give one of them")
    try:
        return output.check(name if name is not None else "json" if json_alias else default)
    except UnknownFormatError as e:
        raise fail(str(e)) from None
