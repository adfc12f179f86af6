"""Law 12C1 — the assigned adjusted score that ends a judgement ruling.

Irregularity
    None of its own: a ruling (16B3, 16C3, 21B3, 40B3(a), 40B4, 75A, 75B1, 75D3 ...) has found
    an infraction that may have damaged the non-offending side, and the board's result is
    known (from the play in the record, or as the director gives it).

Rectification
    The director judges whether there was damage: the non-offenders' table result worse than
    they could have expected had the infraction not occurred (12B1). If so he must award an
    assigned adjusted score when he can (12C1(a)): the probable outcome had the infraction
    not occurred (12C1(b)), or a score weighted over several outcomes, each achievable in a
    legal manner, by percentages he gives (12C1(c)); when the possibilities are numerous or
    not obvious he may award an artificial score instead (12C1(d), by responsibility as in
    12C2(a)). When the non-offenders contributed to their own damage after the irregularity,
    by an extremely serious error unrelated to the infraction or by a gambling action they
    might have hoped to recover through rectification (12C1(e)), the offenders get the score
    that rectifying their infraction gives (12C1(e)(i)) and the non-offenders no relief for
    the self-inflicted part (12C1(e)(ii)): the director gives their score apart, and the two
    need not balance. Every outcome is scored by Law 77 with the board's vulnerability and
    shown per side. Whether and how 12C1(c) weighting is used, and how artificial scores
    are set, may be varied by the Regulating Authority: the ruling notes it, not assumes it.

    For a weighted score after a poll (16B1(b)) the tool proposes starting weights: each
    polled action's share of the players who chose one, with the result the director says it
    leads to (the questioned action: the table result). A proposal only: he accepts it or
    gives his own, and the ruling says which. With the board's other results given (the
    field), each side's score is also given in the event's units: matchpoints and
    percentage (each outcome matchpointed, then weighted), or IMPs against the other table
    or a datum; the 12C1(e) split and 12C2's artificial scores likewise, each side its own.

    With a regulator profile chosen, the artificial scores take its 12C2 values (the Tournament
    Organizer may vary the IMP values with the Regulating Authority's approval, 12C2(b); the
    pairs values stay within 12C2(a)), and a weighted score names the profile's 12C1(c)
    entry; each election applied is named in the ruling with its source.

Example
    After ``1S P N:hesitation 3S P S:questioned:4S AP`` and 4S made, the director finds damage
    and weights 3S+1 by S 70% and 4S= by S 30%.

See also
    Laws 12B, 12C2, 77, 78, 86B.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from director.engine.context import Context, accepts
from director.engine.ruling import (
    AdjustedOutcome,
    AdjustedScore,
    FieldScore,
    FieldUsed,
    Offer,
    Poll,
    SideScore,
    Statement,
)
from director.model.seat import Seat
from director.regulator.apply import applied, regulated_artificial
from director.scoring.adjusted import (
    ArtificialKind,
    ArtificialScore,
    InvalidAdjustmentError,
    WeightedScore,
    artificial,
    parse_outcomes,
    weighted,
)
from director.scoring.contract import ContractResult, parse_result
from director.scoring.law77 import ns_score
from director.scoring.shares import whole_percentages

if TYPE_CHECKING:
    from director.scoring.field import Field, SideResult

OUTCOMES_EXAMPLE = "results with percentages adding to 100, e.g. '3S+1 by S 70%, 4S= by S 30%'"
WEIGHTING_NOTE = (
    "Regulating Authorities differ on whether and how the director weights a score under "
    "12C1(c): check the event's regulations (not assumed here)."
)
SCORING_NOTE = (
    "Scores are in points by Law 77. At matchpoints or IMPs each outcome is compared with the "
    "other scores on its own and the matchpoints or IMPs are then weighted (director adjust "
    "--weighted ... --field or --other)."
)


def other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def _signed(points: float) -> str:
    return f"{points:+g}" if points else "0"


def table_result(ctx: Context, law: str) -> ContractResult:
    """The result at the table: from the play in the record, else asked of the director."""
    found: ContractResult | None = ctx.table_result()
    if found is not None:
        return found
    contract = ctx.auction.contract()
    declarer = contract.declarer if contract is not None else None

    def read(text: str) -> ContractResult:
        result = parse_result(text, None)
        if result.declarer is None and not result.passed_out:
            if declarer is None:
                raise InvalidAdjustmentError(f"{text!r}: name the declarer, e.g. '4S= by S'")
            result = result.with_declarer(declarer)
        return result

    asked: ContractResult = ctx.ask_text(
        "table_result",
        "director",
        law,
        "What was the result at the table? (The record does not hold the whole play.)",
        "a result, e.g. '4S= by S', '3NT-1 by W' or 'Pass'",
        read,
    )
    return asked


def adjust(
    ctx: Context,
    offending: str,
    damage_law: str,
    damage_text: str,
    probable: str,
    poll: Poll | None = None,
    action: str | None = None,
) -> None:
    """Ask whether the non-offenders were damaged and, if so, which 12C1 score; compute it
    per side by Law 77, and against the board's other results when they are given (the
    field). ``offending`` is the offending side (``NS`` or ``EW``); ``probable`` says what
    the assigned score reconstructs (12C1(b), or 75D3's likely outcome); ``poll``: the
    director's poll on the questioned ``action``, from which a weighted score's starting
    weights are offered (12C1(c))."""
    vul = ctx.vulnerable
    nos = other(offending)
    result = table_result(ctx, damage_law)
    table_ns = 0 if result.passed_out else ns_score(result, vul)
    ctx.say(
        "12B1",
        f"Table result {result}: NS {_signed(table_ns)}, EW {_signed(-table_ns)} (Law 77, "
        f"vulnerable: {vul}).",
    )
    damaged = ctx.ask(
        "damaged",
        "director",
        damage_law,
        damage_text,
        [(True, "yes, damaged",
          "12C1(a): the director awards an assigned adjusted score, which replaces the "
          "table result."),
         (False, "no", "12B1: no damage: the table result stands for both sides.")],
    )  # fmt: skip
    if not damaged:
        ctx.say("12B1", f"{nos} were not damaged: no adjustment; the table result stands.")
        return
    kind = ctx.ask(
        "score",
        "director",
        "12C1(a)",
        "Which adjusted score does the director award? (He must assign one when he can.)",
        [("assigned", "assigned: one result", f"12C1(b): {probable}."),
         ("weighted", "weighted: several results",
          "12C1(c): outcomes with percentages reflecting their probabilities, only outcomes "
          "that could have been achieved in a legal manner. " + WEIGHTING_NOTE),
         ("artificial", "artificial",
          "12C1(d): the possibilities are numerous or not obvious: average plus, average or "
          "average minus by responsibility (12C2(a)).")],
    )  # fmt: skip
    if kind == "artificial":
        _artificial(ctx, offending, result, table_ns)
        return
    contract = ctx.auction.contract()
    declarer: Seat | None = contract.declarer if contract is not None else result.declarer
    law = "12C1(b)" if kind == "assigned" else "12C1(c)"
    if kind == "assigned":

        def read(text: str) -> list[tuple[ContractResult, float]]:
            found = parse_outcomes(text, declarer)
            if len(found) != 1:
                raise InvalidAdjustmentError("an assigned score is one result (weighted: several)")
            return found

        outcomes = ctx.ask_text(
            "outcome", "director", law,
            f"What result is assigned ({probable})?",
            "a result, e.g. '3S+1 by S'", read,
        )  # fmt: skip
    else:
        offer = None if _own_weights(ctx) else _offer(ctx, poll, action, result, declarer)
        proposed = (
            f" Proposed from the {_SOURCE[offer.source]}: {offer.outcomes} ({offer.basis}) — "
            "yes (Enter) accepts it, or type other outcomes: the weights are the director's "
            "judgement."
            if offer is not None
            else ""
        )
        outcomes = ctx.ask_text(
            "outcomes", "director", law,
            f"Which outcomes, with what percentages ({probable}; only outcomes achievable "
            f"in a legal manner)?{proposed}",
            OUTCOMES_EXAMPLE + (" — or yes to accept the proposal" if offer else ""),
            lambda text: parse_outcomes(text, declarer),
            offered=offer,
        )  # fmt: skip
        if offer is not None:
            given = "accepted them" if offer.accepted else "gave his own instead"
            ctx.say(
                "12C1(c)",
                f"Weights proposed from the {_SOURCE[offer.source]} ({offer.basis}): "
                f"{offer.outcomes}; the director {given}.",
            )
    self_inflicted = ctx.ask(
        "self_inflicted",
        "director",
        "12C1(e)",
        f"After the irregularity, did {nos} contribute to their own damage by an extremely "
        "serious error unrelated to the infraction, or by a gambling action they might have "
        "hoped to recover through rectification?",
        [(False, "no", "Both sides get the adjusted score."),
         (True, "yes",
          f"12C1(e)(i): {offending} get the score rectifying their infraction gives; "
          f"12C1(e)(ii): {nos} get no relief for the self-inflicted part of their damage (the "
          "director gives their score next); the two scores need not balance.")],
    )  # fmt: skip
    field = ctx.field
    scored = _scored(ctx, outcomes)
    sides = [_side(offending, "offending", law, scored, field)]
    if self_inflicted:
        own = ctx.ask_text(
            "non_offenders_score", "director", "12C1(e)(ii)",
            f"What score do {nos} get: relief for the damage the infraction caused, none for "
            f"the part they caused themselves (the table result {result}, or outcomes with "
            "percentages)?",
            OUTCOMES_EXAMPLE, lambda text: parse_outcomes(text, declarer),
        )  # fmt: skip
        sides.append(_side(nos, "non-offending", "12C1(e)(ii)", _scored(ctx, own), field))
        sides[0].law = "12C1(e)(i)"
    else:
        sides.append(_side(nos, "non-offending", law, scored, field))
    ns_points = {s.side: (s.points or 0.0) * (1 if s.side == "NS" else -1) for s in sides}
    balanced = ns_points["NS"] == ns_points["EW"]
    notes = [Statement(law="78", text=SCORING_NOTE if field is None else field_note(field))]
    if kind == "weighted" and not applied(ctx, "12C1(c)", "12C1(c)", "Weighting:"):
        notes.insert(0, Statement(law="12C1(c)", text=WEIGHTING_NOTE))
    score = AdjustedScore(
        kind=kind,
        law=law,
        table_result=str(result),
        table_ns=table_ns,
        sides=sides,
        balanced=balanced,
        notes=notes,
        field=field_used(field),
    )
    ctx.adjusted(score)
    for side in sides:
        ctx.say(side.law, side.text)
    if not balanced:
        ctx.say("12C1(e)", "The two sides' scores do not balance.")


def _scored(ctx: Context, outcomes: Sequence[tuple[ContractResult, float]]) -> WeightedScore:
    """``outcomes`` scored by Law 77, and against the field when one is given."""
    if ctx.field is not None:
        return ctx.field.weighted(outcomes, ctx.vulnerable)
    return weighted(outcomes, ctx.vulnerable)


def field_note(field: Field) -> str:
    """How the adjusted score is scored against the field (78A or 78B)."""
    how = "each outcome is matchpointed" if field.scoring == "mp" else "each outcome is IMPed"
    return f"Scored in {field.against}: {how} on its own, then weighted."


def field_used(field: Field | None) -> FieldUsed | None:
    if field is None:
        return None
    return FieldUsed(
        source=field.source,
        board=field.board,
        scoring=field.scoring,
        results=[f"{r} (NS {s:+d})" for r, s in zip(field.results, field.scores, strict=True)],
        against=field.against,
    )


def field_score(result: SideResult) -> FieldScore:
    return FieldScore(
        matchpoints=result.matchpoints,
        top=result.top,
        percent=result.percent,
        imps=result.imps,
        text=result.text,
    )


def _side(side: str, role: str, law: str, scored: WeightedScore, field: Field | None) -> SideScore:
    sign = 1 if side == "NS" else -1
    outcomes = [
        AdjustedOutcome(result=str(o.result), weight=o.weight, ns=o.score) for o in scored.outcomes
    ]
    points = round(sign * scored.points, 6) + 0.0
    listed = ", ".join(f"{o.result} {o.weight:g}%" for o in outcomes)
    if len(outcomes) == 1:
        listed = outcomes[0].result
    own = field_score(field.side(scored, side)) if field is not None else None
    against = f"; against the field {own.text}" if own is not None else ""
    return SideScore(
        side=side,  # type: ignore[arg-type]
        role=role,  # type: ignore[arg-type]
        law=law,
        outcomes=outcomes,
        points=points,
        artificial=None,
        amount=None,
        text=f"{side} ({role} side): {listed} — {side} {_signed(points)} (Law 77){against}.",
        field=own,
    )


_SOURCE = {"poll": "poll", "double-dummy": "double-dummy outcomes"}


def _offer(
    ctx: Context,
    poll: Poll | None,
    action: str | None,
    result: ContractResult,
    declarer: Seat | None,
) -> Offer | None:
    """The starting weights proposed: from the poll, else from double dummy (when the
    session can work them out here), else none."""
    if poll is not None:
        return poll_offer(ctx, poll, action, result, declarer)
    found = ctx.proposed_weights()
    if found is None:
        return None
    weights, basis = found
    outcomes = ", ".join(f"{r} {w:g}%" for r, w in weights)
    return Offer(outcomes=outcomes, source="double-dummy", basis=basis, accepted=None)


def _own_weights(ctx: Context) -> bool:
    """The record gives the director's own outcomes and no result of a polled action: he
    weighed them without a proposal (a proposal shown at the table leaves those results
    in the record, and is then made again)."""
    given = ctx.answers.get("outcomes")
    if given is None or accepts(str(given)):
        return False
    return not any(key.startswith("result_") for key in ctx.answers)


def _same(action: str) -> str:
    """An action as the poll and the record may spell it (pass, P, Pass)."""
    low = action.strip().lower()
    return "pass" if low in ("p", "pass") else low


def poll_offer(
    ctx: Context,
    poll: Poll,
    action: str | None,
    result: ContractResult,
    declarer: Seat | None,
) -> Offer | None:
    """Starting weights from ``poll``: each action's share of the polled players who chose
    one, with the result the director says it leads to (the questioned ``action`` led to
    the table ``result``); actions leading to one result are added together (12C1(c))."""
    chosen = [a for a in poll.actions if a.chose > 0]
    if not chosen:
        return None

    def read(text: str) -> ContractResult:
        found = parse_outcomes(text, declarer)
        if len(found) != 1:
            raise InvalidAdjustmentError("one result, e.g. '3S+1 by S'")
        return found[0][0]

    leads: list[tuple[str, int, str]] = []  # action, players who chose it, its result
    for a in chosen:
        if action is not None and _same(a.action) == _same(action):
            leads.append((a.action, a.chose, str(result)))
            continue
        found = ctx.ask_text(
            "result_" + re.sub(r"\W", "_", a.action), "director", "12C1(c)",
            f"Which result would {a.action} have led to ({a.chose} of the {poll.asked} players "
            "polled chose it)? Only a result achievable in a legal manner.",
            "a result, e.g. '3S+1 by S'", read,
        )  # fmt: skip
        leads.append((a.action, a.chose, str(found)))
    counts: dict[str, int] = {}
    for _, n, res in leads:
        counts[res] = counts.get(res, 0) + n
    shares = whole_percentages(list(counts.items()))
    basis = "; ".join(
        f"{act}: {n} of {poll.asked} polled chose it, leading to {res}" for act, n, res in leads
    )
    outcomes = ", ".join(f"{res} {w}%" for res, w in shares)
    return Offer(outcomes=outcomes, source="poll", basis=basis, accepted=None)


def _artificial(ctx: Context, offending: str, result: ContractResult, table_ns: int) -> None:
    nos = other(offending)
    sides: list[SideScore] = []
    regulated: list[str] = []  # the regulator's own values, named
    for side, role, qid in ((offending, "offending", "offenders_artificial"),
                            (nos, "non-offending", "non_offenders_artificial")):  # fmt: skip
        kind = ctx.ask(
            qid,
            "director",
            "12C2(a)",
            f"Which artificial adjusted score do {side} ({role} side) get, by their share of "
            "responsibility?",
            [("avg-", "average minus", "12C2(a): directly at fault; at most 40% in pairs, "
              "-3 IMPs (12C2(b))."),
             ("avg", "average", "12C2(a): only partly at fault; 50% in pairs."),
             ("avg+", "average plus", "12C2(a): in no way at fault; at least 60% in pairs, "
              "+3 IMPs (12C2(b)).")],
        )  # fmt: skip
        mp, imp, own = artificial_values(ctx, kind)
        regulated += own
        field = ctx.field
        scored = None
        against = ""
        if field is not None:
            value = mp.value if field.scoring == "mp" else imp.value
            scored = field_score(field.artificial(side, value))
            against = f"; against the field {scored.text}"
        sides.append(
            artificial_side(side, role, "12C2(a)", kind, f"{side} ({role} side): {mp.text}; "
                            f"at IMPs {imp.text}{against}.",
                            f"{mp.amount} in pairs or {imp.amount}", scored)
        )  # fmt: skip
    notes = [Statement(law="12C2(c)", text=n) for n in artificial("avg+", "mp").notes[:1]] + [
        Statement(
            law="12C2(b)",
            text="The Tournament Organizer may vary these values with the Regulating "
            "Authority's approval (78D, 86B3, 12C2(d)).",
        )
    ]
    notes += [Statement(law="12C2", text=n) for n in dict.fromkeys(regulated)]
    score = AdjustedScore(
        kind="artificial",
        law="12C1(d)",
        table_result=str(result),
        table_ns=table_ns,
        sides=sides,
        balanced=None,
        notes=notes,
        field=field_used(ctx.field),
    )
    ctx.adjusted(score)
    applied(ctx, "12C2", "12C2", "Average plus, average and average minus take the values "
            "of the regulator's election (12C2(a) in pairs, 12C2(b) at IMPs).")  # fmt: skip
    for side_score in sides:
        ctx.say("12C2(a)", side_score.text)


def artificial_side(
    side: str,
    role: str,
    law: str,
    kind: str,
    text: str,
    amount: str,
    field: FieldScore | None = None,
) -> SideScore:
    """One side's artificial adjusted score (12C2(a)): ``kind`` is avg+, avg or avg-;
    ``amount`` the score in the side's own units (``at most 40%``, ``-3 IMPs``); ``field``:
    the same in the field's units (matchpoints of its top, or IMPs)."""
    fields = {"side": side, "role": role, "law": law, "artificial": kind, "amount": amount,
              "text": text}  # fmt: skip
    return SideScore.model_validate(fields).model_copy(update={"field": field})


def artificial_values(
    ctx: Context, kind: ArtificialKind
) -> tuple[ArtificialScore, ArtificialScore, list[str]]:
    """``kind`` in pairs and at IMPs: the Law's values, or the chosen regulator's 12C2
    election (then the notes naming its own values where they differ from the Law's)."""
    profile = ctx.regulator
    if profile is None or not profile.touching("12C2"):
        return artificial(kind, "mp"), artificial(kind, "imp"), []
    (mp, _), (imp, _) = (regulated_artificial(profile, kind, s) for s in ("mp", "imp"))
    own = [
        f"{a.name} {a.text.split(': ', 1)[1].split(' (')[0]}"
        f"{' at IMPs' if a.unit != '%' else ' in pairs'}: the value of regulator "
        f"{profile.label}, not the Law's"
        for a, law in ((mp, artificial(kind, "mp")), (imp, artificial(kind, "imp")))
        if a.value != law.value
    ]
    return mp, imp, own
