"""Steps several Belote articles share: a side loses the right to speak (7A, applied by 6B
and 7B too), a side loses the deal (12B, 12C), and a fault of the play whose remedy the
rulebooks read leave open (11A, 11B)."""

from __future__ import annotations

from collections.abc import Callable

from director.belote.offence import Offence
from director.belote.scoring import other

__all__ = [
    "PENALTY_CHOICES",
    "PLAY_FAULT_CHOICES",
    "fault_remedy",
    "lose",
    "play_fault",
    "silence",
]

PENALTY_CHOICES = {
    "none": "no further penalty: the offender calls again",
    "silence": "the offending side loses the right to speak for the rest of the auction "
    "(the remedy of 7A, applied by analogy)",
}
PLAY_FAULT_CHOICES = {
    "none": "no penalty: the card is taken back and play goes on",
    "deal-lost": "the offending side loses the deal as a failed contract (12B), the sanction "
    "club rulebooks give for any fault",
}


def silence(offence: Offence, law: str) -> None:
    """The offending side loses the right to speak: its turns count as passes (7A)."""
    assert offence.seat is not None
    side = offence.seat.side
    offence.silence(side)
    irr = offence.irregularity
    irr.silenced_side = side
    offence.state(
        law,
        f"{side} lose the right to speak for the rest of the auction; their turns count as passes.",
    )


def lose(offence: Offence) -> None:
    """The offending side loses the deal as a failed contract (12B); a later fault of a
    side that lost it already changes nothing (12C)."""
    assert offence.seat is not None
    side, irr = offence.seat.side, offence.irregularity
    irr.deal_lost_by = side
    offence.state(
        "12B",
        f"{side} lose the deal as a failed contract: {other(side)} "
        f"score {offence.options.failure_points} + the contract (14B, 14C) and their belote "
        "(the usual remedy of the public rulebooks: contree.org, coincheur.fr).",
    )
    before = offence.lose_deal(side)
    if before is not None:
        offence.state("12C", f"The deal was already lost by {before}; this fault changes nothing.")


def fault_remedy(
    offence: Offence, qid: str, text: str, choices: dict[str, str], otherwise: Callable[[], None]
) -> None:
    """The arbiter picks the remedy of a fault the sources give no penalty for: the deal lost
    by the offending side (12B), or ``otherwise``."""
    answer = offence.ask(qid, "arbiter", offence.irregularity.law, text, choices)
    if answer == "deal-lost":
        lose(offence)
    else:
        otherwise()


def play_fault(offence: Offence) -> None:
    """The arbiter says which remedy applies: none (the card goes back), or the deal lost."""
    law = offence.irregularity.law
    fault_remedy(
        offence,
        "play-fault",
        "The rulebooks read list this fault without a penalty text (the FFB code of "
        "arbitration could not be read): which remedy applies?",
        PLAY_FAULT_CHOICES,
        lambda: offence.state(law, "The card goes back to the hand; play goes on."),
    )
