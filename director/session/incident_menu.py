"""``director rule`` with nothing typed: the incident picked from a short menu in the
table's words, then only the facts that incident needs, turned into the compact notation
``director rule NOTATION`` takes (the ruling is the one that notation gives)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from director.errors import DirectorError
from director.model.call import Bid, parse_call
from director.model.card import Card
from director.model.seat import Seat
from director.record.incident import parse_notation
from director.session.incident_claim import CLAIM_PROMPT, claim_notation, read_claim
from director.session.incident_revoke import (
    RESULT_PROMPT,
    REVOKE_PROMPT,
    build_revoke,
    read_revoke,
    with_total,
)
from director.session.terminal import _typed

__all__ = ["INCIDENTS", "Fact", "Incident", "Stated", "ask_incident"]


@dataclass(frozen=True)
class Stated:
    """What the menu's answers come to: the notation, its dealer, and the facts it rests on."""

    notation: str
    dealer: str
    facts: tuple[str, ...]


@dataclass(frozen=True)
class Fact:
    """One question of an incident: its prompt (with an example) and how its answer is
    read (raising a :class:`DirectorError` naming what is expected)."""

    prompt: str
    read: Callable[[str], Any]


@dataclass(frozen=True)
class Incident:
    """An incident as the table names it: the facts asked, and the notation they make."""

    name: str
    facts: tuple[Fact, ...]
    build: Callable[..., tuple[str, str]]
    """The answers, read, to (notation, dealer)."""


def _calls(text: str) -> list[str]:
    words = text.split()
    if not words:
        raise DirectorError("expected the calls, e.g. 1H 1S 1H")
    return [str(parse_call(w)) for w in words]


def _seat_and(read: Callable[[str], Any], example: str) -> Callable[[str], tuple[Seat, Any]]:
    """A seat, then one more word read by ``read`` (``E HA``, ``N:3S``)."""

    def both(text: str) -> tuple[Seat, Any]:
        words = text.replace(":", " ").split()
        if len(words) != 2:
            raise DirectorError(f"expected a seat and one more word, e.g. {example}")
        return Seat.parse(words[0]), read(words[1])

    return both


def _dealt(read: Callable[[str], Any], example: str) -> Callable[[str], tuple[Seat, Any]]:
    """The dealer, then the rest of the line read by ``read`` (``S 1H 1S 1H``): one prompt
    for both."""

    def both(text: str) -> tuple[Seat, Any]:
        dealer, _, rest = text.strip().partition(" ")
        if not rest.strip() or ":" in dealer:
            raise DirectorError(f"expected the dealer, then what followed, e.g. {example}")
        return Seat.parse(dealer), read(rest)

    return both


def _contract(text: str) -> tuple[str, list[str], Seat]:
    """``4S S``, ``3NTX E``, ``4HXX W``: the bid, its doubles, declarer."""
    words = text.split()
    if len(words) != 2:
        raise DirectorError("expected the contract and declarer, e.g. 4S S or 3NTX E")
    body = words[0].upper()
    doubles = ["X", "XX"] if body.endswith("XX") else ["X"] if body.endswith("X") else []
    try:
        bid: object = parse_call(body[: len(body) - len(doubles)])
    except DirectorError:
        bid = None
    if not isinstance(bid, Bid):
        raise DirectorError(f"expected a contract such as 4S, not {words[0]!r}")
    return str(bid), doubles, Seat.parse(words[1])


def _notation(text: str) -> str:
    parse_notation(text)  # read now: a mistyped event is asked again
    return text


def _insufficient(dealt: tuple[Seat, list[str]]) -> tuple[str, str]:
    dealer, calls = dealt
    return " ".join(calls), dealer.letter


def _lead(contract: tuple[str, list[str], Seat], lead: tuple[Seat, Card]) -> tuple[str, str]:
    bid, doubles, declarer = contract
    leader, card = lead
    return " ".join([bid, *doubles, "AP", f"{leader.letter}:{card}"]), declarer.letter


def _hesitation(hesitated: tuple[Seat, str], after: list[str]) -> tuple[str, str]:
    seat, call = hesitated
    between = after[:-1] or ["pass"]
    partner = seat.partner.letter
    events = [f"{seat.letter}:hesitation", f"{seat.letter}:{call}", *between]
    return " ".join([*events, f"{partner}:questioned:{after[-1]}"]), seat.letter


def _typed_events(dealt: tuple[Seat, str]) -> tuple[str, str]:
    dealer, notation = dealt
    return notation, dealer.letter


CONTRACT = Fact("contract and declarer (e.g. 4S S, 3NTX E)", _contract)
INCIDENTS: tuple[Incident, ...] = (
    Incident(
        "insufficient bid",
        (
            Fact(
                "dealer, then the calls, the insufficient bid last (e.g. S 1H 1S 1H)",
                _dealt(_calls, "S 1H 1S 1H"),
            ),
        ),
        _insufficient,
    ),
    Incident(
        "call out of turn",
        (
            Fact(
                "dealer, then the calls, seat on the one out of turn (e.g. N 1H N:2H)",
                _dealt(_notation, "N 1H N:2H"),
            ),
        ),
        _typed_events,
    ),
    Incident(
        "lead out of turn",
        (CONTRACT, Fact("who led, and the card (e.g. E HA)", _seat_and(Card.parse, "E HA"))),
        _lead,
    ),
    Incident(
        "hesitation",
        (
            Fact(
                "who hesitated, and his call (e.g. N 3S)",
                _seat_and(lambda w: str(parse_call(w)), "N 3S"),
            ),
            Fact("his partner's call that followed (e.g. 4S; opponent's call first: X 4S)", _calls),
        ),
        _hesitation,
    ),
    Incident("claim", (CONTRACT, Fact(CLAIM_PROMPT, read_claim)), claim_notation),
    Incident(
        "revoke",
        (Fact(RESULT_PROMPT, with_total(_contract)), Fact(REVOKE_PROMPT, read_revoke)),
        build_revoke,
    ),
    Incident(
        "other (type the events)",
        (
            Fact(
                "dealer, then the events in compact notation (e.g. N 1S AP E:HA)",
                _dealt(_notation, "N 1S AP E:HA"),
            ),
        ),
        _typed_events,
    ),
)


def ask_incident(err: Any) -> Stated:
    """The menu, then each fact of the incident picked; a fact that does not read is asked
    again with one line saying what is expected; ``stop`` raises :class:`StopAsked`."""
    err.print("[bold]What happened?[/bold]")
    choices = [str(i) for i in range(1, len(INCIDENTS) + 1)]
    for number, incident in zip(choices, INCIDENTS, strict=True):
        err.print(f"  {number}. {incident.name}")
    picked = INCIDENTS[int(_typed(err, f"incident [{'/'.join(choices)}]", choices)) - 1]
    answers: list[Any] = []
    typed: list[str] = []
    for fact in picked.facts:
        while True:
            text = _typed(err, fact.prompt)
            try:
                answers.append(fact.read(text))
            except DirectorError as e:
                err.print(f"[red]{e}[/red] ('stop' ends here)")
                continue
            typed.append(f"{fact.prompt.split(' (')[0]}: {text}")
            break
    notation, dealer = picked.build(*answers)
    return Stated(notation, dealer, (picked.name, *typed))
