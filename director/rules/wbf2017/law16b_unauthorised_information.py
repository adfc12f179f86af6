"""Law 16B — an action questioned after extraneous information from partner.

Irregularity
    A player's partner made extraneous information available — an unmistakable hesitation,
    unwonted haste, a remark, a question, an unexpected alert or a failure to alert, a
    gesture (recorded as ``N:hesitation``, ``N:remark:"..."``, ...) — and the player then
    took an action the opponents question (``S:questioned:4S``, or a card in the play,
    ``W:questioned:HK``; the call or card counts like any other).

Rectification
    The director judges, in the Law's order: whether extraneous information from partner
    was made available (16B1; agreed facts or his finding) — if not, the player used only
    authorised information (16A) and the result stands; whether it could demonstrably
    suggest the action taken over another (16B1(a)); whether another action was a logical
    alternative (16B1(b): one a significant proportion of the class of players in question,
    using the partnership's methods, would seriously consider, and some might select; a
    poll he records is shown beside the question, the finding stays his). All three found,
    the player chose a suggested action over a logical alternative: an infraction of 16B1(a).
    The opponents may reserve their right to call the director when the information is
    given, unless the Regulating Authority forbids it (16B2), and call him when play ends
    (16B3). When the board's result is known the director judges whether the infraction
    gave the offenders an advantage (16B3) and damaged the non-offenders (12B1), and awards
    an assigned adjusted score (Law 12C1).
    A card questioned: a hesitation is timed by the card that followed it; a card of dummy's
    is declarer's choice (45B), and dummy's remark or gesture in the play is also weighed
    against 43A1(c) (45F: the director adjusts if dummy suggested a play that damaged the
    defenders; 43B1: a procedural penalty may follow). A defender may use what partner's
    legal calls and plays show, agreed signals included (16A1(a), 73A1), not the manner of
    them (73B1, 73C1); a pause at the first trick may be one the Regulating Authority
    requires (73A2).

Example
    Dealer N: ``1S P N:hesitation 3S P S:questioned:4S AP`` — South bid 4S after North's
    slow 3S. In the play: ``1S AP E:HA S:H8 W:hesitation W:H2 N:H4 E:questioned:CA``.

See also
    Laws 12C1, 16A, 16C, 43A1(c), 45F, 73A2, 73C, 75A.
"""

from __future__ import annotations

import dataclasses
import re

from director.engine.context import Context
from director.engine.events import CallEvent, InfoEvent, PlayEvent
from director.engine.ruling import Poll, PollAction
from director.engine.table import AnswerError
from director.errors import DirectorError
from director.model.call import Bid
from director.model.seat import Seat
from director.regulator.apply import applied
from director.rules.common.auction import name
from director.rules.wbf2017 import law12c_adjusted_score

SOURCES = {
    "hesitation": "hesitated",
    "haste": "called with unusual haste",
    "remark": "made a remark",
    "question": "asked a question",
    "alert": "alerted",
    "no-alert": "did not alert",
    "gesture": "made a gesture",
    "explains": "gave an explanation",
}

_POLL = re.compile(r"^\s*(\d{1,6})\s*:(.*)$")
_ACTION = re.compile(r"^\s*(\S+)\s+(\d{1,6})\s*/\s*(\d{1,6})\s*$")
POLL_FORMAT = "'N: ACTION CONSIDERED/CHOSE, ...', e.g. '10: pass 6/2, 4S 10/8'"


