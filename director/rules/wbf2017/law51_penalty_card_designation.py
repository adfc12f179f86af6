"""Law 51A (with 50D1(a)) — declarer designates which penalty card a defender plays.

Irregularity
    It is a defender's turn to play and he has two or more penalty cards he could legally
    play now - of the suit led when he has penalty cards in it, any of them when he leads
    or cannot follow suit.

Rectification
    Declarer designates the one to be played at this turn (51A); the others stay penalty
    cards. Playing any other card instead is a failure to play a penalty card (Law 52).

Example
    West exposed DJ and D2 before the opening lead: two major penalty cards. Declarer
    chooses neither under 51B1; East leads D5 and dummy plays DA: declarer designates which
    of the two West plays (51A).

See also
    Laws 50B, 50D, 52, 59.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Card
from director.rules.common.play import driver, name


def rule(ctx: Context) -> None:
    st = ctx.play
    owner = ctx.offender
    drv = driver(ctx)
    cards = drv.designation_choices(owner)
    shown = " ".join(map(str, cards))
    ctx.out.law = "51A"
    ctx.say(
        "51A",
        f"{name(owner)} could legally play any of his penalty cards {shown} to trick "
        f"{st.trick_number}: declarer designates which one he plays (50D1(a)).",
    )
    choice = ctx.ask(
        "designated",
        "declarer",
        "51A",
        f"Which penalty card does declarer designate for {name(owner)} to play?",
        [(str(c), str(c), f"{name(owner)} plays {c}; the others stay penalty cards.")
         for c in cards],
        seat=st.declarer,
    )  # fmt: skip
    card = Card.parse(str(choice))
    drv.designated[(owner, st.trick_number)] = card
    ctx.say("51A", f"Declarer designates {card}: {name(owner)} must play it to this trick.")


def designation_due() -> str:
    """A defender could legally play two or more penalty cards: declarer designates."""
    return "51A: declarer designates which one he plays."
