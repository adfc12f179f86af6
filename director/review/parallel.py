"""Reviewing files in several processes, gathered into one result per file: the streamed
review (:func:`~director.review.stream.review_stream`) cuts a large PBN file at game
boundaries into parts for the processes; results come back in file order, exactly as a
review in one process gives them."""

from __future__ import annotations

from collections.abc import Callable

from director.review.findings import Finding
from director.review.stream import (  # all that review_files needs
    WINDOW,
    review_stream,
    review_whole,
)

__all__ = ["Result", "review_files"]

Result = tuple[list[Finding], int, str | None]  # findings, boards, one-line error


def review_files(
    files: list[str],
    strict: bool = False,
    jobs: int = 1,
    done: Callable[[], None] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
    window: int | None = None,
) -> list[Result]:
    """One result per file, in order, ruled under ``edition``: its findings, boards and
    error (a file with an error gives no finding); ``done`` is called as each file's
    review ends; ``inherit`` as in :func:`~director.formats.pbn.read_pbn`; ``window``: the
    characters of a PBN file reviewed at once (:data:`~director.review.stream.WINDOW`)."""
    results: list[Result] = []
    if jobs == 1:  # each file as one result at once, without a stream of items
        for path in files:
            results.append(review_whole(path, window or WINDOW, strict, inherit, edition))
            if done is not None:
                done()
        return results
    found: list[Finding] = []
    boards = 0
    for item in review_stream(files, strict, jobs, inherit, edition, window or WINDOW):
        found += item.findings
        boards += item.boards
        if item.end:
            results.append((found, boards, None) if item.error is None else ([], 0, item.error))
            found, boards = [], 0
            if done is not None:
                done()
    return results
