"""``director review FILES...``: batch review of PBN and LIN hand records."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.output_option import JsonAlias, format_option
from director.output.formats import FINDINGS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from director.output.formats import Findings
    from director.review.findings import Finding
    from director.review.stream import Reviewed

SUFFIXES = (".pbn", ".lin")
SMALL = 256 * 1024  # bytes of input below which one process reviews it all

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
    from director.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, fail
    from director.cli.output_option import chosen
    from director.output.findings_stream import FindingsWriter
    from director.review.findings import code_matches

    fmt = chosen(FINDINGS, format_, json_alias)
    if jobs is not None and jobs < 1:
        raise fail(f"--jobs {jobs}: expected 1 or more")
    _check_edition(edition)
    if report is not None and report.suffix.lower() not in (".html", ".htm"):
        raise fail(f"--report {str(report)!r}: expected a file ending .html")
    selected = _codes(select)
    ignored = _codes(ignore)
    paths = _expand(files)
    sizes = [_size(p) for p in paths]
    processes = jobs if jobs is not None else _cores() if sum(sizes) >= SMALL else 1
    writer = FindingsWriter(fmt, edition, statistics)
    paged: list[Finding] = []  # the findings shown, kept for --report's page only
    boards = hidden = 0
    in_file = [0, 0]  # the boards and findings of the file being reviewed
    for item in _reviewed(paths, sizes, strict, processes, inherit, edition):
        if item.error is not None:
            raise fail(item.error if item.path in item.error else f"{item.path}: {item.error}")
        shown = [
            f
            for f in item.findings
            if (code_matches(f.code, selected) if selected else f.severity != "info")
            and not code_matches(f.code, ignored)
        ]
        hidden += sum(1 for f in item.findings if f.severity == "info" and not selected)
        writer.write(shown)
        if report is not None:
            paged += shown
        boards += item.boards
        in_file[0] += item.boards
        in_file[1] += len(item.findings)
        if item.end:
            if in_file == [0, 0]:  # as replay says it: nothing was reviewed, not "0 findings"
                raise fail(f"{item.path}: no board in the file")
            in_file = [0, 0]
    writer.close(boards, len(paths), hidden)
    if report is not None:
        from director.output.formats import Findings

        _write_page(report, Findings(paged, boards, len(paths), edition, hidden), inherit)
    raise SystemExit(EXIT_FINDINGS if writer.count and not exit_zero else EXIT_CLEAN)


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


def _expand(files: list[Path]) -> list[str]:
    """The files named, a directory giving every PBN and LIN file under it (by name, in
    order); a directory with none is an error."""
    import os

    from director.cli.errors import fail

    out: list[str] = []
    for path in files:
        if not path.is_dir():
            out.append(str(path))
            continue
        found = sorted(
            os.path.join(folder, name)
            for folder, _, names in os.walk(path)  # symbolic links to folders not followed
            for name in names
            if os.path.splitext(name)[1].lower() in SUFFIXES
        )
        if not found:
            raise fail(f"{path}: a directory with no .pbn or .lin file under it")
        out += found
    return out


def _size(path: str) -> int:
    import os

    try:
        return os.stat(path).st_size
    except OSError:
        return 0  # the review says what is wrong with it, in its turn


def _cores() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _check_edition(edition: str) -> None:
    """An edition with rulings (``--edition``), else the one-line error (exit 2)."""
    from director.cli.errors import fail
    from director.editions import get_edition
    from director.errors import UnknownEditionError

    try:
        get_edition(edition, "bridge")
    except UnknownEditionError as e:
        raise fail(f"--edition: {e}") from None


def _reviewed(
    paths: list[str], sizes: list[int], strict: bool, jobs: int, inherit: bool, edition: str
) -> Iterator[Reviewed]:
    """The streamed review, with a progress bar on stderr (by characters read) when
    stderr is a terminal."""
    import sys

    from director.review.stream import review_stream

    stream = review_stream(paths, strict, jobs, inherit, edition)
    if not sys.stderr.isatty():
        yield from stream
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("reviewing", total=sum(sizes) or None)
        ended = done = 0  # the files whose review has ended (in order), their bytes
        for item in stream:
            progress.advance(task, item.read)
            if item.end:  # characters read, counted as bytes: the file's size at its end
                done, ended = done + sizes[ended], ended + 1
                progress.update(task, completed=done)
            yield item
