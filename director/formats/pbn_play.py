"""The PBN ``[Play]`` section (PBN 2.1 sections 3.6, 3.9): cards by seat columns.

Each trick is four slots in the column order of the seats, starting from the section's
seat (not in the order played). The first trick is led by that seat, every later one by
the winner of the one before, so the play order is rebuilt with
:func:`~director.model.trick.trick_winner`. ``^L`` before a card says its player led that
trick out of turn: the trick starts there and goes on clockwise. ``^R`` marks a revoke.
``-`` is a card not known or not played, ``+`` the next card of a play to be continued,
``*`` the end of an unfinished play.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
import re

from director.digits import small_int
from director.formats.pbn_lexer import Token
from director.formats.pbn_report import Reporter
from director.formats.record import RecordedCard
from director.model.card import Card, Rank, Suit
from director.model.deal import Deal
from director.model.seat import Seat
from director.model.trick import trick_winner

__all__ = ["PlaySection", "card_index", "holders", "moved_message", "parse_card", "read_play"]

_CARD = re.compile(r"([SHDCshdc])(10|[2-9TJQKAtjqka])")
_SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_RANKS = {r.letter: r for r in Rank}
_CARDS: dict[str, tuple[Card, int]] = {}  # token -> card and its index 0-51
_TURN = [[Seat((s + k) % 4) for k in range(4)] for s in range(4)]  # _TURN[seat][k]
_COLUMNS = [[(d + k) % 4 for k in range(4)] for d in range(4)]  # play order from column d
_new = tuple.__new__  # a named tuple built in C, without its generated ``__new__`` (a card)
_CARD_OF = functools.partial(_new, RecordedCard)  # a recorded card from its fields, in C
_TRICK = [i // 4 + 1 for i in range(52)]  # the trick of each slot
_FIRST, _SECOND, _THIRD = (operator.itemgetter(i) for i in range(3))
_KIND, _OFFSET, _TEXT = _FIRST, _SECOND, _THIRD  # of a token


def _winner(played: list[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """:func:`~director.model.trick.trick_winner` for the reader's hot loop (no key
    function): the highest trump, else the highest card of the suit led."""
    seat, top = played[0]
    for player, card in played[1:]:
        if card.suit is top.suit:
            if card.rank > top.rank:
                seat, top = player, card
        elif card.suit is trump:
            seat, top = player, card
    return seat


def _index(card: Card) -> int:
    return card.suit * 13 + card.rank - 2


def _parse(word: str) -> tuple[Card, int] | None:
    found = _CARDS.get(word)
    if found is not None:
        return found
    m = _CARD.fullmatch(word)
    if m is None:
        return None
    rank = m.group(2).upper()
    card = Card(_SUITS[m.group(1).upper()], _RANKS["T" if rank == "10" else rank])
    found = _CARDS[word] = card, _index(card)
    return found


for _suit in "SHDCshdc":  # every spelling of the 52 cards, known before any play is read
    for _rank in (*"23456789TJQKAtjqka", "10"):
        _parse(_suit + _rank)


def parse_card(word: str) -> Card | None:
    """A PBN card token (``SK``, ``h10``) or ``None``."""
    found = _parse(word)
    return found[0] if found is not None else None


def card_index(word: str) -> int | None:
    """A PBN card token's number ``suit * 13 + rank - 2`` (0-51), or ``None``."""
    found = _CARDS.get(word) or _parse(word)
    return found[1] if found is not None else None


def holders(deal: Deal) -> list[Seat | None]:
    """Who holds each card of the known hands, by card index (suit * 13 + rank - 2)."""
    held: list[Seat | None] = [None] * 52
    for seat in Seat:
        hand = deal[seat]
        if hand is not None:
            for suit, rank in hand.cards:
                held[suit * 13 + rank - 2] = seat
    return held


# A column of a trick: (offset, card or None for '-' / '+' / unreadable, card index, marks)
# where marks is '^R', '^L', '^R ^L' or None.
_Slot = tuple[int, Card | None, int, str | None]


