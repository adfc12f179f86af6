"""A PBN game's text as the review's screen reads it (:mod:`director.review.screen`): its
tags, the data lines of its auction and play, the rows of its table sections and its notes,
taken straight from the file's text in the screen's narrow form. Anything outside that form
raises :class:`NotClean`: the game is then read and reviewed in full."""

from __future__ import annotations

import functools
import re

from director.digits import small_int
from director.formats.pbn import NOTE_VALUE
from director.formats.pbn_values import IDENTIFICATION_TAGS, KNOWN_TAGS, parse_seat
from director.review.score_table import Section

__all__ = ["DATA", "GameText", "NotClean", "note_number"]

# a run of lines of one tag each (white space around it), each tag as the reader reads
# it and its value with no escape to undo (a backslash before another character than a
# quote or a backslash stays as written: Score_NS\6R); possessive (no part of it can be
# read another way): no step back is tried
_VALUE = r'"[^"\\\n]*+(?:\\[^"\\\n][^"\\\n]*+)*+"'
_TAG_RUN = re.compile(rf"(?:[ \t\r\v\f]*+\[[A-Za-z0-9_]++ {_VALUE}\][ \t\r\v\f]*+(?:\n|\Z))++")
_TAG = re.compile(r'\[([A-Za-z0-9_]+) "([^"]*+)"')  # each tag of such a run: name, value
# each token of the auction's or play's data lines
DATA = re.compile(r"[A-Za-z0-9_]+|=[0-9]+=|[!?]{1,2}|-+|[^ \t\r\v\f\n]")
_OUTSIDE = re.compile(r"[^A-Za-z0-9_ \t\r\v\f\n=!?*\-]")  # any other character: not screened
_ESCAPES = re.compile(r"%[^\n]*+(?:\n%[^\n]*+)*+")  # a run of escape lines, to the last one's end
_TAG_LINE = re.compile(r"\n[ \t\r\v\f]*\[")  # the line end before a tag line
# what a row of a table section may not hold: the reader would end the section's data
# there (a tag, a comment, a brace, a stray bracket, an escape line)
_NOT_ROW = "[]{};%"
_NOT_ROW_BUT_BRACKET = _NOT_ROW.replace("[", "")  # a row's '[' is sought first: the next tag line's
_SPACE = " \t\r\v\f"  # the reader's white space (not str.strip()'s, which is Unicode's)
_UNKNOWN = ("", "?")


class NotClean(Exception):
    """Raised inside the screen: the game needs the full review."""


class GameText:
    """The parts of the PBN game in ``text[start:end]`` that the screen reads: its tags (in
    file order), the data lines of ``[Auction]`` and ``[Play]`` at their offsets, the rows
    of its table sections, and the numbers of its notes in each section.

    :raises NotClean: for a game outside the screen's form.
    """

    __slots__ = ("auction", "notes", "play", "rows", "span", "start", "tags")

    def __init__(self, text: str, start: int, end: int) -> None:
        self.tags: dict[str, str] = {}
        self.span = (text, start, end)
        self.start = -1  # offset of the first tag
        # the data lines of each section as written, at their offsets (a run of them between
        # two tag lines at once)
        self.auction: list[tuple[int, str]] = []
        self.play: list[tuple[int, str]] = []
        # the rows of each table section: the offset of the first, and them all (a Section:
        # their text with its lines)
        self.rows: dict[str, tuple[int, str]] = {}
        self.notes: dict[str, set[int]] = {"Auction": set(), "Play": set()}
        section = ""
        at = start  # where the next line starts (a table's rows at once: see _rows)
        while at <= end:
            stop = text.find("\n", at, end)
            stop = end if stop < 0 else stop
            raw = text[at:stop]
            here = at
            at = stop + 1
            line = raw.strip(_SPACE)
            if not line:
                continue
            if raw[0] == "%":  # escape lines, commentary (in the auction or play: _data)
                run = _ESCAPES.match(text, here, end)  # the run of them at once
                assert run is not None  # a line that starts with '%'
                at = run.end() + 1
                continue
            if line[0] == "[":  # a run of tag lines, read at once
                run = _TAG_RUN.match(text, here, end)
                if run is None:
                    raise NotClean  # a tag in another form, or more than a tag on its line
                section, last = self._tags(text, here, run.end(), section)
                after = run.end() if text[run.end() - 1] == "\n" else end + 1
                if last not in IDENTIFICATION_TAGS and last not in ("Auction", "Play", "Note"):
                    after = self._rows(text, last, after, end)
                elif section == "Auction" or section == "Play":
                    after = self._data(text, section, after, end)
                if after > end:
                    break
                at = after  # the lines read with it skipped
            else:
                raise NotClean  # text outside the auction and play

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
                if len(run) < len(pairs) or not tags.keys().isdisjoint(run):
                    raise NotClean  # a tag given twice
                if not run.keys() <= KNOWN_TAGS:
                    raise NotClean
                tags.update(run)
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

    def _rows(self, text: str, name: str, start: int, end: int) -> int:
        """Take the rows of table section ``name``, from ``start`` up to the next tag
        line (or ``end``), at once, with its lines (cut here once, for the table's reader
        too); where to read on from."""
        if start > end:  # the tag line ended the game's span: no rows
            return start
        bracket = text.find("[", start, end)  # the next tag line's, else one in a row
        rows = text[start : end if bracket < 0 else bracket]
        lines = rows.split("\n")
        stop = end
        if bracket >= 0:  # a tag line, the rows ending before it; else '[' in a row
            if lines.pop().strip(_SPACE):
                raise NotClean
            stop = text.rfind("\n", start - 1, bracket)  # the line end before it
            if stop < start:
                return start  # no rows
        maybe_blank = any(map(str.isspace, lines)) or "" in lines  # each line tested in C
        if maybe_blank and any(not line.strip(_SPACE) for line in lines):
            raise NotClean  # a semi-empty line
        if any(text.find(c, start, stop) >= 0 for c in _NOT_ROW_BUT_BRACKET):
            raise NotClean
        line = lines[0]
        section = Section(rows if stop == end else text[start:stop], lines)  # the rows once
        self.rows[name] = (start + len(line) - len(line.lstrip(_SPACE)), section)
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
        if section not in self.notes or m is None:
            raise NotClean
        number = small_int(m.group(1))
        if number is None or number in self.notes[section]:
            raise NotClean
        self.notes[section].add(number)

    def value(self, name: str) -> str | None:
        """The value of tag ``name`` stripped; ``None`` when the game has no such tag or
        gives it as unknown (empty, ``?``)."""
        value = self.tags.get(name, "").strip()
        return None if value in _UNKNOWN else value

    def seat(self, name: str) -> int | None:
        value = self.value(name)
        if value is None:
            return None
        seat = parse_seat(value)
        if seat is None:
            raise NotClean
        return int(seat)

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


@functools.lru_cache(maxsize=8)
def _tag_at(name: str) -> re.Pattern[str]:
    """The line of tag ``name`` (its ``[`` the first group)."""
    return re.compile(rf'^[ \t\r\v\f]*(\[){name} "', re.MULTILINE)


def note_number(token: str) -> int:
    number = small_int(token[1:-1])
    if number is None:
        raise NotClean
    return number
