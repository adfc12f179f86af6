"""Law 45C4 (1997 code) — a designation changed at once (``N:named:H8:corrected:H9``).

Irregularity
    Declarer, whose turn it was to play from his hand or from dummy, said which card he
    would play and immediately said another instead.

Rectification
    A card named or otherwise designated as the one a player proposes to play must be
    played (45C4(a)). But any player may change an inadvertent designation, without
    penalty, if he does so without pause for thought (45C4(b)); an opponent who had
    meanwhile played a card in turn that was legal before the change may take it back and
    play another (47E). The 1997 code makes no difference between declarer's own hand and
    dummy: the director judges whether the designation was inadvertent and changed without
    pause for thought; if so the second card is played, else the first. (The 2017 code
    allows the correction only for a card designated from dummy, after a slip of the
    tongue: 2017 45C4(b).)

Example
    Declarer North, on lead from his own hand, names the SK and at once says "no, the S2":
    if the director finds the designation inadvertent and changed without pause for
    thought, the S2 is played (45C4(b)); under the 2017 code the SK would be played.

See also
    1997 Laws 45D, 46, 47E; ``director law 45 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.model.card import Card
from director.rules.base import step
from director.rules.wbf2017.law45c4_named_card import NamedCard


class NamedCard1997(NamedCard):
    """1997 45C4(b): any inadvertent designation, changed without pause for thought, from
    either of declarer's hands."""

    @step("45C4(b)")
    def own_hand(self, ctx: Context, named: Card, corrected: Card) -> Card:
        """From declarer's own hand: the same test as from dummy (1997 45C4(b))."""
        return self.from_dummy(ctx, named, corrected)

    @step("45C4(b)")
    def from_dummy(self, ctx: Context, named: Card, corrected: Card) -> Card:
        """An inadvertent designation changed without pause for thought is corrected."""
        inadvertent = ctx.ask(
            "inadvertent",
            "director",
            "45C4(b)",
            f"Was naming {named} inadvertent, and was it changed to {corrected} without pause "
            "for thought?",
            [(True, "yes, inadvertent and changed without pause for thought",
              f"45C4(b): the change is allowed, without penalty; {corrected} is played."),
             (False, "no",
              f"45C4(a): {named} is played.")],
        )  # fmt: skip
        if not inadvertent:
            ctx.say(
                "45C4(a)",
                f"{named} is played: a card a player names as the one he proposes to play "
                "must be played, and the change was not of an inadvertent designation made "
                "without pause for thought (45C4(b)).",
            )
            return named
        ctx.say(
            "45C4(b)",
            f"An inadvertent designation, changed without pause for thought: {corrected} is "
            f"played and {named} goes back, without penalty; an opponent who had played a "
            "card in turn since, legal before the change, may take it back and play another "
            "(47E).",
        )
        return corrected


rule = NamedCard1997()
