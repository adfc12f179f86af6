"""The PBN reader's path for a plain play section (cards only, each its column's
player's) reads it exactly as the general path does: same cards, order, positions, tricks,
claim and issues."""

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.formats import pbn_play
from director.formats.pbn import read_pbn
from director.formats.record import HandRecord
from director.model.card import Card, Rank, Suit
from director.model.seat import Seat

ARCHIVE = Path(__file__).parents[1] / "data" / "dominicprice__endplay" / "example3.pbn"
DECK = [Card(s, r) for s in Suit for r in Rank]


def both(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[HandRecord], list[HandRecord], list[bool]]:
    """The records read with the plain path, with the general path only, and whether
    the plain path read each play section."""
    taken: list[bool] = []
    plain_play = pbn_play._plain_play

    def counted(*args: Any) -> pbn_play.PlaySection | None:
        section = plain_play(*args)
        taken.append(section is not None)
        return section

    with monkeypatch.context() as m:
        m.setattr(pbn_play, "_plain_play", counted)
        plain = read_pbn(text, "t.pbn")
        m.setattr(pbn_play, "_plain_play", lambda *args: None)
        general = read_pbn(text, "t.pbn")
    return plain, general, taken


def test_the_archive_export_reads_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    text = ARCHIVE.read_text(encoding="utf-8").replace("\r\n", "\n")
    plain, general, taken = both(text, monkeypatch)
    assert sum(taken) > 1000 and not all(taken)  # the plain path taken, not for every play
    assert plain == general


def _game(hands: list[list[Card]], first: Seat, tricks: list[list[Card]], end: str) -> str:
    deal = " ".join(
        ".".join("".join(c.rank.letter for c in hand if c.suit == s) for s in reversed(Suit))
        for hand in hands
    )
    rows = "\n".join(" ".join(str(c) for c in row) for row in tricks)
    return (
        f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:{deal}"]\n'
        f'[Declarer "{first.rho.letter}"]\n[Contract "3NT"]\n[Result "9"]\n'
        f'[Auction "N"]\n3NT Pass Pass Pass\n[Play "{first.letter}"]\n{rows}{end}\n'
    )


@settings(max_examples=150, deadline=None)
@given(
    order=st.permutations(DECK),
    first=st.sampled_from(list(Seat)),
    cards=st.integers(0, 52),
    end=st.sampled_from(["", " *", "\n*"]),
    contract=st.sampled_from(["3NT", "4S", "2H", "5D", "1C"]),
)
def test_any_plain_play_reads_alike(
    order: list[Card], first: Seat, cards: int, end: str, contract: str
) -> None:
    # each player's hand is 13 cards; the rows are in column order from the play's seat,
    # the cards taken from each player's hand in turn (so each is its column's player's)
    hands = [order[13 * k : 13 * (k + 1)] for k in range(4)]  # N, E, S, W
    columns = [Seat((first + k) % 4) for k in range(4)]
    slots = [hands[columns[i % 4]][i // 4] for i in range(cards)]
    tricks = [slots[t : t + 4] for t in range(0, cards, 4)]
    text = _game(hands, first, tricks, end).replace('"3NT"', f'"{contract}"')
    text = text.replace("3NT Pass", f"{contract} Pass")
    with pytest.MonkeyPatch.context() as m:
        plain, general, taken = both(text, m)
    assert taken == [True] and plain == general
