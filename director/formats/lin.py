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
import re
from collections.abc import Iterable
from pathlib import Path

from director.errors import DirectorError
from director.formats.lin_play import auction_outcome, claim_problem, seat_cards
from director.formats.lin_tokens import (
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

__all__ = ["CODES", "read_lin", "read_lin_file"]

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
_PLAY_KEYS = frozenset({"pc", "mb", "pg", "an", "nt"})
_BOARD = re.compile(r"(?i)\s*board\s*#?\s*(\S+)\s*")


@dataclasses.dataclass
class _Builder:
    """A record being read: the raw calls and cards (with their offsets in the text) wait
    for the end of the record, when the dealer and the contract are known."""

    record: HandRecord
    calls: list[tuple[Call | None, str, bool, list[str], int]] = dataclasses.field(
        default_factory=list
    )
    cards: list[Card] = dataclasses.field(default_factory=list)
    card_offsets: list[int] = dataclasses.field(default_factory=list)
    claim: Claim | None = None
    has_md: bool = False
    names: list[str] | None = None
    issues: list[tuple[str, str, Position, str]] = dataclasses.field(default_factory=list)


class _Reader:
    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.lines = LineIndex(text)
        self.done: list[_Builder] = []
        self.current: _Builder | None = None
        self.pending: list[Token] = []
        self.pending_issues: list[tuple[str, str, Position, str]] = []
        self.start: int | None = None  # offset of the first token since the last record
        self.names: tuple[str, list[str]] | None = None  # the last pn: raw, split
        self.vg: VugraphHeader | None = None
        self.rs: ResultsList | None = None
        self.header_tags: dict[str, str] = {}

    def pos(self, offset: int) -> Position:
        return Position(self.source, *self.lines.line_col(offset))

    def positions(self, offsets: list[int]) -> list[Position]:
        line_col, source = self.lines.line_col, self.source
        return [Position(source, *line_col(offset)) for offset in offsets]

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
        first = tok.offset if tok.key == "qx" or self.start is None else self.start
        record = HandRecord(self.source, len(self.done) + 1, self.pos(first))
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

    def read(self, pairs: Iterable[tuple[str, str, int, int]]) -> None:
        """Read pairs ``(key, value, offset, value_offset)`` in order."""
        b = self.current
        for key, value, offset, value_offset in pairs:
            if b is not None and key in _PLAY_KEYS:  # most pairs: a call or card of the record
                if key == "pc":
                    card = parse_card_value(value)
                    if card is not None:  # the most frequent pair of all: a card, read here
                        b.cards.append(card)
                        b.card_offsets.append(offset)
                        continue
                elif key == "pg":
                    continue
                self.apply(b, key, value, offset, value_offset)
            else:
                self.feed(Token(key, value, offset, value_offset))
                b = self.current

    def feed(self, tok: Token) -> None:
        """Read a pair that is not a call or card of the open record."""
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
        self.header_tags[tok.key] = tok.value
        b = self.current
        if tok.key == "vg":
            self.vg, issues = parse_vg(tok.value, tok.value_offset)
            self.raw(b, issues)
            self.header_tags.update(self.vg.tags())
        elif tok.key == "rs":
            self.rs = ResultsList(tuple(tok.value.split(",")), tok.value_offset)
            del self.header_tags["rs"]

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
                b.calls.append((call, text, alert, [], offset))
        elif key == "nt":
            r.commentary.append(value)
        elif key == "an":
            if b.calls:
                b.calls[-1][3].append(value)
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
            m = _BOARD.fullmatch(value)
            self.board(r, m.group(1) if m else value.strip())
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
        number = int(name) if re.fullmatch(r"[0-9]{1,6}", name) else 0
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

    def finish(self) -> list[HandRecord]:
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
        return [self.complete(b) for b in self.done]

    def complete(self, b: _Builder) -> HandRecord:
        r = b.record
        for key, value in self.header_tags.items():
            r.tags.setdefault(key, value)
        if b.names is not None:
            r.players = players_for(b.names, r.room)
        if not b.has_md:
            b.issues.append(("LIN017", "the record has no deal (md)", r.position, "warning"))
        self.calls(b)
        outcome = auction_outcome(
            [(c.seat, raw[0]) for c, raw in zip(r.calls, b.calls, strict=True)]
        )
        r.auction_ended, r.contract, r.declarer = outcome.ended, outcome.contract, outcome.declarer

        def report(code: str, message: str, position: Position, severity: str) -> None:
            b.issues.append((code, message, position, severity))

        positions = self.positions(b.card_offsets)
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

    def calls(self, b: _Builder) -> None:
        r = b.record
        dealer = r.dealer
        if dealer is None and b.calls:
            at = self.pos(b.calls[0][4])
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
        positions = self.positions([call[4] for call in b.calls])
        for i, (_call, text, alert, notes, _) in enumerate(b.calls):
            assert dealer is not None
            at = positions[i]
            r.calls.append(
                RecordedCall(dealer.after(i), text, at, alert, "; ".join(notes) if notes else None)
            )

    def check_rs(self, b: _Builder) -> None:
        r = b.record
        if self.rs is None or self.vg is None:
            return
        found = self.rs.entry(self.vg.first_board, r.board_number, r.room)
        if found is None:
            return
        entry, offset = found
        r.tags["rs"] = entry
        if r.contract is None:
            return
        message = rs_disagreement(entry, r.contract, r.declarer, r.result)
        if message is not None:
            b.issues.append(("LIN021", message, self.pos(offset), "warning"))


def read_lin(text: str, source: str = "<lin>", strict: bool = False) -> list[HandRecord]:
    """Read LIN text into one record per board (single-board files) or per table (vugraph).

    Lenient by default: every problem is an issue on a record and reading goes on.

    :raises ReadError: with ``strict=True``, for the first issue in the file (by position).
    """
    reader = _Reader(text, source)
    pairs, issues = tokenize(text)
    done = 0
    for problem in sorted(issues, key=lambda i: i.offset):  # each after the pairs before it
        up_to = bisect.bisect_right(pairs.offsets, problem.offset, done)
        reader.read(zip(*(field[done:up_to] for field in pairs), strict=True))
        reader.raw(reader.current, [problem])
        done = up_to
    reader.read(zip(*(field[done:] for field in pairs), strict=True))
    records = reader.finish()
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
