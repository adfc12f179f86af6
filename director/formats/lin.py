"""Read BBO LIN files: single-board hand records (one or several boards a file) and vugraph
archives (a session of tables), into :class:`~director.formats.record.HandRecord`.

LIN is a run of ``key|value|`` pairs; line ends between pairs do not matter. The keys:

- ``md`` the deal: a dealer digit (1=S 2=W 3=N 4=E), then the South, West, North and East
  hands, comma-separated (the last may be left out: it is the remaining 13 cards). A second
  ``md`` starts a new record.
- ``qx`` a vugraph table (``o46``: open room, board 46); it always starts a new record.
- ``pn`` the players, South West North East; 8 names give the open room's four, then the
  closed room's. They hold for their record and every later one without its own ``pn``.
  A ``pn`` or ``st`` after a record's ``md`` belongs to the next record.
- ``sv`` vulnerability (``o``/``0`` none, ``n`` NS, ``e`` EW, ``b`` both); ``ah`` the board
  name (``Board 9`` gives board ``9``).
- ``mb`` a call (``p d r 1S 2N``; a trailing ``!`` alerts it); ``an`` explains the call
  before it (the call's ``note``); ``nt`` is commentary, never a note.
- ``pc`` a card. LIN names no player: the opening leader is declarer's left-hand opponent
  and each trick's winner leads the next. ``mc`` a claim: declarer's total tricks.
- ``vg`` and ``rs`` the vugraph header and results list
  (:mod:`~director.formats.lin_vugraph`); ``st rh sk mn pw bn mp`` are kept in the tags,
  ``pg`` skipped; any other key is kept in the tags with a warning (LIN002).

The contract and declarer come from the auction (declarer: the first of the last bidder's
side to name the final strain); ``result`` is the claimed tricks, or, with no claim and all
52 cards played, the tricks declarer's side won.

Every problem is a :class:`~director.formats.record.ParseIssue` with one of :data:`CODES`
and the line and column of the key (problems inside a value point into the value). An
issue found outside any record (in the vugraph header, or text before the first deal) goes
to the next record, or the last one at the end of the file; if the file holds no record
at all, a record with no deal is returned to carry it. Tags keep each key's last raw value
(``md``, ``sv``, ``ah``, ``qx``, ``pn``, ``vg``; ``rs`` holds the table's own entry), plus
PBN-named ``Event``, ``Stage``, ``Scoring``, ``HomeTeam``, ``VisitTeam``, ``Room``.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import operator
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import cast

from director.errors import DirectorError
from director.formats.lin_play import auction_outcome, claim_problem, seat_cards
from director.formats.lin_tokens import (
    Pairs,
    RawIssue,
    Token,
    parse_call_value,
    parse_card_value,
    parse_claim_value,
    parse_md,
    tokenize,
)
from director.formats.lin_vugraph import (
    ResultsList,
    VugraphHeader,
    parse_qx,
    parse_vg,
    players_for,
    pn_issue,
    rs_disagreement,
)
from director.formats.record import (
    Claim,
    HandRecord,
    ParseIssue,
    Position,
    ReadError,
    RecordedCall,
)
from director.formats.text import LineIndex, read_text
from director.model.board import Vulnerability
from director.model.call import Call
from director.model.card import Card
from director.model.seat import Seat

__all__ = [
    "CODES",
    "Stretches",
    "board_name",
    "iter_lin",
    "other_pairs",
    "read_lin",
    "read_lin_file",
]

#: Every issue code of the LIN reader, with a short title.
CODES: dict[str, str] = {
    "LIN001": "unterminated value (no closing '|')",
    "LIN002": "unknown key",
    "LIN003": "bad deal (md)",
    "LIN004": "bad call (mb)",
    "LIN005": "bad card (pc)",
    "LIN006": "card not held by the computed player",
    "LIN007": "card played twice",
    "LIN008": "malformed key",
    "LIN009": "bad or missing dealer digit (md)",
    "LIN010": "bad vulnerability (sv)",
    "LIN011": "bad claim (mc)",
    "LIN012": "claim impossible after the tricks already played",
    "LIN013": "explanation (an) with no call before it",
    "LIN014": "player list (pn) of neither 4 nor 8 names",
    "LIN015": "bad table (qx)",
    "LIN016": "bad vugraph header (vg)",
    "LIN017": "record with no deal",
    "LIN018": "calls with no dealer: seats assumed",
    "LIN019": "cards played with no contract: players taken from the deal",
    "LIN020": "cards whose players cannot be known",
    "LIN021": "results list (rs) disagrees with the table",
    "LIN022": "key after the last record ignored",
    "LIN023": "second claim replaces the first",
    "LIN024": "more than 52 cards played",
}

_HEADER_KEYS = frozenset({"vg", "rs", "pw", "bn", "mp"})
_KEPT_KEYS = frozenset({"st", "rh", "sk", "mn"})
_OPENING_KEYS = frozenset({"mb", "an", "pc", "mc"})
_IN_RUNS = frozenset({"pc", "mb", "an", "pg", "nt"})  # read a run at a time (_Reader.run)


def _are(key: str, keys: list[str]) -> Iterator[bool]:
    """Whether each of ``keys`` is ``key`` (operator.eq: three times the speed of
    ``key.__eq__``)."""
    return map(operator.eq, keys, itertools.repeat(key))


_CALL, _CALL_TEXT, _ALERT = map(operator.itemgetter, (0, 1, 2))
_SEAT = operator.attrgetter("seat")
_ROUND = {seat: tuple(seat.iter_from()) for seat in Seat}  # the seats in turn from each
# the cards as LIN writes them (``SA``, ``h9``, ``DT``), each as parse_card_value reads it
_CARDS = {
    f"{suit}{rank}": parse_card_value(f"{suit}{rank}")
    for suit in "SHDCshdc"
    for rank in "AKQJT98765432akqjt"
}
_NUMBER = re.compile(r"[0-9]{1,6}")
_BOARD = re.compile(r"(?i)\s*board\s*#?\s*(\S+)\s*")


@dataclasses.dataclass(slots=True)
class _Builder:
    """A record being read: the calls (as :func:`parse_call_value` reads them) and cards,
    with their offsets in the text, wait for the end of the record, when the dealer and
    the contract are known."""

    record: HandRecord
    calls: list[tuple[Call | None, str, bool]] = dataclasses.field(default_factory=list)
    call_offsets: list[int] = dataclasses.field(default_factory=list)
    notes: dict[int, list[str]] = dataclasses.field(default_factory=dict)  # by call
    cards: list[Card] = dataclasses.field(default_factory=list)
    card_offsets: list[int] = dataclasses.field(default_factory=list)
    claim: Claim | None = None
    has_md: bool = False
    names: list[str] | None = None
    issues: list[tuple[str, str, Position, str]] = dataclasses.field(default_factory=list)


class _Header:
    """What the header keys (``vg rs pw bn mp``) of a whole text leave: every record takes
    the last of each, wherever it is."""

    def __init__(self, tokens: Iterable[Token]) -> None:
        self.vg: VugraphHeader | None = None
        self.rs: ResultsList | None = None
        self.tags: dict[str, str] = {}
        for tok in tokens:
            self.tags[tok.key] = tok.value
            if tok.key == "vg":
                self.vg = parse_vg(tok.value, tok.value_offset)[0]
                self.tags.update(self.vg.tags())
            elif tok.key == "rs":
                self.rs = ResultsList(tuple(tok.value.split(",")), tok.value_offset)
                del self.tags["rs"]


class _Reader:
    """Reads the pairs in order. A record is completed (its calls and cards given seats,
    the header's tags added) and handed out once the next is opened; the last at the end
    (what is left after it goes to it)."""

    def __init__(self, text: str, source: str, header: _Header, lines: LineIndex | None) -> None:
        self.source = source
        self.lines = LineIndex(text) if lines is None else lines
        self.opened = 0
        self.done: list[_Builder] = []  # closed, not yet completed
        self.ready: list[HandRecord] = []  # completed, not yet handed out
        self.file_header = header
        self.current: _Builder | None = None
        self.pending: list[Token] = []
        self.pending_issues: list[tuple[str, str, Position, str]] = []
        self.start: int | None = None  # offset of the first token since the last record
        self.names: tuple[str, list[str]] | None = None  # the last pn: raw, split

    def pos(self, offset: int) -> Position:
        return Position(self.source, *self.lines.line_col(offset))

    def issue(
        self, b: _Builder | None, code: str, message: str, offset: int, severity: str = "error"
    ) -> None:
        entry = (code, message, self.pos(offset), severity)
        (b.issues if b is not None else self.pending_issues).append(entry)

    def raw(self, b: _Builder | None, issues: Iterable[RawIssue]) -> None:
        for r in issues:
            self.issue(b, r.code, r.message, r.offset, r.severity)

    # -- records -----------------------------------------------------------------------

    def open(self, tok: Token) -> _Builder:
        if self.done:  # the records before are complete
            self.ready += map(self.complete, self.done)
            self.done.clear()
        first = tok.offset if tok.key == "qx" or self.start is None else self.start
        self.opened += 1
        record = HandRecord(self.source, self.opened, self.pos(first))
        b = self.current = _Builder(record)
        if self.names is not None:
            record.tags["pn"], b.names = self.names
        b.issues.extend(self.pending_issues)
        self.pending_issues = []
        pending, self.pending = self.pending, []
        for t in pending:
            self.apply(b, *t)
        return b

    def close(self) -> None:
        if self.current is not None:
            self.done.append(self.current)
            self.current = None
            self.start = None

    # -- tokens ------------------------------------------------------------------------

    def read(self, pairs: Pairs, others: list[int], start: int, end: int) -> Iterator[HandRecord]:
        """Read pairs ``start`` to ``end``, whose pairs other than calls, cards, commentary
        and page breaks are at ``others``; yield each record as it is complete."""
        i = start
        first, last = bisect.bisect_left(others, start), bisect.bisect_left(others, end)
        for j in [*others[first:last], end]:
            while i < j and self.current is None:  # no record open: pair by pair
                self.feed(pairs.token(i))
                i += 1
            if i < j and self.current is not None:
                self.run(self.current, pairs, i, j)
            if j < end:
                self.feed(pairs.token(j))
                if self.ready:
                    ready, self.ready = self.ready, []
                    yield from ready
            i = j + 1

    def run(self, b: _Builder, pairs: Pairs, i: int, j: int) -> None:
        """Read pairs ``i`` to ``j`` of the open record, calls, their explanations, cards,
        commentary and page breaks: at once, unless a call or card cannot be read or an
        explanation has no call before it (then pair by pair)."""
        keys, values = pairs.keys[i:j], pairs.values[i:j]
        is_card, is_call = list(_are("pc", keys)), list(_are("mb", keys))
        cards = list(map(_CARDS.get, itertools.compress(values, is_card)))
        if None in cards:  # a card not written as usual
            cards = list(map(parse_card_value, itertools.compress(values, is_card)))
        calls = list(map(parse_call_value, itertools.compress(values, is_call)))
        calls_before: list[int] = []  # for each explanation, the calls of the run before it
        if "an" in keys:
            is_note = list(_are("an", keys))
            calls_before = list(itertools.compress(itertools.accumulate(is_call), is_note))
        if (
            None in cards
            or None in map(_CALL, calls)
            or not all(map(_CALL_TEXT, calls))
            or (calls_before and not b.calls and not calls_before[0])
        ):
            for k in range(i, j):
                self.apply(b, *pairs.token(k))
            return
        if calls_before:
            last = len(b.calls) - 1  # the call before the run
            notes = itertools.compress(values, _are("an", keys))
            for n, note in zip(calls_before, notes, strict=True):
                b.notes.setdefault(last + n, []).append(note)
        offsets = pairs.offsets[i:j]
        b.cards += cast("list[Card]", cards)  # none is None
        b.card_offsets += itertools.compress(offsets, is_card)
        b.calls += calls
        b.call_offsets += itertools.compress(offsets, is_call)
        if "nt" in keys:
            b.record.commentary += itertools.compress(values, _are("nt", keys))

    def feed(self, tok: Token) -> None:
        """Read a pair that is not a call, card, commentary or page break of the open
        record."""
        key, b = tok.key, self.current
        if key in _HEADER_KEYS:
            self.header(tok)
            return
        if key in ("pn", "st") and b is not None and b.has_md:
            self.close()
            b = None
        if self.start is None:
            self.start = tok.offset
        if key == "qx" or (key == "md" and b is not None and b.has_md):
            self.close()
            b = None
        if b is None and (key in ("qx", "md") or key in _OPENING_KEYS):
            b = self.open(tok)
        if b is not None:
            self.apply(b, *tok)
        else:
            self.pending.append(tok)

    def header(self, tok: Token) -> None:
        """A header key: its tags are the :class:`_Header`'s; a ``vg``'s issues are the
        current record's."""
        if tok.key == "vg":
            self.raw(self.current, parse_vg(tok.value, tok.value_offset)[1])

    def apply(self, b: _Builder, key: str, value: str, offset: int, value_offset: int) -> None:
        r = b.record
        if key == "pc":  # the most frequent keys first
            card = parse_card_value(value)
            if card is None:
                self.issue(
                    b, "LIN005", f"invalid card {value!r} (expected e.g. SA or h9)", value_offset
                )
            else:
                b.cards.append(card)
                b.card_offsets.append(offset)
        elif key == "mb":
            call, text, alert = parse_call_value(value)
            if call is None:
                self.issue(
                    b,
                    "LIN004",
                    f"invalid call {value!r} (expected p, d, r or a bid like 1S or 2N)",
                    value_offset,
                )
            if text:
                b.calls.append((call, text, alert))
                b.call_offsets.append(offset)
        elif key == "nt":
            r.commentary.append(value)
        elif key == "an":
            if b.calls:
                b.notes.setdefault(len(b.calls) - 1, []).append(value)
            else:
                self.issue(
                    b,
                    "LIN013",
                    "an explanation with no call before it: kept as commentary",
                    offset,
                    "warning",
                )
                r.commentary.append(value)
        elif key == "pg":
            pass
        elif key == "md":
            md = parse_md(value, value_offset)
            self.raw(b, md.issues)
            b.has_md = True
            r.dealer, r.deal = md.dealer, md.deal
            r.tags["md"] = value
        elif key == "qx":
            table = parse_qx(value)
            r.tags["qx"] = value
            if table is None:
                self.issue(
                    b, "LIN015", f"invalid table {value!r} (expected e.g. o12 or c12)", value_offset
                )
            else:
                r.room, r.table = table.room, table.table
                if table.room:
                    r.tags["Room"] = "Open" if table.room == "o" else "Closed"
                if r.board is None:
                    self.board(r, table.board)
        elif key == "sv":
            r.tags["sv"] = value
            try:
                r.vulnerable = Vulnerability.parse(value)
            except DirectorError:
                self.issue(
                    b,
                    "LIN010",
                    f"invalid vulnerability {value!r} (expected o, n, e or b)",
                    value_offset,
                )
        elif key == "ah":
            r.tags["ah"] = value
            self.board(r, board_name(value))
        elif key == "pn":
            r.tags["pn"] = value
            b.names = value.split(",")
            self.names = (value, b.names)
            self.raw(b, [i for i in [pn_issue(b.names, value_offset)] if i])
        elif key == "mc":
            self.claim(b, value, offset, value_offset)
        elif key in _KEPT_KEYS:
            r.tags[key] = value
        else:
            r.tags[key] = value
            self.issue(b, "LIN002", f"unknown key {key!r}: kept in the tags", offset, "warning")

    @staticmethod
    def board(r: HandRecord, name: str) -> None:
        r.board = name or None
        number = int(name) if _NUMBER.fullmatch(name) else 0
        r.board_number = number if number >= 1 else None  # boards are numbered from 1

    def claim(self, b: _Builder, value: str, offset: int, value_offset: int) -> None:
        tricks = parse_claim_value(value)
        if tricks is None:
            self.issue(
                b,
                "LIN011",
                f"invalid claim {value!r} (expected declarer's total tricks, 0 to 13)",
                value_offset,
            )
            return
        if b.claim is not None:
            self.issue(
                b,
                "LIN023",
                f"a second claim ({tricks}) replaces the first ({b.claim.tricks})",
                offset,
                "warning",
            )
        b.claim = Claim(tricks, len(b.cards), self.pos(offset))

    # -- the end -----------------------------------------------------------------------

    def finish(self) -> Iterator[HandRecord]:
        self.close()
        if self.pending or self.pending_issues:
            if self.done:
                last = self.done[-1]
                last.issues.extend(self.pending_issues)
                for t in self.pending:
                    if t.key == "nt":
                        last.record.commentary.append(t.value)
                    else:
                        self.issue(
                            last,
                            "LIN022",
                            f"{t.key!r} after the last record is ignored",
                            t.offset,
                            "warning",
                        )
            else:
                offsets = [t.offset for t in self.pending]
                first = self.pending[0] if self.pending else Token("", "", 0, 0)
                self.start = min(offsets) if offsets else None
                self.open(first)
                self.close()
        yield from self.ready
        yield from map(self.complete, self.done)

    def complete(self, b: _Builder) -> HandRecord:
        r = b.record
        for key, value in self.file_header.tags.items():
            r.tags.setdefault(key, value)
        if b.names is not None:
            r.players = players_for(b.names, r.room)
        if not b.has_md:
            b.issues.append(("LIN017", "the record has no deal (md)", r.position, "warning"))
        # the positions of the calls and the cards, found at once
        places = self.lines.positions(self.source, [*b.call_offsets, *b.card_offsets])
        self.calls(b, places[: len(b.call_offsets)])
        outcome = auction_outcome(
            list(zip(map(_SEAT, r.calls), map(_CALL, b.calls), strict=True))
        )
        r.auction_ended, r.contract, r.declarer = outcome.ended, outcome.contract, outcome.declarer

        def report(code: str, message: str, position: Position, severity: str) -> None:
            b.issues.append((code, message, position, severity))

        positions = places[len(b.call_offsets) :]
        play = seat_cards(b.cards, positions, r.deal, outcome.declarer, outcome.final_bid, report)
        r.plays = play.cards
        r.claim = b.claim
        if b.claim is not None:
            r.result = b.claim.tricks
            if outcome.declarer is not None and play.winners:
                problem = claim_problem(b.claim, outcome.declarer, play.winners)
                if problem is not None:
                    report("LIN012", problem, b.claim.position, "warning")
        elif outcome.declarer is not None and len(play.winners) == 13:
            r.result = play.declarer_tricks(outcome.declarer)
        self.check_rs(b)
        r.issues = [
            ParseIssue(
                code,
                message,
                position,
                r.name if (r.board or r.table) else None,
                "warning" if severity == "warning" else "error",
            )
            for code, message, position, severity in sorted(
                b.issues, key=lambda i: (i[2].line, i[2].column)
            )
        ]
        return r

    def calls(self, b: _Builder, positions: list[Position]) -> None:
        """Give the calls their seats from the dealer; ``positions`` are theirs."""
        r = b.record
        dealer = r.dealer
        if dealer is None and b.calls:
            at = self.pos(b.call_offsets[0])
            if r.board_number is not None:
                dealer = Seat.dealer_of_board(r.board_number)
                b.issues.append(
                    (
                        "LIN018",
                        f"calls but no dealer: the dealer of board "
                        f"{r.board_number} ({dealer.name.lower()}) is assumed",
                        at,
                        "warning",
                    )
                )
            else:
                dealer = Seat.NORTH
                b.issues.append(("LIN018", "calls but no dealer: north is assumed", at, "error"))
        if dealer is None:
            return
        seats = itertools.cycle(_ROUND[dealer])
        texts, alerts = map(_CALL_TEXT, b.calls), map(_ALERT, b.calls)
        notes: list[str | None] = [None] * len(b.calls)
        for i, explained in b.notes.items():
            notes[i] = "; ".join(explained)
        none = itertools.repeat(None)  # suffix and irregular
        fields = zip(seats, texts, positions, alerts, notes, none, none, strict=False)
        # built by tuple's own constructor, as RecordedCall's would (without a call for each)
        r.calls += map(tuple.__new__, itertools.repeat(RecordedCall), fields)

    def check_rs(self, b: _Builder) -> None:
        r = b.record
        rs, vg = self.file_header.rs, self.file_header.vg
        if rs is None or vg is None:
            return
        found = rs.entry(vg.first_board, r.board_number, r.room)
        if found is None:
            return
        entry, offset = found
        r.tags["rs"] = entry
        if r.contract is None:
            return
        message = rs_disagreement(entry, r.contract, r.declarer, r.result)
        if message is not None:
            b.issues.append(("LIN021", message, self.pos(offset), "warning"))


def board_name(ah: str) -> str:
    """The board an ``ah`` value names (``Board 9`` gives ``9``); empty for none."""
    m = _BOARD.fullmatch(ah)
    return m.group(1) if m else ah.strip()


def other_pairs(keys: list[str]) -> list[int]:
    """The pairs of ``keys`` other than calls, explanations, cards, commentary and page
    breaks (those are read a run at a time)."""
    inside = map(operator.contains, itertools.repeat(_IN_RUNS), keys)
    return list(itertools.compress(range(len(keys)), map(operator.not_, inside)))


def _header(pairs: Pairs, others: list[int]) -> _Header:
    return _Header(pairs.token(i) for i in others if pairs.keys[i] in _HEADER_KEYS)


class Stretches:
    """A LIN text with no malformed pair (its ``pairs``, :func:`tokenize`'s), read
    stretch by stretch on request, each as :func:`iter_lin` reads it in the whole text:
    for the review's screen (:mod:`director.review.lin_screen`), which answers for most
    records without reading them."""

    def __init__(
        self, text: str, source: str, pairs: Pairs, others: list[int], lines: LineIndex | None
    ) -> None:
        self.text, self.source, self.pairs, self.others = text, source, pairs, others
        self.header = _header(pairs, others)
        self.lines = LineIndex(text) if lines is None else lines

    def read(self, start: int, end: int, index: int, names: str | None) -> list[HandRecord]:
        """The records of pairs ``start`` to ``end``, the first of them a record's first
        pair (or the text's): the first record is the ``index``-th of the text, and the
        last player list before ``start`` is ``names``."""
        reader = _Reader(self.text, self.source, self.header, self.lines)
        reader.opened = index - 1
        if names is not None:
            reader.names = (names, names.split(","))
        return [*reader.read(self.pairs, self.others, start, end), *reader.finish()]


def iter_lin(
    text: str, source: str = "<lin>", lines: LineIndex | None = None
) -> Iterator[HandRecord]:
    """The records of LIN text, as :func:`read_lin` reads them, each handed out as soon as
    it is complete (so that a long file is reviewed in the memory of a few records);
    ``lines``: where its offsets lie (a chunk's, placed in the whole text)."""
    pairs, issues = tokenize(text)
    others = other_pairs(pairs.keys)
    reader = _Reader(text, source, _header(pairs, others), lines)
    done = 0
    for problem in sorted(issues, key=lambda i: i.offset):  # each after the pairs before it
        up_to = bisect.bisect_right(pairs.offsets, problem.offset, done)
        yield from reader.read(pairs, others, done, up_to)
        reader.raw(reader.current, [problem])
        done = up_to
    yield from reader.read(pairs, others, done, len(pairs.keys))
    yield from reader.finish()


def read_lin(text: str, source: str = "<lin>", strict: bool = False) -> list[HandRecord]:
    """Read LIN text into one record per board (single-board files) or per table (vugraph).

    Lenient by default: every problem is an issue on a record and reading goes on.

    :raises ReadError: with ``strict=True``, for the first issue in the file (by position).
    """
    records = list(iter_lin(text, source))
    if strict:
        found = [i for r in records for i in r.issues]
        if found:
            raise ReadError(min(found, key=lambda i: (i.position.line, i.position.column)))
    return records


def read_lin_file(path: Path, strict: bool = False) -> list[HandRecord]:
    """Read a LIN file (UTF-8, else cp1252/Latin-1); the source is the path as given.

    :raises UnreadableFileError: when the file cannot be read.
    :raises ReadError: with ``strict=True``, for the first issue.
    """
    text, _encoding = read_text(path)
    return read_lin(text, str(path), strict)
