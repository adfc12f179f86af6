"""Double-dummy tricks at the points of a board a director's judgement turns on.

From the start of play, and from the position just before each irregularity of the play
period (the revoke card, the lead out of turn, the claim): the tricks declarer's side
takes with best play by both sides from there, and what each legal card of the player
then to play would have led to. Beside them the ruling's own result, after the Law's
automatic rectification (64A trick transfers, a claim's award). This is information for
the director's judgement (64C, 12C1, 70), never the ruling itself.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from director.dd.solver import Position, solve
from director.errors import DirectorError
from director.model.card import Card
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.ruling import Irregularity, Ruling, TrickOut
    from director.model.deal import Deal
    from director.scoring.contract import ContractResult

__all__ = [
    "LAW_OF_KIND",
    "Alternative",
    "DDReport",
    "Point",
    "analyse",
    "dd_laws",
    "weights_before",
]

# The points analysed: each irregularity kind, and which of the edition's double-dummy laws
# (its edition's ``dd_laws``) the director weighs the figures under there.
LAW_OF_KIND = {
    "revoke": "revoke",
    "claim": "claim",
    "opening-lead-out-of-turn": "lead",
    "face-down-lead-out-of-turn": "lead",
    "lead-out-of-turn": "lead",
    "lead-from-wrong-hand": "lead",
}


def dd_laws(edition: str) -> dict[str, str]:
    """The laws ``edition`` weighs double-dummy figures under (``revoke``, ``claim``,
    ``lead``, ``weights``).

    :raises NoDealError: for a code that gives the director no adjusted score to inform.
    """
    from director.editions import get_edition

    laws = get_edition(edition).dd_laws
    if laws is None:
        raise NoDealError(
            f"double-dummy analysis informs a director's adjusted score; {edition} gives "
            "the director none (its laws rule the auction and the called lead only)"
        )
    return dict(laws)


class NoDealError(DirectorError, ValueError):
    """Double-dummy analysis asked for a board without a full deal or without play."""


@dataclasses.dataclass(frozen=True)
class Alternative:
    """One legal card of the player to play, and declarer's side's tricks on the board
    after it (both sides then playing double dummy)."""

    card: Card
    declarer_tricks: int


@dataclasses.dataclass(frozen=True)
class Point:
    """A position of the play and what double dummy makes of it."""

    label: str  # "start", or the irregularity's kind
    law: str
    irregularity: int | None  # 1-based, as in the ruling
    event: int | None
    trick: int  # the trick in progress at this position
    to_play: Seat
    won_before: int  # tricks declarer's side had already won
    declarer_tricks: int  # on the board, with best play from here
    alternatives: tuple[Alternative, ...]
    claimed: int | None = None  # a claim: declarer's side's tricks if the claim stood
    claimer: Seat | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "label": self.label,
            "law": self.law,
            "irregularity": self.irregularity,
            "event": self.event,
            "trick": self.trick,
            "to_play": self.to_play.letter,
            "won_before": self.won_before,
            "declarer_tricks": self.declarer_tricks,
            "alternatives": [
                {"card": str(a.card), "declarer_tricks": a.declarer_tricks}
                for a in self.alternatives
            ],
            "claimed": self.claimed,
            "claimer": self.claimer.letter if self.claimer is not None else None,
        }


@dataclasses.dataclass(frozen=True)
class DDReport:
    """Double-dummy tricks for declarer's side at the start and at each irregularity."""

    contract: str  # "4H by S"
    declarer: Seat
    strain: str
    start: Point
    points: tuple[Point, ...]
    at_table: int | None  # declarer's side's tricks after the automatic rectification
    laws: tuple[str, ...] = ("64C", "12C1", "70")  # the edition's laws for the judgement
    weights_law: str = "12C1(c)"  # the edition's law for weighting outcomes
    weights_note: str = ""  # who may weight under it, where the law limits it

    @property
    def purpose(self) -> str:
        return f"information for the director's judgement ({', '.join(self.laws)}); not a ruling"

    def to_dict(self) -> dict[str, object]:
        return {
            "solver": "endplay (DDS)",
            "purpose": self.purpose,
            "contract": self.contract,
            "declarer": self.declarer.letter,
            "start": self.start.to_dict(),
            "points": [p.to_dict() for p in self.points],
            "at_table": self.at_table,
        }


def solver_strain(strain: str) -> str:
    """The trump suit the solver plays: royal spades (Auction Bridge 1912, ``RS``) are
    spades as trumps."""
    return "S" if strain == "RS" else strain


