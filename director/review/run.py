"""Review one hand-record file: read it, then board by board (a PBN text game by game,
:mod:`~director.review.pbn_review`; a LIN file record by record,
:mod:`~director.review.board`), collecting the findings. The readers are imported when a
file needs them (a PBN file never imports the LIN reader)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from director.formats.text import suffix

if TYPE_CHECKING:
    from director.formats.record import HandRecord
    from director.review.findings import Finding

__all__ = ["is_pbn", "read_records", "review_file", "review_text"]


def read_records(path: Path, strict: bool = False, inherit: bool = False) -> list[HandRecord]:
    """The records of a ``.pbn`` or ``.lin`` file (by suffix; anything else is read as PBN
    when it opens with a tag, else as LIN); ``inherit`` as in
    :func:`~director.formats.pbn.read_pbn`.

    :raises UnreadableFileError: when the file cannot be read.
    :raises ReadError: with ``strict=True``, at the first parse issue.
    """
    from director.formats.text import read_text

    text, _ = read_text(path)
    if is_pbn(path, text):
        from director.formats.pbn import read_pbn

        return read_pbn(text, str(path), strict, inherit=inherit)
    from director.formats.lin import read_lin

    return read_lin(text, str(path), strict)


def is_pbn(path: str | Path, text: str) -> bool:
    """Whether a file is read as PBN: by its suffix (``.pbn``/``.lin``), else by whether
    its text opens with a tag or a ``%`` line."""
    # the usual name, told at once: its last part longer than the suffix (a name that is
    # only ``.pbn`` has none)
    if path.__class__ is str and path[-4:] == ".pbn" and path[-5:-4] not in ("", "/", "\\"):
        return True
    ending = suffix(path).lower()
    if ending in (".pbn", ".lin"):
        return ending == ".pbn"
    return text.lstrip().startswith(("[", "%"))


def review_file(path: Path, strict: bool = False) -> list[Finding]:
    """Every finding in the file at ``path``: its parse issues, then board by board (a
    PBN text game by game, see :func:`~director.review.pbn_review.review_pbn`).

    :raises UnreadableFileError: when the file cannot be read.
    :raises ReadError: with ``strict=True``, at the first parse issue.
    """
    from director.formats.text import read_text

    text, _ = read_text(path)
    return review_text(text, path, strict)[0]


def review_text(
    text: str,
    path: Path,
    strict: bool = False,
    span: tuple[int, int] | None = None,
    inherit: bool = False,
    edition: str = "wbf-2017",
) -> tuple[list[Finding], int]:
    """The findings of a file's ``text`` and how many boards it holds; ``span`` limits a
    PBN text to the games in it. PBN is reviewed game by game
    (:func:`~director.review.pbn_review.review_pbn`), LIN record by record; each board
    is ruled under ``edition``.

    :raises ReadError: with ``strict=True``, at the first parse issue.
    """
    if span is not None or is_pbn(path, text):
        from director.review.pbn_review import review_pbn

        return review_pbn(text, str(path), strict, span, inherit, edition)
    from director.formats.lin import read_lin
    from director.review.board import review_record
    from director.review.lin_screen import lin_boards

    out: list[Finding] = []
    if not strict:
        boards = 0
        for found, n in lin_boards(text, str(path), edition):
            out += found
            boards += n
        return out, boards
    records = read_lin(text, str(path), strict)
    for record in records:
        out += review_record(record, edition=edition)
    return out, len(records)
