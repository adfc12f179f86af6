"""Rich rendering of the play period: tricks, the result with any trick transfer, the
score, and the play-period rectification lines of a panel."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table as Grid
from rich.text import Text

from director.engine.ruling import PlayerScoreItem, Rectification, Ruling
from director.render.hang import hang

__all__ = ["play_rectification_lines", "print_play"]


_SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def play_rectification_lines(rect: Rectification) -> list[Text]:
    lines: list[Text] = []
    for pr in rect.play_restrictions:
        what = {
            "highest-of-suit-led": "must play his highest card of the suit led",
            "lowest-of-suit-led": "must play his lowest card of the suit led",
            "play-suit": f"must play a {pr.suit}",
            "not-play-suit": f"may not play a {pr.suit}",
        }[pr.must]
        lines.append(
            Text.assemble(
                ("  play ", "bold yellow"),
                f"{pr.player} {what} to trick {pr.trick} ",
                (f"[{pr.law}]", "cyan"),
            )
        )
    if rect.declarer_change:
        dc = rect.declarer_change
        lines.append(
            Text.assemble(
                ("  declarer ", "bold yellow"),
                f"{_SEAT_NAMES.get(dc.now, dc.now)} becomes declarer, "
                f"{_SEAT_NAMES.get(dc.was, dc.was)} dummy ",
                (f"[{dc.law}]", "cyan"),
            )
        )
    if rect.trick_transfer:
        tt = rect.trick_transfer
        lines.append(
            Text.assemble(
                ("  trick transfer ", "bold yellow"),
                f"{tt.tricks} from {tt.from_side} to {tt.to_side} at the end of play ",
                (f"[{tt.law}]", "cyan"),
            )
        )
    if rect.claim:
        c = rect.claim
        lines.append(
            Text.assemble(
                ("  claim ", "bold yellow"),
                f"{c.claimer}: {c.claimed} of {c.remaining} remaining; {c.outcome}"
                + (f", credited {c.awarded}" if c.awarded is not None else "")
                + (f'; "{c.statement}"' if c.statement else ""),
            )
        )
        for seat, hand in c.position.items():
            lines.append(Text(f"      {seat}: {hand}"))
        lines += [Text(f"      stated: {fact}") for fact in c.stated]
    return lines


def _item_line(item: PlayerScoreItem) -> Grid | Text:
    """One score item; a line too long for the screen wraps under its label."""
    head = f"  {item.seat} {item.points:+d} ({item.column} column): "
    line = Text.assemble(head, item.label, " ", (f"[{item.law}]", "cyan"))
    return hang(line, len(head))


def print_play(out: Console, ruling: Ruling) -> None:
    r = ruling.result
    if not ruling.play and not (r is not None and r.complete):  # a claim stated without play
        return
    if ruling.play:
        grid = Grid(box=None, pad_edge=False, show_header=True, header_style="bold")
        for col in ("trick", "lead", "cards", "won by"):
            grid.add_column(col)
        for t in ruling.play:
            cards = "  ".join(f"{c.seat}:{c.card}" for c in t.cards)
            grid.add_row(str(t.number), t.leader, cards, t.winner or "")
        out.print(grid)
    if r is None:
        return
    for note in r.notes:
        out.print(Text.assemble((f"{note.law:>9}  ", "cyan"), note.text))
    if not r.complete:
        out.print(
            Text(
                f"Declarer {r.declarer}: {r.won_in_play} trick(s) in "
                f"{r.tricks_played} played; play incomplete.",
                style="bold",
            )
        )
        return
    claimed = f" + {r.claimed} by claim" if r.claimed is not None else ""
    line = f"Declarer {r.declarer}: {r.won_in_play} in play{claimed} = {r.before_transfer}"
    for tt in r.transfers:
        sign = "+" if tt.to_side in ("NS" if r.declarer in "NS" else "EW") else "-"
        line += f" {sign}{tt.tricks} [{tt.law}]"
    if r.transfers:
        line += f" = {r.after_transfer}"
    out.print(Text(line + " tricks", style="bold"))
    if ruling.score and ruling.score.players is not None:  # each player for himself
        sc, players = ruling.score, ruling.score.players
        for item in sc.items:
            out.print(_item_line(item))
        each = "  ".join(f"{seat} {points:+d}" for seat, points in players.items())
        out.print(Text(f"Score: {sc.result} by {sc.declarer}  {each} [Law {sc.law}]", style="bold"))
    elif ruling.score:
        sc = ruling.score
        for item in sc.items:  # Auction Bridge 1912: each side's items, by column
            out.print(_item_line(item))
        out.print(
            Text(
                f"Score: {sc.result} by {sc.declarer}  NS {sc.ns or 0:+d}  EW {sc.ew or 0:+d} "
                f"[Law {sc.law}]",
                style="bold",
            )
        )
