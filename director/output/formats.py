"""One registry of output formats for every command: for each kind of output (a ruling, a
review's findings or their statistics, the log's export, a document such as a Law, a score
or a log entry), the format names it is written in (``text``, ``json``, ``jsonl``, ``csv``,
``pbn``) and the emitter of each.

The emitters import their renderers when called, so that the registry is light to import
(the command line reads it to list each command's formats in its help).
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from director.errors import DirectorError

if TYPE_CHECKING:
    from pathlib import Path

    from director.engine.ruling import Ruling
    from director.log.store import LogEntry
    from director.report import About
    from director.review.findings import Finding

__all__ = [
    "DOCUMENT",
    "FINDINGS",
    "LOG_EXPORT",
    "REPORT",
    "RULING",
    "STATISTICS",
    "Document",
    "Emitter",
    "Findings",
    "Output",
    "UnknownFormatError",
    "WrittenRuling",
    "report_format",
]

T = TypeVar("T")


class UnknownFormatError(DirectorError):
    """A format name the output does not have: ``--format 'xml': expected text or json``."""


@dataclasses.dataclass(frozen=True)
class Emitter(Generic[T]):
    """How one format writes one kind of output: ``dumps`` gives the text (machine formats,
    written to stdout or to a file); ``show`` prints it itself (rich text at a terminal)."""

    dumps: Callable[[T], str] | None = None
    show: Callable[[T], None] | None = None

    def emit(self, payload: T) -> None:
        if self.dumps is not None:
            sys.stdout.write(self.dumps(payload))
        else:
            assert self.show is not None
            self.show(payload)


@dataclasses.dataclass(frozen=True)
class Output(Generic[T]):
    """One kind of output and its formats, in the order the help lists them."""

    name: str
    formats: Mapping[str, Emitter[T]]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.formats)

    def expected(self) -> str:
        """``text or json``; ``json, csv or pbn``."""
        *head, last = self.names
        return f"{', '.join(head)} or {last}" if head else last

    def check(self, name: str, option: str = "--format") -> str:
        """The format ``name`` (any case) as registered. :raises UnknownFormatError:"""
        if name.lower() not in self.formats:
            raise UnknownFormatError(f"{option} {name!r}: expected {self.expected()}")
        return name.lower()

    def emitter(self, name: str) -> Emitter[T]:
        return self.formats[self.check(name)]

    def emit(self, name: str, payload: T) -> None:
        """Write ``payload`` to stdout in format ``name``."""
        self.emitter(name).emit(payload)

    def dumps(self, name: str, payload: T) -> str:
        """``payload`` as text in format ``name`` (a machine format)."""
        dumps = self.emitter(name).dumps
        assert dumps is not None, f"{self.name}: {name} is printed, not dumped"
        return dumps(payload)


# ------------------------------------------------------------------------------ rulings
def _ruling_text(ruling: Ruling) -> None:
    from director.render.ruling_text import print_ruling

    print_ruling(ruling)


def _ruling_json(ruling: Ruling) -> str:
    return ruling.model_dump_json(indent=2) + "\n"


RULING: Output[Ruling] = Output(
    "ruling", {"text": Emitter(show=_ruling_text), "json": Emitter(dumps=_ruling_json)}
)


# ------------------------------------------------------------------ the written ruling
@dataclasses.dataclass(frozen=True)
class WrittenRuling:
    """A ruling to write as a report (``--report FILE``), with what the page names beside
    it (the log's event, session, table and number)."""

    ruling: Ruling
    about: About | None = None


def _report_html(written: WrittenRuling) -> str:
    from director.report import report_html

    return report_html(written.ruling, written.about)


def _report_markdown(written: WrittenRuling) -> str:
    from director.report import report_markdown

    return report_markdown(written.ruling, written.about)


REPORT: Output[WrittenRuling] = Output(
    "report", {"html": Emitter(dumps=_report_html), "markdown": Emitter(dumps=_report_markdown)}
)
_REPORT_SUFFIXES = {".html": "html", ".htm": "html", ".md": "markdown", ".markdown": "markdown"}


def report_format(path: Path, output: Output[Any] = REPORT) -> str:
    """The format of a report file, by its suffix (``.html``, ``.md``).

    :raises UnknownFormatError: ``--report 'out.txt': expected a file ending .html or .md``.
    """
    fmt = _REPORT_SUFFIXES.get(path.suffix.lower(), "")
    if fmt not in output.formats:
        ends = " or ".join({"html": ".html", "markdown": ".md"}[name] for name in output.names)
        raise UnknownFormatError(f"--report {str(path)!r}: expected a file ending {ends}")
    return fmt


# -------------------------------------------------------------------- review's findings
@dataclasses.dataclass(frozen=True)
class Findings:
    """A review's findings, with what its text says about them: the boards and files read,
    the informational findings not shown, and the edition the boards were ruled under."""

    findings: list[Finding]
    boards: int
    files: int
    edition: str = "wbf-2017"
    hidden: int = 0


def _findings_text(report: Findings) -> str:
    from director.review.render import summary, to_text

    tail = summary(report.findings, report.files, report.boards, report.hidden, report.edition)
    return to_text(report.findings) + tail + "\n"


def _findings(dumps: Callable[[list[dict[str, Any]]], str]) -> Emitter[Findings]:
    def emit(report: Findings) -> str:
        from director.review.render import rows

        return dumps(rows(report.findings, report.edition))

    return Emitter(dumps=emit)


def _rows_json(rows: list[dict[str, Any]]) -> str:
    return json.dumps(rows, indent=2) + "\n"


def _rows_jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row) + "\n" for row in rows)


