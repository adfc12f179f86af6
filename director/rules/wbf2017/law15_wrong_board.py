"""Law 15A — a call made holding the cards of another board.

Irregularity
    A player is found to have called holding cards he took from a wrong board (recorded as
    ``wrong-board`` at the moment it is found).

Rectification
    His call is cancelled together with every call after it (15A1) - he held the wrong cards
    from his first call on, so that is the call cancelled. If his partner has called since,
    the board cannot go on: the director awards an adjusted score (15A2(a)), an artificial
    one by each side's share of the fault (12C2), in the event's units. Otherwise the
    offender looks at his own hand and calls again, and the auction goes on normally from
    there (15A2(b)). Law 16C governs every cancelled call (15A2(c)). On the board the cards
    came from, the director may let it be played normally if the offender repeats his call
    there, and adjusts that board's score if his call differs - a much different meaning,
    or a psychic (15A3). A procedural penalty may be added (15A4, Law 90).

Example
    Dealer N: ``1H P 2H N:wrong-board`` — South had called, so 15A2(a).

See also
    Laws 12C, 16C, 16D, 90.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import Entry, RuleGen, Wait
from director.rules.base import Rule, step
from director.rules.common.auction import name, take_back, unauthorised_to_offenders
from director.rules.wbf2017 import law12c2_artificial_score


class WrongBoard(Rule):
    """Law 15A: the offender's calls cancelled (15A1); the board goes on or not (15A2); the
    other board (15A3, 15A4)."""

    law = "15A"
    # The section that cancels, what is said when the offender had not called, and what
    # follows the cancelled call.
    cancels: ClassVar[str] = "15A1"
    nothing_cancelled: ClassVar[str] = (
        "{off} has not called yet: no call is cancelled; he takes his own cards "
        "before calling. What he saw of the other board is extraneous information (16D)."
    )
    cancelled_calls: ClassVar[str] = "it is cancelled together with every later call ({calls})."
    # What the ruling says of the board the cards came from.
    the_other_board: ClassVar[tuple[str, str]] = (
        "15A3",
        "On the board the cards came from: if {off} repeats his call there, the director may "
        "let it be played normally; if his call there differs from the cancelled {call} (a "
        "much different meaning, or a psychic), he awards an adjusted score on that board.",
    )
    # The offender's new call with his own hand: its section and what follows from it.
    again: ClassVar[tuple[str, str]] = ("15A2(b)", "The auction goes on normally from there.")

    def run(self, ctx: Context) -> RuleGen | None:
        event = ctx.event
        assert isinstance(event, CallEvent)
        off = ctx.offender
        legal = ctx.legal_entries()
        mine = [i for i, e in enumerate(legal) if e.seat == off and e.event]
        if not mine:
            ctx.say(self.cancels, self.nothing_cancelled.format(off=name(off)))
            return None
        cancelled = self.calls_cancelled(ctx, legal, mine)
        take_back(ctx, cancelled, "cancelled")
        first = cancelled[0]
        calls = ", ".join(f"{e.seat.letter}:{e.call}" for e in cancelled)
        ctx.say(
            self.cancels,
            f"{name(off)} called {first.call} (event {first.event}) holding the cards of "
            "another board: " + self.cancelled_calls.format(calls=calls),
        )
        return self.continuation(ctx, cancelled)

    @step("15A1")
    def calls_cancelled(self, ctx: Context, legal: list[Entry], mine: list[int]) -> list[Entry]:
        """He held the wrong cards from his first call on: that call and every later one."""
        return legal[mine[0] :]

    @step("15A2")
    def continuation(self, ctx: Context, cancelled: list[Entry]) -> RuleGen | None:
        """The board cannot go on once partner has called (15A2(a)); else the offender calls
        again (15A2(b)); 16C for every cancelled call (15A2(c)); a procedural penalty
        (15A4)."""
        off = ctx.offender
        partner_called = any(e.seat == off.partner for e in cancelled[1:])
        unauthorised_to_offenders(
            ctx, "15A2(c)", "the cancelled calls (Law 16C: authorised for the other side)"
        )
        if partner_called:
            ctx.board_not_played("15A2(a)")
            ctx.say(
                "15A2(a)",
                f"{name(off.partner)} has called since: the auction cannot go on; the director "
                "awards an adjusted score (Law 12C: with no result obtained, an artificial "
                "adjusted score by each side's responsibility, 12C2).",
            )
            self.artificial_score(ctx)
        else:
            ctx.say(
                "15A2(b)",
                f"{name(off)} looks at his own hand and calls again; the auction goes on "
                "normally from there.",
            )
        self.other_board(ctx, cancelled[0])
        ctx.say("15A4", "A procedural penalty (Law 90) may be assessed as well.")
        if partner_called:
            return None
        return self.call_again(ctx, cancelled)

    @step("12C2")
    def artificial_score(self, ctx: Context) -> None:
        """15A2(a): no result on this board: each side's artificial score by its share of
        the fault (12C2(a)), in the event's units, with the 12C2(c) session exception."""
        law12c2_artificial_score.award(ctx, ctx.offender.side, "15A2(a)")

    @step("15A3")
    def other_board(self, ctx: Context, first: Entry) -> None:
        """The board the cards came from."""
        law, said = self.the_other_board
        ctx.say(law, said.format(off=name(ctx.offender), call=first.call))

    @step("15A2(b)")
    def call_again(self, ctx: Context, cancelled: list[Entry]) -> RuleGen:
        yield from self.own_call(ctx)

    def own_call(self, ctx: Context) -> Generator[Wait, CallEvent, CallEvent]:
        """The offender's new call, with his own hand."""
        law, follows = self.again
        repl = yield Wait(ctx.offender, law, (("any legal call, with his own hand", follows),))
        ctx.process(repl)
        return repl


rule = WrongBoard()
