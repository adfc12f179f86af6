"""Reviewing hand-record files as a stream: each file is read block by block
(:class:`~director.formats.text.TextStream`), a PBN text cut into parts at game boundaries
(:func:`~director.formats.pbn_split.cut_stream`), and each part reviewed board by board and
forgotten, so that memory stays flat however many boards a file holds. With several
processes a PBN file is cut in its bytes (:func:`~director.formats.pbn_split.cut_bytes`),
each part sent as its offsets and read by the process that reviews it
(:mod:`~director.formats.file_span`); the parts are reviewed side by side and their
findings come back in file order, each placed where it is in the whole file (its line; a
board named by its order, ``#3``, numbered across parts). A file's ``[TotalScoreTable]``
is checked at its end against the score-table rows counted in every part
(:class:`~director.review.score_table.Totals`).

A LIN file is read whole (a vugraph header holds for every table); with several processes
it is cut into chunks that read alone, every position in them that of the whole file
(:mod:`~director.formats.lin_split`), and reviewed record by record, each first screened
(:mod:`~director.review.lin_screen`). A ``.lin`` file is cut in its bytes, each chunk sent
as its stretches of the file, which the process that reviews it reads
(:mod:`~director.formats.byte_view`).
"""

from __future__ import annotations

import collections
import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from director.errors import DirectorError
from director.formats.file_span import Span, file_blocks, read_span
from director.formats.pbn_split import cut_bytes, cut_stream
from director.formats.text import TextStream, suffix
from director.review.findings import Finding
from director.review.run import is_pbn
from director.review.score_table import Totals

if TYPE_CHECKING:
    from director.formats.byte_view import Stretches
    from director.formats.record import HandRecord, ParseIssue
    from director.formats.text import Place
    from director.review.forked import Pending, Sends

    Places = tuple[Place, ...]

__all__ = ["WINDOW", "Reviewed", "review_part", "review_stream", "review_whole"]

WINDOW = 512 * 1024
"""Characters of a PBN file read and reviewed at once (a few hundred boards)."""
_SMALLEST = 16 * 1024  # a part for another process is never smaller than this
_NUMBERED = re.compile(r"#(\d+)(.*)", re.DOTALL)


class Reviewed(NamedTuple):  # a tuple: one is made for each board, faster than a dataclass
    """What the review of a stretch of one file gives, in file order: its findings placed
    in the whole file, its boards, and the characters of the file it covers; ``end``: the
    file's last stretch (its totals' findings included); ``error``: the one-line error
    that ends the file's review."""

    path: str
    findings: list[Finding]
    boards: int = 0
    read: int = 0
    end: bool = False
    error: str | None = None


# findings and boards, board by board; the part's score-table counts (PBN)
Part = tuple[Iterable[tuple[list[Finding], int]], Totals | None]
# pbn_review.pbn_boards: text, source, strict, span, inherit, edition, totals, shorthand
PbnBoards = Callable[
    [str, str, bool, "tuple[int, int] | None", bool, str, Totals, bool],
    Iterator[tuple[list[Finding], int]],
]


class Answer(NamedTuple):
    """A part's review as :func:`review_part` gives it: its findings, its boards, its
    score-table counts; a part read from its bytes (a :class:`Span`: the lines before it
    are not known where it is read) with its findings at their lines in the part, the
    line ends it holds, and ``issue``, a strict review's first (which raised), also placed
    by the file's reviewer (:func:`_result`)."""

    found: list[Finding]
    boards: int
    totals: Totals | None
    lines: int = 0
    issue: ParseIssue | None = None


def review_part(
    source: str,
    text: str | Span | Stretches,
    pbn: bool,
    strict: bool,
    inherit: bool,
    edition: str,
    lines: int = 0,
    places: Places | None = None,
) -> Answer | str:
    """The findings of one part of a file that starts after ``lines`` lines, each at its
    line in the whole file but those of a board named by its order (``#n``, counted from
    the part's first board), and its score-table counts (positions as if the part were the
    whole file); an error as its one-line message. ``text``: the part's text, or its bytes
    in the file (whose findings stay at their lines in the part: see :class:`Answer`), or
    a LIN chunk's stretches of it with their places (:func:`~director.formats.lin_split.
    lin_parts`), read here, by the process that reviews it; ``places``: a LIN chunk's
    places in the whole file (:class:`~director.formats.lin_split.Chunk`)."""
    from director.formats.record import ReadError

    spanned = isinstance(text, Span)
    try:
        if isinstance(text, Span):
            text = read_span(text)
        elif not isinstance(text, str):
            text, places = text.read()
        boards, totals = _boards(source, text, pbn, strict, inherit, edition, *(places or ()))
        found: list[Finding] = []
        n = 0
        for board, k in boards:  # one entry for the part: less to send back and place
            found += board
            n += k
        if lines:  # placed here, in the process that reviewed them
            found = _at_lines(found, lines)
        # a part's line ends counted here, in the process that read it, not by the one
        # that cuts the file (in its bytes, three passes: CRLF, CR and LF)
        return Answer(found, n, totals, text.count("\n") if spanned else 0)
    except ReadError as e:
        return Answer([], 0, None, issue=e.issue) if spanned else _message(e, lines)
    except DirectorError as e:
        return _message(e, lines)


