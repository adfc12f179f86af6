"""What a rule sees and does for one irregularity: it asks questions (in the Law's order,
naming who answers), states each step with its law, and writes the rectification as data."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from director.engine.auction import Contract
from director.engine.events import CallEvent, Event
from director.engine.play import LeadRule, PlayRule
from director.engine.ruling import (
    AdjustedScore,
    AdjustedScoreReview,
    Irregularity,
    LeadRestriction,
    MustPass,
    Offer,
    Option,
    PenaltyCardOut,
    PlayRestrictionOut,
    Poll,
    Question,
    Statement,
    UnauthorisedInformation,
)
from director.engine.stops import AnswerError, OpenQuestion
from director.engine.table_api import TableApi
from director.model.card import Card, Suit
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.editions.base import RuleSpec
    from director.engine.play import PlayState
    from director.engine.table import Table
    from director.scoring.contract import ContractResult

__all__ = ["Context"]

T = TypeVar("T")

_YES = {"yes", "y", "true", "t", "1", "accept", "accepted"}
_NO = {"no", "n", "false", "f", "0", "decline", "declined", "reject"}


def _normalise(value: Any, options: list[Option]) -> Any:
    values = [o.value for o in options]
    if isinstance(value, int) and not isinstance(value, bool) and isinstance(values[0], str):
        value = str(value)
    if value in values and type(value) is type(values[0]):
        return value
    if isinstance(values[0], bool) and isinstance(value, str | int):
        text = str(value).strip().lower()
        if text in _YES:
            return True
        if text in _NO:
            return False
    if isinstance(value, str):
        for v in values:
            if isinstance(v, str) and v.lower() == value.strip().lower():
                return v
    return None


ACCEPT = ("", "yes", "y", "accept", "ok", "true")  # YAML reads a bare yes as true


def accepts(raw: str) -> bool:
    """Whether an answer to a question with a proposal accepts it (Enter at the terminal)."""
    return raw.strip().lower() in ACCEPT


class Context(TableApi):
    """The ruling on one irregularity, built while the table replays: a :class:`TableApi`
    (what the rule reads of the table and does to it) with the ruling's questions,
    statements and rectification."""

    def __init__(
        self,
        table: Table,
        spec: RuleSpec,
        event: Event,
        offender: Seat,
        answers: dict[str, Any],
        number: int,
    ) -> None:
        super().__init__(table)
        self.spec = spec
        self.event = event
        self.offender = offender
        self.answers = answers
        self.number = number
        self.position = 0
        self.skipped: Seat | None = None
        self.asked: set[str] = set()
        self.readers: dict[str, Callable[[str], Any]] = {}  # text questions' answer readers
        self._lead_conditions: list[LeadRestriction] = []
        self._penalty_conditions: list[PenaltyCardOut] = []
        self.out = Irregularity(
            kind=spec.kind,
            law=spec.law,
            offender=offender.letter,
            event=event.index,
            summary=spec.summary(event, offender),
        )

    # ---------------------------------------------------- the auction, by ruling
    def withdraw(self) -> None:
        """This ruling is not one after all (what it found is said elsewhere): drop it."""
        self.table.contexts.remove(self)

    def bar(self, seat: Seat, scope: str, law: str, own: bool = True) -> None:
        """Bar ``seat``'s calls for ``scope`` under ``law``; ``own``: this ruling says what
        follows when the barred player calls (else no ruling does)."""
        self.table.bar(seat, scope, law, self if own else None)

    def skip_turn(self, seat: Seat, position: int) -> None:
        """``seat``'s turn at auction ``position`` was taken by the offender's call out of
        rotation: if the auction ends before he calls, Law 17D3 is ruled on then."""
        self.table.skipped.append((seat, position, self.offender))

    def reopen_at(self, seat: Seat, position: int) -> None:
        """The auction goes back to ``seat``: the calls from ``position`` on are cancelled."""
        cancelled = self.out.rectification.cancelled_events
        for entry in self.table.cut_auction(position):
            if entry.event and entry.event not in cancelled:
                cancelled.append(entry.event)
        self.table.turn = seat

    # -------------------------------------------------------------- questions
    def ask(
        self,
        qid: str,
        asks: str,
        law: str,
        text: str,
        options: list[tuple[Any, str, str]],
        seat: Seat | None = None,
        shown: list[str] | None = None,
    ) -> Any:
        """Ask a question; return its answer, or stop the replay when there is none.

        ``options`` are ``(value, label, outcome)`` in the Law's order; ``shown``: what the
        answer is decided from, put before the question.
        """
        opts = [Option(value=v, label=label, outcome=outcome) for v, label, outcome in options]
        question = Question(
            id=qid,
            asks=asks,  # type: ignore[arg-type]
            seat=seat.letter if seat is not None else None,
            law=law,
            text=text,
            options=opts,
            shown=list(shown or []),
        )
        raw = self._raw_answer(question)
        value = _normalise(raw, opts)
        if value is None:
            if isinstance(opts[0].value, bool):
                expected = "yes or no"
            else:
                expected = ", ".join(str(o.value) for o in opts)
            raise AnswerError(
                f"answer {self.number} ({self.spec.kind} at event {self.event.index}): "
                f"{qid}={raw!r} does not fit; expected {expected}"
            )
        question.answer = value
        return value

    def _raw_answer(self, question: Question) -> Any:
        """Record ``question`` as asked and return its answer as given (the record's, else
        the prompt's); with none, it stays open and the replay stops (:class:`OpenQuestion`)."""
        qid = question.id
        self.asked.add(qid)
        self.out.questions.append(question)
        raw = self.answers.get(qid)
        if raw is None and self.table.prompt is not None:
            raw = self.table.prompt(self, question)
            if raw is not None:
                self.answers[qid] = raw
        if raw is None:
            self.out.open_questions.append(qid)
            raise OpenQuestion(qid)
        return raw

    def ask_text(
        self,
        qid: str,
        asks: str,
        law: str,
        text: str,
        expects: str,
        read: Callable[[str], T],
        poll: Poll | None = None,
        offered: Offer | None = None,
    ) -> T:
        """Ask a question answered in words (a result, outcomes with percentages), not by
        an option; ``read`` turns the answer into its value or raises a
        :class:`~director.errors.DirectorError` saying what is wrong with it. ``offered``:
        a proposal that ``yes`` (or Enter at the terminal) accepts; anything else typed
        replaces it."""
        from director.errors import DirectorError

        question = Question(
            id=qid,
            asks=asks,  # type: ignore[arg-type]
            seat=None,
            law=law,
            text=text,
            options=[],
            expects=expects,
            offered=offered,
        )

        def taken(raw: str) -> T:
            if offered is not None and accepts(raw):
                return read(offered.outcomes)
            return read(raw)

        self.readers[qid] = taken  # the terminal checks an answer typed there (check_text)
        raw = self._raw_answer(question)
        if offered is not None:
            offered.accepted = accepts(str(raw))
            raw = "yes" if offered.accepted else raw
        try:
            value = taken(str(raw))
        except DirectorError as e:
            raise AnswerError(
                f"answer {self.number} ({self.spec.kind} at event {self.event.index}): "
                f"{qid}={raw!r}: {e}"
            ) from None
        question.answer = str(raw)
        return value

    def ask_note(
        self, qid: str, law: str, text: str, expects: str, read: Callable[[str], Any]
    ) -> Any:
        """What the director may give beside a question (a poll): the record's answer;
        else, at a terminal, asked (Enter: none); else None. Not listed as a question."""
        self.asked.add(qid)
        raw = self.answers.get(qid)
        if raw is None and self.table.prompt is not None:
            question = Question(
                id=qid,
                asks="director",
                seat=None,
                law=law,
                text=text,
                options=[],
                expects=expects,
            )
            self.readers[qid] = read
            raw = self.table.prompt(self, question)
            if raw is not None:
                self.answers[qid] = raw
        return raw

    def proposed_weights(self) -> tuple[list[tuple[ContractResult, float]], str] | None:
        """Starting weights for a 12C1(c) score the session can propose here (double dummy)
        and how they were found; None: none."""
        propose = self.table.propose
        return propose(self) if propose is not None else None

    def check_text(self, qid: str, raw: str) -> None:
        """Raise :class:`~director.errors.DirectorError` saying what is wrong with ``raw`` as
        the answer to text question ``qid`` (so that a mistyped answer is asked again)."""
        read = self.readers.get(qid)
        if read is not None:
            read(raw)

    def note_answer(self, qid: str) -> Any:
        """An answer the director may give without being asked (a poll beside a question):
        its value, or None."""
        self.asked.add(qid)
        return self.answers.get(qid)

    def after_play(self, step: Callable[[], None]) -> None:
        """Run ``step`` once the record has been replayed to its end (the director rules on
        damage when play ends, 16B3)."""
        self.table.deferred.append(step)

    def adjusted(self, score: AdjustedScore) -> None:
        self.out.rectification.adjusted_score = score
        self.apply(score.law)
        for side in score.sides:
            self.apply(side.law)

    def check_answers(self) -> None:
        unknown = sorted(set(self.answers) - self.asked)
        if unknown:
            asked = ", ".join(sorted(self.asked)) or "none"
            raise AnswerError(
                f"answer {self.number} ({self.spec.kind} at event {self.event.index}): "
                f"{unknown[0]!r} is not a question here (asked: {asked})"
            )

    # ------------------------------------------------------------- statements
    def say(self, law: str, text: str) -> None:
        self.out.steps.append(Statement(law=law, text=text))
        self.apply(law)

    def apply(self, law: str) -> None:
        if law not in self.out.rectification.laws:
            self.out.rectification.laws.append(law)

    def must_pass(self, seat: Seat, scope: str, law: str) -> None:
        self.bar(seat, scope, law)
        self.out.rectification.must_pass.append(
            MustPass(seat=seat.letter, scope=scope, law=law)  # type: ignore[arg-type]
        )
        when = "at his next turn" if scope == "next-turn" else "for the rest of the auction"
        self.say(law, f"{seat.name.title()} must pass {when}.")

    def lead_restriction_26b(self, law: str | None = None) -> None:
        """Law 26B: if the offender becomes a defender, declarer may prohibit his partner's
        lead of one suit the offender did not specify in the legal auction (``law``: the
        edition's section, ``citations.withdrawn_call_lead``, unless a rule names one)."""
        if law is None:
            law = self.edition.citations.withdrawn_call_lead
        restriction = LeadRestriction(
            player=self.offender.partner.letter,
            declarer_may="prohibit",
            suit="any-one-suit-not-bid-by-offender",
            duration="from the first time he has the lead, for as long as he keeps it",
            law=law,
            condition="the offender becomes a defender",
        )
        self._lead_conditions.append(restriction)
        self.out.rectification.lead_restrictions.append(restriction)
        self.apply(law)

    def lead_restriction(self, restriction: LeadRestriction) -> None:
        """A lead restriction that arises only if the offender becomes a defender, as an
        edition's rule words it (the 1997 code's Law 26 lead penalties, for instance)."""
        self._lead_conditions.append(restriction)
        self.out.rectification.lead_restrictions.append(restriction)
        self.apply(restriction.law)

    def penalty_card(self, seat: Seat, card: str, kind: str, law: str) -> None:
        pc = PenaltyCardOut(
            seat=seat.letter,
            card=card,
            kind=kind,  # type: ignore[arg-type]
            law=law,
            condition=f"{seat.name.title()} becomes a defender",
        )
        self._penalty_conditions.append(pc)
        self.out.rectification.penalty_cards.append(pc)
        self.apply(law)

    def review(self, law: str, reason: str) -> None:
        self.out.rectification.adjusted_score_review = AdjustedScoreReview(law=law, reason=reason)
        self.apply(law)

    def unauthorised(self, law: str, whom: str, what: str) -> None:
        self.out.rectification.unauthorised_information = UnauthorisedInformation(
            law=law, whom=whom, what=what
        )
        self.apply(law)

    def cancel(self, index: int, status: str = "cancelled") -> None:
        if index not in self.out.rectification.cancelled_events:
            self.out.rectification.cancelled_events.append(index)
        self.table.cancel(index, status)

    def cancel_event(self, event: CallEvent, status: str = "cancelled") -> None:
        """Record a call that never joins the legal auction (cancelled or withdrawn)."""
        if event.index in self.out.rectification.cancelled_events:
            return
        self.table.record(event, status)
        self.out.rectification.cancelled_events.append(event.index)

    # ------------------------------------------------------------ play period
    @property
    def play(self) -> PlayState:
        assert self.table.play is not None
        return self.table.play

    def play_penalty(self, seat: Seat, card: Card, major: bool, law: str) -> None:
        """A penalty card in the play period (Law 50): it lies face up from now on."""
        self.play.add_penalty(seat, card, major, law)
        kind: Literal["major", "minor"] = "major" if major else "minor"
        self.out.rectification.penalty_cards.append(
            PenaltyCardOut(seat=seat.letter, card=str(card), kind=kind, law=law)
        )
        self.edition.hook("penalty-card.made")(self, seat, card, major, law)

    def lead_rule(
        self, seat: Seat, suit: Suit, mode: str, law: str, until_loses_lead: bool
    ) -> None:
        st = self.play
        st.lead_rules.append(
            LeadRule(seat, suit, mode, law, st.trick_number, until_loses_lead)  # type: ignore[arg-type]
        )
        duration = "for as long as he keeps the lead" if until_loses_lead else "for his next lead"
        self.out.rectification.lead_restrictions.append(
            LeadRestriction(
                player=seat.letter,
                declarer_may=mode,  # type: ignore[arg-type]
                suit=suit.letter,
                duration=duration,
                law=law,
                trick=st.trick_number,
            )
        )
        verb = "must lead" if mode == "require" else "may not lead"
        self.say(law, f"{seat.name.title()} {verb} a {suit.name.lower()[:-1]} {duration}.")

    def called_lead(
        self, seat: Seat, suit: Suit, mode: Literal["require", "prohibit"], law: str, duration: str
    ) -> LeadRestriction:
        """A lead declarer calls (or forbids) from ``seat`` (the holder, as the record names
        him) for his next lead, under a code that lets him (Auction Bridge 1912 Law 51,
        three-handed Auction Law 9): in force from now, or from the opening of the play when
        it has not opened yet. Returns its data."""
        st = self.table.play
        trick = st.trick_number if st is not None else 1
        if st is not None:  # ``seat`` holds the cards of a play position (Table.position)
            position = self.table.position(seat)
            st.lead_rules.append(LeadRule(position, suit, mode, law, trick, False))
        else:
            self.table.opening_lead_rules.append(LeadRule(seat, suit, mode, law, trick, False))
        data = LeadRestriction(
            player=seat.letter,
            declarer_may=mode,
            suit=suit.letter,
            duration=duration,
            law=law,
            trick=trick,
        )
        self.out.rectification.lead_restrictions.append(data)
        self.apply(law)
        return data

    def at_auction_end(self, step: Callable[[], None]) -> None:
        """Run ``step`` when the auction ends (at once if it has): what the declarer may
        choose once he is known (three-handed Auction Law 9)."""
        if self.table.auction.is_complete:
            step()
        else:
            self.table.at_auction_end.append(step)

    def play_rule(self, seat: Seat, mode: str, suit: Suit | None, law: str) -> None:
        st = self.play
        st.play_rules.append(PlayRule(seat, st.trick_number, mode, suit, law))  # type: ignore[arg-type]
        must = {
            "highest": "highest-of-suit-led",
            "lowest": "lowest-of-suit-led",
            "play-suit": "play-suit",
            "not-suit": "not-play-suit",
        }[mode]
        self.out.rectification.play_restrictions.append(
            PlayRestrictionOut(
                player=seat.letter,
                trick=st.trick_number,
                must=must,  # type: ignore[arg-type]
                suit=suit.letter if suit else None,
                law=law,
            )
        )
        self.apply(law)

    def auction_penalty_cards(self, contract: Contract) -> list[PenaltyCardOut]:
        """Penalty cards from the auction (24E) that carry into the play: the offender
        became a defender."""
        if contract.declarer.side == self.offender.side:
            return []
        return list(self._penalty_conditions)

    def auction_lead_restrictions(self, contract: Contract) -> list[LeadRestriction]:
        """Lead restrictions from the auction (26B) that carry into the play: the offender
        became a defender."""
        if contract.declarer.side == self.offender.side:
            return []
        return list(self._lead_conditions)

    # ---------------------------------------------------------------- finish
    def finish(self, contract: Contract | None) -> None:
        """At the end of the auction, conditions on the offender's role are settled."""
        rect = self.out.rectification
        named = [s.letter for s in self.table.auction.suits_named_by(self.offender)]
        for r in self._lead_conditions:
            r.offender_named = named
        if contract is None:
            return
        if contract.declarer.side != self.offender.side:
            for r in self._lead_conditions:
                r.condition = None
            for p in self._penalty_conditions:
                p.condition = None
            return
        if self._lead_conditions:
            rect.lead_restrictions = [
                r for r in rect.lead_restrictions if r not in self._lead_conditions
            ]
            self.edition.hook("auction.lead-restriction-lapses")(self)
        if self._penalty_conditions:
            rect.penalty_cards = [
                p for p in rect.penalty_cards if p not in self._penalty_conditions
            ]
            self.edition.hook("auction.exposed-cards-return")(self)
        self._lead_conditions = []
        self._penalty_conditions = []
