"""Law 45C4 — declarer names a card and at once names another
(``N:named:H8:corrected:H9``).

Irregularity
    At the turn of his own hand or of dummy, declarer named one card as the one he meant
    to play and then, without a pause, named another in its place.

Rectification
    A card named or otherwise designated as the one a player proposes to play is played
    (45C4(a), subject to Law 47). The one exception is a card designated from dummy by
    mistake (45C4(b)): declarer may change it until he next plays from either hand, but
    only after a slip of the tongue, never after a loss of concentration or a change of
    mind - the director judges which it was. So a card named from declarer's own hand is
    played, and the card he named after it stays in his hand (declarer's cards never
    become penalty cards, Law 48A); from dummy, a slip of the tongue lets the second card
    be played instead (Law 47C: the first goes back without further rectification), and
    an opponent who had meanwhile played a card in turn may take it back and play another
    (47D, 16C1). The 1997 code lets any player change an inadvertent designation made
    without pause for thought (1997 45C4(b)).

Example
    Declarer North, on lead from dummy, names the HT and at once says "no, the H9": if the
    director finds a slip of the tongue the H9 is played (45C4(b)); had he named the cards
    from his own hand, the HT would be played (45C4(a)).

See also
    Laws 45D, 46, 47C, 47D, 48A; ``director law 45 --compare``.
"""

from __future__ import annotations

from typing import ClassVar

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent
from director.model.card import Card
from director.rules.base import Rule, step
from director.rules.common.play import driver, name
from director.rules.wbf2017.law58_simultaneous_play import play_card


class NamedCard(Rule):
    """Law 45C4: the card named is played (a); from dummy, a slip of the tongue may be
    corrected (b)."""

    law = "45C4"
    # The section that governs the card first named, by the hand it came from.
    from_hand: ClassVar[str] = "45C4(a)"

    def run(self, ctx: Context) -> None:
        event = ctx.event
        assert isinstance(event, PlayActEvent)
        named, corrected = event.cards
        seat = ctx.offender
        st = ctx.play
        if not st.is_declaring_side(seat):
            raise InvalidEventError(
                f"event {event.index} ({event}): 'named ... corrected ...' records declarer's "
                f"designation of a card from his hand or dummy; {name(seat)} is a defender"
            )
        if st.turn != seat:
            raise InvalidEventError(
                f"event {event.index} ({event}): it is {name(st.turn)}'s turn, not {name(seat)}'s"
            )
        for card in event.cards:
            driver(ctx).check_held(seat, card, event)
        where = "dummy" if seat == st.dummy else "his own hand"
        ctx.say(
            self.law,
            f"Declarer named {named} from {where} at trick {st.trick_number} and at once named "
            f"{corrected} instead.",
        )
        if seat == st.dummy:
            card = self.from_dummy(ctx, named, corrected)
        else:
            card = self.own_hand(ctx, named, corrected)
        play_card(ctx, seat, card)

    @step("45C4(a)")
    def own_hand(self, ctx: Context, named: Card, corrected: Card) -> Card:
        """A card of declarer's own hand named as the one he plays is played."""
        ctx.say(
            "45C4(a)",
            f"{named} is played: a card a player names as the one he proposes to play is "
            "played, and the correction of 45C4(b) is only for a card designated from dummy. "
            f"{corrected} stays in declarer's hand (his cards are never penalty cards, 48A).",
        )
        return named

    @step("45C4(b)")
    def from_dummy(self, ctx: Context, named: Card, corrected: Card) -> Card:
        """A card designated from dummy by mistake: a slip of the tongue may be corrected,
        a loss of concentration or a change of mind may not."""
        slip = ctx.ask(
            "slip_of_the_tongue",
            "director",
            "45C4(b)",
            f"Was naming {named} a slip of the tongue (not a loss of concentration or a "
            "change of mind)?",
            [(True, "yes, a slip of the tongue",
              f"45C4(b): the designation is corrected; {corrected} is played."),
             (False, "no, a loss of concentration or a change of mind",
              f"45C4(a): {named} is played.")],
        )  # fmt: skip
        if not slip:
            ctx.say(
                "45C4(a)",
                f"{named} is played: 45C4(b) allows no correction after a loss of "
                "concentration or a change of mind.",
            )
            return named
        ctx.say(
            "45C4(b)",
            f"A slip of the tongue: declarer may correct it before he next plays from either "
            f"hand. {corrected} is played and {named} goes back to dummy (47C, no further "
            "rectification); an opponent who had played a card in turn since may take it back "
            "and play another (47D, 16C1).",
        )
        return corrected


rule = NamedCard()
