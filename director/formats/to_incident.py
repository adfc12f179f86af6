"""From a hand record (PBN or LIN) to the engine's incident record.

The events are the record's calls, then its cards, then its claim, each as a one-key
mapping ``{seat letter: action}``:

- a call: ``{"S": "1H"}``, ``{"W": "P"}``, ``{"N": "X"}``, ``{"E": "XX"}``;
- a card led or followed: ``{"W": "SK"}``; a card the record marks as a revoke (PBN
  ``^R``): ``{"W": "revoke HK"}``;
- a claim: ``{"S": "claim 3"}``, declarer claiming that many of the tricks still to be
  played: the file's total for declarer less the tricks declarer's side had won before
  the claim (trick winners by :func:`~director.model.trick.trick_winner`), kept between
  0 and the tricks left (a ``^`` result agreed in error can be below what was won).

The second value maps an event's number (1-based) to the irregularity the file marked on
it: ``^I`` (insufficient bid accepted), ``^S`` (a call after a skipped player, i.e. out of
rotation), ``^R`` (revoke), ``^L`` (lead out of turn accepted); a call marked both ways
maps to ``"^S ^I"``.
"""

from __future__ import annotations

from director.formats.pbn_auction import auction_contract
from director.formats.pbn_values import parse_contract
from director.formats.record import HandRecord, RecordedCard
from director.model.card import Suit
from director.model.seat import Seat
from director.model.trick import trick_winner
from director.record.incident import Incident

__all__ = ["to_incident"]


def to_incident(record: HandRecord, edition: str = "wbf-2017") -> tuple[Incident, dict[int, str]]:
    """The incident record of ``record``, to be ruled under ``edition``, and the
    irregularity marks by event number.

    :raises pydantic.ValidationError: never for a record a reader produced (the fields
        are those the incident model asks for).
    """
    events: list[dict[str, str]] = []
    marks: dict[int, str] = {}
    for call in record.calls:
        events.append({call.seat.letter: call.text})
        if call.irregular:
            marks[len(events)] = call.irregular
    for card in record.plays:
        revoke = card.irregular is not None and "^R" in card.irregular
        events.append({card.seat.letter: f"revoke {card.card}" if revoke else str(card.card)})
        if card.irregular:
            marks[len(events)] = card.irregular
    contract, declarer = _contract(record)
    if record.claim is not None and declarer is not None:
        played = record.plays[: record.claim.after_cards]
        won, complete = _tricks_won(played, declarer, _trump(contract))
        claimed = min(max(record.claim.tricks - won, 0), 13 - complete)
        events.append({declarer.letter: f"claim {claimed}"})
    incident = Incident.model_validate(
        {
            "board": record.board_number,
            "dealer": record.dealer.letter if record.dealer is not None else None,
            "vulnerable": str(record.vulnerable) if record.vulnerable is not None else None,
            "deal": record.deal.to_pbn() if record.deal is not None else None,
            "events": events,
            "edition": edition,
        }
    )
    return incident, marks


def _contract(record: HandRecord) -> tuple[str | None, Seat | None]:
    """The contract and declarer the record states, else those of its auction."""
    contract, declarer = record.contract, record.declarer
    if contract is None or declarer is None:
        outcome = auction_contract([(c.seat, c.text) for c in record.calls])
        if outcome is not None:
            contract = outcome[0] if contract is None else contract
            declarer = outcome[1] if declarer is None else declarer
    return contract, declarer


def _trump(contract: str | None) -> Suit | None:
    parsed = parse_contract(contract) if contract is not None else None
    return parsed.trump if parsed is not None else None


def _tricks_won(plays: list[RecordedCard], declarer: Seat, trump: Suit | None) -> tuple[int, int]:
    """Tricks declarer's side won among the complete tricks of ``plays``, and how many
    tricks were complete."""
    tricks: dict[int, list[tuple[Seat, RecordedCard]]] = {}
    for card in plays:
        tricks.setdefault(card.trick, []).append((card.seat, card))
    won = complete = 0
    for cards in tricks.values():
        if len(cards) == 4:
            complete += 1
            winner = trick_winner([(seat, c.card) for seat, c in cards], trump)
            won += winner % 2 == declarer % 2
    return won, complete
