"""The play of three-handed Auction (seed laws 7, 8; the opening lead by Auction Bridge's
general Law 58): the declarer plays his hand and the dummy packet (West's cards) against the
two others, seated as L8 puts them; the record names every card by its holder's letter."""

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.game import CONTRACT_BRIDGE
from director.game import THREE_HAND_AUCTION as TH
from director.model import Seat, Vulnerability
from director.model.card import Card
from director.model.deal import Deal
from director.record.incident import parse_notation

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = Deal.from_pbn("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987")


def replay(text: str, dealer: Seat = N) -> Ruling:
    table = Table(dealer, Vulnerability.NONE, deal=DEAL, edition="three-hand-auction")
    return table.replay(parse_notation(text))


def full_play(auction: str, declarer: Seat) -> str:
    """The auction and a whole legal play (each holder's lowest legal card), in the players'
    own letters, the play order of L8 (declarer, left-hand adversary, dummy packet, third)."""
    order = [declarer, TH.next_seat(declarer), W, TH.previous_seat(declarer)]
    hands = {seat: sorted(DEAL[seat] or (), key=lambda c: (c.suit, c.rank)) for seat in Seat}
    leader, tokens = 1, [auction]
    trump = None  # the contracts of these tests are at no trumps
    for _ in range(13):
        seats = order[leader:] + order[:leader]
        trick: list[tuple[int, Card]] = []
        for seat in seats:
            held = hands[seat]
            led = trick[0][1].suit if trick else None
            legal = [c for c in held if c.suit is led] or held
            card = legal[0]
            held.remove(card)
            trick.append((order.index(seat), card))
            tokens.append(f"{seat.letter}:{card}")
        led = trick[0][1].suit
        leader = max((t for t in trick if t[1].suit in (led, trump)), key=lambda t: t[1].rank)[0]
    return " ".join(tokens)


@pytest.mark.parametrize(("declarer", "left", "third"), [(N, E, S), (E, S, N), (S, N, E)])
def test_L8_dummy_opposite_the_declarer_the_adversaries_opposite_each_other(
    declarer: Seat, left: Seat, third: Seat
) -> None:
    seating = TH.play_seating(declarer)
    assert seating[declarer] is declarer  # the declarer keeps his place
    assert seating[declarer.partner] is W  # L8: the dummy packet opposite him
    assert seating[declarer.lho] is left and seating[declarer.rho] is third
    assert set(seating.values()) == set(Seat)
    assert CONTRACT_BRIDGE.play_seating(declarer) == {s: s for s in Seat}


def test_L7_the_declarer_plays_the_dummy_packet_and_L58_his_left_hand_adversary_leads() -> None:
    # South declares: North (next after South, West being the dummy) leads, then the
    # dummy packet (West's cards, opposite South), East, and South himself.
    ruling = replay("1C P 1NT P P N:H4 W:H2 E:HA S:H8")
    assert ruling.contract is not None and ruling.contract.text == "1NT by S"
    trick = ruling.play[0]
    assert trick.leader == "N"
    assert [(c.seat, c.card) for c in trick.cards] == [
        ("N", "H4"),
        ("W", "H2"),
        ("E", "HA"),
        ("S", "H8"),
    ]
    assert trick.winner == "E"
    assert ruling.result is not None and ruling.result.declarer == "S"
    assert ruling.result.won_in_play == 0  # East won it: an adversary of South


def test_L7_the_dummy_packets_trick_counts_for_the_declarer() -> None:
    # East declares (the table's own seats): South leads, West is the dummy packet.
    ruling = replay("1NT P P S:C6 W:CT N:C2 E:C5", dealer=E)
    assert ruling.contract is not None and ruling.contract.text == "1NT by E"
    assert ruling.play[0].winner == "W"
    assert ruling.result is not None and ruling.result.won_in_play == 1


def test_L58_a_card_by_the_turn_follows_the_three_hand_rotation() -> None:
    # North declares; cards recorded without seats go East, the dummy packet, South, North.
    ruling = replay("1NT P P HA H2 H8 H4")
    assert [c.seat for c in ruling.play[0].cards] == ["E", "W", "S", "N"]


def test_a_card_the_holder_does_not_hold_is_an_input_error_naming_the_holders() -> None:
    with pytest.raises(
        InvalidEventError,
        match=r"event 6 \(N:H8\): North does not hold H8 "
        r"\(the deal gives it to South\)",
    ):
        replay("1C P 1NT P P N:H8")


def test_a_whole_play_is_replayed_to_its_result() -> None:
    ruling = replay(full_play("1NT P P", N))
    assert ruling.result is not None and ruling.result.complete
    assert ruling.result.tricks_played == 13
    won = sum(1 for t in ruling.play if t.winner in ("N", "W"))
    assert ruling.result.after_transfer == won


def test_12_13_the_whole_play_scores_each_player_by_his_letter() -> None:
    ruling = replay(full_play("1NT P P", N))
    score = ruling.score
    assert score is not None and score.players is not None and score.law == "12"
    assert score.ns is None and score.ew is None  # no sides: each player for himself
    tricks = ruling.result.after_transfer if ruling.result else None
    assert tricks is not None and tricks < 7  # 1NT failed: East and South score it (12)
    short = (7 - tricks) * 50
    aces = {seat: 10 * n for seat, n in (("N", 1), ("E", 2), ("S", 1))}  # 13 (West: none)
    assert score.players == {"N": aces["N"], "E": short + aces["E"], "S": short + aces["S"]}
