"""The table: replays events one by one, records irregularities, hands each to its rule.

Like python-chess's board, the table never refuses an event: an irregular call is recorded
and ruled on. A rule is a function of a :class:`~director.engine.context.Context`; when the
rectification depends on calls still to come (the offender's replacement, what RHO does
next) the rule is a generator that yields :class:`Wait` and receives that call.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, NoReturn

from director.editions import Edition, edition_of
from director.editions.base import CallCheck
from director.engine.auction import Auction, Contract
from director.engine.context import Context
from director.engine.events import (
    PLAY_EVENTS,
    CallEvent,
    Event,
    ExposeEvent,
    InfoEvent,
    InvalidEventError,
    PlayActEvent,
    PlayEvent,
    RevokedEvent,
    check_length,
)
from director.engine.ruling import (
    AuctionCall,
    CallMade,
    ContractOut,
    PendingOption,
    PendingOut,
    Ruling,
    Statement,
    TableView,
)
from director.engine.stops import AnswerError, ContradictionError, OpenQuestion
from director.engine.table_api import TableApi
from director.game import Game
from director.model.board import Vulnerability
from director.model.call import Bid, Call, Double, Pass
from director.model.card import Card
from director.model.deal import Deal
from director.model.kind import Kind
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.play import LeadRule, PlayState
    from director.engine.play_driver import PlayDriver
    from director.regulator.profile import Profile
    from director.scoring.contract import ContractResult
    from director.scoring.field import Field

__all__ = ["AnswerError", "Bar", "ContradictionError", "LeadOffer", "OpenQuestion", "Table", "Wait"]

Answers = dict[str, Any]
Prompt = Callable[["Context", Any], Any]
Propose = Callable[["Context"], "tuple[list[tuple[ContractResult, float]], str] | None"]


@dataclasses.dataclass(frozen=True)
class Wait:
    """Yielded by a rule: 'give me the next call made by ``seat``'. ``law`` and
    ``options`` (what he may do, what follows from it, in the Law's order) are what the
    director tells the table before the player chooses."""

    seat: Seat
    law: str = ""
    options: tuple[tuple[str, str], ...] = ()


UNTIL_ADVERSARY_ACTS = "until-adversary-bids-or-doubles"
# Three-handed Auction, Law 10: after a double out of turn is disallowed, the third player
# may not double that declaration; a new declaration ends the bar.
NO_DOUBLE_OF_DECLARATION = "no-double-until-new-declaration"


@dataclasses.dataclass(frozen=True)
class LeadOffer:
    """A choice declarer makes before the next lead by one of ``seats`` (a lead called
    under Auction Bridge 1912 Law 51 when that adversary is not yet known): ``offer`` asks
    it, ``text`` says it while the lead is awaited. Seats are holders (as a record names
    them), not play positions."""

    seats: frozenset[Seat]
    law: str
    text: str
    offer: Callable[[Seat], None]


@dataclasses.dataclass(frozen=True)
class Bar:
    scope: str  # "next-turn" | "rest-of-auction" | UNTIL_ADVERSARY_ACTS | NO_DOUBLE_OF_DECLARATION
    law: str
    by: Context | None = None  # the ruling that imposed it

    def forbids(self, call: Call) -> bool:
        """Every call but a pass, or (until an adversary bids or doubles: Auction Bridge
        1912, Law 50) only a declaration, or (three-handed Auction, Law 10) only a double."""
        if self.scope == NO_DOUBLE_OF_DECLARATION:
            return isinstance(call, Double)
        return isinstance(call, Bid) if self.scope == UNTIL_ADVERSARY_ACTS else True


@dataclasses.dataclass
class Entry:
    """A call as it happened, with what became of it."""

    event: int
    seat: Seat
    call: Call
    status: str = "legal"  # legal | cancelled | withdrawn | unruled (a stop for the director)


RuleGen = Generator[Wait, CallEvent, None]
Rule = Callable[["Context"], RuleGen | None]


class Table:
    def __init__(
        self,
        dealer: Seat,
        vulnerable: Vulnerability,
        deal: Deal | None = None,
        edition: Edition | str = "wbf-2017",
        board: int | None = None,
        look_ahead: bool = False,
        regulator: Profile | None = None,
        game: Game | None = None,
        field: Field | None = None,
    ) -> None:
        self.dealer = dealer
        # The board's other results an adjusted score is scored against (None: in points).
        self.field = field
        # Starting weights a 12C1(c) score may be offered from (double dummy, set by the
        # session when the deal is known and the solver installed); None: none offered.
        self.propose: Propose | None = None
        # The Regulating Authority's elections the rules consult (12C2, 70E2, ...); None:
        # no regulator chosen, the Laws' own provisions and nothing named in the ruling.
        self.regulator = regulator
        # Live at the table: at the end of the events, start what the next card waits for
        # (declarer's elections before a lead, 26B/50D2/51A) - see play_pending.
        self.look_ahead = look_ahead
        self.vulnerable = vulnerable
        self.deal = deal
        # The code of laws the board is ruled under (named once, at the boundary).
        self.edition = edition_of(edition)
        # The players, calls and scoring of the edition's code (or a variant of that game).
        self.game = game if game is not None else self.edition.game
        self.board = board
        self.auction = Auction(dealer, game=self.game)
        self.turn = dealer
        self.bars: dict[Seat, Bar] = {}
        self.entries: list[Entry] = []
        self.exposed: list[tuple[Seat, Card, bool]] = []
        self.contexts: list[Context] = []
        self.waits: list[tuple[Wait, RuleGen, Context]] = []
        self.skipped: list[tuple[Seat, int, Seat]] = []  # (seat, position, offender) after 29A
        self.events: list[Event] = []
        self.pos = 0
        self.answers: list[Answers] = []
        self.prompt: Prompt | None = None
        self.stopped_at: int | None = None
        self.score_as_if_not_made: list[int] = []  # Law 36C
        self.not_played: str | None = None  # the law that stops the board (15A2(a))
        self.new_deal: str | None = None  # the law under which the cards are dealt again
        self.play: PlayState | None = None
        # The play's positions -> whose cards are played there (Game.play_seating; the
        # identity but in a game whose partners the auction makes, three-handed Auction).
        self.seating: dict[Seat, Seat] = {seat: seat for seat in Seat}
        self.driver: PlayDriver | None = None
        self.play_notes: list[Statement] = []
        self.infos: list[tuple[InfoEvent, str]] = []  # with the phase it came in
        self.deferred: list[Callable[[], None]] = []  # rule steps run after the replay
        # Rule steps run when the auction ends (the declarer is then known), in order.
        self.at_auction_end: list[Callable[[], None]] = []
        # Lead restrictions chosen before the play opened, put in force at its opening.
        self.opening_lead_rules: list[LeadRule] = []  # by holder (see position)
        self.lead_offers: list[LeadOffer] = []  # declarer's choices before a later lead
        self.api = TableApi(self)  # what the edition's checks and hooks see of the table

    # ----------------------------------------------------------------- replay
    def replay(
        self,
        events: list[Event],
        answers: list[Answers] | None = None,
        prompt: Prompt | None = None,
    ) -> Ruling:
        check_length(len(events))
        self.events = list(events)
        self.answers = list(answers or [])
        self.prompt = prompt
        try:
            while self.pos < len(self.events):
                event = self.events[self.pos]
                self.pos += 1
                self.dispatch(event)
            if self.look_ahead:
                from director.engine.play_pending import look_ahead

                look_ahead(self)
            if self.driver is not None:
                from director.engine.play_end import finish_play

                finish_play(self)
            for step in self.deferred:
                step()
        except OpenQuestion:
            self.stopped_at = self.events[self.pos - 1].index if self.pos else None
        if self.stopped_at is None:
            self._check_answers_used()
        return self.ruling()

    def _not_a_player(self, event: Event, seat: Seat) -> NoReturn:
        players = ", ".join(s.letter for s in self.game.seats)
        raise InvalidEventError(
            f"event {event.index} ({event}): {seat.name.title()} is not a player of "
            f"{self.game.title.lower()} (players: {players})"
        )

    def _check_held(self, event: ExposeEvent, seat: Seat) -> None:
        """A card exposed or led in the auction is the player's own, when the deal is known
        (as in the play): else the record is wrong (one line, exit 2)."""
        if self.deal is None:
            return
        for card in event.cards:
            owner = self.deal.holder(card)
            if owner is not None and owner != seat:
                raise InvalidEventError(
                    f"event {event.index} ({event}): {seat.name.title()} does not hold {card} "
                    f"(the deal gives it to {owner.name.title()})"
                )

    def peek(self) -> Event | None:
        return self.events[self.pos] if self.pos < len(self.events) else None

    def consume(self) -> Event:
        event = self.events[self.pos]
        self.pos += 1
        return event

    def dispatch(self, event: Event) -> None:
        if isinstance(event, InfoEvent):
            if event.seat is not None and event.seat not in self.game.seats:
                self._not_a_player(event, event.seat)  # three-hand: West, the dummy packet
            self.information(event)
            return
        if isinstance(event, PlayEvent) and event.questioned:  # Law 16B, in the play
            driver = self.play_driver(event)
            seat = event.seat if event.seat is not None else driver.state.turn
            event = dataclasses.replace(event, seat=seat)
            self.start(Kind.UNAUTHORISED_INFORMATION, event, seat)
            return
        if isinstance(event, PLAY_EVENTS) or (
            isinstance(event, ExposeEvent) and self.play_started()
        ):
            self.play_driver(event).dispatch(event)
            return
        if isinstance(event, ExposeEvent):
            seat = event.seat if event.seat is not None else self.turn
            event = dataclasses.replace(event, seat=seat)
            self._check_held(event, seat)
            self.start(Kind.CARD_EXPOSED, event, seat)
            return
        if event.all_pass:
            while not self.auction.is_complete:
                self.dispatch(CallEvent(event.index, self.turn, Pass()))
            return
        seat = event.seat if event.seat is not None else self.turn
        event = dataclasses.replace(event, seat=seat)
        if seat not in self.game.seats:
            self._not_a_player(event, seat)
        if isinstance(event.call, Bid) and not self.game.has_denomination(event.call):
            raise InvalidEventError(
                f"event {event.index} ({event}): {event.call.denomination} is not a "
                f"denomination of {self.game.title.lower()}"
            )
        if self.new_deal is not None:
            raise ContradictionError(
                f"event {event.index} ({event}): the cards are dealt again under "
                f"{self.new_deal}, yet the record goes on"
            )
        if self.not_played is not None:
            raise ContradictionError(
                f"event {event.index} ({event}): the board is not played on after "
                f"{self.not_played} (an adjusted score), yet the record goes on"
            )
        if self._walk(self.edition.marks, event):  # what the record marks on the call
            return
        for i, (wait, gen, ctx) in enumerate(self.waits):
            if wait.seat == seat == self.turn:
                del self.waits[i]
                self.resume(gen, ctx, event)
                return
        self.process_call(event)

    def phase(self) -> str:
        """Where the board stands: ``auction``, ``clarification`` (after the final pass,
        before the opening lead is faced, 17D1), ``play`` or ``after-play``."""
        if not self.auction.is_complete:
            return "auction"
        if not self.play_started():
            return "clarification"
        st = self.play
        return "after-play" if st is not None and st.finished else "play"

    def information(self, event: InfoEvent) -> None:
        """Information given at the table (Laws 16B, 20F) changes neither auction nor play;
        an explanation, or a missing alert, is ruled on under Law 75."""
        seat = event.seat if event.seat is not None else self.turn
        event = dataclasses.replace(event, seat=seat)
        self.infos.append((event, self.phase()))
        if event.act in ("explains", "no-alert"):
            self.start(Kind.MISINFORMATION, event, seat)
        elif event.act == "corrects" and "explanation.corrected" in self.edition.hooks:
            self.edition.hook("explanation.corrected")(self.api, event)
        # An edition may rule on other information (INFO_KINDS: act -> kind).
        elif kind := self.edition.info_kinds.get(event.act):
            self.start(kind, event, seat)

    def table_result(self) -> Any:
        """The result obtained at the table (a ``ContractResult``) when the record holds the
        whole play, a passed-out auction, or None."""
        from director.scoring.contract import PASSED_OUT, ContractResult

        if self.auction.is_passed_out:
            return PASSED_OUT
        contract = self.auction.contract()
        if contract is None or self.play is None:
            return None
        from director.engine.play_end import play_output

        score = play_output(self, contract).get("score")
        if score is None:
            return None
        return ContractResult.of(contract, score.tricks).with_declarer(Seat.parse(score.declarer))

    def play_started(self) -> bool:
        """The opening lead has been faced (17D1): exposed cards are now play-period ones."""
        st = self.play
        return st is not None and (
            bool(st.tricks) or (bool(st.current.cards) and not st.current.face_down)
        )

    def open_play(self) -> PlayDriver:
        """Start the play period before its first card (the auction is over): what the
        opening lead waits for is then known (24E penalty cards, 26B)."""
        contract = self.auction.contract()
        assert contract is not None
        from director.engine.play import PlayState
        from director.engine.play_driver import PlayDriver

        self.seating = self.game.play_seating(contract.declarer)
        deal = self.deal
        if deal is not None and any(p is not h for p, h in self.seating.items()):
            deal = Deal(tuple(deal[self.seating[p]] for p in Seat))  # type: ignore[arg-type]
        self.play = PlayState(contract, deal, self.game.trump(contract.strain))
        self.driver = PlayDriver(self, self.play)
        self.play.lead_rules.extend(  # chosen by holder: put at his play position
            dataclasses.replace(r, seat=self.position(r.seat)) for r in self.opening_lead_rules
        )
        for ctx in self.contexts:  # 24E: cards exposed in the auction by a defender
            for pc in ctx.auction_penalty_cards(contract):
                self.play.add_penalty(
                    Seat.parse(pc.seat), Card.parse(pc.card), pc.kind == "major", pc.law
                )
        return self.driver

    def holder(self, position: Seat) -> Seat:
        """The seat whose cards are played at ``position`` in the play (a record's letter)."""
        return self.seating[position]

    def position(self, holder: Seat) -> Seat:
        """The play position where ``holder``'s cards are played."""
        return next(p for p, h in self.seating.items() if h is holder)

    def play_driver(self, event: Event) -> PlayDriver:
        """The play period's driver, created at the first card (the contract is known)."""
        if self.driver is not None:
            return self.driver
        if not self.auction.is_complete and isinstance(event, RevokedEvent):
            raise InvalidEventError(
                f"event {event.index} ({event}): a revoke stated before the auction ended; "
                "record the auction to its end first (e.g. '4S AP')"
            )
        if not self.auction.is_complete:
            raise InvalidEventError(
                f"event {event.index} ({event}): a card played before the auction ended; a card "
                f"led or shown during the auction is recorded as 'lead HK' or 'expose HK'"
            )
        if not self.game.plays:
            raise InvalidEventError(
                f"event {event.index} ({event}): the play of {self.game.title.lower()} is not "
                f"replayed by this tool; record the auction only"
            )
        if self.auction.contract() is None:
            raise InvalidEventError(
                f"event {event.index} ({event}): the board was passed out; there is no play"
            )
        return self.open_play()

    def note_play(self, law: str, text: str) -> None:
        self.play_notes.append(Statement(law=law, text=text))

    def process_call(self, event: CallEvent) -> None:
        """The ordinary path of a call: in rotation and legal, or an irregularity (the
        edition's checks, in its order)."""
        assert event.seat is not None
        if not self._walk(self.edition.checks, event):
            self.accept_call(event.seat, event.call, event.index)

    def _walk(self, checks: tuple[CallCheck, ...], event: CallEvent) -> bool:
        """Run ``checks`` in order until one finds an irregularity, and start its rule;
        whether one did."""
        assert event.seat is not None
        for check in checks:
            kind = check(self.api, event)
            if kind:
                self.start(kind, event, event.seat)
                return True
        return False

    # ------------------------------------------------------------ state changes
    def accept_call(self, seat: Seat, call: Call, index: int | None) -> None:
        """Add a call to the legal auction and pass the turn on."""
        self.auction.append(seat, call)
        if index is not None:
            self.entries.append(Entry(index, seat, call))
        bar = self.bars.get(seat)
        if bar is not None and bar.scope == "next-turn":
            del self.bars[seat]
        if isinstance(call, (Bid, Double)):  # a bar that lasts until an adversary acts
            for other, b in list(self.bars.items()):
                if b.scope == UNTIL_ADVERSARY_ACTS and self.game.are_opponents(seat, other):
                    del self.bars[other]
        if isinstance(call, Bid):  # a new declaration: the bar on doubling the last one ends
            for other, b in list(self.bars.items()):
                if b.scope == NO_DOUBLE_OF_DECLARATION:
                    del self.bars[other]
        self.turn = self.game.next_seat(seat)
        if self.auction.is_complete:
            self._on_auction_complete()

    def close_auction(self, position: int) -> None:
        """A rule makes the bid at ``position`` of the legal auction the final declaration
        (Auction Bridge 1912, Law 50): the auction ends there."""
        self.auction.close_at(position)
        self._on_auction_complete()

    def _on_auction_complete(self) -> None:
        last = self.auction.last_bid()
        since = (
            max(i for i, (_, c) in enumerate(self.auction.calls) if isinstance(c, Bid))
            if last
            else -1
        )
        lost = [x for x in self.skipped if x[1] > since]
        if lost:
            seat, position, offender = lost[0]
            self.skipped = [x for x in self.skipped if x != lost[0]]
            self.start_synthetic(Kind.RETENTION_OF_RIGHT_TO_CALL, seat, position, offender)
        steps, self.at_auction_end = self.at_auction_end, []
        for step in steps:
            step()

    def bar(self, seat: Seat, scope: str, law: str, by: Context | None = None) -> None:
        current = self.bars.get(seat)
        if current is None or current.scope == "next-turn":
            self.bars[seat] = Bar(scope, law, by)

    def cut_auction(self, position: int) -> list[Entry]:
        """Cancel the calls of the legal auction from ``position`` on; they are returned."""
        cut = self.legal_entries()[position:]
        for entry in cut:
            entry.status = "cancelled"
        del self.auction.calls[position:]
        return cut

    def cancel(self, index: int, status: str = "cancelled") -> None:
        """Take the call of event ``index`` out of the legal auction."""
        for position, entry in enumerate(self.legal_entries()):
            if entry.event == index:
                entry.status = status
                del self.auction.calls[position]
                return

    def record(self, event: CallEvent, status: str) -> None:
        assert event.seat is not None
        self.entries.append(Entry(event.index, event.seat, event.call, status))

    def has_called(self, seat: Seat) -> bool:
        return any(s == seat for s, _ in self.auction.calls)

    # ------------------------------------------------------------------- rules
    def start(self, rule_kind: str, event: Event, offender: Seat) -> Context:
        nxt = self.peek()
        if isinstance(nxt, PlayActEvent) and nxt.act == "dummy-attention" and self.driver:
            attention_first = self.edition.hook("dummy.attention-first")
            first: Context | None = attention_first(self.api, rule_kind, event, offender)
            if first is not None:
                return first
        ctx = self.open_ruling(rule_kind, event, offender)
        gen = ctx.spec.handler(ctx)
        if gen is not None:
            self.resume(gen, ctx, None)
        return ctx

    def start_synthetic(self, rule_kind: str, seat: Seat, position: int, offender: Seat) -> None:
        """Start a rule that no single event triggered (Law 17D3): ``seat`` lost his turn
        at auction position ``position`` through ``offender``'s call out of rotation."""
        last_index = self.events[self.pos - 1].index if self.pos else 0
        marker = CallEvent(last_index, seat, Pass())

        ctx = self.open_ruling(rule_kind, marker, offender)
        ctx.position = position
        ctx.skipped = seat
        ctx.spec.handler(ctx)

    def open_ruling(self, rule_kind: str, event: Event, offender: Seat) -> Context:
        """Open the ruling on an irregularity of ``rule_kind`` (its answers from the
        record's), without running its rule."""
        spec = self.edition.rules[rule_kind]
        answers = self.answers[len(self.contexts)] if len(self.contexts) < len(self.answers) else {}
        ctx = Context(self, spec, event, offender, answers, len(self.contexts) + 1)
        self.contexts.append(ctx)
        return ctx

    def resume(self, gen: RuleGen, ctx: Context, event: CallEvent | None) -> None:
        try:
            wait = gen.send(event) if event is not None else next(gen)
        except StopIteration:
            return
        self.waits.append((wait, gen, ctx))

    # ----------------------------------------------------------------- output
    def _check_answers_used(self) -> None:
        if len(self.answers) > len(self.contexts):
            raise AnswerError(
                f"answer {len(self.contexts) + 1}: there are only {len(self.contexts)} "
                f"irregularities to answer for"
            )
        for ctx in self.contexts:
            ctx.check_answers()

    def ruling(self) -> Ruling:
        contract = self.auction.contract()
        if self.score_as_if_not_made and contract is not None:  # Law 36C
            kept = [
                (e.seat, e.call)
                for e in self.legal_entries()
                if e.event not in self.score_as_if_not_made
            ]
            contract = Auction(self.dealer, kept, self.game).contract()
        if contract is not None and any(  # 54A: the presumed dummy became declarer
            ctx.out.rectification.declarer_change is not None for ctx in self.contexts
        ):
            assert self.play is not None
            contract = dataclasses.replace(contract, declarer=self.play.declarer)
        for ctx in self.contexts:
            ctx.finish(contract)
        if self.play is not None:
            from director.engine.play_end import settle_penalty_cards

            settle_penalty_cards(self)
        return Ruling(
            edition=self.edition.id,
            board=self.board,
            dealer=self.dealer.letter,
            vulnerable=str(self.vulnerable),
            irregularities=[ctx.out for ctx in self.contexts],
            auction=[
                AuctionCall(seat=e.seat.letter, call=str(e.call), event=e.event or None)
                for e in self.legal_entries()
            ],
            auction_complete=self.auction.is_complete,
            passed_out=self.auction.is_passed_out,
            contract=None
            if contract is None
            else ContractOut(
                level=contract.level,
                strain="RS" if contract.royal else contract.strain.letter,  # 1912 royal spades
                doubled=contract.doubled,
                declarer=contract.declarer.letter,
                text=str(contract),
            ),
            turn=None
            if self.auction.is_complete or self.not_played or self.new_deal
            else self.turn.letter,
            not_played=self.not_played,
            new_deal=self.new_deal,
            pending=self._pending(),
            stopped_at=self.stopped_at,
            table=self._view(),
            **self._play_output(contract),
        )

    def _view(self) -> TableView:
        """What the text shows of this table beside the ruling (not in the JSON)."""
        return TableView(
            seats=[s.letter for s in self.game.seats],
            vulnerability=self.game.vulnerability,
            hands={}
            if self.deal is None
            else {s.letter: h.to_pbn() if (h := self.deal[s]) else None for s in Seat},
            calls=[
                CallMade(
                    seat=e.seat.letter,
                    call=str(e.call.symbol if hasattr(e.call, "symbol") else e.call),
                    event=e.event,
                    status=e.status,
                )
                for e in sorted(self.entries, key=lambda e: e.event)
            ],
        )

    def _pending(self) -> PendingOut | None:
        """What the table must do next for a ruling to go on: a call a rule waits for."""
        if self.stopped_at is not None:
            return None
        if not self.waits:
            from director.engine.play_pending import pending_card

            return pending_card(self)
        wait, _, ctx = self.waits[0]
        return PendingOut(
            irregularity=ctx.number,
            seat=wait.seat.letter,
            awaits="call",
            law=wait.law or ctx.out.law,
            text=f"What does {wait.seat.name.title()} call?",
            options=[PendingOption(choice=c, outcome=o) for c, o in wait.options],
        )

    def _play_output(self, contract: Contract | None) -> dict[str, Any]:
        if self.play is None:
            return {}
        from director.engine.play_end import play_output

        return play_output(self, contract)

    def legal_entries(self) -> list[Entry]:
        """The legal auction in order, including passes deemed made (Law 28A) as events
        without a number."""
        out: list[Entry] = []
        by_event = [e for e in self.entries if e.status == "legal"]
        i = 0
        for seat, call in self.auction.calls:
            if i < len(by_event) and by_event[i].seat == seat and by_event[i].call == call:
                out.append(by_event[i])
                i += 1
            else:
                out.append(Entry(0, seat, call))
        return out
