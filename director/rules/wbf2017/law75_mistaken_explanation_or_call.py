"""Law 75 — mistaken explanation or mistaken call.

Irregularity
    An explanation of partner's call, or in the play of a defender's card (20F2), that the
    opponents say misled them (``N:explains:natural``; ``E:explains:H3:count`` names the call
    or card explained, otherwise it is partner's last card when a defender explains in the
    play, else partner's last call), or a missing alert (``N:no-alert``: a failure to alert
    promptly where the Regulating Authority requires an alert is deemed misinformation,
    21B1(a)).

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
    A card explained: the explanation is extraneous information for the card's player
    (16B1, 73C1; 75A speaks of a call); the 21B1(b) presumption is written for calls, so the
    evidence decides; a card that departed from an agreement explained correctly is no
    infraction unless partner had more reason than the opponents to expect it (40C1). An
    explanation given in the play comes after the auction period: no call can be changed
    (21B1(a)); a card played because of it may be taken back before the correction if no
    card has been played since (47E2(a), 20F6), otherwise the director may adjust (47E2(b),
    40B3(a)); none once the play has ended. A face-down opening lead made before a correction
    in the Clarification Period may be withdrawn (41A, 47E2(a); 16C for its information).

Example
    ``1NT 2C 2D N:explains:natural P 2H AP S:corrects`` — North-South play 2H; South corrects
    after the final pass: 2D was a transfer.

    In the play: ``1S P 2S P 4S AP E:HA S:H2 W:H3 E:explains:count`` — declarer asked about
    West's H3; East said count.

See also
    Laws 16B, 20F, 21, 40B, 40C1, 47E, 12C1.
"""

from __future__ import annotations

import dataclasses
import re

from director.engine.context import Context
from director.engine.events import InfoEvent, InvalidEventError
from director.errors import DirectorError
from director.model.call import Call, parse_call
from director.model.card import Card
from director.model.seat import Seat
from director.regulator.apply import applied
from director.rules.common.auction import name
from director.rules.wbf2017 import law12c_adjusted_score, law20f_correction

CHANGE_KIND = "call-changed-after-misinformation"


_TARGET = re.compile(r"^\s*([^\s:]{1,6})\s*:\s*(.*)$", re.S)


@dataclasses.dataclass(frozen=True)
class Explained:
    """What an explanation was about: partner's call or card, and the words said."""

    named: str  # '2D (event 3)' or 'H3 (event 9)'
    card: bool  # a card of the play (a defender's card-play agreement, 20F2)
    said: str


def explained(ctx: Context, event: InfoEvent, phase: str) -> Explained:
    """What ``event`` explained: the call or card its detail names first (``H3: count``),
    else partner's last card when a defender explains in the play (20F2), else partner's
    last call.

    :raises InvalidEventError: the named call or card is none of partner's before it.
    """
    assert event.seat is not None
    caller = event.seat.partner
    calls = [(e.event, str(e.call)) for e in ctx.entries if e.seat == caller]
    cards: list[tuple[int, str]] = []
    play = ctx.play_state
    if play is not None:
        for trick in [*play.tricks, play.current]:
            cards += [(c.event, str(c.card)) for c in trick.cards if c.seat == caller]
    calls = [c for c in calls if c[0] < event.index]
    cards = sorted(c for c in cards if c[0] < event.index)
    m = _TARGET.match(event.detail)
    if m is not None and (target := _action(m[1])) is not None:
        card = isinstance(target, Card)
        if card and play is not None and play.is_declaring_side(event.seat):
            raise InvalidEventError(
                f"event {event.index} ({str(event)[:60]}): only a defender's card is explained "
                "(20F2: declarer may ask about the defenders' card play, a defender only about "
                "the auction)"
            )
        found = [i for i, t in (cards if card else calls) if t == str(target)]
        if not found:
            raise InvalidEventError(
                f"event {event.index} ({str(event)[:60]}): {name(caller)} made no "
                f"{'card' if card else 'call'} {target} before it; name the call or card "
                "explained, e.g. 'explains:H3:count'"
            )
        return Explained(f"{target} (event {found[-1]})", card, m[2].strip())
    defender = play is not None and not play.is_declaring_side(event.seat)
    if phase in ("play", "after-play") and defender and cards:
        return Explained(f"{cards[-1][1]} (event {cards[-1][0]})", True, event.detail)
    if not calls:
        what = "call or card" if cards else "call"
        raise InvalidEventError(
            f"event {event.index} ({str(event)[:60]}): {name(caller)} has made no {what} "
            f"before it for {name(event.seat)} to explain"
        )
    return Explained(f"{calls[-1][1]} (event {calls[-1][0]})", False, event.detail)


