"""``director review FILES...``: batch review of PBN and LIN hand records."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.output_option import JsonAlias, format_option
from director.output.formats import FINDINGS

if TYPE_CHECKING:
    from director.output.formats import Findings
    from director.review.findings import Finding

Result = tuple[list["Finding"], int, str | None]

HELP = (
    "Review hand records (PBN or LIN): replay every board, report each irregularity with its "
    "law and rectification, and check the record (deal, contract, result, score, claims). "
    "Exit code 0 clean, 1 findings, 2 error."
)
EXAMPLES = (
    "director review night.pbn  ·  director review *.pbn --format json  ·  "
    "director review a.lin --select 6 --ignore REC002  ·  director review *.pbn --statistics  ·  "
    "director review old.pbn --edition wbf-1997"
)


def review(
    files: Annotated[list[Path], typer.Argument(help="PBN or LIN files.")],
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
        int,
        typer.Option(
            "--jobs", "-j", help="Processes: files, and parts of a large PBN file, in parallel."
        ),
    ] = 1,
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
    from director.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, fail
    from director.cli.output_option import chosen
    from director.output.formats import STATISTICS, Findings
    from director.review.findings import code_matches

    fmt = chosen(FINDINGS, format_, json_alias)
    if jobs < 1:
        raise fail(f"--jobs {jobs}: expected 1 or more")
    _check_edition(edition)
    if report is not None and report.suffix.lower() not in (".html", ".htm"):
        raise fail(f"--report {str(report)!r}: expected a file ending .html")
    selected = _codes(select)
    ignored = _codes(ignore)
    results = _run([str(f) for f in files], strict, jobs, fmt == "text", inherit, edition)
    findings: list[Finding] = []
    boards = 0
    for path, (found, n, error) in zip(files, results, strict=True):
        if error is not None:
            raise fail(error if str(path) in error else f"{path}: {error}")
        if n == 0 and not found:  # as replay says it: nothing was reviewed, not "0 findings"
            raise fail(f"{path}: no board in the file")
        findings += found
        boards += n
    shown = [
        f
        for f in findings
        if (code_matches(f.code, selected) if selected else f.severity != "info")
        and not code_matches(f.code, ignored)
    ]
    hidden = sum(1 for f in findings if f.severity == "info" and not selected)
    findings = shown
    reviewed = Findings(findings, boards, len(files), edition, hidden)
    (STATISTICS if statistics else FINDINGS).emit(fmt, reviewed)
    if report is not None:
        _write_page(report, reviewed, inherit)
    raise SystemExit(EXIT_FINDINGS if findings and not exit_zero else EXIT_CLEAN)


def _write_page(path: Path, reviewed: Findings, inherit: bool) -> None:
    """``--report FILE.html``: the findings shown, as the session's page."""
    import sys

    from director.cli.errors import fail
    from director.output.session_report import session_page
    from director.review.run import read_records

    page = session_page(reviewed, lambda file: read_records(file, inherit=inherit))
    try:
        path.write_text(page, encoding="utf-8")
    except OSError as e:
        raise fail(f"--report {str(path)!r}: {e.strerror or e}") from None
    sys.stderr.write(f"report written to {path}\n")


def _codes(values: list[str] | None) -> list[str]:
    return [c.strip() for v in values or [] for c in v.split(",") if c.strip()]


def _check_edition(edition: str) -> None:
    """An edition with rulings (``--edition``), else the one-line error (exit 2)."""
    from director.cli.errors import fail
    from director.editions import get_edition
    from director.errors import UnknownEditionError

    try:
        get_edition(edition, "bridge")
    except UnknownEditionError as e:
        raise fail(f"--edition: {e}") from None


def _run(
    files: list[str], strict: bool, jobs: int, text: bool, inherit: bool, edition: str
) -> list[Result]:
    import sys

    from director.review.parallel import review_files

    if not (text and sys.stderr.isatty()):
        return review_files(files, strict, jobs, inherit=inherit, edition=edition)
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("reviewing", total=len(files))
        return review_files(files, strict, jobs, lambda: progress.advance(task), inherit, edition)
