"""Law 53 (1997 code) — a lead out of turn accepted; 55 and 56 not ruled.

Irregularity
    A player led to a trick when another player (or declarer's other hand) was to lead:
    a defender's lead out of turn (1997 Law 56), declarer's (Law 55).

Rectification
    Any faced lead out of turn may be accepted (1997 53A): by a statement of the
    non-offending side, or when the player next in rotation after it plays to it. The 1997
    code has no trick-13 exception (2017 53A: at trick 13 it cannot be accepted and must be
    retracted). Accepted, the card is the lead to the trick. Not accepted, the director
    requires the correct lead and Law 55 or 56 applies: their 1997 text was not read for the
    catalog, so the ruling names the section and stops. The same stop, naming the section,
    for what this file does not rule: the proper leader, an opponent of the offender,
    playing next (1997 53C, read in translation only: his own proper lead or a card to the
    irregular lead?); the defender on the right of declarer's irregular lead playing to it
    (1997 53B: the lead stands and Law 57, not read in full, applies); declarer playing from
    his other hand to his own irregular lead.

Example
    Each hand one suit, dealer N, ``1NT P P P``: East leads and wins the first twelve
    tricks; then ``W:C2 N:S2`` — West leads to trick 13 out of turn and North plays to it:
    the lead is accepted (53A; no trick-13 exception).

See also
    2017 rule: :mod:`director.rules.wbf2017.law53_lead_out_of_turn`; ``director law 53
    --compare``.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.model.seat import Seat
from director.rules.base import step
from director.rules.common.play import name
from director.rules.wbf1997._common import not_ruled
from director.rules.wbf2017.law53_lead_out_of_turn import Lead, LeadOutOfTurn


class LeadOutOfTurn1997(LeadOutOfTurn):
    """1997 Law 53: acceptance as in 2017 but with no trick-13 exception; what 1997 53B,
    53C, 55 and 56 decide is not ruled."""

    @step("53A")
    def last_trick(self, ctx: Context, lead: Lead) -> bool | None:
        """The 1997 code has no trick-13 exception: the lead may be accepted there too."""
        return None

    @step("53C")
    def proper_leader_played(self, ctx: Context, lead: Lead) -> NoReturn:
        """The proper leader, an opponent of the offender, played next: 1997 53C."""
        not_ruled(
            ctx,
            "53C",
            f"{name(lead.correct)}, the proper leader, played next: whether it was his own "
            "proper lead is 1997 53C, read in translation only.",
        )

    @step("53B")
    def declarer_lead_played_to(self, ctx: Context, lead: Lead, nxt: Seat | None) -> None:
        """Declarer's other hand, or the defender on its right, played to his irregular
        lead (1997 53, 53B): not ruled."""
        seat = lead.seat
        if nxt == seat.partner:
            not_ruled(ctx, "53", "Declarer played from his other hand to his own irregular lead.")
        if nxt == seat.rho:
            not_ruled(
                ctx,
                "53B",
                f"{name(seat.rho)}, on the right of declarer's irregular lead, played to it: "
                "the lead stands and Law 57 applies (1997 53B); 1997 Law 57 was not read in "
                "full.",
            )

    @step("53A")
    def next_hand_played(self, ctx: Context, lead: Lead) -> None:
        """The player next in rotation played to the lead: it is accepted, at trick 13
        too."""
        ctx.say(
            "53A",
            f"{name(lead.seat.lho)}, next in rotation, played to the lead: it is accepted"
            + (" (the 1997 code makes no exception for trick 13)." if lead.trick == 13 else "."),
        )

    @step("53A")
    def asked(self, ctx: Context, lead: Lead) -> bool:
        """The non-offending side is asked whether it accepts the lead."""
        later = _later_law(lead)
        return bool(
            ctx.ask(
                "accept",
                "defenders" if lead.by_declarer else "declarer",
                "53A",
                f"Does the non-offending side accept {name(lead.seat)}'s lead out of turn?",
                [
                    (True, "accept", "The lead stands (53A)."),
                    (
                        False,
                        "require the correct lead",
                        f"The director requires the correct lead; Law {later} applies (its "
                        "1997 text was not read for the catalog).",
                    ),
                ],
                seat=None if lead.by_declarer else ctx.play.declarer,
            )
        )

    @step("53A")
    def accepted(self, ctx: Context, lead: Lead) -> None:
        """Accepted, declarer's lead as a defender's: the card is the lead to the trick."""
        self.lead_to_trick(ctx, lead)

    @step("56")
    def not_accepted(self, ctx: Context, lead: Lead) -> NoReturn:
        """Not accepted: 1997 Law 55 or 56, not read."""
        later = _later_law(lead)
        not_ruled(
            ctx,
            later,
            f"The lead is not accepted: the director requires the correct lead and applies "
            f"1997 Law {later}.",
        )


def _later_law(lead: Lead) -> str:
    """The 1997 law of a lead not accepted: 55 for declarer's, 56 for a defender's."""
    return "55" if lead.by_declarer else "56"


rule = LeadOutOfTurn1997()
