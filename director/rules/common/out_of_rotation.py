"""The steps Laws 29 to 32 share, in both WBF codes: where the call was made (seen from the
offender), the offender's own call at his proper turn judged comparable or not (30B1(b),
31A2, 32A2), and the call the offender must repeat when his RHO passes (31A1, 32A1; 1997
31A1, 32B1)."""

from __future__ import annotations

from collections.abc import Generator

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import ContradictionError, RuleGen, Wait
from director.model.call import Pass
from director.rules.common.auction import ask_comparable, name, review_72c


def position_of(ctx: Context) -> str:
    """Whose turn it was, seen from the offender: ``rho``, ``partner`` or ``lho``."""
    turn, off = ctx.table.turn, ctx.offender
    return "rho" if turn == off.rho else "partner" if turn == off.partner else "lho"


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


def rhos_call(
    ctx: Context,
    law: str,
    on_pass: str,
    other: tuple[str, str],
    repeat: str,
    repeated: str,
    code: str = "",
) -> Generator[Wait, CallEvent, CallEvent | None]:
    """Wait for the RHO's call at his turn (``law``: what follows a pass, ``on_pass``; the
    other calls and what follows them, ``other``; both formatted with the offender, ``off``,
    and his call). A pass: the offender must repeat his call (:func:`must_repeat`) and there
    is no other call to rule on (None); any other call is returned, not yet processed."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    words = {"off": name(ctx.offender), "call": event.call}
    choice, outcome = other
    rho_call = yield Wait(
        ctx.offender.rho,
        law,
        (("a pass", on_pass.format(**words)), (choice, outcome.format(**words))),
    )
    if not isinstance(rho_call.call, Pass):
        return rho_call
    ctx.table.process_call(rho_call)
    yield from must_repeat(ctx, repeat, repeated, code)
    return None


def must_repeat(ctx: Context, law: str, repeated: str, code: str = "") -> RuleGen:
    """The offender's RHO passed: the offender must repeat his call out of rotation (``law``),
    and ``repeated`` says what follows once he has; ``code`` marks the edition in the
    contradiction a different call makes (``" (1997)"``)."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    ctx.say(law, f"{name(off.rho)} passed: {name(off)} must repeat {call}.")
    again = yield Wait(off, law, ((f"{call} again", f"{law}: required."),))
    if again.call != call:
        raise ContradictionError(
            f"event {again.index}: Law {law}{code} requires {name(off)} to repeat "
            f"{call}, but the record has {again.call}"
        )
    ctx.say(law, repeated.format(call=call))
    ctx.table.process_call(again)
