"""The legal auction: calls that stand, in order, and what follows from them."""

from __future__ import annotations

import dataclasses

from director.model.call import Bid, Call, Double, Pass, Redouble, Strain
from director.model.seat import Seat

__all__ = ["Auction", "Contract"]


@dataclasses.dataclass(frozen=True)
class Contract:
    level: int
    strain: Strain
    doubled: int  # 0, 1 (doubled) or 2 (redoubled)
    declarer: Seat

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}{'X' * self.doubled} by {self.declarer.letter}"


@dataclasses.dataclass
class Auction:
    """The calls that stand, each with the seat that made it."""

    dealer: Seat
    calls: list[tuple[Seat, Call]] = dataclasses.field(default_factory=list)

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
        last = self.last_bid()
        return bid.is_sufficient_over(last[1] if last else None)

    def lowest_sufficient(self, strain: Strain) -> Bid:
        """The cheapest bid in ``strain`` that outranks the last bid."""
        last = self.last_bid()
        if last is None:
            return Bid(1, strain)
        level = last[1].level if strain > last[1].strain else last[1].level + 1
        return Bid(level, strain)

    def can_double(self, seat: Seat) -> bool:
        """Law 19A1: only the last bid, made by an opponent, with only passes since."""
        last = self.last_action()
        return last is not None and isinstance(last[1], Bid) and last[0].is_opponent_of(seat)

    def can_redouble(self, seat: Seat) -> bool:
        """Law 19B1: only the last double, made by an opponent, with only passes since."""
        last = self.last_action()
        return last is not None and isinstance(last[1], Double) and last[0].is_opponent_of(seat)

    def is_admissible(self, seat: Seat, call: Call) -> bool:
        if isinstance(call, Double):
            return self.can_double(seat)
        if isinstance(call, Redouble):
            return self.can_redouble(seat)
        return True

    @property
    def is_complete(self) -> bool:
        """Law 22: three passes in rotation after a bid, or four passes."""
        passes = 0
        for _, call in reversed(self.calls):
            if not isinstance(call, Pass):
                break
            passes += 1
        if self.last_bid() is None:
            return passes >= 4
        return passes >= 3

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
        last = self.last_bid()
        if last is None:
            return None
        seat, bid = last
        start = max(i for i, (_, c) in enumerate(self.calls) if isinstance(c, Bid))
        doubled = 0
        for _, c in self.calls[start + 1 :]:
            if isinstance(c, Double):
                doubled = 1
            elif isinstance(c, Redouble):
                doubled = 2
        declarer = next(
            s
            for s, c in self.calls
            if isinstance(c, Bid) and c.strain == bid.strain and s.side == seat.side
        )
        return Contract(bid.level, bid.strain, doubled, declarer)