def read_poll(text: str) -> Poll:
    """``'10: pass 6/2, 4S 10/8'``: ten players polled; six seriously considered pass and
    two chose it; all ten considered 4S and eight chose it."""
    m = _POLL.match(text)
    if m is None:
        raise ValueError(f"expected {POLL_FORMAT}")
    asked = int(m[1])
    actions: list[PollAction] = []
    for part in m[2].split(","):
        a = _ACTION.match(part)
        if a is None:
            raise ValueError(f"cannot read {part.strip()[:60]!r}; expected {POLL_FORMAT}")
        considered, chose = int(a[2]), int(a[3])
        if chose > considered or considered > asked:
            raise ValueError(
                f"{part.strip()[:60]!r}: chose <= considered <= {asked} players polled"
            )
        actions.append(PollAction(action=a[1], considered=considered, chose=chose))
    if sum(a.chose for a in actions) > asked:
        raise ValueError(f"more choices than the {asked} players polled")
    listed = "; ".join(
        f"{a.action}: {a.considered} seriously considered, {a.chose} chose" for a in actions
    )
    return Poll(asked=asked, actions=actions, text=f"Poll of {asked} players — {listed}.")


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent | PlayEvent) and event.seat is not None
    player = event.seat
    if isinstance(event, CallEvent):
        action, verb = str(event.call), "called"
        ctx.process(dataclasses.replace(event, questioned=False))
    else:
        action, verb = str(event.card), "played"
        plain = dataclasses.replace(event, questioned=False)
        ctx.process(plain)
        player = _chooser(ctx, player)
    card = isinstance(event, PlayEvent)
    partner = player.partner
    source = next(
        (e for e, _ in reversed(ctx.infos) if e.seat == partner and e.index < event.index),
        None,
    )
    what = _describe(ctx, source, partner)
    own = f"dummy's {action}" if player != event.seat else action
    ctx.say(
        "16B1",
        f"{what}; {name(player)} then {verb} {own} (event {event.index}), which "
        f"{player.lho.side} question.",
    )
    if source is not None:
        ctx.say(
            "16B2",
            f"{player.lho.side} could announce at the time that they reserved the right to call "
            "the director later, unless the Regulating Authority forbids it (it may require the "
            f"director to be called instead); {player.side} should call him at once if they "
            "dispute that unauthorised information might have been conveyed.",
        )
        applied(ctx, "16B2", "16B2", "Reserving rights:")
        skip = _skip_bid_before(ctx, source)
        if skip is not None:
            applied(
                ctx, "73A2", "16B1",
                f"{name(partner)}'s pause came right after his RHO's skip bid {skip}: the "
                "director judges whether it went beyond a pause the regulations require "
                "there (73A2).",
            )  # fmt: skip
        if card:
            _in_the_play(ctx, source, player)
    made_available = ctx.ask(
        "extraneous",
        "director",
        "16B1",
        f"Was extraneous information from {name(partner)} (an unmistakable hesitation, unwonted "
        f"speed, a remark, ...) made available to {name(player)}? Agreed facts, or the "
        "director's finding on the balance of probabilities (85A).",
        [(True, "yes", "16B1: it is unauthorised for him if it could suggest a call or play."),
         (False, "no", f"16A: {name(player)}'s {action} rests on authorised information; "
          "no infraction, the result stands.")],
        seat=None,
    )  # fmt: skip
    if not made_available:
        ctx.say("16A1", f"{name(player)} used authorised information only: the result stands.")
        return
    ctx.unauthorised(
        "16B1",
        f"{player.side} ({name(player)})",
        f"{what} — it may not be used to choose an action it demonstrably suggests over a "
        "logical alternative (16B1(a), 73C)",
    )
    other = "play" if card else "action"
    article = "a" if card else "an"
    suggests = ctx.ask(
        "suggests",
        "director",
        "16B1(a)",
        f"Could the information demonstrably suggest {action} over another {other}?",
        [(True, "yes", f"16B1(b): the director judges next whether another {other} was a "
          "logical alternative."),
         (False, "no", f"16B1(a): {action} was not suggested by it: no infraction, the "
          "result stands.")],
    )  # fmt: skip
    if not suggests:
        ctx.say("16B1(a)", f"The information did not suggest {action}: the result stands.")
        return
    poll = _poll(ctx, f"{name(player)}'s", other)
    alternative = ctx.ask(
        "logical_alternative",
        "director",
        "16B1(b)",
        f"Was there a logical alternative to {action}: {article} {other} that a significant "
        f"proportion of {name(player)}'s class of players, using {player.side}'s methods, would "
        "seriously consider, and some might select?"
        + (f" {poll.text} The finding is the director's." if poll is not None else ""),
        [(True, "yes", f"16B1(a): {name(player)} chose {article} {other} the information suggested "
          "over a logical alternative — an infraction; the director rules on damage (16B3)."),
         (False, "no", f"16B1(a): {action} was the only logical {other}: no infraction, the "
          "result stands.")],
    )  # fmt: skip
    if poll is not None:
        ctx.out.questions[-1].poll = poll
    if not alternative:
        ctx.say("16B1(b)", f"No logical alternative to {action}: the result stands.")
        return
    ctx.say(
        "16B1(a)",
        f"{name(player)} chose {action}, demonstrably suggested by the unauthorised "
        "information, over a logical alternative: an infraction of Law 16B1(a).",
    )
    offending = player.side

    def at_end() -> None:
        if not ctx.auction.is_complete:
            ctx.review(
                "16B3",
                "When play ends the director assigns an adjusted score (12C1) if the "
                f"infraction gave {offending} an advantage.",
            )
            return
        law12c_adjusted_score.adjust(
            ctx,
            offending,
            "16B3",
            f"Did the infraction give {offending} an advantage, {player.lho.side} obtaining a "
            "result less favourable than they could have expected had it not occurred "
            "(12B1)?",
            f"the probable outcome had the infraction not occurred, {name(player)} not "
            f"choosing {action}",
            poll,
            action,
        )

    ctx.after_play(at_end)


def _chooser(ctx: Context, seat: Seat) -> Seat:
    """Who chose the questioned card: declarer for a card of dummy's (45B); the seat who
    played it otherwise."""
    play = ctx.play_state
    if play is None or seat != play.dummy:
        return seat
    ctx.offender = play.declarer
    ctx.out.offender = play.declarer.letter
    ctx.out.summary = ctx.spec.summary(ctx.event, play.declarer)
    return play.declarer


