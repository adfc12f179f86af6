"""Belote incident records and the compact notation of their events.

A record (YAML or JSON) holds ``edition: belote-contree``, ``dealer``, optionally ``deal``
(``N:SSS.HHH.DDD.CCC ...``, four hands of eight clockwise from the seat named, ranks
``AKQJT987``), ``options``, ``events``, ``answers`` and the ``score`` the players wrote down.
Events: calls (``pass``/``P``, ``90S``, ``capotH``, ``contre``/``X``, ``surcontre``/``XX``),
cards (``HJ``, ``S10``; a trailing ``!`` announces belote or rebelote) and ``expose:CARD``,
each optionally prefixed by its seat (``W:80H``); and the melds of article 10, with their
seat: ``N:meld:tierceHK+carreJ`` (announced on playing to the first trick), ``E:request:N``
(East asks North to show his melds) and ``N:show`` (North shows them, at the second trick).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from director.belote import EDITION
from director.belote.calls import Call, parse_call
from director.belote.cards import PACK, Card, parse_card
from director.belote.melds import Meld, parse_melds
from director.belote.options import InvalidBeloteError, Options
from director.errors import DirectorError
from director.model.seat import Seat

__all__ = [
    "BeloteRecord",
    "Event",
    "is_belote_record",
    "load_mapping",
    "load_record",
    "parse_deal",
    "parse_events",
]

Hands = dict[Seat, frozenset[Card]]
MAX_EVENTS = 1000


@dataclasses.dataclass(frozen=True)
class Event:
    index: int  # 1-based
    seat: Seat | None
    action: str  # call, card, expose, meld, request, show
    call: Call | None = None
    card: Card | None = None
    announced: bool = False
    text: str = ""
    melds: tuple[Meld, ...] = ()
    target: Seat | None = None  # a request: the player asked to show his melds


@dataclasses.dataclass(frozen=True)
class BeloteRecord:
    dealer: Seat
    hands: Hands | None
    options: Options
    events: tuple[Event, ...]
    answers: dict[str, str]
    claimed: dict[str, int] | None = None


def parse_deal(text: str, where: str = "deal") -> Hands:
    """Four hands of eight cards from the 32-card pack, none twice."""
    head, sep, body = text.strip().partition(":")
    if not sep:
        raise InvalidBeloteError(f"{where}: expected 'N:SSS.HHH.DDD.CCC ...' (first seat, colon)")
    first = _seat(head, where)
    parts = body.split()
    if len(parts) != 4:
        raise InvalidBeloteError(f"{where}: expected four hands, found {len(parts)}")
    hands: Hands = {}
    seen: set[Card] = set()
    for i, part in enumerate(parts):
        seat = Seat((first + i) % 4)
        suits = part.split(".")
        if len(suits) != 4:
            raise InvalidBeloteError(
                f"{where}: {seat.letter}'s hand {part!r} needs four suits S.H.D.C"
            )
        cards: set[Card] = set()
        for suit, ranks in zip("SHDC", suits, strict=True):
            for r in ranks.upper().replace("10", "T"):
                card = _card(suit + r, f"{where}: {seat.letter}'s hand")
                if card in seen:
                    raise InvalidBeloteError(f"{where}: {card} is dealt twice")
                seen.add(card)
                cards.add(card)
        if len(cards) != 8:
            raise InvalidBeloteError(f"{where}: {seat.letter} holds {len(cards)} cards, not 8")
        hands[seat] = frozenset(cards)
    assert seen == PACK
    return hands


def _card(text: str, where: str) -> Card:
    try:
        return parse_card(text)
    except DirectorError as e:
        raise InvalidBeloteError(f"{where}: {e}") from None


def _seat(text: str, where: str) -> Seat:
    try:
        return Seat.parse(text)
    except DirectorError as e:
        raise InvalidBeloteError(f"{where}: {e}") from None


def parse_events(items: str | list[Any], where: str = "events") -> tuple[Event, ...]:
    """The events of a notation string, or of a record's list (``"W:80H"`` or ``{W: 80H}``)."""
    tokens: list[str] = []
    if isinstance(items, str):
        tokens = items.split()
    elif isinstance(items, list):
        for item in items:
            if isinstance(item, Mapping) and len(item) == 1:
                ((k, v),) = item.items()
                tokens.append(f"{k}:{_text(v)}")
            elif isinstance(item, (str, int)):
                tokens.append(str(item))
            else:
                raise InvalidBeloteError(f"{where}: event {len(tokens) + 1}: expected 'SEAT:WHAT'")
    else:
        raise InvalidBeloteError(f"{where}: expected a list of events or a notation string")
    if len(tokens) > MAX_EVENTS:  # a deal has at most a few dozen events (README, Limits)
        raise InvalidBeloteError(f"{where}: {len(tokens)} events (at most {MAX_EVENTS})")
    return tuple(_event(i, t, where) for i, t in enumerate(tokens, 1))


