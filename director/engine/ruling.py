"""A ruling as data: pydantic models, printed as JSON and as a JSON Schema
(``director schema ruling``). Every statement cites its law section."""

# No ``from __future__ import annotations`` here: pydantic would then evaluate each field's
# annotation from its string when the classes are built (some 6 ms at the first replay).
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

__all__ = [
    "AdjustedOutcome",
    "AdjustedScore",
    "AdjustedScoreReview",
    "AuctionCall",
    "CallMade",
    "ClaimOut",
    "ContractOut",
    "DeclarerChange",
    "FieldScore",
    "FieldUsed",
    "HonourPoints",
    "Irregularity",
    "LeadRestriction",
    "MustPass",
    "Offer",
    "Option",
    "PenaltyCardOut",
    "PlayRestrictionOut",
    "PlayerScoreItem",
    "Poll",
    "PollAction",
    "Question",
    "Rectification",
    "ResultOut",
    "Ruling",
    "ScoreOut",
    "SideScore",
    "Statement",
    "TableView",
    "TrickOut",
    "TrickTransfer",
    "UnauthorisedInformation",
]

Answer = bool | str
Who = Literal[
    "offender's LHO",
    "offender",
    "director",
    "declarer",
    "offender's RHO",
    "defenders",
    "opponents",
    "offender's partner",
    "other players",  # both players other than the offender (three-handed Auction, L5)
    "player",  # the one player named by the question's seat (three-handed Auction, L6, L10)
]


def _list() -> list[Any]:
    """A new empty list, the default of a list field. Not ``list`` itself: pydantic reads a
    default factory's signature, and the built-in's it would parse from text (Python's
    tokenizer, some 5 ms at the first replay for this module's fields)."""
    return []


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Option(_Model):
    value: Answer
    label: str
    outcome: str = Field(description="What follows if this option is chosen, with its law.")


class PollAction(_Model):
    action: str
    considered: int = Field(description="Players polled who seriously considered it.")
    chose: int = Field(description="Players polled who chose it.")


class Poll(_Model):
    """A poll the director recorded for a logical-alternative judgement (16B1(b)): shown
    beside the question; the finding stays the director's."""

    asked: int = Field(description="How many players were polled.")
    actions: list[PollAction]
    text: str


class Offer(_Model):
    """Starting outcomes and weights the tool proposes for a 12C1(c) weighted score: a
    proposal only, the weights are the director's judgement."""

    outcomes: str = Field(description="The proposed outcomes, e.g. '3S+1 by S 20%, 4S= by S 80%'.")
    source: Literal["poll", "double-dummy"]
    basis: str = Field(description="How each weight was found (the poll's choices, the cards).")
    accepted: bool | None = Field(
        None, description="Whether the director accepted it (else he typed his own weights)."
    )


class Question(_Model):
    id: str = Field(description="The key of the answer in the record's answers mapping.")
    asks: Who = Field(description="Who answers: an election of a player or a judgement.")
    seat: str | None = Field(None, description="The seat that answers, when a player does.")
    law: str
    text: str
    options: list[Option]
    expects: str | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="A question answered in words rather than by an option (options is then "
        "empty): what the answer gives, with an example.",
    )
    poll: Poll | None = Field(default=None, exclude_if=lambda v: v is None)
    offered: Offer | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="A proposal the director accepts (yes, or Enter) or replaces by his own.",
    )
    shown: list[str] = Field(
        default_factory=_list,
        exclude_if=lambda v: not v,
        description="What the answer is decided from, shown before the question (a claim's "
        "statement, the cards each side holds, the trumps out and Law 70's guidance).",
    )
    answer: Answer | None = None


class MustPass(_Model):
    seat: str
    scope: Literal[
        "next-turn",
        "rest-of-auction",
        "until-adversary-bids-or-doubles",
        "no-double-until-new-declaration",
    ]
    law: str


class LeadRestriction(_Model):
    player: str = Field(description="The player whose lead is restricted.")
    declarer_may: Literal["prohibit", "require", "require-or-prohibit"]
    suit: str = Field(
        description="A suit letter, 'any-one-suit-not-bid-by-offender', or 'any-one-suit' "
        "(declarer names it: a lead called, Auction Bridge 1912 Law 51)."
    )
    duration: str
    law: str
    condition: str | None = None
    trick: int | None = Field(default=None, description="The trick of a play-period choice.")
    offender_named: list[str] = Field(
        default_factory=_list,
        description="Suits the offender named in the legal auction (the director confirms "
        "what artificial calls specified).",
    )


