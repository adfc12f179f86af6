"""The review's screen of PBN games: what would the full review of a game, as written, say?

Most games of a session file hold nothing to report. Reading each into a record with the
position of every call and card, then replaying it, is most of the cost of a review. The
screen reads the game's text directly, in a narrow form (one well-formed tag per line,
known tags, calls and cards in the usual spellings, ``=n=`` notes, ``!``/``?`` suffixes,
a final ``*``, ``%`` escape lines outside the auction and play, the rows of table
sections such as ``[ScoreTable]``), replays it with the same integer replay as the quick
path (:mod:`director.review.quick`) and answers only when it knows everything the full
review of that game would report: no reader issue other than the three known defects of
archive exports below, a regular complete auction matching ``[Contract]``/``[Declarer]``,
every card held and played in turn and following suit, tricks matching ``[Result]`` (or a
claim that is possible), a ``[Score]`` that agrees with Law 77, a complete and valid deal
(or none in a game of tables only), a board finished (no REC012, "not completed") and
played (no REC013). Its tables it hands to the review (:class:`Tables`), which checks
them as it checks a record's (REC008, and the file's totals, REC009).

The known defects, each reported in the reader's words and at the reader's place:

- ``PBN031``: the auction disagrees with the tags in a way
  :func:`~director.formats.pbn_reconcile.explain` explains (opening passes left out, the
  contract tag without its final double); the reconciled auction is then the one checked;
- ``PBN032``: a play row written from another seat than the section's column order,
  read by the deal as the reader reads it;
- ``PBN033``: a table without the board's tags after a game with them (the reader's
  memory of the games before is passed from game to game as :class:`Before`; with
  ``--inherit`` the tags are taken from that game instead).

Anything outside that form - a comment, an irregularity token, a NAG, a placeholder, a
side result, an unknown tag, a duplicate - gives ``None`` and the game is read and
reviewed in full. An answer is never a guess: tests screen every game of the real files
and of damaged copies of them and compare with the full review.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import NamedTuple

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn import BOARD_TAGS, NOTE_VALUE, PLAYED_TAGS, omitted_message
from director.formats.pbn_auction import call_text
from director.formats.pbn_play import card_index, moved_message
from director.formats.pbn_reconcile import Reconciled, explain
from director.formats.pbn_values import (
    IDENTIFICATION_TAGS,
    KNOWN_TAGS,
    parse_contract,
    parse_seat,
)
from director.model.board import Vulnerability
from director.model.deal import Deal
from director.model.seat import Seat
from director.review.quick import SUIT_CARDS, auction_outcome, contract_text
from director.review.stated_score import score_mismatch

__all__ = ["Before", "Screened", "Tables", "clean_game", "screen_game"]

# a run of lines of one tag each (white space around it), each tag as the reader reads
# it and its value with no escape to undo (a backslash before another character than a
# quote or a backslash stays as written: Score_NS\6R)
_VALUE = r'"[^"\\\n]*(?:\\[^"\\\n][^"\\\n]*)*"'
_TAG_RUN = re.compile(rf"(?:[ \t\r\v\f]*\[[A-Za-z0-9_]+ {_VALUE}\][ \t\r\v\f]*(?:\n|\Z))+")
_TAG = re.compile(r'\[([A-Za-z0-9_]+) "([^"]*)"')  # each tag of such a run: name, value
_DATA = re.compile(r"[A-Za-z0-9_]+|=[0-9]+=|[!?]{1,2}|-+|[^ \t\r\v\f]")
_OUTSIDE = re.compile(r"[^A-Za-z0-9_ \t\r\v\f=!?*\-]")  # any other character: not screened
# what a row of a table section may not hold: the reader would end the section's data
# there (a tag, a comment, a brace, a stray bracket, an escape line)
_NOT_ROW = "[]{};%"
# the line end before a tag line, or a semi-empty line (the game's end): where rows end
_ROWS_END = re.compile(r"\n[ \t\r\v\f]*(?:\[|(?=\n|\Z))")
_SPACE = " \t\r\v\f"  # the reader's white space (not str.strip()'s, which is Unicode's)
_UNKNOWN = ("", "?")
_GAPS = [-1] * 4  # a short row is read as ended by gaps
_SEATS = [tuple((s + k) % 4 for k in range(4)) for s in range(4)]  # the seat of each column
# a slot of the play: each spelling of a card (its number) and '-' (-1)
_SLOTS = {"-": -1} | {
    suit + rank: index
    for suit in "SHDCshdc"
    for rank in (*"23456789TJQKAtjqka", "10")
    if (index := card_index(suit + rank)) is not None
}


class _NotClean(Exception):
    """Raised inside the screen: the game needs the full review."""


@dataclasses.dataclass(frozen=True, slots=True)
class Before:
    """What the reader remembers of the games before one (see ``_omitted`` in
    :mod:`director.formats.pbn`): the tags of the last game that did not omit the board's
    tags, and whether the game just before omitted them (a run of such games)."""

    previous: dict[str, str] | None = None
    in_run: bool = False


class Tables(NamedTuple):
    """A screened game's table sections (``[ScoreTable]``, say), for the review to check
    as it checks a record's: the offset of each section's first row and its rows as
    written (the reader keeps each row stripped); the game's tags (the tables' columns),
    vulnerability and first tag's offset (where a record's findings are placed)."""

    sections: dict[str, tuple[int, str]]
    tags: dict[str, str]
    vulnerable: Vulnerability | None
    start: int


@dataclasses.dataclass(frozen=True, slots=True)
class Screened:
    """What the full review of a screened game reports: its reader issues (``PBN028``,
    ``PBN031``-``PBN033``, as ``(code, offset, message)`` in file order), then the checks
    of its ``tables`` (``None``: none), then its record checks (a result the play
    contradicts by an impossible claim: ``REC005``, ``REC007``, as ``(code, offset,
    message, event)``), nothing else; the board as named by ``[Board]`` (``None``: by its
    order in the file); ``after``, the reader's memory for the next game; ``depends``,
    whether the game needs that memory of the game before it (a table with neither
    ``[Board]`` nor ``[Deal]``)."""

    issues: list[tuple[str, int, str]]
    checks: list[tuple[str, int, str, str | None]]
    board: str | None
    after: Before
    depends: bool
    tables: Tables | None = None


def clean_game(text: str, start: int, end: int) -> bool:
    """Whether the PBN game in ``text[start:end]`` (between two blank lines), read alone,
    would give no finding at all in a full review. ``False`` means "not sure", never "has
    findings"."""
    game = screen_game(text, start, end, Before())
    return game is not None and not game.issues and not game.checks and game.tables is None


