"""The output format a command was asked for (``--format NAME`` or ``--json``), free of
typer so that a command's fast path (:mod:`director.cli.review_run`) stays light."""

from __future__ import annotations

from typing import Any

from director.output.formats import Output

__all__ = ["chosen"]


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
