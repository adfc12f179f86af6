"""How the engine finds an edition's rules: through the edition's registry, named by its
module, never by importing a law (data flows record → table → rules → ruling).

A rule set registers its kinds (``RULES``) and the few rule functions the play driver calls
at fixed points (``HOOKS``: a revoke corrected, the end of play, ...), and names the game
its code is written for (``GAME``, a :mod:`director.game` id). A new edition adds a registry
and names it in :data:`REGISTRIES`.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from director.game import Game, get_game

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.engine.events import Event
    from director.engine.table import RuleGen
    from director.model.seat import Seat

__all__ = ["REGISTRIES", "RuleSpec", "game", "hook", "registry"]

REGISTRIES = {
    "wbf-2017": "director.rules.registry",
    "wbf-1997": "director.rules.registry_1997",
    "auction-bridge-1912": "director.rules.registry_auction_1912",
    "three-hand-auction": "director.rules.registry_three_hand",
}


@dataclasses.dataclass(frozen=True)
class RuleSpec:
    """One irregularity kind: its law, the module of its rule, its title."""

    kind: str
    law: str
    module: str
    title: str

    @property
    def handler(self) -> Callable[[Context], RuleGen | None]:
        module = importlib.import_module(f"director.rules.{self.module}")
        return module.rule  # type: ignore[no-any-return]

    def summary(self, event: Event, offender: Seat) -> str:
        return f"{self.title}: {offender.name.title()}, event {event.index} ({event})"

    @property
    def doc(self) -> str:
        module = importlib.import_module(f"director.rules.{self.module}")
        return module.__doc__ or ""


@cache
def registry(edition: str = "wbf-2017") -> Any:
    """The registry module of ``edition`` (its kinds, ``RULES`` and ``HOOKS``).

    :raises UnknownEditionError: for an edition with no registry (a catalog alone does not
        make an edition's rulings: it is never ruled under another edition's rules).
    """
    if edition not in REGISTRIES:
        from director.errors import UnknownEditionError

        known = ", ".join(sorted(REGISTRIES))
        raise UnknownEditionError(f"no rulings for edition {edition!r} (rulings: {known})")
    return importlib.import_module(REGISTRIES[edition])


def game(edition: str = "wbf-2017") -> Game:
    """The game ``edition``'s code is written for (its registry's ``GAME``)."""
    return get_game(registry(edition).GAME)


def hook(name: str, edition: str = "wbf-2017") -> Callable[..., Any]:
    """A rule function the engine calls at a fixed point, by its registered name."""
    module, _, function = registry(edition).HOOKS[name].partition(":")
    found: Callable[..., Any] = getattr(
        importlib.import_module(f"director.rules.{module}"), function
    )
    return found
