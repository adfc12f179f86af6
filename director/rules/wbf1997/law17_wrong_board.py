"""Law 17D (1997 code) — a call made holding the cards of another board.

Irregularity
    A player is found to have called holding cards he took by mistake from a wrong board
    (``wrong-board``, recorded when it is found).

Rectification
    That call is cancelled and the offender calls again with his own cards. If his LHO had
    called over it, the LHO must repeat that call (the footnote to 17D), and if the
    offender's substituted call differs in any significant way from the cancelled one - the
    director judges - artificial adjusted scores are assigned (a Law 90 penalty possible).
    On the board the cards came from, if the offender repeats the cancelled call there the
    director may let it be played normally; if his call there differs in any way,
    artificial adjusted scores. The 1997 Law speaks of the one call just made; an incident
    where more calls followed it (partner's, say) is not ruled here. (2017 15A cancels every
    later call and adjusts only if the partner had called.)

Example
    Dealer N: ``1H 1S N:wrong-board`` — East (who called 1S over it) must repeat 1S.

See also
    1997 Laws 12C1, 16, 90; ``director law 17 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import ContradictionError, Entry, RuleGen, Wait
from director.model.call import Bid, Double, Redouble
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
    the_other_board = (
        "17D",
        "On the board the cards came from: if {off} repeats {call} there, the director may "
        "let it be played normally; if his call there differs in any way, artificial "
        "adjusted scores are assigned (Law 90 penalty possible).",
    )
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
    def call_again(self, ctx: Context, cancelled: list[Entry]) -> RuleGen:
        """The offender calls again; a significant difference is adjusted; the LHO must
        repeat the call he had made over the cancelled one (the footnote to 17D)."""
        off = ctx.offender
        repl = yield from self.own_call(ctx)
        if len(cancelled) == 1:
            return
        differs = ctx.ask(
            "differs_significantly",
            "director",
            "17D",
            f"Does {name(off)}'s substituted {repl.call} differ in any significant way from the "
            f"cancelled {cancelled[0].call}?",
            [(True, "yes", "17D: artificial adjusted scores on this board (Law 90 penalty "
              "possible)."),
             (False, "no", "17D: no adjustment for the substitution.")],
        )  # fmt: skip
        if differs:
            ctx.review("17D", "The substituted call differs significantly from the cancelled "
                       "one: the director assigns artificial adjusted scores (12C1).")  # fmt: skip
        lho_call = cancelled[1].call
        legal = not isinstance(lho_call, Bid) or ctx.auction.is_sufficient(lho_call)
        if isinstance(lho_call, Double | Redouble):
            legal = ctx.auction.is_admissible(off.lho, lho_call)
        if not legal:
            not_ruled(
                ctx,
                "17D",
                f"{name(off.lho)} must repeat his {lho_call} (the footnote to 17D), but it is "
                f"not legal over {repl.call}; the Law does not say what then.",
            )
        ctx.say("17D", f"{name(off.lho)} had called {lho_call} over the cancelled call: he must "
                "repeat it.")  # fmt: skip
        again = yield Wait(off.lho, "17D", ((f"{lho_call} again", "17D: required."),))
        if again.call != lho_call:
            raise ContradictionError(
                f"event {again.index}: Law 17D (1997) requires {name(off.lho)} to repeat "
                f"{lho_call}, but the record has {again.call}"
            )
        ctx.process(again)


rule = WrongBoard1997()
