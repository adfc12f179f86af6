"""The review's screen of LIN records: what would the full review of a record, as written,
say?

Reading a LIN record into a :class:`~director.formats.record.HandRecord`, with the position
of every call and card, then replaying it, is most of the cost of reviewing a LIN file,
and most records have nothing to report. The screen takes the file's pairs
(:func:`~director.formats.lin_tokens.split_pairs`), cuts them into records as the reader
does (:func:`_records`), and looks at each record's keys and values directly, with
integers: a record in the narrow form below is answered without being read. Its answer
is exact: the findings the full review gives (none: the narrow form is a record the
reader and the review have nothing to say about).

The narrow form (:func:`_clean`): known keys only; one plain deal (``md`` as BBO writes
it: a dealer digit, then four hands, or three and a comma, each 13 distinct cards, none
in two hands); player lists of 4 or 8 names; a valid vulnerability and table; calls and
cards in their usual spellings; no explanation before the first call; at most one claim;
a regular, complete auction (each bid sufficient, each double and redouble admissible:
the quick replay's, :func:`~director.review.quick.auction_outcome`); every card held by
the player whose turn it is, following suit, none twice, and either all 52 played or a
possible claim made after the last one, with a trick left to play (the integer replay of
:mod:`.lin_replay`); a result in the results list (``rs``) of a vugraph file that agrees
with the record's. A passed-out auction has no card and no claim.

Anything else (a record with no auction, a file whose pairs are not all well formed or
whose vugraph header has a problem, pairs left after the last record) is read and
reviewed in full (:class:`~director.formats.lin.Stretches`), record by record as the
reader reads it in the whole text. Tests screen every record of the real files and of
damaged copies of them and compare with the full review.
"""

from __future__ import annotations

import collections
import functools
import itertools
import operator
import re
from collections.abc import Iterator

from director.errors import DirectorError
from director.formats.lin import Stretches, board_name, iter_lin, other_pairs
from director.formats.lin_tokens import (
    parse_call_value,
    parse_claim_value,
    split_pairs,
    tokenize,
)
from director.formats.lin_vugraph import ResultsList, parse_qx, parse_vg, rs_disagreement
from director.formats.text import LineIndex
from director.model.board import Vulnerability
from director.model.seat import Seat
from director.review.board import review_record
from director.review.findings import Finding
from director.review.lin_replay import plain_deal, played_tricks
from director.review.quick import auction_outcome, contract_text

__all__ = ["lin_boards", "screened"]

# the keys a record in the narrow form may hold (the reader's, none of them unknown)
_KNOWN = frozenset(
    ("qx", "st", "md", "sv", "ah", "rh", "pn", "mb", "an", "pc", "mc", "nt", "pg", "sk",
     "mn", "vg", "rs", "pw", "bn", "mp")
)  # fmt: skip
_HEADER = frozenset(("vg", "rs", "pw", "bn", "mp"))  # keys that are no record's
_OPENING = frozenset(("mb", "an", "pc", "mc"))  # keys that open a record if none is
# a card as LIN writes it (``SA``, ``h9``) and its number, suit * 13 + rank - 2 (clubs 0)
_CARDS = {
    f"{suit}{rank}": 13 * (3 - "SHDC".index(suit.upper())) + "23456789TJQKA".index(rank.upper())
    for suit in "SHDCshdc"
    for rank in "23456789TJQKAtjqka"
}
_ROUND = tuple(tuple((s + k) % 4 for k in range(4)) for s in range(4))  # seats from each
_NUMBER = re.compile(r"[0-9]{1,6}")

Boards = Iterator[tuple[list[Finding], int]]
_RUN = 64  # screened records handed out as one entry, at most


def lin_boards(text: str, source: str, edition: str, lines: LineIndex | None = None) -> Boards:
    """The findings of the records of the LIN ``text``, in order, as the full review of
    each (:func:`~director.review.board.review_record` of :func:`~director.formats.lin.
    iter_lin`'s records) gives them, ruled under ``edition``: each with its count of
    boards (1; a run of screened records, which have none, as one entry); ``lines``:
    where its offsets lie (a chunk's, placed in the whole text)."""
    prepared = _prepared(text)
    if prepared is None:
        for read in iter_lin(text, source, lines):
            yield review_record(read, edition=edition), 1
        return
    keys, values, (records, others, header) = prepared
    full: list[Stretches] = []  # made once a record is read in full

    def in_full(first: int, end: int) -> Boards:
        """Records ``first`` to ``end`` (from 0) read and reviewed in full."""
        if not full:  # the pairs with their offsets: the same pairs
            full.append(Stretches(text, source, tokenize(text)[0], others, lines))
        start, _, pn, _ = records[first]
        names = values[pn] if pn >= 0 else None
        for read in full[0].read(start, records[end - 1][1], first + 1, names):
            yield review_record(read, edition=edition), 1

    clean = 0  # records screened, not yet handed out
    waiting = -1  # the first of the records not screened, not yet read
    for k, record in enumerate(records):
        if _screened(keys, values, record, header):
            if waiting >= 0:
                yield from in_full(waiting, k)
                waiting = -1
            clean += 1
            if clean == _RUN:
                yield [], clean
                clean = 0
            continue
        if clean:
            yield [], clean
            clean = 0
        if waiting < 0:
            waiting = k
    if clean:
        yield [], clean
    if waiting >= 0:
        yield from in_full(waiting, len(records))


