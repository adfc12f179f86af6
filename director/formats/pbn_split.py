"""Where a PBN text can be cut into parts that read alone (for reading one large file in
several processes): at the start of a game, right after a blank line that ends a game
(not stray text or a comment alone: those are read with the game after them), where no
brace comment is open. A text that uses the ``#`` export shorthand is never cut: its games take
values from the games before them."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import AnyStr, Generic

from director.formats.text import holds_pair

__all__ = [
    "cut_bytes",
    "cut_stream",
    "game_chunks",
    "game_end",
    "holds_text",
    "next_game",
    "split_games",
    "splits",
]

_GAME_START = re.compile(r"\n[ \t\r\v\f]*\n(?=\[)")
# the reader's semi-empty line: its end before a line end or the text's end (possessive, a
# one-class look-ahead: 20-35% faster than '*(?=\n|\Z)', which tries two branches each time)
_BLANK = re.compile(r"\n[ \t\r\v\f]*+(?![^\n])")
_NOT_BLANK = re.compile(r"[^ \t\r\v\f\n]")


@dataclasses.dataclass(frozen=True, slots=True)
class _Marks(Generic[AnyStr]):
    """What a cut looks for, in a text or in the bytes of a file (whose line ends are
    ``\\r\\n``, ``\\r`` or ``\\n``, as the text reads them: each ASCII, so never part of
    a character of UTF-8, cp1252 or Latin-1)."""

    game_start: re.Pattern[AnyStr]  # a semi-empty line, then a tag
    blank: re.Pattern[AnyStr]  # a semi-empty line (or the end)
    braces: tuple[AnyStr, AnyStr]
    brace: re.Pattern[AnyStr]  # either
    tags: tuple[AnyStr, AnyStr]  # a game's own board
    line_ends: tuple[AnyStr, AnyStr, AnyStr]  # LF, CR, CRLF
    spaces: AnyStr  # what else a semi-empty line may hold
    bracket: AnyStr  # a tag's start


_TEXT = _Marks(
    _GAME_START,
    _BLANK,
    ("{", "}"),
    re.compile("[{}]"),
    ("[Board ", "[Deal "),
    ("\n", "\r", "\r\n"),
    " \t\r\v\f",
    "[",
)
_END = rb"(?>\r\n|\r|\n)"  # one line end, never the two halves of a CRLF
_BYTES = _Marks(
    re.compile(_END + rb"[ \t\v\f]*+" + _END + rb"(?=\[)"),
    re.compile(_END + rb"[ \t\v\f]*+(?![^\r\n])"),
    (b"{", b"}"),
    re.compile(b"[{}]"),
    (b"[Board ", b"[Deal "),
    (b"\n", b"\r", b"\r\n"),
    b" \t\v\f",
    b"[",
)


def game_chunks(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]] | None:
    """The stretches of ``text[start:end]`` between semi-empty lines that hold any text,
    as ``(start, end)``: the games as the reader ends them, when every semi-empty line
    ends one. ``None`` when that cannot be told without reading: a brace comment (which
    may hold empty lines) or the ``#`` shorthand (whose games depend on each other). A
    tag written over an empty line makes two chunks, neither a well-formed game."""
    stop = len(text) if end is None else end
    if not splits(text, start, stop):
        return None
    chunks: list[tuple[int, int]] = []
    at = start
    for m in _BLANK.finditer(text, start, stop):
        if _NOT_BLANK.search(text, at, m.start()):
            chunks.append((at, m.start()))
        at = m.end()
    if _NOT_BLANK.search(text, at, stop):
        chunks.append((at, stop))
    return chunks


def splits(text: str, start: int, stop: int) -> bool:
    """Whether :func:`game_chunks` splits ``text[start:stop]`` (no brace, no shorthand)."""
    return text.find("{", start, stop) < 0 and not holds_pair(text, '"#', start, stop)


def holds_text(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds more than white space (a chunk, not a gap)."""
    return _NOT_BLANK.search(text, start, end) is not None