class PlayRestrictionOut(_Model):
    """Declarer's choice under 57A for the offender's partner's play to one trick."""

    player: str
    trick: int
    must: Literal["highest-of-suit-led", "lowest-of-suit-led", "play-suit", "not-play-suit"]
    suit: str | None = None
    law: str


class TrickTransfer(_Model):
    tricks: int
    from_side: str
    to_side: str
    law: str


class DeclarerChange(_Model):
    was: str
    now: str
    law: str


class ClaimOut(_Model):
    claimer: str
    concession: bool
    remaining: int = Field(description="Tricks still to play when the claim was made.")
    claimed: int = Field(description="Of the remaining tricks, how many the claimer's side claims.")
    statement: str = ""
    position: dict[str, str] = Field(
        default_factory=dict, description="The cards each player held (PBN suit order S.H.D.C)."
    )
    outcome: Literal["agreed", "disputed", "played-on", "withdrawn", "not-a-claim", "open"] = "open"
    awarded: int | None = Field(
        default=None, description="Remaining tricks credited to the claimer's side."
    )
    stated: list[str] = Field(
        default_factory=_list,
        exclude_if=lambda v: not v,
        description="For a claim stated without the play: the facts the director gave in "
        "place of the cards (the tricks left, the tricks each side had won).",
    )


class PenaltyCardOut(_Model):
    seat: str
    card: str
    kind: Literal["major", "minor"]
    law: str
    condition: str | None = Field(
        default=None,
        description="A card exposed in the auction is a penalty card only if its owner "
        "becomes a defender (24E): the condition, until the contract is known.",
    )
    ended: str | None = Field(
        default=None,
        description="How the card left the table, if it did: 'played to trick N' or "
        "'picked up (50D2(a))'; null while it lies face up.",
    )


class AdjustedScoreReview(_Model):
    law: str
    reason: str


class Statement(_Model):
    law: str
    text: str


class AdjustedOutcome(_Model):
    result: str = Field(description="A result reachable in a legal manner, e.g. 4S-1 by S.")
    weight: float = Field(description="Percent (100 for an assigned score of one result).")
    ns: int = Field(description="North-South's Law 77 score for it (East-West's is -ns).")


class FieldScore(_Model):
    """One side's adjusted score against the field, in its own units."""

    matchpoints: float | None = None
    top: int | None = None
    percent: float | None = None
    imps: float | None = None
    text: str


class FieldUsed(_Model):
    """The board's other results an adjusted score was scored against."""

    source: str = Field(description="The hand-record file they were read from.")
    board: int
    scoring: Literal["mp", "imp"]
    results: list[str] = Field(description="Each other table's result and NS score.")
    against: str = Field(description="What each side's score is compared with, in words.")


class SideScore(_Model):
    """What one side is awarded: its own points (its point of view), by Law 77, or an
    artificial score (12C2(a))."""

    side: Literal["NS", "EW"]
    role: Literal["offending", "non-offending"]
    law: str
    outcomes: list[AdjustedOutcome] = Field(default_factory=_list)
    points: float | None = Field(None, description="The side's own score in points.")
    artificial: str | None = Field(None, description="avg+, avg or avg- (12C2(a)).")
    amount: str | None = Field(
        None,
        description="An artificial score in the side's own units: 'at most 40%', '63.5%' "
        "(12C2(c)), '-3 IMPs'; both units when the event's are not given.",
    )
    text: str
    field: FieldScore | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="The side's score against the board's other results (--field).",
    )


class AdjustedScore(_Model):
    """An adjusted score (Law 12C): assigned (one result, 12C1(b)), weighted (12C1(c)) or
    artificial (12C1(d), 12C2(a)), given per side; under 12C1(e) the two sides' scores are
    worked out separately and need not balance."""

    kind: Literal["assigned", "weighted", "artificial"]
    law: str
    table_result: str | None = Field(None, description="The result obtained at the table.")
    table_ns: int | None = None
    sides: list[SideScore] = Field(description="The offending side first.")
    balanced: bool | None = Field(
        None, description="Whether the two sides' points are equal and opposite."
    )
    notes: list[Statement] = Field(default_factory=_list)
    field: FieldUsed | None = Field(default=None, exclude_if=lambda v: v is None)