def screened(text: str) -> list[bool]:
    """For each record of the LIN ``text``, whether the screen answers for it without
    reading it (empty when the whole text is read in full)."""
    prepared = _prepared(text)
    if prepared is None:
        return []
    keys, values, (records, _, header) = prepared
    return [_screened(keys, values, record, header) for record in records]


def _prepared(text: str) -> tuple[list[str], list[str], _Cut] | None:
    """The LIN ``text``'s keys and values, and its records as cut (:func:`_cut`);
    ``None``: the whole text is read in full."""
    split = split_pairs(text)
    cut = _cut(split[1], split[2]) if split is not None else None
    if split is None or cut is None:
        return None
    return split[1], split[2], cut


# a record's pairs: its first, the one after its last, the last player list (``pn``)
# before the first (-1: none), and whether the screen may answer for it
_Record = tuple[int, int, int, bool]
# a text's records, its pairs other than calls, cards and commentary, and its header
_Cut = tuple[list[_Record], list[int], "_Header"]


def _screened(keys: list[str], values: list[str], record: _Record, header: _Header) -> bool:
    first, end, _, may = record
    try:
        return may and _clean(keys[first:end], values[first:end], header)
    except Exception:  # never lose a record to the shortcut: it is read in full
        return False


def _cut(keys: list[str], values: list[str]) -> _Cut | None:
    """The records of a text's pairs (the first from the first pair on: those before it
    are the header's), the pairs other than calls, cards and commentary
    (:func:`~director.formats.lin.other_pairs`) and the text's header; ``None`` when
    there is no record or the vugraph header has a problem."""
    others = other_pairs(keys)
    found = _records(keys, others)
    header = _header(keys, values, others) if found is not None else None
    if found is None or header is None:
        return None
    starts, trailing = found
    ends = [*(first for first, _ in starts[1:]), len(keys)]
    records = [(first, end, pn, True) for (first, pn), end in zip(starts, ends, strict=True)]
    records[0] = (0, ends[0], -1, True)
    if trailing:  # pairs after the last record: the reader warns on it
        first, end, pn, _ = records[-1]
        records[-1] = (first, end, pn, False)
    return records, others, header


def _records(keys: list[str], others: list[int]) -> tuple[list[tuple[int, int]], bool] | None:
    """Where each record starts, as the reader cuts the pairs (``_Reader.feed``): its
    first pair and the last player list (``pn``) before it (-1: none); whether pairs are
    left after the last record (they go to it, with a warning); ``None`` if there is no
    record."""
    starts: list[tuple[int, int]] = []
    is_open = has_md = False
    start = last_pn = -1
    before = -1  # the last player list before ``start``
    done = -1  # the last pair looked at
    for i in [*others, len(keys)]:
        if not is_open and i > done + 1:  # calls, cards, commentary with no record open
            for g in range(done + 1, i):
                if start < 0:
                    start, before = g, last_pn
                if keys[g] in _OPENING:
                    starts.append((start, before))
                    is_open, has_md = True, False
                    break
        if i == len(keys):
            break
        done = i
        key = keys[i]
        if key in _HEADER:
            continue
        if is_open and has_md and (key == "pn" or key == "st"):
            is_open, start = False, -1
        if start < 0:
            start, before = i, last_pn
        if is_open and (key == "qx" or (key == "md" and has_md)):
            is_open, start, before = False, i, last_pn
        if not is_open and (key == "qx" or key == "md" or key in _OPENING):
            starts.append((start, before))
            is_open, has_md = True, False
        if key == "md":
            has_md = True
        elif key == "pn":
            last_pn = i
    if not starts:
        return None
    return starts, not is_open and start >= 0