def _action(text: str) -> Card | Call | None:
    for parse in (parse_call, Card.parse):  # as "questioned": a call first
        try:
            return parse(text)
        except DirectorError:
            continue
    return None


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, InfoEvent) and event.seat is not None
    explainer, caller = event.seat, event.seat.partner
    opponents = explainer.lho.side
    given = ctx.phase_of(event)
    assert given is not None  # the table records every explanation with its phase
    what = explained(ctx, event, given)
    call, card = what.named, what.card
    in_play = given in ("play", "after-play")
    if event.act == "no-alert":
        ctx.say(
            "21B1(a)",
            f"{name(explainer)} did not alert {name(caller)}'s {call}; a failure to alert "
            "promptly where the Regulating Authority requires it is deemed misinformation.",
        )
    else:
        said = f": '{what.said}'" if what.said else ""
        law = "20F1" if given == "auction" else "20F2"
        ctx.say(
            law,
            f"At event {event.index} {name(explainer)} explained {name(caller)}'s {call}{said}.",
        )
    if card:
        ctx.unauthorised(
            "16B1",
            f"{explainer.side} ({name(caller)})",
            f"{name(explainer)}'s explanation of {name(caller)}'s {call}, a reply to a "
            f"question, is extraneous information for {name(caller)}; he must carefully avoid "
            "taking any advantage from it (73C1), otherwise the director adjusts (16B3)",
        )
    else:
        ctx.unauthorised(
            "75A",
            f"{explainer.side} ({name(caller)})",
            f"{name(explainer)}'s explanation tells {name(caller)} that his call was "
            "misinterpreted; he must carefully avoid taking any advantage from it (73C), "
            "otherwise the director adjusts",
        )
    finding = (_card_finding if card else _call_finding)(ctx, explainer, call)
    presumed = finding == "presumed"
    if presumed:
        ctx.say(
            "21B1(b)",
            f"No evidence shows whether {name(explainer)}'s explanation or {name(caller)}'s "
            "call was mistaken: the director presumes a mistaken explanation rather than a "
            "mistaken call.",
        )
        finding = "explanation"
    if finding == "card":
        ctx.say(
            "40C1",
            f"{name(caller)}'s {call} departed from {explainer.side}'s agreement, which was "
            "explained correctly: no misinformation and no infraction, unless his partner had "
            "more reason than the opponents to expect the deviation (then the director "
            "adjusts if the opponents were damaged); otherwise the result stands.",
        )
        return
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
            f"infraction; the director applies Law {'47E2 (20F6)' if in_play else '21B'}.",
        )

    def at_end() -> None:
        phase = law20f_correction.corrections(ctx, explainer, event.index, given)
        changed = [
            c
            for c in ctx.rulings
            if c.out.kind == CHANGE_KIND
            and c.offender.side == opponents
            and c.event.index > event.index
        ]
        if changed:
            ctx.say(
                "21B1(a)",
                f"{opponents}'s change of call because of the misinformation is ruled on in "
                f"irregularity {changed[0].number}.",
            )
        elif not in_play and phase in ("auction", "clarification"):
            ctx.say(
                "21B1(a)",
                f"No call was changed: until the end of the auction period, and provided his "
                f"partner had not called since, a player of {opponents} could change a call "
                "the misinformation could well have influenced.",
            )
        if not in_play and phase == "clarification":
            _face_down_lead(ctx, explainer, event.index)
        if in_play or phase in ("play", "after-play"):
            ctx.say(
                "47E2(a)",
                ("The explanation was given in the play, after the auction period (17D1): no "
                 "call can be changed any more (21B1(a)). " if in_play else "")
                + f"A card a player of {opponents} played because of the mistaken explanation, "
                "before it was corrected, may be taken back without further rectification "
                "only if no card has been played since (20F6, 47E2(a); not an opening lead "
                "once dummy has faced a card).",
            )  # fmt: skip
            if phase in ("play", "after-play"):
                _last_card(ctx, explainer, event.index, phase == "after-play")
        if not ctx.auction.is_complete:
            ctx.review(
                "21B3",
                "When it is too late to change a call, the director adjusts the score if the "
                f"misinformation gained {explainer.side} an advantage (40B3(a)).",
            )
            return
        if in_play:
            ctx.say(
                "47E2(b)",
                "When it is too late to take a card back the director may award an adjusted "
                "score; a side damaged by the opponents' failure to disclose the meaning of a "
                "call or play is entitled to one (40B3(a)).",
            )
        else:
            ctx.say(
                "21B3",
                "Where it was too late to change a call, the director adjusts if the offending "
                "side gained an advantage; a side damaged by the opponents' failure to disclose "
                "is entitled to an adjusted score (40B3(a)).",
            )
        timely = "" if card else " (75D3)"  # 75D3 speaks of a call
        probable = (
            f"the likely outcome had {opponents} received the correct explanation in a "
            f"timely manner{timely}"
            if finding == "explanation"
            else f"the likely outcome had {opponents} been told there was no agreement{timely}"
        )
        damage_law = "75B1" if finding == "explanation" else "47E2(b)" if in_play else "21B3"
        if not card:
            ctx.say(
                "75D3",
                f"If {opponents} were damaged, the director adjusts to "
                + probable.removesuffix(timely)
                + (
                    ", the explanation being presumed mistaken (21B1(b))."
                    if presumed
                    else ", the call's agreed meaning being established by the evidence."
                    if finding == "explanation"
                    else ", the call having no agreed meaning."
                ),
            )
        law12c_adjusted_score.adjust(
            ctx,
            explainer.side,
            damage_law,
            f"Were {opponents} damaged by the misinformation: a result less favourable than "
            "they could have expected had they been correctly informed (12B1, 40B3(a))?",
            probable,
        )

    ctx.after_play(at_end)


