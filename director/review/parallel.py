"""Reviewing files in several processes: each file is a task, and a large PBN file is cut
at game boundaries (:func:`~director.formats.pbn_split.split_games`) into one task per
process, so that one big session uses every process too. Results come back in file
order, exactly as a review in one process gives them."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from director.review.findings import Finding

__all__ = ["Result", "review_files", "review_span"]

Result = tuple[list[Finding], int, str | None]  # findings, boards, one-line error
SPLIT_FROM = 256 * 1024  # characters: smaller files are one task
_NUMBERED = re.compile(r"#(\d+)(.*)", re.DOTALL)


def review_span(
    path: str,
    strict: bool,
    span: tuple[int, int] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
) -> Result:
    """The findings of the file at ``path`` (of its games in ``span`` for a PBN file),
    ruled under ``edition``;
    boards named by their order in the file (``#3``) are numbered within the span. A PBN
    text is reviewed game by game (:func:`~director.review.pbn_review.review_pbn`)."""
    from director.errors import DirectorError
    from director.formats.text import read_text
    from director.review.run import review_text

    try:
        text, _ = read_text(Path(path))
        findings, boards = review_text(text, Path(path), strict, span, inherit, edition)
    except (DirectorError, OSError) as e:
        return [], 0, str(e)
    return findings, boards, None


def _spans(path: str, parts: int) -> list[tuple[int, int]] | None:
    """The spans to cut a large PBN file into, ``None`` to review it whole."""
    from director.formats.pbn_split import split_games
    from director.formats.text import read_text

    p = Path(path)
    try:
        if parts < 2 or p.suffix.lower() != ".pbn" or p.stat().st_size < SPLIT_FROM:
            return None
        text, _ = read_text(p)
    except (OSError, ValueError):
        return None  # the task reading it whole reports the error
    if "[TotalScoreTable" in text:
        return None  # its totals are checked against every board of the file at once
    spans = split_games(text, parts)
    return spans if len(spans) > 1 else None


def _renumber(findings: list[Finding], before: int) -> list[Finding]:
    import dataclasses

    if not before:
        return findings
    out = []
    for f in findings:
        m = _NUMBERED.fullmatch(f.board or "")
        if m is not None:
            f = dataclasses.replace(f, board=f"#{int(m.group(1)) + before}{m.group(2)}")
        out.append(f)
    return out


def review_files(
    files: list[str],
    strict: bool = False,
    jobs: int = 1,
    done: Callable[[], None] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
) -> list[Result]:
    """One result per file, in order, ruled under ``edition``; ``done`` is called as each
    file's review ends; ``inherit`` as in :func:`~director.formats.pbn.read_pbn`."""
    if jobs == 1:
        results = []
        for f in files:
            results.append(review_span(f, strict, None, inherit, edition))
            if done is not None:
                done()
        return results
    from concurrent.futures import ProcessPoolExecutor

    tasks: list[tuple[int, str, tuple[int, int] | None]] = []
    for i, f in enumerate(files):
        spans = _spans(f, jobs)
        tasks += [(i, f, span) for span in spans] if spans else [(i, f, None)]
    parts: list[list[Result]] = [[] for _ in files]
    with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
        futures = [
            pool.submit(review_span, f, strict, span, inherit, edition) for _, f, span in tasks
        ]
        for (i, _, _), future in zip(tasks, futures, strict=True):
            parts[i].append(future.result())
            if done is not None and len(parts[i]) == sum(1 for t in tasks if t[0] == i):
                done()
    return [_join(chunks) for chunks in parts]


def _join(chunks: list[Result]) -> Result:
    findings: list[Finding] = []
    boards = 0
    for found, n, error in chunks:
        if error is not None:
            return findings, boards, error
        findings += _renumber(found, boards)
        boards += n
    return findings, boards, None
