"""The review's screen of a PBN game, its replay (:mod:`director.review.screen`): the
auction's calls as the reader reads them, and the play trick by trick against the deal (each
card held, played in turn, following suit), with the same integer cards as the quick path
(:mod:`director.review.quick`); the deal's hands as card numbers."""

from __future__ import annotations

import functools
import itertools
import re

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn_auction import call_text
from director.formats.pbn_play import card_index, moved_message
from director.model.deal import Deal
from director.review.screen_text import DATA, GameText, NotClean, note_number

__all__ = ["Replay", "hands_of"]

GAP = 52  # a gap of the play ('-'), among the card numbers 0-51
_GAPS = bytes([GAP] * 4)  # a short row is read as ended by gaps
_SEATS = [tuple((s + k) % 4 for k in range(4)) for s in range(4)]  # the seat of each column
_COLUMNS = [bytes(columns * 13) for columns in _SEATS]  # the seat of each slot, by bytes
# a full row's seats written from d seats on from the section's (d 1-3): d
_TURNED = [{bytes(columns[d:] + columns[:d]): d for d in range(1, 4)} for columns in _SEATS]
# a slot of the play: each spelling of a card (its number) and '-' (GAP)
_SLOTS = {"-": GAP} | {
    suit + rank: index
    for suit in "SHDCshdc"
    for rank in (*"23456789TJQKAtjqka", "10")
    if (index := card_index(suit + rank)) is not None
}
# the suit of each card number (a gap has none: 4), to translate a row of cards at once
_SUIT = bytes([card // 13 for card in range(52)] + [4] * 204)


def _keys(trump: int, led: int) -> bytes:
    """A translation of card numbers into what they are worth in a trick in which ``led``
    was led, ``trump`` trumps (4: notrump): a trump above the suit led above the rest (0)."""
    worth = [0] * 256
    for card in range(52):
        suit, rank = divmod(card, 13)
        worth[card] = 27 + rank if suit == trump else 1 + rank if suit == led else 0
    return bytes(worth)


_KEYS = [[_keys(trump, led) for led in range(4)] for trump in range(5)]  # by trump, led


class Replay(GameText):
    """A game's text with its auction and play replayed: the ``[Note]`` numbers its calls
    and cards refer to, the reader issues found on the way (``PBN032``), and how far the
    play went."""

    __slots__ = ("cards", "complete", "ended", "issues", "refs", "star", "won")

    def __init__(self, text: str, start: int, end: int, open_end: bool = False) -> None:
        GameText.__init__(self, text, start, end, open_end)
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
        body = words[:-1] if all_pass else words
        texts = [t for t in map(call_text, body) if t is not None]
        refs = _note_refs(body) if len(texts) < len(body) else []
        if refs is not None:  # calls, their notes, and maybe a final AP: at once
            self.refs += refs
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
        hands: bytes | None,
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
        gaps = slots.count(GAP)
        known = set(slots)
        known.discard(GAP)
        if len(known) != len(slots) - gaps:
            return None  # a card played twice: no longer its player's, or seen before
        holder = lengths = None
        if hands is not None:
            holder, lengths = _holders(hands)
        moved: list[int] = []  # tricks whose row is read from another seat
        if holder is not None and slots.translate(holder) != _COLUMNS[seat][: len(slots)]:
            # some card is not in its player's column: rows read from another seat
            slots = _turned(slots, seat, holder, moved)
            if slots is None:
                return None
        n = len(slots)
        first_gap = slots.find(GAP)
        complete = (first_gap if first_gap >= 0 else n) // 4  # tricks of four cards
        keys = _KEYS[4 if trump is None else trump]
        suits = slots.translate(_SUIT)
        columns = _SEATS[seat]
        first = 0  # the leader's column (0: the section's seat, the opening leader)
        won = 0
        for t in range(0, 4 * complete, 4):
            row = slots[t : t + 4]
            led = suits[t + first]
            if suits.count(led, t, t + 4) == 4:  # all followed: the highest card wins
                first = row.index(max(row))
            else:
                if lengths is not None:
                    for column in range(4):
                        # one who did not follow: their cards of the suit led not all played
                        if suits[t + column] != led and lengths[4 * columns[column] + led] > (
                            suits[column : t + 4 : 4].count(led)
                        ):
                            return None  # a player showed out holding a card of the suit led
                worth = row.translate(keys[led])
                first = worth.index(max(worth))
            won += first & 1  # columns 1 and 3: dummy and declarer
        cards = 4 * complete
        if cards < n:  # a trick left unfinished: its cards up to the first gap, none after
            row = slots[cards : cards + 4] + _GAPS[n - cards :]
            order = row[first:] + row[:first]  # in play order, from the leader's card
            played = order.find(GAP)
            rest = order[played:] + slots[cards + 4 :]
            if rest.count(GAP) != len(rest):
                return None  # a card out of turn, or after a trick left unfinished
            if holder is not None and lengths is not None and played:
                led = suits[cards + first]
                for k, card in enumerate(order[:played]):
                    column = (first + k) % 4
                    if holder[card] != columns[column]:
                        return None  # not the player's
                    if card // 13 != led and lengths[4 * columns[column] + led] > (
                        suits[column : cards + 4 : 4].count(led)
                    ):
                        return None  # a card of the suit led was held
            cards += played
        self.complete, self.cards, self.won = complete, cards, won
        claimed = complete < 13 and result is not None
        if claimed and not claim_checkable:
            return None
        if moved:
            at = _slot_offset(self.play, 4 * moved[0] - 4)  # the first card of the first
            self.issues.append(("PBN032", at, moved_message(moved, "NESW"[seat])))
        if complete == 13:
            return won
        if result is None:
            return -1
        return won + min(max(result - won, 0), 13 - complete)  # a claim of the rest

    def _slots(self) -> bytes | None:
        """The play section's cards and gaps in the order written (card numbers, ``GAP``
        for ``-``), its notes' numbers taken and its ``*`` found; ``None`` when it is not
        regular (a suffix or note where none can be, anything after ``*``)."""
        words = " ".join([line for _, line in self.play]).split()
        if words and words[-1] == "*":  # the usual ending, on the last line
            words.pop()
            if all(map(_SLOTS.__contains__, words)):
                at, line = self.play[-1]
                self.ended = True
                self.star = at + line.index("*")
                return bytes(map(_SLOTS.__getitem__, words))
        elif all(map(_SLOTS.__contains__, words)):  # cards and '-' only
            return bytes(map(_SLOTS.__getitem__, words))
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
                    if not slots or slots[-1] == GAP or noted == len(slots) - 1:
                        return None
                    noted = len(slots) - 1
                    self.refs.append(note_number(token))
                elif head in "!?":
                    if not slots or slots[-1] == GAP or suffixed == len(slots) - 1:
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
        return bytes(slots)


def _note_refs(words: list[str]) -> list[int] | None:
    """The note numbers of an auction's words (``=1=``), when every word is a call or a
    note reference after a call that has none (as the reader reads them); ``None`` for
    any other word."""
    refs: list[int] = []
    noted = True  # the word before is a note reference (or there is none)
    for word in words:
        if call_text(word) is not None:
            noted = False
            continue
        number = small_int(word[1:-1]) if len(word) > 2 and word[0] == word[-1] == "=" else None
        if noted or number is None:
            return None
        refs.append(number)
        noted = True
    return refs


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


def _turned(slots: bytes, seat: int, holder: bytes, moved: list[int]) -> bytes | None:
    """The play (``slots``, in columns from ``seat``'s) with each row of four slots that
    holds a card not its column's player's read from the one seat on that makes each known
    card its player's, as the reader reads it (its ``_source``), the numbers of those
    tricks added to ``moved``; ``None`` when no single seat does (the reader then reads a
    card its player does not hold)."""
    columns = _SEATS[seat]
    in_place = _COLUMNS[seat][:4]
    rows = [slots[t : t + 4] for t in range(0, len(slots), 4)]
    for k, row in enumerate(rows):
        if len(row) < 4 or (seats := row.translate(holder)) == in_place:
            continue
        if GAP not in row:
            d = _TURNED[seat].get(seats)
        else:  # only the known cards tell: none, or one seat on
            known = [(i, holder[c]) for i, c in enumerate(row) if c != GAP]
            fits = [d for d in range(4) if all(h == columns[(i + d) % 4] for i, h in known)]
            if 0 in fits:
                continue
            d = fits[0] if len(fits) == 1 else None
        if d is None:
            return None
        rows[k] = row[-d:] + row[:-d]
        moved.append(k + 1)
    return b"".join(rows)


_HOLDING = r"[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*"
_PLAIN_DEAL = re.compile(rf"[NESW]:{_HOLDING} {_HOLDING} {_HOLDING} {_HOLDING}")
# the ranks of a holding as card numbers (one byte each), for each holding of a deal in
# the order written: each hand's spades, hearts, diamonds and clubs
_HOLDINGS = [
    bytes.maketrans(b"23456789TJQKA", bytes(range(13 * suit, 13 * suit + 13)))
    for _ in range(4)
    for suit in (3, 2, 1, 0)
]


@functools.lru_cache(maxsize=256)
def hands_of(text: str) -> bytes | None:
    """The card numbers of a complete, valid deal, 13 by 13 in seat order (north, east,
    south, west), else ``None``."""
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
        hands.append(bytes(int(c.suit) * 13 + int(c.rank) - 2 for c in hand))
    cards = b"".join(hands)
    return cards if len(set(cards)) == 52 else None


def _plain_hands(text: str) -> bytes | None:
    """:func:`hands_of` of a deal in upper-case letters, one space between hands (what
    :meth:`Deal.from_pbn` reads as the same cards)."""
    if len(text) != 69 or text[18] != " " or text[35] != " " or text[52] != " ":
        return None  # a hand not of 16 characters (13 ranks, 3 dots): not 13 cards
    holdings = text[2:].encode("ascii").replace(b" ", b".").split(b".")
    cards = b"".join(map(bytes.translate, holdings, _HOLDINGS))  # from the first seat's
    turn = 13 * (-"NESW".index(text[0]) % 4)  # the first seat's hand to north's place
    by_seat = cards[turn:] + cards[:turn]
    return by_seat if len(set(by_seat)) == 52 else None  # no card twice


# the seat of each card of a deal's hands in seat order, 13 by 13
_HELD_BY = bytes(seat for seat in range(4) for _ in range(13))
# for each seat and suit (by 4 * seat + suit): the suit, and where that seat's 13 cards
# start and end among them (the arguments of bytes.count, counted by map at once)
_SEAT_SUITS = (
    [suit for _ in range(4) for suit in range(4)],
    [13 * seat for seat in range(4) for _ in range(4)],
    [13 * seat + 13 for seat in range(4) for _ in range(4)],
)


@functools.lru_cache(maxsize=256)
def _holders(hands: bytes) -> tuple[bytes, bytes]:
    """The seat that holds each card of a deal's ``hands`` (:func:`hands_of`), by card
    number, as a translation of card numbers into seats (a number that is no card, such
    as ``GAP``, is left as it is: no seat); and the length of each hand's suits, by
    ``4 * seat + suit``."""
    lengths = bytes(map(hands.translate(_SUIT).count, *_SEAT_SUITS))
    return bytes.maketrans(hands, _HELD_BY), lengths
