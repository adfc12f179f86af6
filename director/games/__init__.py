"""The games director rules, behind one interface (:class:`~director.games.base.Game`):
bridge (its four codes, director/engine) and Belote contrée (director/belote).

``game_of(edition)`` picks a game by the edition's ``family``; ``game_named(name)`` by an
edition's name as typed or stored (bridge, whose path reports it, for a name no edition
carries); ``game_of_record(path)`` by what a record file holds. The CLI reaches a game
only through these.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from director.editions import edition_of, family_of
from director.games.base import Flow, Game, ReplayRequest, RuleRequest

if TYPE_CHECKING:
    from director.editions.base import Edition

__all__ = ["Flow", "Game", "ReplayRequest", "RuleRequest", "game_named", "game_of"]
__all__ += ["game_of_record", "games"]


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


def game_named(edition_id: str | None) -> Game:
    """The game of an edition named on the command line or in the log; bridge for no name
    and for a name no edition carries (the bridge path reports it, as it reads the rest)."""
    return games()[family_of(edition_id) if edition_id is not None else "bridge"]
