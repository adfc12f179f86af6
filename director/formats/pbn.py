"""Reading PBN 2.1 files (Portable Bridge Notation): lenient, with positions.

:func:`read_pbn` returns one :class:`PbnRecord` (a :class:`HandRecord`) per game. Every
problem becomes a :class:`~director.formats.record.ParseIssue` on the record of the game
it is in, with a ``PBN0nn`` code from :mod:`director.formats.pbn_issues`; the reader
always goes on. Problems outside any game (text in a block with no tag) go to the next
game, or to the last one at the end of the file; a file with issues but no game gives a
single record with no tags that holds them. With ``strict=True`` the first issue of
severity ``error`` is raised as :class:`~director.formats.record.ReadError`.

What is read (the standard's sections in brackets):

- tags ``[Name "value"]`` anywhere on a line, several on a line or one over several
  lines (3.3); a tag given twice keeps its first value; ``#`` takes the tag's value in
  the nearest earlier game that has it, ``##text`` gives ``text`` to this game and to
  every later game that lacks the tag (4.8);
- games end at a semi-empty line (3), or at a second ``[Event]`` (with a warning);
- comments ``;`` and ``{...}`` and ``%`` lines go to ``commentary`` (2.4, 3.8);
- the auction and play sections (3.5, 3.6, 3.9): see :mod:`~director.formats.pbn_auction`
  and :mod:`~director.formats.pbn_play`; ``[Note]`` tags belong to the section they are
  in and to their game only;
- any other tag followed by data is a supplemental section (5): its text is kept in
  :attr:`PbnRecord.sections`.

A play that stops short of 13 tricks (with ``*`` or, as BBO writes it, with no marker)
while ``[Result]`` is given is read as a claim of that result; ``+`` (a play to be
continued) makes ``[Result]`` a partial result instead.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path

from director.errors import DirectorError
from director.formats.pbn_auction import CallDraft, auction_contract, read_auction
from director.formats.pbn_issues import PBN_CODES
from director.formats.pbn_lexer import Lines, Token, tokens, unescape
from director.formats.pbn_play import PlaySection, holders, read_play
from director.formats.pbn_report import Reporter
from director.formats.pbn_values import (
    IDENTIFICATION_TAGS,
    KNOWN_TAGS,
    NO_INHERITANCE,
    parse_contract,
    parse_result,
    parse_seat,
)
from director.formats.record import (
    Claim,
    HandRecord,
    ParseIssue,
    ReadError,
    RecordedCall,
)
from director.formats.text import read_text
from director.model.board import Vulnerability
from director.model.card import Suit
from director.model.deal import Deal
from director.model.seat import Seat

__all__ = ["PBN_CODES", "PbnRecord", "read_pbn", "read_pbn_file"]

_SECTION_KINDS = frozenset(
    ("word", "dash", "note", "nag", "suffix", "mark", "irr", "other", "string")
)
_PLAYER_TAGS = {"North": Seat.NORTH, "East": Seat.EAST, "South": Seat.SOUTH, "West": Seat.WEST}
_NOTE = re.compile(r"\s*([0-9]+)\s*:(.*)", re.DOTALL)
_LOOSE_NAME = re.compile(r"[ \t\r\n\v\f]*([A-Za-z0-9_]+)[ \t\r\n\v\f]*(.*)", re.DOTALL)
_UNKNOWN = ("", "?")


@dataclasses.dataclass
class PbnRecord(HandRecord):
    """A :class:`HandRecord` with what only PBN holds."""

    play_notes: dict[int, str] = dataclasses.field(default_factory=dict)
    card_notes: dict[int, int] = dataclasses.field(default_factory=dict)  # play index -> note
    card_annotations: dict[int, str] = dataclasses.field(default_factory=dict)  # '! $14'
    sections: dict[str, str] = dataclasses.field(default_factory=dict)  # table data by tag


def read_pbn_file(path: Path, strict: bool = False) -> list[HandRecord]:
    """Read a PBN file (UTF-8, else cp1252/Latin-1; BOM and CRLF accepted).

    :raises UnreadableFileError: when the file cannot be read.
    :raises ReadError: in strict mode, at the first error.
    """
    text, _ = read_text(path)
    return read_pbn(text, str(path), strict)


def read_pbn(text: str, source: str = "<pbn>", strict: bool = False) -> list[HandRecord]:
    """Read the games of a PBN text, one record each, in file order."""
    return _Reader(text, source, strict).run()


class _Game:
    __slots__ = (
        "auction", "commentary", "data", "issues", "junk", "notes", "play", "section",
        "start", "tag_offsets", "tags",
    )  # fmt: skip

    def __init__(self) -> None:
        self.tags: dict[str, str] = {}
        self.tag_offsets: dict[str, int] = {}
        self.notes: list[tuple[str, int, str, int]] = []  # (section, number, text, offset)
        self.auction: list[Token] = []
        self.play: list[Token] = []
        self.data: dict[str, list[int]] = {}  # section name -> [start, end]
        self.section: str | None = None
        self.junk = False  # unexpected text already reported in this stretch
        self.start: int | None = None  # offset of the first tag
        self.commentary: list[str] = []
        self.issues: list[ParseIssue] = []


class _Reader:
    def __init__(self, text: str, source: str, strict: bool) -> None:
        self.text = text
        self.strict = strict
        self.rep = Reporter(source, Lines(text))
        self.records: list[HandRecord] = []
        self.last_values: dict[str, str] = {}  # '#': the nearest earlier game's value
        self.defaults: dict[str, str] = {}  # '##': for every later game lacking the tag
        self.game = _Game()
        self.rep.issues = self.game.issues

    def run(self) -> list[HandRecord]:
        for tok in tokens(self.text):
            kind = tok[0]
            game = self.game
            if kind in _SECTION_KINDS:
                section = game.section
                if section == "Auction":
                    game.auction.append(tok)
                elif section == "Play":
                    game.play.append(tok)
                elif section is not None and section not in IDENTIFICATION_TAGS:
                    span = game.data.setdefault(section, [tok[1], 0])
                    span[1] = tok[1] + len(tok[2])
                elif not game.junk:
                    where = f"after [{section}]" if section else "outside any section"
                    self.rep.report("PBN012", tok[1], f"unexpected {tok[2]!r} {where}")
                    game.junk = True
            elif kind == "tag":
                self._tag(tok[2], tok[3], tok[1])
            elif kind == "blank":
                self._end_game()
            elif kind in ("esc", "semi", "brace"):
                game.commentary.append(tok[3])
            elif kind == "brace_open":
                self.rep.report("PBN011", tok[1], "'{' comment never closed")
                game.commentary.append(tok[3])
            elif kind == "badtag":
                self._bad_tag(tok[2], tok[1])
            else:  # stray ']' or '}'
                self.rep.report("PBN012", tok[1], f"stray {tok[2]!r}")
        self._end_game(final=True)
        return self.records

    # -- tags ----------------------------------------------------------------------------

    def _bad_tag(self, text: str, offset: int) -> None:
        body = text[1:]
        closed = body.endswith("]")
        if closed:
            body = body[:-1]
        m = _LOOSE_NAME.fullmatch(body)
        if m is None:
            self.rep.report("PBN001", offset, f"tag without a name: {text!r}")
            return
        name, rest = m.group(1), m.group(2).strip()
        if rest.startswith('"') and len(rest) > 1 and rest.endswith('"'):
            value, problem = rest[1:-1], "no closing ']'" if not closed else "unescaped quote"
        elif rest.startswith('"'):
            value, problem = rest[1:], "no closing quote"
        else:
            value, problem = rest, "value not in quotes"
        self.rep.report("PBN001", offset, f"malformed tag [{name}]: {problem}")
        self._tag(name, unescape(value), offset)

    def _tag(self, name: str, value: str, offset: int) -> None:
        game = self.game
        if name == "Event" and "Event" in game.tags:
            self._end_game()
            game = self.game
            self.rep.report("PBN020", offset, "a second [Event] starts a new game")
        game.junk = False
        if game.start is None:
            game.start = offset
        if name == "Note":
            if value.startswith("#"):
                self.rep.report("PBN021", offset, "[Note] may not use '#'")
            self._note(value, offset)
            return
        if name in game.tags:
            self.rep.report("PBN008", offset, f"[{name}] given twice: the second is ignored")
            game.section = None
            return
        if name not in KNOWN_TAGS:
            self.rep.report("PBN007", offset, f"unknown tag [{name}]")
        game.tags[name] = value
        game.tag_offsets[name] = offset
        game.section = name

    def _note(self, value: str, offset: int) -> None:
        game = self.game
        section = game.section if game.section in ("Auction", "Play") else "Auction"
        if game.section not in ("Auction", "Play"):
            self.rep.report("PBN027", offset, "[Note] outside the auction and play sections")
        m = _NOTE.fullmatch(value)
        if m is None:
            self.rep.report("PBN010", offset, f"note {value!r} is not 'number:text'")
            return
        number = int(m.group(1))
        if any(s == section and n == number for s, n, _, _ in game.notes):
            self.rep.report("PBN008", offset, f"note {number} given twice: the second is ignored")
            return
        game.notes.append((section, number, m.group(2).strip(), offset))

    def _inherit(self, game: _Game) -> None:
        for name, value in list(game.tags.items()):
            if not value.startswith("#"):
                continue
            if name in NO_INHERITANCE:
                self.rep.report("PBN021", game.tag_offsets[name], f"[{name}] may not use '#'")
            if value.startswith("##"):
                game.tags[name] = self.defaults[name] = value[2:]
            elif value == "#":
                game.tags[name] = self.last_values.get(name, "")
        for name, value in game.tags.items():
            if name in self.defaults:  # a later value replaces the '##' one from here on
                self.defaults[name] = value
        for name, value in self.defaults.items():
            if name not in game.tags:
                game.tags[name] = value
                game.tag_offsets[name] = game.start or 0
        self.last_values.update(game.tags)

    # -- games ---------------------------------------------------------------------------

    def _end_game(self, final: bool = False) -> None:
        game = self.game
        if game.tags or game.notes:
            record = _Builder(self, game, len(self.records) + 1).build()
            self.records.append(record)
            if self.strict:
                first = next((i for i in record.issues if i.severity == "error"), None)
                if first is not None:
                    raise ReadError(first)
            self.game = _Game()
        elif final and (game.issues or game.commentary) and self.records:
            last = self.records[-1]
            last.commentary.extend(game.commentary)
            last.issues.extend(self._stamped(game.issues, last.board))
            self._raise_first(game.issues)
        elif final and game.issues:
            record = PbnRecord(self.rep.source, 1, game.issues[0].position)
            record.commentary = game.commentary
            record.issues = sorted(game.issues, key=_order)
            self.records.append(record)
            self._raise_first(record.issues)
        else:
            self.game = _Game()
            self.game.commentary = game.commentary
            self.game.issues = game.issues
        self.rep.issues = self.game.issues

    def _raise_first(self, issues: list[ParseIssue]) -> None:
        if self.strict:
            first = next((i for i in sorted(issues, key=_order) if i.severity == "error"), None)
            if first is not None:
                raise ReadError(first)

    @staticmethod
    def _stamped(issues: list[ParseIssue], board: str | None) -> list[ParseIssue]:
        return [dataclasses.replace(i, board=board) for i in sorted(issues, key=_order)]


@functools.lru_cache(maxsize=64)
def _deal(text: str) -> tuple[Deal, list[Seat | None]]:
    """A deal and who holds each card (a tournament file repeats each deal per table)."""
    deal = Deal.from_pbn(text)
    return deal, holders(deal)


def _order(issue: ParseIssue) -> tuple[int, int]:
    return issue.position.line, issue.position.column


class _Builder:
    """Turns one game's tags and section tokens into a :class:`PbnRecord`."""

    def __init__(self, reader: _Reader, game: _Game, index: int) -> None:
        self.reader = reader
        self.rep = reader.rep
        self.game = game
        reader._inherit(game)
        start = game.start if game.start is not None else game.notes[0][3]
        self.record = PbnRecord(self.rep.source, index, self.rep.position(start))
        self.tags = game.tags
        self.held: list[Seat | None] | None = None

    def _value(self, name: str) -> str | None:
        value = self.tags.get(name)
        if value is None:
            return None
        value = value.strip()
        return None if value in _UNKNOWN else value

    def _bad(self, name: str, message: str) -> None:
        self.rep.report("PBN006", self.game.tag_offsets.get(name, 0), message)

    def build(self) -> PbnRecord:
        record, game = self.record, self.game
        record.tags = dict(self.tags)
        record.commentary = game.commentary
        self._identification()
        contract = self._contract()
        calls = self._auction(contract)
        trump, trump_known = self._trump(contract, calls)
        play = self._play(trump, trump_known)
        self._notes(calls, play)
        for name, (start, end) in game.data.items():
            lines = self.reader.text[start:end].split("\n")
            record.sections[name] = "\n".join(line.strip() for line in lines)
        record.issues = self.reader._stamped(game.issues, record.board)
        return record

    def _identification(self) -> None:
        record = self.record
        board = self._value("Board")
        record.board = board
        if board is not None and board.isdigit() and int(board) >= 1:
            record.board_number = int(board)
        dealer = self._value("Dealer")
        if dealer is not None:
            record.dealer = parse_seat(dealer)
            if record.dealer is None:
                self._bad("Dealer", f"dealer {dealer!r} is not N, E, S or W")
        vulnerable = self._value("Vulnerable")
        if vulnerable is not None:
            try:
                record.vulnerable = Vulnerability.parse(vulnerable)
            except DirectorError:
                self._bad("Vulnerable", f"vulnerability {vulnerable!r} is not None/NS/EW/All")
        deal = self._value("Deal")
        if deal is not None:
            try:
                record.deal, self.held = _deal(deal)
            except DirectorError as e:
                self.rep.report("PBN005", self.game.tag_offsets["Deal"], str(e))
        for tag, seat in _PLAYER_TAGS.items():
            name = self._value(tag)
            if name is not None:
                record.players[seat] = name
        room = self._value("Room")
        if room is not None:
            record.room = {"open": "o", "closed": "c"}.get(room.lower(), room)
        declarer = self._value("Declarer")
        if declarer is not None:
            record.irregular_declarer = declarer.startswith("^")
            record.declarer = parse_seat(declarer.lstrip("^"))
            if record.declarer is None:
                self._bad("Declarer", f"declarer {declarer!r} is not N, E, S or W")
        result = self._value("Result")
        if result is not None:
            tricks, irregular, valid = parse_result(result, record.declarer)
            record.result, record.irregular_result = tricks, irregular
            if not valid:
                self._bad("Result", f"result {result!r} is not a number of tricks (0-13)")
        score = self.tags.get("Score")
        record.score = score.strip() if score is not None and score.strip() else None

    def _contract(self) -> str | None:
        text = self._value("Contract")
        if text is None:
            return None
        contract = parse_contract(text)
        if contract is None:
            self._bad("Contract", f"contract {text!r} is not e.g. 4HX, 3NT or Pass")
            return None
        self.record.contract = contract.text
        return contract.text

    def _auction(self, contract: str | None) -> list[CallDraft]:
        record, game = self.record, self.game
        if "Auction" not in self.tags:
            return []
        text = self.tags["Auction"]
        seat = parse_seat(text)
        offset = game.tag_offsets["Auction"]
        if seat is None:
            if text.strip() not in _UNKNOWN:
                self._bad("Auction", f"auction seat {text!r} is not N, E, S or W")
            seat = record.dealer
        if seat is None:
            if game.auction:
                self.rep.report("PBN018", offset, "the auction has no seat: calls are ignored")
            return []
        section = read_auction(game.auction, seat, self.rep)
        calls = section.calls
        record.auction_ended = section.ended
        if calls and record.dealer is None:
            record.dealer = section.first_seat
            self.rep.report("PBN022", offset, f"no [Dealer]: {section.first_seat.letter} deals")
        elif calls and section.first_seat is not record.dealer:
            assert record.dealer is not None
            first = section.first_seat.name.lower()
            self.rep.report(
                "PBN030",
                offset,
                f"the auction starts with {first}, the dealer is {record.dealer.name.lower()}",
            )
        outcome = auction_contract([(c.seat, c.text) for c in calls])
        if outcome is not None and contract is not None:
            auction_text, declarer = outcome
            same_declarer = record.irregular_declarer or declarer == record.declarer
            if auction_text != contract or (declarer is not None and not same_declarer):
                by = f" by {declarer.letter}" if declarer else ""
                self.rep.report(
                    "PBN029",
                    game.tag_offsets["Contract"],
                    f"the auction ends in {auction_text}{by}, [Contract] says {contract}",
                )
        return calls

    def _trump(self, contract: str | None, calls: list[CallDraft]) -> tuple[Suit | None, bool]:
        parsed = parse_contract(contract) if contract is not None else None
        if parsed is None or parsed.strain is None:
            outcome = auction_contract([(c.seat, c.text) for c in calls])
            parsed = parse_contract(outcome[0]) if outcome is not None else None
        if parsed is None or parsed.strain is None:
            return None, False
        return parsed.trump, True

    def _play(self, trump: Suit | None, trump_known: bool) -> PlaySection | None:
        record, game = self.record, self.game
        if "Play" not in self.tags:
            return None
        offset = game.tag_offsets["Play"]
        seat = parse_seat(self.tags["Play"])
        if seat is None:
            if self.tags["Play"].strip() not in _UNKNOWN:
                self._bad("Play", f"play seat {self.tags['Play']!r} is not N, E, S or W")
            seat = record.declarer.lho if record.declarer is not None else None
        if seat is None:
            if game.play:
                self.rep.report("PBN018", offset, "the play has no seat: cards are ignored")
            return None
        play = read_play(game.play, seat, trump, trump_known, self.held, self.rep)
        declarer = record.declarer
        if (
            declarer is not None
            and play.first_leader is not None
            and not play.lead_marked
            and play.first_leader is not declarer.lho
        ):
            self.rep.report(
                "PBN023", offset, f"{play.first_leader.name.lower()} leads; declarer's "
                f"left-hand opponent is {declarer.lho.name.lower()}"
            )  # fmt: skip
        if play.complete_tricks < 13 and not play.continued and record.result is not None:
            where = play.stopped if play.stopped is not None else play.last_offset
            position = self.rep.position(where if where is not None else offset)
            record.claim = Claim(record.result, len(play.cards), position)
        if (
            play.complete_tricks == 13
            and declarer is not None
            and record.result is not None
            and not record.irregular_result
        ):
            won = sum(1 for w in play.winners if w % 2 == declarer % 2)
            if won != record.result:
                self.rep.report(
                    "PBN028",
                    game.tag_offsets.get("Result", offset),
                    f"[Result] says {record.result} tricks, declarer won {won} in the play",
                )
        return play

    def _notes(self, calls: list[CallDraft], play: PlaySection | None) -> None:
        record = self.record
        auction_notes = {n: t for s, n, t, _ in self.game.notes if s == "Auction"}
        play_notes = {n: t for s, n, t, _ in self.game.notes if s == "Play"}
        record.notes, record.play_notes = auction_notes, play_notes
        for call in calls:
            note = self._resolve(call.note, call.note_offset, auction_notes, play_notes)
            record.calls.append(
                RecordedCall(
                    call.seat,
                    call.text,
                    self.rep.position(call.offset),
                    call.note is not None,
                    note,
                    " ".join(call.annotations) or None,
                    call.irregular,
                )
            )
        if play is None:
            return
        record.plays = play.cards
        for i, (number, offset) in play.notes.items():
            self._resolve(number, offset, play_notes, auction_notes)
            record.card_notes[i] = number
        record.card_annotations = play.annotations

    def _resolve(
        self, number: int | None, offset: int, notes: dict[int, str], others: dict[int, str]
    ) -> str | None:
        if number is None:
            return None
        text = notes.get(number, others.get(number))
        if text is None:
            self.rep.report("PBN009", offset, f'no [Note "{number}:..."] in this game')
        return text or None
