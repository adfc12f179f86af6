"""Write a :class:`~director.formats.record.HandRecord` as a single-board BBO LIN line.

The output has BBO's order: ``qx`` (vugraph tables only), ``pn``, ``st``, ``md``, ``rh``,
``ah``, ``sv``, the calls (``mb``, each followed by its ``an``), ``pg``, the cards (``pc``,
a ``pg`` after each trick) with ``mc`` where the claim was made, then ``nt`` commentary.

LIN gives calls and cards no player: reading the line back seats the calls in rotation
from the dealer and the cards from the contract and trick winners, so a record whose seats
do not follow rotation (a call out of rotation) loses them. LIN has no escape for ``|``:
in free text it is written ``/``, and a comma in a player's name becomes a space.
"""

from __future__ import annotations

from director.formats.lin_tokens import LIN_HAND_ORDER
from director.formats.record import HandRecord
from director.model.board import Vulnerability
from director.model.call import Bid, Double, Pass, Redouble, parse_call
from director.model.card import Suit
from director.model.deal import Deal
from director.model.hand import Hand

__all__ = ["write_lin", "write_lin_records"]

_SV = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e",
       Vulnerability.BOTH: "b"}  # fmt: skip
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _free(text: str) -> str:
    return text.replace("|", "/")


def _pair(key: str, value: str = "") -> str:
    return f"{key}|{_free(value)}|"


def _hand(hand: Hand | None) -> str:
    if hand is None:
        return ""
    return "".join(s.letter + "".join(c.rank.letter for c in hand.in_suit(s)) for s in _SUIT_ORDER)


def _md(record: HandRecord) -> str:
    digit = str(LIN_HAND_ORDER.index(record.dealer) + 1) if record.dealer is not None else ""
    deal: Deal | None = record.deal
    if deal is None:
        return digit
    hands = [_hand(deal[seat]) for seat in LIN_HAND_ORDER]
    if deal.is_complete:
        hands[3] = ""  # BBO leaves East out: it is the remaining cards
    return digit + ",".join(hands)


def _mb(text: str) -> str:
    """A call in LIN: ``p``, ``d``, ``r``, ``1N``; text that is not a call stays as is."""
    try:
        call = parse_call(text)
    except ValueError:
        return text
    if isinstance(call, Pass):
        return "p"
    if isinstance(call, Double):
        return "d"
    if isinstance(call, Redouble):
        return "r"
    assert isinstance(call, Bid)
    return f"{call.level}{'N' if call.strain.letter == 'NT' else call.strain.letter}"


def write_lin(record: HandRecord) -> str:
    """One LIN line (ending in a newline) for one record."""
    out: list[str] = []
    if record.table:
        out.append(_pair("qx", record.table))
    if record.players:
        names = [record.players.get(seat, "").replace(",", " ") for seat in LIN_HAND_ORDER]
        out.append(_pair("pn", ",".join(names)))
    out.append(_pair("st"))
    if record.dealer is not None or record.deal is not None:
        out.append(_pair("md", _md(record)))
    out.append(_pair("rh"))
    if record.board is not None:
        out.append(_pair("ah", f"Board {record.board}"))
    if record.vulnerable is not None:
        out.append(_pair("sv", _SV[record.vulnerable]))
    for call in record.calls:
        out.append(_pair("mb", _mb(call.text) + ("!" if call.alert else "")))
        if call.note is not None:
            out.append(_pair("an", call.note))
    if record.calls:
        out.append(_pair("pg"))
    claim = record.claim
    for i, card in enumerate(record.plays):
        if claim is not None and claim.after_cards == i:
            out.append(_pair("mc", str(claim.tricks)))
        out.append(_pair("pc", str(card.card)))
        if i % 4 == 3:
            out.append(_pair("pg"))
    if claim is not None and claim.after_cards >= len(record.plays):
        out.append(_pair("mc", str(claim.tricks)))
    for text in record.commentary:
        out.append(_pair("nt", text))
    return "".join(out) + "\n"


def write_lin_records(records: list[HandRecord]) -> str:
    """Several records, one line each (a multi-board LIN, boards separated by ``md``)."""
    return "".join(write_lin(r) for r in records)
