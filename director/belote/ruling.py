"""A Belote ruling as data (pydantic): irregularities with their steps and questions, the
auction and the tricks as replayed, and the score sheet. Articles are those of
``laws/belote-contree/``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "BeloteRuling",
    "CallRow",
    "Irregularity",
    "MeldRow",
    "Question",
    "ScoreItem",
    "ScoreSheet",
    "Step",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Step(_Model):
    law: str
    text: str


class Question(_Model):
    """A choice the rules leave to someone: asked, never decided silently."""

    id: str
    asked_of: str
    law: str
    text: str
    choices: dict[str, str]
    answer: str | None = None


class Irregularity(_Model):
    kind: str
    law: str
    offender: str | None
    event: int
    summary: str
    steps: list[Step] = Field(default_factory=list)
    questions: list[Question] = Field(default_factory=list)
    cancelled_events: list[int] = Field(default_factory=list)
    silenced_side: str | None = None
    deal_lost_by: str | None = None
    redeal: bool = False


class CallRow(_Model):
    seat: str
    call: str
    event: int | None
    status: str = "ok"
    """ok; void (cancelled by a ruling); auto (the turn of a side that lost the right to
    speak: passed for it)"""


class TrickRow(_Model):
    number: int
    leader: str
    cards: list[str]
    winner: str
    points: int


class MeldRow(_Model):
    """One meld announced at the first trick (10D) and what became of it."""

    seat: str
    meld: str
    value: int
    event: int
    status: str
    """best (the best meld announced, 10E); scored (another meld of the best meld's side);
    lower (a meld of the other side: it scores nothing); void (a ruling struck it out)"""
    shown: bool = False


class ScoreItem(_Model):
    side: str
    item: str
    points: int
    law: str


class ScoreSheet(_Model):
    contract: str
    takers: str
    made: bool | None
    trick_points: dict[str, int]
    items: list[ScoreItem]
    total: dict[str, int]
    questions: list[Question] = Field(default_factory=list)
    text: str = ""
    """The total in one line (``NS 370, EW 0``); empty while a question is open."""


class BeloteRuling(_Model):
    edition: str
    dealer: str
    options: dict[str, str]
    irregularities: list[Irregularity]
    auction: list[CallRow]
    contract: str | None
    tricks: list[TrickRow]
    melds: list[MeldRow] = Field(default_factory=list)
    score: ScoreSheet | None
    status: str
    """complete; thrown-in; redeal; open (a question waits for its answer); incomplete
    (the record stops before the end of play)"""
    next_dealer: str | None = None
    """After four passes the deal passes on (5C): the next dealer."""
