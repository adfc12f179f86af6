"""Scoring a deal of contrée (articles 13 and 14): the success test, made and failed
contracts, contre and surcontre (the seed's multiplied scores, or the FFB table), capot,
belote, the melds of the side with the best meld (10E), and a deal lost through an
irregularity."""

from __future__ import annotations

import dataclasses

from director.belote.calls import CAPOT, Call
from director.belote.options import Options
from director.belote.ruling import Question, ScoreItem, ScoreSheet

__all__ = ["CAPOT", "DealResult", "other", "score_deal"]

SIDES = ("NS", "EW")
CAPOT_VALUE = 500  # article 14D


def other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


@dataclasses.dataclass(frozen=True)
class DealResult:
    """What the scoring needs: the contract, and either the card points of the play or the
    side that lost the deal through an irregularity (article 12B)."""

    contract: Call
    takers: str
    multiplier: int  # 1, 2 (contre), 4 (surcontre)
    trick_points: dict[str, int]  # with the last trick (10, or 100 on a capot: 2D)
    all_tricks: str | None  # the side that took all eight tricks, if one did
    belote: tuple[str, ...] = ()  # the side of each pair announced (belote and rebelote)
    lost_by: str | None = None  # side that lost the deal through an irregularity
    melds: tuple[tuple[str, str, int], ...] = ()  # the best side's melds: (side, meld, value)


def _contract_text(call: Call, multiplier: int) -> str:
    return str(call) + {1: "", 2: " contre", 4: " surcontre"}[multiplier]


def score_deal(result: DealResult, options: Options, answers: dict[str, str]) -> ScoreSheet:
    takers, defence = result.takers, other(result.takers)
    pts = result.trick_points
    belote = {s: 20 * result.belote.count(s) for s in SIDES}
    melds = {s: sum(v for side, _, v in result.melds if side == s) for s in SIDES}
    items: list[ScoreItem] = []
    questions: list[Question] = []
    m = result.multiplier
    capot = result.contract.is_capot
    bid = result.contract.level
    if result.lost_by is not None:
        made = result.lost_by != takers
        winner = other(result.lost_by)
    elif capot:
        made = result.all_tricks == takers
        winner = takers if made else defence
    else:
        total = pts[takers] + belote[takers] + melds[takers]
        made = total >= bid and (
            options.success == "ffb-2016" or total > pts[defence] + belote[defence] + melds[defence]
        )
        winner = takers if made else defence
    if capot:
        if made:
            items.append(
                ScoreItem(side=takers, item=f"capot made x{m}", points=CAPOT_VALUE * m, law="14D")
            )
        else:
            q = Question(
                id="capot-failed",
                asked_of="arbiter",
                law="14D",
                text="A capot contract failed. The sources read give 500 for a capot but no "
                "figure for a failed one: does the defence score the capot's value, or 160 plus it "
                "as for any failed contract (14B)?",
                choices={"500": "the capot's value", "660": "160 + the capot's value"},
                answer=answers.get("capot-failed"),
            )
            questions.append(q)
            if q.answer is not None:
                items.append(
                    ScoreItem(
                        side=defence,
                        item=f"failed capot x{m}",
                        points=int(q.answer) * m,
                        law="14D",
                    )
                )
    elif made and result.lost_by is None and (m == 1 or options.contre == "seed"):
        law, mult = ("14A", "") if m == 1 else ("14C", f" x{m}")
        for side, item, points in (
            (takers, "card points", options.rounded(pts[takers])),
            (takers, f"contract {bid}", bid),
            (defence, "card points", options.rounded(pts[defence])),
        ):
            items.append(ScoreItem(side=side, item=item + mult, points=points * m, law=law))
    else:
        lost = winner != takers or result.lost_by is not None
        base = int(options.failure_points) if lost else 160
        item = "contract made" if winner == takers else "contract failed"
        if result.lost_by is not None:
            item = "deal lost by the other side"
        article = "12B" if result.lost_by is not None else "14B"
        if m > 1:
            article = "14F" if options.contre == "ffb-2016" else "14C"
        mult = f" x{m}" if m > 1 else ""
        items.append(
            ScoreItem(
                side=winner,
                item=f"{item}: {base} + {bid}{mult}",
                points=(base + bid) * m,
                law=article,
            )
        )
    # the side that failed its contract, or lost the deal through a fault, forfeits (10A)
    failed = result.lost_by if result.lost_by is not None else (None if made else takers)
    mult = f" x{m}" if m > 1 else ""
    for side, label, value in result.melds:  # the side with the best meld: all of them (10E)
        kept = side != failed
        note = "" if kept else " (forfeited: the side lost the deal)"
        items.append(
            ScoreItem(
                side=side,
                item=f"meld {label}{mult}{note}",
                points=value * m if kept else 0,
                law="10E",
            )
        )
    for side in SIDES:
        if belote[side] and (side != failed or options.belote_on_failure == "kept"):
            items.append(
                ScoreItem(side=side, item="belote-rebelote", points=belote[side], law="10A")
            )
        elif belote[side]:
            items.append(
                ScoreItem(
                    side=side,
                    item="belote-rebelote (forfeited: the side lost the deal)",
                    points=0,
                    law="10A",
                )
            )
    total_by = {s: sum(i.points for i in items if i.side == s) for s in SIDES}
    complete = not questions or all(q.answer is not None for q in questions)
    return ScoreSheet(
        contract=_contract_text(result.contract, m) + f" by {takers}",
        takers=takers,
        made=made,
        trick_points=dict(pts),
        items=items,
        total=total_by if complete else {},
        questions=questions,
        text=f"NS {total_by['NS']}, EW {total_by['EW']}" if complete else "",
    )
