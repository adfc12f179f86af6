"""Rich rendering of a ruling: the deal, the auction grid with irregular calls marked, and a
panel per irregularity with its questions, steps and rectification."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table as Grid
from rich.text import Text

from director.engine.ruling import CallMade, Irregularity, PendingOut, Ruling
from director.render.adjusted_text import adjusted_lines, expects_line
from director.render.console import console
from director.render.hang import hang, hang_label
from director.render.play_text import play_rectification_lines, print_play


def auction_grid(ruling: Ruling) -> Grid:
    """Columns W N E S, or the game's players when they are not four (three-handed Auction:
    N E S, the dummy packet never calling); cancelled and withdrawn calls struck through
    and marked. A ruling read back from JSON (no ``table``) shows its legal auction."""
    grid = Grid(box=None, pad_edge=False, show_header=True, header_style="bold")
    order = ["W", "N", "E", "S"]
    view = ruling.table
    if view is not None and len(view.seats) != len(order):
        order = list(view.seats)
    for seat in order:
        grid.add_column(seat, min_width=8)
    row: list[Text] = [Text("") for _ in order]
    col = order.index(ruling.dealer)
    irregular = {irr.event for irr in ruling.irregularities}
    rows: list[list[Text]] = []
    for call in _calls(ruling):
        target = order.index(call.seat)
        if target < col or row[target].plain:
            rows.append(row)
            row = [Text("") for _ in order]
        col = target
        cell = Text(call.call)
        if call.status in ("cancelled", "withdrawn"):  # not "unruled" (1912: a stop)
            cell.stylize("strike dim")
        if call.event in irregular:
            cell.append(f" ({call.event})*", style="bold red")
        row[target] = cell
        col = target + 1
    rows.append(row)
    for r in rows:
        grid.add_row(*r)
    return grid


def _calls(ruling: Ruling) -> list[CallMade]:
    """Every call as made; without the table's view, the legal auction."""
    if ruling.table is not None:
        return ruling.table.calls
    return [CallMade(seat=c.seat, call=c.call, event=c.event or 0) for c in ruling.auction]


def _irregularity_panel(n: int, irr: Irregularity) -> Panel:
    parts: list[Text | Grid] = []
    for q in irr.questions:
        who = f"{q.asks}" + (f" ({q.seat})" if q.seat else "")
        line = Text.assemble((f"[{q.law}] ", "cyan"), (q.text, "bold"), f"  — asks: {who}")
        parts.append(hang_label(line))
        if q.answer is None:
            if (expects := expects_line(q)) is not None:
                parts.append(expects)
            for o in q.options:
                option = Text.assemble("    • ", (str(o.label), "bold"), f": {o.outcome}")
                parts.append(hang(option, 6))
        else:
            chosen = next((o for o in q.options if o.value == q.answer), None)
            label = chosen.label if chosen else str(q.answer)
            parts.append(Text.assemble("    → ", (label, "green")))
    if irr.steps:  # the law column stays scannable: wrapped text keeps a hanging indent
        steps = Grid.grid(padding=(0, 2))
        steps.add_column(width=11, justify="right", style="cyan", no_wrap=True)
        steps.add_column()
        for step in irr.steps:
            steps.add_row(step.law, step.text)
        parts.append(steps)
    rect = irr.rectification
    for mp in rect.must_pass:
        scope = {
            "next-turn": "at his next turn",
            "until-adversary-bids-or-doubles": "(no declaration) until an adversary bids or "
            "doubles",
        }.get(mp.scope, "for the rest of the auction")
        label = "  must pass "
        if mp.scope == "no-double-until-new-declaration":  # three-handed Auction, Law 10
            label, scope = "  barred ", "may not double the last declaration until a new one"
        parts.append(
            hang_label(
                Text.assemble(
                    (label, "bold yellow"), f"{mp.seat} {scope} ", (f"[{mp.law}]", "cyan")
                )
            )
        )
    for hp in rect.honour_points:
        parts.append(
            _label(
                ("  honour points ", "bold yellow"),
                f"{hp.seat} +{hp.points} ",
                (f"[{hp.law}]", "cyan"),
            )
        )
    for lr in rect.lead_restrictions:
        if lr.trick is not None:  # a play-period choice already made
            verb = "must lead" if lr.declarer_may == "require" else "may not lead"
            text = f"{lr.player} {verb} {lr.suit} {lr.duration} (from trick {lr.trick}) "
        elif lr.suit == "any-one-suit" and lr.declarer_may == "require":  # 1912, Law 51
            text = f"declarer may name the suit of {lr.player}'s lead, {lr.duration} "
        elif lr.suit == "any-one-suit" or len(lr.suit) == 1:  # the 1997 code's Law 26
            suit = "any one suit" if len(lr.suit) > 1 else lr.suit
            cond = f" (if {lr.condition})" if lr.condition else ""
            may = lr.declarer_may.replace("-", " ")
            text = f"declarer may {may} {lr.player}'s lead of {suit}, {lr.duration}{cond} "
        else:
            cond = f" (if {lr.condition})" if lr.condition else ""
            named = f"; suits the offender named: {', '.join(lr.offender_named) or 'none'}"
            text = (
                f"declarer may {lr.declarer_may} {lr.player}'s lead of one suit the offender "
                f"did not specify, {lr.duration}{cond}{named} "
            )
        parts.append(
            hang_label(Text.assemble(("  lead ", "bold yellow"), text, (f"[{lr.law}]", "cyan")))
        )
    parts.extend(hang_label(line) for line in play_rectification_lines(rect))
    parts.extend(hang_label(line) for line in adjusted_lines(rect))
    for pc in rect.penalty_cards:
        parts.append(
            _label(
                ("  penalty card ", "bold yellow"),
                f"{pc.seat} {pc.card} ({pc.kind})"
                + (f" (if {pc.condition})" if pc.condition else "")
                + (f" — {pc.ended} " if pc.ended else " "),
                (f"[{pc.law}]", "cyan"),
            )
        )
    if rect.unauthorised_information:
        ui = rect.unauthorised_information
        parts.append(
            _label(
                ("  unauthorised information ", "bold yellow"),
                f"for {ui.whom}: {ui.what} ",
                (f"[{ui.law}]", "cyan"),
            )
        )
    if rect.adjusted_score_review:
        rv = rect.adjusted_score_review
        parts.append(
            _label(
                ("  review after play ", "bold yellow"), rv.reason + " ", (f"[{rv.law}]", "cyan")
            )
        )
    if irr.open_questions:
        qid = irr.open_questions[0]
        asked = next((q for q in irr.questions if q.id == qid), None)
        first = asked.options[0].value if asked is not None and asked.options else True
        example = ("yes" if first else "no") if isinstance(first, bool) else str(first)
        if asked is not None and asked.expects:
            example = "'...'"
        line = Text(
            f"  open: {', '.join(irr.open_questions)} — answer to go on "
            f"(e.g. --answer {n}.{qid}={example})",
            style="bold red",
        )
        parts.append(hang(line, len("  open: ")))  # wrapped under the text, not the border
    title = f"{n}. {irr.kind} — Law {irr.law} — offender {irr.offender}, event {irr.event}"
    return Panel(Group(*parts), title=title, title_align="left")


