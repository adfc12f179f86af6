"""A table section's rows as the screen cuts them from the file's text (:class:`Section`),
for the table's reader (:mod:`director.review.score_table`) not to cut them again.

A wide table's last rows are often alike (Ruter's teams tables: a match not yet played
is a row of dashes padded to the columns' widths): a few cells, then the same text to
the end of the line. Those rows are cut at the end of their first cells only: each
line's rest is not made a string, nor cut at every space (about a microsecond a row)."""

from __future__ import annotations

__all__ = ["HEAD", "WIDE", "Section", "cut_rows"]


class Section(str):
    """A table section's text with its rows cut: ``lines``, each row's text, but for the
    last ``len(heads)`` rows. Each of those is its head, of ``cut`` characters (ending in
    white space), then ``tail``: its cells are its head's, then the tail's."""

    def __new__(
        cls, text: str, lines: list[str], heads: list[str] | None = None, tail: str = ""
    ) -> Section:
        section = super().__new__(cls, text)
        section.lines = lines
        section.heads, section.tail = heads or [], tail
        return section

    def __reduce__(self) -> tuple[type[Section], tuple[str, list[str], list[str], str]]:
        # pickled and copied with its rows
        return Section, (str(self), self.lines, self.heads, self.tail)

    lines: list[str]
    heads: list[str]
    tail: str


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
    return Section(rows, rows.split("\n"))


def _alike(rows: str) -> Section | None:
    """:func:`cut_rows` of rows whose last lines, after the last quote's, are as wide
    and end as the last one does after its first cells (``None``: they are not)."""
    quote = rows.rfind('"')
    at = rows.find("\n", quote) + 1 if quote >= 0 else 0  # the first line after it
    width = rows.find("\n", at) - at
    step = width + 1
    alike, extra = divmod(len(rows) - at + 1, step)
    if (quote >= 0 and at == 0) or width < WIDE or extra or alike < _ALIKE:
        return None
    cells = rows[len(rows) - width :].split(None, HEAD)
    if len(cells) <= HEAD:
        return None
    tail = cells[HEAD]
    cut = width - len(tail)  # where the last row's tail starts, after white space
    heads = [rows[a : a + cut] for a in range(at, len(rows), step)]
    # every row its head and that tail (one C join and memcmp, not a string a row), the
    # character before the tail white space in each (a C step slice)
    if (
        rows[at + cut - 1 :: step].isspace()
        and rows.startswith((tail + "\n").join(heads), at)
        and rows.endswith(tail)
        and "\n" not in "".join(heads)
    ):
        return Section(rows, rows[: at - 1].split("\n") if at else [], heads, tail)
    return None
