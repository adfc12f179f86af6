"""A PBN game's text as the review's screen reads it (:mod:`director.review.screen`): its
tags, the data lines of its auction and play, the rows of its table sections and its notes,
taken straight from the file's text in the screen's narrow form. Anything outside that form
raises :class:`NotClean`: the game is then read and reviewed in full."""

from __future__ import annotations

import functools
import re

from director.digits import small_int
from director.formats.pbn import NOTE_VALUE
from director.formats.pbn_split import game_end
from director.formats.pbn_values import IDENTIFICATION_TAGS, KNOWN_TAGS, parse_seat
from director.review.table_rows import cut_rows

__all__ = ["DATA", "GameText", "NotClean", "note_number", "seat_of"]

# a run of lines of one tag each (white space around it), each tag as the reader reads
# it and its value with no escape to undo (a backslash before another character than a
# quote or a backslash stays as written: Score_NS\6R); possessive (no part of it can be
# read another way): no step back is tried
_VALUE = r'"[^"\\\n]*+(?:\\[^"\\\n][^"\\\n]*+)*+"'
_TAG_RUN = re.compile(rf"(?:[ \t\r\v\f]*+\[[A-Za-z0-9_]++ {_VALUE}\][ \t\r\v\f]*+(?:\n|\Z))++")
# each tag of such a run: name, value (its name read to the space after it, a faster loop
# than the name's class: the run is well formed)
_TAG = re.compile(r'\[([^ ]++) "([^"]*+)"')
# each token of the auction's or play's data lines
DATA = re.compile(r"[A-Za-z0-9_]+|=[0-9]+=|[!?]{1,2}|-+|[^ \t\r\v\f\n]")
_OUTSIDE = re.compile(r"[^A-Za-z0-9_ \t\r\v\f\n=!?*\-]")  # any other character: not screened
# the end of a run of escape lines (of the last one): a line end followed by another
# character than '%' (a class, not a look-ahead tried at each line end: the text's last
# line end, followed by none, is checked apart)
_ESCAPES_END = re.compile(r"\n[^%]")
_TAG_LINE = re.compile(r"\n[ \t\r\v\f]*\[")  # the line end before a tag line
_SPACE = " \t\r\v\f"  # the reader's white space (not str.strip()'s, which is Unicode's)
_UNKNOWN = ("", "?")
_NOTED = ("Auction", "Play")  # the sections whose calls and cards a note is for


class NotClean(Exception):
    """Raised inside the screen: the game needs the full review."""


