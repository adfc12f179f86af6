"""One PBN game, as collected by the reader, made into a :class:`PbnRecord`: the
identification tags, the auction and play sections, notes, claim and consistency checks."""

from __future__ import annotations

import dataclasses
import functools
import re

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn_auction import CallDraft, auction_contract, read_auction
from director.formats.pbn_lexer import Token
from director.formats.pbn_play import PlaySection, holders, read_play
from director.formats.pbn_reconcile import reconcile
from director.formats.pbn_report import Reporter
from director.formats.pbn_values import Contract, parse_contract, parse_result, parse_seat
from director.formats.record import Claim, HandRecord, ParseIssue, RecordedCall
from director.model.board import Vulnerability
from director.model.card import Suit
from director.model.deal import Deal
from director.model.seat import Seat

__all__ = ["Game", "PbnRecord", "build_record", "issue_order", "stamped"]

_PLAYER_TAGS = {"North": Seat.NORTH, "East": Seat.EAST, "South": Seat.SOUTH, "West": Seat.WEST}
UNKNOWN = ("", "?")
_REDOUBLED = re.compile(r"\s*([1-7]\s*(?:NT|N|C|D|H|S))\s*R\s*", re.IGNORECASE | re.ASCII)


@dataclasses.dataclass
class PbnRecord(HandRecord):
    """A :class:`HandRecord` with what only PBN holds."""

    play_notes: dict[int, str] = dataclasses.field(default_factory=dict)
    card_notes: dict[int, int] = dataclasses.field(default_factory=dict)  # play index -> note
    card_annotations: dict[int, str] = dataclasses.field(default_factory=dict)  # '! $14'
    sections: dict[str, str] = dataclasses.field(default_factory=dict)  # table data by tag
    omitted: tuple[str, ...] = ()  # board tags left out after a game with them (PBN033)
    play_gap: int | None = None  # index in plays of the first card after an unknown one
    play_ended: bool = False  # the play section ends with '*' (unfinished, as recorded)
    section_lines: dict[str, int] = dataclasses.field(default_factory=dict)  # first data line


