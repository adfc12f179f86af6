"""The quick replay of a regular board, for the review.

Most boards of a session have nothing irregular: calls in rotation, each sufficient and
admissible; a complete auction; every card held, played in turn, following suit. For those
the review needs only the contract, the declarer and the tricks won, which this module
computes with plain integers, without the ruling engine. The moment anything is not
plainly regular (an irregularity token, a call or card out of turn, an insufficient bid,
an inadmissible double, a card not held, a failure to follow suit, a claim the record
leaves open, an unknown hand, a stated contract that is not the auction's) it gives up
and the board goes through the full engine, which rules on it. A test replays every
real file both ways and asserts the same findings.
"""

from __future__ import annotations

from director.formats.record import HandRecord
from director.review.outcome import Outcome

__all__ = ["quick_outcome"]

_STRAINS = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4, "N": 4}
_STRAIN_LETTER = "CDHSN"


def quick_outcome(record: HandRecord) -> Outcome | None:
    """The outcome of ``record`` if it is plainly regular, else ``None``."""
    deal, dealer = record.deal, record.dealer
    if deal is None or dealer is None or record.irregular_declarer or record.irregular_result:
        return None
    auction = _auction(record, int(dealer))
    if auction is None:
        return None
    level, strain, risk, declarer, passed_out = auction
    if passed_out:
        if record.plays or record.claim is not None:
            return None
        return Outcome(None, True, False, False, None)
    contract = f"{level}{'NT' if strain == 4 else _STRAIN_LETTER[strain]}{'X' * risk}"
    if record.contract is not None and record.contract.upper() != contract:
        return None
    if record.declarer is not None and int(record.declarer) != declarer:
        return None
    tricks = _play(record, declarer, None if strain == 4 else strain)
    if tricks is None:
        return None
    seat_letter = "NESW"[declarer]
    return Outcome((contract, seat_letter), False, False, False, tricks if tricks >= 0 else None)


def _auction(record: HandRecord, dealer: int) -> tuple[int, int, int, int, bool] | None:
    """``(level, strain, risk, declarer, passed_out)`` of a complete, regular auction."""
    turn = dealer
    last_bid = -1  # 5 * (level - 1) + strain
    last_bidder = -1
    risk = 0  # 1 doubled, 2 redoubled
    passes = 0
    first_namer: dict[tuple[int, int], int] = {}  # (side, strain) -> first seat naming it
    done = False
    for call in record.calls:
        if done or call.irregular or int(call.seat) != turn:
            return None
        text = call.text
        if text == "P":
            passes += 1
            if passes == (3 if last_bidder >= 0 else 4):
                done = True
        elif text == "X":
            if last_bidder < 0 or risk != 0 or (last_bidder - turn) % 2 == 0:
                return None
            risk, passes = 1, 0
        elif text == "XX":
            if risk != 1 or (last_bidder - turn) % 2 != 0:
                return None
            risk, passes = 2, 0
        else:
            if len(text) < 2 or not text[0].isdigit():
                return None
            level, strain = int(text[0]), _STRAINS.get(text[1:])
            if strain is None or not 1 <= level <= 7:
                return None
            bid = 5 * (level - 1) + strain
            if bid <= last_bid:
                return None
            last_bid, last_bidder, risk, passes = bid, turn, 0, 0
            first_namer.setdefault((turn % 2, strain), turn)
        turn = (turn + 1) % 4
    if not done:
        return None
    if last_bidder < 0:
        return (0, 0, 0, -1, True)
    level, strain = last_bid // 5 + 1, last_bid % 5
    return (level, strain, risk, first_namer[(last_bidder % 2, strain)], False)


def _play(record: HandRecord, declarer: int, trump: int | None) -> int | None:
    """Declarer's tricks (``-1`` while play is incomplete), or ``None`` when the play is
    not plainly regular."""
    deal = record.deal
    assert deal is not None
    hands: list[set[tuple[int, int]]] = []
    for hand in deal.hands:
        if hand is None:
            return None if record.plays or record.claim is not None else -1
        hands.append({(int(c.suit), int(c.rank)) for c in hand.cards})
    leader = (declarer + 1) % 4
    turn = leader
    won = 0
    trick: list[tuple[int, int, int]] = []  # (seat, suit, rank)
    trick_no = 1
    for played in record.plays:
        seat = int(played.seat)
        card = (int(played.card.suit), int(played.card.rank))
        if played.irregular or seat != turn or played.trick != trick_no:
            return None
        held = hands[seat]
        if card not in held:
            return None
        if trick:
            led = trick[0][1]
            if card[0] != led and any(s == led for s, _ in held):
                return None
        held.discard(card)
        trick.append((seat, card[0], card[1]))
        if len(trick) == 4:
            led = trick[0][1]
            best = max(
                trick,
                key=lambda t: 100 + t[2] if t[1] == trump else (t[2] if t[1] == led else -1),
            )
            leader = best[0]
            won += leader % 2 == declarer % 2
            trick = []
            trick_no += 1
            turn = leader
        else:
            turn = (turn + 1) % 4
    complete = trick_no - 1
    claim = record.claim
    if claim is None:
        return won if complete == 13 else -1
    if record.result is None or claim.after_cards != len(record.plays):
        return None  # a claim the record leaves open: the engine rules on it
    remaining = 13 - complete  # a trick in progress is still to be won
    if remaining == 0:
        return None
    return won + min(max(claim.tricks - won, 0), remaining)
