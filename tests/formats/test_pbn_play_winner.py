"""The PBN reader's own trick-winner loop agrees with the model's Law 44 trick_winner."""

from hypothesis import given
from hypothesis import strategies as st

from director.formats.pbn_play import _winner
from director.model.card import Card, Rank, Suit
from director.model.seat import Seat
from director.model.trick import trick_winner

DECK = [Card(s, r) for s in Suit for r in Rank]


@given(
    cards=st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True),
    leader=st.sampled_from(list(Seat)),
    trump=st.sampled_from([None, *Suit]),
)
def test_reader_winner_is_law_44_winner(
    cards: list[Card], leader: Seat, trump: Suit | None
) -> None:
    played = [(Seat((leader + k) % 4), card) for k, card in enumerate(cards)]
    assert _winner(played, trump) == trick_winner(played, trump)
