"""``director review FILES...``: batch review of PBN and LIN hand records (the command
line's options; the work is :func:`~director.cli.review_run.run_review`, which the fast
path also runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from director.cli.output_option import JsonAlias, format_option
from director.output.formats import FINDINGS

HELP = (
    "Review hand records (PBN or LIN, or every such file under a directory): replay every "
    "board, report each irregularity with its law and rectification, and check the record "
    "(deal, contract, result, score, claims). Findings are written as each board is "
    "reviewed. Exit code 0 clean, 1 findings, 2 error."
)
EXAMPLES = (
    "director review night.pbn  ·  director review *.pbn --format json  ·  "
    "director review a.lin --select 6 --ignore REC002  ·  director review *.pbn --statistics  ·  "
    "director review old.pbn --edition wbf-1997  ·  director review season/ --format jsonl"
)


def review(
    files: Annotated[
        list[Path], typer.Argument(help="PBN or LIN files, or directories (every such file).")
    ],
    format_: Annotated[str | None, format_option(FINDINGS)] = None,
    json_alias: JsonAlias = False,
    select: Annotated[
        list[str] | None,
        typer.Option(
            help="Only these codes or code prefixes (61, 27B, PBN); repeat or comma. "
            "Informational codes (PBN007, REC011, ...) show only when selected."
        ),
    ] = None,
    ignore: Annotated[
        list[str] | None, typer.Option(help="Leave out these codes or prefixes (REC002).")
    ] = None,
    statistics: Annotated[
        bool, typer.Option("--statistics", help="Print the count of findings per code.")
    ] = False,
    exit_zero: Annotated[
        bool, typer.Option("--exit-zero", help="Exit 0 even when there are findings.")
    ] = False,
    strict: Annotated[
        bool, typer.Option("--strict", help="A parse issue is an error (exit 2).")
    ] = False,
    jobs: Annotated[
        int | None,
        typer.Option(
            "--jobs",
            "-j",
            help="Processes: files, and parts of a large file, in parallel "
            "[default: the machine's cores].",
            show_default=False,
        ),
    ] = None,
    inherit: Annotated[
        bool,
        typer.Option(
            "--inherit",
            help="A PBN game without Board/Dealer/Vulnerable/Deal takes them from the game "
            "before (an exporter's convention; PBN asks for '#').",
        ),
    ] = False,
    edition: Annotated[
        str,
        typer.Option(
            "--edition", help="Edition of the Laws the boards are ruled under (wbf-1997)."
        ),
    ] = "wbf-2017",
    report: Annotated[
        Path | None,
        typer.Option(
            "--report",
            help="Also write the findings as one page, board by board with each deal drawn: "
            "FILE.html (a page to print).",
            metavar="FILE",
            show_default=False,
        ),
    ] = None,
) -> None:
    from director.cli.review_run import Options, run_review

    options = Options(files, format_, json_alias, select, ignore, statistics)
    options.exit_zero, options.strict, options.jobs = exit_zero, strict, jobs
    options.inherit, options.edition, options.report = inherit, edition, report
    run_review(options)
