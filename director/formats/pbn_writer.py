"""Writing hand records as PBN 2.1, export style.

Each game has the 15 mandatory tags in the standard's order (``?`` when unknown), the
other tags sorted by name, the auction (four calls a line, notes after it), the play in
seat columns from the ``[Play]`` seat, then the supplemental sections sorted by name.
A tag the record holds is written as it was read (so reading the output gives the same
record back); what only the record's fields hold (a LIN record) is written from them.

Irregularities are written as PBN marks them: ``^S`` for each seat skipped before a call
out of rotation, ``^I`` before an insufficient bid, ``^R`` before a revoke, ``^L`` before
a lead out of turn (also added when a trick's first card is not from the player the
previous trick's winner makes the leader). An alerted call with no explanation refers
to an empty note. A play that stops short ends with ``*`` when the record has a claim, or
with ``+`` when ``[Result]`` is only a partial result. A record's ``tag_comments`` are
written as comments right after their (supplemental) tag.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from director.formats.pbn_auction import auction_contract
from director.formats.pbn_values import MANDATORY_TAGS, parse_contract, parse_seat
from director.formats.record import HandRecord, RecordedCard
from director.model.card import Suit
from director.model.seat import Seat
from director.model.trick import trick_winner

__all__ = ["write_pbn", "write_pbn_file"]

_NAME = re.compile(r"[A-Z][A-Za-z0-9_]*")
_HEADER = re.compile(r"%\s*(PBN\b|EXPORT\b)")  # the lines write_pbn puts first
_SECTION_TAGS = frozenset(("Auction", "Play", "Note"))
_PLAYERS = {"West": Seat.WEST, "North": Seat.NORTH, "East": Seat.EAST, "South": Seat.SOUTH}


def write_pbn(records: Sequence[HandRecord]) -> str:
    """The records as one PBN text (lines end in ``\\n``; see :func:`write_pbn_file`)."""
    games = ["% PBN 2.1\n% EXPORT\n"]
    games.extend("\n".join(_Game(record).lines()) + "\n" for record in records)
    return "\n".join(games)


def write_pbn_file(path: Path, records: Sequence[HandRecord]) -> None:
    """Write the records to ``path`` in UTF-8 with CRLF line ends, as export format asks."""
    path.write_text(write_pbn(records), encoding="utf-8", newline="\r\n")


def _quote(value: str) -> str:
    flat = " ".join(value.splitlines()) if "\n" in value or "\r" in value else value
    return '"' + flat.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _tag(name: str, value: str) -> str:
    return f"[{name} {_quote(value)}]"


def _comment(text: str) -> str:
    if text.startswith("%") and "\n" not in text:
        return text
    text = text.replace("{", "(").replace("}", ")")
    return "{\n" + text + "\n}" if "\n" in text else "{" + text + "}"


class _Game:
    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.tags = record.tags
        self.sections: dict[str, str] = getattr(record, "sections", {})

    def lines(self) -> list[str]:
        out = [_comment(t) for t in self.record.commentary if not _HEADER.match(t)]
        out.extend(_tag(name, self._mandatory(name)) for name in MANDATORY_TAGS)
        others = set(self.tags) - set(MANDATORY_TAGS) - _SECTION_TAGS - set(self.sections)
        extra = dict.fromkeys(sorted(n for n in others if _NAME.fullmatch(n)))
        values = {name: self.tags[name] for name in extra}
        record = self.record
        if "Score" not in self.tags and record.score is not None:
            values["Score"] = record.score
        if "Room" not in self.tags and record.room in ("o", "c"):
            values["Room"] = "Open" if record.room == "o" else "Closed"
        for name in sorted(values):
            out.append(_tag(name, values[name]))
            out.extend(_comment(text) for text in self.record.tag_comments.get(name, ()))
        out.extend(self._auction())
        out.extend(self._play())
        for name in sorted(self.sections):
            if _NAME.fullmatch(name):
                out.append(_tag(name, self.tags.get(name, "")))
                out.extend(line for line in self.sections[name].split("\n") if line)
        return out

    def _mandatory(self, name: str) -> str:
        if name in self.tags:
            return self.tags[name]
        record = self.record
        value: str | None = None
        if name == "Board":
            value = record.board
        elif name in _PLAYERS:
            value = record.players.get(_PLAYERS[name])
        elif name == "Dealer" and record.dealer is not None:
            value = record.dealer.letter
        elif name == "Vulnerable" and record.vulnerable is not None:
            value = record.vulnerable.pbn
        elif name == "Deal" and record.deal is not None:
            value = record.deal.to_pbn(Seat.NORTH if record.dealer is None else record.dealer)
        elif name == "Declarer":
            value = self._declarer()
        elif name == "Contract":
            value = record.contract
        elif name == "Result" and record.result is not None:
            value = ("^" if record.irregular_result else "") + str(record.result)
        return "?" if value is None else value

    def _declarer(self) -> str | None:
        record = self.record
        if record.declarer is not None:
            return ("^" if record.irregular_declarer else "") + record.declarer.letter
        return "" if record.contract == "Pass" else None

    # -- auction -------------------------------------------------------------------------

    def _auction(self) -> list[str]:
        record = self.record
        calls = record.calls
        if not calls and "Auction" not in self.tags:
            return []
        first = parse_seat(self.tags.get("Auction", ""))
        if first is None:
            first = record.dealer
        if first is None and calls:
            first = calls[0].seat
        if first is None:
            return []
        slots: list[str] = []
        expected = first
        if record.dealer is not None and calls:
            slots.extend(["-"] * ((record.dealer - first) % 4))
            expected = record.dealer
        numbers = self._note_numbers()
        for call in calls:
            slots.extend(["^S"] * ((call.seat - expected) % 4))
            words = ["^I"] if call.irregular and "^I" in call.irregular else []
            words.append("Pass" if call.text == "P" else call.text)
            if call.alert or call.note is not None:
                words.append(f"={numbers[call.note or '']}=")
            if call.suffix:
                words.append(call.suffix)
            slots.append(" ".join(words))
            expected = call.seat.next
        if calls and not record.auction_ended:
            slots.append("*")
        lines = [_tag("Auction", first.letter)]
        lines.extend(" ".join(slots[i : i + 4]) for i in range(0, len(slots), 4))
        lines.extend(_tag("Note", f"{n}:{text}") for text, n in numbers.items())
        return lines

    def _note_numbers(self) -> dict[str, int]:
        """Note number by text: the record's own numbers first, then new ones."""
        numbers = {text: n for n, text in sorted(self.record.notes.items())}
        for call in self.record.calls:
            if (call.alert or call.note is not None) and (call.note or "") not in numbers:
                numbers[call.note or ""] = max(numbers.values(), default=0) + 1
        return numbers

    # -- play ----------------------------------------------------------------------------

    def _trump(self) -> Suit | None:
        record = self.record
        contract = parse_contract(record.contract) if record.contract else None
        if contract is None or contract.strain is None:
            outcome = auction_contract([(c.seat, c.text) for c in record.calls])
            contract = parse_contract(outcome[0]) if outcome is not None else None
        return contract.trump if contract is not None else None

    def _play(self) -> list[str]:
        record = self.record
        plays = record.plays
        first = parse_seat(self.tags.get("Play", ""))
        if first is None and plays:
            first = record.declarer.lho if record.declarer is not None else plays[0].seat
        if first is None:
            return []
        tricks: dict[int, list[tuple[int, RecordedCard]]] = {}
        for i, card in enumerate(plays):
            tricks.setdefault(card.trick, []).append((i, card))
        trump = self._trump()
        notes: dict[int, int] = getattr(record, "card_notes", {})
        annotations: dict[int, str] = getattr(record, "card_annotations", {})
        lines = [_tag("Play", first.letter)]
        leader = first
        complete = 0
        for trick in range(1, max(tricks, default=0) + 1):
            cards = tricks.get(trick, [])
            row = dict.fromkeys(first.iter_from(), "-")
            for k, (i, card) in enumerate(cards):
                words = card.irregular.split() if card.irregular else []
                if k == 0 and card.seat is not leader and "^L" not in words:
                    words.append("^L")
                words.append(str(card.card))
                if i in notes:
                    words.append(f"={notes[i]}=")
                if i in annotations:
                    words.append(annotations[i])
                row[card.seat] = " ".join(words)
            lines.append(" ".join(row.values()))
            if cards:
                leader = trick_winner([(c.seat, c.card) for _, c in cards], trump)
            if len(cards) == 4 and complete == trick - 1:
                complete += 1
        if complete < 13:
            partial = record.claim is None and record.result is not None
            lines.append("+" if partial else "*")
        play_notes: dict[int, str] = getattr(record, "play_notes", {})
        lines.extend(_tag("Note", f"{n}:{text}") for n, text in sorted(play_notes.items()))
        return lines
