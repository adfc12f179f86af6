"""Phrases and checks shared by the auction rules."""

from __future__ import annotations

import dataclasses

from director.engine.context import Context
from director.engine.events import CallEvent, ExposeEvent
from director.engine.table import Entry
from director.model.call import Pass
from director.model.seat import Seat

COMPARABLE_TEXT = (
    "Is {call} a comparable call (Law 23A): the same or a similar meaning as the withdrawn "
    "{withdrawn}, a meaning contained in its possible meanings, or the same purpose?"
)


def name(seat: Seat) -> str:
    return seat.name.title()


def reopen_at(ctx: Context, seat: Seat, position: int) -> None:
    """The auction goes back to ``seat``, whose turn a call out of rotation took: the calls
    from ``position`` on are cancelled (2017 17D3, 1997 34 alike)."""
    ctx.reopen_at(seat, position)


def face_up(ctx: Context) -> tuple[ExposeEvent, str]:
    """Law 24 (2017 and 1997 alike): the cards the offender exposed in the auction are put
    face up on the table until it ends; the event and the cards as written."""
    event = ctx.event
    assert isinstance(event, ExposeEvent)
    ctx.expose(ctx.offender, event.cards, event.led)
    return event, " ".join(map(str, event.cards))


def next_call_by(ctx: Context, seat: Seat) -> CallEvent | None:
    """The next event, if it is a call made explicitly by ``seat`` (not a change of call)."""
    nxt = ctx.next_event()
    if isinstance(nxt, CallEvent) and nxt.seat == seat and not nxt.change:
        return nxt
    return None


def substituted_pass(ctx: Context, seat: Seat) -> int | None:
    """The pass the Law substitutes for ``seat``'s cancelled call (37B2, 38C), when the
    record goes on with it (``N:P`` right after): taken as that pass, its event returned,
    rather than read as a new call or a change of one."""
    nxt = next_call_by(ctx, seat)
    if nxt is None or not isinstance(nxt.call, Pass):
        return None
    ctx.take_next()
    return nxt.index


def ask_comparable(
    ctx: Context, law: str, replacement: CallEvent, withdrawn: str, yes: str, no: str
) -> bool:
    value: bool = ctx.ask(
        "comparable",
        "director",
        law,
        COMPARABLE_TEXT.format(call=replacement.call, withdrawn=withdrawn),
        [(True, "comparable", yes), (False, "not comparable", no)],
    )
    return value


def lho_withdraws(ctx: Context, law: str, question: str, withdrawn: str) -> bool:
    """Ask the offender's LHO whether he withdraws a call he made over the offender's
    (``withdrawn``: what follows if he does; if not, his call stands)."""
    value: bool = ctx.ask(
        "lho_withdraws",
        "offender's LHO",
        law,
        question,
        [(True, "withdraw", withdrawn), (False, "keep it", "His call stands.")],
        seat=ctx.offender.lho,
    )
    return value


def lho_accepts(
    ctx: Context, law: str, question: str, yes: str, no: str, qid: str = "accept"
) -> bool:
    """Ask the offender's LHO whether he accepts the irregular call (``yes`` and ``no``: what
    follows from each answer)."""
    value: bool = ctx.ask(
        qid,
        "offender's LHO",
        law,
        question,
        [(True, "accept", yes), (False, "do not accept", no)],
        seat=ctx.offender.lho,
    )
    return value


def called_before_rectification(ctx: Context, seat: Seat, law: str, what: str) -> bool:
    """Whether ``seat``'s next recorded call came before the director ruled.

    A record lists the calls made before the director was called and those made after his
    ruling alike; where the two readings lead to different rulings, the director says which.
    """
    if next_call_by(ctx, seat) is None:
        return False
    value: bool = ctx.ask(
        f"{seat.name.lower()}_called_first",
        "director",
        law,
        f"Did {name(seat)} make his next call ({ctx.next_event()}) before the director ruled on "
        f"{what}?",
        [(True, "yes, before the ruling", f"{law} applies."),
         (False, "no, after the ruling", "It is the next call of the rectified auction.")],
    )  # fmt: skip
    return value


