"""Law 21B — a call changed because of misinformation from an opponent.

Irregularity
    A player, told (or finding out) that an opponent's explanation was wrong, wants to
    change a call he made on the strength of it (recorded as ``misinformed 2S``: the call
    he now makes instead of his last one).

Rectification
    Until the end of the auction period, and provided his partner has not called since, he
    may change the call with no other rectification for his side when the director judges
    that the misinformation could well have influenced his decision (21B1(a)); a missing
    alert the regulations require counts as misinformation, and the director presumes a
    mistaken explanation rather than a mistaken call unless the evidence says otherwise
    (21B1(b)). His LHO may then change a call he made over it, and Law 16C applies to the
    withdrawn calls (21B2): authorised for the misinformed side, unauthorised for the side
    that gave the misinformation. When it is too late to change (partner has called, or the
    auction period is over), the director adjusts the score if the side that misinformed
    gained an advantage (21B3). A player who acted on his own misunderstanding gets no
    redress (21A); his attempt to change is then an ordinary change of call (Law 25).
    The change is the misinformed player's right, not an irregularity of his: the ruling names
    as offender the side that misinformed him (21B3, Law 75). When the explanation is
    corrected after the final pass, before the opening lead is faced, the player whose
    partner has not called since is offered the change of his last call at once
    (``offer_change``, the table's ``explanation.corrected`` hook), before the ruling goes on.

Example
    Dealer N: ``1NT 2D N:P W:misinformed:2H`` — West's 2D was based on a wrong explanation.

See also
    Laws 16C, 17D, 20F, 25, 40B, 47E, 75.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import CallEvent, InfoEvent
from director.engine.table import Entry, RuleGen
from director.engine.table_api import TableApi
from director.model.call import Bid, Call, parse_call
from director.model.kind import Kind
from director.model.seat import Seat
from director.rules.base import Rule, step
from director.rules.common.auction import Attempt, attempt_to_change, name, take_back
from director.rules.wbf2017 import law25_change_of_call
from director.rules.wbf2017.law25_change_of_call import ChangeOfCall


class Misinformation(Rule):
    """Law 21B: a call changed because of misinformation - too late (21B3), no right to
    change (21A), or changed (21B1) with the LHO's option (21B2)."""

    law = "21B"
    # The Law 25 rule an attempt without the right to change is ruled under.
    change_of_call: ClassVar[ChangeOfCall] = law25_change_of_call.rule
    # The section that allows the change, and what it says of the new call.
    allowed: ClassVar[tuple[str, str]] = (
        "21B1(a)",
        "{new} replaces {original}, with no other rectification for {side}.",
    )
    # The end of the auction period, and the review when it is too late to change.
    late: ClassVar[tuple[str, str]] = (
        "17D1",
        "If the side that gave the misinformation gained an advantage from it, the director "
        "awards an adjusted score.",
    )
    # What the LHO's change of his call brings, and the 16C sections of the withdrawn calls'
    # information: unauthorised for the offenders, authorised for the non-offending side.
    lho_change: ClassVar[str] = "21B2: his {call} is withdrawn and he calls again (16C applies)."
    withdrawn_calls: ClassVar[tuple[str, str]] = ("16C1(b)", "16C1(a)")

    def run(self, ctx: Context) -> RuleGen | None:
        attempt = attempt_to_change(ctx, "changes a call because of misinformation")
        off, original, new = ctx.offender, attempt.original, attempt.event.call
        ctx.say(
            self.allowed[0],
            f"{name(off)} wants to replace {original.call} (event {original.event}) with "
            f"{new}, because of misinformation from an opponent.",
        )
        if self.too_late(ctx, attempt):
            self.offending_side(ctx)
            return None
        refused = self.no_right(ctx, original, new)
        if refused is not None:
            ctx.say(
                refused,
                "Law 21B gives no right to change the call: the attempt is dealt with as a "
                "change of call under Law 25.",
            )
            return self.change_of_call.attempted_change(ctx)
        self.offending_side(ctx)
        self.change(ctx, attempt)
        return None

    @step("21B3")
    def offending_side(self, ctx: Context) -> None:
        """The misinformed player's change (or his wish to change, too late) is his right,
        not an irregularity of his: the offending side is the one that misinformed him (21B3,
        Law 75), named by the explanation in the record when there is one."""
        off = ctx.offender
        explainer = _explainer(ctx)
        ctx.out.offender = (explainer or off.lho).letter
        ctx.out.summary = (
            f"{ctx.spec.title}: {name(off)} (misinformed), event {ctx.event.index} "
            f"({ctx.event}); the offending side is {off.lho.side}, which misinformed him"
        )
        source = (
            f"{name(explainer)}'s explanation (event {_explained_at(ctx, explainer)})"
            if explainer is not None
            else "the misinformation (no explanation is recorded: the offender named is "
            f"{name(off.lho)}, the director confirms who gave it)"
        )
        ctx.say(
            "21B3",
            f"{name(off)} acts as the misinformed player, by right, not as an offender: the "
            f"offending side is {off.lho.side}, by {source} (Law 75).",
        )

    @step("21B3")
    def too_late(self, ctx: Context, attempt: Attempt) -> bool:
        """Too late once partner has called since or the auction period is over (the opening
        lead faced): the call stands, and the director may adjust."""
        if any(e.seat == ctx.offender.partner for e in attempt.since):
            late = f"{name(ctx.offender.partner)} has called since"
        elif ctx.play_started():
            late = (
                f"The opening lead has been faced, so the auction period is over ({self.late[0]})"
            )
        else:
            return False
        ctx.cancel_event(attempt.event)
        ctx.say(
            "21B3",
            f"{late}: it is too late to change the call; {attempt.original.call} stands.",
        )
        ctx.review("21B3", self.late[1])
        return True

    @step("21B1(a)")
    def no_right(self, ctx: Context, original: Entry, new: Call) -> str | None:
        """Whether the player was misinformed (21B1(b): presumed, unless the evidence says
        otherwise) and it could well have influenced his call: ``None`` if he may change
        it, else the section that says he may not (21A, 21B1(a))."""
        off = ctx.offender
        misinformed = _found(ctx)
        misinformed = misinformed if misinformed is not None else ctx.ask(
            "misinformed",
            "director",
            "21B1(b)",
            f"Was {name(off)} misinformed by an opponent? Presume a mistaken explanation rather "
            "than a mistaken call unless the evidence shows otherwise (21B1(b)); a required alert "
            "not given counts as misinformation (21B1(a)).",
            [(True, "yes, misinformed", "21B1(a): the director judges the influence next."),
             (False, "no, the call was mistaken",
              "21A: no redress for his own misunderstanding; the attempt is a change of call "
              "(Law 25).")],
        )  # fmt: skip
        influenced = misinformed and ctx.ask(
            "influenced",
            "director",
            "21B1(a)",
            f"Could the misinformation well have influenced {name(off)}'s decision to call "
            f"{original.call}?",
            [(True, "yes", f"21B1(a): he may change to {new}, with no other rectification."),
             (False, "no", "No right to change under 21B: the attempt is a change of call "
              "(Law 25).")],
        )  # fmt: skip
        if influenced:
            return None
        return "21A" if not misinformed else "21B1(a)"

    @step("21B2")
    def change(self, ctx: Context, attempt: Attempt) -> None:
        """21B1 allows the change; 21B2: the LHO may change a call he made over it."""
        off, original, new = ctx.offender, attempt.original, attempt.event.call
        law, replaces = self.allowed
        ctx.say(law, replaces.format(new=new, original=original.call, side=off.side))
        lho = next((e for e in attempt.since if e.seat == off.lho), None)
        keep = False
        if lho is not None:
            insufficient = isinstance(new, Bid) and isinstance(lho.call, Bid) and not lho.call > new
            if insufficient:
                ctx.say(
                    "21B2",
                    f"{name(off.lho)}'s {lho.call} would no longer be sufficient: he calls again.",
                )
            else:
                keep = not ctx.ask(
                    "lho_changes",
                    "player",
                    "21B2",
                    f"Does {name(off.lho)} change the {lho.call} he made over {original.call}?",
                    [(True, "change it", self.lho_change.format(call=lho.call)),
                     (False, "keep it", f"His {lho.call} stands over {new}.")],
                    seat=off.lho,
                )  # fmt: skip
            if not keep:
                self.lho_changed(ctx, lho)
        withdrawn = f"{name(off)}'s withdrawn {original.call}" + (
            "" if lho is None or keep else f" and {name(off.lho)}'s withdrawn {lho.call}"
        )
        self.withdrawn_information(ctx, withdrawn)
        self.replace_call(ctx, attempt, keep)

    @step("16C")
    def withdrawn_information(self, ctx: Context, withdrawn: str) -> None:
        """16C for the withdrawn calls: authorised for the misinformed (non-offending) side,
        unauthorised for the side that misinformed (the offenders)."""
        off = ctx.offender
        unauthorised, authorised = self.withdrawn_calls
        ctx.say(
            authorised,
            f"Information from {withdrawn} is authorised for {off.side}, the non-offending "
            f"side, and unauthorised for {off.lho.side}, the side that gave the misinformation "
            f"({unauthorised}).",
        )
        ctx.unauthorised(
            unauthorised,
            f"{off.lho.side} (the side that gave the misinformation)",
            f"{withdrawn} ({authorised}: authorised for {off.side})",
        )

    def lho_changed(self, ctx: Context, lho: Entry) -> None:
        """The LHO withdrew his call over the changed one: nothing more in 2017."""

    def replace_call(self, ctx: Context, attempt: Attempt, keep: bool) -> None:
        """21B2: the new call takes the place of the old one; when the LHO keeps his call
        over it, in place, else the calls since are taken back too."""
        off, new = ctx.offender, attempt.event.call
        original = attempt.original
        if keep:
            ctx.amend_call(original, new)
            ctx.say(
                "21B2", f"{name(off.lho)} keeps his call; {new} takes the place of the old call."
            )
            return
        take_back(ctx, [original, *attempt.since])
        ctx.process(CallEvent(attempt.event.index, off, new))