class Game:
    """What the reader collects of one game before it becomes a record."""

    __slots__ = (
        "auction", "commentary", "data", "issues", "junk", "notes", "omitted", "play",
        "section", "start", "tag_offsets", "tags",
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
        self.omitted: tuple[str, ...] = ()  # board tags left out after a game with them


def build_record(text: str, rep: Reporter, game: Game, index: int) -> PbnRecord:
    """The record of ``game`` (its tags already inherited), the ``index``-th of the file."""
    return _Builder(text, rep, game, index).build()


def stamped(issues: list[ParseIssue], board: str | None) -> list[ParseIssue]:
    """The issues in file order, each naming the board."""
    return [dataclasses.replace(i, board=board) for i in sorted(issues, key=issue_order)]


def issue_order(issue: ParseIssue) -> tuple[int, int]:
    return issue.position.line, issue.position.column


@functools.lru_cache(maxsize=64)
def _deal(text: str) -> tuple[Deal, list[Seat | None]]:
    """A deal and who holds each card (a tournament file repeats each deal per table)."""
    deal = Deal.from_pbn(text)
    return deal, holders(deal)


class _Builder:
    """Turns one game's tags and section tokens into a :class:`PbnRecord`."""

    def __init__(self, text: str, rep: Reporter, game: Game, index: int) -> None:
        self.text = text
        self.rep = rep
        self.game = game
        start = game.start if game.start is not None else game.notes[0][3]
        self.record = PbnRecord(self.rep.source, index, self.rep.position(start))
        self.tags = game.tags
        self.held: list[Seat | None] | None = None
        self.redoubled: Contract | None = None  # a '3NR' contract read as redoubled

    def _value(self, name: str) -> str | None:
        value = self.tags.get(name)
        if value is None:
            return None
        value = value.strip()
        return None if value in UNKNOWN else value

    def _bad(self, name: str, message: str) -> None:
        self.rep.report("PBN006", self.game.tag_offsets.get(name, 0), message)

    def build(self) -> PbnRecord:
        record, game = self.record, self.game
        record.tags = dict(self.tags)
        record.omitted = game.omitted
        record.commentary = game.commentary
        self._identification()
        contract = self._contract()
        calls = self._auction(contract)
        trump, trump_known = self._trump(contract, calls)
        play = self._play(trump, trump_known)
        self._notes(calls, play)
        for name, (start, end) in game.data.items():
            lines = self.text[start:end].split("\n")
            record.sections[name] = "\n".join(map(str.strip, lines))
            record.section_lines[name] = self.rep.position(start).line
        record.issues = stamped(game.issues, record.board)
        return record

    def _identification(self) -> None:
        record = self.record
        board = self._value("Board")
        record.board = board
        number = small_int(board) if board is not None else None
        if number is not None and number >= 1:
            record.board_number = number
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
            m = _REDOUBLED.fullmatch(text)
            if m is not None:  # '3NR': R for redoubled, read so only if the auction agrees
                self.redoubled = parse_contract(m.group(1) + "XX")
                assert self.redoubled is not None
                xx = self.redoubled.text
                self._bad("Contract", f"contract {text!r}: PBN writes a redouble as XX; "
                          f"read as {xx} only where the auction reaches {xx}")  # fmt: skip
                return None
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
            if text.strip() not in UNKNOWN:
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
            if "Dealer" not in game.omitted:  # else said once for the run (PBN033)
                self.rep.report("PBN022", offset, f"no [Dealer]: {record.dealer.letter} deals")
        elif calls and seat is record.dealer and (padded := self._padded(calls, contract)):
            return padded
        elif calls and section.first_seat is not record.dealer:
            assert record.dealer is not None
            first = section.first_seat.name.lower()
            self.rep.report(
                "PBN030",
                offset,
                f"the auction starts with {first}, the dealer is {record.dealer.name.lower()}",
            )
        outcome = auction_contract([(c.seat, c.text) for c in calls])
        if outcome is not None and contract is None and self.redoubled is not None:
            contract = self.redoubled.text  # '3NR': kept only if the auction agrees
            same = outcome == (contract, record.declarer)
            plain = section.first_seat is record.dealer and not record.irregular_declarer
            fixed = reconcile(calls, offset, contract, record.declarer) if plain else None
            if same or fixed is not None:
                record.contract = contract
            if fixed is not None and not same:
                self.rep.report("PBN031", offset, fixed.message)
                return fixed.calls
            return calls
        if outcome is not None and contract is not None:
            auction_text, declarer = outcome
            same_declarer = record.irregular_declarer or declarer == record.declarer
            mismatch = auction_text != contract or (declarer is not None and not same_declarer)
            fixed = None
            if mismatch and not record.irregular_declarer and section.first_seat is record.dealer:
                fixed = reconcile(calls, offset, contract, record.declarer)
            if fixed is not None:
                self.rep.report("PBN031", offset, fixed.message)
                record.contract = fixed.contract
                return fixed.calls
            if mismatch:
                by = f" by {declarer.letter}" if declarer is not None else ""
                stated = f" by {record.declarer.letter}" if record.declarer is not None else ""
                self.rep.report(
                    "PBN029",
                    game.tag_offsets["Contract"],
                    f"the auction ends in {auction_text}{by}, the tags say {contract}{stated}",
                )
        return calls

    def _padded(self, calls: list[CallDraft], contract: str | None) -> list[CallDraft] | None:
        """An auction whose section starts at the dealer but whose first call is 1-3 seats
        later: the ``-`` written in those slots read as passes, when so read it reaches the
        tags' contract and declarer (a dealer must call first: a ``-`` there is not the
        placeholder PBN allows before the dealer). One ``PBN031``; ``None`` otherwise."""
        record = self.record
        dealer, declarer = record.dealer, record.declarer
        if dealer is None or declarer is None or contract is None:
            return None
        k = (calls[0].seat - dealer) % 4
        if not 1 <= k <= 3 or any(c.irregular for c in calls):
            return None
        offset = self.game.tag_offsets["Auction"]
        padded = [CallDraft(Seat((dealer + j) % 4), "P", offset) for j in range(k)] + calls
        if auction_contract([(c.seat, c.text) for c in padded]) != (contract, declarer):
            return None
        slots = "slot" if k == 1 else f"{k} slots"
        self.rep.report(
            "PBN031",
            offset,
            f"the auction writes '-' in the dealer's {slots}: read as pass{'es' if k > 1 else ''}"
            f", it reaches {contract} by {declarer.letter}, as the tags say (replayed so)",
        )
        return padded

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
            if self.tags["Play"].strip() not in UNKNOWN:
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
            note = self._resolve(call.note, call.note_offset, auction_notes, play_notes, "call")
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
        record.play_gap = play.gap
        record.play_ended = play.stopped is not None
        for i, (number, offset) in play.notes.items():
            self._resolve(number, offset, play_notes, auction_notes, "card")
            record.card_notes[i] = number
        record.card_annotations = play.annotations

    def _resolve(
        self,
        number: int | None,
        offset: int,
        notes: dict[int, str],
        others: dict[int, str],
        what: str,
    ) -> str | None:
        """The text of note ``number`` that a ``what`` (call or card) refers to, else
        PBN009 saying in words what is missing."""
        if number is None:
            return None
        text = notes.get(number, others.get(number))
        if text is None:
            self.rep.report(
                "PBN009",
                offset,
                f"this {what} refers to note {number} (={number}=), but the game has no "
                f'[Note "{number}:..."] tag to explain it',
            )
        return text or None
