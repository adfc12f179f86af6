"""The play period as the table replays it: each card is checked against the turn, the
hands and the obligations in force; an irregular one is handed to its rule (Laws 41-71).

Like the auction, the driver never refuses an irregular card: it records it and rules.
It refuses only what cannot have happened (a card the player does not hold, a card played
twice, a fourteenth trick) with an error naming the event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.engine.events import (
    ClaimEvent,
    CorrectEvent,
    Event,
    ExposeEvent,
    InvalidEventError,
    PlayActEvent,
    PlayEvent,
    RetractEvent,
    RevokedEvent,
)
from director.engine.play import Played, PlayState, is_honour
from director.model.card import Card, Suit
from director.model.kind import Kind
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.engine.table import Table

__all__ = ["PlayDriver"]


class PlayDriver:
    def __init__(self, table: Table, state: PlayState) -> None:
        self.table = table
        self.state = state
        self.offered_50d2: set[int] = set()  # tricks at which 50D2 was offered
        self.offered_26b: set[int] = set()  # auction irregularities whose 26B was offered
        self.early_lead: Played | None = None  # a lead to the next trick held (57C1)
        self.early_placed: tuple[Seat, Card] | None = None  # ... and since led
        self.taken_back: tuple[str, PlayEvent, Seat] | None = None  # out of turn (47E1)
        self.source_26b: Context | None = None  # the one being offered now
        self.awaiting_declarer_lead: Seat | None = None  # 55B2 / 60B
        self.claim_event: int | None = None
        self.stated_event: int | None = None  # a revoke stated without the cards (the play)
        self.revoke_kind = "follow-suit"
        self.corrected_trick: int | None = None
        self.correction_offender: Seat | None = None
        self.designated: dict[tuple[Seat, int], Card] = {}  # 51A: declarer's designation
        self.withdrawn_62c1: list[tuple[Seat, int]] = []  # non-offenders' 62C1 withdrawals
        self.second_card_54b1: Seat | None = None  # declarer, to play second to trick 1
        self.dummy_second_54b2 = False  # dummy's card, played second to trick 1 (54B2)
        self.held_54b2: Played | None = None  # ... held until dummy's turn comes

    # ------------------------------------------------------------ dispatch
    def dispatch(self, event: Event) -> None:

        st = self.state
        if self.stated_event is not None:
            raise InvalidEventError(
                f"event {event.index} ({event}): the revoke stated at event {self.stated_event} "
                "stands for the whole play; record nothing after it"
            )
        if st.ended and not isinstance(event, ExposeEvent):
            raise InvalidEventError(
                f"event {event.index} ({event}): play ended with the claim or concession at "
                f"event {self.claim_event}; record play after a claim only when it was played on "
                f"(answer the claim's question with 'played-on')"
            )
        if isinstance(event, PlayEvent):
            self.play(event)
        elif isinstance(event, ExposeEvent):
            seat = self._seat(event.seat, event)
            for card in event.cards:
                self.check_held(seat, card, event)
            kind = (
                Kind.CARD_EXPOSED_BY_DECLARER
                if st.is_declaring_side(seat)
                else Kind.CARD_EXPOSED_BY_DEFENDER
            )
            self.table.start(kind, event, seat)
        elif isinstance(event, RetractEvent):
            seat = self._seat(event.seat, event)
            if not self._substitute_62c1(event, seat):
                self.table.start(Kind.RETRACTION, event, seat)
        elif isinstance(event, CorrectEvent):
            seat = self._seat(event.seat, event)
            self.correct(event, seat)
        elif isinstance(event, RevokedEvent):
            self.stated_revoke(event, self._seat(event.seat, event))
        elif isinstance(event, ClaimEvent):
            seat = self._seat(event.seat, event)
            self.claim_event = event.index
            self.table.start(Kind.CLAIM, event, seat)
        elif isinstance(event, PlayActEvent):
            self.act(event, self._seat(event.seat, event))

    def stated_revoke(self, event: RevokedEvent, seat: Seat) -> None:
        """A revoke stated without the cards, found at the end of play: it stands for the
        whole play, so no card may come before it; its rule asks what it does not state."""
        st = self.state
        if st.tricks or st.current.cards:
            raise InvalidEventError(
                f"event {event.index} ({event}): a revoke stated without the cards stands for "
                "the whole play; record it right after the auction, or record every card"
            )
        self.stated_event = event.index
        st.ended = True
        self.table.start(Kind.REVOKE, event, seat)

    def act(self, event: PlayActEvent, seat: Seat) -> None:
        """Dummy's acts (42, 43), dummy's wrong card (45D), declarer's named card corrected
        at once (45C4), a fifth card (45E), several
        cards at once (58B), a player failing to play (67) and the card he then supplies."""

        if event.act == "supply":
            self.table.edition.hook("defective-trick.supply")(self.table.api, event, seat)
            return
        if event.act == "spread":  # read by the Law 54 rule right after the lead
            raise InvalidEventError(
                f"event {event.index} ({event}): 'spread' records the presumed declarer or "
                "dummy spreading his hand right after an opening lead out of turn (Law "
                f"{self.table.edition.citations.opening_lead_out_of_turn})"
            )
        kind = {
            "dummy-breach": Kind.DUMMY_LIMITATION,
            "dummy-warns": Kind.DUMMY_WARNS,
            "dummy-asks": Kind.DUMMY_ASKS,
            "dummy-attention": Kind.DUMMY_ATTENTION,
            "dummy-plays": Kind.DUMMY_WRONG_CARD,
            "named": Kind.DESIGNATION_CORRECTED,
            "fifth": Kind.FIFTH_CARD,
            "simultaneous": Kind.SIMULTANEOUS_CARDS,
            "omit": Kind.DEFECTIVE_TRICK,
        }[event.act]
        self.table.start(kind, event, seat)

    def _seat(self, seat: Seat | None, event: Event) -> Seat:
        """The play position of the event's seat (a record names the holder: the table's
        seating translates, Game.play_seating), or whose turn it is."""
        return self.table.position(seat) if seat is not None else self.state.turn

    def _name(self, position: Seat) -> str:
        """The name of whoever holds ``position``'s cards, as the record names him."""
        return self.table.holder(position).name.title()

    # ------------------------------------------------------------- checks
    def check_held(self, seat: Seat, card: Card, event: Event) -> None:
        st = self.state
        for s in Seat:
            if card in st.played[s] and not (s == seat and self._pending_is(seat, card)):
                raise InvalidEventError(
                    f"event {event.index} ({event}): {card} was already played by {self._name(s)}"
                )
        owner = st.owner(card)
        if owner is not None and owner != seat:
            raise InvalidEventError(
                f"event {event.index} ({event}): {self._name(seat)} does not hold {card} "
                f"(the deal gives it to {self._name(owner)})"
            )
        if len(st.played[seat]) >= 13:
            raise InvalidEventError(
                f"event {event.index} ({event}): {self._name(seat)} has no cards left"
            )

    def _pending_is(self, seat: Seat, card: Card) -> bool:
        p = self.state.pending.get(seat)
        return p is not None and p.card == card

    # --------------------------------------------------------------- play
    def play(self, event: PlayEvent) -> None:

        st = self.state
        seat = self._seat(event.seat, event)
        card = event.card
        if self._pending_is(seat, card):
            return  # the premature card, recorded again at its proper turn (57C3, 57D)
        placed, self.early_placed = self.early_placed, None
        if placed == (seat, card):
            return  # the early lead, recorded again when the trick before was complete
        if len(st.tricks) == 13:
            raise InvalidEventError(
                f"event {event.index} ({event}): all 13 tricks have been played; there is no "
                f"fourteenth trick"
            )
        self.check_held(seat, card, event)
        if event.simultaneous:
            self.table.start(Kind.SIMULTANEOUS_PLAY, event, seat)
        trick = st.current
        if trick.face_down:
            trick.face_down = False  # the face-down opening lead is faced now (41C)
            if seat == trick.leader.partner and not event.face_down:
                # Law 54: the correct leader's face-down lead goes back, with no penalty.
                st.take_back(trick.leader, trick.cards[0].card)
                self.table.note_play(
                    self.table.edition.citations.opening_lead_out_of_turn,
                    f"{self._name(trick.leader)}'s face-down lead goes back to his hand.",
                )
        opening = trick.number == 1 and not trick.cards
        if opening and seat != trick.leader:
            if st.is_declaring_side(seat):
                # 54E: an attempted opening lead by the declaring side is dealt with by Law 24.
                exposed = ExposeEvent(event.index, seat, (card,), led=True)
                self.table.start(Kind.CARD_EXPOSED, exposed, seat)
                return
            if event.face_down:
                self.irregular_card(Kind.FACE_DOWN_LEAD_OUT_OF_TURN, event, seat, seat)
                return
            self.irregular_card(Kind.OPENING_LEAD_OUT_OF_TURN, event, seat, seat)
            return
        if event.face_down and not opening:
            raise InvalidEventError(
                f"event {event.index} ({event}): only the opening lead is made face down"
            )
        if not trick.cards:
            self.lead(event, seat)
            if event.face_down and st.current is trick and trick.cards:
                trick.face_down = True  # 41A: faced once the next card is played
        elif seat == st.turn:
            self.follow(event, seat)
        else:
            self.out_of_turn(event, seat)

    def lead(self, event: PlayEvent, seat: Seat) -> None:

        st = self.state
        correct = st.current.leader
        if seat != correct:
            if self.awaiting_declarer_lead is not None and not st.is_declaring_side(seat):
                # 60B: a defender plays before declarer leads from the proper hand.
                self.table.start(Kind.PLAY_BEFORE_DECLARER_LEAD, event, seat)
                return
            if st.is_declaring_side(seat) and st.is_declaring_side(correct):
                self.irregular_card(Kind.LEAD_FROM_WRONG_HAND, event, seat, st.declarer)
            else:
                offender = st.declarer if st.is_declaring_side(seat) else seat
                self.irregular_card(Kind.LEAD_OUT_OF_TURN, event, seat, offender)
            return
        self.awaiting_declarer_lead = None
        self.offer_lead_calls(seat)
        self.offer_26b(seat)
        self.offer_50d2(seat)
        self.accept(seat, event.card, event)

    def offer_lead_calls(self, leader: Seat) -> None:
        """Declarer's choices that wait for a lead by ``leader`` (a lead called under an
        older code when the adversary next to lead was not known): asked now, before it."""
        holder = self.table.holder(leader)
        for offer in list(self.table.lead_offers):
            if holder in offer.seats:
                self.table.lead_offers.remove(offer)
                offer.offer(holder)

    def offer_26b(self, leader: Seat) -> None:
        """Law 26B: the first time the partner of a player whose call was withdrawn in the
        auction leads, declarer may prohibit one suit (the offender became a defender)."""

        st = self.state
        for ctx in list(self.table.contexts):
            if ctx.number in self.offered_26b or ctx.offender.partner != leader:
                continue
            if not ctx.auction_lead_restrictions(st.contract):
                continue
            self.offered_26b.add(ctx.number)
            self.source_26b = ctx
            last = self.table.events[self.table.pos - 1]
            self.table.start(Kind.WITHDRAWN_CALL_LEAD, last, ctx.offender)

    def offer_50d2(self, leader: Seat) -> None:
        """Law 50D2 / 51B: the partner of a defender with a major penalty card obtains the
        lead; declarer chooses first."""

        st = self.state
        if st.is_declaring_side(leader) or st.trick_number in self.offered_50d2:
            return
        if not any(p.major for p in st.penalty_of(leader.partner)):
            return
        self.offered_50d2.add(st.trick_number)
        last = self.table.events[self.table.pos - 1]
        self.table.start(Kind.PENALTY_CARD_LEAD, last, leader.partner)

    def designation_choices(self, seat: Seat) -> list[Card]:
        """51A: the penalty cards ``seat`` could legally play at this turn (the suit led when
        he holds it, else any; every one when he leads)."""
        st = self.state
        mine = [p.card for p in st.penalty_of(seat)]
        led = st.current.suit_led
        if led is None:
            return mine
        of_led = [c for c in mine if c.suit is led]
        if of_led:
            return of_led
        held = st.holding(seat)
        if held is not None and any(c.suit is led for c in held):
            return []  # he must follow with a card from his hand (44C)
        return mine

    def offer_51a(self, seat: Seat, event: Event) -> None:
        """51A: a defender who could legally play two or more of his penalty cards plays the
        one declarer designates; declarer is asked before the card is judged."""

        st = self.state
        key = (seat, st.trick_number)
        if st.is_declaring_side(seat) or key in self.designated:
            return
        if len(self.designation_choices(seat)) < 2:
            return
        self.table.start(Kind.PENALTY_CARD_DESIGNATION, event, seat)

    def follow(self, event: PlayEvent, seat: Seat) -> None:
        self.accept(seat, event.card, event)

    def out_of_turn(self, event: PlayEvent, seat: Seat) -> None:
        """A card to a trick in progress by a player whose turn it is not (57, 57C3)."""

        st = self.state
        trick = st.current
        if self.dummy_second_54b2 and seat == st.dummy and len(trick.cards) == 1:
            self.dummy_second_54b2 = False  # 54B2 has ruled it: played, held for its turn
            st.pending[seat] = self.held_54b2 = Played(seat, event.card, event.index)
            return
        if trick.played_by(seat) is not None:
            if st.is_declaring_side(seat):
                raise InvalidEventError(
                    f"event {event.index} ({event}): {self._name(seat)} has already played to "
                    f"trick {trick.number}"
                )
            self.irregular_card(Kind.PREMATURE_PLAY, event, seat, seat)  # an early lead
            return
        self.irregular_card(Kind.PREMATURE_PLAY, event, seat, seat)

    def irregular_card(self, kind: str, event: PlayEvent, seat: Seat, offender: Seat) -> None:
        """Hand a card led or played out of turn to its rule, unless the player takes it
        back at once (the next event): Law 47 then rules first, the director finding
        whether an opponent had told him it was his turn (47E1)."""
        st = self.state
        nxt = self.table.peek()
        if (
            isinstance(nxt, RetractEvent)
            and nxt.seat is not None
            and self._seat(nxt.seat, nxt) == seat
            and nxt.card == event.card
            and seat not in st.pending
        ):
            st.pending[seat] = Played(seat, event.card, event.index)
            self.taken_back = (kind, event, offender)
            return
        self.table.start(kind, event, offender)

    # ------------------------------------------------------------- accept
    def accept(self, seat: Seat, card: Card, event: Event, check: bool = True) -> None:
        """A card joins the trick in progress: obligations are checked (revoke 61,
        penalty cards 50/52), revokes become established (63A1), pending cards follow."""

        st = self.state
        trick = st.current
        if check:
            self.offer_51a(seat, event)
            kind = self.obligation_broken(seat, card)
            if kind == "penalty-card":
                self.table.start(Kind.PENALTY_CARD_NOT_PLAYED, event, seat)
                return
            if kind is not None:
                self._establish(seat, trick.number, event)
                st.add(seat, card, event.index)
                self.revoke_kind = kind
                self.table.start(Kind.REVOKE, event, seat)
                self._after_card()
                return
            self._note_inability(seat, card)
        self._establish(seat, trick.number, event)
        st.add(seat, card, event.index)
        self._after_card()

    def _note_inability(self, seat: Seat, card: Card) -> None:
        """Law 59: a card that departs from a restriction the player could not obey."""
        inability = self.table.edition.hook("inability.note")
        note = inability(self.state, seat, card)
        if isinstance(note, tuple):  # an edition's own section: (law, text)
            self.table.note_play(*note)
        elif note is not None:
            self.table.note_play(self.table.edition.citations.inability, note)

    def _after_card(self) -> None:
        st = self.state
        while not st.finished and st.turn in st.pending and st.current.cards:
            p = st.pending.pop(st.turn)
            self.accept(p.seat, p.card, self._event(p.event))
        early = self.early_lead
        if early is not None and not st.finished and not st.current.cards:
            self.early_lead = None  # 57: the trick is complete; the early lead is made now
            event = self._event(early.event)
            if not isinstance(event, PlayEvent):  # a card of an act (58B) held as a lead
                event = PlayEvent(early.event, early.seat, early.card)
            self.early_placed = (early.seat, early.card)
            self.lead(event, early.seat)

    def _event(self, index: int) -> Event:
        return next(e for e in self.table.events if e.index == index)

    def obligation_broken(self, seat: Seat, card: Card) -> str | None:
        """What the card breaks: 'follow-suit' (44C), 'restriction' (a lead or play
        restriction, 61A), 'penalty-card' (50D1/50C), or ``None``. Law 59: a player who
        cannot comply breaks nothing."""
        st = self.state
        trick = st.current
        held = st.holding(seat)
        led = trick.suit_led
        if led is not None and card.suit is not led:
            if held is not None and any(c.suit is led for c in held):
                return "follow-suit"
            if held is None and self._recorded_revoke(seat, card):
                return "follow-suit"
        if held is not None and self._restriction_broken(seat, card, held):
            return "restriction"
        if self._penalty_broken(seat, card, held):
            return "penalty-card"
        return None

    def _recorded_revoke(self, seat: Seat, card: Card) -> bool:
        event = self.table.events[self.table.pos - 1]
        return isinstance(event, PlayEvent) and event.revoke and event.card == card

    def lead_restriction_broken(self, seat: Seat, card: Card, held: set[Card]) -> bool:
        """Whether leading ``card`` from ``held`` breaks a lead restriction on ``seat``."""
        rules = self.state.lead_suit_restriction(seat)
        for r in rules:
            has = any(c.suit is r.suit for c in held)
            if r.mode == "require" and has and card.suit is not r.suit:
                return True
        # 51B2(b): several suits may be prohibited at once; 59: with only cards of
        # prohibited suits left he may lead any of them.
        banned = {r.suit for r in rules if r.mode == "prohibit"}
        return card.suit in banned and any(c.suit not in banned for c in held)

    def _restriction_broken(self, seat: Seat, card: Card, held: set[Card]) -> bool:
        st = self.state
        trick = st.current
        if not trick.cards:
            return self.lead_restriction_broken(seat, card, held)
        led = trick.suit_led
        for pr in st.play_rules:
            if pr.seat != seat or pr.trick != trick.number:
                continue
            of_led = sorted((c for c in held if c.suit is led), key=lambda c: c.rank)
            if pr.mode == "highest" and of_led and card != of_led[-1]:
                return True
            if pr.mode == "lowest" and of_led and card != of_led[0]:
                return True
            if of_led:
                continue  # following suit comes first (59)
            suit = pr.suit
            has_it = suit is not None and any(c.suit is suit for c in held)
            if pr.mode == "play-suit" and has_it and card.suit is not suit:
                return True
            others = any(c.suit is not suit for c in held)
            if pr.mode == "not-suit" and card.suit is suit and others:
                return True
        return False

    def _penalty_broken(self, seat: Seat, card: Card, held: set[Card] | None) -> bool:
        st = self.state
        mine = st.penalty_of(seat)
        designated = self.designated.get((seat, st.trick_number))
        if designated not in (None, card) and any(p.card == designated for p in mine):
            return True  # 51A: not the penalty card declarer designated
        if not mine or any(p.card == card for p in mine):
            return False
        led = st.current.suit_led
        has_led = None if held is None else (led is not None and any(c.suit is led for c in held))
        majors = [p for p in mine if p.major]
        if majors:
            if led is None:  # leading: any penalty card is a legal lead (50D1(a))
                return not st.lead_suit_restriction(seat)
            if any(p.card.suit is led for p in majors):
                return True  # following suit with a penalty card of the suit led
            void = has_led is False or (has_led is None and card.suit is not led)
            if void and not self._play_rule_for(seat):
                return True  # a discard or ruff is the first legal opportunity
        minor = [p for p in mine if not p.major]
        return any(card.suit is p.card.suit and not is_honour(card) for p in minor)

    def _play_rule_for(self, seat: Seat) -> bool:
        st = self.state
        return any(r.seat == seat and r.trick == st.trick_number for r in st.play_rules)

    # -------------------------------------------------------- establishment
    def _establish(self, seat: Seat, trick: int, event: Event) -> None:
        """63A1: a lead or play to a later trick by the offender or his partner."""
        for r in self.state.revokes:
            if (
                not r.established
                and not r.corrected
                and r.seat.side == seat.side
                and trick > r.trick
            ):
                r.established = True
                r.established_by = self.table.edition.citations.revoke_established
                established = self.table.edition.hook("revoke.established")
                established(r.ctx, seat, trick, event.index, r.trick == 12)

    # ------------------------------------------------------------ correct
    def _substitute_62c1(self, event: RetractEvent, seat: Seat) -> bool:
        """62C1 after trick 13 (62D1): a non-offender takes back the card he played to trick
        12 after the revoke and plays his other card, the one he played to trick 13 - his
        right, not a Law 47 retraction. That card is the next event; trick 13 is played
        again."""
        st = self.state
        off, number = self.correction_offender, self.corrected_trick
        if off is None or number != 12 or len(st.tricks) < 13 or seat.side == off.side:
            return False  # before trick 13 is over, Law 47's module handles 62C
        trick = next((t for t in (*st.tricks, st.current) if t.number == number), None)
        mine = trick.played_by(seat) if trick is not None else None
        revoke = next((r for r in st.revokes if r.corrected and r.trick == number), None)
        if trick is None or mine is None or mine.card != event.card or revoke is None:
            return False
        seats = [p.seat for p in trick.cards]
        if seats.index(seat) < seats.index(off):
            return False  # he played before the revoke: 62C1 gives no right
        nxt = self.table.peek()
        if not (isinstance(nxt, PlayEvent) and self._seat(nxt.seat, nxt) == seat):
            raise InvalidEventError(
                f"event {event.index} ({event}): after taking back a card under "
                f"{self.table.edition.citations.revoke_substitution}, record the card "
                f"{self._name(seat)} plays instead right after"
            )
        self.table.consume()
        new = nxt.card
        last = st.tricks[12].played_by(seat)
        if last is None or last.card != new:
            raise InvalidEventError(
                f"event {nxt.index} ({nxt}): after trick 13 his other card is the one he "
                f"played to trick 13" + (f" ({last.card})" if last is not None else "")
            )
        st.swap_last_two(seat, new, nxt.index)
        self.table.edition.hook("revoke.substitution")(revoke.ctx, seat, mine.card, new)
        return True

    def correct(self, event: CorrectEvent, seat: Seat) -> None:
        st = self.state
        revoke = next((r for r in reversed(st.revokes) if r.seat == seat and not r.corrected), None)
        if revoke is None:
            raise InvalidEventError(
                f"event {event.index} ({event}): {self._name(seat)} has no revoke to correct"
            )
        if revoke.established and revoke.trick != 12:
            raise InvalidEventError(
                f"event {event.index} ({event}): the revoke at trick {revoke.trick} is "
                f"established ({revoke.established_by}) and can no longer be corrected "
                f"({self.table.edition.citations.revoke_stands})"
            )
        correct = self.table.edition.hook("revoke.correct")
        correct_after_trick_13 = self.table.edition.hook("revoke.correct-after-trick-13")
        last = st.tricks[12] if len(st.tricks) == 13 else None
        if revoke.trick == 12 and last is not None:
            mine = last.played_by(seat)
            if mine is None or mine.card != event.card:
                raise InvalidEventError(
                    f"event {event.index} ({event}): after trick 13 the correction of the "
                    f"trick-12 revoke is the card {self._name(seat)} played to trick 13"
                    + (f" ({mine.card})" if mine is not None else "")
                )
            correct_after_trick_13(revoke, event)
            return
        self.check_held(seat, event.card, event)
        correct(revoke, event)


def suit_name(suit: Suit) -> str:
    return suit.name.lower()


__all__ += ["Played", "suit_name"]