def _text(value: Any) -> str:
    if value is True:  # YAML reads a bare 'yes'...; never a call
        return "yes"
    if value is False:
        return "no"  # YAML 1.1 reads 'no'/'off' as False
    return str(value)


def _event(index: int, token: str, where: str) -> Event:
    place = f"{where}: event {index} ({token!r})"
    parts = token.split(":")
    seat: Seat | None = None
    if len(parts) > 1 and parts[0].strip().upper() in ("N", "E", "S", "W"):
        seat = Seat.parse(parts[0])
        parts = parts[1:]
    if len(parts) == 2 and parts[0].strip().lower() == "expose":
        return Event(index, seat, "expose", card=_card(parts[1], place), text=token)
    word = parts[0].strip().lower()
    if word in ("meld", "request", "show"):
        return _meld_event(index, seat, parts, token, place)
    if len(parts) != 1 or not parts[0].strip():
        raise InvalidBeloteError(f"{place}: expected a call, a card or expose:CARD")
    body = parts[0].strip()
    try:
        call = parse_call(body)
    except InvalidBeloteError as e:
        raise InvalidBeloteError(f"{place}: {e}") from None
    if call is not None:
        return Event(index, seat, "call", call=call, text=token)
    announced = body.endswith("!")
    card = _card(body.rstrip("!"), place)
    return Event(index, seat, "card", card=card, announced=announced, text=token)


def _meld_event(
    index: int, seat: Seat | None, parts: list[str], token: str, place: str
) -> Event:
    """``meld:MELDS``, ``request:SEAT`` or ``show``, each made by the seat named first."""
    word = parts[0].strip().lower()
    if seat is None:
        raise InvalidBeloteError(f"{place}: name the player first, e.g. N:{word}")
    if word == "show" and len(parts) == 1:
        return Event(index, seat, "show", text=token)
    if word == "meld" and len(parts) == 2:
        try:
            melds = parse_melds(parts[1])
        except DirectorError as e:
            raise InvalidBeloteError(f"{place}: {e}") from None
        return Event(index, seat, "meld", melds=melds, text=token)
    if word == "request" and len(parts) == 2:
        return Event(index, seat, "request", target=_seat(parts[1], place), text=token)
    raise InvalidBeloteError(f"{place}: expected SEAT:meld:MELDS, SEAT:request:SEAT or SEAT:show")


def is_belote_record(path: Path) -> bool:
    """Whether an incident record names this edition (read cheaply, before the bridge
    loader sees it)."""
    if path.suffix.lower() not in (".yaml", ".yml", ".json") or not path.is_file():
        return False
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return EDITION in text and _load_mapping(text, path).get("edition") == EDITION


def _load_mapping(text: str, path: Path) -> dict[str, Any]:
    try:
        if path.suffix.lower() == ".json":
            data = json.loads(text)
        else:
            import yaml

            data = yaml.safe_load(text)
    except Exception as e:
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise InvalidBeloteError(f"{path}: cannot be read: {first}") from None
    if not isinstance(data, dict):
        raise InvalidBeloteError(f"{path}: expected a mapping at the top")
    return data


_KEYS = {"edition", "dealer", "deal", "options", "events", "answers", "score", "note"}


def load_mapping(path: Path) -> dict[str, Any]:
    """The record file as read (a mapping), before any checking."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InvalidBeloteError(f"{path}: cannot be read ({type(e).__name__})") from None
    return _load_mapping(text, path)


def load_record(path: Path) -> BeloteRecord:
    return record_from(load_mapping(path), str(path))


def record_from(data: Mapping[str, Any], where: str) -> BeloteRecord:
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise InvalidBeloteError(
            f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_KEYS))})"
        )
    if data.get("dealer") is None:
        raise InvalidBeloteError(f"{where}: give the dealer (N, E, S or W)")
    dealer = _seat(str(data["dealer"]), f"{where}: dealer")
    deal = data.get("deal")
    hands = parse_deal(str(deal), f"{where}: deal") if deal else None
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise InvalidBeloteError(f"{where}: options: expected a mapping")
    answers = data.get("answers") or {}
    if not isinstance(answers, Mapping):
        raise InvalidBeloteError(f"{where}: answers: expected a mapping ID: VALUE")
    claimed = data.get("score")
    if claimed is not None:
        if not isinstance(claimed, Mapping) or set(claimed) != {"NS", "EW"}:
            raise InvalidBeloteError(f"{where}: score: expected NS: points and EW: points")
        try:
            claimed = {k: int(v) for k, v in claimed.items()}
        except (TypeError, ValueError):
            raise InvalidBeloteError(f"{where}: score: points must be whole numbers") from None
    return BeloteRecord(
        dealer=dealer,
        hands=hands,
        options=Options.from_mapping(options, f"{where}: options"),
        events=parse_events(data.get("events") or [], f"{where}: events"),
        answers={str(k): _text(v) for k, v in answers.items()},
        claimed=claimed,
    )