class GameText:
    """The parts of the PBN game in ``text[start:end]`` that the screen reads: its tags (in
    file order), the data lines of ``[Auction]`` and ``[Play]`` at their offsets, the rows
    of its table sections, and the numbers of its notes in each section. ``open_end``: the
    game ends at its first semi-empty line (after its first line) as
    :func:`~director.formats.pbn_split.game_chunks` would end it, else at ``end``; where it
    ends is ``end`` (the text between the games is then never read twice).

    :raises NotClean: for a game outside the screen's form.
    """

    __slots__ = ("auction", "end", "notes", "play", "rows", "span", "start", "tags")

    def __init__(self, text: str, start: int, end: int, open_end: bool = False) -> None:
        self.tags: dict[str, str] = {}
        self.start = -1  # offset of the first tag
        # the data lines of each section as written, at their offsets (a run of them between
        # two tag lines at once)
        self.auction: list[tuple[int, str]] = []
        self.play: list[tuple[int, str]] = []
        # the rows of each table section: the offset of the first, and them all (a Section:
        # their text with its rows cut, see director.review.table_rows)
        self.rows: dict[str, tuple[int, str]] = {}
        self.notes: dict[str, set[int]] = {}  # by section (made at its first note)
        section = ""
        at = start  # where the next line starts (a table's rows at once: see _rows)
        while at <= end:
            if text.startswith("\n", at, end):  # an empty line (a game's first, as a rule)
                if open_end and at > start:
                    end = at - 1  # an empty line ends the game (as game_chunks cuts it)
                    break
                at += 1
                continue
            if text.startswith("%", at, end):  # escape lines, commentary (in the auction or
                run = _ESCAPES_END.search(text, at, end)  # play: _data): the run at once
                if run is not None:
                    at = run.start() + 1
                else:  # the text's last line end ends the run (else the text's end)
                    at = end if text.startswith("\n", end - 1, end) else end + 1
                continue
            run = _TAG_RUN.match(text, at, end)  # a run of tag lines, read at once
            if run is None:
                stop = text.find("\n", at, end)
                stop = end if stop < 0 else stop
                if text[at:stop].strip(_SPACE):
                    # a tag in another form, more than a tag on its line, or text outside
                    # the auction and play
                    raise NotClean
                if open_end and at > start:
                    end = at - 1  # a semi-empty line ends the game
                    break
                at = stop + 1  # a semi-empty line (the text's first)
                continue
            stop = run.end()
            section, last = self._tags(text, at, stop, section)
            after = stop if text[stop - 1] == "\n" else end + 1
            if last not in IDENTIFICATION_TAGS and last not in ("Auction", "Play", "Note"):
                if after <= end:
                    # the next tag line's '[' (else one in a row, or none) and the line end
                    # before it, sought once for the game's end and for the rows
                    bracket = text.find("[", after, end)
                    stop = text.rfind("\n", after - 1, bracket) if bracket >= 0 else end
                    if open_end:
                        # the game's end, where its rows end it (else read on: the next tag
                        # line is the game's own, unless the rows hold a semi-empty line:
                        # NotClean)
                        close = _rows_end(text, after, end, bracket, stop)
                        if close >= 0:  # (no '[' before it: the first was after it)
                            end, open_end, bracket, stop = close, False, -1, close
                    after = self._rows(text, last, after, bracket, stop)
            elif section == "Auction" or section == "Play":
                if open_end and after <= end:  # the game's end sought at once from here
                    end, open_end = game_end(text, after - 1, end), False
                after = self._data(text, section, after, end)
            if after > end:
                break
            at = after  # the lines read with it skipped
        self.end = end
        self.span = (text, start, end)

    def _tags(self, text: str, start: int, stop: int, section: str) -> tuple[str, str]:
        """Take the tags of a run of tag lines, ``text[start:stop]``: the section after
        them, and the last tag's name."""
        pairs = _TAG.findall(text, start, stop)
        if text.find("#", start, stop) >= 0 and text.find('"#', start, stop) >= 0:
            raise NotClean  # '#': a value of another game (a rare '#' sought first, in C)
        if self.start < 0:
            self.start = text.find("[", start, stop)
        tags = self.tags
        if len(pairs) > 3:  # the tags at once, unless a note is among them
            run = dict(pairs)
            if "Note" not in run:
                if len(run) < len(pairs) or not run.keys() <= KNOWN_TAGS:
                    raise NotClean  # a tag given twice, or unknown
                if not tags:
                    self.tags = run  # the game's first tags: the dict made of them kept
                elif tags.keys().isdisjoint(run):
                    tags.update(run)
                else:
                    raise NotClean  # a tag given twice
                return pairs[-1][0], pairs[-1][0]
        for name, value in pairs:  # a note belongs to the section it is in
            if name == "Note":
                self._note(section, value)
            elif name in tags or name not in KNOWN_TAGS:
                raise NotClean
            else:
                tags[name] = value
                section = name
        return section, pairs[-1][0]

    def offset(self, name: str) -> int:
        """Where the game's tag ``name`` starts (its ``[``)."""
        text, start, end = self.span
        line = _tag_at(name).search(text, start, end)
        assert line is not None  # a tag line of the game
        return line.start(1)

    def _rows(self, text: str, name: str, start: int, bracket: int, stop: int) -> int:
        """Take the rows of table section ``name``, from ``start`` up to the next tag
        line, at once, its rows cut (here once, for the table's reader too:
        :func:`~director.review.table_rows.cut_rows`); where to read on from. ``bracket``
        is the first ``[`` from ``start`` in the game (-1: none) and ``stop`` the line end
        before it (the game's end when there is none)."""
        # a tag line, the rows ending at the line end before it; else '[' in a row, before
        # it on its line
        if bracket >= 0 and text[stop + 1 : bracket].strip(_SPACE):
            raise NotClean
        if stop < start:
            return start  # no rows (or the game ends at the tag line: stop is start - 1)
        rows = cut_rows(text, start, stop)  # its last rows alike hold a cell each (a tail)
        # where the reader would end the rows' data (one C search each)
        if "]" in rows or "{" in rows or "}" in rows or ";" in rows or "%" in rows:
            raise NotClean
        lines = rows.lines
        maybe_blank = "" in lines or any(map(str.isspace, lines))  # each line tested in C
        if maybe_blank and any(not line.strip(_SPACE) for line in lines):
            raise NotClean  # a semi-empty line
        line = lines[0] if lines else rows[: rows.find("\n")]
        self.rows[name] = (start + len(line) - len(line.lstrip(_SPACE)), rows)
        return stop + 1

    def _data(self, text: str, section: str, start: int, end: int) -> int:
        """Take the data lines of section ``section`` (``Auction`` or ``Play``) from
        ``start`` up to the next tag line (or ``end``), at once, as written; where to read
        on from."""
        after = _TAG_LINE.search(text, start - 1, end)
        stop = after.start() if after is not None else end
        if stop <= start:
            return start  # no data
        if _OUTSIDE.search(text, start, stop) is not None:
            raise NotClean  # an escape line, or a character the screen does not read
        data = text[start:stop]
        if not data.isspace():
            (self.auction if section == "Auction" else self.play).append((start, data))
        return stop + 1

    def _note(self, section: str, value: str) -> None:
        m = NOTE_VALUE.fullmatch(value)
        if section not in _NOTED or m is None:
            raise NotClean
        number = small_int(m.group(1))
        numbers = self.notes.setdefault(section, set())
        if number is None or number in numbers:
            raise NotClean
        numbers.add(number)

    def values(self, names: tuple[str, ...]) -> list[str | None]:
        """The value of each tag of ``names`` stripped; ``None`` when the game has no such
        tag or gives it as unknown (empty, ``?``)."""
        tags = self.tags
        values: list[str | None] = []
        for name in names:  # a loop: faster than maps for a few names (no objects made)
            value = tags.get(name, "").strip()
            values.append(None if value in _UNKNOWN else value)
        return values

    def section_seat(self, name: str) -> int | None:
        """The seat of ``[Auction]`` or ``[Play]`` as the reader reads it: the value as
        written (a seat with a non-ASCII space around it is no seat: PBN006); ``None``
        when it is not known."""
        text = self.tags[name]
        seat = parse_seat(text)
        if seat is None:
            if text.strip() not in _UNKNOWN:
                raise NotClean
            return None
        return int(seat)


