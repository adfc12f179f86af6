"""What a LIN record leaves implicit: the contract from the auction, and who played each
card (LIN lists cards with no player: the opening leader is declarer's left-hand opponent,
then each trick's winner leads)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from director.formats.record import Claim, Position, RecordedCard
from director.model.call import Bid, Call, Double, Pass, Redouble
from director.model.card import Card
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trick_winner, trump_suit

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
        if isinstance(call, Bid) and call.strain is bid.strain and seat.side == bidder.side
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
        return sum(1 for w in self.winners[:tricks] if w.side == declarer.side)


def seat_cards(
    plays: Sequence[tuple[Card, Position]],
    deal: Deal | None,
    declarer: Seat | None,
    final_bid: Bid | None,
    report: Report,
) -> PlayOutcome:
    """Give each card its player and trick. With a contract: by rotation from declarer's
    LHO and trick winners, checking the card against the deal (LIN006) and against cards
    already played (LIN007). Without one, each card's holder in the deal plays it (LIN019);
    with no deal either, the cards cannot be placed (LIN020). Cards after the 52nd are
    dropped (LIN024)."""
    if len(plays) > 52:
        report(
            "LIN024",
            f"{len(plays)} cards played; the ones after the 52nd are ignored",
            plays[52][1],
            "error",
        )
        plays = plays[:52]
    if declarer is None or final_bid is None:
        return _by_holder(plays, deal, report)
    trump = trump_suit(final_bid.strain)
    cards: list[RecordedCard] = []
    winners: list[Seat] = []
    trick: list[tuple[Seat, Card]] = []
    leader = declarer.lho
    seen: set[Card] = set()
    sets = [None if h is None else h.cards for h in deal.hands] if deal is not None else None
    for card, position in plays:
        seat = leader.after(len(trick))
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
        cards.append(RecordedCard(seat, card, len(winners) + 1, position))
        trick.append((seat, card))
        if len(trick) == 4:
            leader = trick_winner(trick, trump)
            winners.append(leader)
            trick = []
    return PlayOutcome(cards, winners)


def _by_holder(
    plays: Sequence[tuple[Card, Position]], deal: Deal | None, report: Report
) -> PlayOutcome:
    if not plays:
        return PlayOutcome([], [])
    if deal is None:
        report(
            "LIN020",
            f"cards played ({len(plays)}) with neither a contract nor a deal: "
            "their players cannot be known; they are ignored",
            plays[0][1],
            "error",
        )
        return PlayOutcome([], [])
    report(
        "LIN019",
        "cards played without a completed auction: each card is given to the player who holds it",
        plays[0][1],
        "warning",
    )
    cards: list[RecordedCard] = []
    seen: set[Card] = set()
    for i, (card, position) in enumerate(plays):
        holder = deal.holder(card)
        if card in seen:
            report("LIN007", f"card {card} is played a second time", position, "error")
        seen.add(card)
        if holder is None:
            report("LIN020", f"card {card} is in no known hand: it is ignored", position, "error")
            continue
        cards.append(RecordedCard(holder, card, i // 4 + 1, position))
    return PlayOutcome(cards, [])


def claim_problem(claim: Claim, declarer: Seat, winners: Sequence[Seat]) -> str | None:
    """Why a claim cannot be right: fewer tricks than declarer has already won, or more
    than that plus the tricks left (a trick in progress counts as left)."""
    done = min(claim.after_cards // 4, len(winners))
    won = sum(1 for w in winners[:done] if w.side == declarer.side)
    if won <= claim.tricks <= won + 13 - done:
        return None
    return f"a claim of {claim.tricks} tricks after declarer won {won} of the first {done}"
