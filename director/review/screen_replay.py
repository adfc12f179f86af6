"""The review's screen of a PBN game, its replay (:mod:`director.review.screen`): the
auction's calls as the reader reads them, and the play trick by trick against the deal (each
card held, played in turn, following suit), with the same integer cards as the quick path
(:mod:`director.review.quick`); the deal's hands as card numbers."""

from __future__ import annotations

import functools
import itertools
import re

from director.errors import DirectorError
from director.formats.pbn_auction import call_text
from director.formats.pbn_play import card_index, moved_message
from director.model.deal import Deal
from director.review.quick import SUIT_CARDS
from director.review.screen_text import DATA, GameText, NotClean, note_number

__all__ = ["Replay", "hands_of"]

_GAPS = [-1] * 4  # a short row is read as ended by gaps
_SEATS = [tuple((s + k) % 4 for k in range(4)) for s in range(4)]  # the seat of each column
_COLUMNS = [[*columns] * 13 for columns in _SEATS]  # the seat of each slot of a play section
# a slot of the play: each spelling of a card (its number) and '-' (-1)
_SLOTS = {"-": -1} | {
    suit + rank: index
    for suit in "SHDCshdc"
    for rank in (*"23456789TJQKAtjqka", "10")
    if (index := card_index(suit + rank)) is not None
}