@dataclasses.dataclass(slots=True)
class _Slots:
    slots: list[_Slot] = dataclasses.field(default_factory=list)
    notes: dict[int, tuple[int, int]] = dataclasses.field(default_factory=dict)
    annotations: dict[int, list[str]] = dataclasses.field(default_factory=dict)
    stopped: int | None = None
    continued: bool = False
    last_offset: int | None = None


@dataclasses.dataclass(slots=True)
class PlaySection:
    cards: list[RecordedCard]  # in play order
    notes: dict[int, tuple[int, int]]  # card index -> (note number, offset of '=n=')
    annotations: dict[int, str]  # card index -> suffixes and NAGs ('! $14')
    complete_tricks: int  # tricks with four known cards, from the first
    winners: list[Seat]  # winner of each complete trick
    stopped: int | None  # offset of '*'
    continued: bool  # a '+' was given: the play is to be continued
    last_offset: int | None
    first_leader: Seat | None  # who led the first trick
    lead_marked: bool  # the first trick's lead carries '^L'
    gap: int | None = None  # the first card after an unknown one ('-') in its trick


def _slots(toks: list[Token], rep: Reporter) -> _Slots:
    out = _Slots()
    slots = out.slots
    marks: list[str] = []
    mark_offset = 0
    late = False
    for kind, offset, text, _ in toks:
        out.last_offset = offset
        if kind == "mark" and text == "*" and out.stopped is None:
            out.stopped = offset
            continue
        if out.stopped is not None or len(slots) >= 52:
            if kind in ("word", "dash", "mark") and not late:
                where = "after '*'" if out.stopped is not None else "after the 13th trick"
                rep.report("PBN017", offset, f"{text!r} {where}")
                late = True
            continue
        if kind == "word":
            found = _CARDS.get(text) or _parse(text)
            if found is None:
                rep.report("PBN004", offset, f"unknown card {text!r}")
                slots.append((offset, None, -1, None))
            else:
                slots.append((offset, found[0], found[1], " ".join(marks) if marks else None))
                marks = []
                continue
        elif kind == "dash" or (kind == "mark" and text == "+"):
            out.continued = out.continued or text == "+"
            slots.append((offset, None, -1, None))
        elif kind == "irr":
            mark = text.upper()
            if mark in ("^R", "^L"):
                if mark not in marks:
                    marks.append(mark)
                mark_offset = offset
            else:
                rep.report("PBN014", offset, f"{text!r} is not a play irregularity")
            continue
        elif kind in ("suffix", "nag", "note"):
            _annotate(out, kind, offset, text, rep)
            continue
        elif kind == "string":
            rep.report("PBN012", offset, "a string in the play")
        else:
            rep.report("PBN004", offset, f"unknown card {text!r}")
        if marks:
            rep.report("PBN014", mark_offset, f"{marks[0]} before {text!r}, not a card")
            marks = []
    if marks:
        rep.report("PBN014", mark_offset, f"{marks[0]} with no card after it")
    return out


def _annotate(out: _Slots, kind: str, offset: int, text: str, rep: Reporter) -> None:
    if not out.slots or out.slots[-1][1] is None:
        rep.report("PBN013", offset, f"{text!r} with no card before it")
        return
    at = len(out.slots) - 1
    if kind == "note":
        number = small_int(text[1:-1])
        if at in out.notes:
            rep.report("PBN025", offset, f"second note reference {text} on one card")
        elif number is None:
            rep.report("PBN009", offset, f"a note number of {len(text) - 2} digits")
        else:
            out.notes[at] = number, offset
        return
    annotations = out.annotations.setdefault(at, [])
    if kind == "suffix" and any(a[0] in "!?" for a in annotations):
        rep.report("PBN025", offset, f"second suffix {text!r} on one card")
    else:
        annotations.append(text)