class UnauthorisedInformation(_Model):
    law: str
    whom: str
    what: str


class HonourPoints(_Model):
    """Points a code gives a player in his honour column for another's irregularity
    (three-handed Auction: 50 or 100 to *each* other player, laws 5, 9, 10)."""

    seat: str = Field(description="The player who scores them (N, E or S).")
    points: int
    law: str


class Rectification(_Model):
    laws: list[str] = Field(default_factory=_list, description="Every law section applied.")
    must_pass: list[MustPass] = Field(default_factory=_list)
    lead_restrictions: list[LeadRestriction] = Field(default_factory=_list)
    penalty_cards: list[PenaltyCardOut] = Field(default_factory=_list)
    adjusted_score_review: AdjustedScoreReview | None = None
    adjusted_score: AdjustedScore | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="The adjusted score the director awarded (Law 12C), per side.",
    )
    unauthorised_information: UnauthorisedInformation | None = None
    cancelled_events: list[int] = Field(
        default_factory=_list, description="Events (1-based) cancelled or withdrawn."
    )
    play_restrictions: list[PlayRestrictionOut] = Field(default_factory=_list)
    trick_transfer: TrickTransfer | None = None
    declarer_change: DeclarerChange | None = None
    claim: ClaimOut | None = None
    honour_points: list[HonourPoints] = Field(
        default_factory=_list,
        exclude_if=lambda v: not v,
        description="Points a player scores in his honour column for another's "
        "irregularity (three-handed Auction: 50 or 100 to each other player).",
    )


class ElectionSource(_Model):
    title: str
    url: str | None = None
    says: str = Field(description="Our summary of what the source says.")


class ElectionApplied(_Model):
    """A Regulating Authority's election that this ruling applied (the selected regulator
    profile's entry under ``ref``), with its source or why none was found."""

    profile: str = Field(description="The regulator profile, e.g. acbl.")
    profile_title: str
    ref: str = Field(description="The law section of the election, e.g. 12C2.")
    law: str = Field(description="The step of the ruling that applied it.")
    topic: str
    status: Literal["elected", "default", "unknown", "not-open"]
    choice: str
    values: dict[str, float] = Field(default_factory=dict)
    source: ElectionSource | None = None
    unsourced: str | None = None


class Irregularity(_Model):
    kind: str
    law: str
    offender: str
    event: int
    summary: str
    questions: list[Question] = Field(default_factory=_list)
    open_questions: list[str] = Field(default_factory=_list)
    steps: list[Statement] = Field(default_factory=_list)
    rectification: Rectification = Field(default_factory=Rectification)
    elections: list[ElectionApplied] = Field(
        default_factory=_list,
        exclude_if=lambda v: not v,
        description="The regulator profile's elections this ruling applied (only with a "
        "regulator chosen: --regulator, DIRECTOR_REGULATOR or the config file).",
    )
    not_ruled: str | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="The section under which this tool does not rule the irregularity in "
        "this edition: the replay stops here and the director applies it himself.",
    )


class PendingOption(_Model):
    choice: str = Field(description="What the player may do.")
    outcome: str = Field(description="What follows from it, with its law.")


class PendingOut(_Model):
    """An action at the table the ruling waits for (the director states the options first)."""

    irregularity: int = Field(description="The irregularity (1-based) whose rule waits.")
    seat: str
    awaits: Literal["call", "lead", "play"]
    law: str
    text: str
    options: list[PendingOption] = Field(default_factory=_list)


class AuctionCall(_Model):
    seat: str
    call: str
    event: int | None = None


class CallMade(_Model):
    """A call as it was made at the table, with what became of it (the text's auction grid
    strikes out the cancelled and withdrawn ones)."""

    seat: str
    call: str = Field(description="As shown (a symbol where the call has one).")
    event: int
    status: str = Field(default="legal", description="legal, cancelled, withdrawn or unruled.")


