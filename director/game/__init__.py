"""The games the codes are written for: one :class:`~director.game.base.Game` per game, each
a subclass overriding only what differs (python-chess's one ``Board`` per variant).

An edition (:mod:`director.editions`) names its game (``game_id``); the engine plays the
auction, the tricks and the score by that game and finds the rules only through the edition.
"""

from __future__ import annotations

from director.game.auction_bridge_1912 import AUCTION_BRIDGE_1912, AuctionBridge1912
from director.game.base import Game
from director.game.contract_bridge import CONTRACT_BRIDGE, ContractBridge
from director.game.three_hand_auction import THREE_HAND_AUCTION, ThreeHandAuction

__all__ = [
    "AUCTION_BRIDGE_1912",
    "CONTRACT_BRIDGE",
    "GAMES",
    "THREE_HAND_AUCTION",
    "AuctionBridge1912",
    "ContractBridge",
    "Game",
    "ThreeHandAuction",
    "get_game",
]

GAMES: dict[str, Game] = {
    game.id: game for game in (CONTRACT_BRIDGE, AUCTION_BRIDGE_1912, THREE_HAND_AUCTION)
}


def get_game(game_id: str) -> Game:
    """The game called ``game_id``.

    :raises UnknownGameError: for a game no module defines.
    """
    try:
        return GAMES[game_id]
    except KeyError:
        from director.errors import UnknownGameError

        known = ", ".join(sorted(GAMES))
        raise UnknownGameError(f"unknown game {game_id!r} (games: {known})") from None
