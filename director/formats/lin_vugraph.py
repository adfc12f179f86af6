"""The session parts of a LIN file, as BBO's vugraph archives write them: the ``vg``
header, the ``rs`` results list, ``pn`` names for one or two rooms, and ``qx`` tables.

A vugraph file looks like this (one line a pair of tables' worth, ``pg||`` page breaks)::

    vg|2010 USBF SF A,Segment 4 of 8,I,46,60,Nickell,80,Fleisher,99|
    rs|4HE=,4HE=,3NW+1,...|                  one result per table: o46, c46, o47, c47 ...
    pn|S,W,N,E,S,W,N,E|                      open room South West North East, then closed
    qx|o46|st||md|4...|sv|o|mb|1H|...        table o46 (open room, board 46)

``vg`` fields: title, segment, scoring (``I`` IMPs, ``P`` pairs, ``B`` board-a-match),
first board, last board, first team, its carry-over, second team, its carry-over. In the
USBF file the first team sits North-South in the open room.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re

from director.formats.lin_tokens import LIN_HAND_ORDER, RawIssue
from director.model.seat import Seat

__all__ = [
    "ResultsList",
    "Table",
    "VugraphHeader",
    "parse_qx",
    "parse_vg",
    "players_for",
    "pn_issue",
    "rs_disagreement",
    "rs_text",
]

_SCORING = {"I": "IMP", "P": "MP", "B": "BAM"}
_QX = re.compile(r"\s*([oOcC]?)\s*([0-9A-Za-z]+)\s*")
_RS = re.compile(r"(\d)(NT|[CDHSN])([NESW])(X{0,2})([=+-]\d*)?")
_PASSED = {"P", "PASS", "AP", "PO", "PASSED", "PASSEDOUT", "ALLPASS"}


@dataclasses.dataclass(frozen=True)
class VugraphHeader:
    """The ``vg`` header: the raw fields, and the board range when they are numbers."""

    fields: tuple[str, ...]
    first_board: int | None
    last_board: int | None

    def field(self, i: int) -> str:
        return self.fields[i].strip() if i < len(self.fields) else ""

    def tags(self) -> dict[str, str]:
        """PBN-named tags for the header: ``Event``, ``Stage``, ``Scoring``, ``HomeTeam``,
        ``VisitTeam`` (only those that are not empty)."""
        scoring = self.field(2)
        named = {
            "Event": self.field(0),
            "Stage": self.field(1),
            "Scoring": _SCORING.get(scoring.upper(), scoring),
            "HomeTeam": self.field(5),
            "VisitTeam": self.field(7),
        }
        return {k: v for k, v in named.items() if v}


def parse_vg(value: str, offset: int) -> tuple[VugraphHeader, list[RawIssue]]:
    fields = tuple(value.split(","))
    issues: list[RawIssue] = []
    if len(fields) != 9:
        issues.append(
            RawIssue(
                "LIN016",
                f"the vugraph header has {len(fields)} fields, not 9 (title, segment, "
                "scoring, first and last board, two teams with their carry-over)",
                offset,
                "warning",
            )
        )
    bounds: list[int | None] = []
    for i in (3, 4):
        text = fields[i].strip() if i < len(fields) else ""
        if re.fullmatch(r"[0-9]{1,6}", text):
            bounds.append(int(text))
        else:
            bounds.append(None)
            if i < len(fields):
                where = offset + sum(len(f) + 1 for f in fields[:i])
                issues.append(
                    RawIssue(
                        "LIN016",
                        f"the vugraph header's {'first' if i == 3 else 'last'} board "
                        f"{text!r} is not a number",
                        where,
                        "warning",
                    )
                )
    return VugraphHeader(fields, bounds[0], bounds[1]), issues


@dataclasses.dataclass(frozen=True)
class ResultsList:
    """The ``rs`` list: one entry a table, two a board (open, closed) from the first."""

    entries: tuple[str, ...]
    offset: int

    def entry(
        self, first_board: int | None, board: int | None, room: str | None
    ) -> tuple[str, int] | None:
        """The entry of a table and its offset in the text; ``None`` if not listed."""
        if first_board is None or board is None or room not in ("o", "c"):
            return None
        i = (board - first_board) * 2 + (0 if room == "o" else 1)
        if not 0 <= i < len(self.entries) or not self.entries[i].strip():
            return None
        return self.entries[i].strip(), self._starts[i]

    @functools.cached_property
    def _starts(self) -> list[int]:
        """The offset of each entry in the text (computed once, not once a table)."""
        lengths = map((1).__add__, map(len, self.entries))  # each entry with its comma
        return list(itertools.accumulate(lengths, initial=self.offset))


@dataclasses.dataclass(frozen=True)
class Table:
    """A ``qx`` value: room (``'o'``/``'c'`` or ``None``), board and table id."""

    room: str | None
    board: str
    table: str


def parse_qx(value: str) -> Table | None:
    """``o46`` → open room, board 46; ``c46`` closed; ``46`` no room. Anything after a comma
    is ignored. ``None`` when it is not of that form."""
    head = value.split(",", 1)[0]
    m = _QX.fullmatch(head)
    if m is None:
        return None
    room = m.group(1).lower() or None
    return Table(room, m.group(2), f"{room or ''}{m.group(2)}")


def pn_issue(names: list[str], offset: int) -> RawIssue | None:
    if len(names) in (4, 8):
        return None
    return RawIssue(
        "LIN014",
        f"{len(names)} player names, not 4 (South, West, North, East) or 8 (the "
        "open room's four, then the closed room's)",
        offset,
        "warning",
    )


def players_for(names: list[str], room: str | None) -> dict[Seat, str]:
    """The players of one table: with 8 names the closed room (``'c'``) takes the last 4,
    every other table the first 4. Names are in the order South, West, North, East; empty
    names are left out."""
    chosen = names[4:8] if len(names) >= 8 and room == "c" else names[:4]
    return {
        seat: name.strip()
        for seat, name in zip(LIN_HAND_ORDER, chosen, strict=False)
        if name.strip()
    }


def rs_text(contract: str, declarer: Seat | None, result: int | None) -> str:
    """A table's result as ``rs`` writes it: ``4HE=``, ``3NW+1``, ``4SWx-4``, ``P``."""
    if contract == "Pass" or declarer is None:
        return "P"
    level = int(contract[0])
    strain = contract[1:].rstrip("X").replace("NT", "N")
    risk = contract[1 + len(contract[1:].rstrip("X")) :].lower()
    text = f"{level}{strain}{declarer.letter}{risk}"
    if result is None:
        return text
    over = result - 6 - level
    return text + ("=" if over == 0 else f"{over:+d}")


def _normal(entry: str) -> tuple[str, str | None] | None:
    """``(contract and declarer, result or None)`` of an ``rs`` entry, upper case."""
    text = entry.strip().upper().replace(" ", "")
    if text in _PASSED:
        return "P", None
    m = _RS.fullmatch(text)
    if m is None:
        return None
    strain = "N" if m.group(2) == "NT" else m.group(2)
    return f"{m.group(1)}{strain}{m.group(3)}{m.group(4)}", m.group(5)


def rs_disagreement(
    entry: str, contract: str, declarer: Seat | None, result: int | None
) -> str | None:
    """A message when the results list says otherwise than the table's own record; ``None``
    when they agree or the entry cannot be read."""
    theirs = _normal(entry)
    ours = _normal(rs_text(contract, declarer, result))
    if theirs is None or ours is None:
        return None
    same = theirs[0] == ours[0] and (theirs[1] is None or ours[1] is None or theirs == ours)
    if same:
        return None
    return (
        f"the results list says {entry!r}, the table's auction and play give "
        f"{rs_text(contract, declarer, result)!r}"
    )
