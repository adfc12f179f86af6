"""The review's screen of PBN games: is a game, as written, plainly clean?

Most games of a session file hold nothing to report. Reading each into a record with the
position of every call and card, then replaying it, is most of the cost of a review. The
screen reads the game's text directly, in a narrow form (one well-formed tag per line,
known tags, calls and cards in the usual spellings, ``=n=`` notes, ``!``/``?`` suffixes),
replays it with the same integer replay as the quick path (:mod:`director.review.quick`)
and answers ``True`` only when the full review of that game would report nothing: no
reader issue, a regular complete auction matching ``[Contract]``/``[Declarer]``, every card
held and played in turn and following suit, tricks matching ``[Result]`` (or a claim that
is possible), a ``[Score]`` that agrees with Law 77, a complete and valid deal, a board
finished (no REC012, "not completed") and played (no REC013).

Anything outside that form - a comment, an irregularity token, a NAG, a placeholder, a
side result, an unknown tag, a duplicate - answers ``False`` and the game is read and
reviewed in full. A ``True`` is never a guess: tests screen every game of the real files
and of damaged copies of them and compare with the full review.
"""

from __future__ import annotations

import functools
import re

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn import NOTE_VALUE
from director.formats.pbn_auction import call_text
from director.formats.pbn_play import card_index
from director.formats.pbn_values import KNOWN_TAGS, parse_contract, parse_seat
from director.model.board import Vulnerability
from director.model.deal import Deal
from director.model.seat import Seat
from director.review.checks import score_mismatch
from director.review.quick import auction_outcome, contract_text, play_tricks

__all__ = ["clean_game"]

_TAG = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\]*)"\]')
_DATA = re.compile(r"[A-Za-z0-9_]+|=[0-9]+=|[!?]{1,2}|-+|[^ \t\r\v\f]")
_OUTSIDE = re.compile(r"[^A-Za-z0-9_ \t\r\v\f=!?\-]")  # any other character: not screened
_SPACE = " \t\r\v\f"  # the reader's white space (not str.strip()'s, which is Unicode's)
_UNKNOWN = ("", "?")
_COLUMNS = [[(d + k) % 4 for k in range(4)] for d in range(4)]  # play order from column d


class _NotClean(Exception):
    """Raised inside the screen: the game needs the full review."""


def clean_game(text: str, start: int, end: int) -> bool:
    """Whether the PBN game in ``text[start:end]`` (between two blank lines) would give no
    finding at all in a full review. ``False`` means "not sure", never "has findings"."""
    try:
        return _Game(text[start:end]).clean()
    except (_NotClean, DirectorError, ValueError, KeyError, IndexError):
        return False


