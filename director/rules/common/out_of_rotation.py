"""The steps Laws 30, 31 and 32 share: the offender's own call at his proper turn, judged
comparable or not (30B1(b), 31A2, 32A2)."""

from __future__ import annotations

from collections.abc import Callable

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.rules.common.auction import ask_comparable, name, review_72c


def judge_offenders_call(ctx: Context, law_yes: str, law_no: str, cite: str = "") -> RuleGen:
    """Wait for the offender's call at his turn; comparable: nothing more (23C review);
    not comparable: partner passes at his next turn, with 16C, 26B and 72C."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, partner = ctx.offender, ctx.offender.partner
    repl = yield Wait(
        off,
        cite or law_yes,
        (
            ("a comparable call (Law 23A)", f"{law_yes}: no further rectification (23C review)."),
            ("any other legal call",
             f"{law_no}: {name(partner)} must pass at his next turn; 16C, 26B, 72C may apply."),
        ),
    )  # fmt: skip
    via = f" (as in {cite})" if cite else ""
    comparable = ask_comparable(
        ctx, law_yes, repl, f"{event.call} out of rotation",
        yes=f"{law_yes}: no further rectification; Law 26B does not apply; 23C review.",
        no=f"{law_no}: {name(partner)} must pass at his next turn; Laws 16C, 26B, 72C may apply.",
    )  # fmt: skip
    if comparable:
        ctx.say(
            law_yes,
            f"{repl.call} is comparable{via}: no further rectification; no lead restrictions.",
        )
        ctx.review(
            "23C",
            "If, at the end of play, the outcome could well have been different "
            "without the help gained from the infraction, and the non-offenders were "
            "damaged, award an adjusted score (12C1(b)).",
        )
    else:
        ctx.say(law_no, f"{repl.call} is not comparable{via}.")
        ctx.must_pass(partner, "next-turn", law_no)
        ctx.lead_restriction_26b()
        ctx.unauthorised(
            "16C",
            f"{off.side} (the offending side)",
            f"the cancelled call out of rotation {event.call}",
        )
        review_72c(ctx)
    ctx.table.process_call(repl)


def partner_may_call(ctx: Context, law: str) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    partner = ctx.offender.partner
    ctx.say(
        law,
        f"{name(partner)} may make any legal call at his turn, but the cancelled "
        f"{event.call} is unauthorised information to him (16C2).",
    )
    ctx.unauthorised("16C2", name(partner), f"the cancelled call out of rotation {event.call}")


def rectify_by_position(
    ctx: Context,
    position: str,
    at_rho: Callable[[], RuleGen],
    partner_law: str,
    then: str,
    yes: str,
    no: str,
) -> RuleGen | None:
    """Laws 31 and 32 after the call is cancelled: at RHO's turn (``at_rho``); otherwise
    partner may call freely (``partner_law``) and the offender's call is judged as
    ``yes``/``no`` (``then``). A call at the LHO's turn after the offender has called never
    reaches here: the table treats it as a change of call (31C, 32C; Law 25)."""
    if position == "rho":
        return at_rho()
    partner_may_call(ctx, partner_law)
    ctx.say(
        then,
        f"{name(ctx.offender)} may make any legal call at his proper turn; it is judged as in "
        f"{yes} (a comparable call: no further rectification) or {no} (otherwise: his partner "
        "must pass at his next turn).",
    )
    return judge_offenders_call(ctx, yes, no, cite=then)