def _rows_csv(rows: list[dict[str, Any]]) -> str:
    from director.review.render import to_csv

    return to_csv(rows)


FINDINGS: Output[Findings] = Output(
    "findings",
    {
        "text": Emitter(dumps=_findings_text),
        "json": _findings(_rows_json),
        "jsonl": _findings(_rows_jsonl),
        "csv": _findings(_rows_csv),
    },
)


def _statistics(fmt: str) -> Emitter[Findings]:
    """Counts per code (a JSON list for json and jsonl); the text ends with the summary."""

    def dumps(report: Findings) -> str:
        from director.review.render import statistics, summary

        counts = statistics(report.findings, fmt)
        if fmt != "text":
            return counts
        tail = summary(report.findings, report.files, report.boards, report.hidden, report.edition)
        return counts + tail + "\n"

    return Emitter(dumps=dumps)


STATISTICS: Output[Findings] = Output(
    "statistics", {fmt: _statistics(fmt) for fmt in FINDINGS.names}
)


# ------------------------------------------------------------------------ the log export
def _export(fmt: str) -> Emitter[list[LogEntry]]:
    def dumps(entries: list[LogEntry]) -> str:
        from director.log.export import EXPORTS

        text = EXPORTS[fmt](entries)
        return text if text.endswith("\n") else text + "\n"

    return Emitter(dumps=dumps)


LOG_EXPORT: Output[list[LogEntry]] = Output(
    "log export", {fmt: _export(fmt) for fmt in ("json", "csv", "pbn")}
)


# --------------------------------------------------------------------------- documents
@dataclasses.dataclass(frozen=True)
class Document:
    """What a command shows of one thing (a Law, a search, a score, a log entry, a
    double-dummy report): ``data`` makes its JSON-ready data, ``show`` prints its text;
    each is called only for its own format."""

    data: Callable[[], object]
    show: Callable[[], None]


def _document_json(document: Document) -> str:
    return json.dumps(document.data(), ensure_ascii=False, indent=2) + "\n"


def _document_text(document: Document) -> None:
    document.show()


DOCUMENT: Output[Document] = Output(
    "document", {"text": Emitter(show=_document_text), "json": Emitter(dumps=_document_json)}
)