def game_end(text: str, start: int, stop: int) -> int:
    """Where the chunk of :func:`game_chunks` that holds ``start`` ends (a chunk's start, or
    any line end in it before its end): at the line end before its first semi-empty
    line, else at ``stop``."""
    m = _BLANK.search(text, start, stop)
    return stop if m is None else m.start()


def next_game(text: str, end: int, stop: int) -> int:
    """Where reading goes on after the chunk that ends at ``end``: past the one semi-empty
    line there (more such lines may follow: a gap between games, which :func:`holds_text`
    tells from a chunk); ``stop`` when ``end`` is at or past it; -1 when no semi-empty line
    starts at ``end`` (no chunk ends there)."""
    if end >= stop:
        return stop
    m = _BLANK.match(text, end, stop)
    return -1 if m is None else m.end()


def _stands_alone(text: AnyStr, start: int, marks: _Marks[AnyStr]) -> bool:
    """Whether the game at ``start`` has its own ``[Board]`` or ``[Deal]`` (at a line's
    start: not a comment's or a value's words): a game with neither may take the board's
    tags from the game before (``--inherit``), so no part starts there."""
    blank = marks.blank.search(text, start)
    end = blank.start() if blank else len(text)
    return any(_line_opens(text, tag, start, end, marks) for tag in marks.tags)


def _line_opens(text: AnyStr, what: AnyStr, start: int, end: int, marks: _Marks[AnyStr]) -> bool:
    """Whether a line of ``text[start:end]`` (the first from ``start``) opens with ``what``."""
    lf, cr, _ = marks.line_ends
    at = text.find(what, start, end)
    while at >= 0:
        if at == start or text[at - 1 : at] in (lf, cr):
            return True
        at = text.find(what, at + 1, end)
    return False


def _after_game(text: AnyStr, end: int, marks: _Marks[AnyStr]) -> bool:
    """Whether the stretch of ``text`` that ends at ``end`` (back to the semi-empty line
    before it) may hold a tag, a line of it opening with ``[``: one that cannot (stray
    text, a comment alone) is read with the game after it (its issues and commentary go
    there), so no part ends with it. Read back line by line: a game's lines are few."""
    _, _, crlf = marks.line_ends
    seen = False  # a line with text (the semi-empty lines at ``end`` are passed over)
    while end > 0:
        start = _line_start(text, end, marks)
        line = text[start:end].lstrip(marks.spaces)
        if line.startswith(marks.bracket):
            return True
        if line:
            seen = True
        elif seen:  # the semi-empty line before the stretch
            return False
        end = start - 1  # before the line's end (both halves of a CRLF)
        if end > 0 and text[end - 1 : end + 1] == crlf:
            end -= 1
    return False


def _line_start(text: AnyStr, end: int, marks: _Marks[AnyStr]) -> int:
    """Where the line that ends at ``end`` starts: sought back in stretches that double,
    so that the cost is the line's length (the text may hold one kind of line end only,
    the other sought to the text's start each time)."""
    lf, cr, _ = marks.line_ends
    low, step = end, 256
    while low > 0:
        low = max(0, low - step)
        found = max(text.rfind(lf, low, end), text.rfind(cr, low, end))
        if found >= 0:
            return found + 1
        step *= 2
    return 0


