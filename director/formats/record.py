"""What a hand-record file says about one board (one table's result), before the engine
replays it: neutral between PBN and LIN, with the file position of everything it holds.

Readers are lenient (python-chess's ``read_game`` is the model): a problem becomes a
:class:`ParseIssue` with file, line and column, and the reader goes on with the next token
or board. Format issues carry format codes (``PBN001``, ``LIN001``), never law references.
"""

from __future__ import annotations

import dataclasses
from typing import Literal, NamedTuple

from director.errors import DirectorError
from director.formats.board_name import ByOrder
from director.model.board import Vulnerability
from director.model.card import Card
from director.model.deal import Deal
from director.model.seat import Seat

__all__ = [
    "Claim",
    "HandRecord",
    "ParseIssue",
    "Position",
    "ReadError",
    "RecordedCall",
    "RecordedCard",
]

Severity = Literal["error", "warning", "info"]


class ReadError(DirectorError, ValueError):
    """Raised in strict mode at the first issue; the message is ``str(issue)``."""

    def __init__(self, issue: ParseIssue) -> None:
        super().__init__(str(issue))
        self.issue = issue


class Position(NamedTuple):
    """Where something is in its file: 1-based line and column. (Named tuples: a record
    holds one position for each call and card.)"""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclasses.dataclass(frozen=True)
class ParseIssue:
    """A problem in a file: ``code`` is a format code (``PBN001``), never a law."""

    code: str
    message: str
    position: Position
    board: str | None = None
    severity: Severity = "error"

    def __str__(self) -> str:
        where = f" (board {self.board})" if self.board is not None else ""
        return f"{self.position}: {self.code} {self.message}{where}"


class RecordedCall(NamedTuple):
    """A call as the file records it, with the seat the file gives it.

    ``text`` is the call in canonical notation (``1H``, ``2NT``, ``P``, ``X``, ``XX``), kept
    as written for calls our model cannot parse. ``irregular`` holds a PBN irregularity
    token (``^I`` insufficient bid accepted, ``^S`` skipped player) attached to this call.
    """

    seat: Seat
    text: str
    position: Position
    alert: bool = False
    note: str | None = None  # the text of the [Note] or LIN 'an' explanation
    suffix: str | None = None  # PBN '!' '?' '!!' '??' '!?' '?!' or '$n'
    irregular: str | None = None


class RecordedCard(NamedTuple):
    """A card played, in play order, with the player who played it (computed from trick
    winners when the file gives cards by trick or by column)."""

    seat: Seat
    card: Card
    trick: int  # 1-based
    position: Position
    irregular: str | None = None  # '^R' (revoke) or '^L' (lead out of turn accepted)


@dataclasses.dataclass(frozen=True)
class Claim:
    """A claim recorded in the file: ``tricks`` is the declarer's total for the deal
    (PBN ``*`` with ``[Result]``; LIN ``mc``)."""

    tricks: int
    after_cards: int  # how many cards had been played when it was made
    position: Position
    by: Seat | None = None


@dataclasses.dataclass
class HandRecord:
    """One board as one table played it."""

    source: str  # file name as given
    index: int  # 1-based order of the record in its file
    position: Position  # where the record starts
    board: str | None = None  # the board as written ('1', '1a')
    board_number: int | None = None
    dealer: Seat | None = None
    vulnerable: Vulnerability | None = None
    deal: Deal | None = None
    tags: dict[str, str] = dataclasses.field(default_factory=dict)  # every tag, raw
    players: dict[Seat, str] = dataclasses.field(default_factory=dict)
    room: str | None = None  # vugraph 'o' (open) / 'c' (closed)
    table: str | None = None  # vugraph table id ('o46' ...)
    calls: list[RecordedCall] = dataclasses.field(default_factory=list)
    auction_ended: bool = False  # the file marks the auction as complete (AP, 3 passes)
    plays: list[RecordedCard] = dataclasses.field(default_factory=list)
    claim: Claim | None = None
    contract: str | None = None  # as the file states it ('4HX', 'Pass')
    declarer: Seat | None = None  # as the file states it
    result: int | None = None  # declarer's tricks as the file states them
    score: str | None = None  # as the file states it
    irregular_result: bool = False  # PBN [Result "^5"]
    irregular_declarer: bool = False  # PBN [Declarer "^S"]
    notes: dict[int, str] = dataclasses.field(default_factory=dict)
    commentary: list[str] = dataclasses.field(default_factory=list)
    tag_comments: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # after a tag
    issues: list[ParseIssue] = dataclasses.field(default_factory=list)

    @property
    def name(self) -> str:
        """How findings name the record: board and, for vugraph, the table."""
        if self.board is not None:
            return f"{self.board} {self.table}" if self.table else self.board
        return ByOrder(f"#{self.index} {self.table}" if self.table else f"#{self.index}")
