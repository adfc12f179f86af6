"""A table section's rows as the screen cuts them from the file's text (:class:`Section`),
for the table's reader (:mod:`director.review.score_table`) not to cut them again.

A wide table's last rows are often alike (Ruter's teams tables: a match not yet played
is a row of dashes padded to the columns' widths): a few cells, then the same text to
the end of the line. Those rows are cut at the end of their first cells only: each
line's rest is not made a string, nor cut at every space (about a microsecond a row)."""

from __future__ import annotations

import struct

__all__ = ["HEAD", "WIDE", "Section", "cut_rows"]


class Section(str):
    """A table section's text with its rows cut: ``lines``, each row's text, but for the
    last ``alike`` rows (``heads``). Each of those is its head, of ``cut`` characters
    (ending in white space, no line end), then ``tail``: its cells are its head's, then
    the tail's. The heads are kept in one text, ``head_text``, a line end between two
    (the reader cuts them at once): the list of them is made when asked for."""

    def __new__(
        cls, text: str, lines: list[str], heads: list[str] | None = None, tail: str = ""
    ) -> Section:
        return _section(text, lines, "\n".join(heads or ()), len(heads or ()), tail)

    def __reduce__(self) -> tuple[type[Section], tuple[str, list[str], list[str], str]]:
        # pickled and copied with its rows
        return Section, (str(self), self.lines, self.heads, self.tail)

    @property
    def heads(self) -> list[str]:
        """The heads of the last rows, alike, in order."""
        return self.head_text.split("\n") if self.alike else []

    lines: list[str]
    head_text: str
    alike: int
    tail: str


def _section(text: str, lines: list[str], head_text: str, alike: int, tail: str) -> Section:
    """The section of ``text``, its rows ``lines`` then ``alike`` rows, each a head of
    ``head_text`` (a line end between two) then ``tail``."""
    section = str.__new__(Section, text)
    section.lines, section.head_text, section.alike, section.tail = lines, head_text, alike, tail
    return section


WIDE = 160
"""Characters a row (on average) from which a table is taken as written in wide, padded
columns: its rows' ends are then looked at for text repeated from row to row."""
HEAD = 4
"""The cells of a padded row that change from row to row, cut before the rest."""
_ALIKE = 4  # rows, at least, for the last rows to be taken as alike


def cut_rows(text: str, start: int, stop: int) -> Section:
    """The rows of ``text[start:stop]``, its lines, but for the last ones where they are
    alike (see :class:`Section`)."""
    rows = text[start:stop]
    if len(rows) >= WIDE * _ALIKE:
        section = _alike(rows)
        if section is not None:
            return section
    return _section(rows, rows.split("\n"), "", 0, "")


def _alike(rows: str) -> Section | None:
    """:func:`cut_rows` of rows whose last lines, after the last quote's, are as wide
    and end as the last one does after its first cells (``None``: they are not)."""
    quote = rows.rfind('"')
    at = rows.find("\n", quote) + 1 if quote >= 0 else 0  # the first line after it
    if quote >= 0 and at == 0:
        return None  # the last quote on the last line: no row after it
    width = rows.find("\n", at) - at
    step = width + 1
    alike, extra = divmod(len(rows) - at + 1, step)
    if width < WIDE or extra or alike < _ALIKE:
        return None
    cells = rows[len(rows) - width :].split(None, HEAD)
    if len(cells) <= HEAD:
        return None
    tail = cells[HEAD]
    cut = width - len(tail)  # where the last row's tail starts, after white space
    # every row its head and that tail (one C join and memcmp, not a string a row), the
    # character before the tail white space in each (a C step slice), no head across a
    # line end (as many line ends in the heads joined as put between them)
    if not rows[at + cut - 1 :: step].isspace() or not rows.endswith(tail):
        return None
    head_text = _heads(rows, at, cut, step, alike, tail)
    if head_text is None or head_text.count("\n") != alike - 1:
        return None
    return _section(rows, rows[: at - 1].split("\n") if at else [], head_text, alike, tail)


def _heads(rows: str, at: int, cut: int, step: int, alike: int, tail: str) -> str | None:
    """The heads of ``alike`` rows of ``rows`` from ``at``, each its first ``cut``
    characters of ``step``, in one text, a line end between two (``None``: a row is not
    its head then ``tail``)."""
    if alike <= _CUT_MOST:
        try:
            data = rows.encode("latin-1")
        except UnicodeEncodeError:
            data = None
        if data is not None:  # a character a byte: each head a bytes cut in C, at once
            cuts = _cuts(cut, step, alike).unpack_from(data, at)
            if not data.startswith((tail.encode("latin-1") + b"\n").join(cuts), at):
                return None
            return b"\n".join(cuts).decode("latin-1")
    heads = [rows[a : a + cut] for a in range(at, len(rows), step)]
    return "\n".join(heads) if rows.startswith((tail + "\n").join(heads), at) else None


_CUT_MOST = 512  # alike rows, at most, cut at once (their format's length)
_CUTS: dict[tuple[int, int, int], struct.Struct] = {}  # the formats made (a table's repeat)


def _cuts(cut: int, step: int, alike: int) -> struct.Struct:
    """The format that cuts the first ``cut`` bytes of each of ``alike`` rows ``step``
    bytes apart (the last row's end not in the data)."""
    key = (cut, step, alike)
    made = _CUTS.get(key)
    if made is None:
        if len(_CUTS) >= 64:
            _CUTS.clear()
        made = _CUTS[key] = struct.Struct(f"<{f'{cut}s{step - cut}x' * (alike - 1)}{cut}s")
    return made
