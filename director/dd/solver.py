"""The double-dummy solver behind ``--dd``: endplay (DDS), imported only when called.

Without endplay installed every entry point raises :class:`SolverUnavailableError`, whose
one-line message says how to install it; the command line turns it into exit code 2.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from director.errors import DirectorError
from director.model.card import Card, Rank, Suit
from director.model.seat import Seat

__all__ = ["INSTALL_HINT", "Position", "SolverUnavailableError", "available", "solve"]

INSTALL_HINT = 'double-dummy analysis needs endplay, an optional extra: pip install "director[dds]"'


class SolverUnavailableError(DirectorError, RuntimeError):
    """endplay (the DDS solver) is not installed."""


@dataclasses.dataclass(frozen=True)
class Position:
    """Cards still held by each player, the trump strain (``S H D C`` or ``NT``), the leader
    of the trick in progress and the cards already played to it, in order from the leader.
    The cards of the trick in progress are no longer in ``hands``."""

    hands: Mapping[Seat, frozenset[Card]]
    strain: str
    leader: Seat
    trick: tuple[Card, ...] = ()

    @property
    def to_play(self) -> Seat:
        seat = self.leader
        for _ in self.trick:
            seat = seat.next
        return seat

    @property
    def tricks_left(self) -> int:
        """Tricks still to be decided, the one in progress included."""
        return (sum(len(h) for h in self.hands.values()) + len(self.trick)) // 4


def _endplay() -> Any:
    try:
        import endplay.dds as dds
        import endplay.types as types
    except ImportError:  # also a broken install: the same one line
        raise SolverUnavailableError(INSTALL_HINT) from None
    return types, dds


def available() -> bool:
    """Whether endplay can be imported here."""
    try:
        _endplay()
    except SolverUnavailableError:
        return False
    return True


_RANKS = "23456789TJQKA"
_SUITS = {
    "spades": Suit.SPADES,
    "hearts": Suit.HEARTS,
    "diamonds": Suit.DIAMONDS,
    "clubs": Suit.CLUBS,
}


def _holding(cards: frozenset[Card], suit: Suit) -> str:
    ranks = sorted((c.rank for c in cards if c.suit is suit), reverse=True)
    return "".join(_RANKS[r - Rank.TWO] for r in ranks)


def solve(position: Position) -> list[tuple[Card, int]]:
    """For each card the player to play may legally play, the tricks his side then takes
    from here on (the trick in progress included), both sides playing double dummy."""
    types, dds = _endplay()
    held = {seat: set(position.hands.get(seat, frozenset())) for seat in Seat}
    seat = position.leader
    for card in position.trick:  # endplay replays the trick from the full hands
        held[seat].add(card)
        seat = seat.next
    suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    pbn = "N:" + " ".join(
        ".".join(_holding(frozenset(held[s]), suit) for suit in suits) for s in Seat
    )
    deal = types.Deal(pbn)
    deal.trump = types.Denom.find(position.strain.lower().replace("nt", "n"))
    deal.first = types.Player.find(position.leader.letter.lower())
    for card in position.trick:
        deal.play(str(card))
    out: list[tuple[Card, int]] = []
    for ep_card, tricks in dds.solve_board(deal):
        suit = _SUITS[ep_card.suit.name]
        out.append((Card(suit, Rank(_RANKS.index(ep_card.rank.abbr) + 2)), int(tricks)))
    return out
