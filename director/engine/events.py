"""What happened at the table, event by event, each with the player who did it."""

from __future__ import annotations

import dataclasses

from director.errors import DirectorError, InvalidCallError, InvalidCardError
from director.model.call import Call, Pass, parse_call
from director.model.card import Card
from director.model.seat import Seat

__all__ = ["CallEvent", "Event", "ExposeEvent", "InvalidEventError", "parse_action"]


class InvalidEventError(DirectorError, ValueError):
    """An event that cannot be read; the message names the event number."""


@dataclasses.dataclass(frozen=True)
class CallEvent:
    """A call. ``seat`` is ``None`` when the record leaves it to the turn (compact notation).

    ``change`` marks a call that replaces the same player's previous call (Law 25);
    ``simultaneous`` marks a call made at the same moment as the previous one (Law 33).
    """

    index: int
    seat: Seat | None
    call: Call
    change: bool = False
    simultaneous: bool = False
    all_pass: bool = False

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        if self.all_pass:
            return f"{who}AP"
        tag = "change:" if self.change else "simultaneous:" if self.simultaneous else ""
        return f"{who}{tag}{self.call}"


@dataclasses.dataclass(frozen=True)
class ExposeEvent:
    """Cards exposed during the auction (Law 24); ``led`` when a card was led prematurely."""

    index: int
    seat: Seat | None
    cards: tuple[Card, ...]
    led: bool = False

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        verb = "lead" if self.led else "expose"
        return f"{who}{verb}:{','.join(map(str, self.cards))}"


Event = CallEvent | ExposeEvent

_ACTIONS = ("expose", "lead", "change", "simultaneous", "simul")


def parse_action(index: int, seat: Seat | None, text: str) -> Event:
    """Parse one event's action: a call (``1H``, ``pass``, ``X``), ``expose HK`` /
    ``expose:HK,SA`` (cards exposed), ``lead HK`` (a card led during the auction),
    ``change 2H`` (a change of call, Law 25) or ``simultaneous 1S`` (Law 33),
    ``AP`` (all pass: the passes that end the auction).

    :raises InvalidEventError: naming the event number and what was expected.
    """
    raw = str(text).strip()
    head, _, rest = raw.replace(":", " ", 1).partition(" ")
    verb = head.lower()
    try:
        if verb in ("expose", "lead"):
            cards = tuple(Card.parse(c) for c in rest.replace(",", " ").split())
            if not cards:
                raise InvalidCardError(f"'{verb}' needs at least one card")
            return ExposeEvent(index, seat, cards, led=verb == "lead")
        if verb == "change":
            return CallEvent(index, seat, parse_call(rest), change=True)
        if verb == "ap" and not rest:
            return CallEvent(index, seat, Pass(), all_pass=True)
        if verb in ("simultaneous", "simul"):
            return CallEvent(index, seat, parse_call(rest), simultaneous=True)
        return CallEvent(index, seat, parse_call(raw))
    except (InvalidCallError, InvalidCardError) as e:
        raise InvalidEventError(
            f"event {index}: {e}; expected a call (1H, pass, X, XX), "
            f"'expose HK', 'lead HK', 'change 2H' or 'simultaneous 1S'"
        ) from None
