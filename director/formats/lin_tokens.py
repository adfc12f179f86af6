"""The pieces of a BBO LIN file: the ``key|value|`` stream, and the parsing of one value
(a deal, a call, a card, a claim).

Nothing here knows about records or issue reporting: problems come back as
:class:`RawIssue` tuples holding a code of :data:`director.formats.lin.CODES` and an offset
in the text, which :mod:`director.formats.lin` turns into positioned issues.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
import re
import sys
from typing import NamedTuple

from director.errors import DirectorError
from director.model.call import Call, Pass, parse_call
from director.model.card import Card, Rank, Suit
from director.model.deal import FULL_PACK, Deal
from director.model.hand import Hand
from director.model.seat import Seat

__all__ = [
    "LIN_HAND_ORDER",
    "MdValue",
    "Pairs",
    "RawIssue",
    "Token",
    "call_text",
    "parse_call_value",
    "parse_card_value",
    "parse_claim_value",
    "parse_md",
    "split_pairs",
    "tokenize",
]

#: The order of the hands in ``md`` and of the names in ``pn``; ``md``'s dealer digit
#: 1-4 indexes it.
LIN_HAND_ORDER = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)

_KEY = re.compile(r"[a-z]{2}")
_CLAIM = re.compile(r"[0-9]{1,2}")
_SUITS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
_RANKS = {text: Rank.parse(text) for text in ("2", "3", "4", "5", "6", "7", "8", "9", "t", "10",
                                              "j", "q", "k", "a")}  # fmt: skip


class RawIssue(NamedTuple):
    """A problem found in a value: ``offset`` is where in the whole text it lies."""

    code: str
    message: str
    offset: int
    severity: str = "error"


class Token(NamedTuple):
    """One ``key|value|`` pair: ``key`` lower-cased, offsets of the key and the value."""

    key: str
    value: str
    offset: int
    value_offset: int


class Pairs(NamedTuple):
    """The pairs of a text, field by field: the ``i``-th pair is ``keys[i]``, ``values[i]``,
    its key's offset ``offsets[i]`` and its value's ``value_offsets[i]`` (a file holds
    thousands of pairs: four lists are built in C, a tuple a pair is not)."""

    keys: list[str]
    values: list[str]
    offsets: list[int]
    value_offsets: list[int]

    def token(self, i: int) -> Token:
        return Token(self.keys[i], self.values[i], self.offsets[i], self.value_offsets[i])


_SPACE = re.compile(r"\s*")  # what str.isspace() calls white space
# a pair whose key is two ASCII letters right before its '|', and a run of them
_PAIR = re.compile(r"\s*([A-Za-z]{2})\|([^|]*)\|")
_PAIRS = re.compile(r"(?:\s*[A-Za-z]{2}\|[^|]*\|)+")
# a key as the text before its bar: two ASCII letters, white space before them
_RAW_KEY = re.compile(r"\s*([A-Za-z]{2})")
_KEYS: dict[str, str] = {}  # each key as written (up to a few thousand), lower-cased


def _excerpt(text: str, limit: int = 20) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def split_pairs(text: str) -> tuple[list[str], list[str], list[str]] | None:
    """LIN text split at its bars, and the keys (lower-cased) and values of its pairs, as
    :func:`tokenize` reads them, when every pair is well formed (else ``None``)."""
    parts = text.split("|")
    written = parts[0:-1:2]  # each key with the white space before it
    keys = list(map(_KEYS.get, written, itertools.repeat("")))
    if not all(keys):  # a key written as not met before
        keys = list(map(_key, written))
    if len(parts) % 2 == 0 or parts[-1].strip() or not all(keys):
        return None  # a malformed pair, or text after the last
    return parts, keys, parts[1::2]


def tokenize(text: str) -> tuple[Pairs, list[RawIssue]]:
    """Split LIN text into pairs. Whitespace (line ends) between pairs is skipped; a value
    runs to the next ``|`` and may hold line ends. A key that is not two letters is reported
    (LIN008) and its pair skipped; a last value with no closing ``|`` is reported (LIN001)
    and still returned, without its trailing whitespace."""
    split = split_pairs(text)
    if split is None:
        return _tokenize_slowly(text)
    parts, keys, values = split
    # the characters before each key's bar, but the bars; with the i-th key's 2 * i bars
    before = list(itertools.accumulate(map(len, parts)))[0:-1:2]
    n = len(before)
    offsets = list(map(operator.add, before, range(-2, 2 * n - 2, 2)))  # two letters back
    value_offsets = list(map(operator.add, before, range(1, 2 * n, 2)))  # after the bar
    return Pairs(keys, values, offsets, value_offsets), []


def _key(written: str) -> str:
    """The key of the text before a bar, lower-cased; empty if it is not a key."""
    key = _KEYS.get(written)
    if key is None:
        m = _RAW_KEY.fullmatch(written)
        if m is None:
            return ""
        key = sys.intern(m[1].lower())
        if len(_KEYS) < 4096:
            _KEYS[written] = key
    return key


def _tokenize_slowly(text: str) -> tuple[Pairs, list[RawIssue]]:
    """:func:`tokenize` of a text with a malformed pair: runs of well-formed pairs are read
    at once, the rest pair by pair."""
    tokens = Pairs([], [], [], [])
    keys, values, offsets, value_offsets = tokens
    issues: list[RawIssue] = []
    i, n = 0, len(text)
    while i < n:
        run = _PAIRS.match(text, i)
        if run is not None:  # a stretch of well-formed pairs, read at once
            for m in _PAIR.finditer(text, i, run.end()):
                keys.append(m[1].lower())
                values.append(m[2])
                offsets.append(m.start(1))
                value_offsets.append(m.start(2))
            i = run.end()
            continue
        i = _SPACE.match(text, i).end()  # type: ignore[union-attr]  # always matches
        if i >= n:
            break
        bar = text.find("|", i)
        if bar < 0:
            issues.append(
                RawIssue("LIN001", f"text with no '|' at the end: {_excerpt(text[i:])!r}", i)
            )
            break
        key = text[i:bar].strip().lower()
        start = bar + 1
        end = text.find("|", start)
        value = text[start:].rstrip() if end < 0 else text[start:end]
        if not _KEY.fullmatch(key):
            issues.append(
                RawIssue(
                    "LIN008",
                    f"malformed key {_excerpt(text[i:bar])!r} (expected two letters before '|')",
                    i,
                )
            )
        else:
            keys.append(key)
            values.append(value)
            offsets.append(i)
            value_offsets.append(start)
        if end < 0:
            issues.append(
                RawIssue("LIN001", f"unterminated value for key {key!r}: no closing '|'", start)
            )
            break
        i = end + 1
    return tokens, issues


@dataclasses.dataclass(frozen=True)
class MdValue:
    """What an ``md`` value says: the dealer and the deal (either may be missing)."""

    dealer: Seat | None
    deal: Deal | None
    issues: tuple[RawIssue, ...]


# a hand as BBO writes it: the four suits in order, each its distinct ranks high to low
# (the fast path of a hand alone; a deal's is _plain_md)
_HAND = "".join(f"{suit}(A?K?Q?J?T?9?8?7?6?5?4?3?2?)" for suit in "SHDC")
_PLAIN_HAND = re.compile(_HAND)
# a deal as BBO writes it: the dealer digit, then four hands (or three and a comma), each
# its four suits in order (each suit's ranks checked by _holding)
_IN_ORDER = "".join(f"{suit}([^SHDC,]*)" for suit in "SHDC")
_PLAIN_MD = re.compile(rf"([1-4]){_IN_ORDER},{_IN_ORDER},{_IN_ORDER},(?:{_IN_ORDER})?")
_RANK_LETTERS = frozenset("AKQJT98765432")
# spades, hearts, diamonds, clubs: each its cards by rank letter
_BY_LETTER = tuple(
    {letter: Card(suit, Rank.parse(letter)) for letter in "AKQJT98765432"}
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
)


def _parse_lin_hand(part: str, offset: int, seat: Seat) -> tuple[Hand | None, RawIssue | None]:
    """A hand like ``SAK93HQ2D...C...``: a suit letter, then its ranks (``T`` or ``10``)."""
    plain = _PLAIN_HAND.fullmatch(part)
    if plain is not None:  # the usual form, read at once
        spades, hearts, diamonds, clubs = plain.groups()
        s, h, d, c = _BY_LETTER
        held = frozenset([*map(s.__getitem__, spades), *map(h.__getitem__, hearts),
                          *map(d.__getitem__, diamonds), *map(c.__getitem__, clubs)])  # fmt: skip
        return Hand(held), None
    cards: set[Card] = set()
    suit: Suit | None = None
    i = 0
    while i < len(part):
        ch = part[i]
        where = offset + i
        low = ch.lower()
        if ch.isspace():
            i += 1
            continue
        if low in _SUITS:
            suit = _SUITS[low]
            i += 1
            continue
        rank_text = "10" if part.startswith("10", i) else ch
        rank = _RANKS.get(rank_text.lower())  # as Rank.parse reads it
        if rank is None:
            return None, RawIssue(
                "LIN003",
                f"invalid deal: {ch!r} in {seat.name.lower()}'s hand is not a suit "
                "(S H D C) or a rank",
                where,
            )
        if suit is None:
            return None, RawIssue(
                "LIN003",
                f"invalid deal: {seat.name.lower()}'s hand gives rank {rank_text!r} "
                "before any suit letter",
                where,
            )
        card = Card(suit, rank)
        if card in cards:
            return None, RawIssue(
                "LIN003",
                f"invalid deal: {card} is given twice in {seat.name.lower()}'s hand",
                where,
            )
        cards.add(card)
        i += len(rank_text)
    return Hand(frozenset(cards)), None


def _check_hand(hand: Hand, seat: Seat, held: dict[Card, Seat], where: int) -> RawIssue | None:
    """13 cards, none already in an earlier hand; records the hand's cards in ``held``."""
    for card in sorted(hand.cards) if not held.keys().isdisjoint(hand.cards) else ():
        if card in held:
            first = held[card].name.lower()
            return RawIssue(
                "LIN003",
                f"invalid deal: {card} is in both {first}'s and {seat.name.lower()}'s hands",
                where,
            )
    if len(hand) != 13:
        return RawIssue(
            "LIN003",
            f"invalid deal: {seat.name.lower()}'s hand has {len(hand)} cards, not 13",
            where,
        )
    held.update(dict.fromkeys(hand.cards, seat))
    return None


