"""Law 29 — procedure after a call out of rotation (with Laws 28 and 30-32).

Irregularity
    A call made when it was another player's turn. A call at the turn of an RHO who is
    required to pass is in rotation (28A).

Rectification
    If the player whose turn it was calls before the director rules, his call is in
    rotation and the call out of rotation is cancelled with no rectification but 16C2 (28B).
    When that player is the offender's LHO (a call at the dealer's turn by the player on his
    right, before either has called), 28B and 29A both describe his call: 28B as a call in
    rotation that cancels the other, 29A as an acceptance by calling. The Laws do not rank
    them; our reading is that the fact decides - whether he called at his own turn without
    acting on the call out of rotation (28B) or chose to call over it (29A) - and the
    director, who finds the facts, is asked (``lho_called_over``). A call the LHO made only
    after the director ruled is his call in the rectified auction.
    Otherwise the offender's LHO may accept it by calling over it (29A); if not accepted it
    is cancelled, the turn goes back to the right player (29B) and Law 30 (pass), 31 (bid, or
    an artificial pass, 30C) or 32 (double or redouble) applies; an artificial call is
    judged by the denominations it specified (29C).

Example
    Dealer S: ``1H N:1S`` — North bid at West's turn (his RHO's).

See also
    Laws 16C, 17D3, 23, 25, 26, 72C.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen
from director.model.call import Bid, Pass
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.auction import called_before_rectification, name, next_call_by
from director.rules.common.out_of_rotation import position_of
from director.rules.wbf2017.law30_pass_out_of_rotation import PassOutOfRotation
from director.rules.wbf2017.law30_pass_out_of_rotation import rule as law30_rule
from director.rules.wbf2017.law31_bid_out_of_rotation import BidOutOfRotation
from director.rules.wbf2017.law31_bid_out_of_rotation import rule as law31_rule
from director.rules.wbf2017.law32_double_out_of_rotation import rule as law32_rule


class CallOutOfRotation(Rule):
    """Law 29 (with 28): the call stands in rotation, is accepted, or is cancelled and
    rectified under Law 30, 31 or 32."""

    law = "29"
    # The rules that rectify a cancelled pass, bid (or artificial pass), double or redouble.
    pass_rule: ClassVar[PassOutOfRotation] = law30_rule
    bid_rule: ClassVar[BidOutOfRotation] = law31_rule
    double_rule: ClassVar[BidOutOfRotation] = law32_rule
    # The wordings, formatted with the offender (off), his LHO (lho), the player whose turn
    # it was (turn), the call and the law that rectifies it.
    ask_28b = (
        "{lho}, whose turn it was, called before the director ruled. Did he call at his own "
        "turn, not acting on {off}'s {call} (28B), or call over it, choosing to accept it "
        "(29A)?"
    )
    own_turn_28b = (
        "28B: his call is in rotation; {call} is cancelled as if not made; no rectification "
        "but 16C2; Law 26 does not apply."
    )
    over_it_29a = (
        "over it, accepting it",
        "29A: {call} stands and his call follows it; no rectification.",
    )
    in_rotation_28b = (
        "{turn}, whose turn it was, called before the director ruled: his call is in "
        "rotation, the call out of rotation is cancelled and the auction goes on as if it "
        "had not been made. Law 26 does not apply."
    )
    called_over_29a = "{lho} called over it and so accepted it."
    ask_29a = "Does {lho} accept the call out of rotation {call}?"
    options_29a = (
        ("accept (call over it)", "29A: {call} stands; the auction goes on from {lho}."),
        ("do not accept", "29B: {call} is cancelled and {turn} calls; then Law {law} applies."),
    )
    stands_29a = "{call} stands as part of the auction; the auction continues with {lho}."
    cancelled_29b = "{call} is cancelled; the turn goes back to {turn}."
    insufficient = "27A2"
    # 30C: the question whether the pass was artificial (its id, text, outcomes), the finding.
    artificial = "artificial"
    ask_30c = "Was {off}'s pass artificial, or a pass of his partner's artificial call?"
    yes_30c = "30C: dealt with as a bid out of rotation, under Law 31."
    found_30c = "The pass was artificial: Law 31 applies."

    def run(self, ctx: Context) -> RuleGen | None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        kind, law = ctx.edition.out_of_rotation[event.call.kind]
        ctx.out.kind, ctx.out.law = kind, law
        position = position_of(ctx)
        self.announce(ctx, position)
        reading = self.called_in_rotation(ctx, position)
        if reading == "28B":
            self.in_rotation(ctx)
            return None
        if self.accepted(ctx, position, reading, law):
            self.accept(ctx)
            return None
        self.cancel(ctx, law)
        return self.rectify(ctx, position)

    def words(self, ctx: Context, text: str, law: str = "") -> str:
        event = ctx.event
        assert isinstance(event, CallEvent)
        off = ctx.offender
        return text.format(
            off=name(off), lho=name(off.lho), turn=name(ctx.table.turn), call=event.call, law=law
        )

    @step("29")
    def announce(self, ctx: Context, position: str) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        where = {"rho": "his RHO's", "partner": "his partner's", "lho": "his LHO's"}[position]
        ctx.say(
            "29",
            f"{name(ctx.offender)} called {event.call} at {where} turn "
            f"({name(ctx.table.turn)} was to call).",
        )

    def called_in_rotation(self, ctx: Context, position: str) -> str | None:
        """28B: the player whose turn it was called before the ruling ("28B"); at the LHO's
        turn, whether he called in rotation or over the call (the director says: "29A")."""
        event = ctx.event
        assert isinstance(event, CallEvent)
        lho, what = ctx.offender.lho, f"the call out of rotation {event.call}"
        if position == "rho" and called_before_rectification(ctx, ctx.table.turn, "28B", what):
            return "28B"
        if position != "lho" or not called_before_rectification(ctx, lho, "28B", what):
            return None
        label, outcome = self.over_it_29a
        reading: str = ctx.ask(
            "lho_called_over",
            "director",
            "28B",
            self.words(ctx, self.ask_28b),
            [("28B", "at his own turn", self.words(ctx, self.own_turn_28b)),
             ("29A", label, self.words(ctx, outcome))],
        )  # fmt: skip
        return reading

    @step("28B")
    def in_rotation(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        ctx.cancel_event(event)
        ctx.say("28B", self.words(ctx, self.in_rotation_28b))
        ctx.unauthorised(
            "16C2",
            f"{ctx.offender.side} (the offending side)",
            f"the cancelled call out of rotation {event.call}",
        )

    @step("29A")
    def accepted(self, ctx: Context, position: str, reading: str | None, law: str) -> bool:
        lho = ctx.offender.lho
        if reading == "29A" or (position != "lho" and next_call_by(ctx, lho) is not None):
            ctx.say("29A", self.words(ctx, self.called_over_29a))
            return True
        (yes, yes_outcome), (no, no_outcome) = self.options_29a
        accept: bool = ctx.ask(
            "accept",
            "offender's LHO",
            "29A",
            self.words(ctx, self.ask_29a),
            [(True, yes, self.words(ctx, yes_outcome)),
             (False, no, self.words(ctx, no_outcome, law))],
            seat=lho,
        )  # fmt: skip
        return accept

    def accept(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        table, off = ctx.table, ctx.offender
        ctx.say("29A", self.words(ctx, self.stands_29a))
        position_in_auction = len(table.auction.calls)
        for skipped in _skipped(table.turn, off):
            table.skipped.append((skipped, position_in_auction, off))
        table.accept_call(off, event.call, event.index)

    @step("29B")
    def cancel(self, ctx: Context, law: str) -> None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        ctx.cancel_event(event)
        ctx.say("29B", self.words(ctx, self.cancelled_29b, law))
        call = event.call
        if isinstance(call, Bid) and not ctx.table.auction.is_sufficient(call):
            ctx.say(
                self.insufficient, "An insufficient bid out of rotation is dealt with under Law 31."
            )

    @step("29C")
    def rectify(self, ctx: Context, position: str) -> RuleGen | None:
        """The rectification of Law 30 (a pass), 31 (a bid, or an artificial pass, 30C) or 32
        (a double or redouble); an artificial bid by the denominations it specified."""
        event = ctx.event
        assert isinstance(event, CallEvent)
        call = event.call
        if isinstance(call, Pass):
            if not self.pass_is_artificial(ctx):
                return self.pass_rule.rectify(ctx, position)
            ctx.say("30C", self.found_30c)
            ctx.out.law = "31"
            return self.bid_rule.rectify(ctx, position)
        if isinstance(call, Bid):
            ctx.say(
                "29C",
                f"If the bid was {self.artificial}, Law 31 is applied to the denomination(s) "
                "it specified, not the one it named.",
            )
            return self.bid_rule.rectify(ctx, position)
        return self.double_rule.rectify(ctx, position)

    @step("30C")
    def pass_is_artificial(self, ctx: Context) -> bool:
        artificial: bool = ctx.ask(
            self.artificial,
            "director",
            "30C",
            self.words(ctx, self.ask_30c),
            [(False, "no", "Law 30 (pass out of rotation)."),
             (True, "yes", self.yes_30c)],
        )  # fmt: skip
        return artificial


def _skipped(turn: Seat, off: Seat) -> list[Seat]:
    """The players whose turn an accepted call out of rotation passed over."""
    out = []
    seat = turn
    while seat != off:
        out.append(seat)
        seat = seat.lho
    return out if len(out) < 3 else []


rule = CallOutOfRotation()