def analyse(deal: Deal, ruling: Ruling) -> DDReport:
    """The double-dummy report of a board whose ruling has a contract and a full deal.

    :raises NoDealError: no full deal, or no contract.
    """
    if not deal.is_complete:
        raise NoDealError("double-dummy analysis needs the full deal (all four hands)")
    if ruling.contract is None:
        raise NoDealError("double-dummy analysis needs a contract: the auction has not ended")
    from director.editions import get_edition

    if len(get_edition(ruling.edition).game.seats) != len(Seat):
        raise NoDealError(
            f"double-dummy analysis is for four players in fixed partnerships, not "
            f"{ruling.edition} (three players; the dummy packet sits opposite the declarer)"
        )
    laws = dd_laws(ruling.edition)
    declarer = Seat.parse(ruling.contract.declarer)
    strain = solver_strain(ruling.contract.strain)
    full = {seat: frozenset(hand.cards) for seat in Seat if (hand := deal[seat]) is not None}
    start = _point(full, strain, declarer, ruling.play, None, None, "start", laws["lead"])
    points = [
        _point(full, strain, declarer, ruling.play, irr, n, irr.kind, laws[LAW_OF_KIND[irr.kind]])
        for n, irr in enumerate(ruling.irregularities, start=1)
        if irr.kind in LAW_OF_KIND
    ]
    result = ruling.result
    at_table = result.after_transfer if result is not None else None
    judged = (laws["revoke"], laws["lead"], laws["claim"])
    return DDReport(
        ruling.contract.text, declarer, strain, start, tuple(points), at_table, judged,
        laws["weights"], laws.get("weights_note", ""),
    )  # fmt: skip


def weights_before(
    deal: Deal, ruling: Ruling, irregularity: int
) -> list[tuple[ContractResult, float]]:
    """12C1(c) starting weights at the position just before irregularity ``irregularity``
    (1-based, as in the ruling): each result a legal card of the player then to play leads
    to, weighted by the share of such cards (see :mod:`director.dd.weights`). For the
    director (or the 12C1 walk-through) to edit, never to apply as they stand.

    :raises NoDealError: no full deal or contract, or no double-dummy point there.
    """
    from director.dd.weights import starting_weights
    from director.model.call import Strain

    report = analyse(deal, ruling)
    for point in report.points:
        if point.irregularity == irregularity and ruling.contract is not None:
            c = ruling.contract
            tricks = [a.declarer_tricks for a in point.alternatives]
            return starting_weights(
                c.level, Strain.parse(solver_strain(c.strain)), c.doubled, report.declarer, tricks
            )
    raise NoDealError(
        f"irregularity {irregularity}: not one of the play irregularities double dummy "
        f"analyses ({', '.join(LAW_OF_KIND)})"
    )


def _point(
    full: dict[Seat, frozenset[Card]],
    strain: str,
    declarer: Seat,
    play: list[TrickOut],
    irr: Irregularity | None,
    number: int | None,
    label: str,
    law: str,
) -> Point:
    """The position just before event ``irr.event`` (the start of play without ``irr``)."""
    event = irr.event if irr is not None else None
    hands = dict(full)
    won = 0
    leader = declarer.lho  # the proper opening leader
    trick_no, current = 1, tuple[Card, ...]()
    for trick in play:
        if event is None:  # the start of play
            break
        before = [c for c in trick.cards if c.event is not None and c.event < event]
        if len(before) == len(trick.cards) == 4 and trick.winner is not None:
            for c in trick.cards:
                seat = Seat.parse(c.seat)
                hands[seat] = hands[seat] - {Card.parse(c.card)}
            winner = Seat.parse(trick.winner)
            won += winner.side == declarer.side
            leader, trick_no = winner, trick.number + 1
            continue
        if before:  # the trick in progress: its recorded leader led
            leader = Seat.parse(trick.leader)
            for c in before:
                seat = Seat.parse(c.seat)
                hands[seat] = hands[seat] - {Card.parse(c.card)}
            current = tuple(Card.parse(c.card) for c in before)
            trick_no = trick.number
        break
    position = Position(hands, strain, leader, current)
    left = position.tricks_left
    to_play = position.to_play
    ours = to_play.side == declarer.side
    options = solve(position) if left else []

    def for_declarer(tricks: int) -> int:
        return won + (tricks if ours else left - tricks)

    alternatives = tuple(Alternative(card, for_declarer(t)) for card, t in options)
    best = max((t for _, t in options), default=0)
    claimed = claimer = None
    if irr is not None and irr.rectification.claim is not None:
        claim = irr.rectification.claim
        claimer = Seat.parse(claim.claimer)
        mine = claim.claimed if claimer.side == declarer.side else claim.remaining - claim.claimed
        claimed = won + mine
    return Point(
        label,
        law,
        number,
        event,
        trick_no,
        to_play,
        won,
        for_declarer(best),
        alternatives,
        claimed,
        claimer,
    )