def _rows_end(text: str, start: int, end: int, bracket: int, stop: int) -> int:
    """Where a game whose table rows start at ``start`` ends, when they run to a semi-empty
    line before the next tag line (or the text's ``end``), as the games' split ends it:
    the lines before that tag line read back while they are semi-empty (a row's lines
    are never read here); -1 when the rows end at a tag line of the game's own (or may
    hold a semi-empty line: the rows' reader raises NotClean there). ``bracket`` is the
    first ``[`` from ``start`` (-1: none), ``stop`` the line end before it (else ``end``)."""
    if bracket >= 0 and (stop < start - 1 or text[stop + 1 : bracket].strip(_SPACE)):
        return -1  # no line of rows before it, or '[' in a row: the rows' reader's
    close = -1
    while stop >= start:  # each line that ends at ``stop`` (the one before at start - 1)
        if text[stop - 1] != "\n":  # not empty: semi-empty only if both its ends are space
            if text[stop - 1] not in _SPACE:
                break
            line = text.rfind("\n", start - 1, stop) + 1
            if text[line] not in _SPACE or text[line:stop].strip(_SPACE):
                break  # (a row's text: its padding never copied unless it starts with it)
            stop = line
        close = stop = stop - 1  # a semi-empty line: the game ends before it
    if close < 0 and bracket < 0:
        return end  # the rows end the text
    return close


@functools.lru_cache(maxsize=8)
def _tag_at(name: str) -> re.Pattern[str]:
    """The line of tag ``name`` (its ``[`` the first group)."""
    return re.compile(rf'^[ \t\r\v\f]*(\[){name} "', re.MULTILINE)


@functools.lru_cache(maxsize=64)  # a file's few spellings of [Dealer] and [Declarer]
def seat_of(value: str | None) -> int | None:
    """The seat a tag's value (of :meth:`~GameText.values`) names (``None``: unknown)."""
    if value is None:
        return None
    seat = parse_seat(value)
    if seat is None:
        raise NotClean
    return int(seat)


def note_number(token: str) -> int:
    number = small_int(token[1:-1])
    if number is None:
        raise NotClean
    return number
