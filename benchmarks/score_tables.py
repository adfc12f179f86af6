"""The score-table check's time per board (issue 33: "make it at least 4x faster" on the
boards that need it): on the Ruter exports whose games carry ``[ScoreTable]`` rows (sm1: a
pairs event, 66 boards of 18 rows and a ``[TotalScoreTable]``; div2: a teams event), the
time of each board's table read and checked (Law 77 scores, 78A matchpoints, 12C2(a)
artificial scores: :func:`~director.review.score_table.check_score_table`) and counted for
the file's totals, with the totals checked at the end
(:func:`~director.review.score_table.check_totals`), divided by the boards that have a
table; and beside it the time of the file's whole review, both in-process, process time,
best of three. Each run starts with the caches of the file's own tables emptied, as the
review's benchmark does (``benchmarks/review.py``, section 2). The records are read once
beforehand: reading the file is not the check. The same two functions existed at the
start of the issue's work (commit e5be4f4, the parent of the first streamed-review
commit), so the factor since then is measured by running this loop on that code.

Run: ``python benchmarks/score_tables.py`` (needs ../shared beside the checkout). It
prints figures and asserts nothing.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from review import SHARED, _best, _cold_review, _content_caches

FILES = (SHARED / "rkcb__pbnparser" / "sm1.pbn", SHARED / "rkcb__pbnparser" / "div2.pbn")


def _tables_checked(records: list[object], clear: list[Callable[[], None]]) -> object:
    """Every record's ``[ScoreTable]`` read and checked, then the file's totals."""
    from director.review.score_table import check_score_table, check_totals

    for empty in clear:
        empty()
    for record in records:
        check_score_table(record)  # type: ignore[arg-type]
    return check_totals(records)  # type: ignore[arg-type]


def main() -> None:
    from director.formats.pbn import read_pbn_file

    clear = _content_caches()
    print("score-table check per board with a [ScoreTable] (process time, best of 7)")
    for path in FILES:
        if not path.exists():
            print(f"   {path.name}: not found (../shared is not beside the checkout)")
            continue
        records: list[object] = list(read_pbn_file(path))
        boards = sum("ScoreTable" in getattr(r, "sections", {}) for r in records)
        repeat = max(1, 2000 // max(boards, 1))
        check, review = _best(
            [functools.partial(_tables_checked, records, clear),
             functools.partial(_cold_review, [str(path)], clear)],
            repeat,
        )  # fmt: skip
        print(f"   {path.name:<10} {boards:3} boards  check {check / boards * 1e6:7.1f} us a board"
              f" ({check * 1e3:.2f} ms); the file's review {review * 1e3:.2f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
