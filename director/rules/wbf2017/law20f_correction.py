"""Law 20F4 / 20F5 — correcting a mistaken explanation, and when.

Irregularity
    An explanation found to be mistaken (Law 75B) and its correction in the record
    (``N:corrects`` by the explainer, ``S:corrects`` by his partner), or no correction.

Rectification
    The explainer who realises during the auction that his explanation was wrong or
    incomplete must call the director and correct it no later than the end of the
    Clarification Period (before the opening lead is faced); he may do so sooner
    (20F4(a)); found in the play, he corrects it then (75B2). The director then applies
    Law 21B or Law 40B3 (20F4(b)). His partner must not correct it during the auction nor
    show in any way that a mistake was made (20F5(a)); he calls the director and tells the
    opponents at his first legal opportunity only: as declarer or dummy after the final
    pass (20F5(b)(ii), 75B3), as a defender at the end of play (20F5(b)(i)). An explanation
    given in the play is corrected by the explainer as soon as he finds his mistake (75B2),
    by his partner at once as declarer or dummy (after cards played since, in time only if he
    noticed it only then), at the end of play as a defender. The phase of
    each correction is read from the record; whether the explainer realised his mistake
    earlier is a fact the record does not hold, so that case is stated as a condition.

Example
    ``1NT 2C 2D N:explains:natural P 2H P P P S:corrects`` — South, to be declarer,
    corrects after the final pass (20F5(b)(ii)).

See also
    Laws 21B, 40B3, 75B.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InfoEvent
from director.model.seat import Seat
from director.rules.common.auction import name

PHASES = {
    "auction": "during the auction",
    "clarification": "after the final pass, before the opening lead was faced",
    "play": "during the play",
    "after-play": "after the play ended",
}


def corrections(ctx: Context, explainer: Seat, after: int, given: str = "auction") -> str:
    """State how each correction of ``explainer``'s explanation (given at event ``after``,
    in phase ``given``) complied with 20F4/20F5/75B; returns the phase of the first
    correction ('' when none is recorded)."""
    in_play = given in ("play", "after-play")
    found = [
        (e, phase)
        for e, phase in ctx.infos
        if e.act == "corrects" and e.index > after and e.seat in (explainer, explainer.partner)
    ]
    contract = ctx.auction.contract()
    declaring = contract is not None and contract.declarer.side == explainer.side
    partner = explainer.partner
    if not found:
        role = (
            "as declarer or dummy, at once, the final pass having been made (20F5(b)(ii), 75B3)"
            if declaring and in_play
            else "as declarer or dummy, after the final pass (20F5(b)(ii))"
            if declaring
            else "as a defender, at the end of play (20F5(b)(i))"
            if contract is not None
            else "after the final pass if his side declares (20F5(b)(ii)), at the end of play "
            "if it defends (20F5(b)(i))"
        )
        own = (
            "as soon as he became aware of his mistake (75B2: the explanation was given in the "
            "play)"
            if in_play
            else "once he realised his mistake, before the opening lead was faced (20F4(a)), "
            "or when he found it in the play (75B2)"
        )
        ctx.say(
            "20F5(b)",
            f"No correction is recorded. {name(partner)} had to call the director and tell the "
            f"opponents {role}; {name(explainer)}, {own}.",
        )
        return ""
    for event, phase in found:
        at = declaring
        if phase == "clarification":  # the auction as it stood then: a call changed since
            at = _declaring_then(ctx, explainer, event.index, declaring)
        _one(ctx, event, phase, explainer, at, in_play, after)
    return found[0][1]


def _declaring_then(ctx: Context, explainer: Seat, index: int, now: bool) -> bool:
    """Whether ``explainer``'s side was to declare when the auction ended before event
    ``index``: the side of the last bid then, calls withdrawn since counted (21B1(a))."""
    from director.model.call import Bid

    bids = sorted(
        (e for e in ctx.entries if e.event and e.event < index and isinstance(e.call, Bid)
         and e.status in ("legal", "withdrawn")),
        key=lambda e: e.event,
    )  # fmt: skip
    return bids[-1].seat.side == explainer.side if bids else now


def _cards_between(ctx: Context, after: int, until: int) -> int:
    """How many cards were played between events ``after`` and ``until``."""
    play = ctx.play_state
    if play is None:
        return 0
    return sum(after < p.event < until for t in [*play.tricks, play.current] for p in t.cards)


def _one(
    ctx: Context,
    event: InfoEvent,
    phase: str,
    explainer: Seat,
    declaring: bool,
    in_play: bool,
    after: int,
) -> None:
    when = f"{PHASES[phase]} (event {event.index})"
    if event.seat == explainer:
        if in_play:
            ctx.say(
                "75B2",
                f"{name(explainer)} corrected his own explanation {when}: in time if he did so "
                "as soon as he became aware of his mistake (the explanation was given in the "
                "play).",
            )
        elif phase in ("auction", "clarification"):
            ctx.say(
                "20F4(a)",
                f"{name(explainer)} corrected his own explanation {when}: in time, no later "
                "than the end of the Clarification Period; the director applies Law 21B or "
                "40B3 (20F4(b)).",
            )
        else:
            ctx.say(
                "75B2",
                f"{name(explainer)} corrected his own explanation {when}: in time if he found "
                "his mistake only in the play (75B2); if he realised it during the auction, "
                "20F4(a) required the correction before the opening lead was faced.",
            )
        return
    partner = explainer.partner
    if phase == "auction":
        ctx.say(
            "20F5(a)",
            f"{name(partner)} corrected his partner's explanation {when}: he must not correct "
            "it, nor indicate a mistake, while the auction goes on.",
        )
        return
    if declaring:
        law, proper = "20F5(b)(ii)", "play" if in_play else "clarification"
        rule = "as declarer or dummy, after the final pass"
    else:
        law, proper = "20F5(b)(i)", "after-play"
        rule = "as a defender, only at the end of play"
    timing = (
        "at his first legal opportunity"
        if phase == proper
        else "not at his first legal opportunity"
    )
    if in_play and declaring and phase == "play" and (n := _cards_between(ctx, after, event.index)):
        # he heard the explanation in the play: his first legal opportunity came at once
        timing = (
            f"{n} card{'s' if n > 1 else ''} had been played since the explanation: at his "
            "first legal opportunity only if he noticed the mistake only then"
        )
    ctx.say(law, f"{name(partner)} corrected his partner's explanation {when}: {timing} ({rule}).")