def _boards(
    source: str, text: str, pbn: bool, strict: bool, inherit: bool, edition: str, *places: Place
) -> Part:
    if pbn:  # each kind's modules imported only for it (see _preload)
        from director.review.pbn_review import pbn_boards

        totals = Totals()
        return pbn_boards(text, source, strict, None, inherit, edition, totals), totals
    if strict:
        from director.formats.lin import read_lin
        from director.review.board import review_record

        records: Iterable[HandRecord] = read_lin(text, source, strict)
        return ((review_record(r, edition=edition), 1) for r in records), None
    from director.formats.text import PlacedIndex
    from director.review.lin_screen import lin_boards

    # a LIN chunk's places in the whole file: never strict (see _tasks)
    return lin_boards(text, source, edition, PlacedIndex(text, places) if places else None), None


@dataclasses.dataclass(slots=True)
class _File:
    """A file being reviewed: where its next part starts (lines, boards) and its totals."""

    path: str
    lines: int = 0
    boards: int = 0
    totals: Totals = dataclasses.field(default_factory=Totals)
    failed: bool = False

    def place(self, f: Finding, lines: int, boards: int) -> Finding:
        """``f`` of a part that starts after ``lines`` lines and ``boards`` boards."""
        line = f.line + lines if f.line is not None and lines else f.line
        board = _renumbered(f.board, boards) if f.by_order else f.board
        if line == f.line and board == f.board:
            return f
        return f.placed(line, board)


def _renumbered(board: str | None, boards: int) -> str | None:
    """A board named by its order in a part (``#3``; a finding's :attr:`~director.review.
    findings.Finding.by_order`) named by its order in the file, the part coming after
    ``boards`` boards."""
    m = _NUMBERED.fullmatch(board) if boards and board and board[0] == "#" else None
    return board if m is None else f"#{int(m.group(1)) + boards}{m.group(2)}"


def _message(e: DirectorError, lines: int) -> str:
    """``e``'s one-line message; that of a strict read's first issue in a part placed in
    the whole file: its line after the part's ``lines`` lines."""
    from director.formats.record import ReadError

    if not isinstance(e, ReadError) or not lines:
        return str(e)
    return _issue_message(e.issue, lines)


def _issue_message(issue: ParseIssue, lines: int) -> str:
    """A strict read's first issue in a part, placed in the whole file (see
    :func:`_message`). Its board is never renumbered: a read's issue names its board only
    as the file's tag does (``[Board]``, LIN's board and table), never by its order, and a
    tag's value may itself start with ``#`` (``[Board " #6"]``)."""
    position = issue.position._replace(line=issue.position.line + lines)
    return str(dataclasses.replace(issue, position=position))


# a task in file order: a part to review (its file, its lines before, its text or bytes,
# whether PBN, a LIN chunk's places), or a file's end, or a file that cannot be read
_Task = (
    tuple[_File, int, "str | Span | Stretches", bool, "Places | None"]
    | tuple[_File, None, str | None, bool, None]
)


def review_stream(
    files: Iterable[str],
    strict: bool = False,
    jobs: int = 1,
    inherit: bool = False,
    edition: str = "wbf-2017",
    window: int = WINDOW,
) -> Iterator[Reviewed]:
    """The review of ``files``, in order, stretch by stretch as it is done (board by board
    in one process), ruled under ``edition``; ``jobs`` processes review parts side by side
    (this one and ``jobs - 1`` forked; a large file is cut into parts for them);
    ``inherit`` as in :func:`~director.formats.pbn.read_pbn`."""
    if jobs == 1:
        for path in files:
            yield from _alone(path, window, strict, inherit, edition)
        return
    tasks = _tasks(files, window, jobs, strict)
    from director.review.forked import pool

    with pool(jobs - 1) as workers:
        yield from _pooled(workers, tasks, jobs, strict, inherit, edition)


