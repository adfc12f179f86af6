"""Law 17D (1997 code) — a call made holding the cards of another board.

Irregularity
    A player is found to have called holding cards he took by mistake from a wrong board
    (``wrong-board``, recorded when it is found).

Rectification
    That call is cancelled and the offender calls again with his own cards. If his LHO had
    not called over it, the auction goes on from the new call. If the LHO had called over
    it, the director judges whether the substituted call differs in any significant way
    from the cancelled one: if it does, he assigns artificial adjusted scores on this board
    and the board is not played on (a Law 90 penalty possible); if not, the LHO must repeat
    the call he had made (the footnote to 17D) and the auction goes on. On the board the
    cards came from, the director says what he knows of the offender's call there: if it
    repeats the cancelled call, that board may be played normally; if it differs in any
    way, artificial adjusted scores on that board; not yet called there, both are stated.
    The 1997 Law speaks of the one call just made; an incident where more calls followed
    it (partner's, say) is not ruled here. (2017 15A cancels every later call and adjusts
    only if the partner had called.)

Example
    Dealer N: ``1H 1S N:wrong-board`` — East (who called 1S over it) must repeat 1S.

See also
    1997 Laws 12C1, 16, 90; ``director law 17 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import ContradictionError, Entry, RuleGen, Wait
from director.model.call import Bid, Call, Double, Redouble
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf2017.law15_wrong_board import WrongBoard


class WrongBoard1997(WrongBoard):
    """1997 Law 17D: the one call just made is cancelled; the LHO repeats his."""

    law = "17D"
    cancels = "17D"
    nothing_cancelled = "{off} has made no call with the wrong cards: none is cancelled."
    cancelled_calls = "that call is cancelled; he calls again with his own cards."
    again = ("17D", "17D.")

    @step("17D")
    def calls_cancelled(self, ctx: Context, legal: list[Entry], mine: list[int]) -> list[Entry]:
        """His last call and the LHO's over it; more than that is not ruled."""
        off = ctx.offender
        since = legal[mine[-1] + 1 :]
        if len(mine) > 1 or any(e.seat != off.lho for e in since):
            not_ruled(ctx, "17D", f"{name(off)} made more than one call, or calls other than "
                      "his LHO's followed it, holding the wrong cards.")  # fmt: skip
        return [legal[mine[-1]], *since]

    def continuation(self, ctx: Context, cancelled: list[Entry]) -> RuleGen | None:
        """The other board; the offender calls again."""
        self.other_board(ctx, cancelled[0])
        return self.call_again(ctx, cancelled)

    @step("17D")
    def other_board(self, ctx: Context, first: Entry) -> None:
        """The board the cards came from: the offender's call there, as far as the director
        knows it - the same call (played normally) or one that differs in any way
        (artificial adjusted scores on that board)."""
        off, call = name(ctx.offender), first.call
        there = ctx.ask(
            "other_board",
            "director",
            "17D",
            f"On the board the cards came from, what did {off} call at that turn?",
            [("later", "he has not called there yet",
              f"17D: if he repeats {call} there, the board may be played normally; if his "
              "call differs in any way, artificial adjusted scores on that board."),
             ("same", f"he repeated {call}",
              "17D: the director may let that board be played normally."),
             ("differs", f"a call that differs in any way from {call}",
              "17D: artificial adjusted scores on that board (Law 90 penalty possible).")],
        )  # fmt: skip
        if there == "same":
            said = (f"{off} repeated {call} on the board the cards came from: the director "
                    "may let that board be played normally.")  # fmt: skip
        elif there == "differs":
            said = (f"{off}'s call on the board the cards came from differs from the "
                    f"cancelled {call}: the director assigns artificial adjusted scores on "
                    "that board (12C1; a Law 90 penalty possible).")  # fmt: skip
        else:
            said = (f"On the board the cards came from, {off} has not called yet: if he "
                    f"repeats {call} there, the director may let it be played normally; if "
                    "his call there differs in any way, he assigns artificial adjusted scores "
                    "on that board (Law 90 penalty possible).")  # fmt: skip
        ctx.say("17D", said)

    @step("17D")
    def call_again(self, ctx: Context, cancelled: list[Entry]) -> RuleGen:
        """The offender calls again. If his LHO had called over the cancelled call, a
        substituted call that differs significantly ends the board with artificial adjusted
        scores; otherwise the LHO repeats his call (the footnote to 17D)."""
        off = ctx.offender
        repl = yield from self.own_call(ctx)
        if len(cancelled) == 1:
            ctx.say("17D", f"{name(off.lho)} had not called over the cancelled call: the "
                    "auction goes on.")  # fmt: skip
            return
        if self.differs_significantly(ctx, cancelled[0], repl.call):
            return
        yield from self.lho_repeats(ctx, cancelled[1].call, repl.call)

    @step("17D")
    def differs_significantly(self, ctx: Context, first: Entry, call: Call) -> bool:
        """The LHO had called: the director judges the substituted call against the
        cancelled one; a significant difference ends the board (artificial scores)."""
        off = ctx.offender
        differs: bool = ctx.ask(
            "differs_significantly",
            "director",
            "17D",
            f"Does {name(off)}'s substituted {call} differ in any significant way from the "
            f"cancelled {first.call}?",
            [(True, "yes", "17D: artificial adjusted scores on this board; it is not played "
              "on (Law 90 penalty possible)."),
             (False, "no", f"17D: {name(off.lho)} repeats his call and the auction goes on.")],
        )  # fmt: skip
        if not differs:
            return False
        ctx.board_not_played("17D")
        ctx.say(
            "17D",
            f"{name(off.lho)} had called over the cancelled {first.call}, and {name(off)}'s "
            f"substituted {call} differs significantly from it: the director assigns "
            "artificial adjusted scores on this board (12C1), which is not played on; a "
            "procedural penalty (Law 90) may be assessed as well.",
        )
        return True

    @step("17D")
    def lho_repeats(self, ctx: Context, lho_call: Call, call: Call) -> RuleGen:
        """No significant difference: the LHO must repeat his call (the footnote to 17D)."""
        off = ctx.offender
        legal = not isinstance(lho_call, Bid) or ctx.auction.is_sufficient(lho_call)
        if isinstance(lho_call, Double | Redouble):
            legal = ctx.auction.is_admissible(off.lho, lho_call)
        if not legal:
            not_ruled(
                ctx,
                "17D",
                f"{name(off.lho)} must repeat his {lho_call} (the footnote to 17D), but it is "
                f"not legal over {call}; the Law does not say what then.",
            )
        ctx.say("17D", f"{call} does not differ significantly from the cancelled call: "
                f"{name(off.lho)} had called {lho_call} over it and must repeat it; the auction "
                "goes on.")  # fmt: skip
        again = yield Wait(off.lho, "17D", ((f"{lho_call} again", "17D: required."),))
        if again.call != lho_call:
            raise ContradictionError(
                f"event {again.index}: Law 17D (1997) requires {name(off.lho)} to repeat "
                f"{lho_call}, but the record has {again.call}"
            )
        ctx.process(again)


rule = WrongBoard1997()
