"""``director notation``: the compact notation of ``director rule``, every event form, by
part of the hand and per game - one help topic away from ``rule --help``."""

from __future__ import annotations

from typing import Annotated

import typer

__all__ = ["BELOTE", "BRIDGE", "HELP", "notation"]

HELP = "Show every event form of the compact notation that 'director rule' reads."

Topic = tuple[str, tuple[tuple[str, str], ...]]

BRIDGE: tuple[Topic, ...] = (
    ("Calls and the auction", (
        ("1H 1S 1H", "calls separated by spaces; an unprefixed call is the turn's player's"),
        ("S:2H", "a call with its seat: South called (out of rotation if not his turn)"),
        ("P  X  XX  1NT", "pass, double, redouble, a bid (NT or N for notrump)"),
        ("AP", "all pass: the passes that end the auction"),
        ("N:change:2H", "a change of call (Law 25); 'N:1H N:P' at the LHO's turn is one too"),
        ("W:misinformed:X", "a call changed because of misinformation (21B)"),
        ("E:simultaneous:1S", "a call made at the same time as RHO's (33)"),
        ("N:wrong-board", "North holds another board's cards (15A)"),
        ("E:expose:HK,S2", "cards exposed during the auction (24)"),
        ("W:lead:SK", "a card led during the auction (24)"),
        ("S:questioned:4S", "a call the opponents question under 16B (joins the auction)"),
    )),
    ("Information at the table (16B, 20F, 75)", (
        ("N:hesitation  N:haste", "before North's next call or card"),
        ('N:remark:"..."  N:question', "a remark; a question asked"),
        ("N:alert  N:no-alert  N:gesture", "South's last call alerted or not; a gesture"),
        ('N:explains:"natural"', "North explains South's last call (N:explains:2D:transfer)"),
        ("S:corrects", "an explanation corrected (by the explainer 20F4, his partner 20F5)"),
        ('W:recalls:"..."', "a call of the auction told to partner (Auction Bridge 1912, 51)"),
    )),
    ("The play", (
        ("E:HA S:H8 W:H2 N:H4", "each card with its player; dummy's under dummy's seat"),
        ("W:facedown:H2", "a face-down opening lead (41A)"),
        ("W:expose:H7", "a card dropped or shown (48, 49)"),
        ("W:revoke:C7", "a card the record marks as a revoke (hands unknown)"),
        ("W:correct:C7", "a revoke corrected (62)"),
        ("W:revoked:4:won:E:after:2:made:7", "a revoke stated without the cards, for the "
         "whole play: trick 4, won by East, EW won 2 tricks after it, declarer took 7 (61-64); "
         "':corrected:H7' corrected in time (62A), ':by:named' or ':by:claim' established "
         "so (63A2, 63A3); a fact left out is asked"),
        ("E:retract:HK", "a played card taken back (47)"),
        ("E:simultaneous:HK", "a card played at the same time as another player's (58A)"),
        ("W:simultaneous:H3,C7", "two cards from one hand at once (58B)"),
        ("N:claim:all  N:claim:9", "a claim of all or of 9 of the remaining tricks (68-70)"),
        ('N:claim:9:"statement"', "a claim with its statement"),
        ("N:claim:9:of:13", "a claim without the play: 9 of the 13 left"),
        ("N:claim:all:of:7:won:1", "7 left, NS won 1 of 6 (if not given: asked)"),
        ("E:concede:2", "a concession (68, 71)"),
        ("W:omit  W:supply:C7", "no card played to the trick; the card later supplied (67)"),
        ("W:fifth:C7", "a fifth card to the trick just completed (45E)"),
        ("N:spread  S:spread", "after a faced opening lead out of turn: who spread (54A, 54C)"),
    )),
    ("Dummy (42, 43, 45)", (
        ("S:dummy-breach:look", "also exchange, watch (43A2); participate, call (43A1)"),
        ("S:dummy-warns", "against a lead from the wrong hand"),
        ("S:dummy-asks", "declarer, who showed out, asked about a revoke"),
        ("S:dummy-attention", "right after the irregularity he points out"),
        ("S:dummy-plays:H9:named:H8", "dummy placed H9, declarer named H8 (45D)"),
        ("N:named:SK:corrected:S2", "declarer named SK from North's hand, then at once S2 (45C4)"),
    )),
)

BELOTE: tuple[Topic, ...] = (
    ("Belote contrée (--edition belote-contree)", (
        ("HJ  S10  ST", "cards suit first (S H D C), ranks 7 8 9 10 J Q K A (T for ten)"),
        ("W:80H  P  contre  surcontre", "a bid in tens (80-160) and its suit; X, XX too"),
        ("capotH  100TA  100SA", "capot; all trumps, no trumps (when the organiser allows)"),
        ("N:HK!", "a card that announces belote or rebelote"),
        ("E:expose:SK", "a card exposed"),
    )),
)


def notation(
    edition: Annotated[
        str | None,
        typer.Option("--edition", help="Only this edition's game (bridge or Belote)."),
    ] = None,
) -> None:
    from rich.table import Table
    from rich.text import Text

    from director.cli.errors import reported_errors
    from director.render.console import console, paged

    topics = BRIDGE + BELOTE
    if edition is not None:
        from director.editions import get_edition

        with reported_errors():
            family = get_edition(edition).family
        topics = BELOTE if family == "belote" else BRIDGE

    def show() -> None:
        out = console()
        out.print(Text("The compact notation of 'director rule'", style="bold"))
        out.print("Events separated by spaces, each optionally prefixed by its seat (N E S W); "
                  'a text in double quotes keeps its spaces.')  # fmt: skip
        for title, rows in topics:
            table = Table(title=title, title_justify="left", show_header=False, box=None)
            table.add_column(style="bold cyan", no_wrap=True)
            table.add_column()
            for form, meaning in rows:
                table.add_row(form, meaning)
            out.print()
            out.print(table)

    paged(show)