def parse_md(value: str, offset: int) -> MdValue:
    """Parse ``md``: a dealer digit (1=S, 2=W, 3=N, 4=E), then the hands of South, West,
    North and East separated by commas. An empty or missing hand is unknown; when exactly
    one is unknown and the other three are complete, it is the 13 remaining cards."""
    return _plain_md(value) or _parse_md(value, offset)


@functools.lru_cache(maxsize=4)  # the deal of a vugraph table comes again at the other
def _plain_md(value: str) -> MdValue | None:
    """:func:`parse_md` of a deal written as BBO writes it with nothing wrong, else
    ``None``."""
    plain = _PLAIN_MD.fullmatch(value)
    if plain is None:
        return None
    dealer, *holdings = plain.groups()
    if holdings[12] is None:  # three hands: the fourth is the cards left
        del holdings[12:]
    suits = list(map(operator.add, "SHDC" * 4, holdings))
    found = list(map(_HOLDINGS.get, suits))
    if None in found:  # a holding not met before, or not as BBO writes it
        found = list(map(_holding, suits))
    cards = [c for c in found if c is not None]
    if len(cards) < len(found):
        return None
    n = len(cards) // 4
    dealt = [frozenset(itertools.chain.from_iterable(cards[4 * i : 4 * i + 4])) for i in range(n)]
    if list(map(len, dealt)) != [13] * n or len(frozenset().union(*dealt)) != 13 * n:
        return None
    if len(dealt) == 3:
        dealt.append(FULL_PACK.difference(*dealt))
    south, west, north, east = map(Hand, dealt)
    return MdValue(LIN_HAND_ORDER[int(dealer) - 1], Deal((north, east, south, west)), ())


