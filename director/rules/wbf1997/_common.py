"""Phrases and steps the 1997 auction rules share: the Law 26 lead penalties, the Law 23
review of an enforced pass, the Law 72B1 review and the Law 16C2 information.

The 1997 code calls its consequences penalties (a "(penalty)" mark in the Law), its lead
consequences lead penalties, its non-natural calls conventional, and its regulators the
sponsoring or zonal organisation; the statements below keep that vocabulary.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.engine.ruling import LeadRestriction
from director.model.call import Bid, Call, Strain
from director.rules.common.auction import name, unauthorised_to_offenders

UNTIL_LOSES_LEAD = (
    "at his first turn to lead (the opening lead included); a prohibition lasts for as long "
    "as he keeps the lead"
)


def lead_penalties_26(ctx: Context, withdrawn: Call) -> None:
    """Law 26 (1997): if the offender becomes a defender, a lead penalty on his partner.

    A withdrawn bid in a suit relates to that suit (26A): unless the offender specifies the
    suit later in the legal auction (26A1: no lead penalty), declarer may require or
    prohibit it at the partner's first lead (26A2). Any other withdrawn call (26B): declarer
    may prohibit any one suit. A conventional call relates to the suits it specified; the
    director confirms them (the same test as 29C).
    """
    partner = ctx.offender.partner
    strain = withdrawn.strain if isinstance(withdrawn, Bid) else None
    if strain is not None and strain != Strain.NOTRUMP:
        if strain in ctx.auction.suits_named_by(ctx.offender):
            ctx.say(
                "26A1",
                f"The withdrawn {withdrawn} related to {strain.name.lower()}, which "
                f"{name(ctx.offender)} has specified in the legal auction: no lead penalty "
                "(but Law 16C).",
            )
            return
        restriction = LeadRestriction(
            player=partner.letter,
            declarer_may="require-or-prohibit",
            suit=strain.letter,
            duration=UNTIL_LOSES_LEAD,
            law="26A2",
            condition=f"the offender becomes a defender and has not specified "
            f"{strain.name.lower()} in the legal auction (26A1: then no lead penalty)",
        )
        ctx.lead_restriction(restriction)
        ctx.say(
            "26A2",
            f"Lead penalty (26A2): if {name(ctx.offender)} becomes a defender and does not "
            f"specify {strain.name.lower()} in the legal auction, declarer may require or "
            f"prohibit a {strain.name.lower()[:-1]} lead by {name(partner)} at his first turn "
            "to lead; if the withdrawn call was conventional, the suits it specified count "
            "(the director confirms them).",
        )
        return
    restriction = LeadRestriction(
        player=partner.letter,
        declarer_may="prohibit",
        suit="any-one-suit",
        duration=UNTIL_LOSES_LEAD,
        law="26B",
        condition="the offender becomes a defender",
    )
    ctx.lead_restriction(restriction)
    ctx.say(
        "26B",
        f"Lead penalty (26B): if {name(ctx.offender)} becomes a defender, declarer may "
        f"prohibit {name(partner)} from leading any one suit at his first turn to lead, for "
        "as long as he keeps the lead.",
    )


def bar_partner(ctx: Context, scope: str, law: str) -> None:
    """The (penalty) pass of the offender's partner, with the Law 23 review it points to."""
    ctx.must_pass(ctx.offender.partner, scope, law)
    review_23(ctx)


def penalise_withdrawn(ctx: Context, law: str, call: Call, what: str) -> None:
    """The 1997 penalties that follow a withdrawn or cancelled call under ``law`` (27, 31,
    36, 37, 38): the offender's partner passes for the rest of the auction (Law 23
    reviewed), Law 26's lead penalties on ``call``, and 16C2 for ``what``."""
    bar_partner(ctx, "rest-of-auction", law)
    lead_penalties_26(ctx, call)
    unauthorised_16c2(ctx, what)


def review_23(ctx: Context) -> None:
    """Law 23 (1997): an enforced pass likely to damage the non-offenders."""
    ctx.review(
        "23",
        "The offender's partner was compelled to pass: if the offender could have known, "
        "when he committed the irregularity, that the enforced pass would be likely to "
        "damage the non-offending side, the auction and play go on and the director "
        "considers an adjusted score (Laws 23, 72B1; 12C2: the non-offenders' most "
        "favourable likely result, the offenders' most unfavourable at all probable).",
    )


def review_72b1(ctx: Context) -> None:
    """Law 72B1 (1997): an irregularity the offender could have known was likely to
    damage."""
    ctx.review(
        "72B1",
        "If the offender could have known, at the time, that the irregularity would be "
        "likely to damage the non-offending side, the director lets the auction and play "
        "continue and awards an adjusted score at the end if the offending side gained.",
    )


def unauthorised_16c2(ctx: Context, what: str) -> None:
    unauthorised_to_offenders(ctx, "16C2", what)


def not_ruled(ctx: Context, law: str, why: str) -> NoReturn:
    """Stop the ruling where the 1997 rules of this tool end: say which 1997 section governs
    and that the director applies it himself; never invent its content."""
    from director.engine.table import OpenQuestion

    ctx.out.not_ruled = law
    ctx.say(
        law,
        f"{why} This tool does not rule it under the 1997 code: the director applies 1997 "
        f"Law {law} himself (director law {law} --edition wbf-1997). The ruling stops here.",
    )
    raise OpenQuestion("not-ruled-wbf-1997")