def unauthorised_to_offenders(ctx: Context, law: str, what: str) -> None:
    """Law 16C (2017 16C, 1997 16C2): ``what`` is unauthorised information for the offending
    side."""
    ctx.unauthorised(law, f"{ctx.offender.side} (the offending side)", what)


def review_72c(ctx: Context) -> None:
    """Law 72C: the director reviews the result after play (a judgement, not decided here)."""
    ctx.review(
        "72C",
        "If the offender could have known that the irregularity could well damage the "
        "non-offending side, adjust at the end of play if the offending side gained from it "
        "(for instance through partner's enforced pass).",
    )


LATER_CALLS_SHOWN = 12  # more calls than this before a ruling is not a real table


def later_calls_before_ruling(ctx: Context, lho_call: CallEvent, law: str) -> list[CallEvent]:
    """36A, 38B: the offending call is cancelled *with every call made after it* before the
    director ruled. The LHO's ``lho_call`` (already taken from the record) is one of them;
    which of the calls recorded after it came before the ruling, only the director knows:
    he is asked when there are any, and those he names are taken from the record.
    """
    run: list[CallEvent] = []
    for event in ctx.upcoming(LATER_CALLS_SHOWN):
        if not isinstance(event, CallEvent) or event.change or event.all_pass:
            break
        run.append(event)
    if not run:
        return []
    options: list[tuple[object, str, str]] = [
        ("0", f"none after {lho_call}", f"{law}: the auction resumes with the call after it.")
    ]
    for k, event in enumerate(run, 1):
        options.append(
            (str(k), f"up to {event} (event {event.index})", f"{law}: cancelled as well.")
        )
    answer = ctx.ask(
        "later_calls_before_ruling",
        "director",
        law,
        f"Of the calls recorded after {lho_call}, which were made before the director ruled "
        "(those are cancelled too)?",
        options,
    )
    taken: list[CallEvent] = []
    seat = lho_call.seat
    for _ in range(int(str(answer))):
        event = ctx.take_next()
        assert isinstance(event, CallEvent) and seat is not None
        seat = event.seat if event.seat is not None else seat.lho  # unseated: in rotation
        taken.append(dataclasses.replace(event, seat=seat))
    return taken


def take_back(ctx: Context, entries: list[Entry], status: str = "withdrawn") -> None:
    """Take ``entries`` (a call and every call after it) out of the legal auction; the
    turn goes back to the first one's caller."""
    for entry in reversed(entries):
        ctx.cancel(entry.event, status)
    ctx.set_turn(entries[0].seat)


@dataclasses.dataclass(frozen=True)
class Attempt:
    """An attempt to change a call (Laws 21B, 25): the offender's last call in the legal
    auction, the calls made since, and the event of the new call."""

    original: Entry
    since: list[Entry]
    event: CallEvent


def attempt_to_change(ctx: Context, what: str) -> Attempt:
    """``ctx.event`` as an attempt to change the offender's last call (see ``last_call_of``)."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    original, since = last_call_of(ctx, what)
    return Attempt(original, since, event)


def last_call_of(ctx: Context, what: str) -> tuple[Entry, list[Entry]]:
    """The offender's last call in the legal auction and the calls made since, for a change
    of that call (Laws 21B, 25). :raises ContradictionError: he has made no call."""
    from director.engine.table import ContradictionError

    legal = ctx.legal_entries()
    mine = [i for i, e in enumerate(legal) if e.seat == ctx.offender and e.event]
    if not mine:
        raise ContradictionError(
            f"event {ctx.event.index}: {name(ctx.offender)} {what}, but he has made no call"
        )
    return legal[mine[-1]], legal[mine[-1] + 1 :]