class _Game:
    __slots__ = ("auction", "notes", "play", "refs", "tags")

    def __init__(self, text: str) -> None:
        self.tags: dict[str, str] = {}
        self.auction: list[str] = []  # data lines of each section
        self.play: list[str] = []
        self.notes: dict[str, set[int]] = {"Auction": set(), "Play": set()}
        self.refs: list[int] = []  # note numbers referred to by =n=
        section = ""
        for raw in text.split("\n"):
            line = raw.strip(_SPACE)
            if not line:
                continue
            if line[0] == "[":
                m = _TAG.fullmatch(line)
                if m is None:
                    raise _NotClean
                name, value = m.group(1), m.group(2)
                if value.startswith("#"):
                    raise _NotClean
                if name == "Note":
                    self._note(section, value)
                    continue
                if name in self.tags or name not in KNOWN_TAGS:
                    raise _NotClean
                self.tags[name] = value
                section = name
            elif _OUTSIDE.search(line) is not None:
                raise _NotClean
            elif section == "Auction":
                self.auction.append(line)
            elif section == "Play":
                self.play.append(line)
            else:
                raise _NotClean

    def _note(self, section: str, value: str) -> None:
        m = NOTE_VALUE.fullmatch(value)
        if section not in self.notes or m is None:
            raise _NotClean
        number = small_int(m.group(1))
        if number is None or number in self.notes[section]:
            raise _NotClean
        self.notes[section].add(number)

    def value(self, name: str) -> str | None:
        value = self.tags.get(name)
        if value is None:
            return None
        value = value.strip()
        return None if value in _UNKNOWN else value

    def seat(self, name: str) -> int | None:
        value = self.value(name)
        if value is None:
            return None
        seat = parse_seat(value)
        if seat is None:
            raise _NotClean
        return int(seat)

    def clean(self) -> bool:
        if not self.tags:
            return False
        deal = self.value("Deal")
        hands = _hands(deal) if deal is not None else None
        if hands is None:
            return False
        dealer = self.seat("Dealer")
        declarer_tag = self.seat("Declarer")
        vulnerable = self.value("Vulnerable")
        vul = _vulnerability(vulnerable) if vulnerable is not None else None
        result = self.value("Result")
        tricks_stated = small_int(result, 2) if result is not None else None
        if result is not None and (tricks_stated is None or tricks_stated > 13):
            return False
        contract_value = self.value("Contract")
        contract = None
        if contract_value is not None:
            parsed = parse_contract(contract_value)
            if parsed is None:
                return False
            contract = parsed.text
        calls = self._calls(dealer)
        reached = contract not in (None, "Pass")  # a contract the board was played in
        if calls:
            if dealer is None:
                return False
            outcome = auction_outcome(calls, dealer)
            if outcome is None:
                return False
            level, strain, risk, declarer, passed_out = outcome
            reached = not passed_out
            if passed_out:
                if "Play" in self.tags or contract not in (None, "Pass"):
                    return False
            else:
                if contract is not None and contract != contract_text(level, strain, risk):
                    return False
                # a [Contract] without [Declarer] is a mismatch for the reader (PBN029)
                if declarer_tag != declarer and (declarer_tag is not None or contract):
                    return False
                if "Play" in self.tags:
                    trump = None if strain == 4 else strain
                    # the claim check (REC007) takes the trump from [Contract]
                    check_claim = contract is not None or declarer_tag is None
                    if not self._play(hands, declarer, trump, tricks_stated, check_claim):
                        return False
        elif "Play" in self.tags:
            return False
        score = self.tags.get("Score")
        score = score.strip() or None if score is not None else None
        if tricks_stated is None and score is None:
            # REC012: a contract with no result (a short play is caught in _play)
            if reached and "Play" not in self.tags:
                return False
            # REC013: nothing played at all
            if not calls and contract is None and declarer_tag is None:
                return False
        seat = Seat(declarer_tag) if declarer_tag is not None else None
        if score_mismatch(score, contract, seat, tricks_stated, vul) is not None:
            return False
        return self._notes_resolve()

    def _calls(self, dealer: int | None) -> list[tuple[int, str]]:
        """The auction's ``(seat, call)`` pairs."""
        calls: list[tuple[int, str]] = []
        if "Auction" not in self.tags:
            return calls
        first = self.seat("Auction") if self.value("Auction") is not None else dealer
        if first is None:
            if self.auction:
                raise _NotClean
            return calls
        if self.auction and first != dealer:
            raise _NotClean
        slot = first
        passes = 0
        opened = ended = False
        noted = suffixed = -1  # the last call with a note reference / a suffix
        for line in self.auction:
            for token in _DATA.findall(line):
                head = token[0]
                if head == "=" and len(token) > 2:
                    if not calls or noted == len(calls) - 1:
                        raise _NotClean
                    noted = len(calls) - 1
                    self.refs.append(_note_number(token))
                    continue
                if head in "!?":
                    if not calls or suffixed == len(calls) - 1:
                        raise _NotClean
                    suffixed = len(calls) - 1
                    continue
                call = call_text(token)
                count = 1
                if call is None:
                    if token.lower() != "ap":
                        raise _NotClean
                    call, count = "P", (3 if opened else 4) - passes
                    if count <= 0:
                        raise _NotClean
                for _ in range(count):
                    if ended:
                        raise _NotClean
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
        hands: tuple[frozenset[int], ...],
        declarer: int,
        trump: int | None,
        result: int | None,
        claim_checkable: bool,
    ) -> bool:
        """Whether the play section is regular and agrees with ``result``; a claim (play
        short of 13 tricks with a result) only when ``claim_checkable``."""
        seat = self.seat("Play")
        if seat is None or seat != (declarer + 1) % 4:
            return False
        slots: list[int] = []  # card numbers in seat columns, -1 for '-'
        noted = suffixed = -1
        for line in self.play:
            for token in _DATA.findall(line):
                head = token[0]
                if head == "=" and len(token) > 2:
                    if not slots or slots[-1] < 0 or noted == len(slots) - 1:
                        return False
                    noted = len(slots) - 1
                    self.refs.append(_note_number(token))
                elif head in "!?":
                    if not slots or slots[-1] < 0 or suffixed == len(slots) - 1:
                        return False
                    suffixed = len(slots) - 1
                elif token == "-":
                    slots.append(-1)
                else:
                    card = card_index(token)
                    if card is None:
                        return False
                    slots.append(card)
        if len(slots) > 52:
            return False
        holder = _holders(hands)
        plays: list[tuple[int, int, int]] = []  # (seat, card, trick) in play order
        seen: set[int] = set()
        leader = seat
        complete = 0
        for t in range(0, len(slots), 4):
            row = slots[t : t + 4]
            trick = t // 4 + 1
            played: list[tuple[int, int]] = []
            for column in _COLUMNS[(leader - seat) % 4]:
                if column >= len(row) or row[column] < 0:
                    continue
                card, player = row[column], (seat + column) % 4
                if card in seen or holder[card] != player:
                    return False
                seen.add(card)
                plays.append((player, card, trick))
                played.append((player, card))
            if len(played) == 4:
                leader = _winner(played, trump)
                complete += 1
            elif any(s >= 0 for s in slots[t + 4 :]):
                return False
        claim = (result, len(plays)) if complete < 13 and result is not None else None
        if claim is not None and not claim_checkable:
            return False
        tricks = play_tricks([set(h) for h in hands], plays, declarer, trump, claim)
        if tricks is None:
            return False
        # tricks < 0: the play stops short with no result and no claim (REC012)
        return tricks >= 0 and (result is None or tricks == result)

    def _notes_resolve(self) -> bool:
        """Every ``=n=`` has its ``[Note]`` (in its own section, else the other one)."""
        both = self.notes["Auction"] | self.notes["Play"]
        return all(number in both for number in self.refs)


def _note_number(token: str) -> int:
    number = small_int(token[1:-1])
    if number is None:
        raise _NotClean
    return number


def _winner(played: list[tuple[int, int]], trump: int | None) -> int:
    seat, top = played[0]
    for player, card in played[1:]:
        if card // 13 == top // 13:
            if card > top:
                seat, top = player, card
        elif card // 13 == trump:
            seat, top = player, card
    return seat


@functools.lru_cache(maxsize=256)
def _hands(text: str) -> tuple[frozenset[int], ...] | None:
    """The four hands of a complete, valid deal as card numbers, else ``None``."""
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


@functools.lru_cache(maxsize=256)
def _holders(hands: tuple[frozenset[int], ...]) -> tuple[int, ...]:
    held = [-1] * 52
    for seat, hand in enumerate(hands):
        for card in hand:
            held[card] = seat
    return tuple(held)


@functools.lru_cache(maxsize=64)
def _vulnerability(text: str) -> Vulnerability:
    try:
        return Vulnerability.parse(text)
    except DirectorError:
        raise _NotClean from None
