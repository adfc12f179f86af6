"""What a Belote rule sees: one :class:`Offence`, found by the table (as bridge rules see
one ``Context``). The rule states its steps on the offence's irregularity and acts on the
table through its public methods (``ask``, ``record_call``, the auction and play state)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from director.belote.calls import Call
from director.belote.cards import Card
from director.belote.melds import Announcement
from director.belote.record import Event
from director.belote.ruling import CallRow, Irregularity, Step
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.belote.options import Options
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
    # A meld ruled on: the announcement (10D).
    announcement: Announcement | None = None
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

    # What the rule reads of the table and does to it (a rule never reaches into it).
    @property
    def turn(self) -> Seat:
        """Whose turn it is."""
        return self.table.turn

    @property
    def options(self) -> Options:
        """The variants the deal is played and scored under."""
        return self.table.options

    def ask(self, qid: str, asked_of: str, law: str, text: str, choices: dict[str, str]) -> str:
        """Ask the arbiter (or a player) a question of this irregularity; its answer, or
        the ruling stops there."""
        return self.table.ask(self.irregularity, qid, asked_of, law, text, choices)

    def record_call(self, status: str = "ok") -> None:
        """The offending call joins the auction (``void``: it is recorded, cancelled)."""
        assert self.seat is not None and self.event is not None and self.event.call is not None
        self.table.record_call(self.seat, self.event.call, self.event, status)

    def record_void(self, call: str) -> None:
        """The offending call, written ``call``, is recorded as void."""
        assert self.seat is not None and self.event is not None
        self.table.calls.append(
            CallRow(seat=self.seat.letter, call=call, event=self.event.index, status="void")
        )

    def silence(self, side: str) -> None:
        """``side`` loses the right to speak: its turns count as passes (7A)."""
        self.table.silenced.add(side)

    def lose_deal(self, side: str) -> str | None:
        """``side`` loses the deal (12B), unless a side lost it already (12C): that side."""
        before = self.table.lost_by
        if before is None:
            self.table.lost_by = side
        return before

    @property
    def melds(self) -> str:
        """The melds of the announcement ruled on (``tierceHK + carreJ``)."""
        assert self.announcement is not None
        return " + ".join(str(m) for m in self.announcement.melds)

    def void_meld(self) -> None:
        """The announcement ruled on is struck out: it scores nothing and is not compared."""
        assert self.announcement is not None
        self.announcement.counted = False

    def redeal(self) -> None:
        """The hands are dealt again; this deal is not scored."""
        self.table.phase = "redeal"
