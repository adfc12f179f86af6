"""The games director rules, behind one interface (:class:`~director.games.base.Game`):
bridge (its four codes, director/engine) and Belote contrée (director/belote).

``game_of(edition)`` picks a game by the edition's ``family``; ``game_of_record(path)`` by
what a record file holds. The CLI and the log reach a game only through these.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from director.editions import edition_of, family_of
from director.games.base import Flow, Game, LogTarget, Terminal

if TYPE_CHECKING:
    from director.editions.base import Edition

__all__ = ["Flow", "Game", "LogTarget", "Terminal", "flow_of", "game_of", "game_of_record", "games"]


def games() -> dict[str, Game]:
    """Every game, by its id (= the ``family`` of its editions); bridge, the default, last."""
    from director.games.belote import BeloteGame
    from director.games.bridge import BridgeGame

    return {game.id: game for game in (BeloteGame(), BridgeGame())}


def game_of(edition: Edition | str) -> Game:
    """The game an edition's rulings belong to (an edition object or its name).

    :raises UnknownEditionError: for a name no edition carries.
    """
    return games()[edition_of(edition).family]


def game_of_record(path: Path) -> Game:
    """The game whose record ``path`` is: the first game that recognises it, else bridge
    (whose loader then says what is wrong with the file)."""
    found = games()
    for game in found.values():
        if game.recognises(path):
            return game
    return found["bridge"]


def flow_of(edition_id: str | None) -> Flow | None:
    """The own ``rule``/``replay`` flow of the game an edition name belongs to; None for
    bridge (the session of director/cli), and for no name or a name no edition carries (the
    bridge path reports it)."""
    return games()[family_of(edition_id)].flow if edition_id is not None else None
