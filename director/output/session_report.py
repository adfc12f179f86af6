"""``director review ... --report FILE.html``: the review's findings (the shown ones) as
the session's page, each board with its deal read back from its file."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.formats.record import HandRecord
    from director.output.formats import Findings
    from director.report.session import BoardEntry, Item

__all__ = ["session_page"]

_VULNERABLE = {0: "none", 1: "North-South", 2: "East-West", 3: "both"}

Reader = Callable[[Path], Iterable["HandRecord"]]


def session_page(report: Findings, read: Reader) -> str:
    """The HTML page of ``report``; ``read`` gives the records of a file (their deals are
    drawn beside the findings). Boards in the order of their first finding."""
    from director.report.session import Item, session_html, session_report

    grouped: dict[tuple[str, str | None], list[Item]] = {}
    for f in report.findings:
        where = f.where.removeprefix(f.file).lstrip(":")  # the file heads the board
        line = f"line {where}" if where else ""
        item = Item(f.code, f.severity, f.message, line, f.event, f.rectification)
        grouped.setdefault((f.file, f.board), []).append(item)
    records = _records(read, {file for file, board in grouped if board is not None})
    entries = [_entry(file, board, items, records) for (file, board), items in grouped.items()]
    return session_html(
        session_report(
            entries,
            edition=report.edition,
            files=report.files,
            boards=report.boards,
            hidden=report.hidden,
        )
    )


def _records(read: Reader, files: set[str]) -> dict[tuple[str, str | None], HandRecord]:
    """The first record of each board of ``files``, by the name findings give it (a file
    that cannot be read again gives none: its boards are shown without a deal)."""
    from director.errors import DirectorError

    out: dict[tuple[str, str | None], HandRecord] = {}
    for file in sorted(files):
        try:
            for record in read(Path(file)):
                out.setdefault((file, record.name), record)
        except (DirectorError, OSError):
            continue
    return out


def _entry(
    file: str,
    board: str | None,
    items: list[Item],
    records: dict[tuple[str, str | None], HandRecord],
) -> BoardEntry:
    from director.report.session import BoardEntry, deal_hands

    record = records.get((file, board))
    if record is None:
        return BoardEntry(file, board, tuple(items))
    return BoardEntry(
        file,
        board,
        tuple(items),
        dealer=None if record.dealer is None else record.dealer.letter,
        vulnerable=None if record.vulnerable is None else _VULNERABLE[int(record.vulnerable)],
        hands=deal_hands(record.deal),
    )
