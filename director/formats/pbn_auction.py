"""The PBN ``[Auction]`` section (PBN 2.1 sections 3.5, 3.7, 3.9) and the contract an
auction reaches.

Calls fill seat slots in rotation from the section's seat. ``-`` before the first call is
a placeholder for a player before the dealer; ``^S`` stands in the slot of a player who
was skipped by a call out of rotation (so the next call belongs to the following seat and
carries ``^S``); ``^I`` marks the next bid as an accepted insufficient bid. ``AP`` is the
passes that end the auction (three after a call, four in a passed-out board), ``*`` ends
an unfinished section and ``+`` stands for the next call of an auction to be continued.
Suffixes, ``$n`` glyphs and ``=n=`` note references belong to the call before them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TypeVar

from director.digits import small_int
from director.formats.pbn_lexer import Token
from director.formats.pbn_report import Reporter
from director.model.seat import Seat

S = TypeVar("S", bound=int)  # a seat: Seat, or its number 0-3 from north

__all__ = ["AuctionSection", "CallDraft", "auction_contract", "call_text", "read_auction"]

_BID = re.compile(r"([1-9])(NT|N|C|D|H|S)", re.IGNORECASE | re.ASCII)  # ASCII: a long s is no S
_SIMPLE = {"pass": "P", "p": "P", "x": "X", "xx": "XX"}
_SUFFIXES = frozenset({"!", "?", "!!", "??", "!?", "?!"})


@dataclasses.dataclass(slots=True)
class CallDraft:
    """A call while its game is being read: its note is resolved at the end of the game."""

    seat: Seat
    text: str
    offset: int
    irregular: str | None = None
    annotations: list[str] = dataclasses.field(default_factory=list)
    note: int | None = None
    note_offset: int = 0


@dataclasses.dataclass(slots=True)
class AuctionSection:
    calls: list[CallDraft]
    ended: bool  # three passes after a call, four passes, or AP
    first_seat: Seat  # the seat of the first slot that is not a '-' placeholder
    last_offset: int | None  # the last token of the section


_CALLS: dict[str, str | None] = {}
_NEXT = [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]


def call_text(word: str) -> str | None:
    """The canonical text of a call token (``pass`` -> ``P``, ``1n`` -> ``1NT``)."""
    if word in _CALLS:
        return _CALLS[word]
    text = _SIMPLE.get(word.lower())
    if text is None:
        m = _BID.fullmatch(word)
        if m is not None:
            strain = m.group(2).upper()
            text = m.group(1) + ("NT" if strain in ("N", "NT") else strain)
    if len(_CALLS) < 1000:
        _CALLS[word] = text
    return text


class _Reader:
    """The state of an auction section while its tokens are read."""

    def __init__(self, seat: Seat, rep: Reporter) -> None:
        self.rep = rep
        self.calls: list[CallDraft] = []
        self.slot = seat
        self.first_seat: Seat | None = None
        self.skipped = self.insufficient = False
        self.pending_offset = 0
        self.trailing_passes = 0
        self.opened = False  # a call other than a pass was made
        self.ended = self.stopped = self.late_reported = False

    def add(self, text: str, offset: int) -> None:
        if self.ended or self.stopped:
            self._late(text, offset)
        marks = None
        if self.skipped or self.insufficient:
            marks = self._marks(text)
        self.calls.append(CallDraft(self.slot, text, offset, marks))
        if self.first_seat is None:
            self.first_seat = self.slot
        self.slot = _NEXT[self.slot]
        if text == "P":
            self.trailing_passes += 1
            if self.trailing_passes >= (3 if self.opened else 4):
                self.ended = True
        else:
            self.trailing_passes = 0
            self.opened = True

    def _late(self, text: str, offset: int) -> None:
        if not self.late_reported:
            where = "after '*' or '+'" if self.stopped else "after the auction ended"
            self.rep.report("PBN015", offset, f"call {text} {where}")
            self.late_reported = True

    def _marks(self, text: str) -> str:
        if self.insufficient and not text[0].isdigit():
            self.rep.report(
                "PBN014", self.pending_offset, f"'^I' before {text}, which is not a bid"
            )
            self.insufficient = False
        marks = [m for m, on in (("^S", self.skipped), ("^I", self.insufficient)) if on]
        self.skipped = self.insufficient = False
        return " ".join(marks)

    def skip_slot(self) -> None:
        if self.first_seat is None:
            self.first_seat = self.slot
        self.slot = _NEXT[self.slot]

    def all_pass(self, offset: int) -> None:
        count = max(0, (3 if self.opened else 4) - self.trailing_passes)
        if count == 0:
            self.rep.report("PBN015", offset, "'AP' after the auction ended")
        for _ in range(count):
            self.add("P", offset)
        self.ended = True

    def annotate(self, kind: str, offset: int, text: str) -> None:
        if not self.calls:
            self.rep.report("PBN013", offset, f"{text!r} before the first call")
            return
        last = self.calls[-1]
        if kind == "note":
            number = small_int(text[1:-1])
            if last.note is not None:
                self.rep.report("PBN025", offset, f"second note reference {text} on one call")
            elif number is None:
                self.rep.report("PBN009", offset, f"a note number of {len(text) - 2} digits")
            else:
                last.note, last.note_offset = number, offset
        elif kind == "suffix" and any(a in _SUFFIXES for a in last.annotations):
            self.rep.report("PBN025", offset, f"second suffix {text!r} on one call")
        else:
            last.annotations.append(text)


def read_auction(toks: list[Token], seat: Seat, rep: Reporter) -> AuctionSection:
    """Read the section's tokens; the first slot belongs to ``seat``."""
    state = _Reader(seat, rep)
    last_offset: int | None = None
    for kind, offset, text, _ in toks:
        last_offset = offset
        if kind == "word":
            call = call_text(text)
            if call is not None:
                state.add(call, offset)
            elif text.lower() == "ap":
                state.all_pass(offset)
            else:
                rep.report("PBN002", offset, f"unknown call {text!r}")
                state.skip_slot()
        elif kind in ("suffix", "nag", "note"):
            state.annotate(kind, offset, text)
        elif kind == "irr":
            mark = text.upper()
            if mark == "^S":
                state.skipped, state.pending_offset = True, offset
                state.skip_slot()
            elif mark == "^I":
                state.insufficient, state.pending_offset = True, offset
            else:
                rep.report("PBN014", offset, f"{text!r} is not an auction irregularity")
        elif kind == "dash":
            if state.calls or state.first_seat is not None:
                rep.report("PBN024", offset, "'-' placeholder after the first call")
            state.slot = _NEXT[state.slot]
        elif kind == "mark":
            state.stopped = True
        elif kind == "string":
            rep.report("PBN012", offset, "a string in the auction")
        else:
            rep.report("PBN002", offset, f"unknown call {text!r}")
    if state.insufficient:
        rep.report("PBN014", state.pending_offset, "'^I' with no bid after it")
    first = state.first_seat if state.first_seat is not None else state.slot
    return AuctionSection(state.calls, state.ended, first, last_offset)


def auction_contract(calls: Sequence[tuple[S, str]]) -> tuple[str, S | None] | None:
    """The contract (``"4HX"``, ``"Pass"``) and declarer an auction reaches, or ``None``
    while it is not over; calls after its end are ignored. The declarer is the first
    player of the last bidder's side to have named the final strain; seats are those
    recorded (a :class:`Seat` or its number), in or out of rotation, and no legality is
    checked."""
    passes = 0
    last: int | None = None
    risk = ""
    for i, (_, text) in enumerate(calls):
        if text == "P":
            passes += 1
            if passes == (3 if last is not None else 4):
                break
            continue
        passes = 0
        if text[0].isdigit():
            last, risk = i, ""
        else:
            risk = text
    else:
        return None
    if last is None:
        return "Pass", None
    seat, bid = calls[last]
    strain = bid[1:]
    declarer = next(
        s for s, t in calls[: last + 1] if t[1:] == strain and t[0].isdigit() and s % 2 == seat % 2
    )
    return bid + risk, declarer
