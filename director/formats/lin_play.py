"""What a LIN record leaves implicit: the contract from the auction, and who played each
card (LIN lists cards with no player: the opening leader is declarer's left-hand opponent,
then each trick's winner leads)."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
from collections.abc import Callable, Sequence

from director.formats.record import Claim, Position, RecordedCard
from director.model.call import Bid, Call, Double, Pass, Redouble
from director.model.card import Card, Suit
from director.model.deal import FULL_PACK, Deal
from director.model.seat import Seat
from director.model.trick import trump_suit

__all__ = ["AuctionOutcome", "PlayOutcome", "auction_outcome", "claim_problem", "seat_cards"]

#: ``report(code, message, position, severity)``
Report = Callable[[str, str, Position, str], None]


@dataclasses.dataclass(frozen=True)
class AuctionOutcome:
    """``ended``: three passes followed a bid, or four passes opened the auction.
    ``contract`` (``'4HX'``, ``'Pass'``) and ``declarer`` are set only when it ended."""

    ended: bool
    contract: str | None = None
    declarer: Seat | None = None
    final_bid: Bid | None = None


def auction_outcome(calls: Sequence[tuple[Seat, Call | None]]) -> AuctionOutcome:
    """The contract of the calls in the order made, each with its seat; an unreadable call
    (``None``) counts as a call that is not a pass. Calls after the end are ignored. No
    legality is checked: an insufficient bid simply becomes the last bid."""
    last: tuple[Seat, Bid] | None = None
    risk = ""
    passes = 0
    end: int | None = None
    for i, (_seat, call) in enumerate(calls):
        if isinstance(call, Pass):
            passes += 1
        else:
            passes = 0
            if isinstance(call, Bid):
                last, risk = (_seat, call), ""
            elif isinstance(call, Double):
                risk = "X"
            elif isinstance(call, Redouble):
                risk = "XX"
        if (last is not None and passes == 3) or (last is None and passes == 4):
            end = i + 1
            break
    if end is None:
        return AuctionOutcome(False)
    if last is None:
        return AuctionOutcome(True, "Pass")
    bidder, bid = last
    declarer = next(
        seat
        for seat, call in calls[:end]
        if isinstance(call, Bid) and call.strain is bid.strain and (seat - bidder) % 2 == 0
    )
    return AuctionOutcome(True, f"{bid}{risk}", declarer, bid)


@dataclasses.dataclass(frozen=True)
class PlayOutcome:
    """The cards with their players; ``winners`` of the complete tricks, in order (empty
    when the players come from the deal, with no contract to find winners)."""

    cards: list[RecordedCard]
    winners: list[Seat]

    def declarer_tricks(self, declarer: Seat, tricks: int | None = None) -> int:
        """Tricks won by declarer's side among the first ``tricks`` complete tricks."""
        return [w % 2 for w in self.winners[:tricks]].count(declarer % 2)  # 0 NS, 1 EW


