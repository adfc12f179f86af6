"""Lines of a ruling panel for an adjusted score (Law 12C): each side's award, the
outcomes and their weights, and the notes on regulation and scoring."""

from __future__ import annotations

from rich.text import Text

from director.engine.ruling import Question, Rectification


def adjusted_lines(rect: Rectification) -> list[Text]:
    score = rect.adjusted_score
    if score is None:
        return []
    table = f" (NS {score.table_ns:+d})" if score.table_ns is not None else ""
    replaces = (
        "no result was obtained"
        if score.table_result is None
        else f"replacing the table result {score.table_result}{table}"
    )
    lines = [
        Text.assemble(
            ("  adjusted score ", "bold yellow"),
            f"{score.kind}, {replaces} ",
            (f"[{score.law}]", "cyan"),
        )
    ]
    shown: list[str] = []
    for side in score.sides:
        if side.points is not None:
            award = f"{side.points:+g}" if side.points else "0"
        else:
            award = side.artificial or ""
        lines.append(
            Text.assemble(
                "    ",
                (f"{side.side} ({side.role}) {award}", "bold"),
                " ",
                (f"[{side.law}]", "cyan"),
            )
        )
        if side.field is not None:
            lines.append(Text(f"      against the field: {side.field.text}"))
        listed = ", ".join(f"{o.weight:g}% {o.result} (NS {o.ns:+d})" for o in side.outcomes)
        if listed and listed not in shown:
            shown.append(listed)
            lines.append(Text(f"      from {listed}"))
    if score.balanced is False:
        lines.append(Text("    the two sides' scores do not balance (12C1(e))", style="yellow"))
    for note in score.notes:
        lines.append(
            Text.assemble(("    note: ", "dim"), note.text, " ", (f"[{note.law}]", "cyan"))
        )
    return lines


def expects_line(question: Question) -> Text | None:
    """What an open question answered in words expects."""
    if question.options or question.expects is None:
        return None
    return Text.assemble("    • ", ("answer: ", "bold"), question.expects)
