"""The play period's state: hands, tricks, penalty cards and restrictions (Laws 41-67).

Pure bookkeeping: what the cards are and who holds them. The :mod:`play_driver` decides
what is irregular and hands it to a rule.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Literal

from director.engine.auction import Contract
from director.model.card import Card, Rank, Suit
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trick_winner

if TYPE_CHECKING:
    from director.engine.context import Context

__all__ = [
    "LeadRule",
    "PenaltyCard",
    "PlayRule",
    "PlayState",
    "Played",
    "Revoke",
    "StatedTricks",
    "Trick",
]


@dataclasses.dataclass
class Played:
    seat: Seat
    card: Card
    event: int


@dataclasses.dataclass
class Trick:
    number: int
    leader: Seat
    cards: list[Played] = dataclasses.field(default_factory=list)
    winner: Seat | None = None
    face_down: bool = False  # the opening lead lies face down (Law 41A)
    omitted: list[Seat] = dataclasses.field(default_factory=list)  # no card played (67)
    stated: bool = False  # not played in the record: its winner's side as the director said

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].card.suit if self.cards else None

    def played_by(self, seat: Seat) -> Played | None:
        return next((p for p in self.cards if p.seat == seat), None)

    @property
    def complete(self) -> bool:
        return len(self.cards) + len(self.omitted) >= 4


@dataclasses.dataclass
class PenaltyCard:
    seat: Seat
    card: Card
    major: bool
    law: str


@dataclasses.dataclass
class LeadRule:
    """A lead requirement or prohibition chosen by declarer (50D2, 51B, 54D, 56B)."""

    seat: Seat
    suit: Suit
    mode: Literal["require", "prohibit"]
    law: str
    trick: int  # the trick at which it was chosen
    until_loses_lead: bool


@dataclasses.dataclass
class PlayRule:
    """Declarer's choice under 57A for the offender's partner's play to one trick."""

    seat: Seat
    trick: int
    mode: Literal["highest", "lowest", "play-suit", "not-suit"]
    suit: Suit | None
    law: str


@dataclasses.dataclass(frozen=True)
class StatedTricks:
    """What the director stated of a revoke's tricks, the cards unknown: who won the revoke
    trick, and how many tricks the offending side won after it."""

    won_by: Seat
    after: int


@dataclasses.dataclass
class Revoke:
    ctx: Context
    seat: Seat
    card: Card | None  # None: a revoke stated without its card
    trick: int
    kind: Literal["follow-suit", "restriction", "penalty-card"]
    suit: Suit | None = None  # the suit the player failed to follow or play
    established: bool = False
    established_by: str | None = None  # law of establishment (63A1 ...)
    corrected: bool = False
    stated: StatedTricks | None = None  # the tricks as the director stated them

    @property
    def played(self) -> Card:
        """The revoke card on the table (a revoke stated without its card ends the record,
        so nothing that moves cards meets one)."""
        assert self.card is not None, "a revoke stated without its card"
        return self.card


