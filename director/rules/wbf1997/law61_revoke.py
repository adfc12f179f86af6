"""Laws 61-63 (1997 code) — revoke: what it is, correction, establishment.

Irregularity
    A player failed to follow suit when able (1997 61A, Law 44), or failed, when able, to
    lead or play a card or suit the Laws or an opponent's election after an irregularity
    required (61A; the 1997 text of Law 61 was read in translation only).

Rectification
    The revoker must correct his revoke if he becomes aware of it before it is established
    (62A; 2017 62A: if attention is drawn to it). It is established when the offender or
    his partner plays to, or designates a card for, the next trick (63A1, 63A2), or a
    member of his side makes or agrees to a claim or concession (63A3); then it stands
    (63C). The tricks transferred at the end of play are 1997 Law 64's (see
    ``law64_revoke_transfer``). How a revoke is corrected - the card substituted, what
    becomes of the revoke card, corrections on trick 12 - is 1997 62B and 62D, whose text
    was not read for the catalog: a correction stops the ruling, naming the section. A
    revoke to which a defender drew his partner's attention (1997 61B, 63B) is the
    director's finding and is not asked here.

Example
    Dealer N, ``1S AP``, tricks 1-3 as dealt, then ``E:CA S:C6 W:H7 N:C2`` — West shows
    out of clubs holding clubs (61A); if he becomes aware of it before East leads to
    trick 5, he must correct it (62A).

See also
    2017 rule: :mod:`director.rules.wbf2017.law61_revoke`; ``director law 62 --compare``.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.engine.events import CorrectEvent
from director.engine.play import Revoke
from director.rules.base import step
from director.rules.common.play import name
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf2017.law61_revoke import RevokeRule


class RevokeRule1997(RevokeRule):
    """1997 Laws 61-63: the revoke as in 2017, in the 1997 words; its correction (62B,
    62D) not read."""

    restriction_broken = "contrary to the lead or play the Laws or an opponent's election required"
    must_correct = (
        "If {off} becomes aware of the revoke before it is established, he must correct it."
    )

    @step("62D")
    def trick_12(self, ctx: Context, revoke: Revoke) -> None:
        """1997 62D (a revoke on trick 12) was not read: nothing is said of it here."""

    @step("62B")
    def correct(self, revoke: Revoke, event: CorrectEvent) -> NoReturn:
        """1997 62B: not read; the correction stops the ruling."""
        not_ruled(
            revoke.ctx,
            "62B",
            f"{name(revoke.seat)} corrects the revoke at event {event.index}: how a revoke is "
            "corrected (1997 62B) was not read for the catalog.",
        )

    @step("62D")
    def correct_after_trick_13(self, revoke: Revoke, event: CorrectEvent) -> NoReturn:
        """1997 62D: not read; the correction stops the ruling."""
        not_ruled(
            revoke.ctx,
            "62D",
            f"{name(revoke.seat)} corrects the revoke on trick 12 after trick 13 (event "
            f"{event.index}): 1997 62D was not read for the catalog.",
        )

    @step("62B")
    def stated_correction(self, ctx: Context, revoke: Revoke) -> NoReturn:
        """1997 62B: not read; a stated correction stops the ruling."""
        not_ruled(
            ctx,
            "62B",
            f"{name(revoke.seat)} corrected the revoke, as stated: how a revoke is corrected "
            "(1997 62B) was not read for the catalog.",
        )

    @step("62D")
    def stated_trick_12(self, ctx: Context, revoke: Revoke) -> None:
        """1997 62D (a revoke on trick 12) was not read: nothing is asked of it here."""


rule = RevokeRule1997()
# The engine's fixed points of the revoke (the edition's hooks): its correction.
correct = rule.correct
correct_after_trick_13 = rule.correct_after_trick_13