def _label(*parts: str | tuple[str, str]) -> Grid | Text:
    """A rectification line: its label, then text that wraps under the text."""
    return hang_label(Text.assemble(*parts))


def print_ruling(ruling: Ruling) -> None:
    """The ruling as text, with the table's view it carries (``Ruling.table``): the hands,
    every call as made, and whether the vulnerability replayed is an assumption."""
    out = console()
    view = ruling.table
    vulnerable = ruling.vulnerable
    if view is not None and view.vulnerability_assumed:
        vulnerable = f"unknown ({vulnerable} assumed)"
    head = f"{ruling.edition}  dealer {ruling.dealer}" + (
        f"  vulnerable {vulnerable}" if view is None or view.vulnerability else ""
    )
    if ruling.board:
        head = f"board {ruling.board}  " + head
    out.print(Text(head, style="bold"))
    if view is not None:
        for seat, hand in view.hands.items():
            packet = "" if seat in view.seats else " (dummy packet)"  # three-hand L3
            out.print(f"  {seat}{packet}: {hand or '-'}")
    out.print(auction_grid(ruling))
    out.print()
    if not ruling.irregularities:
        out.print("No irregularity.")
    for n, irr in enumerate(ruling.irregularities, start=1):
        out.print(_irregularity_panel(n, irr))
    if ruling.stopped_at is not None:
        out.print(Text(stop_line(ruling), style="bold red"))
    if ruling.contract:
        out.print(Text(f"Contract: {ruling.contract.text}", style="bold"))
        print_play(out, ruling)
        if ruling.pending is not None:
            print_pending(out, ruling.pending)
    elif ruling.passed_out:
        out.print(Text("Passed out.", style="bold"))
    elif ruling.new_deal:
        out.print(
            Text(f"A new deal: these cards are not played ({ruling.new_deal}).", style="bold")
        )
    elif ruling.not_played:
        out.print(
            Text(
                f"The board is not played on: the director awards an adjusted score "
                f"({ruling.not_played}).",
                style="bold",
            )
        )
    elif ruling.pending is not None:
        print_pending(out, ruling.pending)
    elif ruling.turn and ruling.stopped_at is None:  # after a stop, the answer decides
        out.print(Text(f"Auction continues: {ruling.turn} to call.", style="bold"))


def stop_line(ruling: Ruling) -> str:
    """Why the replay stopped: an open question, or an irregularity this tool does not rule
    under the ruling's edition (the director applies its law himself)."""
    unruled = ruling.not_ruled()
    if unruled is None:
        return (
            f"Replay stopped at event {ruling.stopped_at}: what follows depends on the open "
            "question."
        )
    return (
        f"Replay stopped at event {ruling.stopped_at}: this tool does not rule the "
        f"{unruled.kind} under {ruling.edition}; the director applies Law {unruled.not_ruled} "
        "himself, and what follows depends on his ruling."
    )


def print_pending(out: Console, pending: PendingOut) -> None:
    """What the director tells the table before the player chooses: each option and what
    follows from it, in the Law's order."""
    out.print(
        Text(
            f"Waiting for {pending.seat} [{pending.law}]: {pending.text} The ruling is a draft "
            "until then.",
            style="bold",
        )
    )
    grid = Grid.grid(padding=(0, 1))
    grid.add_column(width=3, justify="right")
    grid.add_column()
    for option in pending.options:
        grid.add_row("•", Text.assemble((option.choice, "bold"), f" → {option.outcome}"))
    out.print(grid)