def split_games(text: str, parts: int) -> list[tuple[int, int]]:
    """At most ``parts`` spans ``(start, end)`` covering ``text``, each ending at a game
    boundary, of roughly equal length; ``[(0, len(text))]`` when it cannot be cut."""
    size = len(text)
    if parts <= 1 or '"#' in text:
        return [(0, size)]
    cuts: list[int] = []
    state = (0, 0)  # (offset braces were read to, 1 if a comment is open there)
    for k in range(1, parts):
        at = max(size * k // parts, cuts[-1] if cuts else 0)
        cut, state = _next_cut(text, at, state, _TEXT)
        if cut is None:
            break
        cuts.append(cut)
    bounds = [0, *cuts, size]
    return [(a, b) for a, b in itertools.pairwise(bounds) if b > a]


def _next_cut(
    text: AnyStr, at: int, state: tuple[int, int], marks: _Marks[AnyStr]
) -> tuple[int | None, tuple[int, int]]:
    """The first place at or after ``at`` where ``text`` can be cut: the start of a game
    that has its own board, right after a game (:func:`_after_game`), outside any brace
    comment (braces read from the start of ``text``: a ``{`` opens a comment, the next
    ``}`` closes it, a ``}`` outside one is stray; a brace in a tag's value or a ``;``
    comment is read so too, which can only miss a cut; ``state`` carries where they were
    read to and whether a comment is open there, from one call to the next)."""
    counted, depth = state
    opening, closing = marks.braces
    for m in marks.game_start.finditer(text, at):
        cut = m.end()
        if cut <= counted:
            continue
        # each brace sought first (memchr: most files have none), then read in order
        if text.find(opening, counted, cut) >= 0 or text.find(closing, counted, cut) >= 0:
            for brace in marks.brace.findall(text, counted, cut):
                depth = int(brace != closing) if depth else int(brace == opening)
        counted = cut
        if depth == 0 and _stands_alone(text, cut, marks) and _after_game(text, m.start(), marks):
            return cut, (counted, depth)
    return None, (counted, depth)


def cut_stream(
    pieces: Iterable[str], size: int | Callable[[int], int], whole: bool = False
) -> Iterator[str]:
    """The text of ``pieces`` (a file read block by block) in parts of about ``size``
    characters or more (or ``size(n)`` for the part after the first ``n`` characters),
    each cut where :func:`split_games` would cut, so that each part reads alone as it
    reads within the whole; ``whole``: one part (a text that uses the ``#`` shorthand).
    A text with no place to cut comes whole."""
    buf = ""
    state = (0, 0)
    searched = 0  # where the next search starts: the text before holds no cut
    done = 0  # characters yielded
    for piece in pieces:
        buf += piece
        while not whole and len(buf) >= (limit := size(done) if callable(size) else size):
            at = max(limit // 2, searched - 256)
            cut, state = _next_cut(buf, at, state, _TEXT)
            if cut is None:
                searched = len(buf)
                break
            yield buf[:cut]
            buf, state, searched, done = buf[cut:], (0, 0), 0, done + cut
    if buf:
        yield buf


def cut_bytes(
    blocks: Iterable[bytes], size: Callable[[int], int], start: int = 0
) -> Iterator[tuple[int, int]]:
    """Where a file's bytes (``blocks``, read from its offset ``start``) are cut into parts
    of about ``size(n)`` bytes or more (``n``: the bytes cut before), as
    :func:`cut_stream` cuts its text: each part as its offsets in the file ``(start,
    end)``, so that another process can read and decode the part alone (and count its
    lines there; the caller never gives it a file of the ``#`` shorthand: see
    :func:`cut_stream`)."""
    buf = b""
    at = 0  # where the part being cut starts in ``buf`` (dropped as the next block comes:
    # a part is not copied out of the buffer at each cut)
    state = (0, 0)
    searched = 0  # where the next search starts: the bytes before hold no cut
    done = start  # the offset of ``buf[at:]`` in the file
    for block in blocks:
        buf = buf[at:] + block
        state, searched, at = (state[0] - at, state[1]), max(0, searched - at), 0
        while len(buf) - at >= (limit := size(done - start)):
            cut, state = _next_cut(buf, max(at + limit // 2, searched - 256), state, _BYTES)
            if cut is None:
                searched = len(buf)
                break
            yield done, done + cut - at
            state, searched, done, at = (cut, 0), cut, done + cut - at, cut
    if len(buf) > at:
        yield done, done + len(buf) - at
