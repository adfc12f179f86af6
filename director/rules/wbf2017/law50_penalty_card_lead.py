"""Laws 50D2 and 51B — the partner of a defender with a major penalty card gets the lead.

Irregularity
    A defender holds one or more major penalty cards and his partner is to lead. The
    partner may not lead until declarer has chosen (50D2).

Rectification
    One penalty card: require or prohibit its suit (prohibition for as long as the partner
    keeps the lead); either way the card is picked up (50D2(a)). Or neither: the partner
    leads anything and the card stays a penalty card (50D2(b)); the choice comes again at
    each trick while the partner keeps the lead. Two or more in one suit: 51B1; in several
    suits: 51B2 — require one of those suits (51B2(a), its cards picked up as in 51B1(a)),
    prohibit one or more of them at once (51B2(b): every penalty card in every prohibited
    suit is picked up, the prohibitions last while the partner keeps the lead), or neither
    (51B2(c)). Penalty cards in suits not named stay penalty cards. Information from a card
    picked up is unauthorised for the partner (50E2).

Example
    West faces the opening lead H2 out of turn and declarer refuses it (54D): H2 is a major
    penalty card, and before East leads declarer requires a heart (50D2(a)); H2 is picked up
    and its information is unauthorised for East (50E2).

See also
    Laws 50E, 59.
"""

from __future__ import annotations

import itertools

from director.engine.context import Context
from director.model.card import Card, Suit
from director.model.seat import Seat
from director.rules.common.play import declarer_choice, name, suit_word


def rule(ctx: Context) -> None:
    st = ctx.play
    owner = ctx.offender
    leader = owner.partner
    cards = [p.card for p in st.penalty_of(owner)]
    suits = [s for s in reversed(Suit) if any(c.suit is s for c in cards)]
    law = "50D2" if len(cards) == 1 else "51B1" if len(suits) == 1 else "51B2"
    ctx.out.law = law
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
    for group in _prohibitions(suits):
        words = " or ".join(suit_word(s) for s in group)
        options.append(
            (
                "prohibit:" + ",".join(s.letter for s in group),
                "prohibit " + " and ".join(f"{suit_word(s)}s" for s in group),
                f"{name(leader)} may not lead a {words} while he keeps the lead; the penalty "
                f"card(s) in {'it' if len(group) == 1 else 'them'} are picked up ({pro_law}).",
            )
        )
    options.append(
        (
            "neither",
            "neither",
            f"{name(leader)} leads anything; the penalty cards stay ({neither_law}).",
        )
    )
    choice = declarer_choice(ctx, law, leader, options)
    if choice == "neither":
        ctx.say(
            neither_law,
            f"No requirement or prohibition; {shown} stay penalty cards and "
            "the choice comes again at the next trick if the partner keeps the lead.",
        )
        return
    mode, _, letters = choice.partition(":")
    chosen = [Suit.parse(x) for x in letters.split(",")]
    law_chosen = req_law if mode == "require" else pro_law
    picked: list[Card] = []
    for suit in chosen:
        ctx.lead_rule(leader, suit, mode, law_chosen, until_loses_lead=mode == "prohibit")
        picked += st.pick_up(owner, suit, law_chosen)
    shown_picked = " ".join(map(str, picked))
    what = "a penalty card" if len(picked) == 1 else "penalty cards"
    ctx.say(law_chosen, f"{name(owner)} picks up {shown_picked}: no longer {what}.")
    left = st.penalty_of(owner)
    if left:
        ctx.say(
            law_chosen,
            f"{' '.join(str(p.card) for p in left)} stay penalty card(s): only the cards of "
            "the suit(s) declarer named are picked up.",
        )
    ctx.unauthorised("50E2", name(leader), f"the picked-up card(s) {shown_picked}")


def _prohibitions(suits: list[Suit]) -> list[tuple[Suit, ...]]:
    """Each suit alone, then (51B2(b)) every set of two or more of them."""
    groups: list[tuple[Suit, ...]] = [(s,) for s in suits]
    if len(suits) > 1:
        for size in range(2, len(suits) + 1):
            groups += list(itertools.combinations(suits, size))
    return groups


def election_due(partner: Seat) -> str:
    """Before ``partner`` of a major penalty card's holder leads: declarer's choice, not
    made yet (look_ahead asks it)."""
    return (
        f"50D2: declarer first requires or prohibits the suit of {name(partner)}'s major "
        "penalty card, or neither (51B with several)."
    )


def election_made() -> str:
    """Declarer's choice under 50D2 for this very lead is made."""
    return "; declarer's choice under 50D2 for this lead is made"


def election_next(leader: Seat) -> str:
    """Declarer's choice comes when ``leader`` is next to lead."""
    return f"; when {name(leader)} is next to lead, declarer first chooses under 50D2"
