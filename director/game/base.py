"""What a card game's code fixes before any irregularity: the players and partnerships, the
deck, the calls and their order, who declares, the trick rules and the score of a hand.

:class:`Game` holds the shape every game here shares (four hands of thirteen cards, a dealer
who calls first, calls in clockwise rotation, an auction closed by passes, one trump suit or
none, the declarer the first of his side to name the denomination) and leaves to each game
what no two codes share: the order of the bids and how the hand is scored. A game is a
stateless value: the table (:mod:`director.engine.table`) keeps the state and asks its game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import ClassVar

from director.model.board import Vulnerability
from director.model.call import Bid, Call, Double, Pass, Redouble, Strain
from director.model.card import Suit
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trump_suit
from director.scoring.contract import ContractResult
from director.scoring.three_hand_auction import PlayerItem

__all__ = ["Calls", "Game", "HandScore", "last_action"]

Calls = Sequence[tuple[Seat, Call]]


@dataclasses.dataclass(frozen=True)
class HandScore:
    """A hand's score: the declaring side's points, and each side's (``NS``, ``EW``); in a
    game of players each for himself (three-handed Auction), each player's points
    (``players``: N, E, S) and the items that make them, ``sides`` then empty."""

    declarer_side: int
    sides: dict[str, int]
    players: dict[str, int] | None = None
    items: tuple[PlayerItem, ...] = ()


class Game:
    """A game as its code defines it; subclasses override only what differs."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""

    # Players and partnerships: the seats in rotation, and whether partners are fixed
    # (North-South against East-West) or formed by the auction.
    seats: ClassVar[tuple[Seat, ...]] = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
    fixed_partnerships: ClassVar[bool] = True

    # The deck and the deal.
    deck_size: ClassVar[int] = 52
    hand_size: ClassVar[int] = 13

    # Calls: the denominations from lowest to highest, the highest level, whether the dealer
    # may open with a pass.
    denominations: ClassVar[tuple[str, ...]] = ("C", "D", "H", "S", "NT")
    max_level: ClassVar[int] = 7
    dealer_may_pass: ClassVar[bool] = True

    # Whether the score depends on vulnerability (Auction Bridge knows none).
    vulnerability: ClassVar[bool] = True

    # Tricks: how many the declaring side must win before they count ("the book"), and
    # whether the tool replays the play of this game.
    book: ClassVar[int] = 6
    plays: ClassVar[bool] = True

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"

    # ----------------------------------------------------------- players
    def next_seat(self, seat: Seat) -> Seat:
        """Who calls or plays after ``seat`` (clockwise rotation)."""
        return seat.lho

    def previous_seat(self, seat: Seat) -> Seat:
        """Who called or played before ``seat`` (his right-hand opponent at four)."""
        return seat.rho

    def partner(self, seat: Seat) -> Seat | None:
        """``seat``'s partner for the whole hand, or None when partners are not fixed."""
        return seat.partner if self.fixed_partnerships else None

    def are_opponents(self, a: Seat, b: Seat) -> bool:
        return a.is_opponent_of(b)

    # ------------------------------------------------------------- calls
    def has_denomination(self, bid: Bid) -> bool:
        """Whether the game knows ``bid``'s denomination (royal spades are not everywhere)."""
        return bid.denomination in self.denominations

    def is_legal_level(self, bid: Bid) -> bool:
        return 1 <= bid.level <= self.max_level

    def outranks(self, bid: Bid, other: Bid | None) -> bool:
        """True when ``bid`` supersedes ``other`` (any bid supersedes none)."""
        raise NotImplementedError

    def to_overcall(self, calls: Calls) -> Bid | None:
        """The bid a new bid must supersede: the last bid (None: no bid yet)."""
        last = next((c for _, c in reversed(calls) if isinstance(c, Bid)), None)
        return last

    def lowest_sufficient(self, strain: Strain, last: Bid | None, royal: bool = False) -> Bid:
        """The cheapest bid in ``strain`` (royal spades: ``royal``) that supersedes ``last``."""
        level = 1
        while not self.outranks(Bid(level, strain, royal), last):
            level += 1
        return Bid(level, strain, royal)

    def can_double(self, calls: Calls, seat: Seat) -> bool:
        """Only the last bid, made by an opponent, with only passes since."""
        last = last_action(calls)
        return last is not None and isinstance(last[1], Bid) and self.are_opponents(last[0], seat)

    def can_redouble(self, calls: Calls, seat: Seat) -> bool:
        """Only the last double, made by an opponent, with only passes since."""
        last = last_action(calls)
        return (
            last is not None and isinstance(last[1], Double) and self.are_opponents(last[0], seat)
        )

    def is_admissible(self, calls: Calls, seat: Seat, call: Call) -> bool:
        if isinstance(call, Double):
            return self.can_double(calls, seat)
        if isinstance(call, Redouble):
            return self.can_redouble(calls, seat)
        return True

    def call_irregularity(self, calls: Calls, dealer: Seat, seat: Seat, call: Call) -> str | None:
        """The kind of an irregularity this game's code alone knows, for ``call`` made in
        turn by ``seat`` (None: none)."""
        return None

    def is_complete(self, calls: Calls) -> bool:
        """The auction ends when every other player has passed the last bid in rotation or,
        with no bid, when every player has passed."""
        passes = 0
        for _, call in reversed(calls):
            if not isinstance(call, Pass):
                break
            passes += 1
        if not any(isinstance(c, Bid) for _, c in calls):
            return passes >= len(self.seats)
        return passes >= len(self.seats) - 1

    def declarer(self, calls: Calls, seat: Seat, bid: Bid) -> Seat:
        """Who plays the hand when ``seat`` made the final bid ``bid``: the player of his side
        who first named its denomination (contract bridge, and Auction Bridge's Law 46)."""
        return next(
            s
            for s, c in calls
            if isinstance(c, Bid) and c.denomination == bid.denomination and s.side == seat.side
        )

    # ------------------------------------------------------------ tricks
    def play_seating(self, declarer: Seat) -> dict[Seat, Seat]:
        """Who holds each place of the play (the four positions of the trick rules, declarer
        and dummy opposite): position -> the seat whose cards are played there. The players
        keep their own seats here; a game whose partners are made by the auction moves them
        (three-handed Auction, L8)."""
        return {seat: seat for seat in Seat}

    def trump(self, strain: Strain) -> Suit | None:
        """The trump suit of a contract in ``strain`` (None: no trumps)."""
        return trump_suit(strain)

    # ----------------------------------------------------------- scoring
    def score(
        self,
        result: ContractResult,
        vulnerable: Vulnerability,
        *,
        royal: bool = False,
        calls: Calls = (),
        deal: Deal | None = None,
    ) -> HandScore:
        """The score of a hand played (or passed out) as ``result``; ``royal``: the contract
        is in royal spades; ``calls``: the auction that reached it; ``deal``: the hands (for
        a game that scores honours)."""
        raise NotImplementedError


def last_action(calls: Calls) -> tuple[Seat, Call] | None:
    """The last call that is not a pass, with its seat."""
    for seat, call in reversed(calls):
        if not isinstance(call, Pass):
            return seat, call
    return None