_HOLDINGS: dict[str, tuple[Card, ...]] = {}  # the holdings met (the first 20,000)


def _holding(text: str) -> tuple[Card, ...] | None:
    """The cards of a suit letter followed by its ranks as BBO writes them (distinct rank
    letters: ``HKT72``, ``H27TK``); ``None`` if the ranks are not so written."""
    cards = _HOLDINGS.get(text)
    if cards is None:
        ranks = text[1:]  # distinct rank letters, in any order
        if len(set(ranks)) < len(ranks) or not _RANK_LETTERS.issuperset(ranks):
            return None
        by_letter = _BY_LETTER["SHDC".index(text[0])]
        cards = tuple(map(by_letter.__getitem__, ranks))
        if len(_HOLDINGS) < 20_000:
            _HOLDINGS[text] = cards
    return cards


def _parse_md(value: str, offset: int) -> MdValue:
    issues: list[RawIssue] = []
    dealer: Seat | None = None
    body, body_offset = value, offset
    first = value[:1]
    if first in ("1", "2", "3", "4"):
        dealer = LIN_HAND_ORDER[int(first) - 1]
        body, body_offset = value[1:], offset + 1
    elif first.lower() in _SUITS or first == ",":
        issues.append(
            RawIssue(
                "LIN009", "the deal has no dealer digit (1=S, 2=W, 3=N, 4=E)", offset, "warning"
            )
        )
    else:
        issues.append(
            RawIssue(
                "LIN009",
                f"invalid dealer {_excerpt(value, 3)!r} in the deal (expected 1=S, 2=W, "
                "3=N or 4=E)",
                offset,
            )
        )
        if first.isdigit():
            body, body_offset = value[1:], offset + 1
    parts: list[tuple[str, int]] = []
    pos = body_offset
    for part in body.split(","):
        parts.append((part, pos))
        pos += len(part) + 1
    extra = [(p, o) for p, o in parts[4:] if p.strip()]
    if extra:
        issues.append(
            RawIssue(
                "LIN003",
                f"invalid deal: more than four hands ({_excerpt(extra[0][0])!r})",
                extra[0][1],
            )
        )
        return MdValue(dealer, None, tuple(issues))
    hands: list[Hand | None] = [None, None, None, None]  # indexed by Seat
    held: dict[Card, Seat] = {}
    for seat, (part, where) in zip(LIN_HAND_ORDER, parts, strict=False):
        if not part.strip():
            continue
        hand, problem = _parse_lin_hand(part, where, seat)
        if problem is None and hand is not None:
            problem = _check_hand(hand, seat, held, where)
        if problem is not None:
            issues.append(problem)
            return MdValue(dealer, None, tuple(issues))
        hands[seat] = hand
    unknown = [seat for seat in Seat if hands[seat] is None]
    if len(unknown) == 4:
        issues.append(RawIssue("LIN003", "the deal gives no hands", offset, "warning"))
        return MdValue(dealer, None, tuple(issues))
    if len(unknown) == 1:
        hands[unknown[0]] = Hand(frozenset(FULL_PACK - set(held)))
    try:
        deal = Deal((hands[0], hands[1], hands[2], hands[3]))
    except DirectorError as e:
        issues.append(RawIssue("LIN003", str(e), offset))
        return MdValue(dealer, None, tuple(issues))
    return MdValue(dealer, deal, tuple(issues))