def _pooled(
    pool: Sends, tasks: Iterator[_Task], jobs: int, strict: bool, inherit: bool, edition: str
) -> Iterator[Reviewed]:
    """The tasks' results in order: this process reviews a part itself or sends it to the
    pool's ``jobs - 1`` processes (the first sent forks them), as :func:`~director.review.
    share.mine` tells; at most ``4 * jobs`` parts held (``16 * jobs`` of those sent as
    their bytes' offsets)."""
    from director.review.share import mine

    waiting: collections.deque[tuple[_Task, Pending | Answer | str | None]]
    waiting = collections.deque()
    sent: list[Pending] = []  # parts sent to the pool, not yet reviewed
    started = False
    for task in tasks:
        file, lines, text, pbn, places = task
        result: Pending | Answer | str | None = None
        if lines is not None and text is not None:
            args = (file.path, text, pbn, strict, inherit, edition, lines, places)
            sent = [job for job in sent if not job.done()]
            if mine(jobs - 1, len(sent)):
                result = review_part(*args)
            else:
                if not started:
                    _preload(pbn)
                    started = True
                result = pool.submit(review_part, *args)
                sent.append(result)
        waiting.append((task, result))
        # a part held as its bytes' offsets is light: more are held, this process then
        # waits less often for the pool's part before them
        held = 4 * jobs if isinstance(text, str) else 16 * jobs
        while waiting and (len(waiting) > held or _ready(waiting[0][1])):
            yield from _done(*_result(waiting.popleft()), True)
    while waiting:
        yield from _done(*_result(waiting.popleft()), True)


def _preload(pbn: bool) -> None:
    """What the review of a part of a PBN (``pbn``) or LIN file imports (:func:`_boards`),
    imported here before the pool's processes are forked: they start with it (each would
    import it again)."""
    if pbn:
        from director.review import pbn_review  # noqa: F401
    else:
        from director.formats import lin  # noqa: F401
        from director.review import board, lin_screen  # noqa: F401


def _ready(result: Pending | Answer | str | None) -> bool:
    return result is None or isinstance(result, Answer | str) or result.done()


def _result(
    entry: tuple[_Task, Pending | Answer | str | None],
) -> tuple[_Task, Part | str | None]:
    """A task's review, in file order, as :func:`_done` takes it: a part read from its
    bytes placed after the file's lines before it, known now (each part brings its own)."""
    task, result = entry
    if result is not None and not isinstance(result, Answer | str):
        result = result.result()  # an exception raised in its review raised here, in order
    if result is None or isinstance(result, str):
        return task, result
    file, lines, text, pbn, places = task
    found = result.found
    if isinstance(text, Span):
        lines = file.lines
        file.lines += result.lines
        task = file, lines, text, pbn, places
        if result.issue is not None:
            return task, _issue_message(result.issue, lines)
        if lines:
            found = _at_lines(found, lines)
    return task, ([(found, result.boards)], result.totals)


def _at_lines(found: list[Finding], lines: int) -> list[Finding]:
    """A part's findings at their lines in the whole file, the part starting after
    ``lines`` lines, but those of a board named by its order (see :func:`_by_order`)."""
    return [
        f if f.line is None or _by_order(f) else f.placed(f.line + lines, f.board) for f in found
    ]


def _alone(
    path: str,
    window: int,
    strict: bool,
    inherit: bool,
    edition: str,
    opened: TextStream | None = None,
) -> Iterator[Reviewed]:
    """A file reviewed in this process: one read in one block and reviewed as one part
    (within the window, or never cut: LIN, the ``#`` shorthand) straight from its text,
    with no task, board by board (its end then brings the totals' findings); a larger file
    part by part (:func:`_tasks`). Its end comes with its last part's characters read;
    ``opened``: the file's stream, already made."""
    try:
        stream = opened or TextStream(path)
    except OSError as e:  # UnreadableFileError: one line naming the file
        yield Reviewed(path, [], end=True, error=str(e))
        return
    text = stream.text
    pbn = text is not None and is_pbn(stream.path, text)
    if text is None or (pbn and len(text) >= window and not stream.shorthand):
        for task in _tasks([path], window, 1, strict, stream):
            yield from _done(task, _inline(task, strict, inherit, edition))
        return
    totals: Totals | None = None
    try:
        if text:  # none in an empty text
            parts, totals = _boards(path, text, pbn, strict, inherit, edition)
            for board, n in parts:
                yield Reviewed(path, board, n)
    except DirectorError as e:
        yield Reviewed(path, [], end=True, error=_message(e, 0))
        return
    yield Reviewed(path, totals.findings() if totals is not None else [], 0, len(text), True)