def _explanations(ctx: Context) -> list[InfoEvent]:
    """The opponents' explanations or missing alerts recorded before the change."""
    off = ctx.offender
    return [
        e
        for e, _ in ctx.infos
        if e.act in ("explains", "no-alert")
        and e.seat is not None
        and e.seat.side != off.side
        and e.index < ctx.event.index
    ]


def _explainer(ctx: Context) -> Seat | None:
    """The opponent whose explanation (or missing alert) misinformed the player: the last
    one recorded before his change."""
    found = _explanations(ctx)
    return found[-1].seat if found else None


def _explained_at(ctx: Context, seat: Seat) -> int:
    return [e.index for e in _explanations(ctx) if e.seat == seat][-1]


def _found(ctx: Context) -> bool | None:
    """The director's Law 75D finding on the opponents' explanation, when an earlier ruling
    in this incident made it (irregularity kind ``misinformation``): not asked again."""
    for other in reversed(ctx.rulings):
        if other is ctx or other.out.kind != "misinformation":
            continue
        if other.offender.side == ctx.offender.side:
            continue
        finding = next((q.answer for q in other.out.questions if q.id == "finding"), None)
        if finding is None:
            continue
        ctx.say(
            "75D",
            f"The director found {'a mistaken call' if finding == 'call' else 'misinformation'} "
            f"in irregularity {other.number} (event {other.event.index}); it is not asked again.",
        )
        return finding != "call"
    return None