def seat_cards(
    cards: Sequence[Card],
    positions: Sequence[Position],
    deal: Deal | None,
    declarer: Seat | None,
    final_bid: Bid | None,
    report: Report,
) -> PlayOutcome:
    """Give each card (at its position) its player and trick. With a contract: by rotation
    from declarer's LHO and trick winners, checking the card against the deal (LIN006) and
    against cards already played (LIN007). Without one, each card's holder in the deal
    plays it (LIN019); with no deal either, the cards cannot be placed (LIN020). Cards
    after the 52nd are dropped (LIN024)."""
    if len(cards) > 52:
        report(
            "LIN024",
            f"{len(cards)} cards played; the ones after the 52nd are ignored",
            positions[52],
            "error",
        )
        cards, positions = cards[:52], positions[:52]
    if declarer is None or final_bid is None:
        return _by_holder(cards, positions, deal, report)
    trump = trump_suit(final_bid.strain)
    seats: list[Seat] = []
    winners: list[Seat] = []
    leader = declarer.lho
    # each complete trick's strongest card, the first of equals (a card played twice): as
    # strength * 4 + 3 - its place in the trick
    complete = 4 * (len(cards) // 4)
    tables = list(map(_strengths(trump).__getitem__, map(_SUIT, cards[0:complete:4])))
    strongest = map(
        max,
        *(
            map(operator.add, map(dict.__getitem__, tables, cards[k:complete:4]), _REPEAT[3 - k])
            for k in range(4)
        ),
    )
    for place in map(_PLACE.__getitem__, map(operator.and_, strongest, _REPEAT[3])):
        players = _FROM[leader]
        seats += players
        leader = players[place]
        winners.append(leader)
    seats += _FROM[leader][: len(cards) % 4]  # a trick in progress
    _check_held(cards, seats, positions, deal, report)
    fields = zip(seats, cards, _TRICK, positions, itertools.repeat(None))
    # the records built by tuple's own constructor, as RecordedCard's would (without a call)
    return PlayOutcome(list(map(tuple.__new__, itertools.repeat(RecordedCard), fields)), winners)


# the seats in playing order from each leader; the trick of each card in play order
_FROM = {seat: tuple(seat.iter_from()) for seat in Seat}
_TRICK = tuple(i // 4 + 1 for i in range(52))
_SUIT = operator.attrgetter("suit")
_REPEAT = [itertools.repeat(k) for k in range(4)]  # (operator.add: faster than k.__add__)
_PLACE = (3, 2, 1, 0)  # a card's place in its trick by its strength's two low bits


@functools.cache
def _strengths(trump: Suit | None) -> tuple[dict[Card, int], ...]:
    """For each suit led, each card's strength in the trick (Law 44): a trump beats a card
    of the suit led, which beats any other; then the higher rank. Times 4, leaving the two
    low bits to tell equals apart by their place in the trick."""
    return tuple(
        {
            c: 4 * (c.rank + (30 if c.suit == trump else 15 if c.suit == led else 0))
            for c in FULL_PACK
        }
        for led in Suit
    )


def _check_held(
    cards: Sequence[Card],
    seats: Sequence[Seat],
    positions: Sequence[Position],
    deal: Deal | None,
    report: Report,
) -> None:
    """Report each card played a second time (LIN007) or not held by its player (LIN006)."""
    holders = deal.holders() if deal is not None else {}
    as_dealt = len(holders) == 52 and list(map(holders.get, cards)) == list(seats)
    if as_dealt and len(set(cards)) == len(cards):
        return  # the usual play: every card held by its player, none twice
    sets = [None if h is None else h.cards for h in deal.hands] if deal is not None else None
    seen: set[Card] = set()
    for card, seat, position in zip(cards, seats, positions, strict=True):
        hand = sets[seat] if sets is not None else None
        if card in seen:
            report(
                "LIN007",
                f"card {card} is played a second time (by {seat.name.lower()})",
                position,
                "error",
            )
        elif hand is not None and card not in hand:
            holder = deal.holder(card) if deal is not None else None
            held = f"; {holder.name.lower()} holds it" if holder is not None else ""
            report(
                "LIN006",
                f"card {card} is not in {seat.name.lower()}'s hand, whose turn it is to play{held}",
                position,
                "error",
            )
        seen.add(card)


def _by_holder(
    cards: Sequence[Card], positions: Sequence[Position], deal: Deal | None, report: Report
) -> PlayOutcome:
    if not cards:
        return PlayOutcome([], [])
    if deal is None:
        report(
            "LIN020",
            f"cards played ({len(cards)}) with neither a contract nor a deal: "
            "their players cannot be known; they are ignored",
            positions[0],
            "error",
        )
        return PlayOutcome([], [])
    report(
        "LIN019",
        "cards played without a completed auction: each card is given to the player who holds it",
        positions[0],
        "warning",
    )
    played: list[RecordedCard] = []
    seen: set[Card] = set()
    for i, (card, position) in enumerate(zip(cards, positions, strict=True)):
        holder = deal.holder(card)
        if card in seen:
            report("LIN007", f"card {card} is played a second time", position, "error")
        seen.add(card)
        if holder is None:
            report("LIN020", f"card {card} is in no known hand: it is ignored", position, "error")
            continue
        played.append(RecordedCard(holder, card, i // 4 + 1, position))
    return PlayOutcome(played, [])


def claim_problem(claim: Claim, declarer: Seat, winners: Sequence[Seat]) -> str | None:
    """Why a claim cannot be right: fewer tricks than declarer has already won, or more
    than that plus the tricks left (a trick in progress counts as left)."""
    done = min(claim.after_cards // 4, len(winners))
    won = sum(1 for w in winners[:done] if w.side == declarer.side)
    if won <= claim.tricks <= won + 13 - done:
        return None
    return f"a claim of {claim.tricks} tricks after declarer won {won} of the first {done}"
