"""What a Belote rule sees: one :class:`Offence`, found by the table (as bridge rules see
one ``Context``). The rule states its steps on the offence's irregularity and acts on the
table through its public methods (``ask``, ``record_call``, the auction and play state)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from director.belote.calls import Call
from director.belote.cards import Card
from director.belote.record import Event
from director.belote.ruling import Irregularity, Step
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.belote.table import BeloteTable

__all__ = ["Offence", "name"]


def name(seat: Seat | None) -> str:
    """A seat as the rulings write it (``North``), or ``a player``."""
    return seat.name.title() if seat is not None else "a player"


@dataclasses.dataclass
class Offence:
    """One irregularity as the table found it; ``irregularity`` is opened by the table (its
    kind, article, offender and summary) before the rule runs."""

    table: BeloteTable
    event: Event | None
    seat: Seat | None
    # A call not allowed: why the table refused it.
    why: str = ""
    # A renonce: the duty broken, its article, and the cards the offender could play.
    duty: str = ""
    article: str = ""
    allowed: frozenset[Card] = frozenset()
    # A disputed score: the score written down and the score the deal gives.
    claimed: dict[str, int] = dataclasses.field(default_factory=dict)
    total: dict[str, int] = dataclasses.field(default_factory=dict)
    irregularity: Irregularity = dataclasses.field(init=False)

    @property
    def offender(self) -> str:
        return name(self.seat)

    @property
    def call(self) -> Call:
        """The call of the offending event."""
        assert self.event is not None and self.event.call is not None
        return self.event.call

    @property
    def card(self) -> Card:
        """The card of the offending event."""
        assert self.event is not None and self.event.card is not None
        return self.event.card

    def state(self, law: str, text: str) -> None:
        """Add a step of the ruling: what the rule applies (``law``) and says."""
        self.irregularity.steps.append(Step(law=law, text=text))
