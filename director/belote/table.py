"""One stateful table that replays the events of a deal of contrée: the auction (articles
3-7), the play (8-12) and the score (13-15), ruling on each irregularity as it comes.

Where the rules read leave a choice, the question is put (to the arbiter or to a side) and
the replay stops at that event until it is answered (``--answer ID=VALUE`` or ``N.ID=VALUE``
for the N-th irregularity).
"""

from __future__ import annotations

from director.belote import EDITION
from director.belote.calls import Call
from director.belote.cards import ALL_TRUMPS, Card, Rank, Suit, Trump, card_points
from director.belote.duties import allowed_cards, winning
from director.belote.options import InvalidBeloteError, Options
from director.belote.record import BeloteRecord, Event, Hands
from director.belote.ruling import (
    BeloteRuling,
    CallRow,
    Irregularity,
    Question,
    Step,
    TrickRow,
)
from director.belote.scoring import DealResult, other, score_deal
from director.model.seat import Seat

__all__ = ["BeloteTable", "replay_record"]

_NAMES = {Seat.NORTH: "North", Seat.EAST: "East", Seat.SOUTH: "South", Seat.WEST: "West"}
PENALTY_CHOICES = {
    "none": "no further penalty: the offender calls again",
    "silence": "the offending side loses the right to speak for the rest of the auction "
    "(the remedy of 7A, applied by analogy)",
}
PLAY_FAULT_CHOICES = {
    "none": "no penalty: the card is taken back and play goes on",
    "deal-lost": "the offending side loses the deal as a failed contract (12B), the sanction "
    "club rulebooks give for any fault",
}


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

    # -- questions and irregularities -------------------------------------------------------

    def _irregularity(
        self, ev: Event, kind: str, law: str, offender: Seat | None, what: str
    ) -> Irregularity:
        name = _NAMES[offender] if offender is not None else "a player"
        irr = Irregularity(
            kind=kind,
            law=law,
            offender=offender.letter if offender is not None else None,
            event=ev.index,
            summary=f"{what}: {name}, event {ev.index} ({ev.text})",
        )
        self.irregularities.append(irr)
        return irr

    def _ask(
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

    def _record_call(self, seat: Seat, call: Call, ev: Event | None, status: str = "ok") -> None:
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
            self._record_call(self.turn, Call("pass"), None, "auto")

    def _inadmissible(self, ev: Event, seat: Seat, kind: str, law: str, why: str) -> None:
        irr = self._irregularity(ev, kind, law, seat, "Call not allowed")
        irr.steps.append(Step(law=law, text=f"{_NAMES[seat]}'s {ev.call} is not allowed: {why}."))
        irr.steps.append(
            Step(
                law="6A",
                text=f"The {ev.call} is cancelled; {_NAMES[seat]} calls again in turn.",
            )
        )
        irr.cancelled_events.append(ev.index)
        assert ev.call is not None
        self._record_call(seat, ev.call, ev, "void")
        if kind == "call-when-silenced":
            return
        answer = self._ask(
            irr,
            "penalty",
            "arbiter",
            "6B",
            "The FFB forbids this call but the rulebooks read give no penalty for it (the FFB "
            "code of arbitration could not be read): does a penalty apply?",
            PENALTY_CHOICES,
        )
        if answer == "silence":
            self._silence(irr, seat, "6B")

    def _silence(self, irr: Irregularity, seat: Seat, law: str) -> None:
        self.silenced.add(seat.side)
        irr.silenced_side = seat.side
        irr.steps.append(
            Step(
                law=law,
                text=f"{seat.side} lose the right to speak for the rest of the auction; "
                "their turns count as passes.",
            )
        )

    def _why_not(self, seat: Seat, call: Call) -> tuple[str, str, str] | None:
        """``(kind, article, reason)`` when the call is not allowed in turn, else ``None``."""
        if seat.side in self.silenced and call.kind != "pass":
            return "call-when-silenced", "7A", "his side has lost the right to speak"
        if self.contre is not None and seat.side == self.contre.side and call.kind != "pass":
            return (
                "call-by-contrer-side",
                "4B",
                "after a contre the contrer and his partner may only pass",
            )
        if call.kind == "bid":
            if self.contre is not None:
                return "bid-after-contre", "4B", "a contre fixes the contract"
            if call.denomination in ("TA", "SA") and self.options.all_trumps != "yes":
                return (
                    "bid-not-allowed",
                    "3D",
                    "all-trumps and no-trumps are not enabled for this event",
                )
            if not call.is_capot and not (80 <= call.level <= 160 and call.level % 10 == 0):
                return "bid-not-allowed", "3B", "bids run from 80 to 160 in steps of 10 (or capot)"
            if self.bid is not None and self.bid[1].is_capot:
                return "bid-over-capot", "3C", "nothing can be bid over capot"
            if self.bid is not None and call.level <= self.bid[1].level:
                return (
                    "bid-not-higher",
                    "3B",
                    f"a bid must be higher than the last one ({self.bid[1]})",
                )
        if call.kind == "contre":
            if self.bid is None:
                return "contre-not-allowed", "4A", "there is no bid to contre"
            if self.contre is not None:
                return "contre-not-allowed", "4A", "the contract is already contred"
            if self.bid[0].side == seat.side:
                return "contre-own-side", "4A", "only an opponent's bid may be contred"
        if call.kind == "surcontre":
            if self.contre is None:
                return "surcontre-not-allowed", "4C", "there is no contre"
            if seat.side == self.contre.side:
                return "surcontre-wrong-side", "4C", "only the contred side may surcontre"
        return None

    def _call(self, ev: Event) -> None:
        call = ev.call
        assert call is not None
        if self.phase == "auction":
            self._auto_passes(ev.seat)
        seat = ev.seat if ev.seat is not None else self.turn
        if self.phase != "auction":
            irr = self._irregularity(
                ev, "call-after-auction", "5D", seat, "Call after the end of the auction"
            )
            irr.steps.append(
                Step(law="5D", text=f"The auction is over: {_NAMES[seat]}'s {call} is void.")
            )
            irr.cancelled_events.append(ev.index)
            return
        if seat != self.turn:
            if call.kind == "contre" and self._why_not(seat, call) is None:
                self._contre_out_of_turn(ev, seat)
                return
            irr = self._irregularity(ev, "call-out-of-turn", "7A", seat, "Call out of turn")
            irr.steps.append(
                Step(
                    law="7A",
                    text=f"{_NAMES[seat]}'s {call} out of turn is void (the remedy of "
                    "contree.org, fautes et sanctions; the FFB code of arbitration was not read).",
                )
            )
            irr.cancelled_events.append(ev.index)
            self.calls.append(
                CallRow(seat=seat.letter, call=str(call), event=ev.index, status="void")
            )
            self._silence(irr, seat, "7A")
            return
        why = self._why_not(seat, call)
        if why is not None:
            self._inadmissible(ev, seat, *why)
            return
        self._record_call(seat, call, ev)

    def _contre_out_of_turn(self, ev: Event, seat: Seat) -> None:
        irr = self._irregularity(ev, "contre-out-of-turn", "7B", seat, "Contre out of turn")
        irr.steps.append(
            Step(
                law="7B",
                text=f"{_NAMES[seat]} contred before his turn; the FFB allows a contre only "
                "in turn.",
            )
        )
        answer = self._ask(
            irr,
            "contre-out-of-turn",
            "arbiter",
            "7B",
            "The sources differ: a general rulebook makes any call out of turn void with the loss "
            "of the right to speak (7A); the Cannes 2016 rules let the non-offending side choose "
            "to play on or to have the hands redealt. Which applies, and (for the latter) what "
            "did the non-offending side choose?",
            {
                "void": "the contre is void; the offending side loses the right to speak (7A)",
                "stand": "the non-offending side plays on: the contre stands",
                "redeal": "the non-offending side has the hands redealt",
            },
        )
        if answer == "void":
            irr.cancelled_events.append(ev.index)
            self.calls.append(
                CallRow(seat=seat.letter, call="contre", event=ev.index, status="void")
            )
            self._silence(irr, seat, "7A")
        elif answer == "stand":
            irr.steps.append(
                Step(law="7B", text="The contre stands; the auction goes on after the contrer.")
            )
            assert ev.call is not None
            self._record_call(seat, ev.call, ev)
        else:
            irr.redeal = True
            irr.steps.append(
                Step(
                    law="7B",
                    text="The hands are redealt by the same dealer; this deal is not scored.",
                )
            )
            self.phase = "redeal"

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
        if self.phase == "done":
            raise InvalidBeloteError(f"event {ev.index} ({ev.text}): a card after the eighth trick")
        self._check_holding(ev, seat, card)
        if seat != self.turn:
            irr = self._irregularity(ev, "card-out-of-turn", "11A", seat, "Card played out of turn")
            irr.steps.append(
                Step(
                    law="11A",
                    text=f"{_NAMES[seat]} played {card} when {_NAMES[self.turn]} was to play.",
                )
            )
            self._play_fault(irr, seat)
            return
        trump = self.bid[1].trump if self.bid is not None else None
        if self.hands is not None:
            hand = frozenset(self.hands[seat])
            allowed, duty, article = allowed_cards(hand, self.trick, seat, trump, self.options)
            if card not in allowed:
                self._renonce(ev, seat, card, duty, article, allowed)
            self.hands[seat].discard(card)
        self.played.add(card)
        if ev.announced:
            self._announce(ev, seat, card)
        self.trick.append((seat, card))
        self.turn = self.options.after(seat)
        if len(self.trick) == 4:
            self._close_trick(trump)

    def _expose(self, ev: Event, seat: Seat, card: Card) -> None:
        self._check_holding(ev, seat, card)
        irr = self._irregularity(ev, "card-exposed", "11B", seat, "Card exposed")
        irr.steps.append(
            Step(
                law="11B",
                text=f"{_NAMES[seat]} exposed {card}: a fault; the rulebooks read give no "
                "penalty text.",
            )
        )
        self._play_fault(irr, seat)

    def _check_holding(self, ev: Event, seat: Seat, card: Card) -> None:
        if self.hands is not None and card not in self.hands[seat]:
            where = (
                "was dealt to another player" if card not in self.played else "was played already"
            )
            raise InvalidBeloteError(
                f"event {ev.index} ({ev.text}): {_NAMES[seat]} does not hold {card} (it {where})"
            )
        if self.hands is None and card in self.played:
            raise InvalidBeloteError(f"event {ev.index} ({ev.text}): {card} was played already")

    def _play_fault(self, irr: Irregularity, seat: Seat) -> None:
        answer = self._ask(
            irr,
            "play-fault",
            "arbiter",
            irr.law,
            "The rulebooks read list this fault without a penalty text (the FFB code of "
            "arbitration could not be read): which remedy applies?",
            PLAY_FAULT_CHOICES,
        )
        if answer == "deal-lost":
            self._lose(irr, seat, irr.law)
        else:
            irr.steps.append(
                Step(law=irr.law, text="The card goes back to the hand; play goes on.")
            )

    def _lose(self, irr: Irregularity, seat: Seat, law: str) -> None:
        irr.deal_lost_by = seat.side
        irr.steps.append(
            Step(
                law="12B",
                text=f"{seat.side} lose the deal as a failed contract: {other(seat.side)} "
                f"score {self.options.failure_points} + the contract (14B, 14C) and their belote "
                "(the usual remedy of the public rulebooks: contree.org, coincheur.fr).",
            )
        )
        if self.lost_by is None:
            self.lost_by = seat.side
        else:
            irr.steps.append(
                Step(
                    law="12C",
                    text=f"The deal was already lost by {self.lost_by}; this fault changes "
                    "nothing.",
                )
            )

    def _renonce(
        self, ev: Event, seat: Seat, card: Card, duty: str, law: str, allowed: frozenset[Card]
    ) -> None:
        irr = self._irregularity(ev, "renonce", "12A", seat, "Renonce")
        could = " ".join(sorted(str(c) for c in allowed))
        irr.steps.append(
            Step(
                law=law,
                text=f"{_NAMES[seat]} played {card}; the duty was: {duty} (he held {could}).",
            )
        )
        irr.steps.append(
            Step(
                law="12A",
                text="A card against the duty to follow, trump or overtrump is a renonce.",
            )
        )
        self._lose(irr, seat, "12B")

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
        irr = self._irregularity(ev, "announcement-void", "10B", seat, "Belote announced wrongly")
        irr.steps.append(
            Step(
                law="10B",
                text=f"{_NAMES[seat]}'s announcement with {card} is void: belote is the king "
                "and queen of trumps in one hand, announced once with each.",
            )
        )

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
        if number == 8:
            self.phase = "done"

    # -- the whole deal ---------------------------------------------------------------------

    def push(self, ev: Event) -> None:
        if self.phase in ("open",):
            return
        if ev.action == "call":
            self._call(ev)
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
                )
                score = score_deal(result, self.options, self.answers)
        if score is not None and claimed is not None and score.total and claimed != score.total:
            self._disputed(claimed, score.total)
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
            score=score,
            status=status,
        )

    def _disputed(self, claimed: dict[str, int], total: dict[str, int]) -> None:
        irr = Irregularity(
            kind="disputed-score",
            law="15",
            offender=None,
            event=0,
            summary=f"Disputed score: written NS {claimed['NS']}, EW {claimed['EW']}",
        )
        irr.steps.append(
            Step(
                law="15",
                text=f"The score follows from the deal as replayed: NS {total['NS']}, "
                f"EW {total['EW']} (items below); the written score is corrected.",
            )
        )
        self.irregularities.append(irr)


def replay_record(
    record: BeloteRecord, extra_answers: dict[str, str] | None = None
) -> BeloteRuling:
    answers = {**record.answers, **(extra_answers or {})}
    table = BeloteTable(record.dealer, record.options, record.hands, answers)
    return table.replay(record.events, record.claimed)
