"""Phrases and steps the 1997 auction rules share: the Law 26 lead penalties, the Law 23
review of an enforced pass, the Law 72B1 review and the Law 16C2 information.

The 1997 code calls its consequences penalties (a "(penalty)" mark in the Law), its lead
consequences lead penalties, its non-natural calls conventional, and its regulators the
sponsoring or zonal organisation; the statements below keep that vocabulary.
"""

from __future__ import annotations

from typing import NoReturn

from director.engine.context import Context
from director.model.call import Call
from director.rules.common.auction import unauthorised_to_offenders
from director.rules.wbf1997.law26_lead_penalty import UNTIL_LOSES_LEAD, after_withdrawal

__all__ = [
    "UNTIL_LOSES_LEAD",
    "bar_partner",
    "lead_penalties_26",
    "not_ruled",
    "penalise_withdrawn",
    "review_23",
    "review_72b1",
    "unauthorised_16c2",
]


def lead_penalties_26(ctx: Context, withdrawn: Call, suits: frozenset[str] | None = None) -> None:
    """Law 26 (1997): the lead penalty on the offender's partner for ``withdrawn``, decided
    when the auction is over (``suits``: the suit letters the call related to, when the
    rule already knows them; else the director is asked). See
    :mod:`director.rules.wbf1997.law26_lead_penalty`."""
    after_withdrawal(ctx, withdrawn, suits)


def bar_partner(ctx: Context, scope: str, law: str) -> None:
    """The (penalty) pass of the offender's partner, with the Law 23 review it points to."""
    ctx.must_pass(ctx.offender.partner, scope, law)
    review_23(ctx)


def penalise_withdrawn(
    ctx: Context, law: str, call: Call, what: str, suits: frozenset[str] | None = None
) -> None:
    """The 1997 penalties that follow a withdrawn or cancelled call under ``law`` (27, 31,
    36, 37, 38): the offender's partner passes for the rest of the auction (Law 23
    reviewed), Law 26's lead penalties on ``call``, and 16C2 for ``what``."""
    bar_partner(ctx, "rest-of-auction", law)
    lead_penalties_26(ctx, call, suits)
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