class TableView(_Model):
    """What the text shows of the table beside the ruling, so that a renderer needs the
    ruling alone: the game's players, whether it scores vulnerability, the hands and every
    call as made. Not part of the JSON (``Ruling.table`` is excluded)."""

    seats: list[str] = Field(description="The game's players in rotation (N E S W, or N E S).")
    vulnerability: bool = Field(default=True, description="Whether the game scores vulnerability.")
    hands: dict[str, str | None] = Field(
        default_factory=dict,
        description="Each seat's hand (PBN suit order S.H.D.C) in N E S W order; empty "
        "without a deal.",
    )
    calls: list[CallMade] = Field(default_factory=_list)
    vulnerability_assumed: bool = Field(
        default=False,
        description="The record states no vulnerability (nor a board number for Law 2's "
        "rotation): the one replayed is an assumption (set by whoever read the record).",
    )


class ContractOut(_Model):
    level: int
    strain: str = Field(description="C, D, H, S or NT; RS: royal spades (Auction Bridge 1912).")
    doubled: int
    declarer: str
    text: str


class PlayedCardOut(_Model):
    seat: str
    card: str
    event: int | None = None


class TrickOut(_Model):
    number: int
    leader: str
    cards: list[PlayedCardOut]
    winner: str | None = None


class ResultOut(_Model):
    declarer: str = Field(description="The player who played the contract (after any 54A).")
    tricks_played: int
    won_in_play: int = Field(description="Tricks won by declarer's side in the tricks played.")
    claimed: int | None = Field(
        default=None, description="Remaining tricks credited to declarer's side by a claim."
    )
    complete: bool = Field(description="All 13 tricks are accounted for.")
    before_transfer: int | None = None
    transfers: list[TrickTransfer] = Field(default_factory=_list)
    after_transfer: int | None = None
    notes: list[Statement] = Field(default_factory=_list)


class PlayerScoreItem(_Model):
    """One line of a hand's score: who scores it (three-handed Auction, 12, 13: a player;
    Auction Bridge 1912, 47/48: a side), in which column."""

    seat: str = Field(
        description="Who scores it: the player (N, E or S, three-handed Auction) or the side "
        "(NS or EW, Auction Bridge 1912)."
    )
    label: str
    points: int
    law: str
    column: str = Field(description="trick or honour.")


class ScoreOut(_Model):
    contract: str
    declarer: str
    tricks: int
    vulnerable: bool
    result: str = Field(description="E.g. 4HX-2.")
    declarer_side: int
    ns: int | None = Field(
        default=None, exclude_if=lambda v: v is None, description="None: no sides (players)."
    )
    ew: int | None = Field(default=None, exclude_if=lambda v: v is None)
    law: str = ""  # the edition's scoring law (citations.score)
    items: list[PlayerScoreItem] = Field(
        default_factory=_list,
        exclude_if=lambda v: not v,
        description="Each item with its law and column: each player's (three-handed "
        "Auction), each side's (Auction Bridge 1912).",
    )
    players: dict[str, int] | None = Field(
        default=None,
        exclude_if=lambda v: v is None,
        description="Each player's own score for the hand (a game of players each for "
        "himself, e.g. three-handed Auction: N, E, S), the honour points of the rulings "
        "included.",
    )


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
    pending: PendingOut | None = Field(
        None,
        description="A call, lead or play the ruling waits for (the ruling is a draft until "
        "it is made).",
    )
    not_played: str | None = Field(
        None,
        description="The law section under which the board is not played on and the director "
        "awards an adjusted score instead (e.g. 15A2(a)).",
    )
    new_deal: str | None = Field(
        None,
        description="The law under which the cards are dealt again (a code that allows it, "
        "e.g. Auction Bridge 1912 Law 49): this deal is not played.",
        exclude_if=lambda v: v is None,
    )
    play: list[TrickOut] = Field(default_factory=_list, description="Tricks, in order.")
    result: ResultOut | None = None
    score: ScoreOut | None = None
    stopped_at: int | None = Field(
        None,
        description="The event at which replay stopped to wait for an open question; the "
        "events from here on depend on its answer.",
    )
    table: SkipJsonSchema[TableView | None] = Field(
        None,
        exclude=True,
        description="The table as the text shows it (not in the JSON); None for a ruling "
        "read back from JSON.",
    )

    def not_ruled(self) -> Irregularity | None:
        """The irregularity the replay stopped at because this tool does not rule it (or a
        step of it) under the edition: the director applies its law himself; ``None`` when
        the replay did not stop so."""
        return next((i for i in self.irregularities if i.not_ruled is not None), None)
