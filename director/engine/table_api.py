"""What a rule sees of the table and does to it: :class:`TableApi`, the one API of the rules.

A rule never reaches into the table's internals (its read position, its lists); it asks
its :class:`~director.engine.context.Context`, which is a ``TableApi`` with a ruling. The
hooks the engine calls before any ruling exists (the edition's checks of a call, dummy's
attention first, a card supplied to a defective trick) receive the ``TableApi`` itself.

Reading: :attr:`edition`, :attr:`game`, :attr:`auction`, :attr:`turn`, :attr:`dealer`,
:attr:`vulnerable`, :attr:`regulator`, :attr:`play_state` (None before the play opens;
``Context.play`` when it must have), :attr:`driver`, :meth:`phase`, :meth:`play_started`,
:meth:`holder`, :meth:`play_position`, :attr:`entries`, :meth:`legal_entries`,
:meth:`has_called`, :meth:`bar_on`, :attr:`infos`, :meth:`phase_of`, :attr:`rulings`,
:attr:`events`, :meth:`upcoming`, :meth:`next_event`, :meth:`table_result`,
:meth:`lead_rules_for`.

Acting: :meth:`take_next`, :meth:`accept`, :meth:`process`, :meth:`set_turn`,
:meth:`amend_call`, :meth:`close_auction`, :meth:`record_call`, :meth:`expose`,
:meth:`score_as_if_not_made`, :meth:`board_not_played`, :meth:`deal_again`,
:meth:`rule_on`, :meth:`open_ruling`, :meth:`note_play`, :meth:`offer_before_lead`; and on a
``Context`` (by its ruling): ``bar``, ``must_pass``, ``skip_turn``, ``reopen_at``,
``withdraw``, ``cancel``, ``cancel_event``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from director.engine.events import CallEvent, Event, InfoEvent

if TYPE_CHECKING:
    from director.editions.base import Edition
    from director.engine.auction import Auction
    from director.engine.context import Context
    from director.engine.play import LeadRule, PlayState
    from director.engine.play_driver import PlayDriver
    from director.engine.table import Bar, Entry, LeadOffer, Table
    from director.game import Game
    from director.model.board import Vulnerability
    from director.model.call import Call
    from director.model.card import Card
    from director.model.seat import Seat
    from director.regulator.profile import Profile
    from director.scoring.field import Field

__all__ = ["TableApi"]


class TableApi:
    """The table as a rule sees it: what it may read, what it may do."""

    def __init__(self, table: Table) -> None:
        self.table = table  # the engine's; a rule asks the methods below

    # ---------------------------------------------------------------- reading
    @property
    def edition(self) -> Edition:
        """The code of laws the board is ruled under."""
        return self.table.edition

    @property
    def game(self) -> Game:
        """The players, calls and scoring of the edition's code."""
        return self.table.game

    @property
    def auction(self) -> Auction:
        """The legal auction so far (read it; change it with :meth:`accept`, ...)."""
        return self.table.auction

    @property
    def turn(self) -> Seat:
        """Whose turn it is to call."""
        return self.table.turn

    @property
    def dealer(self) -> Seat:
        return self.table.dealer

    @property
    def vulnerable(self) -> Vulnerability:
        return self.table.vulnerable

    @property
    def regulator(self) -> Profile | None:
        """The Regulating Authority's elections (None: the Laws' own provisions)."""
        return self.table.regulator

    @property
    def field(self) -> Field | None:
        """The board's other results, to score an adjusted score against (None: none given)."""
        return self.table.field

    @property
    def play_state(self) -> PlayState | None:
        """The play period's state, None before it opens."""
        return self.table.play

    @property
    def driver(self) -> PlayDriver:
        """The play period's driver (the play has opened)."""
        assert self.table.driver is not None
        return self.table.driver

    def phase(self) -> str:
        """``auction``, ``clarification``, ``play`` or ``after-play``."""
        return self.table.phase()

    def play_started(self) -> bool:
        """The opening lead has been faced (17D1)."""
        return self.table.play_started()

    def holder(self, position: Seat) -> Seat:
        """The seat whose cards are played at play ``position``."""
        return self.table.holder(position)

    def play_position(self, holder: Seat) -> Seat:
        """The play position where ``holder``'s cards are played."""
        return self.table.position(holder)

    @property
    def entries(self) -> Sequence[Entry]:
        """Every call as it happened, legal or not, with what became of it."""
        return tuple(self.table.entries)

    def legal_entries(self) -> list[Entry]:
        """The legal auction in order, passes deemed made (28A) without an event number."""
        return self.table.legal_entries()

    def has_called(self, seat: Seat) -> bool:
        """``seat`` has a call in the legal auction."""
        return self.table.has_called(seat)

    def bar_on(self, seat: Seat) -> Bar | None:
        """The bar on ``seat``'s calls, if any."""
        return self.table.bars.get(seat)

    @property
    def infos(self) -> Sequence[tuple[InfoEvent, str]]:
        """The information given at the table, each with the phase it came in."""
        return tuple(self.table.infos)

    def phase_of(self, info: InfoEvent) -> str | None:
        """The phase ``info`` came in (None: it is not information given at the table)."""
        return dict(self.table.infos).get(info)

    @property
    def rulings(self) -> Sequence[Context]:
        """The rulings opened so far, in order (this one included)."""
        return tuple(self.table.contexts)

    @property
    def events(self) -> Sequence[Event]:
        """The whole record, in order."""
        return tuple(self.table.events)

    def upcoming(self, limit: int | None = None) -> list[Event]:
        """The events not yet replayed (at most ``limit``), in order."""
        table = self.table
        end = None if limit is None else table.pos + limit
        return table.events[table.pos : end]

    def next_event(self) -> Event | None:
        """The next event of the record, not taken (None at its end)."""
        return self.table.peek()

    def table_result(self) -> Any:
        """The result at the table (a ``ContractResult``) when the record holds it, else None."""
        return self.table.table_result()

    def lead_rules_for(self, holder: Seat) -> list[LeadRule]:
        """The lead calls in force for ``holder``'s coming lead (the opening lead's, chosen
        before the play opened, until it opens)."""
        st = self.table.play
        if st is None:
            return [r for r in self.table.opening_lead_rules if r.seat is holder]
        return st.lead_suit_restriction(self.table.position(holder))

    # ----------------------------------------------------------------- acting
    def take_next(self) -> Event:
        """Take the next event from the record: the rule reads it, the table will not."""
        return self.table.consume()

    def accept(self, seat: Seat, call: Call, index: int | None) -> None:
        """Add ``call`` to the legal auction (``index``: its event; None: deemed made) and
        pass the turn on."""
        self.table.accept_call(seat, call, index)

    def process(self, event: Event) -> None:
        """Send ``event`` down the table's ordinary path: a call is checked for an
        irregularity (the edition's checks) and otherwise accepted; a card goes to the play."""
        if isinstance(event, CallEvent):
            self.table.process_call(event)
        else:
            self.table.play_driver(event).dispatch(event)

    def set_turn(self, seat: Seat) -> None:
        """The turn to call goes (back) to ``seat``."""
        self.table.turn = seat

    def amend_call(self, entry: Entry, call: Call) -> None:
        """``call`` takes the place of ``entry``'s in the legal auction, where it was made."""
        position = self.table.legal_entries().index(entry)
        self.table.auction.calls[position] = (entry.seat, call)
        entry.call = call

    def close_auction(self, position: int) -> None:
        """The bid at ``position`` of the legal auction is the final declaration."""
        self.table.close_auction(position)

    def record_call(self, event: CallEvent, status: str) -> None:
        """Record a call outside the legal auction with its ``status`` (once)."""
        if all(e.event != event.index for e in self.table.entries):
            self.table.record(event, status)

    def expose(self, seat: Seat, cards: Sequence[Card], led: bool) -> None:
        """``cards`` lie face up until the auction ends (Law 24)."""
        self.table.exposed.extend((seat, c, led) for c in cards)

    def score_as_if_not_made(self, index: int) -> None:
        """The call of event ``index`` stands but is scored as if not made (Law 36C)."""
        self.table.score_as_if_not_made.append(index)

    def board_not_played(self, law: str) -> None:
        """The board is not played on (an adjusted score, under ``law``)."""
        self.table.not_played = law

    def deal_again(self, law: str) -> None:
        """The cards are dealt again under ``law``."""
        self.table.new_deal = law

    def rule_on(self, kind: str, event: Event, offender: Seat) -> Context:
        """Open and run the ruling on a further irregularity, as the table would."""
        return self.table.start(kind, event, offender)

    def open_ruling(self, kind: str, event: Event, offender: Seat) -> Context:
        """Open a ruling of ``kind`` without running its rule (the caller rules on it)."""
        return self.table.open_ruling(kind, event, offender)

    def note_play(self, law: str, text: str) -> None:
        """A statement of the play period that belongs to no ruling."""
        self.table.note_play(law, text)

    def offer_before_lead(self, offer: LeadOffer) -> None:
        """A choice declarer makes before the next lead by one of ``offer.seats``."""
        self.table.lead_offers.append(offer)