class _Header:
    """The file's vugraph header and results list (the last of each), as every record
    takes them."""

    __slots__ = ("first_board", "results")

    def __init__(self, first_board: int | None, results: ResultsList | None) -> None:
        self.first_board, self.results = first_board, results


def _header(keys: list[str], values: list[str], others: list[int]) -> _Header | None:
    """The header of the file; ``None`` if a vugraph header has a problem (the reader
    reports it on the record being read)."""
    first: int | None = None
    results: ResultsList | None = None
    for i in others:
        if keys[i] == "vg":
            vg, problems = parse_vg(values[i], 0)
            if problems:
                return None
            first = vg.first_board
        elif keys[i] == "rs":
            results = ResultsList(tuple(values[i].split(",")), 0)
    return _Header(first, results if first is not None else None)


def _clean(keys: list[str], values: list[str], header: _Header) -> bool:
    """Whether the full review of the record of ``keys`` and ``values`` (its pairs) finds
    nothing, the record being in the narrow form (see the module's docstring). ``False``
    means "not sure"."""
    counts = collections.Counter(keys)
    if not _KNOWN.issuperset(counts) or counts["md"] != 1 or counts["mc"] > 1:
        return False
    deal = plain_deal(values[keys.index("md")])
    if deal is None:
        return False
    dealer, holder, hands = deal
    if "sv" in counts and not all(map(_vulnerability, _of(keys, values, "sv"))):
        return False
    if "pn" in counts and not all(map(_names, _of(keys, values, "pn"))):
        return False
    calls = list(map(_call, _of(keys, values, "mb")))
    if not calls or "" in calls:
        return False
    if "an" in counts and keys.index("an") < keys.index("mb"):
        return False  # an explanation with no call before it
    auction = auction_outcome(zip(itertools.cycle(_ROUND[dealer]), calls), dealer)
    if auction is None:
        return False
    cards = list(map(_CARDS.get, _of(keys, values, "pc")))
    claim: tuple[int, int] | None = None
    if "mc" in counts:
        at = keys.index("mc")
        tricks = parse_claim_value(values[at])
        if tricks is None:
            return False
        claim = (tricks, keys[:at].count("pc"))
    level, strain, risk, declarer, passed_out = auction
    if passed_out:
        if cards or claim is not None:
            return False
        return _agrees(keys, values, counts, header, "Pass", None, None)
    result = played_tricks(cards, holder, hands, declarer, strain, claim)
    if result is None:
        return False
    contract = contract_text(level, strain, risk)
    return _agrees(keys, values, counts, header, contract, declarer, result)


def _of(keys: list[str], values: list[str], key: str) -> Iterator[str]:
    """The values of ``key`` among the pairs."""
    return itertools.compress(values, map(operator.eq, keys, itertools.repeat(key)))


def _agrees(
    keys: list[str],
    values: list[str],
    counts: collections.Counter[str],
    header: _Header,
    contract: str,
    declarer: int | None,
    result: int | None,
) -> bool:
    """Whether the record's table, if it has an entry in the results list, agrees with
    it (else LIN021); a table that cannot be read (LIN015) is not screened. ``counts``:
    how many pairs of each key the record has."""
    table = None
    if "qx" in counts:
        table = parse_qx(values[keys.index("qx")])
        if table is None:
            return False
    rs = header.results
    if rs is None or table is None:
        return True  # no entry: a table is found by its room
    board: str | None = table.board
    if counts["ah"] > 1:
        return False
    if "ah" in counts:  # after the table, it names the board; before, unless empty
        named = board_name(values[keys.index("ah")]) or None
        board = named if keys.index("ah") > keys.index("qx") else named or table.board
    number = int(board) if board is not None and _NUMBER.fullmatch(board) else 0
    found = rs.entry(header.first_board, number if number >= 1 else None, table.room)
    if found is None:
        return True
    seat = Seat(declarer) if declarer is not None else None
    return _disagreement(found[0], contract, seat, result) is None


_disagreement = functools.lru_cache(maxsize=256)(rs_disagreement)


@functools.lru_cache(maxsize=64)
def _vulnerability(value: str) -> bool:
    try:
        Vulnerability.parse(value)
    except DirectorError:
        return False
    return True


@functools.lru_cache(maxsize=64)
def _names(value: str) -> bool:
    return len(value.split(",")) in (4, 8)


@functools.lru_cache(maxsize=1024)
def _call(value: str) -> str:
    """A call's canonical text (``P``, ``X``, ``1NT``); empty when it is not a call."""
    call, text, _alert = parse_call_value(value)
    return text if call is not None else ""
