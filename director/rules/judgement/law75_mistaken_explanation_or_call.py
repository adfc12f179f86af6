"""Law 75 — mistaken explanation or mistaken call.

Irregularity
    An explanation of partner's call that the opponents say misled them
    (``N:explains:natural``), or a missing alert (``N:no-alert``: a failure to alert promptly
    where the Regulating Authority requires an alert is deemed misinformation, 21B1(a)).

Rectification
    Whatever the agreement, hearing the explanation tells the caller that his call was
    misinterpreted: unauthorised information for him, of which he must carefully avoid
    taking any advantage (75A, 73C; otherwise the director adjusts). The director determines
    what the partnership agreement is, from system cards or other evidence, presuming a
    mistaken explanation rather than a mistaken call unless the evidence shows otherwise
    (75D, 21B1(b)): an explanation that differs from the agreement is misinformation, an
    infraction (75B1, 75D1); an accurate explanation of a call made in error is no infraction
    and the result stands whatever the damage (75C); an explanation of an agreement the
    partners do not share is an infraction and the director applies Law 21B (75D2). A
    special partnership understanding the regulations do not allow leads to an adjustment
    when it damages the opponents, and perhaps a procedural penalty (40B4). The correction
    and its timing follow Law 20F4 / 20F5; a call the misinformed player changes while he
    still may is ruled on under Law 21B1 (``W:misinformed:X``); when it is too late, the
    director adjusts if the offenders gained (21B3), damage through a failure to disclose
    being redressed by an adjusted score (40B3(a)): the likely outcome had the opponents
    received the correct explanation in time, or been told that there was no agreement
    (75D3).

Example
    ``1NT 2C 2D N:explains:natural P 2H AP S:corrects`` — North-South play 2H; South corrects
    after the final pass: 2D was a transfer.

See also
    Laws 16B, 20F, 21, 40B, 47E, 12C1.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InfoEvent
from director.model.seat import Seat
from director.regulator.apply import applied
from director.rules.auction._common import name
from director.rules.judgement import law12c_adjusted_score, law20f_correction

CHANGE_KIND = "call-changed-after-misinformation"


def explained_call(ctx: Context, explainer: Seat, before: int) -> str:
    """Partner's last call before event ``before`` (the call explained), or ''."""
    calls = [
        e for e in ctx.table.entries if e.seat == explainer.partner and e.event < before
    ]
    return f"{calls[-1].call} (event {calls[-1].event})" if calls else ""


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, InfoEvent) and event.seat is not None
    explainer, caller = event.seat, event.seat.partner
    opponents = explainer.lho.side
    call = explained_call(ctx, explainer, event.index) or "his call"
    if event.act == "no-alert":
        ctx.say(
            "21B1(a)",
            f"{name(explainer)} did not alert {name(caller)}'s {call}; a failure to alert "
            "promptly where the Regulating Authority requires it is deemed misinformation.",
        )
    else:
        said = f": '{event.detail}'" if event.detail else ""
        ctx.say(
            "20F1",
            f"At event {event.index} {name(explainer)} explained {name(caller)}'s {call}{said}.",
        )
    ctx.unauthorised(
        "75A",
        f"{explainer.side} ({name(caller)})",
        f"{name(explainer)}'s explanation tells {name(caller)} that his call was "
        "misinterpreted; he must carefully avoid taking any advantage from it (73C), "
        "otherwise the director adjusts",
    )
    finding = ctx.ask(
        "finding",
        "director",
        "75D",
        f"What was {explainer.side}'s agreement about {call} (system cards, other evidence)? "
        "Absent evidence to the contrary, presume a mistaken explanation rather than a "
        "mistaken call (21B1(b)).",
        [("explanation", "mistaken explanation",
          "75B1: the agreement differs from the explanation: misinformation (75D1), an "
          "infraction; the director adjusts if it damaged the opponents."),
         ("call", "mistaken call",
          "75C: the agreement was explained correctly and the call was wrong: no infraction; "
          "the result stands whatever the damage."),
         ("no-agreement", "no agreement",
          "75D2: describing an agreement the partners do not share is an infraction; the "
          "director applies Law 21B and adjusts as if the opponents had been told there was "
          "no agreement (75D3).")],
    )  # fmt: skip
    if finding == "call":
        ctx.say(
            "75C",
            f"{name(caller)} made a mistaken call; the explanation was correct: no infraction. "
            "It is not corrected, nobody need call the director, and the result stands "
            "whatever the damage (evidence rebutted the 21B1(b) presumption).",
        )
        return
    if finding == "explanation":
        ctx.say(
            "75B1",
            f"The explanation differs from {explainer.side}'s agreement: misinformation (75D1), "
            "an infraction.",
        )
        applied(
            ctx, "40B2(a)", "40B4",
            "Which special partnership understandings the regulations disallow, for the "
            "question below:",
        )  # fmt: skip
        illegal = ctx.ask(
            "regulations",
            "director",
            "40B4",
            f"Is {explainer.side}'s agreement a special partnership understanding that does not "
            "comply with the tournament's regulations?",
            [(False, "no", "No further consequence under 40B4."),
             (True, "yes", "40B4: if its use damaged the opponents the score is adjusted; "
              f"{explainer.side} may also get a procedural penalty.")],
        )  # fmt: skip
        if illegal:
            ctx.say(
                "40B4",
                f"{explainer.side} used a special partnership understanding the regulations do "
                "not allow: the score is adjusted if it damaged the opponents; a procedural "
                "penalty may follow (Law 90).",
            )
            applied(ctx, "90A", "90A", "The amount of a procedural penalty:")
    else:
        ctx.say(
            "75D2",
            f"The explanation did not rest on an agreement {explainer.side} share: an "
            "infraction; the director applies Law 21B.",
        )

    def at_end() -> None:
        phase = law20f_correction.corrections(ctx, explainer, event.index)
        changed = [
            c
            for c in ctx.table.contexts
            if c.out.kind == CHANGE_KIND
            and c.offender.side == opponents
            and c.event.index > event.index
        ]
        if changed:
            ctx.say(
                "21B1(a)",
                f"{opponents}'s call changed because of the misinformation is ruled on in "
                f"irregularity {changed[0].number}.",
            )
        elif phase in ("auction", "clarification"):
            ctx.say(
                "21B1(a)",
                f"No call was changed: until the end of the auction period, and provided his "
                f"partner had not called since, a player of {opponents} could change a call "
                "the misinformation could well have influenced.",
            )
        if not ctx.table.auction.is_complete:
            ctx.review(
                "21B3",
                "When it is too late to change a call, the director adjusts the score if the "
                f"misinformation gained {explainer.side} an advantage (40B3(a)).",
            )
            return
        ctx.say(
            "21B3",
            "Where it was too late to change a call, the director adjusts if the offending "
            "side gained an advantage; a side damaged by the opponents' failure to disclose "
            "is entitled to an adjusted score (40B3(a)).",
        )
        probable = (
            f"the likely outcome had {opponents} received the correct explanation in a "
            "timely manner (75D3)"
            if finding == "explanation"
            else f"the likely outcome had {opponents} been told there was no agreement (75D3)"
        )
        law12c_adjusted_score.adjust(
            ctx,
            explainer.side,
            "75B1" if finding == "explanation" else "21B3",
            f"Were {opponents} damaged by the misinformation: a result less favourable than "
            "they could have expected had they been correctly informed (12B1, 40B3(a))?",
            probable,
        )

    ctx.after_play(at_end)