def read_play(
    toks: list[Token],
    seat: Seat,
    trump: Suit | None,
    trump_known: bool,
    held: list[Seat | None] | None,
    rep: Reporter,
) -> PlaySection:
    """Read the section's tokens: column 0 is ``seat``, who leads the first trick;
    ``held`` (from :func:`holders`) checks that each player plays his own cards."""
    if held is not None and trump_known:
        section = _plain_play(toks, seat, trump, held, rep)
        if section is not None:
            return section
    found = _slots(toks, rep)
    slots = found.slots
    out = PlaySection(
        [], {}, {}, 0, [], found.stopped, found.continued, found.last_offset, None, False
    )
    cards = out.cards
    seen = [False] * 52
    leader = seat
    columns = _TURN[seat]  # the seat of each column
    places = rep.positions([s[0] for s in slots])
    known = set(held) if held is not None else set()
    annotated = bool(found.notes or found.annotations)
    marked = any(s[3] is not None for s in slots)  # a '^R' or '^L' somewhere
    if not trump_known and any(s[1] is not None for s in slots[4:]):
        rep.report("PBN018", slots[4][0], "no contract: trick winners assume notrump")
    # the tricks (from 0) with a known card that its column's player does not hold
    misplaced = set() if held is None else {
        i >> 2 for i, s in enumerate(slots) if s[1] is not None and held[s[2]] is not columns[i & 3]
    }  # fmt: skip
    moved: list[tuple[int, int]] = []  # (trick, offset) of rows read from another seat
    for t in range(0, len(slots), 4):
        row = slots[t : t + 4]
        trick = t // 4 + 1
        source: tuple[int, ...] = _FROM_COLUMN
        if trick - 1 in misplaced and held is not None and len(row) == 4:
            source = _source(row, seat, held)
            if source is not _FROM_COLUMN:
                moved.append((trick, row[0][0]))
                row = [row[i] for i in source]
        if marked:
            leads = [i for i, s in enumerate(row) if s[3] is not None and "^L" in s[3]]
            if len(leads) > 1:
                rep.report("PBN026", row[leads[1]][0], f"two leads out of turn in trick {trick}")
            if leads:
                leader = columns[leads[0]]
            if trick == 1:
                out.first_leader, out.lead_marked = leader, bool(leads)
        elif trick == 1:
            out.first_leader = leader
        played: list[tuple[Seat, Card]] = []
        unknown = False  # a card of this trick before the next one is not known
        for column in _COLUMNS[(leader - seat) % 4]:
            if column >= len(row):
                continue
            offset, card, index, marks = row[column]
            if card is None:
                unknown = True
                continue
            if unknown and out.gap is None:
                out.gap = len(cards)
            player = columns[column]
            if seen[index]:
                rep.report("PBN016", offset, f"{card} is played twice")
            seen[index] = True
            if held is not None and held[index] is not player and player in known:
                _not_held(player, card, offset, held[index], rep)
            if annotated:
                at = t + source[column]
                if at in found.notes or at in found.annotations:
                    _annotations(found, at, out, len(cards))
            place = places[t + source[column]]
            cards.append(_new(RecordedCard, (player, card, trick, place, marks)))
            played.append((player, card))
        if len(played) == 4:
            winner = _winner(played, trump)
            if out.complete_tricks == trick - 1:
                out.complete_tricks += 1
                out.winners.append(winner)
            leader = winner
        elif any(s[1] is not None for s in slots[t + 4 :]):
            rep.report(
                "PBN019", row[0][0], f"trick {trick} has unknown cards: its winner is a guess"
            )
            if played:
                leader = trick_winner(played, trump)
    if moved:
        rep.report("PBN032", moved[0][1], moved_message([n for n, _ in moved], seat.letter))
    return out