def call_text(call: Call) -> str:
    """A call's canonical text: ``P``, ``X``, ``XX``, ``1NT``."""
    return "P" if isinstance(call, Pass) else str(call)


@functools.lru_cache(maxsize=1024)
def parse_call_value(value: str) -> tuple[Call | None, str, bool]:
    """Parse ``mb``: ``p``, ``d``, ``r``, bids like ``1S`` or ``2N``; a trailing ``!`` is an
    alert. Returns ``(call or None, text, alert)``: the canonical text, or the value as
    written when it is not a call."""
    text = value.strip()
    alert = text.endswith("!")
    text = text.rstrip("!").strip()
    try:
        call = parse_call(text)
    except DirectorError:
        return None, text, alert
    return call, call_text(call), alert


@functools.lru_cache(maxsize=1024)
def parse_card_value(value: str) -> Card | None:
    """Parse ``pc``: ``SA``, ``h9``, ``DT`` (also ``D10``, rank first ``AS``)."""
    text = value.strip()
    if not text:
        return None
    try:
        return Card.parse(text)
    except DirectorError:
        return None


def parse_claim_value(value: str) -> int | None:
    """Parse ``mc``: declarer's total tricks, 0 to 13."""
    text = value.strip()
    if not _CLAIM.fullmatch(text):
        return None
    tricks = int(text)
    return tricks if tricks <= 13 else None
