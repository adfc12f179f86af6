"""The list of unfinished incidents that ``director rule --resume`` offers, fitted to the
terminal's width (80 columns too): per draft a line with its number, time, board and last
answer, and a line with its notation, shortened in the middle when it is long (its start
names the incident, its end where it stopped); control characters typed in it are shown
as escapes. The full draft is resumed as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.safe_text import visible

if TYPE_CHECKING:
    from director.log.journal import Draft

__all__ = ["draft_lines", "fit", "fit_middle"]

INDENT = "      "


def draft_lines(drafts: list[Draft], width: int) -> list[str]:
    lines = ["unfinished incidents, most recent first:"]
    for d in drafts:
        when = d.updated_at.astimezone().strftime("%Y-%m-%d %H:%M")
        req = d.request
        where = f"  board {req['board']}" if req.get("board") else ""
        if req.get("edition") not in (None, "wbf-2017"):  # another code or game: say which
            where += f"  {req['edition']}"
        answered = f"{len(d.answers)} answer(s)"
        if d.answers:
            answered += f", last {d.answers[-1].key}={d.answers[-1].answer}"
        lines.append(fit(visible(f"  #{d.id}  {when}{where}  {answered}", lines=False), width))
        notation = visible(" ".join(str(req.get("notation", "")).split()), lines=False)
        lines.append(INDENT + fit_middle(notation, width - len(INDENT)))
    return lines


def fit(text: str, width: int) -> str:
    """``text``, cut to ``width`` characters with an ellipsis when longer."""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def fit_middle(text: str, width: int) -> str:
    """``text`` within ``width`` characters: when longer, its first and last events (whole
    words) with `` … `` between them."""
    if len(text) <= width:
        return text
    words = text.split(" ")
    head: list[str] = []
    tail: list[str] = []
    room = width - 3  # " … "
    # alternately: one word from the start, then one from the end, while they fit
    while words:
        word = words[0] if len(head) <= len(tail) else words[-1]
        if len(word) + 1 > room:
            break
        room -= len(word) + 1
        if len(head) <= len(tail):
            head.append(words.pop(0))
        else:
            tail.insert(0, words.pop())
    if not head:  # one very long first word
        return fit(text, width)
    return " ".join(head) + " … " + " ".join(tail) if tail else " ".join(head) + " …"
