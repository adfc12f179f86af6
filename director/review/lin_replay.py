"""The integer replay of a LIN record for the review's screen (:mod:`.lin_screen`): a deal
as BBO writes it, read into card numbers (``suit * 13 + rank - 2``, clubs 0; seats 0-3
from north), and the play checked against it and its tricks counted, as the reader
(:func:`~director.formats.lin_play.seat_cards`) and the quick replay
(:func:`~director.review.quick.play_tricks`) would find them, with maps over the cards
rather than a step for each.
"""

from __future__ import annotations

import functools
import itertools
import operator
import re

__all__ = ["Deal", "plain_deal", "played_tricks"]

# the dealer, each card's holder, each seat's cards by suit (clubs first)
Deal = tuple[int, dict[int, int], tuple[tuple[tuple[int, ...], ...], ...]]

_DEALER = {"1": 2, "2": 3, "3": 0, "4": 1}  # md's dealer digit: S W N E
_LIN_SEATS = (2, 3, 0, 1)  # the hands of md in order: South, West, North, East
# spades, hearts, diamonds, clubs: each card's number by its rank letter
_BY_LETTER = tuple(
    {letter: 13 * suit + rank for rank, letter in enumerate("23456789TJQKA")}.__getitem__
    for suit in (3, 2, 1, 0)
)
_HAND = re.compile("".join(f"{suit}([AKQJT2-9]*)" for suit in "SHDC"))
# each card's strength in a trick, by trump (0-3, 4 none) and suit led: a trump beats a
# card of the suit led, which beats any other; then the higher rank. Times 128, plus 64
# for a card not of the suit led, plus the card (its low six bits)
_STRENGTH = tuple(
    tuple(
        tuple(
            128 * (c % 13 + (30 if c // 13 == trump else 15 if c // 13 == led else 0))
            + (64 if c // 13 != led else 0)
            + c
            for c in range(52)
        )
        for led in range(4)
    )
    for trump in range(5)
)
# (operator.and_ and the like with a repeated number: faster than a call for each)
_CARD_BITS, _OFF_BIT, _TRICK_BITS = map(itertools.repeat, (63, 64, ~3))
_FOUR, _TWO = itertools.repeat(4), itertools.repeat(2)
_TURN = (frozenset(), *(frozenset((k, k - 4)) for k in (1, 2, 3)))  # k seats on, mod 4
_SUIT = tuple(c // 13 for c in range(52))
_SUITS = tuple(frozenset(range(13 * s, 13 * s + 13)) for s in range(4))  # clubs first
_PACK = frozenset(range(52))


@functools.lru_cache(maxsize=8)  # the deal of a vugraph table comes again at the other
def plain_deal(value: str) -> Deal | None:
    """The dealer (0-3 from north), each card's holder and each seat's cards by suit
    (clubs first) of a deal as BBO writes it (what the reader reads with no issue, and
    complete), else ``None``."""
    dealer = _DEALER.get(value[:1])
    parts = value[1:].split(",")
    if dealer is None or len(parts) != 4:
        return None
    holder: dict[int, int] = {}
    hands: list[tuple[tuple[int, ...], ...]] = [()] * 4
    given = parts if parts[3] else parts[:3]  # east's hand left out: the cards left
    for seat, part in zip(_LIN_SEATS, given, strict=False):
        m = _HAND.fullmatch(part)
        if m is None or len(part) != 17:  # four suit letters and 13 ranks
            return None
        spades, hearts, diamonds, clubs = map(tuple, map(map, _BY_LETTER, m.groups()))
        hands[seat] = (clubs, diamonds, hearts, spades)
        holder.update(dict.fromkeys(spades + hearts + diamonds + clubs, seat))
    if len(holder) != 13 * len(given):
        return None  # a card given twice
    if len(given) == 3:
        east = _LIN_SEATS[3]
        left = _PACK.difference(holder)
        hands[east] = tuple(map(tuple, map(left.intersection, _SUITS)))
        holder.update(dict.fromkeys(left, east))
    return dealer, holder, tuple(hands)


def played_tricks(
    cards: list[int | None],
    holder: dict[int, int],
    hands: tuple[tuple[tuple[int, ...], ...], ...],
    declarer: int,
    strain: int,
    claim: tuple[int, int] | None,
) -> int | None:
    """Declarer's tricks (the claim's, when there is one), when every card is one of the
    usual spellings, held by the player whose turn it is, follows suit and is played
    once, and the play either ends after 52 cards or with a possible claim after the
    last card; else ``None``."""
    n = len(cards)
    distinct = set(cards)
    if None in distinct or n > 52 or len(distinct) < n:
        return None
    if claim is None and n < 52:
        return None  # a contract with no result (REC012)
    if claim is not None and (claim[1] != n or n == 52):
        return None  # a claim before the last card, or with no trick left
    played: list[int] = cards  # type: ignore[assignment]  # none is None
    held = list(map(holder.__getitem__, played))  # who holds each card
    firsts = held[0::4]  # who holds the first card of each trick
    for k in (1, 2, 3):  # each trick's cards played in turn from its first
        if not _TURN[k].issuperset(map(operator.sub, held[k::4], firsts)):
            return None
    # each card of a complete trick by the suit led to it (see _STRENGTH); the strongest
    # card of each, whose holder leads the next trick
    leds = list(map(_SUIT.__getitem__, played[0::4]))
    tables = list(map(_STRENGTH[strain].__getitem__, leds[: n // 4]))
    each = itertools.chain.from_iterable(zip(tables, tables, tables, tables, strict=True))
    powers = list(map(operator.getitem, each, played))
    strongest = iter(powers)
    strongest = map(max, strongest, strongest, strongest, strongest)
    winners = list(map(holder.__getitem__, map(operator.and_, strongest, _CARD_BITS)))
    if firsts != [(declarer + 1) % 4, *winners][: len(firsts)]:
        return None  # a trick not led by the winner of the one before
    off = list(itertools.compress(range(n), map(operator.and_, powers, _OFF_BIT)))
    if (off or n % 4) and not _followed(played, held, hands, leds, off):
        return None
    won = list(map((1).__and__, winners)).count(declarer & 1)
    if claim is None:
        return won
    tricks = claim[0]
    return tricks if won <= tricks <= won + 13 - n // 4 else None


def _followed(
    played: list[int],
    held: list[int],
    hands: tuple[tuple[tuple[int, ...], ...], ...],
    leds: list[int],
    off: list[int],
) -> bool:
    """Whether each player who did not follow the suit led (the cards ``off`` of the
    complete tricks, and those of a trick in progress) held no card of it left:
    ``held``, who holds each card played; ``hands``, each seat's cards by suit; ``leds``,
    the suit led to each trick."""
    tricks = list(map(operator.and_, off, _TRICK_BITS))  # the first card of each one's trick
    # a seat and the suit it did not follow, as seat * 4 + suit
    seats = map(operator.mul, map(held.__getitem__, off), _FOUR)
    keys = list(map(operator.add, seats, map(leds.__getitem__, map(operator.rshift, off, _TWO))))
    n = len(played)
    first = n - n % 4  # the trick in progress
    for i in range(first + 1, n):
        if played[i] // 13 != leds[-1]:
            keys.append(4 * held[i] + leds[-1])
            tricks.append(first)
    # the first trick in which each seat did not follow each suit: void from it on
    void = dict(zip(reversed(keys), reversed(tricks), strict=True))
    when = dict(zip(played, range(n), strict=True))  # each card's place in the play
    for key, trick in void.items():
        cards = hands[key >> 2][key & 3]
        if max(map(when.get, cards, itertools.repeat(52)), default=-1) >= trick:
            return False  # a card of the suit led was held
    return True