def _actions(ctx: Context, seat: Seat) -> list[tuple[int, str, int]]:
    """``seat``'s calls and cards in event order: (event, how it is named, trick number;
    0 for a call)."""
    done = [(e.event, f"his {e.call}", 0) for e in ctx.entries if e.seat == seat]
    play = ctx.play_state
    if play is not None:
        for trick in [*play.tricks, play.current]:
            done += [(p.event, f"playing {p.card}", trick.number) for p in trick.cards
                     if p.seat == seat]  # fmt: skip
    return sorted(done)


def _describe(ctx: Context, source: InfoEvent | None, partner: Seat) -> str:
    if source is None:
        return f"No extraneous information from {name(partner)} is recorded"
    said = f" ({source.detail})" if source.detail else ""
    when = ""
    if source.act in ("hesitation", "haste"):
        own = _actions(ctx, partner)
        after = next((a for a in own if a[0] > source.index), None)
        if after is not None and source.act == "haste" and after[2]:
            card = after[1].removeprefix("playing ")
            return f"{name(partner)} played {card} with unusual haste (event {source.index})"
        if after is not None:
            when = f" before {after[1]}"
        elif own:
            when = f" after {own[-1][1]}"
    did = SOURCES.get(source.act, source.act)
    if source.act == "haste" and ctx.phase_of(source) in ("play", "after-play"):
        did = "acted with unusual haste"  # in the play: no call to name
    return f"{name(partner)} {did}{said}{when} (event {source.index})"


def _in_the_play(ctx: Context, source: InfoEvent, player: Seat) -> None:
    """What Laws 73 and 43 add when the questioned action is a card."""
    partner = player.partner
    play = ctx.play_state
    assert play is not None
    dummy = play.dummy
    nxt = next((a for a in _actions(ctx, partner) if a[0] > source.index), None)
    # a required pause can only explain slowness, not haste (73A2)
    if source.act == "hesitation" and nxt is not None and nxt[2] == 1:
        ctx.say(
            "73A2",
            f"{name(partner)}'s tempo was at the first trick: where the Regulating Authority "
            "requires a pause there, the director judges whether it went beyond that pause.",
        )
    if partner == dummy and ctx.phase_of(source) in ("play", "after-play"):
        ctx.say(
            "43A1(c)",
            f"{name(partner)} was dummy: he must not take part in the play nor tell declarer "
            "anything about it (a procedural penalty may follow, 43B1); if he indicated a "
            "card, the director adjusts at the end of play should it have suggested a play "
            "that damaged the defenders (45F).",
        )
    if player != play.declarer:
        ctx.say(
            "73C1",
            f"{name(player)} may use what {name(partner)}'s legal calls and plays show, agreed "
            "signals included (16A1(a), 73A1), but not the manner in which they were made, nor "
            "remarks, questions or gestures (73B1): he must carefully avoid taking any "
            "advantage from such information.",
        )


def _skip_bid_before(ctx: Context, source: InfoEvent) -> Bid | None:
    """The jump bid by the hesitating player's RHO just before his hesitation, if any (a
    bid above the lowest sufficient level in its strain)."""
    if source.act != "hesitation" or source.seat is None:
        return None
    legal = [e for e in ctx.entries if e.status == "legal" and e.event < source.index]
    if not legal or legal[-1].seat != source.seat.rho or not isinstance(legal[-1].call, Bid):
        return None
    bid = legal[-1].call
    before = [e.call for e in legal[:-1] if isinstance(e.call, Bid)]
    lowest = 1
    if before:
        last = before[-1]
        lowest = last.level if bid.strain > last.strain else last.level + 1
    return bid if bid.level > lowest else None


NO_POLL = ("", "none", "no")


def _read_poll(text: str) -> Poll | None:
    """A poll as typed or recorded; nothing (Enter, ``none``) for no poll."""
    if str(text).strip().lower() in NO_POLL:
        return None
    try:
        return read_poll(str(text))
    except ValueError as e:
        raise DirectorError(str(e)) from None


def _poll(ctx: Context, whose: str, other: str) -> Poll | None:
    """The director's poll on the logical alternatives (16B1(b)), given with the answers or,
    at the table, asked before the question (Enter: none)."""
    raw = ctx.ask_note(
        "poll",
        "16B1(b)",
        f"Did the director poll {whose} peers on the {other}s they would consider and "
        "choose? Type the poll, or Enter for none.",
        f"{POLL_FORMAT}, or Enter for none",
        _read_poll,
    )
    if raw is None:
        return None
    try:
        return _read_poll(str(raw))
    except DirectorError as e:
        raise AnswerError(
            f"answer {ctx.number} ({ctx.spec.kind} at event {ctx.event.index}): "
            f"poll={str(raw)[:60]!r}: {e}"
        ) from None