def _corrected_at(ctx: Context, explainer: Seat, after: int) -> int:
    """The event of the first correction of the explanation given at event ``after``."""
    return next(
        e.index
        for e, _ in ctx.infos
        if e.act == "corrects" and e.index > after and e.seat in (explainer, explainer.partner)
    )


def _face_down_lead(ctx: Context, explainer: Seat, after: int) -> None:
    """41A/47E2(a): an opponent's face-down opening lead made after the explanation (event
    ``after``) and before its correction in the Clarification Period."""
    until = _corrected_at(ctx, explainer, after)
    play = ctx.play_state
    if play is None:
        return
    first = next((t for t in [*play.tricks, play.current] if t.number == 1), None)
    lead = first.cards[0] if first is not None and first.cards else None
    if lead is None or lead.seat.side == explainer.side or not after < lead.event < until:
        return
    ctx.say(
        "47E2(a)",
        f"{name(lead.seat)}'s opening lead {lead.card} (event {lead.event}) lay face down when "
        f"the explanation was corrected (event {until}): if it was led because of the mistaken "
        f"explanation, {name(lead.seat)} may withdraw it without further rectification, on the "
        "director's instruction (41A); "
        f"information from it is then authorised for {lead.seat.side}, unauthorised for "
        f"{explainer.side} (16C).",
    )


