"""``director law``: look up a Law by number, list the Laws, or search them by words."""

from __future__ import annotations

from typing import Annotated

import typer

from director.catalog.catalog import DEFAULT_EDITION
from director.cli.law_run import run_law
from director.cli.output_option import FormatOption, JsonAlias

HELP = (
    "Look up the Laws: 'director law 27' (a Law's outline on one screen; --full: all of it), "
    "'director law 27B1b' (one section in full), "
    "'director law search WORDS...' (ranked hits), 'director law list' (all Laws by chapter); "
    "'director law 27 --brief': who chooses what at the table, in a screenful."
)
EXAMPLES = (
    "Examples: director law 27 | director law 27 --brief | director law 27B1(b) --json | "
    "director law search huddle"
)

EditionOption = Annotated[str, typer.Option("--edition", help="Edition of the Laws.")]


def law(
    args: Annotated[
        list[str],
        typer.Argument(metavar="REF | search WORDS... | list", help="What to look up."),
    ],
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
    edition: EditionOption = DEFAULT_EDITION,
    limit: Annotated[int, typer.Option("--limit", "-n", help="Most search hits shown.")] = 10,
    regulator: Annotated[
        str | None,
        typer.Option(
            "--regulator",
            help="wbf, acbl, ebu or a profile .toml file: whose elections to note "
            "(default: DIRECTOR_REGULATOR, the config file, else wbf).",
        ),
    ] = None,
    brief: Annotated[
        bool,
        typer.Option(
            "--brief", "-b", help="At a glance: the outline and who chooses what at the table."
        ),
    ] = False,
    full: Annotated[
        bool,
        typer.Option(
            "--full", help="A whole Law in full; without it, 'law N' shows the Law's outline."
        ),
    ] = False,
    compare: Annotated[
        bool,
        typer.Option(
            "--compare",
            help="Show the Law (or section) in this edition and the other side by side, "
            "the sections that differ marked.",
        ),
    ] = False,
) -> None:
    from director.cli.output_option import chosen
    from director.output.formats import DOCUMENT

    fmt = chosen(DOCUMENT, format_, json_alias)
    run_law(
        args, fmt, edition, limit, regulator=regulator, brief=brief, compare=compare, full=full
    )