def review_whole(
    path: str, window: int, strict: bool, inherit: bool, edition: str
) -> tuple[list[Finding], int, str | None]:
    """The review of one file in this process as one result: its findings, boards and
    error (with an error, no finding), :func:`review_stream`'s items for it gathered. A
    file read in one block (a PBN file's within the window) is reviewed here straight from
    its text, with no stream of items: a small file's review is mostly such steps around
    the screen and the tables (div2.pbn: ~3 us of ~85); any other goes through
    :func:`_alone`."""
    try:
        stream = TextStream(path)
    except OSError as e:  # UnreadableFileError: one line naming the file
        return [], 0, str(e)
    text = stream.text
    pbn = text is not None and is_pbn(stream.path, text)
    if not text or (pbn and len(text) >= window and not stream.shorthand):
        return _gathered(_alone(path, window, strict, inherit, edition, stream))
    found: list[Finding] = []
    boards = 0
    totals: Totals | None = None
    try:
        if pbn:
            totals = Totals()
            parts: Iterable[tuple[list[Finding], int]]
            shorthand = stream.shorthand
            parts = _pbn_boards()(text, path, strict, None, inherit, edition, totals, shorthand)
        else:
            parts, totals = _boards(path, text, False, strict, inherit, edition)
        for board, n in parts:
            found += board
            boards += n
    except DirectorError as e:
        return [], 0, _message(e, 0)
    if totals is not None:
        found += totals.findings()
    return found, boards, None


def _gathered(items: Iterator[Reviewed]) -> tuple[list[Finding], int, str | None]:
    """One file's items (:func:`_alone`) as one result, as :func:`review_whole` gives it."""
    found: list[Finding] = []
    boards = 0
    for item in items:
        if item.error is not None:
            return [], 0, item.error
        found += item.findings
        boards += item.boards
    return found, boards, None


def _pbn_boards() -> PbnBoards:
    """:func:`~director.review.pbn_review.pbn_boards`, imported once, when a PBN file is
    first reviewed (an import statement costs ~0.5 us each time it runs)."""
    global _PBN_BOARDS
    if _PBN_BOARDS is None:
        from director.review.pbn_review import pbn_boards

        _PBN_BOARDS = pbn_boards
    return _PBN_BOARDS


_PBN_BOARDS: PbnBoards | None = None


def _inline(task: _Task, strict: bool, inherit: bool, edition: str) -> Part | str | None:
    """A part reviewed in this process, board by board as the caller asks for them."""
    file, lines, text, pbn, places = task
    if lines is None or text is None:
        return None
    try:
        assert isinstance(text, str)  # a part as bytes (Span, Stretches): only for the pool
        if pbn:
            from director.review.pbn_review import pbn_boards

            first = lines == 0 and file.boards == 0  # counted in the file's totals as it goes
            totals = file.totals if first else Totals()
            boards = pbn_boards(text, file.path, strict, None, inherit, edition, totals)
            return boards, None if first else totals
        return _boards(file.path, text, False, strict, inherit, edition, *(places or ()))
    except DirectorError as e:
        return _message(e, lines)


def _done(task: _Task, result: Part | str | None, at_lines: bool = False) -> Iterator[Reviewed]:
    """The review of ``task`` in file order (``at_lines``: its findings are at their lines
    in the whole file already, by :func:`review_part`, but those :func:`_by_order`)."""
    file, lines, text, _, _ = task
    if file.failed:
        return
    if lines is None:  # the file's end, or its error
        if isinstance(text, str):
            file.failed = True
            yield Reviewed(file.path, [], end=True, error=text)
            return
        yield Reviewed(file.path, file.totals.findings(), end=True)
        return
    assert text is not None and result is not None
    if isinstance(result, str):
        file.failed = True
        yield Reviewed(file.path, [], end=True, error=result)
        return
    boards, totals = result
    before = file.boards
    try:
        for found, n in boards:
            if found and at_lines:  # only those named by their order still to place
                found = [file.place(f, lines, before) if _by_order(f) else f for f in found]
            elif found and (lines or before):
                found = [file.place(f, lines, before) for f in found]
            file.boards += n
            yield Reviewed(file.path, found, n)
    except DirectorError as e:
        file.failed = True
        yield Reviewed(file.path, [], end=True, error=_message(e, lines))
        return
    if totals is not None:
        file.totals.merge(totals, lambda f: file.place(f, lines, before))
    yield Reviewed(file.path, [], 0, read=_length(text))


