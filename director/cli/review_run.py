"""The work of ``director review``, free of typer so that it can also run on the fast path
(:func:`fast_path`) that skips building the whole command line: a small file's review is
then decided by the review, not by the start-up of the command line."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from director.output.formats import FINDINGS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from director.output.formats import Findings
    from director.review.findings import Finding
    from director.review.stream import Reviewed

__all__ = ["Options", "fast_path", "run_review"]

SUFFIXES = (".pbn", ".lin")
SMALL = 256 * 1024  # bytes of input below which one process reviews it all


@dataclasses.dataclass(slots=True)
class Options:
    """What ``director review`` was asked for (the defaults are the command line's)."""

    files: list[Path]
    format_: str | None = None
    json_alias: bool = False
    select: list[str] | None = None
    ignore: list[str] | None = None
    statistics: bool = False
    exit_zero: bool = False
    strict: bool = False
    jobs: int | None = None
    inherit: bool = False
    edition: str = "wbf-2017"
    report: Path | None = None


_FLAGS = ("--json", "--statistics", "--exit-zero", "--strict", "--inherit")
_VALUES = ("--format", "--jobs", "-j", "--edition", "--report", "--select", "--ignore")


def fast_path(argv: list[str]) -> bool:
    """Run ``director review ...`` without typer when every argument is a plain one (a
    file, a flag, an option with its value, as ``--name value`` or ``--name=value``).

    Returns ``False``, having done nothing, for anything else (help, an unknown or
    malformed option, no file), so that the full command line handles it and reports
    usage errors as it does."""
    if not argv or argv[0] != "review":
        return False
    options = _parse(argv[1:])
    if options is None:
        return False
    try:
        run_review(options)
    except KeyboardInterrupt:  # as the full command line ends an interrupted command
        sys.stderr.write("\nAborted!\n")
        raise SystemExit(1) from None
    return True


def _parse(args: list[str]) -> Options | None:
    """The options of ``args``, or ``None`` when the fast path does not take them."""
    from director.digits import small_int

    options = Options([])
    it = iter(args)
    for arg in it:
        if not arg.startswith("-"):
            if not arg:
                return None
            options.files.append(Path(arg))
            continue
        name, eq, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if name in _FLAGS and not eq:
            _flag(options, name)
            continue
        if name not in _VALUES:
            return None
        value = value if eq else next(it, "")
        if not value or value.startswith("-"):
            return None
        if name in ("--jobs", "-j"):
            options.jobs = small_int(value)
            if options.jobs is None:
                return None
        elif name == "--select":
            options.select = [*(options.select or []), value]
        elif name == "--ignore":
            options.ignore = [*(options.ignore or []), value]
        elif name == "--format":
            options.format_ = value
        elif name == "--edition":
            options.edition = value
        else:
            options.report = Path(value)
    return options if options.files else None


def _flag(options: Options, name: str) -> None:
    if name == "--json":
        options.json_alias = True
    elif name == "--statistics":
        options.statistics = True
    elif name == "--exit-zero":
        options.exit_zero = True
    elif name == "--strict":
        options.strict = True
    else:
        options.inherit = True


def run_review(o: Options) -> None:
    """Review the files of ``o`` and write the findings; exits (0 clean, 1 findings, 2
    an error)."""
    from director.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, fail
    from director.cli.format_choice import chosen
    from director.output.findings_stream import FindingsWriter
    from director.review.findings import code_matches

    fmt = chosen(FINDINGS, o.format_, o.json_alias)
    if o.jobs is not None and o.jobs < 1:
        raise fail(f"--jobs {o.jobs}: expected 1 or more")
    _check_edition(o.edition)
    if o.report is not None and o.report.suffix.lower() not in (".html", ".htm"):
        raise fail(f"--report {str(o.report)!r}: expected a file ending .html")
    selected = _codes(o.select)
    ignored = _codes(o.ignore)
    paths = _expand(o.files)
    sizes = [_size(p) for p in paths]
    processes = o.jobs if o.jobs is not None else _cores() if sum(sizes) >= SMALL else 1
    writer = FindingsWriter(fmt, o.edition, o.statistics)
    paged: list[Finding] = []  # the findings shown, kept for --report's page only
    boards = hidden = 0
    in_file = [0, 0]  # the boards and findings of the file being reviewed
    for item in _reviewed(paths, sizes, o.strict, processes, o.inherit, o.edition):
        if item.error is not None:
            raise fail(item.error if item.path in item.error else f"{item.path}: {item.error}")
        if item.findings:
            shown = [
                f
                for f in item.findings
                if (code_matches(f.code, selected) if selected else f.severity != "info")
                and not (ignored and code_matches(f.code, ignored))
            ]
            hidden += sum(1 for f in item.findings if f.severity == "info" and not selected)
            writer.write(shown)
            if o.report is not None:
                paged += shown
        boards += item.boards
        in_file[0] += item.boards
        in_file[1] += len(item.findings)
        if item.end:
            if in_file == [0, 0]:  # as replay says it: nothing was reviewed, not "0 findings"
                raise fail(f"{item.path}: no board in the file")
            in_file = [0, 0]
    writer.close(boards, len(paths), hidden)
    if o.report is not None:
        from director.output.formats import Findings

        _write_page(o.report, Findings(paged, boards, len(paths), o.edition, hidden), o.inherit)
    raise SystemExit(EXIT_FINDINGS if writer.count and not o.exit_zero else EXIT_CLEAN)


def _write_page(path: Path, reviewed: Findings, inherit: bool) -> None:
    """``--report FILE.html``: the findings shown, as the session's page."""
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