def _plain_play(
    toks: list[Token], seat: Seat, trump: Suit | None, held: list[Seat | None], rep: Reporter
) -> PlaySection | None:
    """:func:`read_play` of a plain section, the usual one: cards only, perhaps a final
    ``*``, at most 13 tricks, each card once and its column's player's by ``held``; so
    nothing to report, and the cards are put in the order played trick by trick, at once.
    ``None`` for any other section."""
    stopped = toks[-1][1] if toks and toks[-1][2] == "*" else None
    words = toks[:-1] if stopped is not None else toks
    if len(words) > 52 or set(map(_KIND, words)) - {"word"}:
        return None
    found = [f for f in map(_CARDS.get, map(_TEXT, words)) if f is not None]
    if len(found) != len(words):
        return None
    cards: list[Card] = list(map(_FIRST, found))  # each found is (card, index)
    indices: list[int] = list(map(_SECOND, found))
    columns = _TURN[seat]
    if (
        len(set(indices)) != len(indices)
        or list(map(held.__getitem__, indices)) != (columns * 13)[: len(indices)]
    ):
        return None
    n = len(cards)
    order: list[int] = []  # the slot of each card, in the order played
    winners: list[Seat] = []
    leader = seat
    for t in range(0, n, 4):
        trick = [t + c for c in _COLUMNS[(leader - seat) % 4] if t + c < n]
        order += trick
        if len(trick) == 4:
            leader = _winner([(columns[i & 3], cards[i]) for i in trick], trump)
            winners.append(leader)
    places = rep.positions(list(map(_OFFSET, words)))
    rows = zip(
        map((columns * 13).__getitem__, order),
        map(cards.__getitem__, order),
        map(_TRICK.__getitem__, order),
        map(places.__getitem__, order),
        itertools.repeat(None),
    )
    played = list(map(_CARD_OF, rows))
    last = toks[-1][1] if toks else None
    return PlaySection(
        played, {}, {}, len(winners), winners, stopped, False, last, seat if n else None, False
    )


def moved_message(tricks: list[int], seat: str) -> str:
    """``PBN032``'s message: the rows of ``tricks`` were read from another seat than the
    column order of ``[Play "seat"]`` (the review's screen says it in the same words)."""
    named = ", ".join(str(n) for n in tricks[:8])
    more = f" and {len(tricks) - 8} more" if len(tricks) > 8 else ""
    rows = "row of trick {} is" if len(tricks) == 1 else "rows of tricks {} are"
    return (
        f"the play {rows.format(named + more)} not in the column order of "
        f'[Play "{seat}"]: each card is read as its holder\'s (by the deal)'
    )


_FROM_COLUMN: tuple[int, ...] = (0, 1, 2, 3)


def _source(row: list[_Slot], seat: Seat, held: list[Seat | None]) -> tuple[int, ...]:
    """Which slot of ``row`` holds each column's card: the row as written
    (:data:`_FROM_COLUMN`) unless a known card is not its column's player's while read
    from exactly one other seat every card is its player's (an exporter that writes a
    trick in the order played, from its leader or from another seat). A row with ``^L``
    or with a card no hand holds is left as written."""
    known = [(i, held[s[2]]) for i, s in enumerate(row) if s[1] is not None]
    if not known or any(s[3] is not None and "^L" in s[3] for s in row):
        return _FROM_COLUMN
    fits = [d for d in range(4) if all(h is _TURN[seat][(i + d) % 4] for i, h in known)]
    if fits == [0] or len(fits) != 1:
        return _FROM_COLUMN
    d = fits[0]
    return tuple((j - d) % 4 for j in range(4))  # the card of column j is slot j - d


def _annotations(found: _Slots, at: int, out: PlaySection, index: int) -> None:
    if at in found.notes:
        out.notes[index] = found.notes[at]
    if at in found.annotations:
        out.annotations[index] = " ".join(found.annotations[at])


def _not_held(player: Seat, card: Card, offset: int, holder: Seat | None, rep: Reporter) -> None:
    where = f"{holder.name.lower()}'s hand" if holder is not None else "no known hand"
    rep.report("PBN003", offset, f"{player.name.lower()} plays {card}, which is in {where}")
