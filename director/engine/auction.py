"""The legal auction: calls that stand, in order, and what follows from them by the rules of
its game (:mod:`director.game`: the order of bids, the end of the auction, who declares)."""

from __future__ import annotations

import dataclasses

from director.game import CONTRACT_BRIDGE, Game
from director.model.call import Bid, Call, Double, Pass, Redouble, Strain
from director.model.seat import Seat

__all__ = ["Auction", "Contract"]


@dataclasses.dataclass(frozen=True)
class Contract:
    level: int
    strain: Strain
    doubled: int  # 0, 1 (doubled) or 2 (redoubled)
    declarer: Seat
    royal: bool = False  # royal spades (Auction Bridge, 1912)

    def __str__(self) -> str:
        letters = "RS" if self.royal else self.strain.letter
        return f"{self.level}{letters}{'X' * self.doubled} by {self.declarer.letter}"


@dataclasses.dataclass
class Auction:
    """The calls that stand, each with the seat that made it, in ``game``."""

    dealer: Seat
    calls: list[tuple[Seat, Call]] = dataclasses.field(default_factory=list)
    game: Game = CONTRACT_BRIDGE
    # The position in ``calls`` of a declaration a rule has made final (Auction Bridge 1912,
    # Law 50): the auction ends there, whatever came after it.
    final: int | None = None

    def close_at(self, position: int) -> None:
        """End the auction with the bid at ``position`` as the final declaration."""
        assert isinstance(self.calls[position][1], Bid)
        self.final = position

    def _closing(self) -> list[tuple[Seat, Call]]:
        """The calls that decide the contract: all of them, or, with a declaration made
        final, the calls up to the next bid after it (its doubles count)."""
        if self.final is None:
            return self.calls
        after = self.calls[self.final + 1 :]
        end = next((i for i, (_, c) in enumerate(after) if isinstance(c, Bid)), len(after))
        return self.calls[: self.final + 1 + end]

    def append(self, seat: Seat, call: Call) -> None:
        self.calls.append((seat, call))

    def last_bid(self) -> tuple[Seat, Bid] | None:
        for seat, call in reversed(self.calls):
            if isinstance(call, Bid):
                return seat, call
        return None

    def last_action(self) -> tuple[Seat, Call] | None:
        """The last call that is not a pass."""
        for seat, call in reversed(self.calls):
            if not isinstance(call, Pass):
                return seat, call
        return None

    def is_sufficient(self, bid: Bid) -> bool:
        return self.game.outranks(bid, self.game.to_overcall(self.calls))

    def lowest_sufficient(self, strain: Strain) -> Bid:
        """The cheapest bid in ``strain`` that outranks the bid to overcall (the last)."""
        return self.game.lowest_sufficient(strain, self.game.to_overcall(self.calls))

    def can_double(self, seat: Seat) -> bool:
        """Law 19A1: only the last bid, made by an opponent, with only passes since."""
        return self.game.can_double(self.calls, seat)

    def can_redouble(self, seat: Seat) -> bool:
        """Law 19B1: only the last double, made by an opponent, with only passes since."""
        return self.game.can_redouble(self.calls, seat)

    def is_admissible(self, seat: Seat, call: Call) -> bool:
        return self.game.is_admissible(self.calls, seat, call)

    @property
    def is_complete(self) -> bool:
        """Law 22: three passes in rotation after a bid, or four passes (by the game)."""
        return self.final is not None or self.game.is_complete(self.calls)

    @property
    def is_passed_out(self) -> bool:
        return self.is_complete and self.last_bid() is None

    def suits_named_by(self, seat: Seat) -> list[Strain]:
        return list(
            dict.fromkeys(
                c.strain
                for s, c in self.calls
                if s == seat and isinstance(c, Bid) and c.strain != Strain.NOTRUMP
            )
        )

    def contract(self) -> Contract | None:
        """The final contract once the auction is complete (``None`` if passed out)."""
        if not self.is_complete:
            return None
        calls = self._closing()
        last = next(((s, c) for s, c in reversed(calls) if isinstance(c, Bid)), None)
        if last is None:
            return None
        seat, bid = last
        start = max(i for i, (_, c) in enumerate(calls) if isinstance(c, Bid))
        doubled = 0
        for _, c in calls[start + 1 :]:
            if isinstance(c, Double):
                doubled = 1
            elif isinstance(c, Redouble):
                doubled = 2
        declarer = self.game.declarer(calls, seat, bid)
        return Contract(bid.level, bid.strain, doubled, declarer, bid.royal)
