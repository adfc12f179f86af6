"""The Belote ruling as text (JSON is the pydantic model's own dump)."""

from __future__ import annotations

from director.belote.ruling import BeloteRuling, Question, ScoreSheet

__all__ = ["ruling_text", "score_text"]


def _question(q: Question, number: int | None, how: str = "--answer ") -> list[str]:
    key = f"{number}.{q.id}" if number is not None else q.id
    head = f"  ? [{q.law}] ({q.asked_of}) {q.text}"
    if q.answer is not None:
        return [head, f"    answered: {q.answer} - {q.choices[q.answer]}"]
    return [head] + [f"    {how}{key}={k}: {v}" for k, v in q.choices.items()]


def score_text(sheet: ScoreSheet, how: str = "--answer ") -> list[str]:
    """``how`` tells how to answer a question: ``--answer`` (rule, replay), or a word added
    to the RESULT of ``director score``."""
    made = {True: "made", False: "failed", None: "-"}[sheet.made]
    lines = [
        f"Score: {sheet.contract}, {made} (card points NS {sheet.trick_points['NS']}, "
        f"EW {sheet.trick_points['EW']})"
    ]
    for item in sheet.items:
        lines.append(f"  {item.side} {item.points:>5}  {item.item}  [{item.law}]")
    for q in sheet.questions:
        lines += _question(q, None, how)
    if sheet.total:
        lines.append(f"  total: NS {sheet.total['NS']}, EW {sheet.total['EW']}")
    else:
        lines.append("  total: open until the question above is answered")
    return lines


def ruling_text(ruling: BeloteRuling) -> str:
    lines = [f"Belote contrée - dealer {ruling.dealer}"]
    if ruling.options:
        lines.append("options: " + ", ".join(f"{k}={v}" for k, v in ruling.options.items()))
    auction = [
        f"{r.seat}:{r.call}" + {"ok": "", "void": "(void)", "auto": "(auto)"}[r.status]
        for r in ruling.auction
    ]
    lines.append("Auction: " + (" ".join(auction) or "-"))
    lines.append(f"Contract: {ruling.contract or '-'}")
    for t in ruling.tricks:
        lines.append(f"  trick {t.number}: {' '.join(t.cards)} -> {t.winner} ({t.points})")
    if ruling.melds:
        melds = [
            f"{r.seat}:{r.meld} {r.value}" + ("" if r.status == "scored" else f" ({r.status})")
            + (", shown" if r.shown else "")
            for r in ruling.melds
        ]
        lines.append("Melds (10E): " + "; ".join(melds))
    for n, irr in enumerate(ruling.irregularities, 1):
        lines.append(f"{n}. {irr.summary}  [article {irr.law}]")
        lines += [f"  - {s.text} [{s.law}]" for s in irr.steps]
        for q in irr.questions:
            lines += _question(q, n)
    if ruling.score is not None:
        lines += score_text(ruling.score)
    next_dealer = f" {ruling.next_dealer} deals next" if ruling.next_dealer else ""
    lines.append(
        {
            "complete": "The deal is scored.",
            "thrown-in": f"All passed: the hands are thrown in, no score;{next_dealer} (5C).",
            "redeal": "The hands are redealt; no score.",
            "open": "Open: the replay stops at the question above until it is answered.",
            "incomplete": "The record stops before the end of play: no score.",
        }[ruling.status]
    )
    return "\n".join(lines)
