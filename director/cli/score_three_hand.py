"""``director score RESULT --edition three-hand-auction --declarer N``: a hand of
three-handed Auction scored by Foster's three-hand laws 12 and 13 (the declarer's hand as in
Auction Bridge 1912, Laws 47, 48, 56): each item with its law and the player who scores it,
and each player's total for the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.model.seat import Seat

EDITION = "three-hand-auction"


def run(
    text: str, declarer: Seat | None, dealer_one_spade: bool, fmt: str, deal: str | None
) -> None:
    """Score ``text`` (``2H+1``, ``3RSX-2``, ``'1NT 8'``) played by ``declarer`` and print it;
    with ``deal`` (PBN, West the dummy packet) each player's honours too."""
    from director.cli.errors import fail
    from director.cli.score_1912 import declaration, parse_result, read_deal
    from director.model.seat import Seat
    from director.output.formats import DOCUMENT, Document
    from director.scoring.three_hand_auction import PLAYERS, breakdown, honours, totals

    if declarer is None:
        raise fail("--declarer: needed, each player scoring for himself (N, E or S)")
    if declarer not in PLAYERS:
        raise fail(
            f"--declarer: {declarer.name.title()} is the dummy packet's place in three-handed "
            "Auction; the declarer is N, E or S"
        )
    level, denomination, doubled, tricks = parse_result(text)
    strain, royal = declaration(level, denomination, dealer_one_spade, "Auction Law 48")
    items = breakdown(
        level, strain, doubled, tricks, declarer, royal=royal, dealer_one_spade=dealer_one_spade
    )
    if deal is not None:
        items += honours(read_deal(deal), strain, declarer, royal=royal)
    players = totals(items)
    contract = f"{level}{denomination}{'X' * doubled}"

    def data() -> object:
        return {
            "edition": EDITION,
            "contract": contract,
            "declarer": declarer.letter,
            "tricks": tricks,
            "dealer_one_spade": dealer_one_spade,
            "items": [
                {
                    "seat": i.seat,
                    "label": i.label,
                    "points": i.points,
                    "law": i.law,
                    "column": i.column,
                }
                for i in items
            ],
            "players": players,
        }

    def show() -> None:
        print(f"{contract} by {declarer.letter}, {tricks} tricks (three-handed Auction)")
        for i in items:
            name = Seat.parse(i.seat).name.title()
            print(f"  [{i.law}] {i.label}: {i.points:+d} to {name} ({i.column} column)")
        print("  " + "   ".join(f"{seat} {points}" for seat, points in players.items()))

    DOCUMENT.emit(fmt, Document(data, show))
