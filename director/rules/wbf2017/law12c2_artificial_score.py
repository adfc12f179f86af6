"""Law 12C2 — the artificial adjusted score when no result can be obtained on a board.

Irregularity
    None of its own: a ruling has found that the board cannot be played (15A2(a): a player
    held the cards of another board and his partner has called since), so no result was
    obtained.

Rectification
    The director awards each side an artificial adjusted score by its share of
    responsibility for the irregularity: average minus to a side directly at fault, average
    to one only partly at fault, average plus to one in no way at fault (12C2(a)). The score
    is stated in the side's own units: a percentage of the matchpoints in pairs (at most
    40%, 50%, at least 60%), IMPs in a team or IMP event (-3, 0, +3: 12C2(b)), the chosen
    regulator's values where its profile sets others. In pairs, when the session's other
    results are given, a non-offending side scoring above 60% on the other boards gets its
    own percentage instead of average plus, and an offending side scoring below 40% its own
    percentage instead of average minus (12C2(c)). The two scores need not balance.

Example
    Dealer N: ``1H P 2H N:wrong-board`` — NS at fault get average minus, EW average plus;
    EW, on 63% for the session's other boards, get 63%.

See also
    Laws 12C1(d), 15A2(a), 78, 86B, 88.
"""

from __future__ import annotations

import dataclasses

from director.engine.context import Context
from director.engine.ruling import AdjustedScore, SideScore, Statement
from director.errors import DirectorError
from director.regulator.apply import applied
from director.rules.wbf2017.law12c_adjusted_score import (
    artificial_side,
    artificial_values,
    field_score,
    field_used,
    other,
)
from director.scoring.adjusted import ArtificialKind, ArtificialScore

_FAULT: list[tuple[ArtificialKind, str, str]] = [
    ("avg-", "directly at fault", "12C2(a): average minus (at most 40% in pairs, -3 IMPs at "
     "IMPs, 12C2(b))."),
    ("avg", "only partly at fault", "12C2(a): average (50% in pairs)."),
    ("avg+", "in no way at fault", "12C2(a): average plus (at least 60% in pairs, +3 IMPs "
     "at IMPs, 12C2(b))."),
]  # fmt: skip
# 12C2(c): who may get its own session percentage instead, and on which side of which limit.
_SESSION: dict[tuple[str, ArtificialKind], tuple[float, str]] = {
    ("non-offending", "avg+"): (60.0, "above"),
    ("offending", "avg-"): (40.0, "below"),
}


def read_session(text: str) -> float | None:
    """A session percentage on the other boards, or ``None`` for 'unknown'.

    >>> read_session("63.5%"), read_session("unknown")
    (63.5, None)
    """
    raw = text.strip().rstrip("%").strip()
    if raw.lower() in ("unknown", "none", "-", ""):
        return None
    try:
        value = float(raw)
    except ValueError:
        raise DirectorError(f"{text!r}: a percentage such as '63.5', or 'unknown'") from None
    if not 0 <= value <= 100:
        raise DirectorError(f"{text!r}: a percentage is between 0 and 100")
    return value


def award(ctx: Context, offending: str, law: str) -> AdjustedScore:
    """No result on the board (under ``law``): each side's artificial score by its share of
    fault (12C2(a)), in the event's units (12C2(b)), with 12C2(c)'s session exception."""
    scoring = ctx.ask(
        "scoring",
        "director",
        "12C2",
        "How is the event scored (the units of the artificial scores)?",
        [("mp", "pairs: matchpoints", "12C2(a): a percentage of the matchpoints."),
         ("imp", "IMPs", "12C2(b): IMPs (a team or IMP event).")],
    )  # fmt: skip
    sides: list[SideScore] = []
    regulated: list[str] = []
    nos = other(offending)
    for side, role, qid in ((offending, "offending", "offenders_artificial"),
                            (nos, "non-offending", "non_offenders_artificial")):  # fmt: skip
        kind: ArtificialKind = ctx.ask(
            qid,
            "director",
            "12C2(a)",
            f"What share of the fault for the board not being played is {side}'s ({role} "
            f"side), under {law}?",
            [(k, label, outcome) for k, label, outcome in _FAULT],
        )
        mp, imp, own = artificial_values(ctx, kind)
        regulated += own
        unit = mp if scoring == "mp" else imp
        side_law, text = "12C2(a)", f"{side} ({role} side): {unit.text}."
        amount, value = unit.amount, unit.value
        if scoring == "mp" and (role, kind) in _SESSION:
            session = _session(ctx, side, role, kind, unit)
            if session is not None:
                side_law, text, amount, value = session
        scored = None
        if ctx.field is not None:  # the board's other results: the score in their units
            field = dataclasses.replace(ctx.field, scoring=scoring)
            scored = field_score(field.artificial(side, value))
            text = f"{text.removesuffix('.')}; against the field {scored.text}."
        sides.append(artificial_side(side, role, side_law, kind, text, amount, scored))
    notes = [Statement(law="12C2", text=n) for n in dict.fromkeys(regulated)]
    if scoring == "imp":
        notes.append(
            Statement(
                law="12C2(c)",
                text="At IMPs 12C2(c) speaks of the IMP equivalent of the session's 60% and "
                "40%: the director applies it from the event's own scores.",
            )
        )
    score = AdjustedScore(
        kind="artificial", law="12C2(a)", table_result=None, table_ns=None, sides=sides,
        balanced=None, notes=notes, field=field_used(ctx.field),
    )  # fmt: skip
    ctx.adjusted(score)
    applied(ctx, "12C2", "12C2", "Average plus, average and average minus take the values "
            "of the regulator's election (12C2(a) in pairs, 12C2(b) at IMPs).")  # fmt: skip
    for side_score in sides:
        ctx.say(side_score.law, side_score.text)
    ctx.say("12C2(a)", "The two sides' scores need not balance.")
    return score


def _session(
    ctx: Context, side: str, role: str, kind: ArtificialKind, score: ArtificialScore
) -> tuple[str, str, str, float] | None:
    """12C2(c): the side's score with its session percentage on the other boards (the law,
    the text, the amount and the percentage it gets), or ``None`` when it is not known (the
    12C2(a) value stands)."""
    limit, beyond = _SESSION[(role, kind)]
    pct = ctx.ask_text(
        f"session_{side.lower()}",
        "director",
        "12C2(c)",
        f"What percentage did {side} score on the session's other boards? ('unknown' while "
        f"they are not all scored: the {score.name} then stands; {beyond} {limit:g}% "
        f"{side} get that percentage instead.)",
        "a percentage, e.g. '63.5', or 'unknown'",
        read_session,
    )
    if pct is None:
        return None
    if (pct > limit) if beyond == "above" else (pct < limit):
        return (
            "12C2(c)",
            (
                f"{side} ({role} side): {pct:g}%, its own percentage on the session's other "
                f"boards, {beyond} {limit:g}%, instead of {score.name} (12C2(c))."
            ),
            f"{pct:g}%",
            pct,
        )
    return (
        "12C2(a)",
        (
            f"{side} ({role} side): {score.text}; its {pct:g}% on the session's other boards "
            f"is not {beyond} {limit:g}% (12C2(c) does not apply)."
        ),
        score.amount,
        score.value,
    )
