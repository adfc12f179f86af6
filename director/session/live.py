"""Live at the table (bridge): when the ruling waits for a call, a lead or a play, the
director states the options, types what was done, and the incident goes on."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from director.clip import clip

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.engine.ruling import Ruling

__all__ = ["ask_live", "refuse", "typed_events"]


def ask_live(ruling: Ruling, state_options: bool = True) -> str | None:
    """Before the player chooses: his options and what follows (not stated again when
    ``state_options`` is false: what was typed has just been refused); then what he called
    (in the notation), or ``None`` when the director stops ('the players are thinking')."""
    from rich.markup import escape
    from rich.prompt import Prompt

    from director.render.console import visible_console
    from director.render.ruling_text import print_pending

    pending = ruling.pending
    assert pending is not None
    err = visible_console(stderr=True)
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    turn = ruling.turn or pending.seat
    if state_options and turn == pending.seat:
        print_pending(err, pending)
    elif state_options:  # the others call in turn first (e.g. after a call out of rotation)
        err.print(
            f"[bold]{names[turn]} calls next; the ruling waits for {names[pending.seat]}'s "
            f"call [{pending.law}].[/bold]"
        )
    seat = names[turn]
    verb = "lead" if pending.awaits == "lead" else "play"
    if pending.awaits == "call":
        ask = (
            f"What did {seat} call? (e.g. 2H, pass, X; several calls in turn, '2H P 3H'; "
            "'stop' keeps the draft)"
        )
    else:
        ask = (
            f"What did {seat} {verb}? (a card, e.g. HK; several cards in turn, 'HK H2 H5 HA'; "
            f"a claim, '{pending.seat}:claim:9'; 'stop' keeps the draft)"
        )
    while True:
        typed = Prompt.ask(ask, console=err).strip()
        if typed.lower() in ("stop", "s", ""):
            return None
        from director.errors import DirectorError

        try:
            events = typed_events(typed, 0)
            _players_only(events, ruling.edition)
            if pending.awaits != "call":
                _cards_only(events, seat, verb)
        except DirectorError as e:
            err.print(f"[red]{escape(clip(_one_line(str(e), typed, pending.awaits)))}[/red]")
            continue
        return typed


def _one_line(message: str, typed: str, awaits: str) -> str:
    """A word that is no event at all (a number, a stray word) is answered with what is
    expected here, not the list of every event the notation has."""
    if "; expected a call (1H" not in message:
        return f"{message} — try again"
    if awaits == "call":
        return f"'{typed}' is not a call: type a call, e.g. 2H, pass, X ('stop' keeps the draft)"
    return (
        f"'{typed}' is not a card: type a card, suit first, e.g. HK, or a claim "
        "('stop' keeps the draft)"
    )


def refuse(error: Exception, dropped: list[str]) -> None:
    """An event typed live that cannot have happened (a card the player does not hold, a
    card already played, a card in the auction): said in one line; it is not taken, nor
    what was typed after it, and the question is asked again."""
    from rich.markup import escape

    from director.render.console import visible_console

    rest = f"; not taken either: {' '.join(dropped)}" if dropped else ""
    visible_console(stderr=True).print(f"[red]{escape(clip(str(error) + rest))}[/red] — try again")


def _cards_only(events: list[Event], seat: str, verb: str) -> None:
    """A call typed where a card is awaited (``2H`` for ``H2``) is refused at the prompt,
    which asks again: the auction is over (a call after it is for the record, Law 39)."""
    from director.engine.events import CallEvent, InvalidEventError

    for event in events:
        if isinstance(event, CallEvent) and not event.wrong_board:
            raise InvalidEventError(
                f"{event} is a call, but the auction is over and {seat} is to {verb} a card "
                f"(suit first: {_card_spelling(event)})"
            )


def _card_spelling(event: Any) -> str:
    """``2H`` typed for a card reads ``H2``; any other call, an example."""
    call = str(event).rpartition(":")[2]
    if len(call) == 2 and call[0] in "234567" and call[1] in "CDHS":
        return f"e.g. {call[1]}{call[0]}"
    return "e.g. HK"


def _players_only(events: list[Event], edition: str) -> None:
    """A typed call or word by a seat where no player sits (three-handed Auction: West, the
    dummy packet) is refused at the prompt, which asks again; its cards (``W:H2``) are the
    declarer's to play."""
    from director.editions import get_edition
    from director.engine.events import CallEvent, InfoEvent, InvalidEventError

    game = get_edition(edition).game
    for event in events:
        if isinstance(event, CallEvent | InfoEvent) and event.seat not in (None, *game.seats):
            assert event.seat is not None
            raise InvalidEventError(
                f"{event}: {event.seat.name.title()} is not a player of {game.title} "
                f"(players: {', '.join(s.letter for s in game.seats)})"
            )


def typed_events(typed: str, before: int) -> list[Event]:
    """A call (or cards) typed live, numbered after the ``before`` events of the incident.
    Unless its seat is written it is the player's whose turn it is (made after the ruling,
    so no premature-call question arises)."""
    from director.record.incident import parse_notation

    events = parse_notation(typed)
    return [dataclasses.replace(e, index=i) for i, e in enumerate(events, start=before + 1)]
