"""What a code of laws decides, as one object: :class:`Edition`.

python-chess keeps one ``Board`` class per variant, each overriding only what differs; here
each code of laws is an ``Edition`` class, and an edition based on another (1997 on 2017,
three-handed Auction on Auction Bridge 1912, a future 2027 on 2017) derives from it and
overrides only what its code changes: a rule, a citation, a hook. The table holds the
edition object and asks it; the engine names no law of its own.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from director.game import Game, get_game

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.engine.events import CallEvent, Event
    from director.engine.table import RuleGen
    from director.engine.table_api import TableApi
    from director.model.seat import Seat

__all__ = ["CallCheck", "Citations", "Edition", "RuleSpec", "rules_of"]

# A check of a call at the table: the kind of irregularity it finds, or None.
CallCheck = Callable[["TableApi", "CallEvent"], "str | None"]


@dataclasses.dataclass(frozen=True)
class RuleSpec:
    """One irregularity kind under one edition: its law, its rule (a module's ``rule``,
    named by its full dotted path: the engine never imports a law by name), its title."""

    kind: str
    law: str
    module: str
    title: str

    @property
    def handler(self) -> Callable[[Context], RuleGen | None]:
        module = importlib.import_module(self.module)
        return module.rule  # type: ignore[no-any-return]

    def summary(self, event: Event, offender: Seat) -> str:
        return f"{self.title}: {offender.name.title()}, event {event.index} ({event})"

    @property
    def doc(self) -> str:
        module = importlib.import_module(self.module)
        return module.__doc__ or ""


def rules_of(*specs: RuleSpec) -> dict[str, RuleSpec]:
    """A rule table from its registration lines (one kind a line)."""
    return {spec.kind: spec for spec in specs}


@dataclasses.dataclass(frozen=True)
class Citations:
    """The sections the engine and the review cite where a code decides, not a rule file:
    the edition's own numbering for each fixed point of the replay."""

    # 28A: a call at the turn of a player required to pass (his pass is deemed made).
    rho_barred: str = "28A"
    # A revoke not corrected in time stands (2017 63B), and one on trick 12 may still be
    # corrected (2017 62D1).
    revoke_stands: str = "63B"
    trick_12: str = "62D1"
    # The awaited card that no rectification governs (2017 44: any legal card).
    any_card: str = "44"
    # The tricks won counted into the result (79A), and the table that scores them (77).
    result: str = "79A"
    score: str = "77"
    # What a lead against a restriction leads to when the code's own revoke law does not
    # govern it (an older code whose play laws are outside the seed): None, the revoke law.
    lead_against_restriction: str | None = None
    # The lead restriction on the partner of a player whose call was withdrawn (2017 26B).
    withdrawn_call_lead: str = "26B"
    # An opening lead out of turn (54): the correct leader's face-down lead goes back.
    opening_lead_out_of_turn: str = "54"
    # A card that departs from a restriction the player could not obey (59).
    inability: str = "59"
    # A revoke becomes established (63A1); one the record leaves neither established nor
    # corrected (63); the established revoke's trick transfer (64).
    revoke_established: str = "63A1"
    revoke_unsettled: str = "63"
    revoke_transfer: str = "64"
    # A non-offender's card played after a revoke on trick 12, taken back (62C1).
    revoke_substitution: str = "62C1"
    # Each player's own score, in a game of players each for himself (none in these codes).
    players_score: str = ""


class Edition:
    """A code of laws: its game, catalog, rule table, hooks and citations.

    Subclasses override only what their code changes. One instance per class
    (:func:`director.editions.get_edition`).
    """

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    # The family of games the code is for: director.games.game_of(edition) by this name.
    family: ClassVar[str] = "bridge"
    # The director.game id the code is written for, and the laws/<catalog> folder.
    game_id: ClassVar[str] = "contract-bridge"
    catalog: ClassVar[str] = ""
    # Each irregularity kind the code names: its law and rule.
    rules: ClassVar[Mapping[str, RuleSpec]] = {}
    # The rule functions the engine calls at fixed points of the play, "module:function".
    hooks: ClassVar[Mapping[str, str]] = {}
    # The table's detection order for a call, each check a "module:function" taking the
    # table and the call event and returning the kind of irregularity it finds (None: the
    # next check). ``call_marks`` are read first, from what the record marks on the call,
    # before a rule waiting for the player's call takes it; ``call_checks`` then follow the
    # ordinary path (an edition may reorder, drop or replace one).
    call_marks: ClassVar[tuple[str, ...]] = ()
    call_checks: ClassVar[tuple[str, ...]] = ()
    # Information acts (besides explanations) the code rules on: act -> kind.
    info_kinds: ClassVar[Mapping[str, str]] = {}
    # The kind and law of a call out of rotation, by the kind of call made.
    out_of_rotation: ClassVar[Mapping[str, tuple[str, str]]] = {}
    citations: ClassVar[Citations] = Citations()
    # The laws under which the director weighs double-dummy figures (None: no such help).
    dd_laws: ClassVar[Mapping[str, str] | None] = None
    # The review's record checks: (code, 2017 wording, this code's wording) replacements.
    review_citations: ClassVar[tuple[tuple[str, str, str], ...]] = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"

    def __str__(self) -> str:
        return self.id

    @cached_property
    def game(self) -> Game:
        """The game the code is written for (players, calls, tricks, score)."""
        return get_game(self.game_id)

    def rule(self, kind: str) -> RuleSpec:
        """The rule of ``kind`` under this code."""
        return self.rules[kind]

    def hook(self, name: str) -> Callable[..., Any]:
        """A rule function the engine calls at a fixed point, by its registered name."""
        return _resolve(self.hooks[name])

    @cached_property
    def marks(self) -> tuple[CallCheck, ...]:
        """The checks of :attr:`call_marks`, in order."""
        return tuple(_resolve(path) for path in self.call_marks)

    @cached_property
    def checks(self) -> tuple[CallCheck, ...]:
        """The checks of :attr:`call_checks`, in order."""
        return tuple(_resolve(path) for path in self.call_checks)


def _resolve(path: str) -> Callable[..., Any]:
    """The function a "module:function" path names."""
    module, _, function = path.partition(":")
    found: Callable[..., Any] = getattr(importlib.import_module(module), function)
    return found