class Replay(GameText):
    """A game's text with its auction and play replayed: the ``[Note]`` numbers its calls
    and cards refer to, the reader issues found on the way (``PBN032``), and how far the
    play went."""

    __slots__ = ("cards", "complete", "ended", "issues", "refs", "star", "won")

    def __init__(self, text: str, start: int, end: int) -> None:
        GameText.__init__(self, text, start, end)
        self.refs: list[int] = []  # note numbers referred to by =n=
        self.issues: list[tuple[str, int, str]] = []
        self.ended = False  # the play ends with '*'
        self.star = -1  # the offset of that '*'
        self.complete = self.won = 0  # complete tricks, declarer's side's among them
        self.cards = 0  # cards played

    def _calls(self, first: int | None) -> list[tuple[int, str]]:
        """The auction's ``(seat, call)`` pairs, from seat ``first``."""
        calls: list[tuple[int, str]] = []
        if "Auction" not in self.tags:
            return calls
        if first is None:
            if self.auction:
                raise NotClean
            return calls
        words = " ".join([data for _, data in self.auction]).split()
        all_pass = bool(words) and words[-1].lower() == "ap"
        texts = [t for t in map(call_text, words[:-1] if all_pass else words) if t is not None]
        if len(texts) == len(words) - all_pass:  # calls only, and maybe a final AP: at once
            if all_pass:
                passes = 0  # the passes before the AP
                while passes < len(texts) and texts[-1 - passes] == "P":
                    passes += 1
                count = (3 if len(texts) > passes else 4) - passes
                if count <= 0:
                    raise NotClean
                texts += ["P"] * count
            return list(zip(itertools.cycle(_SEATS[first]), texts))
        slot = first
        passes = 0
        opened = ended = False
        noted = suffixed = -1  # the last call with a note reference / a suffix
        for _, line in self.auction:
            for token in DATA.findall(line):
                head = token[0]
                if head == "=" and len(token) > 2:
                    if not calls or noted == len(calls) - 1:
                        raise NotClean
                    noted = len(calls) - 1
                    self.refs.append(note_number(token))
                    continue
                if head in "!?":
                    if not calls or suffixed == len(calls) - 1:
                        raise NotClean
                    suffixed = len(calls) - 1
                    continue
                call = call_text(token)
                count = 1
                if call is None:
                    if token.lower() != "ap":
                        raise NotClean
                    call, count = "P", (3 if opened else 4) - passes
                    if count <= 0:
                        raise NotClean
                for _ in range(count):
                    if ended:
                        raise NotClean
                    calls.append((slot, call))
                    slot = (slot + 1) % 4
                    if call == "P":
                        passes += 1
                        ended = passes >= (3 if opened else 4)
                    else:
                        passes, opened = 0, True
        return calls

    def _play(
        self,
        hands: tuple[frozenset[int], ...] | None,
        declarer: int,
        trump: int | None,
        result: int | None,
        claim_checkable: bool,
    ) -> int | None:
        """Declarer's tricks by the play section (``-1``: it stops short with no result
        and no claim), when it is regular and agrees with the deal (none: only the order
        of play is checked); a claim (play short of 13 tricks with a result) only when
        ``claim_checkable``. A row written from another seat is read as the reader reads
        it (``PBN032``)."""
        seat = self.section_seat("Play")
        if seat is None or seat != (declarer + 1) % 4:
            return None
        slots = self._slots()
        if slots is None or len(slots) > 52:
            return None
        gaps = slots.count(-1)
        known = set(slots)
        known.discard(-1)
        if len(known) != len(slots) - gaps:
            return None  # a card played twice: no longer its player's, or seen before
        holder = _holders(hands) if hands is not None else None
        columns = _SEATS[seat]
        # rows that may be written from another seat: none when every card is in its
        # player's column, which is told at once
        shifted = holder is not None and not _in_place(slots, seat, holder)
        # each column's player's cards not yet played
        held = [set(hands[s]) for s in columns] if hands is not None else None
        moved: list[int] = []  # tricks whose row is read from another seat
        moved_at = 0
        leader = seat
        complete = cards = won = 0
        for t in range(0, len(slots), 4):
            row = slots[t : t + 4]
            if (
                shifted
                and holder is not None
                and len(row) == 4
                and _misplaced(row, columns, holder)
            ):
                d = _shift(row, seat, holder)
                if d is None:
                    return None
                if not moved:
                    moved_at = _slot_offset(self.play, t)
                moved.append(t // 4 + 1)
                row = [row[(j - d) % 4] for j in range(4)]
            first = (leader - seat) % 4  # the leader's column
            if len(row) == 4 and (not gaps or min(row) >= 0):  # a complete trick
                a, b, c, d = row
                led = row[first] // 13
                if held is not None:
                    ha, hb, hc, hd = held
                    ha.discard(a)
                    hb.discard(b)
                    hc.discard(c)
                    hd.discard(d)
                    suit = SUIT_CARDS[led]
                    if (
                        (a // 13 != led and not ha.isdisjoint(suit))
                        or (b // 13 != led and not hb.isdisjoint(suit))
                        or (c // 13 != led and not hc.isdisjoint(suit))
                        or (d // 13 != led and not hd.isdisjoint(suit))
                    ):
                        return None  # a player showed out holding a card of the suit led
                if a // 13 == b // 13 == c // 13 == d // 13:
                    leader = columns[row.index(max(row))]
                else:
                    leader = columns[_top(row, led, trump)]
                cards += 4
                complete += 1
                won += leader % 2 == declarer % 2
                continue
            # a trick left unfinished: its cards up to the first gap, none after
            row += _GAPS[len(row) :]
            order = row[first:] + row[:first]  # in play order, from the leader's card
            played = 0
            suit = SUIT_CARDS[order[0] // 13]  # the suit led (unused when nothing is)
            while played < 4 and (card := order[played]) >= 0:
                if held is not None and holder is not None:
                    column = (first + played) % 4
                    hand = held[column]
                    if holder[card] != columns[column]:
                        return None  # not the player's
                    hand.discard(card)
                    if card not in suit and not hand.isdisjoint(suit):
                        return None  # a card of the suit led was held
                played += 1
            cards += played
            if max(order[played:]) >= 0 or any(s >= 0 for s in slots[t + 4 :]):
                return None  # a card out of turn, or after a trick left unfinished
        self.complete, self.cards, self.won = complete, cards, won
        claimed = complete < 13 and result is not None
        if claimed and not claim_checkable:
            return None
        if moved:
            self.issues.append(("PBN032", moved_at, moved_message(moved, "NESW"[seat])))
        if complete == 13:
            return won
        if result is None:
            return -1
        return won + min(max(result - won, 0), 13 - complete)  # a claim of the rest

    def _slots(self) -> list[int] | None:
        """The play section's cards and gaps in the order written (card numbers, ``-1``
        for ``-``), its notes' numbers taken and its ``*`` found; ``None`` when it is not
        regular (a suffix or note where none can be, anything after ``*``)."""
        words = " ".join([line for _, line in self.play]).split()
        if words and words[-1] == "*":  # the usual ending, on the last line
            words.pop()
            if all(map(_SLOTS.__contains__, words)):
                at, line = self.play[-1]
                self.ended = True
                self.star = at + line.index("*")
                return list(map(_SLOTS.__getitem__, words))
        elif all(map(_SLOTS.__contains__, words)):  # cards and '-' only
            return list(map(_SLOTS.__getitem__, words))
        slots: list[int] = []
        noted = suffixed = -1
        for at, line in self.play:
            if self.ended:
                return None  # anything after '*' (PBN017, or a note skipped)
            for token in DATA.findall(line):
                if self.ended:
                    return None
                head = token[0]
                if head == "=" and len(token) > 2:
                    if not slots or slots[-1] < 0 or noted == len(slots) - 1:
                        return None
                    noted = len(slots) - 1
                    self.refs.append(note_number(token))
                elif head in "!?":
                    if not slots or slots[-1] < 0 or suffixed == len(slots) - 1:
                        return None
                    suffixed = len(slots) - 1
                elif token == "*":
                    self.ended = True
                    self.star = at + line.index("*")  # the only '*' of the section
                else:
                    card = _SLOTS.get(token)
                    if card is None:
                        return None
                    slots.append(card)
        return slots


def _slot_offset(lines: list[tuple[int, str]], slot: int) -> int:
    """The offset of the ``slot``-th card (or ``-``) of the play section, from its lines
    at their offsets."""
    k = 0
    for at, line in lines:
        for m in DATA.finditer(line):
            if m.group() in _SLOTS:
                if k == slot:
                    return at + m.start()
                k += 1
    raise NotClean  # pragma: no cover - every slot is on some line


def _in_place(slots: list[int], seat: int, holder: tuple[int, ...]) -> bool:
    """Whether every card of the play (``slots``, in columns from ``seat``'s) is its
    column's player's (``False`` may also mean a gap, whose seat is not known)."""
    return list(map(holder.__getitem__, slots)) == _COLUMNS[seat][: len(slots)]


def _misplaced(row: list[int], columns: tuple[int, ...], holder: tuple[int, ...]) -> bool:
    """Whether a known card of a full ``row`` is not its column's player's (``columns``:
    the seat of each column)."""
    a, b, c, d = row
    if min(a, b, c, d) >= 0:
        return (holder[a], holder[b], holder[c], holder[d]) != columns
    return any(card >= 0 and holder[card] != seat for card, seat in zip(row, columns, strict=True))


def _shift(row: list[int], seat: int, holder: tuple[int, ...]) -> int | None:
    """How many seats on from the section's seat the row is written (the reader's
    ``_source``): the one shift that makes each known card its player's; ``None`` when
    no single shift does (the reader then reads a card its player does not hold)."""
    known = [(i, holder[c]) for i, c in enumerate(row) if c >= 0]
    fits = [d for d in range(1, 4) if all(h == (seat + i + d) % 4 for i, h in known)]
    return fits[0] if len(fits) == 1 and known else None


def _top(row: list[int], led: int, trump: int | None) -> int:
    """The column of the card that wins a complete trick (``row``, by column) in which
    suit ``led`` was led: the highest trump, else the highest card of the suit led."""
    best = top = -1
    for column, card in enumerate(row):
        suit = card // 13
        rank = card + 52 if suit == trump else card if suit == led else -1
        if rank > top:
            best, top = column, rank
    return best


_HOLDING = r"[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*"
_PLAIN_DEAL = re.compile(rf"[NESW]:{_HOLDING} {_HOLDING} {_HOLDING} {_HOLDING}")
# a holding's ranks as the card numbers of each suit (one byte each), by suit
_CARD_BYTES = [
    bytes.maketrans(b"23456789TJQKA", bytes(range(13 * s, 13 * s + 13))) for s in range(4)
]


@functools.lru_cache(maxsize=256)
def hands_of(text: str) -> tuple[frozenset[int], ...] | None:
    """The four hands of a complete, valid deal as card numbers, else ``None``."""
    if _PLAIN_DEAL.fullmatch(text) is not None:  # the usual spelling: read directly
        return _plain_hands(text)
    try:
        deal = Deal.from_pbn(text)
    except DirectorError:
        return None
    hands = []
    for hand in deal.hands:
        if hand is None or len(hand) != 13:
            return None
        hands.append(frozenset(int(c.suit) * 13 + int(c.rank) - 2 for c in hand))
    if len(frozenset().union(*hands)) != 52:
        return None
    return tuple(hands)


def _plain_hands(text: str) -> tuple[frozenset[int], ...] | None:
    """:func:`hands_of` of a deal in upper-case letters, one space between hands (what
    :meth:`Deal.from_pbn` reads as the same cards)."""
    first = "NESW".index(text[0])
    hands: list[frozenset[int]] = [frozenset()] * 4
    clubs, diamonds, hearts, spades = _CARD_BYTES
    for k, hand in enumerate(text[2:].encode("ascii").split(b" ")):
        s, h, d, c = hand.split(b".")
        cards = frozenset(
            s.translate(spades) + h.translate(hearts) + d.translate(diamonds) + c.translate(clubs)
        )
        if len(cards) != 13 or len(hand) != 16:  # 13 cards, none twice, and 3 dots
            return None
        hands[(first + k) % 4] = cards
    if len(frozenset().union(*hands)) != 52:
        return None
    return tuple(hands)


@functools.lru_cache(maxsize=256)
def _holders(hands: tuple[frozenset[int], ...]) -> tuple[int, ...]:
    """The seat that holds each card, by card number."""
    seats: dict[int, int] = {}
    for seat, hand in enumerate(hands):
        seats.update(dict.fromkeys(hand, seat))
    return tuple(map(seats.__getitem__, range(52)))
