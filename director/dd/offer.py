"""Starting weights for a 12C1(c) weighted score from double dummy, offered at the table
when the deal is known and the questioned action is a card (16B in the play): each result
a legal card of the player then to play leads to, both sides then playing double dummy,
weighted by the share of those cards (:func:`director.dd.weights.starting_weights`). A
proposal the director accepts or replaces: the weights stay his judgement."""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.dd.solver import Position, solve
from director.dd.weights import starting_weights
from director.engine.events import PlayEvent
from director.errors import DirectorError
from director.model.call import Strain
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.model.card import Card
    from director.scoring.contract import ContractResult

__all__ = ["double_dummy_weights"]


def double_dummy_weights(ctx: Context) -> tuple[list[tuple[ContractResult, float]], str] | None:
    """The starting weights at the card questioned in ``ctx`` and how they were found; None
    when there is no card questioned, no full deal, or the solver fails."""
    event = ctx.event
    play = ctx.play_state
    if not isinstance(event, PlayEvent) or play is None or len(play.original) != len(Seat):
        return None
    contract = play.contract
    declarer = contract.declarer
    hands: dict[Seat, frozenset[Card]] = dict(play.original)
    won, leader = 0, declarer.lho
    current: tuple[Card, ...] = ()
    for trick in [*play.tricks, play.current]:
        before = [p for p in trick.cards if p.event < event.index]
        for p in before:
            hands[p.seat] = hands[p.seat] - {p.card}
        if len(before) == len(trick.cards) == 4 and trick.winner is not None:
            won += trick.winner.side == declarer.side
            leader = trick.winner
            continue
        leader, current = trick.leader, tuple(p.card for p in before)
        break
    position = Position(hands, "S" if contract.royal else contract.strain.letter, leader, current)
    left = position.tricks_left
    try:
        options = solve(position) if left else []
    except DirectorError:
        return None
    if not options:
        return None
    ours = position.to_play.side == declarer.side
    tricks = [won + (t if ours else left - t) for _, t in options]
    strain = Strain.SPADES if contract.royal else contract.strain
    weights = starting_weights(contract.level, strain, contract.doubled, declarer, tricks)
    who = position.to_play.name.title()
    basis = (
        f"double dummy: each of {who}'s {len(options)} legal cards at event {event.index}, "
        "both sides then playing double dummy, weighted by the share of cards leading to "
        "each result"
    )
    return weights, basis
