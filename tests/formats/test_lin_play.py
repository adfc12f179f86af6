"""Who played each card of a LIN record: the trick winners found from the cards' strength
are the winners of Law 44 (director.model.trick), ties (a card played twice) included."""

import random

from director.formats.lin_play import seat_cards
from director.formats.record import Position
from director.model.call import Bid, Strain
from director.model.card import Card, Rank, Suit
from director.model.seat import Seat
from director.model.trick import trick_winner, trump_suit

PACK = [Card(suit, rank) for suit in Suit for rank in Rank]


def test_each_trick_is_won_as_law_44_says() -> None:
    rng = random.Random(44)
    for _ in range(400):
        strain = rng.choice(list(Strain))
        declarer = rng.choice(list(Seat))
        cards = [rng.choice(PACK) for _ in range(rng.randrange(0, 53))]  # repeats too
        where = [Position("f.lin", 1, i + 1) for i in range(len(cards))]
        play = seat_cards(cards, where, None, declarer, Bid(3, strain), lambda *_: None)
        leader, trump = declarer.lho, trump_suit(strain)
        for n, winner in enumerate(play.winners):
            trick = [(leader.after(i), cards[4 * n + i]) for i in range(4)]
            assert [(c.seat, c.card) for c in play.cards[4 * n : 4 * n + 4]] == trick
            leader = trick_winner(trick, trump)
            assert winner is leader
        assert len(play.winners) == len(cards) // 4
        assert [c.trick for c in play.cards] == [i // 4 + 1 for i in range(len(cards))]
        assert all(type(c).__name__ == "RecordedCard" and c.irregular is None for c in play.cards)