class PlayState:
    """Cards, tricks and obligations from the opening lead to the end of play."""

    def __init__(self, contract: Contract, deal: Deal | None, trump: Suit | None) -> None:
        """``trump``: the contract's trump suit by the rules of the game (None: no trumps)."""
        self.contract = contract
        self.declarer = contract.declarer
        self.trump = trump
        self.deal = deal
        self.original: dict[Seat, frozenset[Card]] = {}
        if deal is not None:
            for seat in Seat:
                hand = deal[seat]
                if hand is not None:
                    self.original[seat] = frozenset(hand)
        self.played: dict[Seat, set[Card]] = {s: set() for s in Seat}
        self.tricks: list[Trick] = []
        self.current = Trick(1, self.declarer.lho)
        self.penalty: list[PenaltyCard] = []
        self.penalty_gone: dict[tuple[Seat, Card], str] = {}  # how each left the table
        self.lead_rules: list[LeadRule] = []
        self.play_rules: list[PlayRule] = []
        self.revokes: list[Revoke] = []
        self.pending: dict[Seat, Played] = {}  # premature plays held until their turn (57)
        self.ended = False  # a claim or concession ended play
        self.stated_made: int | None = None  # declarer's tricks as stated, the cards unknown

    # --------------------------------------------------------------- roles
    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    def is_declaring_side(self, seat: Seat) -> bool:
        return seat in (self.declarer, self.dummy)

    def swap_declarer(self) -> None:
        """Law 54A: declarer spreads his hand and becomes dummy."""
        self.declarer = self.declarer.partner

    # --------------------------------------------------------------- cards
    def knows(self, seat: Seat) -> bool:
        return seat in self.original

    def holding(self, seat: Seat) -> set[Card] | None:
        """The cards the player still holds (penalty cards included); ``None`` if unknown."""
        if seat not in self.original:
            return None
        return set(self.original[seat]) - self.played[seat]

    def owner(self, card: Card) -> Seat | None:
        return next((s for s, h in self.original.items() if card in h), None)

    def has_suit(self, seat: Seat, suit: Suit) -> bool | None:
        held = self.holding(seat)
        if held is None:
            return None
        return any(c.suit is suit for c in held)

    @property
    def trick_number(self) -> int:
        return self.current.number

    @property
    def turn(self) -> Seat:
        trick = self.current
        if not trick.cards and trick.leader not in trick.omitted:
            return trick.leader
        seat = trick.cards[-1].seat.lho if trick.cards else trick.leader.lho
        while seat in trick.omitted:  # a player who failed to play (67) is passed over
            seat = seat.lho
        return seat

    @property
    def finished(self) -> bool:
        return len(self.tricks) == 13 or self.ended

    # --------------------------------------------------------------- moves
    def add(self, seat: Seat, card: Card, event: int) -> Trick | None:
        """Put a card on the current trick; return the trick if this completed it."""
        self.current.cards.append(Played(seat, card, event))
        self.played[seat].add(card)
        if any(p.seat == seat and p.card == card for p in self.penalty):
            self.penalty_gone[(seat, card)] = f"played to trick {self.current.number}"
        self.penalty = [p for p in self.penalty if not (p.seat == seat and p.card == card)]
        if not self.current.complete:
            return None
        return self.close_trick()

    def close_trick(self) -> Trick:
        trick = self.current
        trick.winner = trick_winner([(p.seat, p.card) for p in trick.cards], self.trump)
        self.tricks.append(trick)
        self.current = Trick(trick.number + 1, trick.winner)
        self.lead_rules = [
            r for r in self.lead_rules if r.until_loses_lead and r.seat == trick.winner
        ]
        return trick

    def take_back(self, seat: Seat, card: Card) -> Trick | None:
        """Remove a card from the trick it was played to (current or last completed).
        Returns the trick it was taken from."""
        reopenable = [] if self.current.cards else self.tricks[-1:]
        for trick in (self.current, *reopenable):
            played = trick.played_by(seat)
            if played is not None and played.card == card:
                trick.cards.remove(played)
                self.played[seat].discard(card)
                if trick is not self.current:  # reopen a completed trick
                    self.tricks.remove(trick)
                    trick.winner = None
                    self.current = trick
                return trick
        return None

    def replace(self, seat: Seat, old: Card, new: Card, event: int) -> None:
        """Law 62B: put ``new`` in the place of ``old`` on the trick it was played to; a
        completed trick's winner is computed again."""
        for trick in (self.current, *self.tricks):
            for i, p in enumerate(trick.cards):
                if p.seat == seat and p.card == old:
                    trick.cards[i] = Played(seat, new, event)
                    self.played[seat].discard(old)
                    self.played[seat].add(new)
                    if trick.complete:
                        trick.winner = trick_winner(
                            [(q.seat, q.card) for q in trick.cards], self.trump
                        )
                        if trick is self.tricks[-1] and not self.current.cards:
                            self.current.leader = trick.winner
                    return
        raise KeyError(old)

    def swap_last_two(self, seat: Seat, twelfth: Card, event: int) -> None:
        """62D1 after trick 13: ``seat`` puts ``twelfth`` (his card to trick 13) on trick 12
        and the card it replaces on trick 13, which is then played again - led by the winner
        of trick 12, each player's last card (the card of the 13th trick is forced)."""
        t12, t13 = self.tricks[11], self.tricks[12]
        i12 = next(i for i, p in enumerate(t12.cards) if p.seat == seat)
        i13 = next(i for i, p in enumerate(t13.cards) if p.seat == seat)
        old = t12.cards[i12].card
        t12.cards[i12] = Played(seat, twelfth, event)
        t13.cards[i13] = Played(seat, old, event)
        self.replay_last_trick()

    def replay_last_trick(self) -> None:
        """Trick 12's winner is computed again and leads trick 13, whose four cards (the last
        of each hand) are put in rotation from him and its winner computed again."""
        t12, t13 = self.tricks[11], self.tricks[12]
        t12.winner = trick_winner([(q.seat, q.card) for q in t12.cards], self.trump)
        assert t12.winner is not None
        order = [t12.winner, t12.winner.lho, t12.winner.partner, t12.winner.rho]
        by_seat = {p.seat: p for p in t13.cards}
        t13.leader = t12.winner
        t13.cards = [by_seat[s] for s in order if s in by_seat]
        t13.winner = trick_winner([(q.seat, q.card) for q in t13.cards], self.trump)
        self.current.leader = t13.winner or self.current.leader

    def play_stated(self, played: int, declaring_won: int, leader: Seat) -> None:
        """The play before a claim stated without its cards: ``played`` tricks, of which
        declarer's side won ``declaring_won``, each known only by its winner's side; the
        hands at that point are then not known (whatever the deal), and ``leader`` is on
        lead to the next trick."""
        defender = self.declarer.lho
        for number in range(1, played + 1):
            winner = self.declarer if number <= declaring_won else defender
            self.tricks.append(Trick(number, winner, winner=winner, stated=True))
        if played:
            self.original = {}
        self.current = Trick(played + 1, leader)

    def lead_suit_restriction(self, seat: Seat) -> list[LeadRule]:
        return [r for r in self.lead_rules if r.seat == seat]

    def penalty_of(self, seat: Seat) -> list[PenaltyCard]:
        return [p for p in self.penalty if p.seat == seat]

    def add_penalty(self, seat: Seat, card: Card, major: bool, law: str) -> None:
        self.penalty.append(PenaltyCard(seat, card, major, law))
        mine = self.penalty_of(seat)
        if len(mine) > 1:  # Law 50B: two or more penalty cards are all major
            for p in mine:
                p.major = True

    def pick_up(self, seat: Seat, suit: Suit, law: str = "") -> list[Card]:
        cards = [p.card for p in self.penalty if p.seat == seat and p.card.suit is suit]
        for card in cards:
            self.penalty_gone[(seat, card)] = f"picked up ({law})" if law else "picked up"
        self.penalty = [p for p in self.penalty if not (p.seat == seat and p.card.suit is suit)]
        return cards

    # ------------------------------------------------------------- counting
    def side_of(self, seat: Seat) -> str:
        return seat.side

    def tricks_won(self, side: str, from_trick: int = 1) -> int:
        return sum(
            1
            for t in self.tricks
            if t.number >= from_trick and t.winner is not None and t.winner.side == side
        )

    def declarer_tricks(self) -> int:
        if self.stated_made is not None:
            return self.stated_made
        return self.tricks_won(self.declarer.side)

    def revoke_counts(
        self, r: Revoke, credited: dict[str, int]
    ) -> tuple[int, int, Seat | None, bool]:
        """What Law 64 reads of the play for revoke ``r``: the tricks the offending side won
        from the revoke trick on and after it (``credited``: a claim's, counted as won after
        it), who won the revoke trick, and whether that trick was completed (a claim may
        have ended it) - from the cards, or as the director stated them."""
        side = r.seat.side
        if r.stated is not None:
            later = r.stated.after
            won = r.stated.won_by.side == side
            return later + (1 if won else 0), later, r.stated.won_by, True
        won_from = self.tricks_won(side, r.trick) + credited.get(side, 0)
        later = self.tricks_won(side, r.trick + 1) + credited.get(side, 0)
        trick = next((t for t in self.tricks if t.number == r.trick), None)
        return won_from, later, None if trick is None else trick.winner, trick is not None


def is_honour(card: Card) -> bool:
    return card.rank >= Rank.TEN
