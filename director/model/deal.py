"""A deal: the four hands of a board."""

from __future__ import annotations

import dataclasses

from director.errors import InvalidDealError, InvalidSeatError
from director.model.card import Card, Rank, Suit
from director.model.hand import Hand
from director.model.seat import Seat

__all__ = ["Deal"]

FULL_PACK = frozenset(Card(s, r) for s in Suit for r in Rank)
_LETTERS = {seat.letter: seat for seat in Seat}  # the seat before a deal's colon, as written
_CLOCKWISE = [tuple(seat.iter_from()) for seat in Seat]  # the hands' seats from each first
_SEATS = tuple(Seat)  # in order, without the enum's iteration


@dataclasses.dataclass(frozen=True)
class Deal:
    """Four hands, indexed by :class:`Seat`. A hand may be unknown (``None``), as PBN's ``-``
    allows; the known hands are always consistent: 13 cards each, no card twice.

    >>> d = Deal.from_pbn("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987")
    >>> d[Seat.EAST].to_pbn()
    'JT98.AKQ.765.AK5'
    """

    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None]

    def __post_init__(self) -> None:
        _check(self.hands)

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Parse a PBN ``Deal`` value: ``"N:h1 h2 h3 h4"``, the first hand belonging to the
        seat before the colon and the others following clockwise; ``-`` is an unknown hand.

        :raises InvalidDealError: naming the seat and the card at fault.
        """
        s = text.strip()
        first_text, colon, rest = s.partition(":")
        if not colon:
            raise InvalidDealError(
                f"invalid deal {text!r}: expected 'N:' (or E:, S:, W:) before the hands"
            )
        try:
            first = _LETTERS.get(first_text) or Seat.parse(first_text)
        except InvalidSeatError:
            raise InvalidDealError(
                f"invalid deal {text!r}: {first_text!r} is not a seat (N, E, S or W)"
            ) from None
        parts = rest.split()
        if len(parts) != 4:
            raise InvalidDealError(f"invalid deal {text!r}: expected 4 hands, found {len(parts)}")
        hands: list[Hand | None] = [None, None, None, None]
        for seat, part in zip(_CLOCKWISE[first], parts, strict=True):
            if part == "-":
                continue
            try:
                hands[seat] = Hand.from_pbn(part)
            except InvalidDealError as e:
                raise InvalidDealError(f"invalid deal: {seat.name.lower()}'s hand: {e}") from None
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        parts = []
        for seat in first.iter_from():
            hand = self.hands[seat]
            parts.append("-" if hand is None else hand.to_pbn())
        return f"{first.letter}:" + " ".join(parts)

    @property
    def is_complete(self) -> bool:
        return all(h is not None for h in self.hands)

    def holder(self, card: Card) -> Seat | None:
        """The seat that was dealt ``card``, if known."""
        for seat in Seat:
            hand = self.hands[seat]
            if hand is not None and card in hand:
                return seat
        return None

    def holders(self) -> dict[Card, Seat]:
        """Each card of the known hands, with the seat that was dealt it."""
        found: dict[Card, Seat] = {}
        for seat, hand in zip(_SEATS, self.hands, strict=True):
            if hand is not None:
                found.update(dict.fromkeys(hand.cards, seat))
        return found

    def __getitem__(self, seat: Seat) -> Hand | None:
        return self.hands[seat]

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"


def _check(hands: tuple[Hand | None, ...]) -> None:
    known = [h.cards for h in hands if h is not None]
    if all(len(c) == 13 for c in known) and len(frozenset().union(*known)) == 13 * len(known):
        return  # the usual deal: nothing to name
    seen: dict[Card, Seat] = {}
    for seat in Seat:
        hand = hands[seat]
        if hand is None:
            continue
        for card in sorted(hand.cards):
            if card in seen:
                raise InvalidDealError(
                    f"invalid deal: {card} is in both {seen[card].name.lower()}'s and "
                    f"{seat.name.lower()}'s hands"
                )
            seen[card] = seat
    for seat in Seat:
        hand = hands[seat]
        if hand is not None and len(hand) != 13:
            detail = ""
            if all(h is not None for h in hands):
                missing = sorted(FULL_PACK - set(seen))
                if missing:
                    detail = "; missing from the deal: " + " ".join(map(str, missing))
            raise InvalidDealError(
                f"invalid deal: {seat.name.lower()}'s hand has {len(hand)} cards, not 13{detail}"
            )
