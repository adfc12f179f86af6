"""Law 21B (1997 code) — a call changed because of misinformation from an opponent.

Irregularity
    A player finds that an opponent's explanation was wrong and wants to change a call he
    made (``W:misinformed:2H``: the call he now makes instead of his last one).

Rectification
    None for him: until the auction period ends (17E) and provided his partner has not
    called since, he may change the call without penalty when the director judges it
    probable that he made it because an opponent misinformed him; a prompt alert the
    sponsoring organisation requires but not given counts as misinformation (21B1). His LHO
    may then change any later call of his without penalty, but if the withdrawn call
    conveyed information that damaged the non-offending side the director may assign an
    adjusted score (21B2; Law 16C for withdrawn calls). When it is too late to change, the
    director may award an adjusted score (21B3; Law 40C may apply). A player who called on
    his own misunderstanding has no redress (21A): his attempt is then a change of call
    (Law 25). The 2017 code lowers the test to "could well have influenced" and presumes
    a mistaken explanation (2017 21B1(a)-(b)).

Example
    Dealer N: ``1NT 2D N:P W:misinformed:2H``.

See also
    1997 Laws 16C, 17E, 25, 40C; ``director law 21 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.table import Entry
from director.model.call import Call
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.wbf1997 import law25_change_of_call
from director.rules.wbf2017.law21_misinformation import Misinformation


class Misinformation1997(Misinformation):
    """1997 Law 21B: the change needs it probable that the misinformation caused the call
    (21B1); the LHO's withdrawn call may be adjusted for (21B2)."""

    change_of_call = law25_change_of_call.rule
    allowed = ("21B1", "{new} replaces {original} without penalty.")
    late = (
        "17E",
        "The director may award an adjusted score (Law 40C may apply) if the misinformation "
        "damaged the non-offending side.",
    )
    lho_change = "21B2: his {call} is withdrawn without penalty and he calls again."
    withdrawn_calls = ("16C2", "16C1")

    @step("21B1")
    def no_right(self, ctx: Context, original: Entry, new: Call) -> str | None:
        """Whether it is probable that he called as a result of the misinformation."""
        probable = ctx.ask(
            "probable",
            "director",
            "21B1",
            f"Is it probable that {name(ctx.offender)} called {original.call} as a result of "
            "misinformation given by an opponent (a required alert not given promptly counts)?",
            [(True, "yes", f"21B1: he may change to {new} without penalty."),
             (False, "no", "21A: no redress for his own misunderstanding; the attempt is a "
              "change of call (Law 25).")],
        )  # fmt: skip
        return None if probable else "21A"

    def lho_changed(self, ctx: Context, lho: Entry) -> None:
        ctx.review(
            "21B2",
            f"If {name(ctx.offender.lho)}'s withdrawn {lho.call} conveyed information that "
            "damaged the non-offending side, the director may assign an adjusted score.",
        )


rule = Misinformation1997()