def _by_order(f: Finding) -> bool:
    """Whether ``f``'s board is named by its order in the part (``#3``, never a tag's value
    that reads the same): the file's reviewer, who counts the boards before the part,
    places it (line and board at once, as a finding is placed once)."""
    return f.by_order


def _tasks(
    files: Iterable[str], window: int, jobs: int, strict: bool, opened: TextStream | None = None
) -> Iterator[_Task]:
    """Each file's parts in order, then its end (or the error that stops reading it). For
    several processes a PBN file is cut in its bytes, each part sent as its offsets
    (:class:`~director.formats.file_span.Span`), and a LIN file into chunks, as stretches
    of the file (:func:`_lin_parts`), unless strict (whose first issue stops the review
    before any board of the file is reported); in one process a PBN file is cut in its
    text, and a LIN file read whole; ``opened``: the one file's stream, already made."""
    for path in files:
        file = _File(path)
        try:
            if jobs > 1 and not strict and suffix(path).lower() == ".lin":
                yield from _lin_parts(file, jobs, window)
                yield file, None, None, False, None
                continue
            stream = opened or TextStream(path)
            pieces = iter(stream)
            # the text's start read only where the suffix does not tell the kind
            first = "" if suffix(stream.path).lower() in (".pbn", ".lin") else next(pieces, "")
            pbn = is_pbn(stream.path, first)
            guided = _guided(stream.size, jobs, window)
            size = window if jobs == 1 else guided
            if pbn and jobs > 1 and not stream.shorthand:  # parts sent as their bytes
                blocks = file_blocks(stream.path, stream.bom)
                for start, end in cut_bytes(blocks, guided, stream.bom):  # lines: see _result
                    yield file, 0, Span(stream.path, start, end, stream.encoding), pbn, None
                yield file, None, None, False, None
                continue
            if not pbn and jobs > 1 and not strict:  # chunks placed as in the whole text
                from director.formats.lin_split import lin_chunks

                whole = "".join(_chain(first, pieces))
                for chunk in lin_chunks(whole, _guided(len(whole), jobs, window)):
                    yield file, 0, chunk.text, pbn, chunk.places
                yield file, None, None, False, None
                continue
            lines = 0
            before = ""  # the part before, whose lines are counted once another comes
            for text in cut_stream(_chain(first, pieces), size, stream.shorthand or not pbn):
                lines += before.count("\n")
                yield file, lines, text, pbn, None
                before = text
        except OSError as e:  # UnreadableFileError: one line naming the file
            yield file, None, str(e), False, None
            continue
        yield file, None, None, False, None


def _lin_parts(file: _File, jobs: int, window: int) -> Iterator[_Task]:
    """A LIN file's chunks for several processes, cut in its bytes: each read from the
    file by the process that reviews it (:func:`~director.formats.lin_split.lin_parts`),
    so that the first goes out before the whole file is decoded; cut in its decoded text
    where its bytes cannot tell its white space."""
    from director.formats.byte_view import ByteView
    from director.formats.lin_split import lin_chunks, lin_parts

    view = ByteView(file.path)
    if not view.faithful:
        whole = view.decoded()
        for chunk in lin_chunks(whole, _guided(len(whole), jobs, window)):
            yield file, 0, chunk.text, False, chunk.places
        return
    for part in lin_parts(view, _guided(len(view), jobs, window)):
        yield file, 0, part, False, None


def _guided(total: int, jobs: int, window: int, smallest: int = _SMALLEST) -> Callable[[int], int]:
    """The size of each part for ``jobs`` processes, by the characters already cut: a
    share of what is left (parts shrink towards the end, so that the processes finish
    together), never more than ``window`` nor less than ``smallest``."""
    return lambda done: min(window, max(smallest, (total - done) // (2 * jobs)))


def _chain(first: str, rest: Iterator[str]) -> Iterator[str]:
    if first:
        yield first
    yield from rest


def _length(text: str | Span | Stretches) -> int:
    """A part's size: its characters, or its bytes."""
    return text.end - text.start if isinstance(text, Span) else len(text)
