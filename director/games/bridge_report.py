"""``--report FILE``: the written ruling of a bridge ruling (HTML or Markdown by the file's
suffix, the format registry's ``REPORT``), written beside the usual output."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from director.errors import DirectorError

if TYPE_CHECKING:
    from director.engine.ruling import Ruling
    from director.report import About

__all__ = ["ReportError", "check_report", "write_report"]


class ReportError(DirectorError, ValueError):
    """A report file whose suffix names no format, or that cannot be written."""


def check_report(path: Path | None) -> None:
    """A report file's suffix names a format (before any question is asked).

    :raises ReportError: otherwise."""
    from director.output.formats import UnknownFormatError, report_format

    if path is not None:
        try:
            report_format(path)
        except UnknownFormatError as e:
            raise ReportError(str(e)) from None


def write_report(path: Path, ruling: Ruling, about: About | None = None) -> None:
    """Write the written ruling of ``ruling`` to ``path``.

    :raises ReportError: for a suffix naming no format, or a file that cannot be written."""
    from director.output.formats import REPORT, WrittenRuling, report_format

    check_report(path)
    text = REPORT.dumps(report_format(path), WrittenRuling(ruling, about))
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise ReportError(f"--report {str(path)!r}: {e.strerror or e}") from None
    sys.stderr.write(f"report written to {path}\n")