def screen_game(
    text: str, start: int, end: int, before: Before | None, inherit: bool = False
) -> Screened | None:
    """What the full review of the PBN game in ``text[start:end]`` reports, when the game
    is in the screen's form and has nothing to report but the known defects; ``None``
    means "not sure". ``before`` is the reader's memory of the games before (``None``:
    not known, so a game that needs it is not screened); ``inherit`` as in
    :func:`~director.formats.pbn.read_pbn`."""
    try:
        return _Game(text, start, end).screen(before, inherit)
    except (_NotClean, DirectorError, ValueError, KeyError, IndexError):
        return None


class _Game:
    __slots__ = (
        "auction", "cards", "checks", "complete", "ended", "issues", "notes", "omitted",
        "play", "refs", "rows", "span", "star", "start", "tags", "won",
    )  # fmt: skip

    def __init__(self, text: str, start: int, end: int) -> None:
        self.tags: dict[str, str] = {}
        self.span = (text, start, end)
        self.start = -1  # offset of the first tag
        self.auction: list[tuple[int, str]] = []  # data lines of each section, at offsets
        self.play: list[tuple[int, str]] = []
        # the rows of each table section: the offset of the first, the text of them all
        self.rows: dict[str, tuple[int, str]] = {}
        self.notes: dict[str, set[int]] = {"Auction": set(), "Play": set()}
        self.refs: list[int] = []  # note numbers referred to by =n=
        self.issues: list[tuple[str, int, str]] = []
        self.omitted: tuple[str, ...] = ()
        self.ended = False  # the play ends with '*'
        self.star = -1  # the offset of that '*'
        self.checks: list[tuple[str, int, str, str | None]] = []
        self.complete = self.won = 0  # complete tricks, declarer's side's among them
        self.cards = 0  # cards played
        section = ""
        at = start  # where the next line starts (a table's rows are read at once, unsplit)
        while at <= end:
            stop = text.find("\n", at, end)
            stop = end if stop < 0 else stop
            raw = text[at:stop]
            here = at
            at = stop + 1
            line = raw.strip(_SPACE)
            if not line:
                continue
            if raw[0] == "%":  # an escape line: commentary for the reader
                if section == "Auction" or section == "Play":
                    raise _NotClean
            elif line[0] == "[":  # a run of tag lines, read at once
                run = _TAG_RUN.match(text, here, end)
                if run is None:
                    raise _NotClean  # a tag in another form, or more than a tag on its line
                section, last = self._tags(text, here, run.end(), section)
                after = run.end() if text[run.end() - 1] == "\n" else end + 1
                if last not in IDENTIFICATION_TAGS and last not in ("Auction", "Play", "Note"):
                    after = self._rows(text, last, after, end)
                if after > end:
                    break
                at = after  # the lines read with it skipped
            elif section == "Auction" or section == "Play":
                if _OUTSIDE.search(line) is not None:
                    raise _NotClean
                offset = here if raw[0] not in _SPACE else here + len(raw) - len(raw.lstrip(_SPACE))
                (self.auction if section == "Auction" else self.play).append((offset, line))
            else:
                raise _NotClean

    def _tags(self, text: str, start: int, stop: int, section: str) -> tuple[str, str]:
        """Take the tags of a run of tag lines, ``text[start:stop]``: the section after
        them, and the last tag's name."""
        pairs = _TAG.findall(text, start, stop)
        if text.find('"#', start, stop) >= 0:
            raise _NotClean  # '#': a value of another game
        if self.start < 0:
            self.start = text.find("[", start, stop)
        tags = self.tags
        if len(pairs) > 3:  # the tags at once, unless a note is among them
            run = dict(pairs)
            if "Note" not in run:
                if len(run) < len(pairs) or not tags.keys().isdisjoint(run):
                    raise _NotClean  # a tag given twice
                if not run.keys() <= KNOWN_TAGS:
                    raise _NotClean
                tags.update(run)
                return pairs[-1][0], pairs[-1][0]
        for name, value in pairs:  # a note belongs to the section it is in
            if name == "Note":
                self._note(section, value)
            elif name in tags or name not in KNOWN_TAGS:
                raise _NotClean
            else:
                tags[name] = value
                section = name
        return section, pairs[-1][0]

    def offset(self, name: str) -> int:
        """Where the game's tag ``name`` starts (its ``[``)."""
        text, start, end = self.span
        line = _tag_at(name).search(text, start, end)
        assert line is not None  # a tag line of the game
        return line.start(1)

    def _rows(self, text: str, name: str, start: int, end: int) -> int:
        """Take the rows of table section ``name``, from ``start`` up to the next tag
        line (or ``end``), at once; where to read on from."""
        after = _ROWS_END.search(text, start - 1, end)
        if after is not None and text[after.end() - 1] != "[":
            raise _NotClean  # a semi-empty line
        stop = after.start() if after is not None else end
        if stop < start:
            return start  # no rows
        if any(text.find(c, start, stop) >= 0 for c in _NOT_ROW):
            raise _NotClean
        first = text.find("\n", start, stop)
        line = text[start : first if first >= 0 else stop]
        self.rows[name] = (start + len(line) - len(line.lstrip(_SPACE)), text[start:stop])
        return stop + 1

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

    def section_seat(self, name: str) -> int | None:
        """The seat of ``[Auction]`` or ``[Play]`` as the reader reads it: the value as
        written (a seat with a non-ASCII space around it is no seat: PBN006); ``None``
        when it is not known."""
        text = self.tags[name]
        seat = parse_seat(text)
        if seat is None:
            if text.strip() not in _UNKNOWN:
                raise _NotClean
            return None
        return int(seat)

    def _before(self, before: Before | None, inherit: bool) -> tuple[Before, bool]:
        """The reader's handling of a game that omits the board's tags the game before has
        (``PBN033`` once per run, or the tags taken from it with ``inherit``): the memory
        for the next game, and whether this one needed the memory."""
        tags = self.tags
        depends = any(t in tags for t in PLAYED_TAGS) and "Deal" not in tags
        depends = depends and "Board" not in tags
        if not depends:
            return Before(tags, False), False
        if before is None:
            raise _NotClean
        previous = before.previous
        missing: tuple[str, ...] = ()
        if previous:
            missing = tuple(
                t for t in BOARD_TAGS if t not in tags and previous.get(t, "").strip("? ")
            )
        if "Deal" not in missing or "Board" not in missing or previous is None:
            return Before(tags, False), True
        if inherit:
            for name in missing:
                tags[name] = previous[name]
        else:
            self.omitted = missing
            if not before.in_run:
                self.issues.append(("PBN033", self.start, omitted_message(missing)))
        return Before(previous, True), True

    def screen(self, before: Before | None, inherit: bool) -> Screened | None:
        if not self.tags:
            return None
        after, depends = self._before(before, inherit)
        deal = self.value("Deal")
        hands = _hands(deal) if deal is not None else None
        if hands is None and (deal is not None or ("Deal" not in self.omitted and not self.rows)):
            return None  # no deal: a game of tables only (REC002 unless so), else PBN033's
        dealer = self.seat("Dealer")
        declarer_tag = self.seat("Declarer")
        vulnerable = self.value("Vulnerable")
        vul = _vulnerability(vulnerable) if vulnerable is not None else None
        result = self.value("Result")
        tricks_stated = small_int(result, 2) if result is not None else None
        if result is not None and (tricks_stated is None or tricks_stated > 13):
            return None
        contract_value = self.value("Contract")
        contract = None
        if contract_value is not None:
            parsed = parse_contract(contract_value)
            if parsed is None:
                return None
            contract = parsed.text
        first = self.section_seat("Auction") if "Auction" in self.tags else None
        first = dealer if first is None else first
        if self.auction and "Auction" in self.tags:
            if first is None:
                raise _NotClean
            if dealer is None:
                if "Dealer" not in self.omitted:
                    return None  # PBN022: the dealer taken from the auction
                dealer = first
            elif first != dealer:
                return None
        calls = self._calls(first)
        reached = contract not in (None, "Pass")  # a contract the board was played in
        if calls:
            assert dealer is not None
            outcome = auction_outcome(calls, dealer)
            if outcome is None:
                return None
            level, strain, risk, declarer, passed_out = outcome
            reached = not passed_out
            if passed_out:
                if "Play" in self.tags or contract not in (None, "Pass"):
                    return None
            else:
                written = contract_text(level, strain, risk)
                if contract is not None and (written != contract or declarer_tag != declarer):
                    calls, contract = self._reconcile(calls, contract, declarer_tag)
                    outcome = auction_outcome(calls, dealer)
                    if outcome is None or outcome[4]:
                        return None
                    level, strain, risk, declarer, _ = outcome
                    if contract_text(level, strain, risk) != contract:
                        return None
                # a [Contract] without [Declarer] is a mismatch for the reader (PBN029)
                if declarer_tag != declarer and (declarer_tag is not None or contract):
                    return None
                if "Play" in self.tags:
                    trump = None if strain == 4 else strain
                    # the claim check (REC007) takes the trump from [Contract]
                    check_claim = contract is not None or declarer_tag is None
                    tricks = self._play(hands, declarer, trump, tricks_stated, check_claim)
                    if tricks is None or (tricks < 0 and not self.ended):
                        return None  # tricks < 0: the play stops short, no claim (REC012)
                    stated = tricks_stated if tricks_stated is not None else tricks
                    wrong = 0 <= tricks != stated
                    if wrong and not self._wrong_result(tricks, stated, contract, declarer_tag):
                        return None
        elif "Play" in self.tags:
            return None
        score = self.tags.get("Score")
        score = score.strip() or None if score is not None else None
        if tricks_stated is None and score is None:
            # REC012: a contract with no result (a short play is caught in _play)
            if reached and "Play" not in self.tags:
                return None
            # REC013: nothing played at all (a game of tables only is checked by them)
            if not calls and contract is None and declarer_tag is None and not self.rows:
                return None
        if hands is None and "Deal" not in self.omitted:  # REC002 unless nothing is played
            unplayed = tricks_stated is None and score is None and not calls
            if not unplayed or contract is not None or declarer_tag is not None:
                return None
        seat = Seat(declarer_tag) if declarer_tag is not None else None
        if score_mismatch(score, contract, seat, tricks_stated, vul) is not None:
            return None
        if not self._notes_resolve():
            return None
        self.issues.sort(key=lambda issue: issue[1])
        tables = Tables(self.rows, self.tags, vul, self.start) if self.rows else None
        return Screened(self.issues, self.checks, self.value("Board"), after, depends, tables)

    def _wrong_result(
        self, tricks: int, result: int, contract: str | None, declarer: int | None
    ) -> bool:
        """A ``[Result]`` the play contradicts, reported as the full review reports it:
        after 13 tricks the reader's ``PBN028`` (the review then adds nothing); after a
        play ended by ``*`` short of 13 tricks, a claim of the result that is impossible
        (``REC005`` with the tricks the claim can give, ``REC007``). ``False`` for any
        other case (left to the full review)."""
        if declarer is None:
            return False
        if self.complete == 13:
            message = f"[Result] says {result} tricks, declarer won {self.won} in the play"
            self.issues.append(("PBN028", self.offset("Result"), message))
            return True
        if contract is None or self.star < 0:
            return False
        message = f"the play gives declarer {tricks} tricks, the Result tag says {result}"
        self.checks.append(("REC005", self.start, message, None))
        remaining = 13 - self.complete
        message = (
            f"claim of {result} tricks in all is impossible after {self.complete} tricks "
            f"({self.won} won by declarer's side, {remaining} to play)"
        )
        self.checks.append(("REC007", self.star, message, f"claim after card {self.cards}"))
        return True

    def _reconcile(
        self, calls: list[tuple[int, str]], contract: str, declarer: int | None
    ) -> tuple[list[tuple[int, str]], str]:
        """The auction and contract as the reader reconciles them with the tags (one
        ``PBN031``); else the reader's ``PBN029``, which the screen leaves to it."""
        found = explain(calls, contract, declarer) if declarer is not None else None
        if found is None:
            raise _NotClean
        assert declarer is not None
        passes, reached, doubled = found
        message = Reconciled([], passes, reached, Seat(declarer), doubled).message
        self.issues.append(("PBN031", self.offset("Auction"), message))
        first = calls[0][0]
        opening = [((first + k) % 4, "P") for k in range(passes)]
        return opening + [((s + passes) % 4, t) for s, t in calls], reached

    def _calls(self, first: int | None) -> list[tuple[int, str]]:
        """The auction's ``(seat, call)`` pairs, from seat ``first``."""
        calls: list[tuple[int, str]] = []
        if "Auction" not in self.tags:
            return calls
        if first is None:
            if self.auction:
                raise _NotClean
            return calls
        slot = first
        passes = 0
        opened = ended = False
        noted = suffixed = -1  # the last call with a note reference / a suffix
        for _, line in self.auction:
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
        slots: list[int] = []  # card numbers in seat columns, -1 for '-'
        starts: list[tuple[int, int, str]] = []  # (first slot, offset, text) of each line
        noted = suffixed = -1
        for at, line in self.play:
            if self.ended:
                return None  # anything after '*' (PBN017, or a note skipped)
            starts.append((len(slots), at, line))
            words = line.split()
            if all(map(_SLOTS.__contains__, words)):  # cards and '-' only
                slots += map(_SLOTS.__getitem__, words)
                continue
            for token in _DATA.findall(line):
                if self.ended:
                    return None
                head = token[0]
                if head == "=" and len(token) > 2:
                    if not slots or slots[-1] < 0 or noted == len(slots) - 1:
                        return None
                    noted = len(slots) - 1
                    self.refs.append(_note_number(token))
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
        if len(slots) > 52:
            return None
        holder = _holders(hands) if hands is not None else None
        columns = _SEATS[seat]
        # each seat's cards not yet played (no deal: the cards played, none twice)
        held = [set(h) for h in hands] if hands is not None else None
        seen: set[int] = set()
        moved: list[int] = []  # tricks whose row is read from another seat
        moved_at = 0
        leader = seat
        complete = cards = won = 0
        for t in range(0, len(slots), 4):
            row = slots[t : t + 4]
            if holder is not None and len(row) == 4 and _misplaced(row, columns, holder):
                d = _shift(row, seat, holder)
                if d is None:
                    return None
                if not moved:
                    moved_at = _slot_offset(starts, t)
                moved.append(t // 4 + 1)
                row = [row[(j - d) % 4] for j in range(4)]
            row += _GAPS[len(row) :]
            k = (leader - seat) % 4
            order = row[k:] + row[:k]  # the trick in play order, from the leader's card
            played = 0
            led = SUIT_CARDS[order[0] // 13]  # the suit led (unused when nothing is)
            for card in order:
                if card < 0:
                    break
                if held is None:
                    if card in seen:
                        return None
                    seen.add(card)
                else:
                    hand = held[(leader + played) % 4]
                    if card not in hand:
                        return None  # not the player's, or played before
                    if card not in led and not hand.isdisjoint(led):
                        return None  # a card of the suit led was held
                    hand.discard(card)
                played += 1
            cards += played
            if played == 4:
                leader = _winner(leader, order, trump)
                complete += 1
                won += leader % 2 == declarer % 2
            elif max(order[played:]) >= 0 or any(s >= 0 for s in slots[t + 4 :]):
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

    def _notes_resolve(self) -> bool:
        """Every ``=n=`` has its ``[Note]`` (in its own section, else the other one)."""
        both = self.notes["Auction"] | self.notes["Play"]
        return all(number in both for number in self.refs)


@functools.lru_cache(maxsize=8)
def _tag_at(name: str) -> re.Pattern[str]:
    """The line of tag ``name`` (its ``[`` the first group)."""
    return re.compile(rf'^[ \t\r\v\f]*(\[){name} "', re.MULTILINE)


def _slot_offset(starts: list[tuple[int, int, str]], slot: int) -> int:
    """The offset of the ``slot``-th card (or ``-``) of the play section, from the first
    slot, offset and text of each of its lines."""
    for first, at, line in reversed(starts):
        if first > slot:
            continue
        k = first
        for m in _DATA.finditer(line):
            if m.group() in _SLOTS:
                if k == slot:
                    return at + m.start()
                k += 1
    raise _NotClean  # pragma: no cover - every slot is on some line


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


def _note_number(token: str) -> int:
    number = small_int(token[1:-1])
    if number is None:
        raise _NotClean
    return number


def _winner(leader: int, trick: list[int], trump: int | None) -> int:
    """The seat that wins a complete ``trick`` (cards in play order from ``leader``'s)."""
    top, best = trick[0], 0
    for i in (1, 2, 3):
        card = trick[i]
        if card // 13 == top // 13:
            if card > top:
                top, best = card, i
        elif card // 13 == trump:
            top, best = card, i
    return (leader + best) % 4


_HOLDING = r"[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*\.[2-9TJQKA]*"
_PLAIN_DEAL = re.compile(rf"[NESW]:{_HOLDING} {_HOLDING} {_HOLDING} {_HOLDING}")
_RANK_NUMBER = {r: i for i, r in enumerate("23456789TJQKA")}


@functools.lru_cache(maxsize=256)
def _hands(text: str) -> tuple[frozenset[int], ...] | None:
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
    """:func:`_hands` of a deal in upper-case letters, one space between hands (what
    :meth:`Deal.from_pbn` reads as the same cards)."""
    first = "NESW".index(text[0])
    hands: list[frozenset[int]] = [frozenset()] * 4
    for k, hand in enumerate(text[2:].split(" ")):
        cards = frozenset(
            suit * 13 + _RANK_NUMBER[r]
            for suit, holding in zip((3, 2, 1, 0), hand.split("."), strict=True)
            for r in holding
        )
        if len(cards) != 13 or len(hand) != 16:  # 13 cards, none twice, and 3 dots
            return None
        hands[(first + k) % 4] = cards
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
