"""One stateful table that replays the events of a deal of contrée: the auction (articles
3-7), the play (8-12) and the score (13-15), ruling on each irregularity as it comes.

Where the rules read leave a choice, the question is put (to the arbiter or to a side) and
the replay stops at that event until it is answered (``--answer ID=VALUE`` or ``N.ID=VALUE``
for the N-th irregularity).

The table finds the irregularities; each is ruled by its article's rule, which the table
finds through the edition (``director.editions.BeloteContree``: kind -> rule module), never
by importing a rule by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from director.belote import EDITION
from director.belote.calls import Call
from director.belote.cards import ALL_TRUMPS, Card, Rank, Suit, Trump, card_points
from director.belote.duties import allowed_cards, winning
from director.belote.melds import Announcement, best_announcement
from director.belote.offence import Offence, name
from director.belote.options import InvalidBeloteError, Options
from director.belote.record import BeloteRecord, Event, Hands
from director.belote.ruling import (
    BeloteRuling,
    CallRow,
    Irregularity,
    MeldRow,
    Question,
    TrickRow,
)
from director.belote.scoring import DealResult, score_deal
from director.editions import get_edition
from director.model.kind import Kind
from director.model.seat import Seat

__all__ = ["BeloteTable", "replay_record"]


class _Stop(Exception):
    """A question waits for its answer: the replay stops at this event."""


class BeloteTable:
    """The table: feed it events with :meth:`push`; :meth:`ruling` says where it stands."""

    def __init__(
        self, dealer: Seat, options: Options, hands: Hands | None, answers: dict[str, str]
    ) -> None:
        self.dealer = dealer
        self.options = options
        self.hands: dict[Seat, set[Card]] | None = (
            {s: set(h) for s, h in hands.items()} if hands is not None else None
        )
        self.dealt = hands
        self.answers = answers
        self.irregularities: list[Irregularity] = []
        self.calls: list[CallRow] = []
        self.phase = "auction"  # auction, play, done, thrown-in, redeal, open
        self.turn = options.after(dealer)
        self.bid: tuple[Seat, Call] | None = None
        self.contre: Seat | None = None
        self.surcontre: Seat | None = None
        self.passes = 0
        self.silenced: set[str] = set()
        self.trick: list[tuple[Seat, Card]] = []
        self.tricks: list[TrickRow] = []
        self.won: dict[str, int] = {"NS": 0, "EW": 0}
        self.tricks_won: dict[str, int] = {"NS": 0, "EW": 0}
        self.played: set[Card] = set()
        self.announced: dict[tuple[Seat, Suit], int] = {}
        self.lost_by: str | None = None
        self.meld_window: Seat | None = None  # who has just played to the first trick (10D)
        self.announcements: list[Announcement] = []
        self.edition = get_edition(EDITION)

    # -- questions and irregularities -------------------------------------------------------

    def _rule(self, kind: Kind, offence: Offence, law: str = "") -> None:
        """Open the irregularity of ``kind`` (its article: ``law``, else the edition's) and
        run the edition's rule for it."""
        spec = self.edition.rule(kind)
        ev = offence.event
        summary = spec.title
        if ev is not None:
            summary += f": {name(offence.seat)}, event {ev.index} ({ev.text})"
        offence.irregularity = irr = Irregularity(
            kind=kind,
            law=law or spec.law,
            offender=offence.seat.letter if offence.seat is not None else None,
            event=ev.index if ev is not None else 0,
            summary=summary,
        )
        self.irregularities.append(irr)
        rule = cast(Callable[[Offence], None], spec.handler)
        rule(offence)

    def ask(
        self,
        irr: Irregularity,
        qid: str,
        asked_of: str,
        law: str,
        text: str,
        choices: dict[str, str],
    ) -> str:
        n = len(self.irregularities)
        given = self.answers.get(f"{n}.{qid}", self.answers.get(qid))
        if given is not None and given not in choices:
            raise InvalidBeloteError(f"answer {qid}={given!r}: expected {' or '.join(choices)}")
        irr.questions.append(
            Question(id=qid, asked_of=asked_of, law=law, text=text, choices=choices, answer=given)
        )
        if given is None:
            self.phase = "open"
            raise _Stop
        return given

    # -- the auction ------------------------------------------------------------------------

    def record_call(self, seat: Seat, call: Call, ev: Event | None, status: str = "ok") -> None:
        self.calls.append(
            CallRow(seat=seat.letter, call=str(call), event=ev.index if ev else None, status=status)
        )
        if status == "void":
            return
        if call.kind == "bid":
            self.bid, self.passes = (seat, call), 0
        elif call.kind == "contre":
            self.contre, self.passes = seat, 0
        elif call.kind == "surcontre":
            self.surcontre = seat
        else:
            self.passes += 1
        self.turn = self.options.after(seat)
        if self.surcontre is not None or (self.bid is not None and self.passes == 3):
            self._start_play()
        elif self.bid is None and self.passes == 4:
            self.phase = "thrown-in"

    def _start_play(self) -> None:
        self.phase = "play"
        self.turn = self.options.after(self.dealer)  # eldest leads (8A)

    def _auto_passes(self, until: Seat | None) -> None:
        """The turns of a side that lost the right to speak pass for it (7A)."""
        while self.phase == "auction" and self.turn.side in self.silenced and self.turn != until:
            self.record_call(self.turn, Call("pass"), None, "auto")

    def _why_not(self, seat: Seat, call: Call) -> tuple[Kind, str, str] | None:
        """``(kind, article, reason)`` when the call is not allowed in turn, else ``None``."""
        if seat.side in self.silenced and call.kind != "pass":
            return Kind.CALL_WHEN_SILENCED, "7A", "his side has lost the right to speak"
        if self.contre is not None and seat.side == self.contre.side and call.kind != "pass":
            return (
                Kind.CALL_BY_CONTRER_SIDE,
                "4B",
                "after a contre the contrer and his partner may only pass",
            )
        if call.kind == "bid":
            if self.contre is not None:
                return Kind.BID_AFTER_CONTRE, "4B", "a contre fixes the contract"
            if call.denomination in ("TA", "SA") and self.options.all_trumps != "yes":
                return (
                    Kind.BID_NOT_ALLOWED,
                    "3D",
                    "all-trumps and no-trumps are not enabled for this event",
                )
            if not call.is_capot and not (80 <= call.level <= 160 and call.level % 10 == 0):
                return (
                    Kind.BID_NOT_ALLOWED,
                    "3B",
                    "bids run from 80 to 160 in steps of 10 (or capot)",
                )
            if self.bid is not None and self.bid[1].is_capot:
                return Kind.BID_OVER_CAPOT, "3C", "nothing can be bid over capot"
            if self.bid is not None and call.level <= self.bid[1].level:
                return (
                    Kind.BID_NOT_HIGHER,
                    "3B",
                    f"a bid must be higher than the last one ({self.bid[1]})",
                )
        if call.kind == "contre":
            if self.bid is None:
                return Kind.CONTRE_NOT_ALLOWED, "4A", "there is no bid to contre"
            if self.contre is not None:
                return Kind.CONTRE_NOT_ALLOWED, "4A", "the contract is already contred"
            if self.bid[0].side == seat.side:
                return Kind.CONTRE_OWN_SIDE, "4A", "only an opponent's bid may be contred"
        if call.kind == "surcontre":
            if self.contre is None:
                return Kind.SURCONTRE_NOT_ALLOWED, "4C", "there is no contre"
            if seat.side == self.contre.side:
                return Kind.SURCONTRE_WRONG_SIDE, "4C", "only the contred side may surcontre"
        return None

    def _call(self, ev: Event) -> None:
        call = ev.call
        assert call is not None
        if self.phase == "auction":
            self._auto_passes(ev.seat)
        seat = ev.seat if ev.seat is not None else self.turn
        if self.phase != "auction":
            self._rule(Kind.CALL_AFTER_AUCTION, Offence(self, ev, seat))
            return
        if seat != self.turn:
            if call.kind == "contre" and self._why_not(seat, call) is None:
                self._rule(Kind.CONTRE_OUT_OF_TURN, Offence(self, ev, seat))
            else:
                self._rule(Kind.CALL_OUT_OF_TURN, Offence(self, ev, seat))
            return
        why = self._why_not(seat, call)
        if why is not None:
            kind, article, reason = why
            self._rule(kind, Offence(self, ev, seat, why=reason), article)
            return
        self.record_call(seat, call, ev)

    # -- the play ---------------------------------------------------------------------------

    def _card(self, ev: Event) -> None:
        card = ev.card
        assert card is not None
        if ev.action == "expose":
            self._expose(ev, (ev.seat if ev.seat is not None else self.turn), card)
            return
        if self.phase == "auction":
            self._auto_passes(None)
        if self.phase == "auction":
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): a card before the end of the auction"
            )
        if self.phase in ("thrown-in", "redeal"):
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): no play, the deal was {self.phase}"
            )
        seat = ev.seat if ev.seat is not None else self.turn
        self.meld_window = None
        if self.phase == "done":
            raise InvalidBeloteError(f"event {ev.index} ({ev.text}): a card after the eighth trick")
        self._check_holding(ev, seat, card)
        if seat != self.turn:
            self._rule(Kind.CARD_OUT_OF_TURN, Offence(self, ev, seat))
            return
        trump = self.bid[1].trump if self.bid is not None else None
        if self.hands is not None:
            hand = frozenset(self.hands[seat])
            allowed, duty, article = allowed_cards(hand, self.trick, seat, trump, self.options)
            if card not in allowed:
                renonce = Offence(self, ev, seat, duty=duty, article=article, allowed=allowed)
                self._rule(Kind.RENONCE, renonce)
            self.hands[seat].discard(card)
        self.played.add(card)
        if ev.announced:
            self._announce(ev, seat, card)
        if not self.tricks:
            self.meld_window = seat
        self.trick.append((seat, card))
        self.turn = self.options.after(seat)
        if len(self.trick) == 4:
            self._close_trick(trump)

    def _expose(self, ev: Event, seat: Seat, card: Card) -> None:
        self._check_holding(ev, seat, card)
        self._rule(Kind.CARD_SHOWN, Offence(self, ev, seat))

    def _check_holding(self, ev: Event, seat: Seat, card: Card) -> None:
        if self.hands is not None and card not in self.hands[seat]:
            where = (
                "was dealt to another player" if card not in self.played else "was played already"
            )
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): {name(seat)} does not hold {card} (it {where})"
            )
        if self.hands is None and card in self.played:
            raise InvalidBeloteError(f"event {ev.index} ({ev.text}): {card} was played already")

    def _announce(self, ev: Event, seat: Seat, card: Card) -> None:
        """Belote (10A): king and queen of trumps, of any one suit at all trumps, none at no
        trumps; each card of the pair announced once as it is played."""
        trump = self.bid[1].trump if self.bid is not None else None
        suit = card.suit if trump == ALL_TRUMPS else trump
        pair = {Card(suit, Rank.KING), Card(suit, Rank.QUEEN)} if isinstance(suit, Suit) else set()
        holds = self.dealt is None or pair <= set(self.dealt[seat])
        count = self.announced.get((seat, card.suit), 0)
        if card in pair and holds and count < 2:
            self.announced[(seat, card.suit)] = count + 1
            return
        self._rule(Kind.ANNOUNCEMENT_VOID, Offence(self, ev, seat))

    def _close_trick(self, trump: Trump) -> None:
        winner, _ = winning(self.trick, trump)
        points = sum(card_points(c, trump) for _, c in self.trick)
        number = len(self.tricks) + 1
        self.won[winner.side] += points
        self.tricks_won[winner.side] += 1
        if number == 8:
            self.won[winner.side] += 100 if self.tricks_won[winner.side] == 8 else 10
        self.tricks.append(
            TrickRow(
                number=number,
                leader=self.trick[0][0].letter,
                cards=[f"{s.letter}:{c}" for s, c in self.trick],
                winner=winner.letter,
                points=points,
            )
        )
        self.trick = []
        self.turn = winner
        if number == 2:
            for a in self.announcements:
                if a.requested and not a.shown and a.counted:
                    self._rule(Kind.MELD_NOT_SHOWN, Offence(self, None, a.seat, announcement=a))
        if number == 8:
            self.phase = "done"

    # -- melds (10D-10F) --------------------------------------------------------------------

    def _meld_event(self, ev: Event) -> None:
        seat = ev.seat
        assert seat is not None
        if self.options.melds == "none":
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): melds are not played (option melds=none)"
            )
        if ev.action == "meld":
            self._announce_melds(ev, seat)
            return
        if self.phase != "play" or len(self.tricks) > 1:
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): melds are asked for and shown at the first "
                "two tricks (10F)"
            )
        if ev.action == "show":
            for a in self.announcements:
                a.shown = a.shown or a.seat == seat
            return
        target = ev.target
        asked = [a for a in self.announcements if a.seat == target and a.counted]
        if not asked:
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): {name(target)} has no meld announced to show"
            )
        for a in asked:
            a.requested = True

    def _announce_melds(self, ev: Event, seat: Seat) -> None:
        """An announcement: in time on playing to the first trick (10D), of melds the hand
        holds, no card in two of them (10H)."""
        a = Announcement(seat, ev.melds, ev.index)
        self.announcements.append(a)
        if self.dealt is not None:
            cards = [c for m in ev.melds for c in m.cards]
            if len(set(cards)) < len(cards) or not set(cards) <= self.dealt[seat]:
                self._rule(Kind.MELD_NOT_HELD, Offence(self, ev, seat, announcement=a))
                return
        if self.meld_window != seat:
            self._rule(Kind.MELD_OUT_OF_TIME, Offence(self, ev, seat, announcement=a))

    def _meld_rows(self, trump: Trump) -> tuple[list[MeldRow], tuple[tuple[str, str, int], ...]]:
        """The melds announced, and the scoring ones: all those of the best meld's side."""
        best = best_announcement(self.announcements, trump)
        side = best.seat.side if best is not None else None
        rows: list[MeldRow] = []
        scored: list[tuple[str, str, int]] = []
        for a in self.announcements:
            for m in a.melds:
                status = "void" if not a.counted else "scored" if a.seat.side == side else "lower"
                if a is best and m.key(trump) == a.best_key(trump):
                    status = "best"
                rows.append(
                    MeldRow(
                        seat=a.seat.letter,
                        meld=str(m),
                        value=m.value(trump),
                        event=a.event,
                        status=status,
                        shown=a.shown,
                    )
                )
                if status in ("best", "scored"):
                    scored.append((a.seat.side, f"{m} ({a.seat.letter})", m.value(trump)))
        return rows, tuple(scored)

    # -- the whole deal ---------------------------------------------------------------------

    def push(self, ev: Event) -> None:
        if self.phase in ("open",):
            return
        if ev.action == "call":
            self._call(ev)
        elif ev.action in ("meld", "request", "show"):
            self._meld_event(ev)
        else:
            self._card(ev)

    def replay(
        self, events: tuple[Event, ...], claimed: dict[str, int] | None = None
    ) -> BeloteRuling:
        try:
            for ev in events:
                self.push(ev)
            if self.phase == "auction":
                self._auto_passes(None)
        except _Stop:
            pass
        score = None
        contract = None
        trump = self.bid[1].trump if self.bid is not None else None
        melds, scored = self._meld_rows(trump)
        if self.bid is not None and self.phase not in ("auction", "redeal"):
            seat, call = self.bid
            mult = 4 if self.surcontre is not None else 2 if self.contre is not None else 1
            contract = (
                str(call) + {1: "", 2: " contre", 4: " surcontre"}[mult] + f" by {seat.letter}"
            )
            if self.phase == "done" or (self.lost_by is not None and self.phase != "open"):
                result = DealResult(
                    contract=call,
                    takers=seat.side,
                    multiplier=mult,
                    trick_points=dict(self.won),
                    all_tricks=next((s for s, n in self.tricks_won.items() if n == 8), None),
                    belote=tuple(s.side for (s, _), n in self.announced.items() if n == 2),
                    lost_by=self.lost_by,
                    melds=scored,
                )
                score = score_deal(result, self.options, self.answers)
        if score is not None and claimed is not None and score.total and claimed != score.total:
            self._rule(
                Kind.DISPUTED_SCORE, Offence(self, None, None, claimed=claimed, total=score.total)
            )
        status = {
            "done": "complete",
            "thrown-in": "thrown-in",
            "redeal": "redeal",
            "open": "open",
        }.get(self.phase, "incomplete")
        if status == "incomplete" and score is not None:
            status = "complete"
        if score is not None and score.total == {} and status == "complete":
            status = "open"
        return BeloteRuling(
            edition=EDITION,
            dealer=self.dealer.letter,
            options=self.options.changed(),
            irregularities=self.irregularities,
            auction=self.calls,
            contract=contract,
            tricks=self.tricks,
            melds=melds,
            score=score,
            status=status,
            next_dealer=self.options.after(self.dealer).letter if status == "thrown-in" else None,
        )


def replay_record(
    record: BeloteRecord, extra_answers: dict[str, str] | None = None
) -> BeloteRuling:
    answers = {**record.answers, **(extra_answers or {})}
    table = BeloteTable(record.dealer, record.options, record.hands, answers)
    return table.replay(record.events, record.claimed)