rule = Misinformation()


def offer_change(api: TableApi, correction: InfoEvent) -> None:
    """A mistaken explanation corrected after the final pass, before the opening lead is
    faced (20F4, 20F5(b)(ii)): the misinformed player whose partner has not called since may
    still change his last call (21B1(a)). The offer is made at once, in the ruling on the
    explanation, before the table goes on: kept, the call stands (21B3 at the end of play);
    changed, the change is ruled under Law 21B and the auction goes on from it."""
    if api.phase_of(correction) != "clarification" or correction.seat is None:
        return
    ruling = next(
        (
            c
            for c in reversed(api.rulings)
            if c.out.kind == "misinformation"
            and c.event.seat in (correction.seat, correction.seat.partner)
            and c.event.index < correction.index
        ),
        None,
    )
    if ruling is None:
        return
    finding = next((q.answer for q in ruling.out.questions if q.id == "finding"), None)
    if finding not in ("explanation", "presumed", "no-agreement"):
        return  # no misinformation found (75C, 40C1): nothing to change
    explainer = ruling.event.seat
    assert explainer is not None
    theirs = [e for e in api.legal_entries() if e.seat.side != explainer.side and e.event]
    if not theirs:
        return
    last = theirs[-1]  # his partner called before him: only he may still change
    player = last.seat
    ruling.say(
        "21B1(a)",
        f"The explanation was corrected after the final pass, before the opening lead was "
        f"faced (event {correction.index}): {name(player)}, whose partner has not called "
        f"since, may change his last call, {last.call} (event {last.event}), if the "
        "misinformation could well have influenced it; the auction period has not ended.",
    )
    lho_may = (
        f"{name(player.lho)} may change the call he made over it (21B2), "
        if any(e.seat == player.lho and e.event > last.event for e in api.legal_entries())
        else ""
    )
    nxt = api.upcoming(1)
    if nxt and isinstance(nxt[0], CallEvent) and nxt[0].misinformed and nxt[0].seat == player:
        return  # the change is in the record: ruled on as it comes
    changes = ruling.ask(
        "change_call",
        "player",
        "21B1(a)",
        f"Does {name(player)} change his {last.call} now that the explanation is corrected?",
        [(False, "keep it",
          f"21B3: his {last.call} stands and the auction is over; if {explainer.side} gained "
          "from the misinformation, the director adjusts at the end of play."),
         (True, "change it",
          "21B1(a): the director judges whether the misinformation could well have "
          f"influenced his {last.call}; if so the new call replaces it, {lho_may}16C governs "
          "the withdrawn calls, and the auction goes on from there.")],
        seat=player,
    )  # fmt: skip
    if changes:
        _change_now(api, ruling, correction, player, last)
    else:
        ruling.say("21B3", f"{name(player)} keeps his {last.call}: the auction stands.")


def _change_now(
    api: TableApi, ruling: Context, correction: InfoEvent, player: Seat, last: Entry
) -> None:
    """The new call the misinformed player makes, ruled under Law 21B as if recorded."""
    new = ruling.ask_text(
        "new_call", "player", "21B1(a)",
        f"Which call does {name(player)} make instead of his {last.call}?",
        "a call, e.g. '3C', 'X' or 'Pass'", parse_call,
    )  # fmt: skip
    event = CallEvent(correction.index, player, new, change=True, misinformed=True)
    api.rule_on(Kind.CHANGE_AFTER_MISINFORMATION, event, player)
