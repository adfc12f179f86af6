"""The quick replay of a regular board, for the review.

Most boards of a session have nothing irregular: calls in rotation, each sufficient and
admissible; a complete auction; every card held, played in turn, following suit. For those
the review needs only the contract, the declarer and the tricks won, which this module
computes with plain integers, without the ruling engine. The moment anything is not
plainly regular (an irregularity token, a call or card out of turn, an insufficient bid,
an inadmissible double, a card not held, a failure to follow suit, a claim the record
leaves open, an unknown hand, a stated contract that is not the auction's) it gives up
and the board goes through the full engine, which rules on it. A test replays every
real file both ways and asserts the same findings.

:func:`auction_outcome` and :func:`play_tricks` work on integers alone (seats 0-3 from
north, cards ``suit * 13 + rank - 2``), so that the review's screen of PBN text
(:mod:`director.review.screen`) uses the very same replay without building records.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence

from director.formats.record import HandRecord
from director.model.card import Card, Rank, Suit
from director.review.outcome import Outcome

__all__ = [
    "SUIT_CARDS",
    "AuctionOutcome",
    "auction_outcome",
    "contract_text",
    "play_tricks",
    "quick_outcome",
]

_STRAINS = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4, "N": 4}
# each bid's text (1C to 7NT, 1N too) and its rank 5 * (level - 1) + strain
_BIDS = {
    f"{level}{name}": 5 * (level - 1) + strain
    for level in range(1, 8)
    for name, strain in _STRAINS.items()
}
_NUMBER = {Card(suit, rank): suit * 13 + rank - 2 for suit in Suit for rank in Rank}
_STRAIN_LETTER = "CDHSN"
_SEAT, _TEXT, _CARD, _TRICK, _IRREGULAR = map(
    operator.attrgetter, ("seat", "text", "card", "trick", "irregular")
)
SUIT_CARDS = [frozenset(range(13 * suit, 13 * suit + 13)) for suit in range(4)]  # by number

# (level, strain 0-4 (4 = notrump), risk 0-2, declarer seat, passed out)
AuctionOutcome = tuple[int, int, int, int, bool]


def quick_outcome(record: HandRecord) -> Outcome | None:
    """The outcome of ``record`` if it is plainly regular, else ``None``."""
    deal, dealer = record.deal, record.dealer
    if dealer is None or record.irregular_declarer or record.irregular_result:
        return None
    calls = record.calls
    if any(map(_IRREGULAR, calls)):
        return None
    seats = map(int, map(_SEAT, calls))
    auction = auction_outcome(zip(seats, map(_TEXT, calls), strict=True), int(dealer))
    if auction is None:
        return None
    level, strain, risk, declarer, passed_out = auction
    if passed_out:
        if record.plays or record.claim is not None:
            return None
        return Outcome(None, True, False, False, None)
    contract = contract_text(level, strain, risk)
    if record.contract is not None and record.contract.upper() != contract:
        return None
    if record.declarer is not None and int(record.declarer) != declarer:
        return None
    seat_letter = "NESW"[declarer]
    hands: list[set[int]] | None = None  # no deal: the order of play alone is checked
    if deal is not None and not deal.is_complete:  # nothing to replay the play against
        if record.plays or record.claim is not None:
            return None
        return Outcome((contract, seat_letter), False, False, False, None)
    if deal is not None:
        hands = [set() if h is None else set(map(_NUMBER.__getitem__, h.cards)) for h in deal.hands]
    recorded = record.plays
    if any(map(_IRREGULAR, recorded)):
        return None
    seats = map(int, map(_SEAT, recorded))
    numbers = map(_NUMBER.__getitem__, map(_CARD, recorded))
    plays = list(zip(seats, numbers, map(_TRICK, recorded), strict=True))
    claim = record.claim
    if claim is not None and record.result is None:
        return None  # a claim the record leaves open: the engine rules on it
    tricks = play_tricks(
        hands,
        plays,
        declarer,
        None if strain == 4 else strain,
        (claim.tricks, claim.after_cards) if claim is not None else None,
    )
    if tricks is None:
        return None
    return Outcome((contract, seat_letter), False, False, False, tricks if tricks >= 0 else None)


def contract_text(level: int, strain: int, risk: int) -> str:
    """``4HX``, ``3NT``: the canonical text of a contract."""
    return f"{level}{'NT' if strain == 4 else _STRAIN_LETTER[strain]}{'X' * risk}"


def auction_outcome(calls: Iterable[tuple[int, str]], dealer: int) -> AuctionOutcome | None:
    """``(level, strain, risk, declarer, passed_out)`` of a complete, regular auction of
    ``(seat, call)`` pairs (calls as ``P``, ``X``, ``XX``, ``1NT``), else ``None``."""
    turn = dealer
    last_bid = -1  # 5 * (level - 1) + strain
    last_bidder = -1
    risk = 0  # 1 doubled, 2 redoubled
    passes = 0
    first_namer = [-1] * 10  # by 5 * side + strain: the first seat of the side naming it
    done = False
    for seat, text in calls:
        if done or seat != turn:
            return None
        if text == "P":
            passes += 1
            if passes == (3 if last_bidder >= 0 else 4):
                done = True
        elif (bid := _BIDS.get(text)) is not None:
            if bid <= last_bid:
                return None
            last_bid, last_bidder, risk, passes = bid, turn, 0, 0
            named = 5 * (turn % 2) + bid % 5
            if first_namer[named] < 0:
                first_namer[named] = turn
        elif text == "X":
            if last_bidder < 0 or risk != 0 or (last_bidder - turn) % 2 == 0:
                return None
            risk, passes = 1, 0
        elif text == "XX":
            if risk != 1 or (last_bidder - turn) % 2 != 0:
                return None
            risk, passes = 2, 0
        else:
            return None
        turn = (turn + 1) % 4
    if not done:
        return None
    if last_bidder < 0:
        return (0, 0, 0, -1, True)
    level, strain = last_bid // 5 + 1, last_bid % 5
    return (level, strain, risk, first_namer[5 * (last_bidder % 2) + strain], False)


def play_tricks(
    hands: list[set[int]] | None,
    plays: Sequence[tuple[int, int, int]],
    declarer: int,
    trump: int | None,
    claim: tuple[int, int] | None,
) -> int | None:
    """Declarer's tricks (``-1`` while play is incomplete and nothing is claimed), or
    ``None`` when the play is not plainly regular. ``hands`` (emptied as cards are played)
    holds each seat's card numbers (``None`` when the deal is not known: then only the
    order of play is checked, and a card played twice gives up); ``plays`` is ``(seat,
    card, trick)`` in play order; ``claim`` is ``(declarer's total, cards played before
    it)``."""
    leader = (declarer + 1) % 4
    turn = leader
    won = 0
    trick: list[tuple[int, int, int]] = []  # (seat, suit, rank)
    trick_no = 1
    played: set[int] = set()
    for seat, card, number in plays:
        if seat != turn or number != trick_no:
            return None
        suit = card // 13
        if hands is not None:
            held = hands[seat]
            if card not in held:
                return None
            if trick:
                led = trick[0][1]
                if suit != led and not held.isdisjoint(SUIT_CARDS[led]):
                    return None  # a card of the suit led was held
            held.discard(card)
        elif card in played:
            return None
        else:
            played.add(card)  # no deal: a card played twice gives up
        trick.append((seat, suit, card % 13))
        if len(trick) == 4:
            leader, top_suit, top_rank = trick[0]  # the highest trump, else of the suit led
            for player, card_suit, rank in trick[1:]:
                if card_suit == top_suit:
                    if rank > top_rank:
                        leader, top_rank = player, rank
                elif card_suit == trump:
                    leader, top_suit, top_rank = player, card_suit, rank
            won += leader % 2 == declarer % 2
            trick = []
            trick_no += 1
            turn = leader
        else:
            turn = (turn + 1) % 4
    complete = trick_no - 1
    if claim is None:
        return won if complete == 13 else -1
    total, after_cards = claim
    if after_cards != len(plays):
        return None  # a claim the record leaves open: the engine rules on it
    remaining = 13 - complete  # a trick in progress is still to be won
    if remaining == 0:
        return None
    return won + min(max(total - won, 0), remaining)
