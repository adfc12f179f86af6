"""The ``director`` command: a typer app whose commands import their heavy modules lazily."""

from __future__ import annotations

import typer

from director import __version__
from director.cli import law as law_cmd

app = typer.Typer(
    name="director",
    help="A ruling assistant for contract-bridge tournament directors.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"director {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """A ruling assistant for contract-bridge tournament directors."""


app.command(name="law", help=law_cmd.HELP, epilog=law_cmd.EXAMPLES)(law_cmd.law)


def main() -> None:
    app()
