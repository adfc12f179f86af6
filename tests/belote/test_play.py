"""Articles 8-12 on a whole deal: renonce found from the deal (12A, 12B), faults of the play
(11A, 11B), belote (10A, 10B)."""

import pytest

from director.belote.options import InvalidBeloteError
from tests.belote.helpers import AUCTION, DEAL, kinds, replay


def test_a_card_not_held_a_ninth_card_and_a_card_not_in_the_pack_are_bad_input() -> None:
    with pytest.raises(InvalidBeloteError, match="does not hold HJ"):
        replay(f"{AUCTION} W:HJ", deal=DEAL)
    with pytest.raises(InvalidBeloteError, match="32-card pack"):
        replay(f"{AUCTION} W:D6", deal=DEAL)
    with pytest.raises(InvalidBeloteError, match="9 cards, not 8"):
        replay("P", deal="N:ATK.J9.A.AT7 Q.87.KQ.KQ J9.AKQ.T.J9 87.T.J987.8".replace(" Q.", " ."))


def test_more_than_a_thousand_events_is_refused_at_once() -> None:
    with pytest.raises(InvalidBeloteError, match="1001 events"):
        replay("P " * 1001)


@pytest.mark.parametrize("rotation", ["anticlockwise", "clockwise"])
def test_2c_9_random_deals_played_by_the_duties_replay_clean_and_count_162(rotation: str) -> None:
    """Fifty deals in a suit, all trumps or no trumps (2E, 2F), each card chosen at random
    among those article 9 allows: no irregularity, and the card points add up to 162 (252 when one side took every trick)."""
    import random

    from director.belote.cards import PACK, Card, Suit
    from director.belote.duties import allowed_cards, winning
    from director.belote.options import Options
    from director.model.seat import Seat

    rng = random.Random(rotation)
    options = Options(rotation=rotation)
    for _ in range(50):
        pack = sorted(PACK, key=str)
        rng.shuffle(pack)
        hands = {Seat(s): set(pack[8 * s : 8 * s + 8]) for s in range(4)}
        deal = "N:" + " ".join(
            ".".join(
                "".join(c.rank.value for c in hands[Seat(s)] if c.suit.value == suit)
                for suit in "SHDC"
            )
            for s in range(4)
        )
        trump = rng.choice([*Suit, "TA", None])
        denomination = {"TA": "TA", None: "SA"}.get(trump) or str(trump)
        dealer = Seat(rng.randrange(4))
        turn = options.after(dealer)
        events = [f"100{denomination}", "P", "P", "P"]
        trick: list[tuple[Seat, Card]] = []
        for _card in range(32):
            allowed = allowed_cards(frozenset(hands[turn]), trick, turn, trump, options)[0]
            card = rng.choice(sorted(allowed, key=str))
            hands[turn].remove(card)
            trick.append((turn, card))
            events.append(str(card))
            turn = winning(trick, trump)[0] if len(trick) == 4 else options.after(turn)
            trick = [] if len(trick) == 4 else trick
        chosen = {"rotation": rotation, "all_trumps": "yes"}
        r = replay(" ".join(events), dealer=dealer.letter, deal=deal, options=chosen)
        assert not r.irregularities and r.status == "complete" and r.score is not None
        assert sum(r.score.trick_points.values()) in (162, 252)


def test_3d_10a_all_trumps_an_ordinary_bid_and_a_belote_in_each_suit() -> None:
    # at all trumps (the seed's ordinary bid) South announces his king and queen of hearts
    auction = "W:pass S:80TA E:pass N:pass W:pass"
    r = replay(
        f"{auction} W:D7 S:DT E:DQ N:DA N:HJ W:HT S:HQ! E:H8 N:H9 W:S7 S:HK! E:H7",
        deal=DEAL,
    )
    assert r.contract == "80TA by S" and not r.irregularities
    ffb = replay(auction, answers={"penalty": "none"}, options={"all_trumps": "no"})
    assert ffb.irregularities[0].law == "3D"


def test_3d_10a_no_trumps_an_ordinary_bid_without_belote() -> None:
    # at no trumps there is no belote: South's queen of hearts announced is void (10A, 10B)
    auction = "W:pass S:80SA E:pass N:pass W:pass"
    r = replay(f"{auction} W:D7 S:DT E:DQ N:DA N:HJ W:HT S:HQ!", deal=DEAL)
    assert r.contract == "80SA by S" and kinds(r) == ["announcement-void"]
