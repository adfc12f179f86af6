"""A ruling as data: pydantic models, printed as JSON and as a JSON Schema
(``director schema ruling``). Every statement cites its law section."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "AdjustedScoreReview",
    "AuctionCall",
    "ContractOut",
    "Irregularity",
    "LeadRestriction",
    "MustPass",
    "Option",
    "PenaltyCardOut",
    "Question",
    "Rectification",
    "Ruling",
    "Statement",
    "UnauthorisedInformation",
]

Answer = bool | str
Who = Literal["offender's LHO", "offender", "director", "declarer", "offender's RHO"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Option(_Model):
    value: Answer
    label: str
    outcome: str = Field(description="What follows if this option is chosen, with its law.")


class Question(_Model):
    id: str = Field(description="The key of the answer in the record's answers mapping.")
    asks: Who = Field(description="Who answers: an election of a player or a judgement.")
    seat: str | None = Field(None, description="The seat that answers, when a player does.")
    law: str
    text: str
    options: list[Option]
    answer: Answer | None = None


class MustPass(_Model):
    seat: str
    scope: Literal["next-turn", "rest-of-auction"]
    law: str


class LeadRestriction(_Model):
    player: str = Field(description="The player whose lead is restricted.")
    declarer_may: Literal["prohibit", "require", "require-or-prohibit"]
    suit: str = Field(description="A suit letter, or 'any-one-suit-not-bid-by-offender'.")
    duration: str
    law: str
    condition: str | None = None
    offender_named: list[str] = Field(
        default_factory=list,
        description="Suits the offender named in the legal auction (the director confirms "
        "what artificial calls specified).",
    )


class PenaltyCardOut(_Model):
    seat: str
    card: str
    kind: Literal["major", "minor"]
    law: str


class AdjustedScoreReview(_Model):
    law: str
    reason: str


class UnauthorisedInformation(_Model):
    law: str
    whom: str
    what: str


class Rectification(_Model):
    laws: list[str] = Field(default_factory=list, description="Every law section applied.")
    must_pass: list[MustPass] = Field(default_factory=list)
    lead_restrictions: list[LeadRestriction] = Field(default_factory=list)
    penalty_cards: list[PenaltyCardOut] = Field(default_factory=list)
    adjusted_score_review: AdjustedScoreReview | None = None
    unauthorised_information: UnauthorisedInformation | None = None
    cancelled_events: list[int] = Field(
        default_factory=list, description="Events (1-based) cancelled or withdrawn."
    )


class Statement(_Model):
    law: str
    text: str


class Irregularity(_Model):
    kind: str
    law: str
    offender: str
    event: int
    summary: str
    questions: list[Question] = Field(default_factory=list)
    open_questions: list[str] = Field(default_factory=list)
    steps: list[Statement] = Field(default_factory=list)
    rectification: Rectification = Field(default_factory=Rectification)


class AuctionCall(_Model):
    seat: str
    call: str
    event: int | None = None


class ContractOut(_Model):
    level: int
    strain: str
    doubled: int
    declarer: str
    text: str


class Ruling(_Model):
    edition: str
    board: int | None = None
    dealer: str
    vulnerable: str
    irregularities: list[Irregularity]
    auction: list[AuctionCall] = Field(description="The legal auction after rectification.")
    auction_complete: bool
    passed_out: bool = False
    contract: ContractOut | None
    turn: str | None = Field(None, description="Whose turn it is, while the auction goes on.")
    stopped_at: int | None = Field(
        None,
        description="The event at which replay stopped to wait for an open question; the "
        "events from here on depend on its answer.",
    )