def _last_card(ctx: Context, explainer: Seat, after: int, ended: bool) -> None:
    """47E2(a) against the record: the opponents' last card between the explanation (event
    ``after``) and its first correction, and whether a card followed it before then; none
    is taken back once the play has ended (``ended``: the correction came after it)."""
    until = _corrected_at(ctx, explainer, after)
    if ended:
        ctx.say(
            "47E2(a)",
            f"The correction (event {until}) came after the play had ended: too late to take a "
            "card back; the director may adjust (47E2(b)).",
        )
        return
    play = ctx.play_state
    assert play is not None
    played = sorted(
        (p.event, p.seat, p.card)
        for t in [*play.tricks, play.current]
        for p in t.cards
        if after < p.event < until
    )
    theirs = [p for p in played if p[1].side != explainer.side]
    if not theirs:
        ctx.say(
            "47E2(a)",
            f"No card of {explainer.lho.side} was played between the explanation and its "
            f"correction (event {until}): none to take back.",
        )
        return
    at, seat, card = theirs[-1]
    later = [p for p in played if p[0] > at]
    if later:
        ctx.say(
            "47E2(a)",
            f"{name(later[0][1])}'s {later[0][2]} (event {later[0][0]}) followed "
            f"{name(seat)}'s {card} (event {at}) before the correction (event {until}): too "
            "late to take a card back; the director may adjust (47E2(b)).",
        )
    else:
        ctx.say(
            "47E2(a)",
            f"{name(seat)}'s {card} (event {at}) was the last card before the correction "
            f"(event {until}): if it was played because of the mistaken explanation, it may be "
            "taken back without further rectification; information from the withdrawn card is "
            f"then authorised for {seat.side}, unauthorised for {explainer.side} (16C).",
        )


def _card_finding(ctx: Context, explainer: Seat, card: str) -> str:
    caller = explainer.partner
    return str(ctx.ask(
        "finding",
        "director",
        "75D",
        f"What was {explainer.side}'s card-play agreement about {name(caller)}'s {card} (system "
        "cards, other evidence)? Law 21B1(b)'s presumption of a mistaken explanation is "
        "written for calls: for a card the evidence decides, on the balance of probabilities "
        "(85A1).",
        [("explanation", "mistaken explanation",
          "75B1: the agreement differs from the explanation: misinformation (75D1), an "
          "infraction; the director adjusts if it damaged the opponents."),
         ("card", "card departed from the agreement",
          "40C1: the agreement was explained correctly and the card departed from it: no "
          "infraction, unless partner had more reason than the opponents to expect it."),
         ("no-agreement", "no agreement",
          "75D2: describing an agreement the partners do not share is an infraction; the "
          "director adjusts as if the opponents had been told there was no agreement.")],
    ))  # fmt: skip


def _call_finding(ctx: Context, explainer: Seat, call: str) -> str:
    return str(ctx.ask(
        "finding",
        "director",
        "75D",
        f"What was {explainer.side}'s agreement about {call} (system cards, other evidence)? "
        "Absent evidence to the contrary, presume a mistaken explanation rather than a "
        "mistaken call (21B1(b)).",
        [("explanation", "mistaken explanation",
          "75B1: the agreement differs from the explanation: misinformation (75D1), an "
          "infraction; the director adjusts if it damaged the opponents."),
         ("presumed", "no evidence either way: presumed mistaken explanation",
          "21B1(b): without evidence to the contrary the director presumes a mistaken "
          "explanation: misinformation (75B1), ruled as a mistaken explanation."),
         ("call", "mistaken call",
          "75C: the agreement was explained correctly and the call was wrong: no infraction; "
          "the result stands whatever the damage."),
         ("no-agreement", "no agreement",
          "75D2: describing an agreement the partners do not share is an infraction; the "
          "director applies Law 21B and adjusts as if the opponents had been told there was "
          "no agreement (75D3).")],
    ))  # fmt: skip
