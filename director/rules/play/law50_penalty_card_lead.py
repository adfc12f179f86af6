"""Laws 50D2 and 51B — the partner of a defender with a major penalty card gets the lead.

Situation
    A defender holds one or more major penalty cards and his partner is to lead. The
    partner may not lead until declarer has chosen (50D2).

Declarer's choice
    One penalty card: require or prohibit its suit (prohibition for as long as the partner
    keeps the lead); either way the card is picked up (50D2(a)). Or neither: the partner
    leads anything and the card stays a penalty card (50D2(b)); the choice comes again at
    each trick while the partner keeps the lead. Two or more in one suit: 51B1; in several
    suits: 51B2 (require one suit, prohibit a suit, or neither). Information from a card
    picked up is unauthorised for the partner (50E2).

See also
    Laws 50E, 59.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Suit
from director.rules.play._common import name, suit_word


def rule(ctx: Context) -> None:
    st = ctx.play
    owner = ctx.offender
    leader = owner.partner
    cards = [p.card for p in st.penalty_of(owner)]
    suits = [s for s in reversed(Suit) if any(c.suit is s for c in cards)]
    law = "50D2" if len(cards) == 1 else "51B1" if len(suits) == 1 else "51B2"
    shown = " ".join(map(str, cards))
    ctx.say(
        law,
        f"{name(leader)} is to lead while {name(owner)} has penalty card(s) {shown}: "
        "declarer chooses before the lead.",
    )
    req_law = "50D2(a)" if law == "50D2" else f"{law}(a)"
    pro_law = "50D2(a)" if law == "50D2" else f"{law}(b)"
    neither_law = "50D2(b)" if law != "51B2" else "51B2(c)"
    options: list[tuple[object, str, str]] = []
    for s in suits:
        options.append(
            (
                f"require:{s.letter}",
                f"require a {suit_word(s)} lead",
                f"{name(leader)} must lead a {suit_word(s)}; the penalty card(s) in it "
                f"are picked up ({req_law}).",
            )
        )
    for s in suits:
        options.append(
            (
                f"prohibit:{s.letter}",
                f"prohibit {suit_word(s)}s",
                f"{name(leader)} may not lead a {suit_word(s)} while he keeps the lead; "
                f"the penalty card(s) in it are picked up ({pro_law}).",
            )
        )
    options.append(
        (
            "neither",
            "neither",
            f"{name(leader)} leads anything; the penalty cards stay ({neither_law}).",
        )
    )
    choice = str(
        ctx.ask(
            "declarer_choice",
            "declarer",
            law,
            f"Declarer's choice before {name(leader)} leads to trick {st.trick_number}:",
            options,
            seat=st.declarer,
        )
    )
    if choice == "neither":
        ctx.say(
            neither_law,
            f"No requirement or prohibition; {shown} stay penalty cards and "
            "the choice comes again at the next trick if the partner keeps the lead.",
        )
        return
    mode, _, letter = choice.partition(":")
    suit = Suit.parse(letter)
    ctx.lead_rule(
        leader,
        suit,
        mode,
        req_law if mode == "require" else pro_law,
        until_loses_lead=mode == "prohibit",
    )
    picked = st.pick_up(owner, suit)
    ctx.say(
        req_law if mode == "require" else pro_law,
        f"{name(owner)} picks up {' '.join(map(str, picked))}: no longer a penalty card.",
    )
    ctx.unauthorised("50E2", name(leader), f"the picked-up card(s) {' '.join(map(str, picked))}")
