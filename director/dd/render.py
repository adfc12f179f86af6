"""The double-dummy report as text (``replay --dd``, ``director dd``) and as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from director.dd.analysis import DDReport, Point, solver_strain
from director.dd.weights import adjust_command, starting_weights
from director.model.call import Strain
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.ruling import Ruling

__all__ = ["print_report", "report_lines", "to_json"]


def heading(report: DDReport) -> str:
    laws = ", ".join(report.laws)
    return (
        f"Double dummy (endplay/DDS): information for the director's judgement ({laws}), "
        "not the ruling"
    )


def _side(seat: Seat) -> str:
    return seat.side


def _weights(report: DDReport, ruling: Ruling, point: Point) -> list[tuple[Any, float]]:
    contract = ruling.contract
    assert contract is not None
    return starting_weights(
        contract.level,
        Strain.parse(solver_strain(contract.strain)),
        contract.doubled,
        report.declarer,
        [a.declarer_tricks for a in point.alternatives],
    )


def _non_offenders(report: DDReport, ruling: Ruling, p: Point) -> list[str]:
    """The same figures from the non-offending side's point of view (64C, 12B1)."""
    if p.irregularity is None:
        return []
    offender = ruling.irregularities[p.irregularity - 1].offender
    if offender not in ("N", "E", "S", "W"):
        return []
    nos = "EW" if Seat.parse(offender).side == "NS" else "NS"
    ours = nos == report.declarer.side

    def of_nos(tricks: int) -> int:
        return tricks if ours else 13 - tricks

    line = (
        f"    for the non-offending side {nos}: {of_nos(p.declarer_tricks)} double dummy from "
        "the position before the irregularity"
    )
    if report.at_table is not None:
        line += f", {of_nos(report.at_table)} at the table after the automatic rectification"
    return [line]


def report_lines(report: DDReport, ruling: Ruling) -> list[str]:
    side = _side(report.declarer)
    lines = [
        heading(report),
        f"  contract {report.contract}; tricks are {side}'s (declarer's side)",
    ]
    lines.append(
        f"  from the start ({report.start.to_play.letter} on lead): {side} take "
        f"{report.start.declarer_tricks}"
    )
    for p in report.points:
        where = f"trick {p.trick}, {p.to_play.letter} to play"
        lines.append(
            f"  #{p.irregularity} {p.label} (event {p.event}; {p.law}): from the position "
            f"before it ({where}, {side} having won {p.won_before}), with best play {side} "
            f"take {p.declarer_tricks}"
        )
        if p.claimed is not None and p.claimer is not None:
            lines.append(
                f"    the claim by {p.claimer.letter} would give {side} {p.claimed}; double "
                "dummy of the remaining cards gives them "
                f"{p.declarer_tricks} (for the director's 'normal play' judgement, 70)"
            )
        elif p.alternatives:
            lines.extend(_non_offenders(report, ruling, p))
            spread = sorted({a.declarer_tricks for a in p.alternatives})
            cards = {
                t: " ".join(str(a.card) for a in p.alternatives if a.declarer_tricks == t)
                for t in spread
            }
            lines.append(
                f"    {p.to_play.letter}'s legal cards lead to {side} "
                + ", ".join(f"{t} ({cards[t]})" for t in spread)
            )
            weights = _weights(report, ruling, p)
            lines.append(
                f"    {report.weights_law} starting weights"
                + (f" ({report.weights_note})" if report.weights_note else "")
                + ", for the director to edit: "
                + adjust_command(weights, ruling.vulnerable)
            )
    if report.at_table is not None:
        lines.append(
            f"  at the table, after the Law's automatic rectification (64A transfers, a "
            f"claim's award): {side} {report.at_table}"
        )
    else:
        lines.append("  at the table: no result yet (play incomplete or a question open)")
    return lines


def print_report(report: DDReport, ruling: Ruling) -> None:
    from director.render.console import console

    out = console()
    for line in report_lines(report, ruling):
        out.print(line, markup=False, highlight=False, soft_wrap=True)


def to_json(report: DDReport, ruling: Ruling) -> dict[str, Any]:
    data = report.to_dict()
    points = data["points"]
    assert isinstance(points, list)
    for point, p in zip(points, report.points, strict=True):
        weights = [] if p.claimed is not None else _weights(report, ruling, p)
        point["starting_weights"] = [{"result": str(r), "weight": w} for r, w in weights]
    return data
